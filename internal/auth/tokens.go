package auth

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"strconv"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// AccessTTL is the life of an access token; RefreshTTL of a refresh token.
const (
	AccessTTL  = 15 * time.Minute
	RefreshTTL = 30 * 24 * time.Hour
)

// RefreshReuseGrace: a refresh token presented again this soon after its
// use, while its successor is still unused, gets that successor rather than
// counting as a reuse. Two tabs or a retried request refreshing the same
// token at once are not a theft, and revoking the session for them signs the
// user out; past the window (or once the successor was used) a second use
// still revokes the whole family.
const RefreshReuseGrace = 30 * time.Second

// MinSecretLen is the shortest AUTH_SECRET accepted (HS256 wants ≥ 256 bits).
const MinSecretLen = 32

// Claims are an access token's claims: sub (the user id), role, sid (the
// session: its refresh-token family), iat, exp.
type Claims struct {
	Role    string `json:"role"`
	Session string `json:"sid"`
	jwt.RegisteredClaims
}

// UserID is the subject as a user id (0 when malformed).
func (c Claims) UserID() int64 {
	id, _ := strconv.ParseInt(c.Subject, 10, 64)
	return id
}

// signer issues and checks access tokens: HS256 only, whatever a token's
// header claims (alg none and every other algorithm are refused).
type signer struct {
	secret []byte
	parser *jwt.Parser
	now    func() time.Time
}

func newSigner(secret []byte, now func() time.Time) *signer {
	return &signer{secret: secret, now: now, parser: jwt.NewParser(
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithExpirationRequired(),
		jwt.WithIssuedAt(),
		jwt.WithTimeFunc(now),
	)}
}

func (s *signer) issue(userID int64, role, session string) (string, error) {
	now := s.now()
	c := Claims{Role: role, Session: session, RegisteredClaims: jwt.RegisteredClaims{
		Subject:   strconv.FormatInt(userID, 10),
		IssuedAt:  jwt.NewNumericDate(now),
		ExpiresAt: jwt.NewNumericDate(now.Add(AccessTTL)),
	}}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, c).SignedString(s.secret)
}

// successor is the refresh token that replaces token on rotation: derived
// from it with the secret (HMAC-SHA256), so every request presenting token,
// on any instance, names the same successor, and no one can name it without
// token and the secret. The database keeps only its SHA-256, as for any
// refresh token.
func (s *signer) successor(token string) string {
	m := hmac.New(sha256.New, s.secret)
	m.Write([]byte("almanac refresh successor\x00")) // apart from JWT signing inputs, which hold no NUL
	m.Write([]byte(token))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

var errTokenClaims = errors.New("token has no subject or session")

func (s *signer) parse(token string) (Claims, error) {
	var c Claims
	_, err := s.parser.ParseWithClaims(token, &c, func(*jwt.Token) (any, error) { return s.secret, nil })
	if err != nil {
		return c, err
	}
	if c.UserID() <= 0 || c.Session == "" {
		return c, errTokenClaims
	}
	return c, nil
}

// newOpaqueToken returns 32 random bytes, base64url, and their SHA-256 (hex),
// which is all the database keeps.
func newOpaqueToken() (token, hash string, err error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", "", err
	}
	token = base64.RawURLEncoding.EncodeToString(b)
	return token, hashToken(token), nil
}

func hashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

func newFamilyID() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}
