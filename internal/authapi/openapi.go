package authapi

import (
	"net/http"
	"reflect"
	"strconv"
	"time"

	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/auth"
)

// Detail is an answer that is a message only ({"detail": …}).
type Detail struct {
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
	session, detail := reflect.TypeFor[Session](), reflect.TypeFor[Detail]()
	bad, unauth := http.StatusBadRequest, http.StatusUnauthorized
	return []api.Operation{
		{Method: http.MethodPost, Path: "/auth/register", Summary: "Create an account (role user) and mail its verification link; then sign in",
			Description: "Validation answers 400 with the form's message, e.g. \"" + auth.MsgPasswordShort + "\"; a password on the shipped list of breached passwords (any case) answers \"" + auth.MsgPasswordCommon + "\". An address that already has an account gets the same 202 (its owner a mail saying so). " + TagNote,
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
			Description: TagNote, Returns: reflect.TypeFor[User](), Bearer: true, Errors: []int{unauth}},
	}
}

// KeyOperations documents the API-key routes (served by KeysHandler) and
// the public plans list (PlansHandler).
func KeyOperations() []api.Operation {
	unauth := http.StatusUnauthorized
	return []api.Operation{
		{Method: http.MethodGet, Path: "/auth/keys", Summary: "The signed-in account's API keys (revoked ones too) with their plan and requests per UTC day",
			Description: "Never the keys themselves: a prefix to recognise each. Usage covers the last " + strconv.Itoa(UsageDays) + " days, days without requests left out. " + TagNote,
			Returns:     reflect.TypeFor[Keys](), Bearer: true, Errors: []int{unauth}},
		{Method: http.MethodPost, Path: "/auth/keys", Summary: "Create an API key on the Free plan; the answer is the only time the key is shown",
			Description: "Send the key on /api/ requests as `X-API-Key: …` or `Authorization: Bearer …`; its plan's limits then apply (per minute and per day), " +
				"and a key that is unknown or revoked answers 401. At most 20 active keys per account. " + TagNote,
			Body: reflect.TypeFor[NewKeyInput](), Status: http.StatusCreated, Returns: reflect.TypeFor[NewKey](), Bearer: true, Errors: []int{http.StatusBadRequest, unauth}},
		{Method: http.MethodDelete, Path: "/auth/keys/{id}", Summary: "Revoke one of the account's API keys",
			Description: "{id} is the key's numeric id. Every instance refuses the key within a second. " + TagNote,
			Status:      http.StatusNoContent, Bearer: true, Errors: []int{unauth}},
	}
}

// PlanOperations documents GET /api/plans.
func PlanOperations() []api.Operation {
	return []api.Operation{{Method: http.MethodGet, Path: "/api/plans", Summary: "The plans of API keys and their limits, as configured",
		Description: "available is true when API keys are on (FEATURE_AUTH). Requests without a key keep the anonymous limits per client.",
		Returns:     reflect.TypeFor[Plans]()}}
}
