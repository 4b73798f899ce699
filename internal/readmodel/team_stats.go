package readmodel

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
)

// Team stat rows for the analytics team
// screens: each is a standings row (standings.go computes the records and
// splits from the season's games) in the analytics shape.

// TeamStatRow is one team's season.
type TeamStatRow struct {
	ID                   int64   `json:"id"`      // franchise id
	TeamID               string  `json:"team_id"` // franchise slug
	TeamName             string  `json:"team_name"`
	City                 string  `json:"city"`
	Abbreviation         string  `json:"abbreviation"`
	Sport                string  `json:"sport"`
	Level                string  `json:"level"`
	Season               int     `json:"season"` // start year
	SeasonSlug           string  `json:"season_slug"`
	League               string  `json:"league"`
	Conference           *string `json:"conference"`
	Division             *string `json:"division"`
	GamesPlayed          int     `json:"games_played"`
	Wins                 int     `json:"wins"`
	Losses               int     `json:"losses"`
	Ties                 *int    `json:"ties,omitempty"` // where the league's season had ties
	OTLosses             *int    `json:"otl,omitempty"`  // where losses after regulation count apart
	WinPercentage        float64 `json:"win_percentage"`
	HomeRecord           string  `json:"home_record"`
	AwayRecord           string  `json:"away_record"`
	PointsFor            int     `json:"points_for"`
	PointsAgainst        int     `json:"points_against"`
	PointDifferential    int     `json:"point_differential"`
	PointsPerGame        float64 `json:"points_per_game"`
	PointsAllowedPerGame float64 `json:"points_allowed_per_game"`
	Streak               string  `json:"streak"` // W3, L2, T1; "" before any game
	DivisionRecord       *string `json:"division_record"`
	ConferenceRecord     *string `json:"conference_record"`
	Last10               string  `json:"last_10"`
	LeagueRank           int     `json:"league_rank"`
	PlayoffPosition      *string `json:"playoff_position"`

	streak int          // current streak length, signed: + wins, - losses
	rec    stats.Record // the overall record (for the rankings)
	order  int          // standings order within the season
	json   []byte       // the row as the API writes it (EncodedJSON)
}

// EncodedJSON is the row's JSON (with HTML escaping off, no newline), made
// once with its season's rows, or nil for a row made elsewhere. Lists and
// a team's history copy it instead of encoding ~30 fields a row again
// (encoding was half of a franchise history's time). A row is read-only
// once made: a changed copy would still carry the old bytes.
func (r *TeamStatRow) EncodedJSON() []byte {
	if r == nil {
		return nil
	}
	return r.json
}

// statRow converts a computed standing.
func (l *standingsLeague) statRow(s *stats.Standing, order int) TeamStatRow {
	tm, se := l.teams[s.Team.ID], l.season
	rec := func(r stats.Record) string { return r.StringWith(l.ties, l.otl) }
	ppg, _ := stats.PerGame(s.PointsFor, s.Games())
	papg, _ := stats.PerGame(s.PointsAgainst, s.Games())
	out := TeamStatRow{
		ID: tm.FranchiseID, TeamID: tm.Slug, TeamName: tm.Name, City: tm.City, Abbreviation: tm.Abbreviation,
		Sport: se.SportSlug, Level: se.LevelSlug, Season: se.StartYear, SeasonSlug: se.Slug, League: se.LeagueAbbrev,
		GamesPlayed: s.Games(), Wins: s.W, Losses: s.L, WinPercentage: s.WinPct(),
		HomeRecord: rec(s.Home), AwayRecord: rec(s.Away), Last10: rec(s.Last10), Streak: s.StreakString(),
		PointsFor: s.PointsFor, PointsAgainst: s.PointsAgainst, PointDifferential: s.PointsFor - s.PointsAgainst,
		PointsPerGame: stats.RoundTo(ppg, 2), PointsAllowedPerGame: stats.RoundTo(papg, 2),
		LeagueRank: s.Rank, PlayoffPosition: gameStrPtr(s.Position), rec: s.Record, order: order,
	}
	switch {
	case s.StreakKind == stats.Win:
		out.streak = s.Streak
	case s.StreakKind != stats.Tie:
		out.streak = -s.Streak
	}
	if l.ties {
		out.Ties = &s.T
	}
	if l.otl {
		out.OTLosses = &s.OTL
	}
	if tm.DivisionID.Valid {
		out.Division = &tm.DivisionName.String
		r := rec(s.Division)
		out.DivisionRecord = &r
	}
	if tm.ConferenceID.Valid {
		name := tm.ConferenceName.String
		if a := tm.ConferenceAbbrev.String; a != "" {
			name = a
		}
		out.Conference = &name
		r := rec(s.Conference)
		out.ConferenceRecord = &r
	}
	return out
}

