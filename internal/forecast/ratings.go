package forecast

import (
	"math"
	"sort"
)

// Ratings read back from a table: each team's rating after every game it
// played (the walk-forward ratings the forecasts came from, averaged over
// the season's systems), its season-end ratings and today's.

// RatingPoint is a team's rating around one of its final games.
type RatingPoint struct {
	Game    int     // index in Table.Games
	Pre     float64 // before the game
	Post    float64 // after it
	Playoff bool
}

// History is a team's final games with its rating before and after each,
// oldest first.
func (t *Table) History(id int64) []RatingPoint {
	var out []RatingPoint
	for i, g := range t.Games {
		if !g.Final || (g.HomeID() != id && g.AwayID() != id) {
			continue
		}
		pre, shift := float64(t.Forecast.Pre[i][0]), float64(t.Forecast.Shift[i])
		if g.AwayID() == id {
			pre, shift = float64(t.Forecast.Pre[i][1]), -shift
		}
		out = append(out, RatingPoint{Game: i, Pre: round(pre, 1), Post: round(pre+shift, 1), Playoff: g.Playoff})
	}
	return out
}

// SeasonRating sums up a team's ratings in one season.
type SeasonRating struct {
	Season int     `json:"season"`
	Games  int     `json:"games"`
	Start  float64 `json:"start"` // before its first game
	End    float64 `json:"end"`   // after its last game (playoffs included)
	High   float64 `json:"high"`
	Low    float64 `json:"low"`
}

// Seasons groups a team's rating history by season, oldest first.
func (t *Table) Seasons(id int64) []SeasonRating { return t.SeasonsOf(t.History(id)) }

// SeasonsOf groups a history (from History) by season, oldest first.
func (t *Table) SeasonsOf(h []RatingPoint) []SeasonRating {
	var out []SeasonRating
	for _, p := range h {
		season := int(t.Games[p.Game].StartYear)
		if n := len(out); n == 0 || out[n-1].Season != season {
			out = append(out, SeasonRating{Season: season, Start: p.Pre, High: p.Pre, Low: p.Pre})
		}
		s := &out[len(out)-1]
		s.Games++
		s.End = p.Post
		s.High, s.Low = math.Max(s.High, p.Post), math.Min(s.Low, p.Post)
	}
	return out
}

// Current is a team's rating after the last final game (the mean over the
// systems predictions use) and whether it has played.
func (t *Table) Current(id int64) (float64, bool) {
	i, ok := t.Index[id]
	if !ok {
		return 0, false
	}
	states := t.Forecast.Ensemble
	if len(states) == 0 && t.Forecast.Latest != nil {
		states = append(states, t.Forecast.Latest)
	}
	var sum float64
	for _, s := range states {
		r, seen := s.RatingOf(i)
		if !seen {
			return 0, false
		}
		sum += r
	}
	if len(states) == 0 {
		return 0, false
	}
	return round(sum/float64(len(states)), 1), true
}

// Ranked is a team's current rating and its place among the teams that
// played in the table's latest season.
type Ranked struct {
	Rating float64 `json:"rating"`
	Rank   int     `json:"rank"`
	Of     int     `json:"of"`
}

// Rank places a team's current rating among the teams of the latest season
// (ok is false when the team did not play in it).
func (t *Table) Rank(id int64) (Ranked, bool) {
	t.rankOnce.Do(t.buildRanking)
	mine, ok := t.Current(id)
	if !ok || !t.rankActive[id] {
		return Ranked{}, false
	}
	r := t.rankSorted
	return Ranked{Rating: mine, Rank: sort.Search(len(r), func(i int) bool { return r[i] <= mine }) + 1, Of: len(r)}, true
}

// buildRanking finds the teams of the latest season with a final game and
// their current ratings, highest first (once per table: a table is never
// changed after Build).
func (t *Table) buildRanking() {
	var last int16
	for i := len(t.Games) - 1; i >= 0; i-- {
		if t.Games[i].Final {
			last = t.Games[i].StartYear
			break
		}
	}
	active := map[int64]bool{}
	for i := len(t.Games) - 1; i >= 0 && t.Games[i].StartYear >= last; i-- {
		if g := t.Games[i]; g.Final && g.StartYear == last {
			active[g.HomeID()], active[g.AwayID()] = true, true
		}
	}
	ratings := make([]float64, 0, len(active))
	for tm := range active {
		if r, ok := t.Current(tm); ok {
			ratings = append(ratings, r)
		}
	}
	sort.Sort(sort.Reverse(sort.Float64Slice(ratings)))
	t.rankActive, t.rankSorted = active, ratings
}
