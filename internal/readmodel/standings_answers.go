package readmodel

// The standings answers: the JSON rows and the flat and grouped views a
// standings request gets, from the tables standings.go computes.

import (
	"context"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// StandingsNamed is a division or conference.
type StandingsNamed struct {
	ID           int64   `json:"id"`
	Name         string  `json:"name"`
	Abbreviation *string `json:"abbreviation,omitempty"`
}

// StandingsLeague is the league a standing is ranked in.
type StandingsLeague struct {
	ID           int64  `json:"id"`
	Slug         string `json:"slug"`
	Name         string `json:"name"`
	Abbreviation string `json:"abbreviation"`
}

// StandingsTeam is the team of a standing, named as of that season.
type StandingsTeam struct {
	ID           int64  `json:"id"`
	Slug         string `json:"slug"`
	Name         string `json:"name"`
	City         string `json:"city"`
	Abbreviation string `json:"abbreviation"`
	SportName    string `json:"sport_name"`
}

// Standing is one team's standings row as the API answers it.
type Standing struct {
	ID                *int64              `json:"id"`
	Rank              int                 `json:"rank"`
	Position          int                 `json:"position"`
	Team              StandingsTeam   `json:"team"`
	Wins              int                 `json:"wins"`
	Losses            int                 `json:"losses"`
	Ties              int                 `json:"ties"`
	OTLosses          int                 `json:"ot_losses"`
	Points            *int                `json:"points"`
	WinPercentage     float64             `json:"win_percentage"`
	GamesPlayed       int                 `json:"games_played"`
	GamesBehind       float64             `json:"games_behind"`
	Streak            *string             `json:"streak"`
	StreakType        *string             `json:"streak_type"`
	HomeRecord        *string             `json:"home_record"`
	AwayRecord        *string             `json:"away_record"`
	DivisionRecord    *string             `json:"division_record"`
	ConferenceRecord  *string             `json:"conference_record"`
	Last10            *string             `json:"last_10"`
	PointsFor         *int                `json:"points_for"`
	PointsAgainst     *int                `json:"points_against"`
	PointDifferential *int                `json:"point_differential"`
	Division          *StandingsNamed     `json:"division"`
	Conference        *StandingsNamed     `json:"conference"`
	League            StandingsLeague `json:"league"`
	Season            GameSeason      `json:"season"`
	PlayoffPosition   *string             `json:"playoff_position"`
	LastUpdated       *string             `json:"last_updated"`
	// RecordSource is "season table" (the official total of an independent
	// season table) or "games" (counted from the final regular-season
	// games). GamesRecord is what the games give when it differs from the
	// shown record, RecordDifference and RecordNote say why. The splits
	// above (home, away, division, conference, streak, last 10, points for
	// and against) come from games and are null when the game logs miss more
	// than 2% of the team's games (stats.SplitsTolerance).
	RecordSource     string  `json:"record_source"`
	GamesRecord      *string `json:"games_record"`
	RecordDifference *string `json:"record_difference"`
	RecordNote       *string `json:"record_note"`
	// League conventions: the win percentage as printed (".611"), games
	// behind as printed ("-" for the leader), the NHL's points percentage
	// (PTS / 2 GP) and tie-breakers of the era (regulation wins from
	// 2019-20, regulation plus overtime wins from 2010-11; null in other
	// eras and where the game logs do not flag overtime and shootout games
	// or miss some of the team's games).
	WinPercentageDisplay   string   `json:"win_percentage_display"`
	GamesBehindDisplay     string   `json:"games_behind_display"`
	PointsPercentage       *float64 `json:"points_percentage"`
	RegulationWins         *int     `json:"regulation_wins"`
	RegulationOvertimeWins *int     `json:"regulation_overtime_wins"`
	// GamesRemaining is the regular-season games left as of the standings'
	// date; Clinch the mark computed from the games (x playoff place, y
	// division, z best record of the conference, p best record of the
	// league, pi play-in place, e eliminated; null: none, or not computed
	// for the league's format of the era).
	GamesRemaining int     `json:"games_remaining"`
	Clinch         *string `json:"clinch"`
}

// pctDisplay prints a win percentage as the leagues do: ".611", "1.000".
func pctDisplay(p float64) string {
	return strings.TrimPrefix(strconv.FormatFloat(p, 'f', 3, 64), "0")
}

// gbDisplay prints games behind: "-" for the leader, "3", "4.5".
func gbDisplay(gb float64) string {
	if gb == 0 {
		return "-"
	}
	return strconv.FormatFloat(gb, 'f', -1, 64)
}

func (l *standingsLeague) row(s *stats.Standing) Standing {
	tm := l.teams[s.Team.ID]
	se := l.season
	rec := func(r stats.Record) string { return r.StringWith(l.ties, l.otl) }
	out := Standing{
		Rank: s.Rank, Position: s.Rank,
		Team: StandingsTeam{ID: tm.FranchiseID, Slug: tm.Slug, Name: tm.Name, City: tm.City, Abbreviation: tm.Abbreviation, SportName: se.SportName},
		Wins: s.W, Losses: s.L, Ties: s.T, OTLosses: s.OTL,
		WinPercentage: s.WinPct(), GamesPlayed: s.Games(), GamesBehind: s.GamesBehind,
		League:          StandingsLeague{ID: se.LeagueID, Slug: se.LeagueSlug, Name: se.LeagueName, Abbreviation: se.LeagueAbbrev},
		Season:          GameSeason{ID: se.ID, Slug: se.Slug, Name: se.Name, StartYear: se.StartYear, EndYear: se.EndYear},
		PlayoffPosition: gameStrPtr(s.Position), LastUpdated: gameStrPtr(s.LastGame),
		RecordSource:         s.RecordSource,
		WinPercentageDisplay: pctDisplay(s.WinPct()), GamesBehindDisplay: gbDisplay(s.GamesBehind),
		GamesRemaining: s.Remaining, Clinch: gameStrPtr(s.Clinch),
	}
	if s.Difference == stats.DiffNone {
		if l.rw {
			out.RegulationWins = &s.RegulationWins
		}
		if l.rwo {
			out.RegulationOvertimeWins = &s.ROWins
		}
	}
	if s.Difference != stats.DiffNone {
		d, note := string(s.Difference), stats.Reason(s.Difference, s.GamesRecord, s.Record)
		out.RecordDifference, out.RecordNote = &d, &note
		if s.GamesRecord.Games() > 0 {
			g := rec(s.GamesRecord)
			out.GamesRecord = &g
		}
	}
	if s.SplitsKnown {
		home, away, last10 := rec(s.Home), rec(s.Away), rec(s.Last10)
		pf, pa, pd := s.PointsFor, s.PointsAgainst, s.PointsFor-s.PointsAgainst
		out.HomeRecord, out.AwayRecord, out.Last10 = &home, &away, &last10
		out.PointsFor, out.PointsAgainst, out.PointDifferential = &pf, &pa, &pd
		out.Streak, out.StreakType = gameStrPtr(s.StreakString()), gameStrPtr(s.StreakType())
	}
	if tm.TeamSeasonID.Valid {
		id := tm.TeamSeasonID.Int64
		out.ID = &id
	}
	if l.points {
		p, pp := s.StandingsPoints(), s.PointsPct()
		out.Points, out.PointsPercentage = &p, &pp
	}
	if tm.DivisionID.Valid {
		out.Division = &StandingsNamed{ID: tm.DivisionID.Int64, Name: tm.DivisionName.String}
		if s.SplitsKnown {
			r := rec(s.Division)
			out.DivisionRecord = &r
		}
	}
	if tm.ConferenceID.Valid {
		out.Conference = &StandingsNamed{ID: tm.ConferenceID.Int64, Name: tm.ConferenceName.String, Abbreviation: gameStrPtr(tm.ConferenceAbbrev.String)}
		if s.SplitsKnown {
			r := rec(s.Conference)
			out.ConferenceRecord = &r
		}
	}
	return out
}

// StandingsQuery is a standings request: a season (0: the latest with
// final regular-season games in the scope), a scope, and conference and
// division filters (name, abbreviation or id; "" = all).
type StandingsQuery struct {
	Season     int
	Scope      Scope
	Conference string
	Division   string
	// Date (YYYY-MM-DD, "" = none): standings as of that day, of the
	// season given or else of the latest season under way by then.
	Date string
}

// standingsMatch reports whether a conference/division filter value names this
// one: its id, name or abbreviation, case-insensitively. The words
// "conference" and "division" may be left out ("Eastern" = "Eastern Conference").
func standingsMatch(filter string, id int64, valid bool, names ...string) bool {
	if filter == "" {
		return true
	}
	if !valid {
		return false
	}
	if n, err := strconv.ParseInt(filter, 10, 64); err == nil {
		return n == id
	}
	f := strings.ToLower(filter)
	for _, n := range names {
		n = strings.ToLower(n)
		if n == "" {
			continue
		}
		if n == f || strings.TrimSuffix(strings.TrimSuffix(n, " conference"), " division") == f {
			return true
		}
	}
	return false
}

func (sq StandingsQuery) keep(tm *store.StandingsTeam) bool {
	return standingsMatch(sq.Conference, tm.ConferenceID.Int64, tm.ConferenceID.Valid, tm.ConferenceName.String, tm.ConferenceAbbrev.String) &&
		standingsMatch(sq.Division, tm.DivisionID.Int64, tm.DivisionID.Valid, tm.DivisionName.String)
}

// standingsRerank copies rows and ranks the copies within themselves.
func standingsRerank(rows []*stats.Standing) []*stats.Standing {
	out := make([]*stats.Standing, len(rows))
	for i, s := range rows {
		c := *s
		out[i] = &c
	}
	stats.Rank(out)
	return out
}

// Standings is the flat view: every league's rows ranked within it (within
// the conference or division when one is asked), computed once per dataset
// and query.
func (m *Model) Standings(ctx context.Context, q StandingsQuery) ([]Standing, error) {
	if q.Date != "" {
		// One table a day of every season: left to the response cache.
		return m.standingsRows(ctx, q)
	}
	return standingsFlatKind.Get(ctx, m.memo(ctx), q, func(ctx context.Context) ([]Standing, error) { return m.standingsRows(ctx, q) })
}

// StandingsByDivision is the grouped view: one group per division (or
// conference, or league), ranked within it.
func (m *Model) StandingsByDivision(ctx context.Context, q StandingsQuery) ([]StandingsGroup, error) {
	if q.Date != "" {
		return m.standingsGroups(ctx, q)
	}
	return standingsGroupsKind.Get(ctx, m.memo(ctx), q, func(ctx context.Context) ([]StandingsGroup, error) { return m.standingsGroups(ctx, q) })
}

func (m *Model) standingsRows(ctx context.Context, sq StandingsQuery) ([]Standing, error) {
	t, err := m.standingsTable(ctx, sq)
	if err != nil {
		return nil, err
	}
	var all []Standing
	for _, l := range t.leagues {
		rows := l.rows
		if sq.Conference != "" || sq.Division != "" {
			var sub []*stats.Standing
			for _, s := range rows {
				if sq.keep(l.teams[s.Team.ID]) {
					sub = append(sub, s)
				}
			}
			rows = standingsRerank(sub)
		}
		for _, s := range rows {
			all = append(all, l.row(s))
		}
	}
	return all, nil
}
