package server

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/ratelimit"
	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// checkCSP fails unless policy is the web app's: scripts only from the
// origin or by hash (never 'unsafe-inline'), framing only by the origin.
func checkCSP(t *testing.T, policy string) {
	t.Helper()
	if policy == "" {
		t.Fatal("HTML answer without Content-Security-Policy")
	}
	directives := map[string]string{}
	for _, d := range strings.Split(policy, ";") {
		name, value, _ := strings.Cut(strings.TrimSpace(d), " ")
		directives[name] = value
	}
	script, ok := directives["script-src"]
	if !ok || strings.Contains(script, "unsafe-inline") || strings.Contains(script, "unsafe-eval") || strings.Contains(script, "*") {
		t.Errorf("script-src %q: want 'self' and hashes only", script)
	}
	if directives["frame-ancestors"] != "'self'" || directives["object-src"] != "'none'" || directives["default-src"] != "'self'" {
		t.Errorf("policy %q: want default-src 'self', object-src 'none', frame-ancestors 'self'", policy)
	}
}

type testServer struct {
	h    http.Handler
	st   *store.Store
	stop context.CancelFunc
}

func newTestServer(t *testing.T, cfg config.Config) *testServer {
	t.Helper()
	st := storetest.NewTestStore(t)
	stopping, stop := context.WithCancel(context.Background())
	t.Cleanup(stop)
	h, err := New(Deps{Config: cfg, Store: st, Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Stopping: stopping})
	if err != nil {
		t.Fatal(err)
	}
	return &testServer{h: h, st: st, stop: stop}
}

// get sends a request from peer (host:port) with the given headers.
func (s *testServer) get(method, path, peer string, hdr map[string]string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, path, nil)
	if peer != "" {
		r.RemoteAddr = peer
	}
	for k, v := range hdr {
		r.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	s.h.ServeHTTP(rec, r)
	return rec
}

func TestReadyz(t *testing.T) {
	s := newTestServer(t, config.Defaults())
	readyz := func() (int, map[string]string) {
		rec := s.get("GET", "/readyz", "", nil)
		if ct := rec.Header().Get("Content-Type"); ct != "application/json" {
			t.Fatalf("readyz Content-Type %q, body %q", ct, rec.Body)
		}
		var m map[string]string
		if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
			t.Fatalf("readyz body %q: %v", rec.Body, err)
		}
		return rec.Code, m
	}
	// Migrated, but no dataset imported yet.
	if code, m := readyz(); code != http.StatusServiceUnavailable || m["dataset"] != "empty" || m["migrations"] != "applied" || m["status"] != "starting" {
		t.Fatalf("before the import: %d %v", code, m)
	}
	if _, err := s.st.WriteDatasets(context.Background(), map[string]*dataset.Dataset{"test": {}}, nil); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		code, m := readyz()
		if code == http.StatusOK && m["status"] == "ready" && m["read_model"] == "ready" && m["dataset"] == "loaded" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after the import: %d %v", code, m)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if rec := s.get("GET", "/metrics", "", nil); !strings.Contains(rec.Body.String(), "almanac_ready 1") {
		t.Errorf("metrics do not say ready:\n%s", grepLines(rec.Body.String(), "almanac_ready"))
	}
	// A graceful shutdown begins: not ready any more, still alive.
	s.stop()
	if code, m := readyz(); code != http.StatusServiceUnavailable || m["status"] != "stopping" {
		t.Fatalf("while stopping: %d %v", code, m)
	}
	if rec := s.get("GET", "/healthz", "", nil); rec.Code != http.StatusOK {
		t.Fatalf("healthz while stopping: %d", rec.Code)
	}
	s.st.Close()
	if code, m := readyz(); code != http.StatusServiceUnavailable || m["database"] != "down" {
		t.Fatalf("database gone: %d %v", code, m)
	}
}

