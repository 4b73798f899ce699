package server

import (
	"context"
	"log/slog"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/apikeys"
	"github.com/almanac-sports/almanac/internal/clientaddr"
	"github.com/almanac-sports/almanac/internal/metrics"
	"github.com/almanac-sports/almanac/internal/ratelimit"
)

// RateClass classifies an API path the way the web app's client-side limits
// do: auth (/auth/), search (/search, autocomplete), export (/export,
// download, .csv), analytics (/analytics, /stats, /compare), else data.
func RateClass(path string) string {
	p := strings.ToLower(path)
	switch {
	case strings.HasPrefix(p, "/auth/"):
		return "auth"
	case strings.Contains(p, "/search") || strings.Contains(p, "autocomplete"):
		return "search"
	case strings.Contains(p, "/export") || strings.Contains(p, "download") || strings.HasSuffix(p, ".csv"):
		return "export"
	case strings.Contains(p, "/analytics") || strings.Contains(p, "/stats") || strings.Contains(p, "/compare"):
		return "analytics"
	default:
		return "data"
	}
}

// RateLimitMessage is the text a server 429 answers, the one the web app shows.
const RateLimitMessage = "Server rate limit exceeded. Please wait before making more requests."

// rateLimit answers 429 with Retry-After once a client's bucket for the
// request's class is empty (client: clientaddr.Of), or, for a request with
// an API key (keys non-nil), once the key's plan is spent. A bad or revoked
// key answers 401, never the anonymous limits. A limiter error lets the
// request through.
func rateLimit(l ratelimit.Limiter, keys *apikeys.Service, log *slog.Logger, next http.Handler) http.Handler {
	if l == nil && keys == nil {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !limited(r.URL.Path, r.Method) {
			next.ServeHTTP(w, r)
			return
		}
		if keys != nil && strings.HasPrefix(r.URL.Path, "/api/") {
			if key, ok := apikeys.FromRequest(r); ok {
				keyLimit(w, r, l, keys, key, log, next)
				return
			}
		}
		if l == nil {
			next.ServeHTTP(w, r)
			return
		}
		d, err := rateDecision(r.Context(), l, r.URL.Path, clientaddr.Of(r))
		if err != nil {
			log.Warn("rate limiter unavailable", "err", err)
			next.ServeHTTP(w, r)
			return
		}
		if !d.Allowed {
			metrics.RateLimited(RateClass(r.URL.Path))
			tooMany(w, d)
			return
		}
		rateHeaders(w.Header(), d)
		next.ServeHTTP(w, r)
	})
}

// rateHeaders says where the client stands (the IETF draft's fields):
// the bucket's size, the requests left in it and the seconds until it is
// full again.
func rateHeaders(h http.Header, d ratelimit.Decision) {
	h["Ratelimit-Limit"] = []string{strconv.Itoa(d.Limit)}
	h["Ratelimit-Remaining"] = []string{strconv.Itoa(d.Remaining)}
	h["Ratelimit-Reset"] = []string{strconv.Itoa(ceilSeconds(d.Reset))}
}

// tooMany answers 429 with Retry-After (at least a second) and the
// rate-limit fields.
func tooMany(w http.ResponseWriter, d ratelimit.Decision) {
	h := w.Header()
	rateHeaders(h, d)
	h.Set("Retry-After", strconv.Itoa(max(ceilSeconds(d.RetryAfter), 1)))
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusTooManyRequests)
	w.Write([]byte(`{"detail":"` + RateLimitMessage + `"}` + "\n"))
}

func ceilSeconds(d time.Duration) int { return int(math.Ceil(d.Seconds())) }

// rateDecision asks the limiter about one API request (its path's class,
// the client's IP), waiting at most 200 ms.
func rateDecision(ctx context.Context, l ratelimit.Limiter, path, ip string) (ratelimit.Decision, error) {
	ctx, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
	defer cancel()
	return l.Allow(ctx, RateClass(path), ip)
}

