package readmodel

// League insights: trends and highlights of a scope's
// latest season, each computed from the games, standings and player rows
// with the numbers it is written from.

import (
	"context"
	"fmt"
	"strconv"

	"github.com/almanac-sports/almanac/internal/stats"
)

// Highlight is one notable fact of a season.
type Highlight struct {
	Key      string     `json:"key"`
	Category string     `json:"category"`
	Value    string     `json:"value"`
	Context  string     `json:"context"`
	Number   float64    `json:"number"` // the figure Value shows
	Season   string     `json:"season"`
	Team     *TeamBrief `json:"team"`
	GameID   *int64     `json:"game_id"`
}

// LeagueTrend is a trend with the scope it is about.
type LeagueTrend struct {
	Sport string `json:"sport"`
	Level string `json:"level"`
	stats.Trend
}

// LeagueHighlight is a highlight with the scope it is about.
type LeagueHighlight struct {
	Sport string `json:"sport"`
	Level string `json:"level"`
	Highlight
}

// InsightsScope are one sport and level's insights.
type InsightsScope struct {
	Sport          NameSlug          `json:"sport"`
	Level          NameSlug          `json:"level"`
	Season         *LeagueSeason     `json:"season"`
	PreviousSeason *LeagueSeason     `json:"previous_season"`
	Trends         []LeagueTrend     `json:"trends" openapi:"nonnull"`
	Highlights     []LeagueHighlight `json:"highlights" openapi:"nonnull"`
}

// Insights are the insights of one scope, or on the hub of every scope
// (Trends and Highlights then take each scope's in turn).
type Insights struct {
	Sport      *NameSlug         `json:"sport"`
	Level      *NameSlug         `json:"level"`
	Season     *LeagueSeason     `json:"season"`
	Trends     []LeagueTrend     `json:"trends" openapi:"nonnull"`
	Highlights []LeagueHighlight `json:"highlights" openapi:"nonnull"`
	Sports     []InsightsScope   `json:"sports" openapi:"nonnull"`
}

// LeagueInsights answers for the given scopes (from LeagueScopes).
func (m *Model) LeagueInsights(ctx context.Context, scopes []Scope, hub bool) (*Insights, error) {
	out := &Insights{Trends: []LeagueTrend{}, Highlights: []LeagueHighlight{}, Sports: []InsightsScope{}}
	for _, sc := range scopes {
		in, err := m.insightsScope(ctx, sc)
		if err != nil {
			return nil, err
		}
		if in.Season != nil {
			out.Sports = append(out.Sports, *in)
		}
	}
	if !hub && len(out.Sports) == 1 {
		in := out.Sports[0]
		out.Sport, out.Level, out.Season = &in.Sport, &in.Level, in.Season
	}
	// In turn, each sport's list rotated by its place: the first three span
	// three sports and three kinds of trend and highlight.
	var trends [][]LeagueTrend
	var highlights [][]LeagueHighlight
	for j, in := range out.Sports {
		trends, highlights = append(trends, rotated(in.Trends, j)), append(highlights, rotated(in.Highlights, j))
	}
	out.Trends, out.Highlights = interleave(trends), interleave(highlights)
	return out, nil
}

// rotated is xs from its k-th element (mod its length) on, wrapped around;
// xs itself (shared, read-only like the memo it comes from) when k is a
// whole turn.
func rotated[T any](xs []T, k int) []T {
	if len(xs) == 0 || k%len(xs) == 0 {
		return xs
	}
	k %= len(xs)
	return append(append(make([]T, 0, len(xs)), xs[k:]...), xs[:k]...)
}

// interleave takes the first item of each run, then the second, and so on;
// a single run is returned as it is.
func interleave[T any](runs [][]T) []T {
	if len(runs) == 1 && runs[0] != nil {
		return runs[0]
	}
	n := 0
	for _, r := range runs {
		n += len(r)
	}
	out := make([]T, 0, n)
	for i := 0; ; i++ {
		more := false
		for _, r := range runs {
			if i < len(r) {
				out, more = append(out, r[i]), true
			}
		}
		if !more {
			return out
		}
	}
}

func (m *Model) insightsScope(ctx context.Context, sc Scope) (*InsightsScope, error) {
	return insightsKind.Get(ctx, m.memo(ctx), sc, func(ctx context.Context) (*InsightsScope, error) {
		sport, level, err := m.scopeNames(ctx, sc)
		if err != nil {
			return nil, err
		}
		in := &InsightsScope{Sport: sport, Level: level, Trends: []LeagueTrend{}, Highlights: []LeagueHighlight{}}
		ly, err := m.leagueSeasons(ctx, sc)
		if err != nil {
			return nil, err
		}
		n := len(ly.years)
		if n == 0 {
			return in, nil
		}
		cur := &ly.years[n-1]
		var prev *stats.SeasonFigures
		if n > 1 {
			prev = &ly.years[n-2]
		}
		in.Season, in.PreviousSeason = leagueSeasonOf(cur), leagueSeasonOf(prev)
		ten := ly.at(cur.StartYear - 10)
		for _, mt := range stats.LeagueMetrics(sc.Sport) {
			if t, ok := stats.BuildTrend(mt, *cur, prev, ten); ok {
				in.Trends = append(in.Trends, LeagueTrend{Sport: sc.Sport, Level: sc.Level, Trend: t})
			}
		}
		hs, err := m.highlights(ctx, sc, cur, prev)
		if err != nil {
			return nil, err
		}
		for _, h := range hs {
			in.Highlights = append(in.Highlights, LeagueHighlight{Sport: sc.Sport, Level: sc.Level, Highlight: h})
		}
		return in, nil
	})
}

