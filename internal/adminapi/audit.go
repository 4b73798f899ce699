package adminapi

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/live"
)

// The audit log and the imports list.

// AuditActor is who made a write.
type AuditActor struct {
	ID    *int64 `json:"id"`
	Email string `json:"email"`
	Role  string `json:"role"`
}

// Audit is one entry of GET /api/admin/audit/.
type Audit struct {
	ID         int64           `json:"id"`
	At         string          `json:"at"`
	Actor      AuditActor      `json:"actor"`
	Action     string          `json:"action"`
	Entity     string          `json:"entity"`
	EntityID   *int64          `json:"entity_id"`
	ExternalID *string         `json:"external_id"`
	Reason     *string         `json:"reason"`
	Before     json.RawMessage `json:"before"`
	After      json.RawMessage `json:"after"`
}

// AuditPage is the paged audit log.
type AuditPage struct {
	Count    int     `json:"count"`
	Next     *string `json:"next"`
	Previous *string `json:"previous"`
	Results  []Audit `json:"results" openapi:"nonnull"`
}

func rawOrNull(s string) json.RawMessage {
	if s == "" || !json.Valid([]byte(s)) {
		return json.RawMessage("null")
	}
	return json.RawMessage(s)
}

func strOrNil(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func (a *API) audit(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	page, size, err := paging(q)
	if err != nil {
		a.fail(w, r, err)
		return
	}
	entries, count, err := a.st.Audit(r.Context(), size, (page-1)*size)
	if err != nil {
		a.fail(w, r, err)
		return
	}
	out := AuditPage{Count: count, Results: make([]Audit, 0, len(entries))}
	for _, e := range entries {
		j := Audit{ID: e.ID, At: unixTime(e.At), Actor: AuditActor{Email: e.ActorEmail, Role: e.ActorRole}, Action: e.Action, Entity: e.Entity,
			ExternalID: strOrNil(e.ExternalID), Reason: strOrNil(e.Reason), Before: rawOrNull(e.Before), After: rawOrNull(e.After)}
		if e.ActorID.Valid {
			j.Actor.ID = &e.ActorID.Int64
		}
		if e.EntityID.Valid {
			j.EntityID = &e.EntityID.Int64
		}
		out.Results = append(out.Results, j)
	}
	link := func(p int) *string {
		u := *r.URL
		v := u.Query()
		v.Set("page", strconv.Itoa(p))
		u.RawQuery = v.Encode()
		s := u.RequestURI()
		return &s
	}
	if page*size < count {
		out.Next = link(page + 1)
	}
	if page > 1 {
		out.Previous = link(page - 1)
	}
	httpio.WriteJSON(w, http.StatusOK, out)
}

// paging reads page (≥ 1) and page_size (1-500, default 100).
func paging(q url.Values) (page, size int, err error) {
	page, size = 1, 100
	for _, p := range []struct {
		name     string
		dst      *int
		min, max int
	}{{"page", &page, 1, 1 << 20}, {"page_size", &size, 1, 500}} {
		v := q.Get(p.name)
		if v == "" {
			continue
		}
		n, ok := httpio.IntIn(v, p.min, p.max)
		if !ok {
			return 0, 0, &live.FieldError{Field: p.name, Problem: "want an integer from " + strconv.Itoa(p.min) + " to " + strconv.Itoa(p.max)}
		}
		*p.dst = n
	}
	return page, size, nil
}

// Import is one import run.
type Import struct {
	ID         int64   `json:"id"`
	Source     string  `json:"source"`
	StartedAt  *string `json:"started_at"`
	FinishedAt string  `json:"finished_at"`
	Rows       int64   `json:"rows"`
}

// Imports is the imports list (newest first, at most 200).
type Imports struct {
	Results []Import `json:"results" openapi:"nonnull"`
}

func (a *API) imports(w http.ResponseWriter, r *http.Request) {
	runs, err := a.st.ImportRuns(r.Context(), 200)
	if err != nil {
		a.fail(w, r, err)
		return
	}
	out := Imports{Results: make([]Import, 0, len(runs))}
	for _, run := range runs {
		out.Results = append(out.Results, Import{ID: run.ID, Source: run.Groups, StartedAt: strOrNil(run.StartedAt), FinishedAt: run.FinishedAt, Rows: run.Rows})
	}
	httpio.WriteJSON(w, http.StatusOK, out)
}

func unixTime(s int64) string { return time.Unix(s, 0).UTC().Format(time.RFC3339) }
