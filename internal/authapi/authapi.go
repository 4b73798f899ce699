// Package authapi serves the accounts API (/auth/…) over internal/auth, and
// the bearer-token and role checks other write routes put in front of their
// handlers.
package authapi

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"slices"
	"strings"

	"github.com/almanac-sports/almanac/internal/auth"
	"github.com/almanac-sports/almanac/internal/clientaddr"
	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/sites"
	"github.com/almanac-sports/almanac/internal/store"
)

// API serves /auth/….
type API struct {
	svc     *auth.Service
	sites   *sites.Sites
	origins []string // CORS_ORIGINS: origins a mail link may point at
	log     *slog.Logger
}

// New returns the accounts API.
func New(svc *auth.Service, s *sites.Sites, corsOrigins []string, log *slog.Logger) *API {
	if s == nil {
		s = sites.Default()
	}
	return &API{svc: svc, sites: s, origins: corsOrigins, log: log}
}

// User is the user object the web app reads.
type User struct {
	ID         int64  `json:"id"`
	Email      string `json:"email"`
	FirstName  string `json:"firstName"`
	LastName   string `json:"lastName"`
	IsVerified bool   `json:"isVerified"`
	Role       string `json:"role"`
}

// NewUserJSON is u as the API shows it.
func NewUserJSON(u store.User) User {
	return User{ID: u.ID, Email: u.Email, FirstName: u.FirstName, LastName: u.LastName, IsVerified: u.VerifiedAt.Valid, Role: u.Role}
}

// Session is the answer to a sign-in or refresh.
type Session struct {
	Access    string `json:"access"`
	Refresh   string `json:"refresh"`
	ExpiresIn int    `json:"expires_in"`
	User      User   `json:"user"`
}

func sessionJSON(s auth.Session) Session {
	return Session{Access: s.Access, Refresh: s.Refresh, ExpiresIn: s.ExpiresIn, User: NewUserJSON(s.User)}
}

// Handler serves every /auth/ path; a trailing slash is optional, unknown
// paths answer a JSON 404 and wrong methods a JSON 405.
func (a *API) Handler() http.Handler {
	routes := map[string]struct {
		method string
		h      http.HandlerFunc
	}{
		"/auth/register":               {http.MethodPost, a.register},
		"/auth/login":                  {http.MethodPost, a.login},
		"/auth/refresh":                {http.MethodPost, a.refresh},
		"/auth/logout":                 {http.MethodPost, a.logout},
		"/auth/reset-password":         {http.MethodPost, a.resetPassword},
		"/auth/reset-password/confirm": {http.MethodPost, a.confirmReset},
		"/auth/verify-email":           {http.MethodPost, a.verifyEmail},
		"/auth/me":                     {http.MethodGet, a.me},
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rt, ok := routes[strings.TrimRight(r.URL.Path, "/")]
		switch {
		case !ok:
			httpio.WriteDetail(w, http.StatusNotFound, "Not found.")
		case r.Method != rt.method && !(rt.method == http.MethodGet && r.Method == http.MethodHead):
			w.Header().Set("Allow", rt.method)
			httpio.WriteDetail(w, http.StatusMethodNotAllowed, `Method "`+r.Method+`" not allowed.`)
		default:
			rt.h(w, r)
		}
	})
}

// fail answers err, logging what the client must not see. A client that
// went away is no fault of the server's: a debug line, not an error.
func (a *API) fail(w http.ResponseWriter, r *http.Request, err error) {
	var e *auth.Error
	switch {
	case errors.As(err, &e):
	case clientGone(err):
		a.log.Debug("auth api: client gone", "path", r.URL.Path, "err", err)
	default:
		a.log.Error("auth api", "path", r.URL.Path, "err", err)
	}
	WriteError(w, err)
}

func (a *API) register(w http.ResponseWriter, r *http.Request) {
	var in auth.RegisterInput
	if !httpio.DecodeJSON(w, r, &in) {
		return
	}
	if err := a.svc.Register(r.Context(), in, a.linkOrigin(r)); err != nil {
		a.fail(w, r, err)
		return
	}
	// 202 and the same words whether the address was free or taken (the
	// mail tells which); the new user signs in with the password.
	httpio.WriteDetail(w, http.StatusAccepted, auth.MsgRegistered)
}

// LoginInput is the body of POST /auth/login/.
type LoginInput struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

func (a *API) login(w http.ResponseWriter, r *http.Request) {
	var in LoginInput
	if !httpio.DecodeJSON(w, r, &in) {
		return
	}
	var device string
	if c, err := r.Cookie(auth.DeviceCookie); err == nil {
		device = c.Value
	}
	s, err := a.svc.Login(r.Context(), in.Email, in.Password, clientaddr.Of(r), device)
	if err != nil {
		a.fail(w, r, err)
		return
	}
	// Sent back only with sign-ins (Path), never readable by scripts; Secure
	// where the connection is HTTPS (the security headers' HSTS says so,
	// trusted proxies included).
	http.SetCookie(w, &http.Cookie{Name: auth.DeviceCookie, Value: s.Device, Path: "/auth/login", MaxAge: 365 * 24 * 3600,
		HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: r.TLS != nil || w.Header().Get("Strict-Transport-Security") != ""})
	httpio.WriteJSON(w, http.StatusOK, sessionJSON(s))
}

