package readmodel

// The analytics dashboard: a scope's latest season with
// games against the season before, and on the hub every sport and level.

import (
	"context"
	"fmt"
	"strconv"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
)

// DashboardFigures are the dashboard's figures for one season.
type DashboardFigures struct {
	Season             *LeagueSeason `json:"season"` // null on the hub (each sport has its own)
	TotalGames         int           `json:"total_games"`
	RegularSeasonGames int           `json:"regular_season_games"`
	PostseasonGames    int           `json:"postseason_games"`
	// AverageScore is points (runs, goals) per team per game; null on the
	// hub, where sports do not add up.
	AverageScore         *float64   `json:"average_score"`
	TopTeam              *string    `json:"top_team"`
	TopTeamRecord        *string    `json:"top_team_record"`
	TopTeamWinPercentage *float64   `json:"top_team_win_percentage"`
	TopTeamDetail        *TeamBrief `json:"top_team_detail"`
	// Players with a stat row or roster entry in PlayersSeason, and those
	// for whom it was the first; the player data can end before the games.
	ActivePlayers      *int    `json:"active_players"`
	NewPlayers         *int    `json:"new_players"`
	PlayersSeason      *int    `json:"players_season"`
	PlayersSeasonLabel *string `json:"players_season_label"`
	// GamesToSameDate (the previous season's figures, when the latest
	// season is in progress): its final games up to the same date one year
	// before the latest season's last game, the fair comparison for
	// total_games.
	GamesToSameDate *int    `json:"games_to_same_date"`
	SameDate        *string `json:"same_date"`
}

// DashboardChange is each figure's change from the previous season, in
// percent (null when there is nothing to compare).
type DashboardChange struct {
	TotalGames *float64 `json:"total_games"`
	// TotalGamesToDate: against the previous season's games to the same
	// date (in-progress seasons only).
	TotalGamesToDate *float64 `json:"total_games_to_date"`
	AverageScore     *float64 `json:"average_score"`
	ActivePlayers    *float64 `json:"active_players"`
	NewPlayers       *float64 `json:"new_players"`
}

// DashboardScope is one sport and level's dashboard.
type DashboardScope struct {
	Sport     NameSlug `json:"sport"`
	Level     NameSlug `json:"level"`
	ScoreUnit string   `json:"score_unit"`
	DashboardFigures
	Previous      *DashboardFigures `json:"previous"`
	ChangePercent DashboardChange   `json:"change_percent"`
	Notes         []string          `json:"notes" openapi:"nonnull"`
}

// Dashboard is the dashboard of one scope, or (Sport null) the hub's
// sums over every scope with its per-sport breakdown in Sports.
type Dashboard struct {
	Sport *NameSlug `json:"sport"`
	Level *NameSlug `json:"level"`
	DashboardFigures
	Previous      *DashboardFigures `json:"previous"`
	ChangePercent DashboardChange   `json:"change_percent"`
	Sports        []DashboardScope  `json:"sports" openapi:"nonnull"`
}

// Dashboard answers for the given scopes (from LeagueScopes): the single
// scope's figures at the top, or the hub's sums when there are several.
func (m *Model) Dashboard(ctx context.Context, scopes []Scope, hub bool) (*Dashboard, error) {
	out := &Dashboard{Sports: []DashboardScope{}}
	for _, sc := range scopes {
		d, err := m.dashboardScope(ctx, sc)
		if err != nil {
			return nil, err
		}
		if d.Season != nil {
			out.Sports = append(out.Sports, *d)
		}
	}
	if !hub && len(out.Sports) == 1 {
		d := out.Sports[0]
		out.Sport, out.Level = &d.Sport, &d.Level
		out.DashboardFigures, out.Previous, out.ChangePercent = d.DashboardFigures, d.Previous, d.ChangePercent
		return out, nil
	}
	// The hub: sums of each scope's latest season (and of the seasons before).
	var cur, prev DashboardFigures
	var best *DashboardScope
	hasPrev := false
	for i := range out.Sports {
		d := &out.Sports[i]
		addFigures(&cur, &d.DashboardFigures)
		if d.Previous != nil {
			addFigures(&prev, d.Previous)
			hasPrev = true
		}
		if d.TopTeamWinPercentage != nil && (best == nil || *d.TopTeamWinPercentage > *best.TopTeamWinPercentage) {
			best = d
		}
	}
	if best != nil {
		scope := best.Sport.Name
		if best.Level.Slug != "professional" {
			scope = best.Level.Name + " " + scope
		}
		name := fmt.Sprintf("%s (%s %s)", *best.TopTeam, scope, best.Season.Label)
		cur.TopTeam, cur.TopTeamRecord, cur.TopTeamWinPercentage, cur.TopTeamDetail = &name, best.TopTeamRecord, best.TopTeamWinPercentage, best.TopTeamDetail
	}
	out.DashboardFigures = cur
	if hasPrev {
		out.Previous = &prev
		out.ChangePercent = changeOf(&cur, &prev)
	}
	return out, nil
}