func grepLines(text, substr string) string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if strings.Contains(l, substr) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// metricValue reads one series' value from a /metrics body (-1: absent).
func metricValue(body, series string) float64 {
	for _, l := range strings.Split(body, "\n") {
		if rest, ok := strings.CutPrefix(l, series+" "); ok {
			var v float64
			if _, err := fmt.Sscan(rest, &v); err == nil {
				return v
			}
		}
	}
	return -1
}

func TestMetrics(t *testing.T) {
	cfg := config.Defaults()
	cfg.RateLimits = ratelimit.Limits{"search": {Rate: 1, Per: time.Hour, Burst: 1}}
	s := newTestServer(t, cfg)
	// Counters are per process (other tests count too): compare deltas.
	counted := []string{
		`almanac_http_requests_total{code="200",method="GET",route="/healthz"}`,
		// The route pattern, never the raw path: both team pages are one series.
		`almanac_http_requests_total{code="404",method="GET",route="/api/teams/{slug}"}`,
		`almanac_http_requests_total{code="404",method="GET",route="/api/"}`,
		`almanac_http_requests_total{code="404",method="GET",route="(not found)"}`,
		`almanac_response_cache_hits_total`,
		`almanac_rate_limit_rejections_total{class="search"}`,
	}
	want := []float64{1, 2, 1, 1, 1, 1}
	before := s.get("GET", "/metrics", "", nil).Body.String()
	s.get("GET", "/healthz", "", nil)
	s.get("GET", "/api/teams/some-team", "", nil)
	s.get("GET", "/api/teams/other-team/", "", nil)
	s.get("GET", "/api/sports?x=1", "", nil)
	s.get("GET", "/api/sports?x=2", "", nil) // same canonical query: a hit
	s.get("GET", "/api/no/such/route", "", nil)
	s.get("GET", "/no-such-page", "", nil)
	s.get("GET", "/api/search?q=a", "192.0.2.1:1", nil)
	s.get("GET", "/api/search?q=a", "192.0.2.1:1", nil)
	rec := s.get("GET", "/metrics", "", nil)
	if rec.Code != 200 {
		t.Fatalf("/metrics: %d", rec.Code)
	}
	body := rec.Body.String()
	for i, series := range counted {
		if d := metricValue(body, series) - max(metricValue(before, series), 0); d != want[i] {
			t.Errorf("%s grew by %v, want %v", series, d, want[i])
		}
	}
	for _, want := range []string{
		`almanac_http_request_duration_seconds_bucket{method="GET",route="/api/sports",status="2xx",le="0.1"}`,
		`almanac_http_requests_in_flight`,
		`almanac_response_cache_misses_total`,
		`almanac_response_cache_bytes`,
		`almanac_sse_clients 0`,
		`almanac_db_open_connections`,
		`almanac_db_max_open_connections`,
		`almanac_db_wait_count_total`,
		`almanac_dataset_version`,
		`almanac_import_runs_total{result="ok"}`,
		`go_goroutines`,
		`go_memstats_heap_alloc_bytes`,
		`process_resident_memory_bytes`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
	if strings.Contains(body, "some-team") || strings.Contains(body, "no-such-page") {
		t.Error("/metrics has a raw path as a label")
	}
	for _, l := range strings.Split(body, "\n") {
		if l != "" && !strings.HasPrefix(l, "#") && !strings.HasPrefix(l, "almanac_") && !strings.HasPrefix(l, "go_") && !strings.HasPrefix(l, "process_") {
			t.Errorf("series without the almanac_ prefix: %s", l)
		}
	}
}

func TestMetricsAddrMovesMetrics(t *testing.T) {
	cfg := config.Defaults()
	cfg.MetricsAddr = "127.0.0.1:0"
	s := newTestServer(t, cfg)
	if rec := s.get("GET", "/metrics", "", nil); rec.Code != http.StatusNotFound || rec.Header().Get("Content-Type") != "application/json" {
		t.Fatalf("/metrics on the main port with METRICS_ADDR set: %d %s", rec.Code, rec.Header().Get("Content-Type"))
	}
}

func TestTrustedProxyRateLimits(t *testing.T) {
	cfg := config.Defaults()
	cfg.TrustedProxies = mustPrefixes(t, "127.0.0.1")
	cfg.RateLimits = ratelimit.Limits{"search": {Rate: 1, Per: time.Hour, Burst: 2}}
	s := newTestServer(t, cfg)
	search := func(peer, xff string) int {
		hdr := map[string]string{}
		if xff != "" {
			hdr["X-Forwarded-For"] = xff
		}
		return s.get("GET", "/api/search?q=boston", peer, hdr).Code
	}
	const proxy = "127.0.0.1:50000"
	for i := range 2 {
		if code := search(proxy, "198.51.100.1"); code == http.StatusTooManyRequests {
			t.Fatalf("client A request %d limited", i+1)
		}
	}
	if code := search(proxy, "198.51.100.1"); code != http.StatusTooManyRequests {
		t.Fatalf("client A over its limit: %d", code)
	}
	// A client cannot escape by sending its own X-Forwarded-For: the proxy
	// appends the real address, which is what counts.
	if code := search(proxy, "203.0.113.77, 198.51.100.1"); code != http.StatusTooManyRequests {
		t.Fatalf("client A with a forged X-Forwarded-For: %d", code)
	}
	// Another client behind the same proxy keeps its own limit.
	if code := search(proxy, "198.51.100.2"); code == http.StatusTooManyRequests {
		t.Fatal("client B limited by client A's requests")
	}
	// An untrusted peer is its own client whatever it claims.
	const direct = "192.0.2.50:1234"
	search(direct, "10.0.0.1")
	search(direct, "10.0.0.2")
	if code := search(direct, "10.0.0.3"); code != http.StatusTooManyRequests {
		t.Fatalf("untrusted peer escaped its limit through X-Forwarded-For: %d", code)
	}
}

func TestSecurityHeaders(t *testing.T) {
	cfg := config.Defaults()
	cfg.TrustedProxies = mustPrefixes(t, "127.0.0.1")
	cfg.CORSOrigins = []string{"https://app.example"}
	s := newTestServer(t, cfg)

	t.Run("HTML has a strict CSP with the head script's hash", func(t *testing.T) {
		for _, path := range []string{"/", "/teams", "/no-such-page"} {
			rec := s.get("GET", path, "", nil)
			if !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/html") {
				t.Fatalf("%s: Content-Type %q", path, rec.Header().Get("Content-Type"))
			}
			csp := rec.Header().Get("Content-Security-Policy")
			checkCSP(t, csp)
			for _, m := range regexp.MustCompile(`(?s)<script>(.*?)</script>`).FindAllStringSubmatch(rec.Body.String(), -1) {
				sum := sha256.Sum256([]byte(m[1]))
				if h := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"; !strings.Contains(csp, h) {
					t.Errorf("%s: CSP %q lacks the inline script's hash %s", path, csp, h)
				}
			}
		}
	})
	t.Run("API answers load nothing and are never framed", func(t *testing.T) {
		rec := s.get("GET", "/api/sports", "", nil)
		if csp := rec.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") || !strings.Contains(csp, "frame-ancestors 'none'") {
			t.Errorf("API CSP %q", csp)
		}
	})
	t.Run("nosniff and framing everywhere", func(t *testing.T) {
		for _, path := range []string{"/", "/api/sports", "/healthz", "/favicon.svg", "/.env"} {
			rec := s.get("GET", path, "", nil)
			if rec.Header().Get("X-Content-Type-Options") != "nosniff" || rec.Header().Get("X-Frame-Options") != "SAMEORIGIN" {
				t.Errorf("%s: headers %v", path, rec.Header())
			}
		}
	})
	t.Run("HSTS only over HTTPS", func(t *testing.T) {
		for _, tc := range []struct {
			name, peer, proto string
			want              bool
		}{
			{"plain http", "192.0.2.1:1", "", false},
			{"untrusted peer claiming https", "192.0.2.1:1", "https", false},
			{"trusted proxy saying https", "127.0.0.1:1", "https", true},
			{"trusted proxy saying http", "127.0.0.1:1", "http", false},
		} {
			hdr := map[string]string{}
			if tc.proto != "" {
				hdr["X-Forwarded-Proto"] = tc.proto
			}
			rec := s.get("GET", "/", tc.peer, hdr)
			if got := rec.Header().Get("Strict-Transport-Security") != ""; got != tc.want {
				t.Errorf("%s: HSTS %v, want %v", tc.name, got, tc.want)
			}
		}
	})
	t.Run("Vary: Origin on every CORS-varied answer", func(t *testing.T) {
		for _, tc := range []struct{ name, origin string }{
			{"allowed origin", "https://app.example"},
			{"other origin", "https://evil.example"},
			{"no origin", ""},
		} {
			hdr := map[string]string{}
			if tc.origin != "" {
				hdr["Origin"] = tc.origin
			}
			for _, path := range []string{"/api/sports", "/api/no/such/route"} {
				rec := s.get("GET", path, "", hdr)
				vary := strings.Join(rec.Header().Values("Vary"), ", ")
				if !strings.Contains(vary, "Origin") {
					t.Errorf("%s %s: Vary %q", tc.name, path, vary)
				}
				if rec.Code == 200 && !strings.Contains(vary, "Accept-Encoding") {
					t.Errorf("%s %s: Vary %q lost Accept-Encoding", tc.name, path, vary)
				}
				allow := rec.Header().Get("Access-Control-Allow-Origin")
				if (tc.origin == "https://app.example") != (allow == tc.origin && allow != "") {
					t.Errorf("%s %s: Access-Control-Allow-Origin %q", tc.name, path, allow)
				}
			}
		}
	})
}

