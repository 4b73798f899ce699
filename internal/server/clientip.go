package server

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// proxies decides whose forwarding headers are believed (TRUSTED_PROXIES).
// A request whose TCP peer is not trusted is its own client, whatever
// X-Forwarded-For, Forwarded or X-Forwarded-Proto it carries: otherwise any
// client could pick its identity for the rate limits (and its scheme).
type proxies struct {
	trusted []netip.Prefix
}

func (p proxies) trusts(a netip.Addr) bool {
	a = a.Unmap()
	for _, pre := range p.trusted {
		if pre.Contains(a) {
			return true
		}
	}
	return false
}

// peer is the TCP peer's address (invalid when RemoteAddr does not parse).
func peer(r *http.Request) netip.Addr {
	if ap, err := netip.ParseAddrPort(r.RemoteAddr); err == nil {
		return ap.Addr().Unmap()
	}
	a, _ := netip.ParseAddr(r.RemoteAddr)
	return a.Unmap()
}

// clientIP is the address rate limits and logs know the client by: the peer,
// or, when the peer is a trusted proxy, the first untrusted address walking
// X-Forwarded-For (else Forwarded's for=) from the right, that is from the
// hop nearest to us. Every address a trusted hop added is believed; the first
// one no trusted hop vouches for is the client. When all are trusted the
// leftmost is the client; when an entry does not parse (obfuscated, "unknown"
// or garbage) the walk stops at the last trusted hop, so a client cannot
// choose its key by sending nonsense.
func (p proxies) clientIP(r *http.Request) string {
	a := peer(r)
	if !a.IsValid() {
		host, _, err := net.SplitHostPort(r.RemoteAddr)
		if err != nil {
			return r.RemoteAddr
		}
		return host
	}
	if len(p.trusted) == 0 || !p.trusts(a) {
		return a.String()
	}
	hops := r.Header.Values("X-Forwarded-For")
	parse := parseHop
	if len(hops) == 0 {
		hops = r.Header.Values("Forwarded")
		parse = parseForwardedFor
	}
	client := a
	for i := len(hops) - 1; i >= 0; i-- {
		line := hops[i]
		for line != "" {
			var entry string
			if j := strings.LastIndexByte(line, ','); j >= 0 {
				entry, line = line[j+1:], line[:j]
			} else {
				entry, line = line, ""
			}
			if strings.TrimSpace(entry) == "" {
				continue
			}
			hop, ok := parse(entry)
			if !ok {
				return client.String()
			}
			client = hop
			if !p.trusts(hop) {
				return hop.String()
			}
		}
	}
	return client.String()
}

// realClient rewrites the request's RemoteAddr to its client (clientIP) when
// the TCP peer is a trusted proxy, so every limit, throttle, cap and log line
// after it (clientaddr.Of: sign-in throttling, the live-stream cap, the rate
// limits) sees each visitor, not the proxy's one address. It runs after
// securityHeaders, which asks the peer whether the client came over HTTPS.
// The request is the server's own, so it is changed in place.
func realClient(px proxies, next http.Handler) http.Handler {
	if len(px.trusted) == 0 {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if a := peer(r); a.IsValid() && px.trusts(a) {
			r.RemoteAddr = net.JoinHostPort(px.clientIP(r), "0")
		}
		next.ServeHTTP(w, r)
	})
}

// parseHop reads one X-Forwarded-For entry: an address, optionally with a
// port ("203.0.113.7:4711", "[2001:db8::1]:4711").
func parseHop(s string) (netip.Addr, bool) {
	s = strings.TrimSpace(s)
	if ap, err := netip.ParseAddrPort(s); err == nil {
		return ap.Addr().Unmap(), true
	}
	s = strings.TrimSuffix(strings.TrimPrefix(s, "["), "]")
	a, err := netip.ParseAddr(s)
	if err != nil || a.Zone() != "" {
		return netip.Addr{}, false
	}
	return a.Unmap(), true
}

// parseForwardedFor reads the for= parameter of one Forwarded element (RFC
// 7239: for=192.0.2.60;proto=http, for="[2001:db8:cafe::17]:4711").
func parseForwardedFor(elem string) (netip.Addr, bool) {
	for pair := range strings.SplitSeq(elem, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(pair), "=")
		if ok && strings.EqualFold(strings.TrimSpace(k), "for") {
			return parseHop(strings.Trim(strings.TrimSpace(v), `"`))
		}
	}
	return netip.Addr{}, false
}

// secure reports whether the client reached us over HTTPS: TLS on this
// connection, or a trusted proxy saying so (X-Forwarded-Proto, else
// Forwarded's proto=, of the hop nearest to us).
func (p proxies) secure(r *http.Request) bool {
	if r.TLS != nil {
		return true
	}
	if len(p.trusted) == 0 || !p.trusts(peer(r)) {
		return false
	}
	if v := r.Header.Values("X-Forwarded-Proto"); len(v) > 0 {
		return strings.EqualFold(nearestEntry(v), "https")
	}
	if v := r.Header.Values("Forwarded"); len(v) > 0 {
		for pair := range strings.SplitSeq(nearestEntry(v), ";") {
			k, val, ok := strings.Cut(strings.TrimSpace(pair), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "proto") {
				return strings.EqualFold(strings.Trim(strings.TrimSpace(val), `"`), "https")
			}
		}
	}
	return false
}

// nearestEntry is the last entry of a comma-separated header's lines: the
// one the hop nearest to us added.
func nearestEntry(lines []string) string {
	last := lines[len(lines)-1]
	if j := strings.LastIndexByte(last, ','); j >= 0 {
		last = last[j+1:]
	}
	return strings.TrimSpace(last)
}
