// Package clientaddr names the client of a request by one address for every
// limit, throttle, cap and log line: the host of its RemoteAddr. The server
// rewrites RemoteAddr to the client a trusted proxy names (TRUSTED_PROXIES)
// before any handler runs, so behind the proxy each visitor is its own
// client, not the proxy's single address.
package clientaddr

import (
	"net"
	"net/http"
)

// Of is the request's client address ("203.0.113.7", "2001:db8::1").
func Of(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