func TestNotFound(t *testing.T) {
	s := newTestServer(t, config.Defaults())
	for _, tc := range []struct {
		path   string
		accept string
		status int
		ctype  string
	}{
		{"/api/no/such/route", "application/json", 404, "application/json"},
		{"/api/no/such/route", "text/html", 404, "application/json"},
		{"/readyz", "", 503, "application/json"},
		{"/healthz", "", 200, "application/json"},
		{"/.env", "text/html", 404, ""},
		{"/.git/config", "", 404, ""},
		{"/debug/pprof/", "", 404, ""},
		{"/debug/pprof/goroutine?debug=2", "", 404, ""},
		{"/wp-admin/setup.php", "text/html", 404, ""},
		{"/no/such/page", "text/html", 404, "text/html"},
	} {
		rec := s.get("GET", tc.path, "", map[string]string{"Accept": tc.accept})
		if rec.Code != tc.status {
			t.Errorf("%s: status %d, want %d", tc.path, rec.Code, tc.status)
		}
		if tc.ctype != "" && !strings.HasPrefix(rec.Header().Get("Content-Type"), tc.ctype) {
			t.Errorf("%s: Content-Type %q, want %s", tc.path, rec.Header().Get("Content-Type"), tc.ctype)
		}
		if strings.Contains(rec.Body.String(), `<div id="root">`) && (rec.Code == 200 || strings.HasPrefix(tc.path, "/.") || strings.HasPrefix(tc.path, "/debug/")) {
			t.Errorf("%s: the web app (%d)", tc.path, rec.Code)
		}
		if tc.ctype == "application/json" && rec.Code == 404 && !strings.Contains(rec.Body.String(), `"detail"`) {
			t.Errorf("%s: JSON 404 without detail: %s", tc.path, rec.Body)
		}
	}
}