// answerEncoder writes JSON as the API writes every answer: HTML left as
// it is (the bytes rows and answers carry, see EncodedJSON).
func answerEncoder(buf *bytes.Buffer) *json.Encoder {
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	return enc
}

// encodeRows gives each row its JSON (set stores it), all of them in one
// array.
func encodeRows[T any](rows []T, set func(r *T, b []byte)) error {
	var buf bytes.Buffer
	enc := answerEncoder(&buf)
	ends := make([]int, len(rows))
	for i := range rows {
		if err := enc.Encode(&rows[i]); err != nil {
			return err
		}
		buf.Truncate(buf.Len() - 1) // the newline Encode ends with
		ends[i] = buf.Len()
	}
	all, start := bytes.Clone(buf.Bytes()), 0 // kept: at its size, not the buffer's
	for i, end := range ends {
		set(&rows[i], all[start:end:end])
		start = end
	}
	return nil
}

// seasonStatRows are every team's rows of a season in a scope (season 0:
// the latest with final regular-season games), in standings order; kept
// for the dataset version when the season has any.
func (m *Model) seasonStatRows(ctx context.Context, season int, sc Scope) ([]TeamStatRow, error) {
	t, err := m.standingsFor(ctx, season, sc)
	if err != nil || len(t.leagues) == 0 {
		return nil, err
	}
	year := t.leagues[0].season.StartYear
	return teamStatsKind.Get(ctx, m.memo(ctx), yearScope{year, sc}, func(ctx context.Context) ([]TeamStatRow, error) {
		var out []TeamStatRow
		for _, l := range t.leagues {
			for _, s := range l.rows {
				out = append(out, l.statRow(s, len(out)))
			}
		}
		return out, encodeRows(out, func(r *TeamStatRow, b []byte) { r.json = b })
	})
}

// TeamStatsQuery asks for a season's team rows: a scope, a season (0: the
// latest with games), conference and division filters (name, abbreviation
// or id, as standings take them) and an ordering (a TeamStatOrderings
// field, "-" first for descending; "" = by win percentage, best first).
type TeamStatsQuery struct {
	Scope      Scope
	Season     int
	Conference string
	Division   string
	Ordering   string
}

// TeamStatOrderings are the fields rows can be ordered by.
var TeamStatOrderings = []string{"win_percentage", "wins", "losses", "games_played", "points_for", "points_against",
	"point_differential", "points_per_game", "points_allowed_per_game", "team_name", "division", "streak", "league_rank"}

