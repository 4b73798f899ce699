package auth

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"strings"

	"github.com/almanac-sports/almanac/internal/store"
)

// Device cookies, as OWASP describes them against lockout as a denial of
// service: a browser that signed in to an account gets a token signed for
// that account. Its later attempts at that account are counted on their own
// (AccountClientFailures per token and window) and never by the address's
// or the account's counters, so guesses spread over any number of
// addresses cannot lock the owner out of a browser they signed in with.

// DeviceCookie is the cookie's name.
const DeviceCookie = "almanac_device"

// deviceToken is a new token for the account of email: "d1.<nonce>.<mac>".
func (s *Service) deviceToken(email string) string {
	n := make([]byte, 12)
	rand.Read(n)
	nonce := base64.RawURLEncoding.EncodeToString(n)
	return "d1." + nonce + "." + s.deviceMAC(email, nonce)
}

// deviceNonce is the nonce of token when it was signed for email's account
// ("" otherwise: no token, another account's, forged).
func (s *Service) deviceNonce(token, email string) string {
	rest, ok := strings.CutPrefix(token, "d1.")
	if !ok || len(token) > 128 {
		return ""
	}
	nonce, mac, ok := strings.Cut(rest, ".")
	if !ok || nonce == "" || !hmac.Equal([]byte(mac), []byte(s.deviceMAC(email, nonce))) {
		return ""
	}
	return nonce
}

func (s *Service) deviceMAC(email, nonce string) string {
	m := hmac.New(sha256.New, s.sign.secret)
	m.Write([]byte("device|" + store.NormalizeEmail(email) + "|" + nonce))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}
