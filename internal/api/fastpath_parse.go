package api

import "bytes"

// hitRequest is what the connection fast path reads of a request head.
type hitRequest struct {
	size   int    // bytes of the head, through the blank line
	host   []byte // Host header value, trimmed
	target []byte // request target as sent
	gzip   bool   // Accept-Encoding names gzip
}

// Results of parseHit.
const (
	hitMore    = iota // the head is not complete yet
	hitOK             // a plain GET of an API path: may be answered from the cache
	hitHandOff        // anything else: net/http answers it (and the rest of the connection)
)

// maxHitHead bounds a head the fast path waits for; longer ones go to net/http.
const maxHitHead = 8 << 10

// parseHit reads one HTTP/1.1 request head from b. Only the plainest
// requests qualify: GET of /api..., HTTP/1.1, one Host header, no body, no
// conditional, no Origin (CORS), no Connection, Expect or Upgrade header.
// Everything else, including anything malformed, is handed to net/http,
// which answers it exactly as before.
func parseHit(b []byte) (hitRequest, int) {
	var r hitRequest
	end := bytes.Index(b, []byte("\r\n\r\n"))
	if end < 0 {
		if len(b) >= maxHitHead {
			return r, hitHandOff
		}
		return r, hitMore
	}
	r.size = end + 4
	if r.size > maxHitHead {
		return r, hitHandOff
	}
	head := b[:end]
	line, rest, _ := bytes.Cut(head, []byte("\r\n"))
	method, line, ok := bytes.Cut(line, []byte(" "))
	if !ok || string(method) != "GET" {
		return r, hitHandOff
	}
	target, proto, ok := bytes.Cut(line, []byte(" "))
	if !ok || string(proto) != "HTTP/1.1" || !(bytes.HasPrefix(target, []byte("/api/")) || bytes.Equal(target, []byte("/api"))) {
		return r, hitHandOff
	}
	for _, c := range target {
		if c <= ' ' || c == 0x7f || c == '#' {
			return r, hitHandOff
		}
	}
	r.target = target
	hosts := 0
	for len(rest) > 0 {
		var h []byte
		h, rest, _ = bytes.Cut(rest, []byte("\r\n"))
		name, value, ok := bytes.Cut(h, []byte(":"))
		if !ok || len(name) == 0 || name[0] == ' ' || name[0] == '\t' || bytes.ContainsAny(name, " \t") {
			return r, hitHandOff // obs-fold or malformed: net/http decides
		}
		value = bytes.Trim(value, " \t")
		switch {
		case asciiEqualFold(name, "host"):
			hosts++
			r.host = value
		case asciiEqualFold(name, "accept-encoding"):
			r.gzip = bytes.Contains(value, []byte("gzip"))
		case asciiEqualFold(name, "content-length"):
			if string(value) != "0" {
				return r, hitHandOff
			}
		case asciiEqualFold(name, "transfer-encoding"), asciiEqualFold(name, "if-none-match"),
			asciiEqualFold(name, "if-match"), asciiEqualFold(name, "if-modified-since"),
			asciiEqualFold(name, "if-unmodified-since"), asciiEqualFold(name, "if-range"), asciiEqualFold(name, "range"),
			asciiEqualFold(name, "origin"), asciiEqualFold(name, "connection"), asciiEqualFold(name, "expect"),
			asciiEqualFold(name, "upgrade"):
			return r, hitHandOff
		}
	}
	if hosts != 1 || !plainHost(r.host) {
		return r, hitHandOff
	}
	return r, hitOK
}

// plainHost accepts host[:port] made of the usual characters only (net/http
// judges anything else).
func plainHost(h []byte) bool {
	if len(h) == 0 {
		return false
	}
	for _, c := range h {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '.' || c == '-' || c == ':' || c == '[' || c == ']' || c == '_') {
			return false
		}
	}
	return true
}

func asciiEqualFold(b []byte, lower string) bool {
	if len(b) != len(lower) {
		return false
	}
	for i := range len(b) {
		c := b[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
}
