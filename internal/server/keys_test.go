package server

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/auth"
	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/ratelimit"
	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// lockedBuffer collects a server's log lines.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// keysServer is an instance with accounts and the default rate limits on
// database dbURL (shared through Redis when TEST_REDIS_URL is set), logging
// every request into logs.
func keysServer(t *testing.T, dbURL string, logs *lockedBuffer) (*Handler, *store.Store) {
	t.Helper()
	cfg := config.Defaults()
	cfg.AuthEnabled, cfg.AuthSecret, cfg.RateLimits, cfg.RedisURL = true, testAuthSecret, ratelimit.Defaults(), os.Getenv("TEST_REDIS_URL")
	// These tests sign in and create keys many times a minute from one test
	// client address, and the account-write bucket lives in the shared Redis
	// across tests and runs: its default (10 a minute) would refuse them by
	// chance of timing. Account-write throttling has its own tests; the
	// limits under test here are the plans' and the anonymous data class.
	cfg.RateLimits["auth"] = ratelimit.Limit{Rate: 10000, Per: time.Minute, Burst: 10000}
	return openServer(t, dbURL, cfg, slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug})))
}

// withKey calls path with an API key, as X-API-Key or as a bearer value.
func withKey(h http.Handler, path, key string, asBearer bool) *httptest.ResponseRecorder {
	req := httptest.NewRequest("GET", path, nil)
	req.RemoteAddr = "192.0.2.1:1234"
	if asBearer {
		req.Header.Set("Authorization", "Bearer "+key)
	} else {
		req.Header.Set("X-API-Key", key)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func newKey(t *testing.T, h http.Handler, access, name string) (key string, id int64) {
	t.Helper()
	a := call(t, h, "POST", "/auth/keys/", access, map[string]string{"name": name})
	key, _ = a.body["key"].(string)
	if a.code != 201 || !strings.HasPrefix(key, "alm_") || a.body["prefix"] != key[:12] || a.header.Get("Cache-Control") != "no-store" {
		t.Fatalf("create key: %d %s", a.code, a.raw)
	}
	return key, int64(a.body["id"].(float64))
}

// Two keys on two plans: each answer carries its plan's limits, a key over
// its plan gets 429 with Retry-After (never the data), the holder sees each
// key's requests of the day, and the keys appear in no log line.
func TestAPIKeysLimitsByPlan(t *testing.T) {
	ctx := context.Background()
	logs := &lockedBuffer{}
	dbURL := storetest.NewTestURL(t)
	h, st := keysServer(t, dbURL, logs)
	hash, _ := auth.HashPassword("Stadium4Lights")
	if err := st.CreateUser(ctx, &store.User{Email: "fan@example.com", PasswordHash: hash}); err != nil {
		t.Fatal(err)
	}
	access := token(t, h, "fan@example.com")
	freeKey, _ := newKey(t, h, access, "laptop")
	proKey, proID := newKey(t, h, access, "server")
	if err := st.SetPlanLimits(ctx, "free", 2, 100, 1); err != nil {
		t.Fatal(err)
	}
	if err := st.SetPlanLimits(ctx, "pro", 5, 3, 1); err != nil {
		t.Fatal(err)
	}
	if err := st.SetAPIKeyPlan(ctx, proID, "pro"); err != nil {
		t.Fatal(err)
	}

	type want struct {
		status                  int
		limit, remaining, retry string
	}
	for _, tc := range []struct {
		name, key, policy string
		bearer            bool
		steps             []want
	}{
		// Free: 2 a minute, so the minute bucket binds; a token every 30 s.
		{"free", freeKey, "2;w=60, 100;w=86400", false, []want{{200, "2", "1", ""}, {200, "2", "0", ""}, {429, "2", "0", "30"}}},
		// Pro here: 5 a minute but 3 a day, so the day binds; a token every 8 h.
		{"pro", proKey, "5;w=60, 3;w=86400", true, []want{{200, "3", "2", ""}, {200, "3", "1", ""}, {200, "3", "0", ""}, {429, "3", "0", "28800"}}},
	} {
		for i, w := range tc.steps {
			rec := withKey(h, "/api/plans/", tc.key, tc.bearer)
			hd := rec.Header()
			if rec.Code != w.status || hd.Get("RateLimit-Limit") != w.limit || hd.Get("RateLimit-Remaining") != w.remaining ||
				hd.Get("Retry-After") != w.retry || hd.Get("RateLimit-Policy") != tc.policy || hd.Get("RateLimit-Reset") == "" {
				t.Fatalf("%s request %d: %d limit %q remaining %q retry %q policy %q reset %q, want %+v", tc.name, i, rec.Code, hd.Get("RateLimit-Limit"),
					hd.Get("RateLimit-Remaining"), hd.Get("Retry-After"), hd.Get("RateLimit-Policy"), hd.Get("RateLimit-Reset"), w)
			}
			if rec.Code == 429 && strings.Contains(rec.Body.String(), "results") {
				t.Fatalf("%s: a refused request got data: %s", tc.name, rec.Body)
			}
		}
	}
	// Without a key the anonymous limits of the client stand.
	if a := call(t, h, "GET", "/api/plans/", "", nil); a.code != 200 || a.header.Get("RateLimit-Limit") != "300" || a.body["available"] != true {
		t.Fatalf("anonymous: %d limit %q %s", a.code, a.header.Get("RateLimit-Limit"), a.raw)
	}
	// A key that is not one is refused, never served as anonymous.
	for _, bad := range []string{"alm_nope", "something"} {
		if rec := withKey(h, "/api/plans/", bad, false); rec.Code != 401 || !strings.Contains(rec.Body.String(), "Invalid or revoked API key.") {
			t.Fatalf("bad key %q: %d %s", bad, rec.Code, rec.Body)
		}
	}

	// The holder's list: the requests served today per key, plans, no key.
	list := call(t, h, "GET", "/auth/keys/", access, nil)
	if list.code != 200 || strings.Contains(list.raw, freeKey) || strings.Contains(list.raw, proKey) {
		t.Fatalf("list: %d %s", list.code, list.raw)
	}
	today := time.Now().UTC().Format(time.DateOnly)
	served := map[string]float64{}
	for _, r := range list.body["results"].([]any) {
		k := r.(map[string]any)
		plan := k["plan"].(map[string]any)
		for _, u := range k["usage"].([]any) {
			if u := u.(map[string]any); u["date"] == today {
				served[plan["slug"].(string)+" "+strconv.Itoa(int(plan["per_minute"].(float64)))] = u["requests"].(float64)
			}
		}
		if k["last_used_at"] == nil {
			t.Errorf("key %v: no last use", k["name"])
		}
	}
	if served["free 2"] != 2 || served["pro 5"] != 3 {
		t.Fatalf("usage today %v, want free 2, pro 3", served)
	}
	if l := logs.String(); strings.Contains(l, freeKey) || strings.Contains(l, proKey) || !strings.Contains(l, "/api/plans/") {
		t.Fatalf("the log holds a key (or no requests):\n%s", l)
	}
}

// A key revoked on one instance stops working on another that had just used
// it (its look-up cache lasts under a second), and at once on the first.
func TestRevokedKeyFailsOnAnotherInstance(t *testing.T) {
	ctx := context.Background()
	dbURL := storetest.NewTestURL(t)
	a, st := keysServer(t, dbURL, &lockedBuffer{})
	b, _ := keysServer(t, dbURL, &lockedBuffer{})
	hash, _ := auth.HashPassword("Stadium4Lights")
	if err := st.CreateUser(ctx, &store.User{Email: "fan@example.com", PasswordHash: hash}); err != nil {
		t.Fatal(err)
	}
	access := token(t, a, "fan@example.com")
	key, id := newKey(t, a, access, "ci")
	for name, h := range map[string]http.Handler{"a": a, "b": b} {
		if rec := withKey(h, "/api/plans/", key, false); rec.Code != 200 {
			t.Fatalf("instance %s before revoking: %d %s", name, rec.Code, rec.Body)
		}
	}
	if r := call(t, b, "DELETE", "/auth/keys/"+strconv.FormatInt(id, 10)+"/", access, nil); r.code != 204 {
		t.Fatalf("revoke: %d %s", r.code, r.raw)
	}
	if rec := withKey(b, "/api/plans/", key, true); rec.Code != 401 {
		t.Fatalf("the revoking instance still serves the key: %d", rec.Code)
	}
	// The other instance refuses it once its cached look-up expires.
	deadline := time.Now().Add(10 * time.Second)
	for withKey(a, "/api/plans/", key, false).Code != 401 {
		if time.Now().After(deadline) {
			t.Fatal("the other instance still serves a revoked key")
		}
		time.Sleep(50 * time.Millisecond)
	}
	if r := call(t, a, "DELETE", "/auth/keys/"+strconv.FormatInt(id, 10), access, nil); r.code != 404 {
		t.Fatalf("revoked twice: %d %s", r.code, r.raw)
	}
	list := call(t, a, "GET", "/auth/keys", access, nil)
	if k := list.body["results"].([]any)[0].(map[string]any); k["revoked_at"] == nil {
		t.Fatalf("list after revoking: %s", list.raw)
	}
}

// Bad input on the key routes: 400 naming the field, 401 without a
// session, 405 for another method.
func TestAPIKeyRoutesBadInput(t *testing.T) {
	ctx := context.Background()
	h, st := keysServer(t, storetest.NewTestURL(t), &lockedBuffer{})
	hash, _ := auth.HashPassword("Stadium4Lights")
	if err := st.CreateUser(ctx, &store.User{Email: "fan@example.com", PasswordHash: hash}); err != nil {
		t.Fatal(err)
	}
	access := token(t, h, "fan@example.com")
	for _, tc := range []struct {
		method, path, bearer string
		body                 any
		code                 int
		detail               string
	}{
		{"POST", "/auth/keys/", access, map[string]string{"name": "  "}, 400, "name: give the key a name of at most 60 characters."},
		{"POST", "/auth/keys/", access, map[string]string{"name": strings.Repeat("x", 61)}, 400, "name: give the key a name of at most 60 characters."},
		{"POST", "/auth/keys/", access, map[string]any{"name": 5}, 400, "name: must be a string"},
		{"POST", "/auth/keys/", access, map[string]string{"nom": "x"}, 400, "nom: unknown field (field names are exact)."},
		{"POST", "/auth/keys/", "", map[string]string{"name": "x"}, 401, ""},
		{"GET", "/auth/keys/", "alm_notasession", nil, 401, ""},
		{"DELETE", "/auth/keys/abc/", access, nil, 404, "Not found."},
		{"DELETE", "/auth/keys/999/", access, nil, 404, "No such active API key."},
		{"PUT", "/auth/keys/", access, nil, 405, `Method "PUT" not allowed.`},
	} {
		a := call(t, h, tc.method, tc.path, tc.bearer, tc.body)
		if a.code != tc.code || tc.detail != "" && detail(a) != tc.detail {
			t.Errorf("%s %s %v: %d %s, want %d %q", tc.method, tc.path, tc.body, a.code, a.raw, tc.code, tc.detail)
		}
	}
}

// Only an admin changes a plan's limits; bad values are refused naming the
// field, and the plans list shows the change.
func TestAdminSetsPlanLimits(t *testing.T) {
	ctx := context.Background()
	h, st := keysServer(t, storetest.NewTestURL(t), &lockedBuffer{})
	hash, _ := auth.HashPassword("Stadium4Lights")
	for _, u := range []store.User{{Email: "admin@example.com", Role: store.RoleAdmin}, {Email: "op@example.com", Role: store.RoleOperator}} {
		u.PasswordHash = hash
		if err := st.CreateUser(ctx, &u); err != nil {
			t.Fatal(err)
		}
	}
	admin, op := token(t, h, "admin@example.com"), token(t, h, "op@example.com")
	for _, tc := range []struct {
		bearer, path string
		body         any
		code         int
		detail       string
	}{
		{op, "/api/admin/plans/pro/", map[string]int{"per_minute": 10, "per_day": 100}, 403, ""},
		{admin, "/api/admin/plans/pro/", map[string]int{"per_minute": 0, "per_day": 100}, 400, "per_minute: must be a whole number from 1 to 1000000."},
		{admin, "/api/admin/plans/pro/", map[string]int{"per_minute": 10, "per_day": 5}, 400, "per_day: must be a whole number from per_minute to 1000000000."},
		{admin, "/api/admin/plans/gold/", map[string]int{"per_minute": 10, "per_day": 100}, 404, "Not found."},
		{admin, "/api/admin/keys/1/plan/", map[string]string{"plan": "gold"}, 400, `plan: unknown plan "gold".`},
		{admin, "/api/admin/keys/999/plan/", map[string]string{"plan": "pro"}, 404, "Not found."},
		{admin, "/api/admin/plans/pro/", map[string]int{"per_minute": 10, "per_day": 100}, 200, ""},
	} {
		a := call(t, h, "PUT", tc.path, tc.bearer, tc.body)
		if a.code != tc.code || tc.detail != "" && detail(a) != tc.detail {
			t.Errorf("PUT %s %v: %d %s, want %d %q", tc.path, tc.body, a.code, a.raw, tc.code, tc.detail)
		}
	}
	plans := call(t, h, "GET", "/api/plans", "", nil)
	if pro := plans.body["results"].([]any)[1].(map[string]any); pro["per_minute"] != float64(10) || pro["per_day"] != float64(100) {
		t.Fatalf("plans after the change: %s", plans.raw)
	}
}
