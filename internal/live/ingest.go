package live

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/almanac-sports/almanac/internal/store"
)

// FieldError is a bad field of a write: a 400 {"detail": "field: problem"}.
type FieldError struct{ Field, Problem string }

func (e *FieldError) Error() string { return e.Field + ": " + e.Problem }

func bad(field, format string, args ...any) *FieldError {
	return &FieldError{Field: field, Problem: fmt.Sprintf(format, args...)}
}

// Statuses a game may have.
var Statuses = []string{"live", "final", "scheduled", "postponed"}

// IngestInput is the body of POST /api/v1/ingest/games/.
// (omitempty marks the optional fields in the OpenAPI document.)
type IngestInput struct {
	ExternalID    *string `json:"external_id"`
	Sport         *string `json:"sport__slug"`
	Level         *string `json:"level__slug"`
	HomeTeam      *string `json:"home_team"`
	AwayTeam      *string `json:"away_team"`
	GameDate      *string `json:"game_date"`
	Status        *string `json:"status"`
	Period        *int64  `json:"period,omitempty"`
	TimeRemaining *string `json:"time_remaining,omitempty"`
	HomeScore     *int64  `json:"home_score,omitempty"`
	AwayScore     *int64  `json:"away_score,omitempty"`
}

// Bounds of the ingest fields.
const (
	maxExternalID = 100
	maxPeriod     = 99
	maxScore      = 32766 // the game index keeps scores in 16 bits
	maxClock      = 16
)

func text(v *string) string {
	if v == nil {
		return ""
	}
	return strings.TrimSpace(*v)
}

// printable reports whether s has no control characters.
func printable(s string) bool {
	return strings.IndexFunc(s, unicode.IsControl) < 0
}

// Resolve checks every field of in (in body order) and resolves the teams.
func Resolve(ctx context.Context, st *store.Store, in IngestInput) (store.IngestGame, error) {
	var g store.IngestGame
	g.ExternalID = text(in.ExternalID)
	switch {
	case g.ExternalID == "":
		return g, bad("external_id", "required")
	case len(g.ExternalID) > maxExternalID || !printable(g.ExternalID):
		return g, bad("external_id", "at most %d printable characters", maxExternalID)
	}
	sport, level := strings.ToLower(text(in.Sport)), strings.ToLower(text(in.Level))
	sid, lid, sok, lok := store.SportLevelIDs(sport, level)
	switch {
	case sport == "":
		return g, bad("sport__slug", "required")
	case !sok:
		return g, bad("sport__slug", "unknown sport %q (want football, basketball, baseball or hockey)", clip(sport))
	case level == "":
		return g, bad("level__slug", "required")
	case !lok:
		return g, bad("level__slug", "unknown level %q (want professional or ncaa-d1)", clip(level))
	}
	g.SportID, g.LevelID, g.Sport, g.Level = sid, lid, sport, level
	if err := st.CheckIngestSportLevel(ctx, g); err != nil {
		return g, SeasonError(g, err)
	}
	var err error
	if g.Home, err = team(ctx, st, "home_team", text(in.HomeTeam), sid, lid, sport, level); err != nil {
		return g, err
	}
	if g.Away, err = team(ctx, st, "away_team", text(in.AwayTeam), sid, lid, sport, level); err != nil {
		return g, err
	}
	if g.Away.ID == g.Home.ID {
		return g, bad("away_team", "must differ from home_team")
	}
	g.Date = text(in.GameDate)
	if g.Date == "" {
		return g, bad("game_date", "required")
	}
	if d, err := time.Parse(time.DateOnly, g.Date); err != nil || d.Year() < 1850 || d.Year() > 2200 {
		return g, bad("game_date", "want a date as YYYY-MM-DD, got %q", clip(g.Date))
	}
	g.Status = strings.ToLower(text(in.Status))
	if g.Status == "" {
		return g, bad("status", "required")
	}
	if !slices.Contains(Statuses, g.Status) {
		return g, bad("status", "want one of live, final, scheduled, postponed, got %q", clip(g.Status))
	}
	if in.Period != nil {
		switch {
		case *in.Period < 0:
			return g, bad("period", "must be ≥ 0")
		case *in.Period > maxPeriod:
			return g, bad("period", "must be at most %d", maxPeriod)
		}
		g.Period = sql.NullInt64{Int64: *in.Period, Valid: true}
	}
	g.TimeRemaining = text(in.TimeRemaining)
	if len(g.TimeRemaining) > maxClock || !printable(g.TimeRemaining) {
		return g, bad("time_remaining", "at most %d printable characters, e.g. 4:12", maxClock)
	}
	if g.HomeScore, err = score("home_score", in.HomeScore, false); err != nil {
		return g, err
	}
	g.AwayScore, err = score("away_score", in.AwayScore, false)
	return g, err
}

