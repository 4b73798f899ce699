package server

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/ratelimit"
)

func TestRateClass(t *testing.T) {
	for path, want := range map[string]string{
		"/api/search":                         "search",
		"/api/teams/compare":                  "analytics",
		"/api/teams/boston-celtics/stats":     "analytics",
		"/api/v1/analytics/export/games":      "export",
		"/api/teams":                          "data",
		"/api/championships/championships/x/": "data",
		"/auth/register/":                     "auth",
		"/auth/login":                         "auth",
	} {
		if got := RateClass(path); got != want {
			t.Errorf("RateClass(%q) = %q, want %q", path, got, want)
		}
	}
}

func TestRateLimit(t *testing.T) {
	ok := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(200) })
	lim := ratelimit.NewMemory(ratelimit.Limits{"search": {Rate: 1, Per: time.Minute, Burst: 2}})
	h := rateLimit(lim, nil, slog.New(slog.NewTextHandler(io.Discard, nil)), ok)
	get := func(path, ip string) *http.Response {
		r := httptest.NewRequest("GET", path, nil)
		r.RemoteAddr = ip + ":1234"
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w.Result()
	}
	// Each answer says where the client stands: two in the bucket, a token
	// a minute.
	for i, want := range []struct{ remaining, reset string }{{"1", "60"}, {"0", "120"}} {
		res := get("/api/search?q=a", "10.0.0.1")
		if res.StatusCode != 200 {
			t.Fatalf("request %d: %d", i, res.StatusCode)
		}
		if h := res.Header; h.Get("RateLimit-Limit") != "2" || h.Get("RateLimit-Remaining") != want.remaining || h.Get("RateLimit-Reset") != want.reset {
			t.Fatalf("request %d: limit %q remaining %q reset %q, want 2 %s %s", i,
				h.Get("RateLimit-Limit"), h.Get("RateLimit-Remaining"), h.Get("RateLimit-Reset"), want.remaining, want.reset)
		}
	}
	res := get("/api/search?q=a", "10.0.0.1")
	if res.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("want 429, got %d", res.StatusCode)
	}
	if ra := res.Header.Get("Retry-After"); ra != "60" {
		t.Fatalf("Retry-After = %q", ra)
	}
	if h := res.Header; h.Get("RateLimit-Limit") != "2" || h.Get("RateLimit-Remaining") != "0" {
		t.Fatalf("429 limit %q remaining %q", h.Get("RateLimit-Limit"), h.Get("RateLimit-Remaining"))
	}
	body, _ := io.ReadAll(res.Body)
	if !strings.Contains(string(body), RateLimitMessage) {
		t.Fatalf("body %s", body)
	}
	if res := get("/api/search?q=a", "10.0.0.2"); res.StatusCode != 200 {
		t.Fatal("other client limited")
	}
	if res := get("/api/teams", "10.0.0.1"); res.StatusCode != 200 {
		t.Fatal("data class limited by the search bucket")
	}
	if res := get("/index.html", "10.0.0.1"); res.StatusCode != 200 {
		t.Fatal("web app limited")
	}
}

func TestCORS(t *testing.T) {
	ok := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(200) })
	h := cors([]string{"https://app.example"}, ok)
	for _, tc := range []struct {
		origin, method string
		status         int
		allow          string
	}{
		{"https://app.example", "GET", 200, "https://app.example"},
		{"https://evil.example", "GET", 200, ""},
		{"https://app.example", "OPTIONS", 204, "https://app.example"},
	} {
		r := httptest.NewRequest(tc.method, "/api/teams", nil)
		r.Header.Set("Origin", tc.origin)
		if tc.method == "OPTIONS" {
			r.Header.Set("Access-Control-Request-Method", "GET")
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != tc.status || w.Header().Get("Access-Control-Allow-Origin") != tc.allow {
			t.Errorf("%s %s: %d %q", tc.method, tc.origin, w.Code, w.Header().Get("Access-Control-Allow-Origin"))
		}
		if tc.allow != "" && w.Header().Get("Access-Control-Allow-Credentials") != "true" {
			t.Errorf("credentials not allowed")
		}
	}
}
