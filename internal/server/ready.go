package server

import (
	"net"

	"github.com/almanac-sports/almanac/internal/sites"
)

// siteAddrs are slog attributes naming each site's address on this server
// (its first host, e.g. nba.localhost, on the listening port): id, URL
// pairs, the hub first.
func siteAddrs(st *sites.Sites, listen string) []any {
	if st == nil {
		st = sites.Default()
	}
	_, port, err := net.SplitHostPort(listen)
	if err != nil || port == "" {
		port = "8080"
	}
	suffix := ":" + port
	if port == "80" {
		suffix = ""
	}
	var out []any
	for _, p := range st.Profiles() {
		if len(p.Hosts) == 0 {
			continue
		}
		out = append(out, p.ID, "http://"+p.Hosts[0]+suffix+"/")
	}
	return out
}
