package server

import (
	"net/http"
	"net/http/httptest"
	"net/netip"
	"testing"

	"github.com/almanac-sports/almanac/internal/clientaddr"
	"github.com/almanac-sports/almanac/internal/config"
)

func mustPrefixes(t *testing.T, s string) []netip.Prefix {
	t.Helper()
	p, err := config.ParsePrefixes(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestClientIP(t *testing.T) {
	trusted := mustPrefixes(t, "10.0.0.0/8,127.0.0.1,::1")
	tests := []struct {
		name    string
		trusted []netip.Prefix
		peer    string
		hdr     map[string][]string
		want    string
	}{
		{name: "no proxies trusted: the peer, whatever it says", peer: "203.0.113.9:5555",
			hdr: map[string][]string{"X-Forwarded-For": {"198.51.100.1"}}, want: "203.0.113.9"},
		{name: "untrusted peer's X-Forwarded-For is ignored", trusted: trusted, peer: "203.0.113.9:5555",
			hdr: map[string][]string{"X-Forwarded-For": {"198.51.100.1"}}, want: "203.0.113.9"},
		{name: "untrusted peer's Forwarded is ignored", trusted: trusted, peer: "203.0.113.9:5555",
			hdr: map[string][]string{"Forwarded": {"for=198.51.100.1"}}, want: "203.0.113.9"},
		{name: "trusted proxy names the client", trusted: trusted, peer: "127.0.0.1:40000",
			hdr: map[string][]string{"X-Forwarded-For": {"198.51.100.1"}}, want: "198.51.100.1"},
		{name: "trusted proxy without header: the proxy", trusted: trusted, peer: "127.0.0.1:40000", want: "127.0.0.1"},
		{name: "a client's own X-Forwarded-For is skipped: rightmost untrusted wins", trusted: trusted, peer: "127.0.0.1:40000",
			hdr: map[string][]string{"X-Forwarded-For": {"6.6.6.6, 198.51.100.1"}}, want: "198.51.100.1"},
		{name: "chain of trusted hops", trusted: trusted, peer: "127.0.0.1:40000",
			hdr: map[string][]string{"X-Forwarded-For": {"6.6.6.6, 198.51.100.1, 10.1.2.3"}}, want: "198.51.100.1"},
		{name: "several header lines are one list", trusted: trusted, peer: "10.0.0.5:40000",
			hdr: map[string][]string{"X-Forwarded-For": {"6.6.6.6", "198.51.100.1, 10.0.0.7"}}, want: "198.51.100.1"},
		{name: "all hops trusted: the leftmost", trusted: trusted, peer: "127.0.0.1:1",
			hdr: map[string][]string{"X-Forwarded-For": {"10.9.9.9, 10.0.0.7"}}, want: "10.9.9.9"},
		{name: "garbage stops the walk at the last trusted hop", trusted: trusted, peer: "127.0.0.1:1",
			hdr: map[string][]string{"X-Forwarded-For": {"198.51.100.1, not-an-ip, 10.0.0.7"}}, want: "10.0.0.7"},
		{name: "garbage right after the proxy: the proxy", trusted: trusted, peer: "127.0.0.1:1",
			hdr: map[string][]string{"X-Forwarded-For": {"<script>"}}, want: "127.0.0.1"},
		{name: "entry with a port", trusted: trusted, peer: "127.0.0.1:1",
			hdr: map[string][]string{"X-Forwarded-For": {"198.51.100.1:4711"}}, want: "198.51.100.1"},
		{name: "IPv6 client and proxy", trusted: trusted, peer: "[::1]:1",
			hdr: map[string][]string{"X-Forwarded-For": {"2001:db8::7"}}, want: "2001:db8::7"},
		{name: "IPv4-mapped peer is trusted as IPv4", trusted: trusted, peer: "[::ffff:127.0.0.1]:1",
			hdr: map[string][]string{"X-Forwarded-For": {"198.51.100.1"}}, want: "198.51.100.1"},
		{name: "Forwarded when there is no X-Forwarded-For", trusted: trusted, peer: "127.0.0.1:1",
			hdr: map[string][]string{"Forwarded": {`for=6.6.6.6, for="[2001:db8:cafe::17]:4711";proto=https`}}, want: "2001:db8:cafe::17"},
		{name: "Forwarded unknown stops at the proxy", trusted: trusted, peer: "127.0.0.1:1",
			hdr: map[string][]string{"Forwarded": {"for=unknown"}}, want: "127.0.0.1"},
		{name: "X-Forwarded-For wins over Forwarded", trusted: trusted, peer: "127.0.0.1:1",
			hdr: map[string][]string{"Forwarded": {"for=6.6.6.6"}, "X-Forwarded-For": {"198.51.100.1"}}, want: "198.51.100.1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/api/search?q=a", nil)
			r.RemoteAddr = tc.peer
			for k, vs := range tc.hdr {
				for _, v := range vs {
					r.Header.Add(k, v)
				}
			}
			if got := (proxies{trusted: tc.trusted}).clientIP(r); got != tc.want {
				t.Fatalf("clientIP = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestSecure(t *testing.T) {
	px := proxies{trusted: mustPrefixes(t, "127.0.0.1")}
	tests := []struct {
		name, peer string
		hdr        map[string]string
		want       bool
	}{
		{name: "plain http", peer: "203.0.113.9:1", want: false},
		{name: "untrusted peer saying https", peer: "203.0.113.9:1", hdr: map[string]string{"X-Forwarded-Proto": "https"}, want: false},
		{name: "trusted proxy saying https", peer: "127.0.0.1:1", hdr: map[string]string{"X-Forwarded-Proto": "https"}, want: true},
		{name: "trusted proxy saying http", peer: "127.0.0.1:1", hdr: map[string]string{"X-Forwarded-Proto": "http"}, want: false},
		{name: "nearest hop counts", peer: "127.0.0.1:1", hdr: map[string]string{"X-Forwarded-Proto": "https, http"}, want: false},
		{name: "Forwarded proto", peer: "127.0.0.1:1", hdr: map[string]string{"Forwarded": "for=1.2.3.4;proto=https"}, want: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = tc.peer
			for k, v := range tc.hdr {
				r.Header.Set(k, v)
			}
			if got := px.secure(r); got != tc.want {
				t.Fatalf("secure = %v, want %v", got, tc.want)
			}
		})
	}
}

// realClient hands every handler after it (sign-in throttle, live-stream
// cap, rate limits, logs) the client a trusted proxy names; an untrusted
// peer stays itself; HSTS is still decided from the proxy's word.
func TestRealClientRewritesTheAddress(t *testing.T) {
	px := proxies{trusted: mustPrefixes(t, "127.0.0.1")}
	tests := []struct {
		peer, xff, want string
	}{
		{"127.0.0.1:40000", "198.51.100.1", "198.51.100.1"},
		{"127.0.0.1:40000", "", "127.0.0.1"},
		{"203.0.113.9:5555", "198.51.100.1", "203.0.113.9"},
		{"127.0.0.1:40000", "2001:db8::7", "2001:db8::7"},
	}
	for _, tc := range tests {
		var got string
		h := securityHeaders(px, realClient(px, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { got = clientaddr.Of(r) })))
		r := httptest.NewRequest("GET", "/api/sports", nil)
		r.RemoteAddr = tc.peer
		r.Header.Set("X-Forwarded-Proto", "https")
		if tc.xff != "" {
			r.Header.Set("X-Forwarded-For", tc.xff)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		if got != tc.want {
			t.Errorf("peer %s, X-Forwarded-For %q: client %q, want %q", tc.peer, tc.xff, got, tc.want)
		}
		if hsts := rec.Header().Get("Strict-Transport-Security") != ""; hsts != (tc.peer == "127.0.0.1:40000") {
			t.Errorf("peer %s: HSTS %v", tc.peer, hsts)
		}
	}
}
