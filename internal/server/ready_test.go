package server

import (
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/sites"
)

// The ready line names every site's address on the listening port, the hub first.
func TestSiteAddrs(t *testing.T) {
	got := siteAddrs(sites.Default(), "127.0.0.1:8824")
	if len(got) != 18 {
		t.Fatalf("%d attributes, want 9 sites × 2: %v", len(got), got)
	}
	if got[0] != "almanac" || got[1] != "http://localhost:8824/" {
		t.Errorf("hub first: %v %v", got[0], got[1])
	}
	var all []string
	for i := 1; i < len(got); i += 2 {
		all = append(all, got[i].(string))
	}
	for _, h := range []string{"nfl", "nba", "mlb", "nhl", "cfb", "cbb", "cbs", "chk"} {
		if !strings.Contains(strings.Join(all, " "), "http://"+h+".localhost:8824/") {
			t.Errorf("no %s.localhost in %v", h, all)
		}
	}
	if got := siteAddrs(nil, ":80"); got[1] != "http://localhost/" {
		t.Errorf("port 80: %v", got[1])
	}
}
