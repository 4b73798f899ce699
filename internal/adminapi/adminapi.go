// Package adminapi serves the operators' writes and views: live scores
// (POST /api/v1/ingest/games/), corrections of games and champion rows,
// the imports list and the audit log (/api/admin/…). Every route needs an
// operator's or admin's bearer token; every write is audited and fanned out
// to the read model of every instance.
package adminapi

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/authapi"
	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/live"
	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/store"
)

// API serves the operators' routes.
type API struct {
	st     *store.Store
	model  *readmodel.Model
	fanout *live.Fanout
	log    *slog.Logger
}

// New returns the operators' API.
func New(st *store.Store, fanout *live.Fanout, log *slog.Logger) *API {
	return &API{st: st, model: readmodel.For(st), fanout: fanout, log: log}
}

// Mount registers the routes on mux behind accounts' role check.
func (a *API) Mount(mux *http.ServeMux, accounts *authapi.API) {
	staff := func(h http.HandlerFunc) http.Handler {
		return accounts.Require(h, store.RoleOperator, store.RoleAdmin)
	}
	routes := http.NewServeMux()
	routes.Handle("POST /api/v1/ingest/games", staff(a.ingestGame))
	routes.Handle("GET /api/admin/audit", staff(a.audit))
	routes.Handle("GET /api/admin/imports", staff(a.imports))
	routes.Handle("POST /api/admin/games/{id}/correct", staff(a.correctGame))
	routes.Handle("POST /api/admin/champions/{id}/correct", staff(a.correctChampion))
	routes.Handle("PUT /api/admin/plans/{slug}", accounts.Require(http.HandlerFunc(a.setPlanLimits), store.RoleAdmin))
	routes.Handle("PUT /api/admin/keys/{id}/plan", accounts.Require(http.HandlerFunc(a.setKeyPlan), store.RoleAdmin))
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// A trailing slash is optional, as on every API path.
		if p := r.URL.Path; len(p) > 1 && strings.HasSuffix(p, "/") {
			r2 := r.Clone(r.Context())
			r2.URL.Path = strings.TrimRight(p, "/")
			r2.URL.RawPath = ""
			r = r2
		}
		if _, pattern := routes.Handler(r); pattern == "" {
			httpio.WriteDetail(w, http.StatusNotFound, "Not found.")
			return
		}
		routes.ServeHTTP(w, r)
	})
	for _, p := range []string{"/api/v1/ingest", "/api/admin"} {
		mux.Handle(p, h)
		mux.Handle(p+"/", h)
	}
}

// fail answers err: a field error or ErrNotFound as the client's fault; a
// client that went away (499) and a database that cannot answer now (503)
// as the accounts API answers them; the rest as a logged 500.
func (a *API) fail(w http.ResponseWriter, r *http.Request, err error) {
	var fe *live.FieldError
	switch {
	case errors.As(err, &fe):
		httpio.WriteDetail(w, http.StatusBadRequest, fe.Error())
	case errors.Is(err, store.ErrNotFound):
		httpio.WriteDetail(w, http.StatusNotFound, "Not found.")
	case errors.Is(err, context.Canceled):
		a.log.Debug("admin api: client gone", "path", r.URL.Path, "err", err)
		authapi.WriteError(w, err)
	default:
		a.log.Error("admin api", "path", r.URL.Path, "err", err)
		authapi.WriteError(w, err)
	}
}

// audit makes the audit entry of a write by the request's account.
func auditBy(r *http.Request, action, entity string, id int64, externalID, before, after, reason string) *store.AuditEntry {
	u, _ := authapi.UserFrom(r.Context())
	return &store.AuditEntry{ActorID: sql.NullInt64{Int64: u.ID, Valid: u.ID != 0}, ActorEmail: u.Email, ActorRole: u.Role,
		Action: action, Entity: entity, EntityID: sql.NullInt64{Int64: id, Valid: true}, ExternalID: externalID,
		Before: before, After: after, Reason: reason}
}

// IngestedGame is the game as GET /api/games/{id} shows it, with its feed
// id (null for a game not entered through the ingest API).
type IngestedGame struct {
	*readmodel.GameDetail
	ExternalID *string `json:"external_id"`
}

func (a *API) ingestGame(w http.ResponseWriter, r *http.Request) {
	var in live.IngestInput
	if !httpio.DecodeJSON(w, r, &in) {
		return
	}
	g, err := live.Resolve(r.Context(), a.st, in)
	if err != nil {
		a.fail(w, r, err)
		return
	}
	after, created, err := a.st.UpsertIngestedGame(r.Context(), g, func(before *store.GameBase, after store.GameBase) *store.AuditEntry {
		return auditBy(r, "game.ingest", "game", after.ID, after.ExternalID, live.Audit(before), live.Audit(&after), "")
	})
	if err != nil {
		a.fail(w, r, live.SeasonError(g, err))
		return
	}
	a.fanout.Publish(r.Context(), live.Change{Kind: live.KindGame, ID: after.ID})
	status := http.StatusOK
	if created {
		status = http.StatusCreated
	}
	a.answerGame(w, r, status, after.ID, after.ExternalID)
}

