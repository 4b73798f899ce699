package readmodel

// Breakout candidates: the players whose main per-game figure rose most
// from their previous season to the sport's latest season with that figure.

import (
	"context"
	"math"
	"sort"

	"github.com/almanac-sports/almanac/internal/stats"
)

// BreakoutCandidate is one player's season-over-season improvement.
type BreakoutCandidate struct {
	ID                    int      `json:"id"` // player id
	PlayerSlug            string   `json:"player_slug"`
	JerseyNumber          *string  `json:"jersey_number"`
	PlayerName            string   `json:"player_name"`
	TeamName              *string  `json:"team_name"`
	Position              *string  `json:"position"`
	ImprovementPercentage float64  `json:"improvement_percentage"`
	PointsPerGame         float64  `json:"points_per_game"` // the main figure (Breakouts.Metric) this season
	PreviousPerGame       float64  `json:"previous_per_game"`
	Season                int      `json:"season"`
	PreviousSeason        int      `json:"previous_season"`
	GamesPlayed           *float64 `json:"games_played"`
	PreviousGamesPlayed   *float64 `json:"previous_games_played"`
	RowID                 int      `json:"row_id"`
	PreviousRowID         int      `json:"previous_row_id"`
}

// Breakouts is the candidates of a sport and level.
type Breakouts struct {
	Sport    string  `json:"sport"`
	Level    string  `json:"level"`
	Season   int     `json:"season"`
	Metric   string  `json:"metric"`
	MinGames float64 `json:"min_games"` // in each of the two seasons: 40% of that season's most games played
	// MinPrevious: the previous figure must reach the median of the
	// qualified players of that season, so tiny bases do not dominate.
	MinPrevious float64             `json:"min_previous"`
	Count       int                 `json:"count"`
	Results     []BreakoutCandidate `json:"results" openapi:"nonnull"`
}

type seasonPick struct {
	t *statTable
	i int
}

// bestRows picks, per person, the season's row with the main figure and
// the most games; min is 40% of the season's most games played.
func bestRows(t *statTable) (best map[int]seasonPick, min float64) {
	best = map[int]seasonPick{}
	if t == nil {
		return best, 0
	}
	for i := range t.rows {
		r := &t.rows[i]
		if r.MainPerGame == nil {
			continue
		}
		if p, ok := best[t.persons[i]]; !ok || games(r) > games(&p.t.rows[p.i]) {
			best[t.persons[i]] = seasonPick{t, i}
		}
	}
	return best, math.Ceil(t.maxGames * 0.4)
}

// qualified are the best rows with at least the minimum of games.
func qualified(t *statTable) (map[int]seasonPick, float64) {
	best, min := bestRows(t)
	for k, p := range best {
		if games(&p.t.rows[p.i]) < min {
			delete(best, k)
		}
	}
	return best, min
}

// BreakoutCandidates ranks the sport's players by improvement of the main
// per-game figure from their previous season (the one before, or the one
// before that after a season out) to the latest; limit rows at most.
func (m *Model) BreakoutCandidates(ctx context.Context, sc Scope, limit int) (*Breakouts, error) {
	// Every candidate once per dataset version; a request takes the first limit.
	all, err := breakoutsKind.Get(ctx, m.memo(ctx), sc, func(ctx context.Context) (*Breakouts, error) { return m.breakouts(ctx, sc) })
	if err != nil {
		return nil, err
	}
	out := *all
	out.Results = out.Results[:min(limit, len(out.Results))]
	return &out, nil
}

func (m *Model) breakouts(ctx context.Context, sc Scope) (*Breakouts, error) {
	out := &Breakouts{Sport: sc.Sport, Level: sc.Level, Metric: MainMetric[sc.Sport], Results: []BreakoutCandidate{}}
	_, latest, err := m.statYears(ctx, sc)
	if err != nil || latest == 0 {
		return out, err
	}
	out.Season = latest
	var tabs [3]*statTable
	for k := range tabs {
		if tabs[k], err = m.seasonTable(ctx, sc, latest-k); err != nil {
			return nil, err
		}
	}
	cur, minCur := qualified(tabs[0])
	prev1, min1 := bestRows(tabs[1])
	prev2, min2 := bestRows(tabs[2])
	out.MinGames = minCur
	var base []float64
	for _, p := range prev1 {
		if games(&p.t.rows[p.i]) >= min1 {
			base = append(base, *p.t.rows[p.i].MainPerGame)
		}
	}
	out.MinPrevious = stats.RoundTo(stats.Median(base), 2)
	for person, c := range cur {
		// The previous season: the one before, or the one before that
		// after a season out; it must have the minimum of games too.
		p, ok := prev1[person]
		minPrev := min1
		if !ok {
			p, ok, minPrev = prev2[person], prev2[person].t != nil, min2
		}
		if !ok {
			continue
		}
		r, q := &c.t.rows[c.i], &p.t.rows[p.i]
		if games(q) < minPrev || *q.MainPerGame < out.MinPrevious {
			continue
		}
		imp, ok := stats.ImprovementPercent(*q.MainPerGame, *r.MainPerGame)
		if !ok || imp <= 0 {
			continue
		}
		out.Results = append(out.Results, BreakoutCandidate{ID: r.PlayerID, PlayerSlug: r.PlayerSlug, JerseyNumber: r.JerseyNumber,
			PlayerName: r.PlayerName, TeamName: r.TeamName, Position: r.Position, ImprovementPercentage: imp,
			PointsPerGame: *r.MainPerGame, PreviousPerGame: *q.MainPerGame, Season: *r.Season, PreviousSeason: *q.Season,
			GamesPlayed: r.GamesPlayed, PreviousGamesPlayed: q.GamesPlayed, RowID: r.ID, PreviousRowID: q.ID})
	}
	sort.Slice(out.Results, func(i, j int) bool {
		a, b := out.Results[i], out.Results[j]
		if a.ImprovementPercentage != b.ImprovementPercentage {
			return a.ImprovementPercentage > b.ImprovementPercentage
		}
		return a.ID < b.ID
	})
	out.Count = len(out.Results)
	return out, nil
}