func addFigures(sum, f *DashboardFigures) {
	sum.TotalGames += f.TotalGames
	sum.RegularSeasonGames += f.RegularSeasonGames
	sum.PostseasonGames += f.PostseasonGames
	for _, p := range [][2]**int{{&sum.ActivePlayers, &f.ActivePlayers}, {&sum.NewPlayers, &f.NewPlayers}} {
		if *p[1] != nil {
			*p[0] = new(**p[1] + rmbase.DerefInt(*p[0]))
		}
	}
}

func (m *Model) dashboardScope(ctx context.Context, sc Scope) (*DashboardScope, error) {
	return dashboardKind.Get(ctx, m.memo(ctx), sc, func(ctx context.Context) (*DashboardScope, error) {
		ly, err := m.leagueSeasons(ctx, sc)
		if err != nil {
			return nil, err
		}
		py, err := m.leaguePlayers(ctx, sc)
		if err != nil {
			return nil, err
		}
		sport, level, err := m.scopeNames(ctx, sc)
		if err != nil {
			return nil, err
		}
		d := &DashboardScope{Sport: sport, Level: level, ScoreUnit: stats.ScoreUnit(sc.Sport), Notes: []string{}}
		n := len(ly.years)
		if n == 0 {
			return d, nil
		}
		cur := &ly.years[n-1]
		ps := py.playersSeason(cur.StartYear)
		f, err := m.dashboardFigures(ctx, sc, cur, py, ps)
		if err != nil {
			return nil, err
		}
		d.DashboardFigures = *f
		if !cur.Championship {
			d.Notes = append(d.Notes, fmt.Sprintf("The %s season is in progress in the data (games to %s): totals are to date.", cur.Label(), cur.Last))
		}
		if ps == 0 {
			d.Notes = append(d.Notes, "No player data for this sport and level.")
		} else if ps != cur.StartYear {
			d.Notes = append(d.Notes, fmt.Sprintf("Player figures are for %s, the latest season with player data.", *f.PlayersSeasonLabel))
		}
		if n > 1 {
			prev := &ly.years[n-2]
			p, err := m.dashboardFigures(ctx, sc, prev, py, py.playersSeason(min(prev.StartYear, ps-1)))
			if err != nil {
				return nil, err
			}
			if y, err := strconv.Atoi(cur.Last[:min(4, len(cur.Last))]); err == nil && !cur.Championship {
				same := strconv.Itoa(y-(cur.StartYear-prev.StartYear)) + cur.Last[4:]
				n, err := m.gamesTo(ctx, sc, prev.StartYear, same)
				if err != nil {
					return nil, err
				}
				p.GamesToSameDate, p.SameDate = &n, &same
			}
			d.Previous = p
			d.ChangePercent = changeOf(f, p)
		}
		return d, nil
	})
}

func (m *Model) dashboardFigures(ctx context.Context, sc Scope, sf *stats.SeasonFigures, py playerYears, playersYear int) (*DashboardFigures, error) {
	f := &DashboardFigures{Season: leagueSeasonOf(sf), TotalGames: sf.Games, RegularSeasonGames: sf.Games - sf.Postseason, PostseasonGames: sf.Postseason}
	if v, ok := sf.AverageScore(); ok {
		f.AverageScore = &v
	}
	ss, err := m.seasonStandings(ctx, sf.StartYear, sc)
	if err != nil {
		return nil, err
	}
	if top := stats.BestRecord(stats.Qualified(ss.rows)); top != nil {
		tb, rec, pct := ss.team(top), ss.record(top), top.WinPct()
		f.TopTeam, f.TopTeamRecord, f.TopTeamWinPercentage, f.TopTeamDetail = &tb.Name, &rec, &pct, &tb
	}
	if c, ok := py[playersYear]; ok && playersYear > 0 {
		label := stats.SeasonLabel(playersYear, playersYear+sf.EndYear-sf.StartYear)
		f.ActivePlayers, f.NewPlayers, f.PlayersSeason, f.PlayersSeasonLabel = &c.active, &c.first, &playersYear, &label
	}
	return f, nil
}

func changeOf(cur, prev *DashboardFigures) DashboardChange {
	pct := func(a, b float64) *float64 {
		if v, ok := stats.PercentChange(a, b); ok {
			return &v
		}
		return nil
	}
	ints := func(a, b *int) *float64 {
		if a == nil || b == nil {
			return nil
		}
		return pct(float64(*a), float64(*b))
	}
	c := DashboardChange{TotalGames: pct(float64(cur.TotalGames), float64(prev.TotalGames)),
		ActivePlayers: ints(cur.ActivePlayers, prev.ActivePlayers), NewPlayers: ints(cur.NewPlayers, prev.NewPlayers)}
	if prev.GamesToSameDate != nil {
		c.TotalGamesToDate = pct(float64(cur.TotalGames), float64(*prev.GamesToSameDate))
	}
	if cur.AverageScore != nil && prev.AverageScore != nil {
		c.AverageScore = pct(*cur.AverageScore, *prev.AverageScore)
	}
	return c
}