func statKey(field string) func(r *TeamStatRow) float64 {
	switch field {
	case "wins":
		return func(r *TeamStatRow) float64 { return float64(r.Wins) }
	case "losses":
		return func(r *TeamStatRow) float64 { return float64(r.Losses) }
	case "games_played":
		return func(r *TeamStatRow) float64 { return float64(r.GamesPlayed) }
	case "points_for":
		return func(r *TeamStatRow) float64 { return float64(r.PointsFor) }
	case "points_against":
		return func(r *TeamStatRow) float64 { return float64(r.PointsAgainst) }
	case "point_differential":
		return func(r *TeamStatRow) float64 { return float64(r.PointDifferential) }
	case "points_per_game":
		return func(r *TeamStatRow) float64 { return r.PointsPerGame }
	case "points_allowed_per_game":
		return func(r *TeamStatRow) float64 { return r.PointsAllowedPerGame }
	case "streak":
		return func(r *TeamStatRow) float64 { return float64(r.streak) }
	case "league_rank":
		return func(r *TeamStatRow) float64 { return float64(r.LeagueRank) }
	}
	return func(r *TeamStatRow) float64 { return r.WinPercentage }
}

// TeamStatRows is a season's team rows, filtered and ordered, and the season
// they are of (0 when the scope has none).
func (m *Model) TeamStatRows(ctx context.Context, q TeamStatsQuery) ([]*TeamStatRow, int, error) {
	all, err := m.seasonStatRows(ctx, q.Season, q.Scope)
	if err != nil || len(all) == 0 {
		return nil, 0, err
	}
	t, err := m.standingsFor(ctx, q.Season, q.Scope)
	if err != nil {
		return nil, 0, err
	}
	sq := StandingsQuery{Conference: q.Conference, Division: q.Division}
	// Pointers into the shared rows (a row is ~450 bytes; a copy of a
	// season's ~30 was ~14 KB of garbage an answer): callers must not change
	// them.
	kept := make([]*TeamStatRow, 0, len(all))
	for i := range all {
		if q.Conference == "" && q.Division == "" || t.keeps(sq, all[i].ID) {
			kept = append(kept, &all[i])
		}
	}
	field, desc := strings.TrimPrefix(q.Ordering, "-"), strings.HasPrefix(q.Ordering, "-")
	if q.Ordering == "" {
		field, desc = "win_percentage", true
	}
	key := statKey(field)
	slices.SortStableFunc(kept, func(a, b *TeamStatRow) int {
		var c int
		switch field {
		case "team_name":
			c = strings.Compare(a.TeamName, b.TeamName)
		case "division":
			c = strings.Compare(rmbase.Deref(a.Division), rmbase.Deref(b.Division))
		default:
			c = cmp.Compare(key(a), key(b))
		}
		if desc {
			c = -c
		}
		if c == 0 {
			c = cmp.Compare(a.order, b.order)
		}
		return c
	})
	return kept, all[0].Season, nil
}

// keeps reports whether a franchise of the table passes the conference and
// division filters.
func (t *standingsTable) keeps(sq StandingsQuery, franchise int64) bool {
	for _, l := range t.leagues {
		if tm := l.teams[franchise]; tm != nil {
			return sq.keep(tm)
		}
	}
	return false
}

// TeamSeasonRow is one team's row of a season (0: the latest season its
// sport and level have games in); nil when it has no games that season.
func (m *Model) TeamSeasonRow(ctx context.Context, franchise int64, sc Scope, season int) (*TeamStatRow, error) {
	rows, err := m.seasonStatRows(ctx, season, sc)
	if err != nil {
		return nil, err
	}
	for i := range rows {
		if rows[i].ID == franchise {
			r := rows[i]
			return &r, nil
		}
	}
	return nil, nil
}

// SeasonRef reads a season_id: a start year (in the scope given) or a
// season's slug or id (in the season's own sport and level); ok is false
// when no season has that slug or id.
func (m *Model) SeasonRef(ctx context.Context, ref string, sc Scope) (year int, _ Scope, ok bool, err error) {
	if y, err := strconv.Atoi(ref); err == nil && y >= 1850 && y <= 2100 {
		return y, sc, true, nil
	}
	if len(ref) > 200 {
		return 0, sc, false, nil
	}
	s, err := m.Season(ctx, strings.ToLower(ref))
	if err != nil || s == nil {
		return 0, sc, false, err
	}
	return s.StartYear, Scope{Sport: s.Sport.Slug, Level: s.Level.Slug}, true, nil
}