// limited reports whether the rate-limit middleware applies to the request.
// Account writes (/auth/*: sign-up, sign-in, reset, verify, refresh) are
// limited per client too: without it one address created 332 accounts in
// 20 s and slowed everyone's sign-in (password hashing is slow by design).
func limited(path, method string) bool {
	if strings.HasPrefix(path, "/auth/") {
		return method == http.MethodPost
	}
	return strings.HasPrefix(path, "/api/") && method != http.MethodOptions
}

// cors lets the configured origins call the API with credentials. Every
// API and /auth answer then varies with the request's Origin (allowed or
// not, present or not), and says so, so a shared cache never hands one
// origin's answer to another.
func cors(origins []string, next http.Handler) http.Handler {
	if len(origins) == 0 {
		return next
	}
	allowed := map[string]bool{}
	for _, o := range origins {
		allowed[o] = true
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, "/api/") && !strings.HasPrefix(r.URL.Path, "/auth/") {
			next.ServeHTTP(w, r)
			return
		}
		h := w.Header()
		h.Add("Vary", "Origin")
		if origin := r.Header.Get("Origin"); origin != "" && allowed[origin] {
			h.Set("Access-Control-Allow-Origin", origin)
			h.Set("Access-Control-Allow-Credentials", "true")
			if r.Method == http.MethodOptions && r.Header.Get("Access-Control-Request-Method") != "" {
				h.Set("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS")
				h.Set("Access-Control-Allow-Headers", "Authorization, Content-Type, If-None-Match, X-API-Key")
				h.Set("Access-Control-Max-Age", "600")
				w.WriteHeader(http.StatusNoContent)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// Shared header values: assigning them (canonical keys) allocates nothing per
// request; Header.Add on one of them appends into a new slice.
var (
	hdrNoSniff        = []string{"nosniff"}
	hdrReferrerPolicy = []string{"strict-origin-when-cross-origin"}
	hdrFrameOptions   = []string{"SAMEORIGIN"}
	// Two years; not includeSubDomains: the sport sites may be subdomains
	// of a host that also serves other things.
	hdrHSTS = []string{"max-age=63072000"}
	// Non-HTML answers of the server itself load nothing and are never framed.
	hdrNoContentCSP = []string{"default-src 'none'; frame-ancestors 'none'"}
)

// securityHeaders sets conservative defaults on every response: no MIME
// sniffing, a referrer policy on the web app's pages and files, no framing
// by other sites, HSTS when the
// client came over HTTPS (TLS here, or a trusted proxy saying so), and a
// CSP that allows nothing on the API's and operations' answers (the web
// app's HTML gets its own, see htmlCSP).
func securityHeaders(px proxies, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h["X-Content-Type-Options"] = hdrNoSniff
		h["X-Frame-Options"] = hdrFrameOptions
		if px.secure(r) {
			h["Strict-Transport-Security"] = hdrHSTS
		}
		if reservedPath(r.URL.Path) {
			h["Content-Security-Policy"] = hdrNoContentCSP
		} else {
			// A referrer policy governs what a page sends: the app's pages
			// and files, not the JSON answers (which load nothing). It also
			// keeps an API answer's headers at 8, the most a header map
			// holds before it grows (and net/http copies it per response).
			h["Referrer-Policy"] = hdrReferrerPolicy
		}
		next.ServeHTTP(w, r)
	})
}

// closeAfterChunked ends the connection after answering a request whose body
// is chunked. net/http frames a request carrying both Transfer-Encoding and
// Content-Length by the former (RFC 9112 §6.1, dropping the latter) but would
// keep the connection; a proxy in front that framed it by Content-Length
// would then disagree about where the next request starts. The RFC says to
// close; no Almanac route takes a chunked body, so it costs nothing.
func closeAfterChunked(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if len(r.TransferEncoding) > 0 {
			w.Header().Set("Connection", "close")
		}
		next.ServeHTTP(w, r)
	})
}
