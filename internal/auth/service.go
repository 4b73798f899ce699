// Package auth is Almanac's accounts: registration, sign-in with throttling,
// access tokens (JWT, HS256 only, 15 minutes), opaque refresh tokens rotated
// on every use with reuse detection, e-mail verification and password reset.
// It knows nothing of HTTP; internal/authapi serves it.
//
// Secrets stay secret: passwords are hashed with argon2id, refresh and
// one-time tokens are stored as SHA-256 only, and nothing here logs a
// password or a token.
package auth

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/almanac-sports/almanac/internal/store"
)

// The details of the errors the API answers.
const (
	MsgInvalidCredentials = "Invalid email or password."
	MsgThrottled          = "Too many sign-in attempts. Try again later."
	MsgTokenInvalid       = "Token is invalid or expired."
	MsgNoCredentials      = "Authentication credentials were not provided."
	MsgForbidden          = "You do not have permission to perform this action."
	// MsgRegistered answers every valid sign-up, whether the address was
	// free or already had an account: the mail tells the owner which.
	MsgRegistered    = "Check your email to finish signing up."
	MsgResetSent     = "If an account exists for this email, a reset link has been sent."
	MsgPasswordReset = "Password has been reset."
	MsgEmailVerified = "Email verified."
)

// Lives of the one-time tokens.
const (
	VerifyTTL = 24 * time.Hour
	ResetTTL  = time.Hour
	// ResetMailGap: at most one reset mail per account in this time.
	ResetMailGap = 5 * time.Minute
)

// Error is a refusal the client may see: an HTTP status, the detail, and
// for a throttled sign-in how long to wait.
type Error struct {
	Status     int
	Detail     string
	RetryAfter time.Duration
}

func (e *Error) Error() string { return e.Detail }

func invalid(msg string) *Error { return &Error{Status: http.StatusBadRequest, Detail: msg} }

var (
	errCredentials  = &Error{Status: http.StatusUnauthorized, Detail: MsgInvalidCredentials}
	errToken        = &Error{Status: http.StatusUnauthorized, Detail: MsgTokenInvalid}
	errNoCredential = &Error{Status: http.StatusUnauthorized, Detail: MsgNoCredentials}
	errForbidden    = &Error{Status: http.StatusForbidden, Detail: MsgForbidden}
	errBadToken     = &Error{Status: http.StatusBadRequest, Detail: MsgTokenInvalid}
)

// Options configure a Service.
type Options struct {
	Secret   []byte   // AUTH_SECRET, at least MinSecretLen bytes
	Throttle Throttle // nil: in-process
	Mailer   *Mailer  // nil: outbox only, no SMTP
	Log      *slog.Logger
	Now      func() time.Time // nil: time.Now
}

// Service runs the account operations on a store.
type Service struct {
	st       *store.Store
	sign     *signer
	throttle Throttle
	mail     *Mailer
	log      *slog.Logger
	now      func() time.Time
	// dummy is hashed against when no account has the e-mail, so an unknown
	// address costs the same time as a wrong password.
	dummy string
	// bg counts mail being sent after the answer went out.
	bg sync.WaitGroup
}

