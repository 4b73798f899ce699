package forecast

import "math"

// SeasonStart are the walk-forward figures a season simulation starts
// from on a date: nothing in them depends on a game played on or after it.
type SeasonStart struct {
	// Ratings by franchise: after the team's last final game before the
	// date; before its first game of the season, the rating that game
	// started from (last season's, reverted to the mean by this season's
	// systems). Elo moves a team's rating only in its own games, so that
	// rating depends on earlier games alone.
	Ratings map[int64]float64
	// HomeEdge is this season's home edge in rating points (fixed when the
	// season's systems were chosen, from earlier seasons).
	HomeEdge float64
	// K is the rating change per unit of surprise the ratings showed over
	// the previous season's final regular-season games (the update size
	// with the margin-of-victory multiplier folded in): the hot
	// simulation's update size.
	K float64
	// PlayoffMult scales the rating gap in playoff games.
	PlayoffMult float64
}

// StartOf works out a season's start figures as of a day (days since
// 1970-01-01) in the season that starts in startYear.
func (t *Table) StartOf(startYear int, day int32) SeasonStart {
	out := SeasonStart{Ratings: map[int64]float64{}, PlayoffMult: Model(t.Sport, t.Level).Base.PlayoffMult}
	post := map[int64]float64{}
	postSeason := map[int64]int16{}
	pre := map[int64]float64{}
	var moved, surprise float64
	edgeFound := false
	y := int16(startYear)
	for i, g := range t.Games {
		if g.StartYear > y {
			break
		}
		if g.StartYear == y-1 && g.Final && !g.Playoff {
			moved += math.Abs(float64(t.Forecast.Shift[i]))
			surprise += math.Abs(t.Result(i) - t.Forecast.Prob[i])
		}
		if g.StartYear == y && !edgeFound && !g.Neutral && !g.Playoff {
			// A season's first game: neither side has rest days counted, so
			// the edge over the rating gap is the home edge alone.
			out.HomeEdge = t.Forecast.Diff[i] - float64(t.Forecast.Pre[i][0]-t.Forecast.Pre[i][1])
			edgeFound = true
		}
		for side, id := range [2]int64{g.HomeID(), g.AwayID()} {
			r, shift := float64(t.Forecast.Pre[i][side]), float64(t.Forecast.Shift[i])
			if side == 1 {
				shift = -shift
			}
			switch {
			case g.Day < day && g.Final:
				post[id], postSeason[id] = r+shift, g.StartYear
			case g.Day >= day && g.StartYear == y:
				if _, ok := pre[id]; !ok {
					pre[id] = r
				}
			}
		}
	}
	for id, r := range post {
		out.Ratings[id] = r
	}
	for id, r := range pre {
		if postSeason[id] != y {
			out.Ratings[id] = r
		}
	}
	if surprise > 0 {
		out.K = moved / surprise
	} else {
		out.K = Model(t.Sport, t.Level).Base.K
	}
	return out
}