func (m *Model) highlights(ctx context.Context, sc Scope, cur, prev *stats.SeasonFigures) ([]Highlight, error) {
	var out []Highlight
	label := cur.Label()
	unit := stats.ScoreUnit(sc.Sport)
	ss, err := m.seasonStandings(ctx, cur.StartYear, sc)
	if err != nil {
		return nil, err
	}
	team := func(s *stats.Standing) *TeamBrief { t := ss.team(s); return &t }
	qualified := stats.Qualified(ss.rows)
	if s := stats.BestRecord(qualified); s != nil {
		out = append(out, Highlight{Key: "best_record", Category: "Best record", Value: ss.record(s), Number: s.WinPct(), Season: label, Team: team(s),
			Context: fmt.Sprintf("%s: %s (%s) in the %s regular season", ss.team(s).Name, ss.record(s), pct3(s.WinPct()), label)})
	}
	if prev != nil {
		before, err := m.seasonStandings(ctx, prev.StartYear, sc)
		if err != nil {
			return nil, err
		}
		if imp, ok := stats.BiggestImprovement(stats.Qualified(before.rows), qualified, 1); ok {
			value := "+" + pct3(imp.Gain) + " win pct"
			if imp.After.Games() == imp.Before.Games() {
				value = fmt.Sprintf("+%d wins", imp.After.W-imp.Before.W)
			}
			out = append(out, Highlight{Key: "biggest_improvement", Category: "Biggest improvement", Value: value, Number: imp.Gain, Season: label, Team: team(imp.After),
				Context: fmt.Sprintf("%s: %s (%s) in %s, %s (%s) in %s", ss.team(imp.After).Name, before.record(imp.Before), pct3(imp.Before.WinPct()), prev.Label(),
					ss.record(imp.After), pct3(imp.After.WinPct()), label)})
		}
	}
	if s := stats.LongestCurrentStreak(ss.rows); s != nil {
		what := map[stats.Outcome]string{stats.Win: "won", stats.Loss: "lost"}[s.StreakKind]
		out = append(out, Highlight{Key: "longest_streak", Category: "Longest current streak", Value: s.StreakString(), Number: float64(s.Streak), Season: label, Team: team(s),
			Context: fmt.Sprintf("%s have %s %d regular-season games in a row (last game %s)", ss.team(s).Name, what, s.Streak, s.LastGame)})
	}
	if cur.Games > 0 {
		g := cur.Highest
		id := g.ID
		home, away := m.gameNames(ctx, g.ID)
		out = append(out, Highlight{Key: "highest_scoring_game", Category: "Highest-scoring game", Value: fmt.Sprintf("%d %s", g.Total(), unit),
			Number: float64(g.Total()), Season: label, GameID: &id,
			Context: fmt.Sprintf("%s %d at %s %d on %s; the season's games averaged %s", away, g.AwayScore, home, g.HomeScore, g.Date, avgGame(cur, unit))})
	}
	if h, ok, err := m.newPlayersHighlight(ctx, sc, cur); err != nil {
		return nil, err
	} else if ok {
		out = append(out, h)
	}
	var top *stats.Standing
	for _, s := range qualified {
		if top == nil || leaguePerGame(s.PointsFor, s.Games()) > leaguePerGame(top.PointsFor, top.Games()) {
			top = s
		}
	}
	if top != nil {
		v := leaguePerGame(top.PointsFor, top.Games())
		out = append(out, Highlight{Key: "top_offense", Category: "Top offense", Value: fmt.Sprintf("%.2f %s per game", v, unit), Number: v, Season: label, Team: team(top),
			Context: fmt.Sprintf("%s scored %d %s in %d regular-season games", ss.team(top).Name, top.PointsFor, unit, top.Games())})
	}
	return out, nil
}

func (m *Model) newPlayersHighlight(ctx context.Context, sc Scope, cur *stats.SeasonFigures) (Highlight, bool, error) {
	py, err := m.leaguePlayers(ctx, sc)
	if err != nil {
		return Highlight{}, false, err
	}
	ps := py.playersSeason(cur.StartYear)
	c, ok := py[ps]
	if ps == 0 || !ok {
		return Highlight{}, false, nil
	}
	label := stats.SeasonLabel(ps, ps+cur.EndYear-cur.StartYear)
	text := fmt.Sprintf("%d of the %d players with a stat row or roster entry in %s played their first season", c.first, c.active, label)
	if p, ok := py[py.playersSeason(ps-1)]; ok && ps > 1 {
		text += fmt.Sprintf(" (%d of %d the season before)", p.first, p.active)
	}
	return Highlight{Key: "new_players", Category: "New players", Value: strconv.Itoa(c.first), Number: float64(c.first), Season: label, Context: text}, true, nil
}

// gameNames are a game's home and away names as the index shows them.
func (m *Model) gameNames(ctx context.Context, id int64) (home, away string) {
	ix, err := m.gameIndex(ctx)
	if err != nil {
		return "", ""
	}
	if p, ok := ix.PosOf(int32(id)); ok {
		return ix.TeamNames(p)
	}
	return "", ""
}

func leaguePerGame(total, games int) float64 {
	if games == 0 {
		return 0
	}
	return stats.RoundTo(float64(total)/float64(games), 2)
}

func avgGame(f *stats.SeasonFigures, unit string) string {
	return fmt.Sprintf("%.1f %s", float64(f.Points)/float64(f.Games), unit)
}

// pct3 writes a winning percentage as baseball does: .615, 1.000.
func pct3(v float64) string {
	s := strconv.FormatFloat(v, 'f', 3, 64)
	if len(s) > 1 && s[0] == '0' {
		return s[1:]
	}
	if len(s) > 2 && s[:2] == "-0" {
		return "-" + s[2:]
	}
	return s
}
