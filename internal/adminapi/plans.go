package adminapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"reflect"
	"strconv"
	"time"

	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/authapi"
	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/store"
)

// PlanLimitsInput is the body of PUT /api/admin/plans/{slug}/.
type PlanLimitsInput struct {
	PerMinute int `json:"per_minute"`
	PerDay    int `json:"per_day"`
}

// KeyPlanInput is the body of PUT /api/admin/keys/{id}/plan/.
type KeyPlanInput struct {
	Plan string `json:"plan"`
}

// Bounds of a plan's limits.
const (
	maxPerMinute = 1_000_000
	maxPerDay    = 1_000_000_000
)

// setPlanLimits changes a plan's limits; keys on it get them at their next
// look-up (within a second).
func (a *API) setPlanLimits(w http.ResponseWriter, r *http.Request) {
	var in PlanLimitsInput
	if !httpio.DecodeJSON(w, r, &in) {
		return
	}
	switch {
	case in.PerMinute < 1 || in.PerMinute > maxPerMinute:
		httpio.WriteDetail(w, http.StatusBadRequest, "per_minute: must be a whole number from 1 to "+strconv.Itoa(maxPerMinute)+".")
		return
	case in.PerDay < in.PerMinute || in.PerDay > maxPerDay:
		httpio.WriteDetail(w, http.StatusBadRequest, "per_day: must be a whole number from per_minute to "+strconv.Itoa(maxPerDay)+".")
		return
	}
	slug := r.PathValue("slug")
	before, err := a.plan(r, slug)
	if err != nil {
		a.fail(w, r, err)
		return
	}
	if err := a.st.SetPlanLimits(r.Context(), slug, in.PerMinute, in.PerDay, time.Now().Unix()); err != nil {
		a.fail(w, r, err)
		return
	}
	after, err := a.plan(r, slug)
	if err != nil {
		a.fail(w, r, err)
		return
	}
	b, _ := json.Marshal(before)
	c, _ := json.Marshal(after)
	if err := a.st.AddAudit(r.Context(), auditBy(r, "plan.limits", "plan", 0, slug, string(b), string(c), "")); err != nil {
		a.log.Warn("auditing a plan change", "err", err)
	}
	httpio.WriteJSON(w, http.StatusOK, after)
}

// plan is a plan as the API shows it (ErrNotFound for an unknown slug).
func (a *API) plan(r *http.Request, slug string) (authapi.Plan, error) {
	plans, err := a.st.Plans(r.Context())
	if err != nil {
		return authapi.Plan{}, err
	}
	for _, p := range plans {
		if p.Slug == slug {
			return authapi.Plan{Slug: p.Slug, Name: p.Name, PerMinute: p.PerMinute, PerDay: p.PerDay}, nil
		}
	}
	return authapi.Plan{}, store.ErrNotFound
}

// setKeyPlan moves an API key to another plan.
func (a *API) setKeyPlan(w http.ResponseWriter, r *http.Request) {
	var in KeyPlanInput
	if !httpio.DecodeJSON(w, r, &in) {
		return
	}
	id := pathID(r)
	if id == 0 {
		a.fail(w, r, store.ErrNotFound)
		return
	}
	if _, err := a.plan(r, in.Plan); errors.Is(err, store.ErrNotFound) {
		httpio.WriteDetail(w, http.StatusBadRequest, "plan: unknown plan "+strconv.Quote(in.Plan)+".")
		return
	}
	if err := a.st.SetAPIKeyPlan(r.Context(), id, in.Plan); err != nil {
		a.fail(w, r, err)
		return
	}
	if err := a.st.AddAudit(r.Context(), auditBy(r, "key.plan", "api_key", id, "", "", `{"plan":`+strconv.Quote(in.Plan)+`}`, "")); err != nil {
		a.log.Warn("auditing a key's plan", "err", err)
	}
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusNoContent)
}

// planOperations documents the admins' plan routes.
func planOperations() []api.Operation {
	errs := []int{http.StatusBadRequest, http.StatusUnauthorized, http.StatusForbidden}
	note := "Needs an admin's bearer token. " + authapi.TagNote
	return []api.Operation{
		{Method: http.MethodPut, Path: "/api/admin/plans/{slug}", Summary: "Set a plan's requests per minute and per day",
			Description: "{slug} is free, pro or enterprise (as GET /api/plans lists them). Keys on the plan get the new limits within a second on every instance. Audited. " + note,
			Body:        reflect.TypeFor[PlanLimitsInput](), Returns: reflect.TypeFor[authapi.Plan](), Bearer: true, Errors: errs},
		{Method: http.MethodPut, Path: "/api/admin/keys/{id}/plan", Summary: "Move an API key to another plan",
			Description: "{id} is the key's numeric id. Audited. " + note,
			Body:        reflect.TypeFor[KeyPlanInput](), Status: http.StatusNoContent, Bearer: true, Errors: errs},
	}
}