func (a *API) answerGame(w http.ResponseWriter, r *http.Request, status int, id int64, externalID string) {
	d, err := a.model.Game(r.Context(), strconv.FormatInt(id, 10))
	if err != nil {
		a.fail(w, r, err)
		return
	}
	g := IngestedGame{GameDetail: d}
	if externalID != "" {
		g.ExternalID = &externalID
	}
	httpio.WriteJSON(w, status, g)
}

// pathID is the {id} of the path (0 when not a positive integer).
func pathID(r *http.Request) int64 {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0
	}
	return id
}

func (a *API) correctGame(w http.ResponseWriter, r *http.Request) {
	id := pathID(r)
	if id == 0 {
		httpio.WriteDetail(w, http.StatusNotFound, "Game not found.")
		return
	}
	var in live.CorrectionInput
	if !httpio.DecodeJSON(w, r, &in) {
		return
	}
	c, why, err := live.ResolveCorrection(in)
	if err != nil {
		a.fail(w, r, err)
		return
	}
	after, err := a.st.CorrectGame(r.Context(), id, c, func(before *store.GameBase, after store.GameBase) *store.AuditEntry {
		return auditBy(r, "game.correct", "game", id, after.ExternalID, live.Audit(before), live.Audit(&after), why)
	})
	if errors.Is(err, store.ErrNotFound) {
		httpio.WriteDetail(w, http.StatusNotFound, "Game not found.")
		return
	}
	if err != nil {
		a.fail(w, r, err)
		return
	}
	a.fanout.Publish(r.Context(), live.Change{Kind: live.KindGame, ID: id})
	a.answerGame(w, r, http.StatusOK, id, after.ExternalID)
}

// ChampionCorrectionInput is the body of POST /api/admin/champions/{id}/correct/.
type ChampionCorrectionInput struct {
	Team     string  `json:"team"`                // the champion's franchise slug
	RunnerUp *string `json:"runner_up,omitempty"` // absent or empty: kept
	Reason   string  `json:"reason"`
}

func (a *API) correctChampion(w http.ResponseWriter, r *http.Request) {
	id := pathID(r)
	if id == 0 {
		httpio.WriteDetail(w, http.StatusNotFound, "Champion not found.")
		return
	}
	var in ChampionCorrectionInput
	if !httpio.DecodeJSON(w, r, &in) {
		return
	}
	var c store.ChampionCorrection
	var err error
	if c.Winner, err = a.franchise(r.Context(), "team", in.Team); err != nil {
		a.fail(w, r, err)
		return
	}
	if in.RunnerUp != nil && strings.TrimSpace(*in.RunnerUp) != "" {
		t, err := a.franchise(r.Context(), "runner_up", *in.RunnerUp)
		if err != nil {
			a.fail(w, r, err)
			return
		}
		if t.ID == c.Winner.ID {
			a.fail(w, r, &live.FieldError{Field: "runner_up", Problem: "must differ from team"})
			return
		}
		c.RunnerUp = &t
	}
	why, err := live.Reason(in.Reason)
	if err != nil {
		a.fail(w, r, err)
		return
	}
	_, err = a.st.CorrectChampion(r.Context(), id, c, func(before *store.ChampionRow, after store.ChampionRow) *store.AuditEntry {
		return auditBy(r, "champion.correct", "champion", id, "", championJSON(before), championJSON(&after), why)
	})
	if errors.Is(err, store.ErrNotFound) {
		httpio.WriteDetail(w, http.StatusNotFound, "Champion not found.")
		return
	}
	if err != nil {
		a.fail(w, r, err)
		return
	}
	a.fanout.Publish(r.Context(), live.Change{Kind: live.KindChampion, ID: id})
	row, err := a.st.ChampionByID(r.Context(), id)
	if err != nil {
		a.fail(w, r, err)
		return
	}
	httpio.WriteJSON(w, http.StatusOK, row)
}

func (a *API) franchise(ctx context.Context, field, slug string) (store.IngestTeam, error) {
	slug = strings.TrimSpace(slug)
	if slug == "" {
		return store.IngestTeam{}, &live.FieldError{Field: field, Problem: "required"}
	}
	t, err := a.st.IngestTeamBySlug(ctx, slug)
	if errors.Is(err, store.ErrNotFound) {
		if len(slug) > 60 {
			slug = slug[:60] + "..."
		}
		return t, &live.FieldError{Field: field, Problem: "no team with slug " + strconv.Quote(slug)}
	}
	return t, err
}

func championJSON(c *store.ChampionRow) string {
	if c == nil {
		return ""
	}
	b, _ := json.Marshal(map[string]any{"winner_id": live.NullInt(c.WinnerID), "winner_name": c.WinnerName,
		"runner_up_id": live.NullInt(c.RunnerUpID), "runner_up_name": c.RunnerName,
		"winner_score": live.NullInt(c.WinnerScore), "runner_up_score": live.NullInt(c.RunnerUpScore), "winning_coach": c.WinningCoach})
	return string(b)
}
