package readmodel

import "math"

// LineScore is a game's score line: points by period where a source has
// them, each side's total, and for baseball hits, errors and the innings
// played where the box score holds them.
type LineScore struct {
	// Periods labels the by-period columns ("1" … "9", "10"; "OT");
	// empty when no source has the score by period.
	Periods []string `json:"periods" openapi:"nonnull"`
	Away    LineSide `json:"away"`
	Home    LineSide `json:"home"`
	// Innings is the number of innings played (baseball), from the outs the
	// home side's pitchers recorded; null when the source lacks them.
	Innings *int   `json:"innings"`
	Source  string `json:"source"`
	// SourceName is the source's publishers (SourceName), as pages name it.
	SourceName string `json:"source_name"`
	// Note says what the line lacks ("runs by inning are not in the data").
	Note *string `json:"note"`
}

// LineSide is one side of a line score.
type LineSide struct {
	ByPeriod []int64 `json:"by_period" openapi:"nonnull"`
	Total    int64   `json:"total"`
	Hits     *int64  `json:"hits"`
	Errors   *int64  `json:"errors"`
}

// noInningsNote is the line a baseball line score carries: no source of
// the dataset gives runs by inning (the Retrosheet team table holds game
// totals only).
const noInningsNote = "Runs by inning are not in the data: only the game's runs, hits and errors."

// baseballLineScore builds the R-H-E line of a baseball game from its box
// score's team totals; nil unless both sides have runs, hits and errors and
// the runs agree with the game's score (the line never contradicts the
// header).
func baseballLineScore(g *GameDetail) *LineScore {
	box := g.BoxScore
	if box == nil || g.SportSlug != "baseball" || g.HomeScore == nil || g.AwayScore == nil {
		return nil
	}
	sides := map[string]map[string]float64{}
	for _, t := range box.Teams {
		m := map[string]float64{}
		for _, s := range t.Stats {
			m[s.Name()] = s.Value
		}
		sides[t.Side] = m
	}
	side := func(name string, score int64) (LineSide, bool) {
		m, ok := sides[name]
		if !ok {
			return LineSide{}, false
		}
		r, okR := m["runs"]
		h, okH := m["hits"]
		e, okE := m["errors"]
		if !okR || !okH || !okE || int64(r) != score {
			return LineSide{}, false
		}
		return LineSide{ByPeriod: []int64{}, Total: score, Hits: new(int64(h)), Errors: new(int64(e))}, true
	}
	away, okA := side("away", *g.AwayScore)
	home, okH := side("home", *g.HomeScore)
	if !okA || !okH {
		return nil
	}
	out := &LineScore{Periods: []string{}, Away: away, Home: home, Source: box.Source, SourceName: box.SourceName, Note: new(noInningsNote)}
	// The home pitchers' outs are the visitors' outs at bat: the visitors
	// bat every inning (a walk-off ends the home half only), so a game of n
	// innings gives them 3n outs, or fewer when it was called mid-inning.
	if outs, ok := sides["home"]["outs_pitched"]; ok && outs > 0 {
		out.Innings = new(int(math.Ceil(outs / 3)))
	}
	return out
}