// SeasonError is the field error of a game no season holds (the store's
// ErrNoSeason) or of a known id sent as another game (IdentityError), else
// err itself.
func SeasonError(g store.IngestGame, err error) error {
	if ie, ok := errors.AsType[*store.IdentityError](err); ok {
		return bad(ie.Field, "the game with external_id %q has %s, not %s (an id names one game: send a new id for another game)", g.ExternalID, ie.Was, ie.Now)
	}
	if errors.Is(err, store.ErrNoSeason) {
		return bad("game_date", "no season of %s/%s covers %s (the ingest opens the next season, not one further ahead or in a gap)", g.Sport, g.Level, g.Date)
	}
	return err
}

// score checks a score field (absent: 0, or an error when required).
func score(name string, v *int64, required bool) (int64, error) {
	switch {
	case v == nil && required:
		return 0, bad(name, "required")
	case v == nil:
		return 0, nil
	case *v < 0:
		return 0, bad(name, "must be ≥ 0")
	case *v > maxScore:
		return 0, bad(name, "must be at most %d", maxScore)
	}
	return *v, nil
}

// CorrectionInput is the body of POST /api/admin/games/{id}/correct/.
type CorrectionInput struct {
	HomeScore *int64  `json:"home_score"`
	AwayScore *int64  `json:"away_score"`
	Status    *string `json:"status,omitempty"` // absent: kept
	Reason    string  `json:"reason"`
}

// ResolveCorrection checks a correction (the ingest rules; both scores and
// the reason required).
func ResolveCorrection(in CorrectionInput) (c store.GameCorrection, reason string, err error) {
	if c.HomeScore, err = score("home_score", in.HomeScore, true); err != nil {
		return c, "", err
	}
	if c.AwayScore, err = score("away_score", in.AwayScore, true); err != nil {
		return c, "", err
	}
	if in.Status != nil {
		c.Status = strings.ToLower(strings.TrimSpace(*in.Status))
		if !slices.Contains(Statuses, c.Status) {
			return c, "", bad("status", "want one of live, final, scheduled, postponed")
		}
	}
	reason, err = Reason(in.Reason)
	return c, reason, err
}

// Reason checks a correction's mandatory reason.
func Reason(v string) (string, error) {
	v = strings.TrimSpace(v)
	switch {
	case v == "":
		return "", bad("reason", "required")
	case len(v) > 1000:
		return "", bad("reason", "at most 1000 characters")
	}
	return v, nil
}

// NullInt is v as a JSON number or null.
func NullInt(v sql.NullInt64) *int64 {
	if !v.Valid {
		return nil
	}
	return &v.Int64
}

// team resolves a team slug of the given sport and level.
func team(ctx context.Context, st *store.Store, field, slug string, sid, lid int64, sport, level string) (store.IngestTeam, error) {
	if slug == "" {
		return store.IngestTeam{}, bad(field, "required")
	}
	t, err := st.IngestTeamBySlug(ctx, slug)
	if errors.Is(err, store.ErrNotFound) {
		return t, bad(field, "no team with slug %q", clip(slug))
	}
	if err != nil {
		return t, err
	}
	if t.SportID != sid || t.LevelID != lid {
		return t, bad(field, "%q is not a %s %s team", clip(slug), sport, level)
	}
	return t, nil
}

// clip shortens an echoed value.
func clip(s string) string {
	if len(s) > 60 {
		return s[:60] + "..."
	}
	return s
}

// GameState is a game as the audit log records it before and after a write.
type GameState struct {
	GameDate      string `json:"game_date"`
	Status        string `json:"status"`
	HomeTeamID    int64  `json:"home_team_id"`
	AwayTeamID    int64  `json:"away_team_id"`
	HomeScore     *int64 `json:"home_score"`
	AwayScore     *int64 `json:"away_score"`
	Period        *int64 `json:"period"`
	TimeRemaining string `json:"time_remaining"`
}

// Audit is g's state as the audit log keeps it ("" for nil).
func Audit(g *store.GameBase) string {
	if g == nil {
		return ""
	}
	b, _ := json.Marshal(GameState{GameDate: g.Date, Status: g.Status, HomeTeamID: g.Home, AwayTeamID: g.Away,
		HomeScore: NullInt(g.HomeScore), AwayScore: NullInt(g.AwayScore), Period: NullInt(g.Period), TimeRemaining: g.TimeRemaining})
	return string(b)
}
