package authapi

import (
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/apikeys"
	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/store"
)

// Plan is a plan and its limits.
type Plan struct {
	Slug      string `json:"slug"`
	Name      string `json:"name"`
	PerMinute int    `json:"per_minute"`
	PerDay    int    `json:"per_day"`
}

// Plans lists the plans; Available says whether API keys are on.
type Plans struct {
	Available bool   `json:"available"`
	Results   []Plan `json:"results" openapi:"nonnull"`
}

// Usage is a key's requests on one UTC day.
type Usage struct {
	Date     string `json:"date"`
	Requests int64  `json:"requests"`
}

// Key is an API key as its holder sees it (never the key itself).
type Key struct {
	ID         int64   `json:"id"`
	Name       string  `json:"name"`
	Prefix     string  `json:"prefix"`
	Plan       Plan    `json:"plan"`
	CreatedAt  string  `json:"created_at"`
	LastUsedAt *string `json:"last_used_at"`
	RevokedAt  *string `json:"revoked_at"`
	Usage      []Usage `json:"usage" openapi:"nonnull"`
}

// Keys lists an account's keys, newest first, with their usage per day
// over the last UsageDays days.
type Keys struct {
	Results []Key `json:"results" openapi:"nonnull"`
}

// NewKey is a key just created: the only answer that holds the key.
type NewKey struct {
	Key
	Secret string `json:"key"`
}

// NewKeyInput is the body of POST /auth/keys/.
type NewKeyInput struct {
	Name string `json:"name"`
}

// UsageDays is how many days of usage the keys list shows (today included).
const UsageDays = 30

func planJSON(p store.Plan) Plan {
	return Plan{Slug: p.Slug, Name: p.Name, PerMinute: p.PerMinute, PerDay: p.PerDay}
}

func unixTime(t int64) string { return time.Unix(t, 0).UTC().Format(time.RFC3339) }

func keyJSON(k store.APIKey, plans map[string]store.Plan) Key {
	p := plans[k.Plan]
	j := Key{ID: k.ID, Name: k.Name, Prefix: k.Prefix, CreatedAt: unixTime(k.CreatedAt), Usage: []Usage{},
		Plan: Plan{Slug: k.Plan, Name: p.Name, PerMinute: k.PerMinute, PerDay: k.PerDay}}
	if k.LastUsedAt.Valid {
		s := unixTime(k.LastUsedAt.Int64)
		j.LastUsedAt = &s
	}
	if k.RevokedAt.Valid {
		s := unixTime(k.RevokedAt.Int64)
		j.RevokedAt = &s
	}
	return j
}

// PlansHandler answers GET /api/plans/: the plans as configured, and
// whether keys are on (available).
func PlansHandler(st *store.Store, available bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		plans, err := st.Plans(r.Context())
		if err != nil {
			WriteError(w, err)
			return
		}
		out := Plans{Available: available, Results: make([]Plan, 0, len(plans))}
		for _, p := range plans {
			out.Results = append(out.Results, planJSON(p))
		}
		httpio.WriteJSON(w, http.StatusOK, out)
	})
}

// KeysHandler serves /auth/keys/ (GET lists, POST creates) and
// /auth/keys/{id}/ (DELETE revokes) for the signed-in account.
func (a *API) KeysHandler(st *store.Store, keys *apikeys.Service) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rest := strings.Trim(strings.TrimPrefix(r.URL.Path, "/auth/keys"), "/")
		methods := []string{http.MethodGet, http.MethodPost}
		if rest != "" {
			methods = []string{http.MethodDelete}
		}
		if !slices.Contains(methods, r.Method) {
			w.Header().Set("Allow", strings.Join(methods, ", "))
			httpio.WriteDetail(w, http.StatusMethodNotAllowed, `Method "`+r.Method+`" not allowed.`)
			return
		}
		id, err := strconv.ParseInt(rest, 10, 64)
		if rest != "" && (err != nil || id <= 0) {
			httpio.WriteDetail(w, http.StatusNotFound, "Not found.")
			return
		}
		u, err := a.svc.Authenticate(r.Context(), BearerToken(r))
		if err != nil {
			a.fail(w, r, err)
			return
		}
		switch r.Method {
		case http.MethodPost:
			a.createKey(w, r, st, keys, u)
		case http.MethodDelete:
			a.revokeKey(w, r, keys, u, id)
		default:
			a.listKeys(w, r, st, keys, u)
		}
	})
}

func plansBySlug(r *http.Request, st *store.Store) (map[string]store.Plan, error) {
	plans, err := st.Plans(r.Context())
	m := map[string]store.Plan{}
	for _, p := range plans {
		m[p.Slug] = p
	}
	return m, err
}

func (a *API) listKeys(w http.ResponseWriter, r *http.Request, st *store.Store, keys *apikeys.Service, u store.User) {
	// This instance's own count is written first, so the usage is current.
	if err := keys.Flush(r.Context()); err != nil {
		a.log.Warn("writing API key usage", "err", err)
	}
	list, err := st.APIKeysOfUser(r.Context(), u.ID)
	if err != nil {
		a.fail(w, r, err)
		return
	}
	since := time.Now().UTC().AddDate(0, 0, 1-UsageDays)
	usage, err := st.APIKeyUsage(r.Context(), u.ID, since)
	if err != nil {
		a.fail(w, r, err)
		return
	}
	plans, err := plansBySlug(r, st)
	if err != nil {
		a.fail(w, r, err)
		return
	}
	out := Keys{Results: make([]Key, 0, len(list))}
	at := map[int64]int{}
	for i, k := range list {
		out.Results = append(out.Results, keyJSON(k, plans))
		at[k.ID] = i
	}
	for _, x := range usage {
		if i, ok := at[x.KeyID]; ok {
			out.Results[i].Usage = append(out.Results[i].Usage, Usage{Date: x.Day, Requests: x.Requests})
		}
	}
	httpio.WriteJSON(w, http.StatusOK, out)
}

func (a *API) createKey(w http.ResponseWriter, r *http.Request, st *store.Store, keys *apikeys.Service, u store.User) {
	var in NewKeyInput
	if !httpio.DecodeJSON(w, r, &in) {
		return
	}
	key, k, err := keys.Create(r.Context(), u.ID, in.Name)
	if errors.Is(err, apikeys.ErrBadName) || errors.Is(err, apikeys.ErrTooMany) {
		httpio.WriteDetail(w, http.StatusBadRequest, err.Error())
		return
	}
	if err != nil {
		a.fail(w, r, err)
		return
	}
	saved, err := st.APIKeyByHash(r.Context(), k.Hash)
	if err != nil {
		a.fail(w, r, err)
		return
	}
	plans, err := plansBySlug(r, st)
	if err != nil {
		a.fail(w, r, err)
		return
	}
	httpio.WriteJSON(w, http.StatusCreated, NewKey{Key: keyJSON(saved, plans), Secret: key})
}

func (a *API) revokeKey(w http.ResponseWriter, r *http.Request, keys *apikeys.Service, u store.User, id int64) {
	if err := keys.Revoke(r.Context(), u.ID, id); errors.Is(err, apikeys.ErrNotFound) {
		httpio.WriteDetail(w, http.StatusNotFound, err.Error())
		return
	} else if err != nil {
		a.fail(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusNoContent)
}
