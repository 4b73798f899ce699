package readmodel

// League-level figures of a sport and level, season by season, from the
// game index, the computed standings and the player snapshot: what the
// analytics dashboard, the league insights and the league reports are
// made of. Each is kept per dataset version and scope.

import (
	"context"
	"sort"

	"github.com/almanac-sports/almanac/internal/readmodel/gameindex"
	"github.com/almanac-sports/almanac/internal/stats"
)

// leagueYears are a scope's season figures, by start year ascending.
type leagueYears struct {
	years []stats.SeasonFigures
}

// at is the season starting in year, nil when it has no final games.
func (l *leagueYears) at(year int) *stats.SeasonFigures {
	i := sort.Search(len(l.years), func(i int) bool { return l.years[i].StartYear >= year })
	if i < len(l.years) && l.years[i].StartYear == year {
		return &l.years[i]
	}
	return nil
}

// latest is the last season with final games, nil for none.
func (l *leagueYears) latest() *stats.SeasonFigures {
	if len(l.years) == 0 {
		return nil
	}
	return &l.years[len(l.years)-1]
}

// leagueSeasons sums every final game of the scope (sport and level both
// set, validated slugs) per season start year, in one pass over the index.
func (m *Model) leagueSeasons(ctx context.Context, sc Scope) (*leagueYears, error) {
	return leagueYearsKind.Get(ctx, m.memo(ctx), sc, func(ctx context.Context) (*leagueYears, error) {
		ix, err := m.gameIndex(ctx)
		if err != nil {
			return nil, err
		}
		out := &leagueYears{}
		key, final, ok := scopeFinal(ix, sc)
		if !ok {
			return out, nil
		}
		regular, _ := gameindex.Code(ix.Types, "regular")
		champ, hasChamp := gameindex.Code(ix.Types, "championship")
		margin := stats.CloseMargin(sc.Sport)
		byYear := map[int]*stats.SeasonFigures{}
		for _, p := range ix.ByScope[key] {
			g := &ix.Games[p]
			if g.Status != final || g.HS < 0 || g.AS < 0 {
				continue
			}
			se, ok := ix.Dims.Seasons[int64(g.Season)]
			if !ok {
				continue
			}
			f := byYear[se.StartYear]
			if f == nil {
				f = &stats.SeasonFigures{StartYear: se.StartYear, EndYear: se.EndYear}
				byYear[se.StartYear] = f
			}
			f.Add(stats.LeagueGame{ID: int64(g.ID), Date: gameindex.DateText(g.Date), Home: int64(g.Home), Away: int64(g.Away),
				HomeScore: int(g.HS), AwayScore: int(g.AS), Neutral: ix.Neutral(p), Overtime: g.OT, Postseason: g.GType != regular}, margin)
			if hasChamp && g.GType == champ {
				f.Championship = true
			}
		}
		for _, f := range byYear {
			out.years = append(out.years, *f)
		}
		sort.Slice(out.years, func(i, j int) bool { return out.years[i].StartYear < out.years[j].StartYear })
		return out, nil
	})
}

// scopeFinal is the index's key of a scope (sport and level both set) and
// its code of the final status; false when the index has none.
func scopeFinal(ix *gameindex.Index, sc Scope) (key [2]uint8, final uint8, ok bool) {
	sp, ok1 := ix.Sports[sc.Sport]
	lv, ok2 := ix.Levels[sc.Level]
	final, ok3 := gameindex.Code(ix.Statuses, "final")
	return [2]uint8{sp, lv}, final, ok1 && ok2 && ok3
}

// gamesTo counts the scope's final games with both scores in the season
// starting in year dated on or before date (YYYY-MM-DD).
func (m *Model) gamesTo(ctx context.Context, sc Scope, year int, date string) (int, error) {
	ix, err := m.gameIndex(ctx)
	if err != nil {
		return 0, err
	}
	key, final, ok := scopeFinal(ix, sc)
	if !ok {
		return 0, nil
	}
	to := gameindex.DateInt(date)
	n := 0
	for _, p := range ix.ByScope[key] {
		g := &ix.Games[p]
		if g.Date > to {
			break
		}
		if g.Status == final && g.HS >= 0 && g.AS >= 0 && ix.Dims.Seasons[int64(g.Season)].StartYear == year {
			n++
		}
	}
	return n, nil
}

// leagueSportOrder orders scopes as the sites do.
var leagueSportOrder = map[string]int{"football": 0, "basketball": 1, "baseball": 2, "hockey": 3}

