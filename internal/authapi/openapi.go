package authapi

import (
	"net/http"
	"reflect"
	"strconv"
	"time"

	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/auth"
)

// DetailJSON is an answer that is a message only ({"detail": …}).
type DetailJSON struct {
	Detail string `json:"detail"`
}

// Tag names the accounts' operations in the OpenAPI document; TagNote says
// when they exist.
const (
	Tag     = "accounts"
	TagNote = "Only with FEATURE_AUTH on (off by default); with it off every path here answers 404."
)

// Operations documents the accounts' routes (served by Handler) for the
// OpenAPI document.
func Operations() []api.Operation {
	session, detail := reflect.TypeFor[SessionJSON](), reflect.TypeFor[DetailJSON]()
	bad, unauth := http.StatusBadRequest, http.StatusUnauthorized
	return []api.Operation{
		{Method: http.MethodPost, Path: "/auth/register", Summary: "Create an account (role user) and mail its verification link; then sign in",
			Description: "Validation answers 400 with the spec's message, e.g. \"" + auth.MsgPasswordShort + "\"; a password on the shipped list of breached passwords (any case) answers \"" + auth.MsgPasswordCommon + "\". An address that already has an account gets the same 202 (its owner a mail saying so). " + TagNote,
			Body:        reflect.TypeFor[auth.RegisterInput](), Status: http.StatusAccepted, Returns: detail, Errors: []int{bad}},
		{Method: http.MethodPost, Path: "/auth/login", Summary: "Sign in: an access token (15 minutes), a refresh token and the user",
			Description: "Wrong e-mail or password answer the same 401. Repeated failures per account or per client answer 429 with Retry-After. " + TagNote,
			Body:        reflect.TypeFor[LoginInput](), Returns: session, Errors: []int{bad, unauth}},
		{Method: http.MethodPost, Path: "/auth/refresh", Summary: "Trade a refresh token for a new pair (rotation)",
			Description: "The presented token is used up; presenting it again revokes its whole family (401), except within " +
				strconv.Itoa(int(auth.RefreshReuseGrace/time.Second)) + " s of its use while its successor is unused (two requests at once): that answers the same successor. " + TagNote,
			Body: reflect.TypeFor[RefreshInput](), Returns: session, Errors: []int{bad, unauth}},
		{Method: http.MethodPost, Path: "/auth/logout", Summary: "Sign out: revoke the refresh token's family",
			Description: "Answers 204 whatever the token (signing out twice is fine). " + TagNote,
			Body:        reflect.TypeFor[RefreshInput](), Status: http.StatusNoContent},
		{Method: http.MethodPost, Path: "/auth/reset-password", Summary: "Mail a password-reset link when an account has the address",
			Description: "The same answer whether or not an account has it. " + TagNote,
			Body:        reflect.TypeFor[ResetInput](), Returns: detail, Errors: []int{bad}},
		{Method: http.MethodPost, Path: "/auth/reset-password/confirm", Summary: "Set a new password with a reset link's token; signs out everywhere",
			Description: TagNote, Body: reflect.TypeFor[ResetConfirmInput](), Returns: detail, Errors: []int{bad}},
		{Method: http.MethodPost, Path: "/auth/verify-email", Summary: "Verify the e-mail address with the verification link's token",
			Description: TagNote, Body: reflect.TypeFor[TokenInput](), Returns: detail, Errors: []int{bad}},
		{Method: http.MethodGet, Path: "/auth/me", Summary: "The signed-in account (its current role)",
			Description: TagNote, Returns: reflect.TypeFor[UserJSON](), Bearer: true, Errors: []int{unauth}},
	}
}
