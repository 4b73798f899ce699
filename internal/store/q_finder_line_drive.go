package store

import (
	"context"
	"slices"
	"strconv"
)

// lineDrive is what picks a line question's rows: one indexed bound's
// index (bound), or the scope's games, each game's lines then tested
// (bound nil). Rows is how many lines it reads, counted no further than
// the question needs (-1: not counted).
type lineDrive struct {
	bound *FinderCond
	rows  int
}

// driveLines chooses what picks the lines of q, a question naming no
// player, and counts what that reads against q's budget: sw is the weight
// of a line's figures read (statsWeight). An index's range is read whole
// whatever the scope (an IN list of its lines) and each line it picks is
// fetched apart (weightLine); a scope's lines are walked game by game
// (weightLineOrdered, as a scope ordered by a figure). The cheaper wins: a
// season's lines with a point (17,000 of 53,000, but 130,000 in the index)
// are read game by game, three-goal games (752 in the index) by the index.
// Both are counted on indexes alone, each no further than the cheapest so
// far or the budget.
func (s *Store) driveLines(ctx context.Context, q PlayerGameQuery, sw float64) (lineDrive, error) {
	best, bestCost, bestW := lineDrive{rows: -1}, -1.0, 0.0
	// most is how many rows of weight w are worth counting: past the
	// budget or the cheapest so far, the driver loses (-1: all).
	most := func(w float64) int {
		c := -1.0
		if q.MaxRows > 0 {
			c = float64(q.MaxRows) / w
		}
		if bestCost >= 0 && (c < 0 || bestCost/w < c) {
			c = bestCost / w
		}
		if c < 0 {
			return -1
		}
		return int(c)
	}
	consider := func(d lineDrive, w float64) {
		if cost := float64(d.rows) * w; bestCost < 0 || cost < bestCost {
			best, bestCost, bestW = d, cost, w
		}
	}
	wIndex, wScope := weightLine*sw, weightLineOrdered*sw
	for i, c := range q.Conds {
		if !lineIndexed[c.Stat] {
			continue
		}
		n, err := s.countTo(ctx, " FROM player_game_lines WHERE "+s.jsonStat("stats", c.Stat)+" "+c.op()+" ?", []any{c.Value}, most(wIndex))
		if err != nil {
			return lineDrive{}, err
		}
		consider(lineDrive{bound: &q.Conds[i], rows: n}, wIndex)
	}
	// The scope's seasons without lines are skipped: walking their games
	// found no line to count (every NHL game before 2018).
	sc, lined, err := s.linedScope(ctx, q.FinderScope)
	if err != nil {
		return lineDrive{}, err
	}
	n := 0
	if lined {
		scope := &finderSQL{}
		scope.scope(sc)
		n, err = s.countTo(ctx, " FROM seasons s CROSS JOIN games g CROSS JOIN player_game_lines l"+scope.clause()+" AND g.season_id = s.id AND l.game_id = g.id", scope.args, most(wScope))
		if err != nil {
			return lineDrive{}, err
		}
	}
	consider(lineDrive{rows: n}, wScope)
	if q.MaxRows > 0 && bestCost > float64(q.MaxRows) {
		return lineDrive{}, &FinderBudgetError{Rows: best.rows, Max: max(int(float64(q.MaxRows)/bestW), 1)}
	}
	return best, nil
}

// linedScope is sc from its first season with player game lines on;
// lined is false when none of its seasons has them.
func (s *Store) linedScope(ctx context.Context, sc FinderScope) (_ FinderScope, lined bool, _ error) {
	cov, err := s.GameLineCoverage(ctx, sc.Sport, sc.Level)
	if err != nil {
		return sc, false, err
	}
	for _, c := range cov { // oldest first
		if c.Season >= sc.SeasonMin && (sc.SeasonMax <= 0 || c.Season <= sc.SeasonMax) && (sc.League == "" || c.League == sc.League) {
			sc.SeasonMin = c.Season
			return sc, true, nil
		}
	}
	return sc, false, nil
}

// countTo counts the rows of from (" FROM ... WHERE ...") up to one past
// most (most < 0: all of them).
func (s *Store) countTo(ctx context.Context, from string, args []any, most int) (int, error) {
	q := "SELECT COUNT(*)" + from
	if most >= 0 {
		q = "SELECT COUNT(*) FROM (SELECT 1" + from + " LIMIT " + strconv.Itoa(most+1) + ") AS n"
	}
	return s.finderCount(ctx, s.Rebind(q), args...)
}

// indexedBound reports whether q bounds a figure an index holds.
func indexedBound(q PlayerGameQuery) bool {
	return slices.ContainsFunc(q.Conds, func(c FinderCond) bool { return lineIndexed[c.Stat] })
}
