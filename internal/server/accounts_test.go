package server

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

const testAuthSecret = "0123456789abcdef0123456789abcdef"

// accountsServer is a handler with FEATURE_AUTH on over an empty store.
func accountsServer(t *testing.T, st *store.Store) http.Handler {
	t.Helper()
	cfg := config.Defaults()
	cfg.AuthEnabled, cfg.AuthSecret, cfg.RateLimits = true, testAuthSecret, nil
	h, err := New(Deps{Config: cfg, Store: st, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	return h
}

type answer struct {
	code   int
	body   map[string]any
	raw    string
	header http.Header
}

func call(t *testing.T, h http.Handler, method, path, bearer string, body any) answer {
	t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = strings.NewReader(string(b))
	}
	req := httptest.NewRequest(method, path, rd)
	req.RemoteAddr = "192.0.2.1:1234"
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if bearer != "" {
		req.Header.Set("Authorization", "Bearer "+bearer)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	a := answer{code: rec.Code, raw: rec.Body.String(), header: rec.Header()}
	json.Unmarshal(rec.Body.Bytes(), &a.body)
	return a
}

func detail(a answer) string { s, _ := a.body["detail"].(string); return s }

func TestAuthRoutesOffByDefault(t *testing.T) {
	st := storetest.NewTestStore(t)
	h, err := New(Deps{Config: config.Defaults(), Store: st, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ method, path string }{
		{"POST", "/auth/login/"}, {"POST", "/auth/register"}, {"GET", "/auth/me/"}, {"GET", "/auth"},
		{"POST", "/api/v1/ingest/games/"}, {"GET", "/api/admin/audit/"}, {"POST", "/api/admin/games/1/correct/"},
	} {
		a := call(t, h, tc.method, tc.path, "", nil)
		if a.code != 404 || a.header.Get("Content-Type") != "application/json" || detail(a) == "" {
			t.Errorf("%s %s: %d %s", tc.method, tc.path, a.code, a.raw)
		}
	}
}

func TestAuthFlowOverHTTP(t *testing.T) {
	st := storetest.NewTestStore(t)
	h := accountsServer(t, st)
	signUp := call(t, h, "POST", "/auth/register/", "", map[string]string{"email": "Ann@Example.com", "password": "Stadium4Lights", "firstName": "Ann", "lastName": "Lee"})
	if signUp.code != 202 || detail(signUp) != "Check your email to finish signing up." || signUp.header.Get("Cache-Control") != "no-store" {
		t.Fatalf("register: %d %s", signUp.code, signUp.raw)
	}
	reg := call(t, h, "POST", "/auth/login/", "", map[string]string{"email": "ann@example.com", "password": "Stadium4Lights"})
	if reg.code != 200 || reg.body["access"] == "" || reg.body["refresh"] == "" || reg.body["expires_in"] != float64(900) {
		t.Fatalf("sign-in after sign-up: %d %s", reg.code, reg.raw)
	}
	// The sign-in gives the browser its device cookie: sent back only to
	// sign-ins, out of scripts' reach.
	if c := reg.header.Get("Set-Cookie"); !strings.HasPrefix(c, "almanac_device=d1.") || !strings.Contains(c, "Path=/auth/login") ||
		!strings.Contains(c, "HttpOnly") || !strings.Contains(c, "SameSite=Strict") {
		t.Fatalf("device cookie: %q", c)
	}
	user := reg.body["user"].(map[string]any)
	if user["email"] != "ann@example.com" || user["firstName"] != "Ann" || user["lastName"] != "Lee" || user["isVerified"] != false || user["role"] != "user" || user["id"] == nil {
		t.Fatalf("user object: %v", user)
	}
	for _, tc := range []struct {
		body map[string]string
		want string
	}{
		{map[string]string{"password": "Stadium4Lights", "firstName": "A", "lastName": "B"}, "Email is required"},
		{map[string]string{"email": "x", "password": "Stadium4Lights", "firstName": "A", "lastName": "B"}, "Please enter a valid email address"},
		{map[string]string{"email": "b@example.com", "password": "Pw0", "firstName": "A", "lastName": "B"}, "Password must be at least 8 characters long"},
		{map[string]string{"email": "b@example.com", "password": "password", "firstName": "A", "lastName": "B"}, "Password must contain uppercase, lowercase, and number"},
		{map[string]string{"email": "b@example.com", "password": "Password1", "firstName": "A", "lastName": "B"}, "Password is too common (it appears in lists of leaked passwords); please choose another"},
		{map[string]string{"email": "b@example.com", "password": "Stadium4Lights", "lastName": "B"}, "First name is required"},
		{map[string]string{"email": "b@example.com", "password": "Stadium4Lights", "firstName": "A"}, "Last name is required"},
	} {
		if a := call(t, h, "POST", "/auth/register/", "", tc.body); a.code != 400 || detail(a) != tc.want {
			t.Errorf("register %v: %d %s, want %q", tc.body, a.code, a.raw, tc.want)
		}
	}
	if a := call(t, h, "POST", "/auth/register/", "", map[string]any{"email": 5}); a.code != 400 || detail(a) != "email: must be a string" {
		t.Errorf("wrong type: %d %s", a.code, a.raw)
	}
	if a := call(t, h, "GET", "/auth/register/", "", nil); a.code != 405 {
		t.Errorf("GET register: %d", a.code)
	}

	access := reg.body["access"].(string)
	if me := call(t, h, "GET", "/auth/me/", access, nil); me.code != 200 || me.body["email"] != "ann@example.com" {
		t.Fatalf("me: %d %s", me.code, me.raw)
	}
	if me := call(t, h, "GET", "/auth/me", "", nil); me.code != 401 || detail(me) != "Authentication credentials were not provided." {
		t.Fatalf("me without token: %d %s", me.code, me.raw)
	}
	if me := call(t, h, "GET", "/auth/me", access+"x", nil); me.code != 401 || detail(me) != "Token is invalid or expired." {
		t.Fatalf("me with a tampered token: %d %s", me.code, me.raw)
	}

	// Rotation over HTTP. The same token twice at once (two tabs) gets the
	// same successor; once that successor is used, the old token is a reuse:
	// refused, and it kills the family.
	ref := call(t, h, "POST", "/auth/refresh/", "", map[string]any{"refresh": reg.body["refresh"]})
	if ref.code != 200 || ref.body["refresh"] == reg.body["refresh"] {
		t.Fatalf("refresh: %d %s", ref.code, ref.raw)
	}
	if a := call(t, h, "POST", "/auth/refresh/", "", map[string]any{"refresh": reg.body["refresh"]}); a.code != 200 || a.body["refresh"] != ref.body["refresh"] {
		t.Fatalf("the same token again at once: %d %s", a.code, a.raw)
	}
	ref2 := call(t, h, "POST", "/auth/refresh/", "", map[string]any{"refresh": ref.body["refresh"]})
	if ref2.code != 200 {
		t.Fatalf("refresh of the successor: %d %s", ref2.code, ref2.raw)
	}
	if a := call(t, h, "POST", "/auth/refresh/", "", map[string]any{"refresh": reg.body["refresh"]}); a.code != 401 || detail(a) != "Token is invalid or expired." {
		t.Fatalf("reuse: %d %s", a.code, a.raw)
	}
	if a := call(t, h, "POST", "/auth/refresh/", "", map[string]any{"refresh": ref2.body["refresh"]}); a.code != 401 {
		t.Fatalf("family survives reuse: %d %s", a.code, a.raw)
	}

	login := call(t, h, "POST", "/auth/login/", "", map[string]string{"email": "ann@example.com", "password": "Stadium4Lights"})
	if login.code != 200 || login.body["user"].(map[string]any)["email"] != "ann@example.com" {
		t.Fatalf("login: %d %s", login.code, login.raw)
	}
	out := call(t, h, "POST", "/auth/logout/", login.body["access"].(string), map[string]any{"refresh": login.body["refresh"]})
	if out.code != 204 {
		t.Fatalf("logout: %d %s", out.code, out.raw)
	}
	if again := call(t, h, "POST", "/auth/logout/", login.body["access"].(string), map[string]any{"refresh": login.body["refresh"]}); again.code != 204 {
		t.Fatalf("logout twice: %d", again.code)
	}
	if a := call(t, h, "POST", "/auth/refresh/", "", map[string]any{"refresh": login.body["refresh"]}); a.code != 401 {
		t.Fatalf("refresh after logout: %d", a.code)
	}
	if a := call(t, h, "GET", "/auth/nope", "", nil); a.code != 404 || a.header.Get("Content-Type") != "application/json" {
		t.Fatalf("unknown auth path: %d %s", a.code, a.raw)
	}
}

// No user enumeration: an unknown address and a wrong password answer the
// same status and body; a reset answers the same whether or not the account
// exists; the throttle answers 429 with Retry-After.
func TestAuthNoEnumerationAndThrottle(t *testing.T) {
	st := storetest.NewTestStore(t)
	h := accountsServer(t, st)
	// Sign-up: a taken address answers exactly as a free one.
	free := call(t, h, "POST", "/auth/register/", "", map[string]string{"email": "ann@example.com", "password": "Stadium4Lights", "firstName": "Ann", "lastName": "Lee"})
	taken := call(t, h, "POST", "/auth/register/", "", map[string]string{"email": "Ann@example.com", "password": "Other4Lights", "firstName": "Eve", "lastName": "M"})
	if free.code != 202 || taken.code != free.code || taken.raw != free.raw {
		t.Fatalf("sign-up with a free address %d %s vs a taken one %d %s", free.code, free.raw, taken.code, taken.raw)
	}
	unknown := call(t, h, "POST", "/auth/login/", "", map[string]string{"email": "nobody@example.com", "password": "Stadium4Lights"})
	wrong := call(t, h, "POST", "/auth/login/", "", map[string]string{"email": "ann@example.com", "password": "Wrongpw1"})
	if unknown.code != 401 || unknown.code != wrong.code || unknown.raw != wrong.raw || detail(wrong) != "Invalid email or password." {
		t.Fatalf("unknown %d %s vs wrong %d %s", unknown.code, unknown.raw, wrong.code, wrong.raw)
	}
	r1 := call(t, h, "POST", "/auth/reset-password/", "", map[string]string{"email": "nobody@example.com"})
	r2 := call(t, h, "POST", "/auth/reset-password/", "", map[string]string{"email": "ann@example.com"})
	if r1.code != 200 || r1.raw != r2.raw || r1.code != r2.code || detail(r1) != "If an account exists for this email, a reset link has been sent." {
		t.Fatalf("reset: %d %s vs %d %s", r1.code, r1.raw, r2.code, r2.raw)
	}
	var last answer
	for i := 0; i < 6; i++ {
		last = call(t, h, "POST", "/auth/login/", "", map[string]string{"email": "ann@example.com", "password": "Wrongpw1"})
	}
	secs, _ := strconv.Atoi(last.header.Get("Retry-After"))
	if last.code != 429 || detail(last) != "Too many sign-in attempts. Try again later." || secs < 1 || secs > 900 {
		t.Fatalf("throttle: %d %s Retry-After %q", last.code, last.raw, last.header.Get("Retry-After"))
	}
}

// A server with accounts purges spent refresh tokens on its own, and stops
// when closed.
func TestServerPurgesSpentTokens(t *testing.T) {
	defer func(d time.Duration) { purgeEvery = d }(purgeEvery)
	purgeEvery = 10 * time.Millisecond
	st := storetest.NewTestStore(t)
	h := accountsServer(t, st).(*Handler)
	defer h.Close()
	ctx := context.Background()
	u := &store.User{Email: "ann@example.com", PasswordHash: "h"}
	if err := st.CreateUser(ctx, u); err != nil {
		t.Fatal(err)
	}
	for _, tk := range []*store.RefreshToken{
		{Hash: "spent", FamilyID: "a", UserID: u.ID, CreatedAt: 1, ExpiresAt: 2},
		{Hash: "live", FamilyID: "b", UserID: u.ID, CreatedAt: 1, ExpiresAt: time.Now().Add(time.Hour).Unix()},
	} {
		if err := st.CreateRefreshToken(ctx, tk); err != nil {
			t.Fatal(err)
		}
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		_, spent := st.RefreshTokenByHash(ctx, "spent")
		if errors.Is(spent, store.ErrNotFound) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the expired token is still there")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if _, err := st.RefreshTokenByHash(ctx, "live"); err != nil {
		t.Fatalf("live token: %v", err)
	}
}

// Behind a trusted proxy each visitor is its own client: one address's
// failed sign-ins throttle that address, not everyone the proxy forwards.
func TestSignInThrottleBehindProxyIsPerClient(t *testing.T) {
	st := storetest.NewTestStore(t)
	cfg := config.Defaults()
	cfg.AuthEnabled, cfg.AuthSecret, cfg.RateLimits = true, testAuthSecret, nil
	cfg.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}
	h, err := New(Deps{Config: cfg, Store: st, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	login := func(client, email, password string) int {
		b, _ := json.Marshal(map[string]string{"email": email, "password": password})
		req := httptest.NewRequest("POST", "/auth/login/", strings.NewReader(string(b)))
		req.RemoteAddr = "127.0.0.1:5000"
		req.Header.Set("X-Forwarded-For", client)
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Code
	}
	call(t, h, "POST", "/auth/register/", "", map[string]string{"email": "ann@example.com", "password": "Stadium4Lights", "firstName": "Ann", "lastName": "Lee"})
	last := 0
	for i := range 21 {
		last = login("203.0.113.66", "nobody"+strconv.Itoa(i)+"@example.com", "Wrongpw1")
	}
	if last != http.StatusTooManyRequests {
		t.Fatalf("the guessing client's 21st failure answered %d, want 429", last)
	}
	if code := login("198.51.100.7", "ann@example.com", "Stadium4Lights"); code != http.StatusOK {
		t.Fatalf("another client's correct password answered %d, want 200", code)
	}
}

// Account writes are limited per client by default: one address signing up
// in a loop is answered 429 after the burst, while another signs up.
func TestSignUpFloodIsLimitedPerClient(t *testing.T) {
	st := storetest.NewTestStore(t)
	cfg := config.Defaults()
	cfg.AuthEnabled, cfg.AuthSecret = true, testAuthSecret
	h, err := New(Deps{Config: cfg, Store: st, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	register := func(client string, i int) answer {
		b, _ := json.Marshal(map[string]string{"email": "u" + strconv.Itoa(i) + "@example.com", "password": "Stadium4Lights", "firstName": "U", "lastName": "V"})
		req := httptest.NewRequest("POST", "/auth/register/", strings.NewReader(string(b)))
		req.RemoteAddr = client + ":1234"
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return answer{code: rec.Code, header: rec.Header(), raw: rec.Body.String()}
	}
	created := 0
	var last answer
	for i := range 30 {
		if last = register("203.0.113.66", i); last.code == http.StatusAccepted {
			created++
		}
	}
	if created > 10 || last.code != http.StatusTooManyRequests || last.header.Get("Retry-After") == "" {
		t.Fatalf("one client created %d accounts of 30; last %d %s", created, last.code, last.raw)
	}
	if a := register("198.51.100.7", 99); a.code != http.StatusAccepted {
		t.Fatalf("another client: %d %s", a.code, a.raw)
	}
}
