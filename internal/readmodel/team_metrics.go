package readmodel

import (
	"context"
	"slices"

	"github.com/almanac-sports/almanac/internal/forecast"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// Advanced metrics of a team's season (point differential, Pythagorean
// expectation, strength of schedule, rating) and the season's rankings.

// TeamAdvanced is advanced_metrics: every figure with the numbers it is
// computed from.
type TeamAdvanced struct {
	Team               TeamBrief       `json:"team"`
	Sport              string          `json:"sport"`
	Level              string          `json:"level"`
	Season             int             `json:"season"`
	SeasonSlug         string          `json:"season_slug"`
	ScoreUnit          string          `json:"score_unit"`
	Row                TeamStatRow     `json:"team_stats"`
	PointDifferential  AdvancedDifferential `json:"point_differential"`
	Pythagorean        AdvancedPythagorean  `json:"pythagorean"`
	StrengthOfSchedule AdvancedSchedule     `json:"strength_of_schedule"`
	Rating             *AdvancedRating      `json:"rating"` // null: no forecasts for this sport and level
}

// AdvancedDifferential is points for and against, in total and per game.
type AdvancedDifferential struct {
	PointsFor     int     `json:"points_for"`
	PointsAgainst int     `json:"points_against"`
	Games         int     `json:"games"`
	Total         int     `json:"total"`
	PerGame       float64 `json:"per_game"`
}

// AdvancedPythagorean is the expected win share from points for and against.
type AdvancedPythagorean struct {
	Exponent              float64  `json:"exponent"`
	Formula               string   `json:"formula"`
	ExpectedWinPercentage *float64 `json:"expected_win_percentage"`
	ExpectedWins          *float64 `json:"expected_wins"`
	ActualWins            float64  `json:"actual_wins"` // ties count half
	WinsAboveExpected     *float64 `json:"wins_above_expected"`
}

// AdvancedSchedule is the strength of the regular-season schedule.
type AdvancedSchedule struct {
	Method                string   `json:"method"`
	Opponents             int      `json:"opponents"`
	Games                 int      `json:"games"`
	OpponentWinPercentage *float64 `json:"opponent_win_percentage"`
	OpponentRating        *float64 `json:"opponent_rating"` // mean pre-game rating of the opponents faced
	RatingGames           int      `json:"rating_games"`
}

// AdvancedRating is the team's rating: at the end of the season and now, with
// its rank among the teams of the latest season.
type AdvancedRating struct {
	System    string   `json:"system"`
	SeasonEnd *float64 `json:"season_end"`
	forecast.Ranked
	Current *float64 `json:"current"`
}

const sosMethod = "games-weighted mean of the opponents' win percentage in their other games (RPI rule), and of their pre-game ratings"

// TeamAdvanced computes a team's advanced metrics for a season (0: its
// latest season with games); nil when it has no games that season.
func (m *Model) TeamAdvanced(ctx context.Context, t store.Team, season int) (*TeamAdvanced, error) {
	// Kept per team and season (the schedule's maps and the answer were
	// ~9 KB of garbage an answer); callers must not change it.
	return teamAdvancedKind.Get(ctx, m.memo(ctx), franchiseYear{t.ID, season}, func(ctx context.Context) (*TeamAdvanced, error) {
		return m.teamAdvanced(ctx, t, season)
	})
}

func (m *Model) teamAdvanced(ctx context.Context, t store.Team, season int) (*TeamAdvanced, error) {
	rp, err := m.TeamRow(ctx, t, season)
	if err != nil || rp == nil {
		return nil, err
	}
	row := *rp
	sc := teamScope(t)
	out := TeamAdvanced{Team: TeamBrief{t.ID, t.Slug, t.Name}, Sport: sc.Sport, Level: sc.Level, Season: row.Season, SeasonSlug: row.SeasonSlug,
		ScoreUnit: stats.ScoreUnit(sc.Sport), Row: row,
		PointDifferential: AdvancedDifferential{PointsFor: row.PointsFor, PointsAgainst: row.PointsAgainst, Games: row.GamesPlayed,
			Total: row.PointDifferential, PerGame: stats.RoundTo(float64(row.PointDifferential)/float64(max(row.GamesPlayed, 1)), 2)}}
	x := stats.PythagoreanExponent(sc.Sport, sc.Level)
	py := AdvancedPythagorean{Exponent: x, Formula: "points_for^x / (points_for^x + points_against^x)",
		ActualWins: float64(row.rec.W) + float64(row.rec.T)/2}
	if p, ok := stats.Pythagorean(float64(row.PointsFor), float64(row.PointsAgainst), x); ok {
		e, w := stats.RoundTo(p, 3), stats.RoundTo(p*float64(row.GamesPlayed), 2)
		above := stats.RoundTo(py.ActualWins-p*float64(row.GamesPlayed), 2)
		py.ExpectedWinPercentage, py.ExpectedWins, py.WinsAboveExpected = &e, &w, &above
	}
	out.Pythagorean = py
	ft, err := m.teamForecast(ctx, t)
	if err != nil {
		return nil, err
	}
	if out.StrengthOfSchedule, err = m.schedule(ctx, t, row.Season, ft); err != nil {
		return nil, err
	}
	if ft != nil {
		rt, err := m.ratings(ctx, t, ft)
		if err != nil {
			return nil, err
		}
		r := AdvancedRating{System: ratingSystem}
		for _, s := range rt.seasons {
			if s.Season == row.Season {
				r.SeasonEnd = &s.End
			}
		}
		if rk, ok := ft.Rank(t.ID); ok {
			r.Ranked, r.Current = rk, &rk.Rating
		} else if c, ok := ft.Current(t.ID); ok {
			r.Current = &c
		}
		out.Rating = &r
	}
	return &out, nil
}

// schedule measures the strength of a team's regular-season schedule.
func (m *Model) schedule(ctx context.Context, t store.Team, season int, ft *forecast.Table) (AdvancedSchedule, error) {
	out := AdvancedSchedule{Method: sosMethod}
	splits, err := m.teamSplits(ctx, t.ID)
	if err != nil {
		return out, err
	}
	rows, err := m.seasonStatRows(ctx, season, teamScope(t))
	if err != nil {
		return out, err
	}
	rec := map[int64]stats.Record{}
	for _, r := range rows {
		rec[r.ID] = r.rec
	}
	vs := map[int64]stats.Record{} // the opponent's record against the team
	var order []int64
	for _, s := range splits {
		if s.StartYear != season || s.Postseason || s.Opponent == 0 {
			continue
		}
		if _, ok := vs[s.Opponent]; !ok {
			order = append(order, s.Opponent)
		}
		r := vs[s.Opponent]
		r.W, r.L, r.T = r.W+s.Losses, r.L+s.Wins, r.T+s.Ties
		vs[s.Opponent] = r
	}
	var xs []stats.Weighted
	for _, opp := range order {
		o, ok := rec[opp]
		if !ok {
			continue
		}
		if p, ok := stats.OpponentWinPct(o, vs[opp]); ok {
			xs = append(xs, stats.Weighted{Value: p, Games: vs[opp].Games()})
		}
	}
	out.Opponents = len(xs)
	for _, x := range xs {
		out.Games += x.Games
	}
	if p, ok := stats.WeightedMean(xs); ok {
		p = stats.RoundTo(p, 3)
		out.OpponentWinPercentage = &p
	}
	if ft != nil {
		var sum float64
		rt, err := m.ratings(ctx, t, ft)
		if err != nil {
			return out, err
		}
		for _, p := range rt.history {
			g := ft.Games[p.Game]
			if int(g.StartYear) != season || g.Playoff {
				continue
			}
			opp := ft.Forecast.Pre[p.Game][1]
			if g.AwayID() == t.ID {
				opp = ft.Forecast.Pre[p.Game][0]
			}
			sum += float64(opp)
			out.RatingGames++
		}
		if out.RatingGames > 0 {
			r := stats.RoundTo(sum/float64(out.RatingGames), 2)
			out.OpponentRating = &r
		}
	}
	return out, nil
}

// TeamRankCategories are the rankings' categories; overall is the default.
var TeamRankCategories = []string{"overall", "offense", "defense", "streak"}

// TeamLeader is one team's place in a ranking.
type TeamLeader struct {
	Rank                 int     `json:"rank"`
	ID                   int64   `json:"id"`
	TeamID               string  `json:"team_id"`
	TeamName             string  `json:"team_name"`
	Record               string  `json:"record"`
	WinPercentage        float64 `json:"win_percentage"`
	PointsPerGame        float64 `json:"points_per_game"`
	PointsAllowedPerGame float64 `json:"points_allowed_per_game"`
	Streak               string  `json:"streak"`
	Value                float64 `json:"value"` // the category's figure
}

// TeamRankings are the team rankings (best_record, top_offense,
// top_defense, longest_streak: the current winning streak) plus every team
// ranked in the asked category.
type TeamRankings struct {
	Category      string       `json:"category"`
	Season        *int         `json:"season"`
	BestRecord    *TeamLeader  `json:"best_record"`
	TopOffense    *TeamLeader  `json:"top_offense"`
	TopDefense    *TeamLeader  `json:"top_defense"`
	LongestStreak *TeamLeader  `json:"longest_streak"`
	Rankings      []TeamLeader `json:"rankings"`
}

// TeamRankings ranks a season's teams (season 0: the latest with games),
// once per dataset version for each season and category (one of
// TeamRankCategories: the caller checks).
func (m *Model) TeamRankings(ctx context.Context, sc Scope, season int, category string) (*TeamRankings, error) {
	return teamRankingsKind.Get(ctx, m.memo(ctx), leaderKey{yearScope{season, sc}, category}, func(ctx context.Context) (*TeamRankings, error) { return m.rankTeams(ctx, sc, season, category) })
}

func (m *Model) rankTeams(ctx context.Context, sc Scope, season int, category string) (*TeamRankings, error) {
	rows, err := m.seasonStatRows(ctx, season, sc)
	if err != nil {
		return nil, err
	}
	out := TeamRankings{Category: category, Rankings: []TeamLeader{}}
	var played []TeamStatRow
	for _, r := range rows {
		if r.GamesPlayed > 0 {
			played = append(played, r)
		}
	}
	if len(played) == 0 {
		return &out, nil
	}
	out.Season = &played[0].Season
	by := map[string]func(r TeamStatRow) float64{
		"overall": func(r TeamStatRow) float64 { return r.WinPercentage },
		"offense": func(r TeamStatRow) float64 { return r.PointsPerGame },
		"defense": func(r TeamStatRow) float64 { return -r.PointsAllowedPerGame },
		"streak":  func(r TeamStatRow) float64 { return float64(r.streak) },
	}
	rank := func(cat string) []TeamLeader {
		f := by[cat]
		rs := slices.Clone(played)
		slices.SortStableFunc(rs, func(a, b TeamStatRow) int {
			if fa, fb := f(a), f(b); fa != fb {
				if fa > fb {
					return -1
				}
				return 1
			}
			return a.order - b.order
		})
		ls := make([]TeamLeader, len(rs))
		for i, r := range rs {
			v := f(r)
			if cat == "defense" {
				v = -v
			}
			ls[i] = TeamLeader{Rank: i + 1, ID: r.ID, TeamID: r.TeamID, TeamName: r.TeamName, Record: r.rec.String(), WinPercentage: r.WinPercentage,
				PointsPerGame: r.PointsPerGame, PointsAllowedPerGame: r.PointsAllowedPerGame, Streak: r.Streak, Value: v}
		}
		return ls
	}
	for _, c := range []struct {
		cat string
		dst **TeamLeader
	}{{"overall", &out.BestRecord}, {"offense", &out.TopOffense}, {"defense", &out.TopDefense}, {"streak", &out.LongestStreak}} {
		ls := rank(c.cat)
		if c.cat == "streak" && ls[0].Value <= 0 {
			continue // no team is on a winning streak
		}
		*c.dst = &ls[0]
		if c.cat == category {
			out.Rankings = ls
		}
	}
	if category == "streak" && out.LongestStreak == nil {
		out.Rankings = rank("streak")
	}
	return &out, nil
}