// New returns the service; an error for a short secret.
func New(st *store.Store, o Options) (*Service, error) {
	if len(o.Secret) < MinSecretLen {
		return nil, errors.New("AUTH_SECRET must be at least 32 bytes")
	}
	if o.Log == nil {
		o.Log = slog.Default()
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Throttle == nil {
		m := NewMemoryThrottle()
		m.now = o.Now
		o.Throttle = m
	}
	if o.Mailer == nil {
		o.Mailer, _ = NewMailer(st, o.Log, "", "")
	}
	dummy, err := HashPassword("dummy password for unknown accounts")
	if err != nil {
		return nil, err
	}
	return &Service{st: st, sign: newSigner(o.Secret, o.Now), throttle: o.Throttle, mail: o.Mailer, log: o.Log, now: o.Now, dummy: dummy}, nil
}

// Session is what a successful sign-in, sign-up or refresh answers.
type Session struct {
	Access    string
	Refresh   string
	ExpiresIn int // seconds
	User      store.User
	// Device is a sign-in's device token (see DeviceCookie), "" otherwise.
	Device string
}

// Register creates an account (role user) and mails its verification link
// (links under origin); the user then signs in. An address that already
// has an account gets the same answer, after the same work (the password is
// hashed either way), and its owner a mail saying someone tried to sign up
// with it: the answer must not tell anyone which addresses have accounts.
func (s *Service) Register(ctx context.Context, in RegisterInput, origin string) error {
	if m := in.check(); m != "" {
		return invalid(m)
	}
	hash, err := HashPassword(in.Password)
	if err != nil {
		return err
	}
	u := &store.User{Email: in.Email, PasswordHash: hash, FirstName: strings.TrimSpace(in.FirstName), LastName: strings.TrimSpace(in.LastName),
		Username: strings.TrimSpace(in.Username), Role: store.RoleUser, CreatedAt: s.now().Unix()}
	switch err := s.st.CreateUser(ctx, u); {
	case errors.Is(err, store.ErrConflict):
		s.mailOnce(ctx, in.Email, takenMail, origin)
	case err != nil:
		return err
	default:
		s.sendLink(ctx, *u, verifyMail, origin)
	}
	return nil
}

// Login checks the credentials. Unknown address and wrong password get the
// same error in comparable time; too many failures for the address from
// this client, for the client, or for the address from all clients get 429
// with the wait. A device token this account's sign-in gave the browser
// before (device) has its own count instead: the owner's browser is never
// locked out by others' guesses.
func (s *Service) Login(ctx context.Context, email, password, clientIP, device string) (Session, error) {
	if m := checkEmail(email); m != "" {
		return Session{}, invalid(m)
	}
	if password == "" {
		return Session{}, invalid(MsgPasswordRequired)
	}
	if len(password) > maxPasswordLen {
		return Session{}, errCredentials
	}
	keys := []struct {
		key   string
		limit int
	}{{"acct:" + store.NormalizeEmail(email) + "|ip:" + clientIP, AccountClientFailures}, {"ip:" + clientIP, ClientFailures},
		{"acct:" + store.NormalizeEmail(email), AccountFailures}}
	if nonce := s.deviceNonce(device, email); nonce != "" {
		keys = keys[:1]
		keys[0].key = "acct:" + store.NormalizeEmail(email) + "|dev:" + nonce
	}
	for _, k := range keys {
		wait, err := s.throttle.Blocked(ctx, k.key, k.limit)
		if err != nil {
			s.log.Warn("sign-in throttle unavailable", "err", err)
		}
		if wait > 0 {
			return Session{}, &Error{Status: http.StatusTooManyRequests, Detail: MsgThrottled, RetryAfter: wait}
		}
	}
	u, err := s.st.UserByEmail(ctx, email)
	hash := u.PasswordHash
	if errors.Is(err, store.ErrNotFound) {
		hash = s.dummy
	} else if err != nil {
		return Session{}, err
	}
	ok, verr := VerifyPassword(hash, password)
	if err != nil || verr != nil || !ok {
		for _, k := range keys {
			if ferr := s.throttle.Fail(ctx, k.key); ferr != nil {
				s.log.Warn("sign-in throttle unavailable", "err", ferr)
			}
		}
		return Session{}, errCredentials
	}
	if err := s.throttle.Reset(ctx, keys[0].key); err != nil {
		s.log.Warn("sign-in throttle unavailable", "err", err)
	}
	sess, err := s.newSession(ctx, u)
	if err == nil {
		sess.Device = s.deviceToken(email)
	}
	return sess, err
}

// linkMail is a message carrying a one-time link: the token's purpose and
// life, the page the link opens, the subject, and the text around the link.
type linkMail struct {
	purpose       string
	ttl           time.Duration
	path          string
	subject       string
	before, after string
}

var (
	verifyMail = linkMail{store.PurposeVerify, VerifyTTL, "/verify-email", "Confirm your e-mail address",
		"Confirm your e-mail address for your Almanac account:", "The link is valid for 24 hours."}
	resetMail = linkMail{store.PurposeReset, ResetTTL, "/reset-password", "Reset your password",
		"Someone (we hope you) asked to reset the password of your Almanac account:",
		"The link is valid for 1 hour. If you did not ask for it, ignore this message."}
	// takenMail answers a sign-up with an address that has an account: its
	// owner learns of it (and may have forgotten the account: the link sets
	// a new password); the one signing up learns nothing.
	takenMail = linkMail{store.PurposeReset, ResetTTL, "/reset-password", "Someone tried to sign up with your e-mail address",
		"Someone (perhaps you) tried to create an Almanac account with this e-mail address, which already has one. " +
			"Nothing was changed. If it was you, sign in with your password, or set a new one here:",
		"The link is valid for 1 hour. If it was not you, ignore this message: your account and password stay as they are."}
)

// Purging spent tokens: a batch per statement, a few batches per call, so
// one call is bounded work however many tokens piled up (the next call
// goes on).
const (
	PurgeBatch      = 500
	PurgeMaxBatches = 20
	// RevokedKept is how long a revoked refresh token is kept (it can never
	// be used again; its row only tells when its family was revoked).
	RevokedKept = 7 * 24 * time.Hour
)

// PurgeTokens deletes refresh tokens that expired or were revoked more than
// RevokedKept ago, and expired one-time tokens: at most
// PurgeBatch × PurgeMaxBatches rows of each. It returns how many it deleted.
// A used token is kept until it expires, so presenting it again still
// revokes its family.
func (s *Service) PurgeTokens(ctx context.Context) (int64, error) {
	now := s.now()
	var total int64
	for _, purge := range []func() (int64, error){
		func() (int64, error) {
			return s.st.PurgeRefreshTokens(ctx, now.Unix(), now.Add(-RevokedKept).Unix(), PurgeBatch)
		},
		func() (int64, error) { return s.st.PurgeOneTimeTokens(ctx, now.Unix(), PurgeBatch) },
	} {
		for range PurgeMaxBatches {
			n, err := purge()
			total += n
			if err != nil {
				return total, err
			}
			if n < PurgeBatch {
				break
			}
		}
	}
	return total, nil
}

// Wait blocks until the mail being sent in the background is done.
func (s *Service) Wait() { s.bg.Wait() }

// Authenticate resolves a bearer access token to its account (the role is
// the account's current one, not the token's).
func (s *Service) Authenticate(ctx context.Context, bearer string) (store.User, error) {
	if bearer == "" {
		return store.User{}, errNoCredential
	}
	c, err := s.sign.parse(bearer)
	if err != nil {
		return store.User{}, errToken
	}
	// The token's session must still be open: logout, a reused refresh
	// token, a password reset and a role change revoke the session's
	// refresh tokens, and with them every access token of the session on
	// every instance at once (the check is the same database read that
	// loads the account).
	u, err := s.st.UserOfSession(ctx, c.UserID(), c.Session)
	if errors.Is(err, store.ErrNotFound) {
		return store.User{}, errToken
	}
	return u, err
}

// Allow checks that u has one of roles (403 otherwise).
func Allow(u store.User, roles ...string) error {
	if slices.Contains(roles, u.Role) {
		return nil
	}
	return errForbidden
}
