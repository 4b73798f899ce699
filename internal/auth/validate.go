package auth

import (
	"net/mail"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The validation messages the sign-up and sign-in forms show word for word,
// answered as 400 {"detail"}.
const (
	MsgEmailRequired    = "Email is required"
	MsgEmailInvalid     = "Please enter a valid email address"
	MsgPasswordRequired = "Password is required"
	MsgPasswordShort    = "Password must be at least 8 characters long"
	MsgPasswordClasses  = "Password must contain uppercase, lowercase, and number"
	MsgFirstRequired    = "First name is required"
	MsgLastRequired     = "Last name is required"
	MsgUsernameShort    = "Username must be at least 3 characters long"
	// Bounds on what the server stores and hashes (the forms themselves set none).
	MsgPasswordLong = "Password must be at most 256 characters long"
	MsgNameLong     = "Names must be at most 100 characters long"
	MsgNameChars    = "Names cannot contain <, >, control or invisible formatting characters"
	// A password on the list of breached passwords is among the first an
	// attacker tries, whatever the rules above say of it.
	MsgPasswordCommon = "Password is too common (it appears in lists of leaked passwords); please choose another"
)

// MinPasswordLen and MinUsernameLen: a password has at least 8 characters,
// a username at least 3.
const (
	MinPasswordLen = 8
	MinUsernameLen = 3
	maxPasswordLen = 256
	maxNameLen     = 100
	maxEmailLen    = 254
)

// checkEmail returns the message for a missing or malformed address (one @,
// a dot in the domain, no spaces, at most 254 bytes), or "".
func checkEmail(email string) string {
	email = strings.TrimSpace(email)
	if email == "" {
		return MsgEmailRequired
	}
	if len(email) > maxEmailLen {
		return MsgEmailInvalid
	}
	// A simple address pattern: one @, something on each side, a dot in
	// the domain, no spaces; net/mail rejects the rest of the oddities.
	at := strings.LastIndexByte(email, '@')
	if at <= 0 || at == len(email)-1 || strings.ContainsAny(email, " \t\r\n<>,;\"") || !strings.Contains(email[at+1:], ".") {
		return MsgEmailInvalid
	}
	if a, err := mail.ParseAddress(email); err != nil || a.Address != email {
		return MsgEmailInvalid
	}
	return ""
}

// checkPassword returns the message for a weak password (fewer than 8
// characters, over 256 bytes, no lowercase letter, uppercase letter or digit,
// or on the breached list), or "".
func checkPassword(p string) string {
	switch {
	case p == "":
		return MsgPasswordRequired
	case len([]rune(p)) < MinPasswordLen:
		return MsgPasswordShort
	case len(p) > maxPasswordLen:
		return MsgPasswordLong
	}
	var lower, upper, digit bool
	for _, r := range p {
		switch {
		case unicode.IsLower(r):
			lower = true
		case unicode.IsUpper(r):
			upper = true
		case unicode.IsDigit(r):
			digit = true
		}
	}
	if !lower || !upper || !digit {
		return MsgPasswordClasses
	}
	if isCommonPassword(p) {
		return MsgPasswordCommon
	}
	return ""
}

// RegisterInput is a sign-up form as the web app sends it.
type RegisterInput struct {
	Email     string `json:"email"`
	Password  string `json:"password"`
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
	Username  string `json:"username,omitempty"` // optional
}

// check returns the first problem, in the order email, password, first
// name, last name, username, name length and characters, or "".
func (in RegisterInput) check() string {
	if m := checkEmail(in.Email); m != "" {
		return m
	}
	if m := checkPassword(in.Password); m != "" {
		return m
	}
	first, last, user := strings.TrimSpace(in.FirstName), strings.TrimSpace(in.LastName), strings.TrimSpace(in.Username)
	switch {
	case first == "":
		return MsgFirstRequired
	case last == "":
		return MsgLastRequired
	case user != "" && len([]rune(user)) < MinUsernameLen:
		return MsgUsernameShort
	case len(first) > maxNameLen || len(last) > maxNameLen || len(user) > maxNameLen:
		return MsgNameLong
	case !plainName(first) || !plainName(last) || !plainName(user):
		return MsgNameChars
	}
	return ""
}

// plainName reports whether a name is text a page can show as it is: no
// markup brackets, no control characters (NUL, newlines) and no invisible
// formatting characters (bidirectional overrides such as U+202E that flip
// what follows, zero-width characters), and valid UTF-8.
func plainName(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if r == '<' || r == '>' || unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return false
		}
	}
	return true
}

// CheckEmail returns the message for a missing or malformed address, or "".
func CheckEmail(email string) string { return checkEmail(email) }

// CheckPassword returns the message for a weak password, or "".
func CheckPassword(p string) string { return checkPassword(p) }
