package readmodel

// The performance summary report: every team's regular season in a scope
// (games, record, points for and against, home and away) with the league's
// totals, from the computed standings.

import (
	"context"

	"github.com/almanac-sports/almanac/internal/stats"
)

// PerformanceTeam is one team's regular season.
type PerformanceTeam struct {
	TeamID               int64   `json:"team_id"`
	TeamSlug             string  `json:"team_slug"`
	TeamName             string  `json:"team_name"`
	League               string  `json:"league"`
	Games                int     `json:"games"`
	Wins                 int     `json:"wins"`
	Losses               int     `json:"losses"`
	Ties                 int     `json:"ties"`
	OTLosses             int     `json:"ot_losses"`
	Record               string  `json:"record"`
	WinPercentage        float64 `json:"win_percentage"`
	PointsFor            int     `json:"points_for"`
	PointsAgainst        int     `json:"points_against"`
	PointDifferential    int     `json:"point_differential"`
	PointsPerGame        float64 `json:"points_per_game"`
	PointsAllowedPerGame float64 `json:"points_allowed_per_game"`
	HomeRecord           string  `json:"home_record"`
	AwayRecord           string  `json:"away_record"`
	HomeGames            int     `json:"home_games"`
	AwayGames            int     `json:"away_games"`
}

// PerformanceScope is one sport and level's season.
type PerformanceScope struct {
	Sport     NameSlug           `json:"sport"`
	Level     NameSlug           `json:"level"`
	ScoreUnit string             `json:"score_unit"`
	Season    LeagueSeason       `json:"season"`
	Totals    stats.LeagueTotals `json:"league_totals"`
	Teams     []PerformanceTeam  `json:"teams"`
}

// Performance is the scope's regular season starting in year (0: the latest
// with final games); nil when it has no standings.
func (m *Model) Performance(ctx context.Context, sc Scope, year int) (*PerformanceScope, error) {
	ly, err := m.leagueSeasons(ctx, sc)
	if err != nil {
		return nil, err
	}
	sf := ly.latest()
	if year != 0 {
		sf = ly.at(year) // the memo key below is a season in the data
	}
	if sf == nil {
		return nil, nil
	}
	return performanceKind.Get(ctx, m.memo(ctx), yearScope{sf.StartYear, sc}, func(ctx context.Context) (*PerformanceScope, error) {
		ss, err := m.seasonStandings(ctx, sf.StartYear, sc)
		if err != nil || len(ss.rows) == 0 {
			return nil, err
		}
		sport, level, err := m.scopeNames(ctx, sc)
		if err != nil {
			return nil, err
		}
		rows := append([]*stats.Standing(nil), ss.rows...)
		stats.SortByRecord(rows)
		out := &PerformanceScope{Sport: sport, Level: level, ScoreUnit: stats.ScoreUnit(sc.Sport), Season: *leagueSeasonOf(sf),
			Totals: stats.SumLeague(rows), Teams: make([]PerformanceTeam, 0, len(rows))}
		for _, s := range rows {
			l := ss.league[s.Team.ID]
			tb := ss.team(s)
			rec := func(r stats.Record) string { return r.StringWith(l.ties, l.otl) }
			out.Teams = append(out.Teams, PerformanceTeam{TeamID: tb.ID, TeamSlug: tb.Slug, TeamName: tb.Name, League: l.season.LeagueAbbrev,
				Games: s.Games(), Wins: s.W, Losses: s.L, Ties: s.T, OTLosses: s.OTL, Record: rec(s.Record), WinPercentage: s.WinPct(),
				PointsFor: s.PointsFor, PointsAgainst: s.PointsAgainst, PointDifferential: s.PointsFor - s.PointsAgainst,
				PointsPerGame: leaguePerGame(s.PointsFor, s.Games()), PointsAllowedPerGame: leaguePerGame(s.PointsAgainst, s.Games()),
				HomeRecord: rec(s.Home), AwayRecord: rec(s.Away), HomeGames: s.Home.Games(), AwayGames: s.Away.Games()})
		}
		return out, nil
	})
}