// RefreshInput is the body of POST /auth/refresh/ and /auth/logout/.
type RefreshInput struct {
	Refresh string `json:"refresh"`
}

func (a *API) refresh(w http.ResponseWriter, r *http.Request) {
	var in RefreshInput
	if !httpio.DecodeJSON(w, r, &in) {
		return
	}
	s, err := a.svc.Refresh(r.Context(), in.Refresh)
	if err != nil {
		a.fail(w, r, err)
		return
	}
	httpio.WriteJSON(w, http.StatusOK, sessionJSON(s))
}

// logout revokes the refresh token's family. Holding the refresh token is
// proof enough (the access token may have expired already); answering 204
// whatever happened makes signing out idempotent.
func (a *API) logout(w http.ResponseWriter, r *http.Request) {
	var in RefreshInput
	if r.ContentLength != 0 && !httpio.DecodeJSON(w, r, &in) {
		return // a body is read as strictly as any other; none at all still signs out nothing
	}
	if err := a.svc.Logout(r.Context(), in.Refresh); err != nil {
		a.fail(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusNoContent)
}

// ResetInput is the body of POST /auth/reset-password/.
type ResetInput struct {
	Email string `json:"email"`
}

func (a *API) resetPassword(w http.ResponseWriter, r *http.Request) {
	var in ResetInput
	if !httpio.DecodeJSON(w, r, &in) {
		return
	}
	if err := a.svc.RequestReset(r.Context(), in.Email, a.linkOrigin(r)); err != nil {
		a.fail(w, r, err)
		return
	}
	httpio.WriteDetail(w, http.StatusOK, auth.MsgResetSent)
}

// ResetConfirmInput is the body of POST /auth/reset-password/confirm/.
type ResetConfirmInput struct {
	Token    string `json:"token"`
	Password string `json:"password"`
}

func (a *API) confirmReset(w http.ResponseWriter, r *http.Request) {
	var in ResetConfirmInput
	if !httpio.DecodeJSON(w, r, &in) {
		return
	}
	if err := a.svc.ConfirmReset(r.Context(), in.Token, in.Password); err != nil {
		a.fail(w, r, err)
		return
	}
	httpio.WriteDetail(w, http.StatusOK, auth.MsgPasswordReset)
}

// TokenInput is the body of POST /auth/verify-email/.
type TokenInput struct {
	Token string `json:"token"`
}

func (a *API) verifyEmail(w http.ResponseWriter, r *http.Request) {
	var in TokenInput
	if !httpio.DecodeJSON(w, r, &in) {
		return
	}
	if err := a.svc.VerifyEmail(r.Context(), in.Token); err != nil {
		a.fail(w, r, err)
		return
	}
	httpio.WriteDetail(w, http.StatusOK, auth.MsgEmailVerified)
}

func (a *API) me(w http.ResponseWriter, r *http.Request) {
	u, err := a.svc.Authenticate(r.Context(), BearerToken(r))
	if err != nil {
		a.fail(w, r, err)
		return
	}
	httpio.WriteJSON(w, http.StatusOK, NewUserJSON(u))
}

// linkOrigin is where the links of a mail point: the request's Origin when
// it is an allowed one, else its own scheme and host when that host is one
// of the sites' (or localhost), else the main site's canonical address. A
// forged Host header cannot send a reset link elsewhere.
func (a *API) linkOrigin(r *http.Request) string {
	if o := r.Header.Get("Origin"); o != "" && slices.Contains(a.origins, strings.TrimRight(o, "/")) {
		return strings.TrimRight(o, "/")
	}
	host := sites.NormaliseHost(r.Host)
	p := a.sites.ForHost(r.Host)
	known := host == p.CanonicalHost || slices.Contains(p.Hosts, host) || host == "localhost" || strings.HasSuffix(host, ".localhost") ||
		net.ParseIP(host).IsLoopback()
	if !known {
		return p.BaseURL()
	}
	scheme := "http"
	if r.TLS != nil || r.Header.Get("X-Forwarded-Proto") == "https" {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

// BearerToken is the token of an "Authorization: Bearer …" header ("" when
// there is none).
func BearerToken(r *http.Request) string {
	h := r.Header.Get("Authorization")
	if len(h) > 7 && strings.EqualFold(h[:7], "bearer ") {
		return strings.TrimSpace(h[7:])
	}
	return ""
}

type userKey struct{}

// Require lets a request through only with a valid bearer token of an
// account holding one of roles (401 / 403 otherwise); the handler finds the
// account with UserFrom.
func (a *API) Require(next http.Handler, roles ...string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, err := a.svc.Authenticate(r.Context(), BearerToken(r))
		if err == nil {
			err = auth.Allow(u, roles...)
		}
		if err != nil {
			a.fail(w, r, err)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), userKey{}, u)))
	})
}

// UserFrom is the account Require let through.
func UserFrom(ctx context.Context) (store.User, bool) {
	u, ok := ctx.Value(userKey{}).(store.User)
	return u, ok
}
