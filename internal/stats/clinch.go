package stats

// Clinch and elimination marks, computed from the games for any date of a
// season with a simple bound that is never wrong, only sometimes late:
//
//   - each team's final standing lies between its floor (it loses every
//     game left) and its ceiling (it wins every game left); the bound
//     ignores that teams left to play each other cannot all win;
//   - a team has clinched a place when, even at its floor, too few teams of
//     its group can reach its floor (at their ceiling) to push it out;
//   - a team is eliminated when, even at its ceiling, enough teams are
//     already above it at their floor to fill every place it could take.
//
// A place is won by being among the top DivisionSpots of the division or
// the WildCards best of the rest: which only depends on the set of teams
// finishing above the team, so the worst (best) case is every team that
// can finish above it doing so (none that need not). Teams level at the
// end of the season are ordered by the standings' tie-breakers (Less).

// Marks, as the leagues print them beside a team's name.
const (
	MarkPlayoffs   = "x"  // clinched a playoff place
	MarkDivision   = "y"  // clinched the division
	MarkConference = "z"  // clinched the best record of its conference (of the league in MLB)
	MarkLeague     = "p"  // clinched the best record of the league (NHL: Presidents' Trophy)
	MarkPlayIn     = "pi" // clinched at least a play-in place
	MarkEliminated = "e"  // eliminated from the playoffs (and the play-in)
)

// finish is a final standing as an exact fraction: standings points (over
// 1) or twice the wins plus ties that count (over twice the games that count).
type finish struct{ n, d int }

func (a finish) cmp(b finish) int {
	l, r := a.n*max(b.d, 1), b.n*max(a.d, 1)
	switch {
	case l > r:
		return 1
	case l < r:
		return -1
	}
	return 0
}

// finishRange is a team's final standing if it lost (lo) or won (hi) every
// game it has left.
func finishRange(s *Standing) (lo, hi finish) {
	r := s.Remaining
	if s.Team.Points {
		p := s.StandingsPoints()
		return finish{p, 1}, finish{p + 2*r, 1}
	}
	w, g := 2*s.W, 2*s.Games()
	if s.Team.TiesIgnored {
		g -= 2 * s.T
	} else {
		w += s.T
	}
	return finish{w, g + 2*r}, finish{w + 2*r, g + 2*r}
}

// above reports whether a (at bound x) finishes above b (at bound y): by
// more, or level with no game left to either and ahead on tie-breakers
// (level with games left: ifLevel, as the tie-breaks are not known yet):
// the standings' order, head-to-head included (the leagues' rules for ties
// of three or more teams and for division ties are not modelled).
func above(a *Standing, x finish, b *Standing, y finish, ifLevel bool) bool {
	switch x.cmp(y) {
	case 1:
		return true
	case 0:
		if a.Remaining != 0 || b.Remaining != 0 {
			return ifLevel
		}
		return Less(a, b)
	}
	return false
}

// qualifies reports whether a team with own teams of its division above it
// and others[i] of each other division of its group above it takes one of
// the top spots (DivisionSpots a division, then wild cards).
func qualifies(own int, others []int, divSpots, wild int) bool {
	if divSpots > 0 && own < divSpots {
		return true
	}
	n := max(0, own-divSpots)
	for _, o := range others {
		n += max(0, o-divSpots)
	}
	return n < wild
}

// Clinch sets Clinch on the rows of one league-season (Remaining set on
// each) for format f. When a team's conference, or division where the
// format keeps places for divisions, is not known, the league gets no marks
// but the league-wide "p".
func Clinch(rows []*Standing, f PlayoffFormat) {
	type bound struct{ lo, hi finish }
	b := make(map[*Standing]bound, len(rows))
	for _, s := range rows {
		lo, hi := finishRange(s)
		b[s] = bound{lo, hi}
		s.Clinch = ""
	}
	groupOf := func(s *Standing) int64 {
		if f.ByConference {
			return s.Team.Conference
		}
		return 0
	}
	// A team whose group is not known could be any group's rival.
	known := true
	for _, s := range rows {
		if (f.ByConference && s.Team.Conference == 0) || (f.DivisionSpots > 0 && s.Team.Division == 0) {
			known = false
		}
	}
	for _, t := range rows {
		// Teams that can finish above t at t's floor (can), and teams above
		// t's ceiling at their floor (sure), by division of t's group.
		can, sure := map[int64]int{}, map[int64]int{}
		canLeague, canGroup := 0, 0
		for _, u := range rows {
			if u == t {
				continue
			}
			c := above(u, b[u].hi, t, b[t].lo, true)
			if c {
				canLeague++
			}
			if groupOf(u) != groupOf(t) {
				continue
			}
			if c {
				canGroup++
				can[u.Team.Division]++
			}
			if above(u, b[u].lo, t, b[t].hi, false) {
				sure[u.Team.Division]++
			}
		}
		var mark string
		if known {
			mark = groupMark(t, f, can, sure, canGroup)
		}
		if f.LeagueBest && canLeague == 0 {
			mark = MarkLeague
		}
		t.Clinch = mark
	}
}

// groupMark is t's mark within its group from the counts of teams that can
// finish above it and that surely will, by division.
func groupMark(t *Standing, f PlayoffFormat, can, sure map[int64]int, canGroup int) string {
	split := func(m map[int64]int) (int, []int) {
		var others []int
		for d, n := range m {
			if d != t.Team.Division {
				others = append(others, n)
			}
		}
		return m[t.Team.Division], others
	}
	cOwn, cOthers := split(can)
	sOwn, sOthers := split(sure)
	playoffs := qualifies(cOwn, cOthers, f.DivisionSpots, f.WildCards)
	division := t.Team.Division != 0 && cOwn == 0
	switch {
	case canGroup == 0:
		return MarkConference
	case division && (playoffs || f.DivisionSpots > 0):
		return MarkDivision
	case playoffs:
		return MarkPlayoffs
	case f.PlayIn > 0 && qualifies(cOwn, cOthers, f.DivisionSpots, f.WildCards+f.PlayIn):
		return MarkPlayIn
	case !qualifies(sOwn, sOthers, f.DivisionSpots, f.WildCards+f.PlayIn):
		return MarkEliminated
	}
	return ""
}
