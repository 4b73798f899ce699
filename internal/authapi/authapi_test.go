package authapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/auth"
	"github.com/almanac-sports/almanac/internal/authapi"
	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// resetHook is the in-process throttle, with a hook run when a sign-in
// succeeds (its password checked, its session not yet stored).
type resetHook struct {
	auth.Throttle
	onReset func()
}

func (h *resetHook) Reset(ctx context.Context, key string) error {
	if h.onReset != nil {
		h.onReset()
	}
	return h.Throttle.Reset(ctx, key)
}

// A client that goes away mid-request (its context canceled, which the
// database or the sign-in then reports) is no server fault: every route
// answers 499 and logs no error, as the main API does.
func TestClientGoneIsNoServerError(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	var logs bytes.Buffer // written by the handlers only: no background work is reached
	log := slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	throttle := &resetHook{Throttle: auth.NewMemoryThrottle()}
	svc, err := auth.New(st, auth.Options{Secret: []byte("0123456789abcdef0123456789abcdef"), Throttle: throttle, Log: log})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(svc.Wait)
	hash, err := auth.HashPassword("Passw0rd!")
	if err != nil {
		t.Fatal(err)
	}
	if err := st.CreateUser(ctx, &store.User{Email: "ann@example.com", PasswordHash: hash, FirstName: "Ann", LastName: "Lee"}); err != nil {
		t.Fatal(err)
	}
	sess, err := svc.Login(ctx, "ann@example.com", "Passw0rd!", "192.0.2.1", "")
	if err != nil {
		t.Fatal(err)
	}
	api := authapi.New(svc, nil, nil, log)
	mux := http.NewServeMux()
	mux.Handle("/auth/", api.Handler())
	mux.Handle("/guarded", api.Require(http.NotFoundHandler(), store.RoleUser))

	login := authapi.LoginInput{Email: "ann@example.com", Password: "Passw0rd!"}
	for _, tc := range []struct {
		name, method, path string
		body               any
		bearer             string
		// midFlight: the client leaves once the password is checked (the
		// context is live until then); else before the request is served.
		midFlight bool
	}{
		{"sign-in", "POST", "/auth/login/", login, "", false},
		{"sign-in, after the password check", "POST", "/auth/login/", login, "", true},
		{"sign-up", "POST", "/auth/register/", auth.RegisterInput{Email: "bob@example.com", Password: "Stadium4Lights", FirstName: "Bob", LastName: "Roe"}, "", false},
		{"refresh", "POST", "/auth/refresh/", authapi.RefreshInput{Refresh: sess.Refresh}, "", false},
		{"sign-out", "POST", "/auth/logout/", authapi.RefreshInput{Refresh: sess.Refresh}, "", false},
		{"reset confirm", "POST", "/auth/reset-password/confirm/", authapi.ResetConfirmInput{Token: "some-token", Password: "N3wPassword"}, "", false},
		{"verify e-mail", "POST", "/auth/verify-email/", authapi.TokenInput{Token: "some-token"}, "", false},
		{"me", "GET", "/auth/me/", nil, sess.Access, false},
		{"a route behind the role check", "GET", "/guarded", nil, sess.Access, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := len(logs.String())
			rctx, cancel := context.WithCancel(ctx)
			defer cancel()
			throttle.onReset = nil
			if tc.midFlight {
				throttle.onReset = cancel
				defer func() { throttle.onReset = nil }()
			} else {
				cancel()
			}
			var body bytes.Buffer
			if tc.body != nil {
				json.NewEncoder(&body).Encode(tc.body)
			}
			req := httptest.NewRequestWithContext(rctx, tc.method, tc.path, &body)
			req.Header.Set("Content-Type", "application/json")
			if tc.bearer != "" {
				req.Header.Set("Authorization", "Bearer "+tc.bearer)
			}
			rec := httptest.NewRecorder()
			mux.ServeHTTP(rec, req)
			if rec.Code != 499 {
				t.Errorf("status %d %s, want 499", rec.Code, rec.Body)
			}
			if logged := logs.String()[before:]; strings.Contains(logged, "level=ERROR") || strings.Contains(logged, "level=WARN") {
				t.Errorf("logged as a fault:\n%s", logged)
			}
		})
	}
}