// LeagueScopes are the sports and levels with games, within f (a sport or
// level left empty matches all), professional first.
func (m *Model) LeagueScopes(ctx context.Context, f Scope) ([]Scope, error) {
	ix, err := m.gameIndex(ctx)
	if err != nil {
		return nil, err
	}
	var out []Scope
	for k := range ix.ByScope {
		sc := Scope{Sport: ix.Dims.Sports[int64(k[0])].Slug, Level: ix.Dims.Levels[int64(k[1])].Slug}
		if (f.Sport == "" || f.Sport == sc.Sport) && (f.Level == "" || f.Level == sc.Level) {
			out = append(out, sc)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if a, b := out[i].Level == "professional", out[j].Level == "professional"; a != b {
			return a
		}
		if out[i].Level != out[j].Level {
			return out[i].Level < out[j].Level
		}
		return leagueSportOrder[out[i].Sport] < leagueSportOrder[out[j].Sport]
	})
	return out, nil
}

// scopeNames are the scope's sport and level names.
func (m *Model) scopeNames(ctx context.Context, sc Scope) (sport, level NameSlug, err error) {
	ix, err := m.gameIndex(ctx)
	if err != nil {
		return sport, level, err
	}
	sport, level = NameSlug{Slug: sc.Sport}, NameSlug{Slug: sc.Level}
	if id, ok := ix.Sports[sc.Sport]; ok {
		sport.Name = ix.Dims.Sports[int64(id)].Name
	}
	if id, ok := ix.Levels[sc.Level]; ok {
		level.Name = ix.Dims.Levels[int64(id)].Name
	}
	return sport, level, nil
}

// playerYears counts the scope's players per season start year: those with
// a stat row or roster entry that season, and those for whom it was the first.
type playerYears map[int]struct{ active, first int }

func (m *Model) leaguePlayers(ctx context.Context, sc Scope) (playerYears, error) {
	return leaguePlayersKind.Get(ctx, m.memo(ctx), sc, func(ctx context.Context) (playerYears, error) {
		snap, _, err := m.playerSnapshot(ctx)
		if err != nil {
			return nil, err
		}
		out := playerYears{}
		for _, p := range snap.Scoped[sc] {
			for i, y := range snap.List[p].Years {
				c := out[int(y)]
				c.active++
				if i == 0 {
					c.first++
				}
				out[int(y)] = c
			}
		}
		return out, nil
	})
}

// playersSeason is the season whose player figures go with the games of
// year: that one, or the latest before it when the player data lags the
// games (0: none).
func (p playerYears) playersSeason(year int) int {
	best := 0
	for y := range p {
		if y <= year && y > best {
			best = y
		}
	}
	return best
}

// seasonStandings are every standings row of the scope's season (all its
// leagues) and the league each team is ranked in.
type seasonStandings struct {
	rows   []*stats.Standing
	league map[int64]*standingsLeague
}

func (m *Model) seasonStandings(ctx context.Context, year int, sc Scope) (seasonStandings, error) {
	out := seasonStandings{league: map[int64]*standingsLeague{}}
	t, err := m.standingsFor(ctx, year, sc)
	if err != nil {
		return out, err
	}
	for _, l := range t.leagues {
		for _, s := range l.rows {
			out.rows = append(out.rows, s)
			out.league[s.Team.ID] = l
		}
	}
	return out, nil
}

// team names a row's team as of its season.
func (ss seasonStandings) team(s *stats.Standing) TeamBrief {
	tm := ss.league[s.Team.ID].teams[s.Team.ID]
	return TeamBrief{ID: tm.FranchiseID, Slug: tm.Slug, Name: tm.Name}
}

// record is a row's record as its league's table shows it.
func (ss seasonStandings) record(s *stats.Standing) string {
	l := ss.league[s.Team.ID]
	return s.Record.StringWith(l.ties, l.otl)
}

// LeagueSeason names the season a figure covers.
type LeagueSeason struct {
	StartYear int    `json:"start_year"`
	EndYear   int    `json:"end_year"`
	Label     string `json:"label"`
	// Complete: the season's championship game is in the data.
	Complete     bool   `json:"complete"`
	FirstGame    string `json:"first_game"`
	GamesThrough string `json:"games_through"`
}

func leagueSeasonOf(f *stats.SeasonFigures) *LeagueSeason {
	if f == nil {
		return nil
	}
	return &LeagueSeason{StartYear: f.StartYear, EndYear: f.EndYear, Label: f.Label(), Complete: f.Championship, FirstGame: f.First, GamesThrough: f.Last}
}
