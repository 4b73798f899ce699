package odds

import (
	"slices"

	"github.com/almanac-sports/almanac/internal/stats"
)

// Standings order in a simulated season: the record as the standings rank
// it (internal/stats.Less), then the league's tie-breakers among the teams
// still level, as far as a simulated season knows them.

// TieBreaks are a league's ranking rules of an era beyond points or win
// share.
type TieBreaks struct {
	// TiesIgnored: win share is W / (W + L), ties left out (MLB; the NFL
	// before 1972); else a tie is half a win.
	TiesIgnored bool
	// RW, ROW: NHL teams level on points and games rank by regulation wins
	// (from 2019-20), then regulation plus overtime wins (from 2010-11).
	RW, ROW bool
	// Records: after head-to-head, the record inside the division (teams
	// of one division) and then inside the conference (teams of one
	// conference) decide (NFL, NBA, MLB); the NHL goes from head-to-head
	// to goal differential, which a simulated season does not have.
	Records bool
	// DivisionWinner: a division winner ranks above a tied team that did
	// not win its division (NBA: before head-to-head when three or more
	// are tied, after it when two are).
	DivisionWinner bool
}

// tieBreaksFor are the tie-breakers of a league (abbreviation) in the
// season that starts in y. Simplifications, where the real steps need what
// a simulated season does not have: the NFL's common games, strength of
// victory and points, the NBA's records against playoff teams and point
// differential, the NHL's goal differential and MLB's later steps are left
// to a draw of lots; MLB ties for a place before 2022 were settled by an
// extra game, here by these steps; the NFL's wild-card rule that first
// keeps only the best tied team of each division, and its rule that
// head-to-head decides three teams only on a sweep, are not applied
// (head-to-head among all the tied teams decides).
func tieBreaksFor(league string, y int) TieBreaks {
	b := TieBreaks{Records: true}
	switch league {
	case "NFL":
		b.TiesIgnored = stats.TiesIgnoredIn(league, "football", y)
	case "AL", "NL":
		b.TiesIgnored = stats.TiesIgnoredIn(league, "baseball", y)
	case "NBA":
		b.DivisionWinner = true
	case "NHL":
		b.Records = false
		b.RW, b.ROW = stats.NHLTieBreaks(league, y)
	}
	return b
}

// cmpRecord orders two teams by their records alone, the standings' order:
// standings points, fewer games and the era's regulation wins where teams
// rank by points; win share; more wins; fewer losses. 0: level.
func (s *sim) cmpRecord(a, b int) int {
	br := &s.in.Format.Breaks
	if s.in.Points {
		if pa, pb := 2*s.w[a]+s.t[a]+s.otl[a], 2*s.w[b]+s.t[b]+s.otl[b]; pa != pb {
			return pb - pa
		}
		if ga, gb := s.games(a), s.games(b); ga != gb {
			return ga - gb
		}
		if br.RW && s.rw[a] != s.rw[b] {
			return s.rw[b] - s.rw[a]
		}
		if br.ROW && s.row[a] != s.row[b] {
			return s.row[b] - s.row[a]
		}
	}
	// Cross-multiplied win shares: exact, no rounding.
	var x, y int
	if br.TiesIgnored {
		x, y = s.w[a]*(s.w[b]+s.l[b]+s.otl[b]), s.w[b]*(s.w[a]+s.l[a]+s.otl[a])
	} else {
		x, y = (2*s.w[a]+s.t[a])*s.games(b), (2*s.w[b]+s.t[b])*s.games(a)
	}
	if x != y {
		return y - x
	}
	if s.w[a] != s.w[b] {
		return s.w[b] - s.w[a]
	}
	return (s.l[a] + s.otl[a]) - (s.l[b] + s.otl[b])
}

func (s *sim) games(i int) int { return s.w[i] + s.l[i] + s.t[i] + s.otl[i] }

// better reports whether team a ranks above b.
func (s *sim) better(a, b int) bool {
	if c := s.cmpRecord(a, b); c != 0 {
		return c < 0
	}
	s.tb1 = append(s.tb1[:0], a, b)
	return s.first(s.tb1) == a
}

// rank sorts teams into standings order: by record, then each group level
// on record by the tie-breakers, the first place decided, then the next
// among the rest, each time from the first step (as the leagues do).
func (s *sim) rank(teams []int) {
	slices.SortFunc(teams, s.cmpRecord)
	for i := 0; i < len(teams); {
		j := i + 1
		for j < len(teams) && s.cmpRecord(teams[i], teams[j]) == 0 {
			j++
		}
		for k := i; k < j-1; k++ {
			s.tb1 = append(s.tb1[:0], teams[k:j]...)
			top := s.first(s.tb1)
			m := slices.Index(teams[k:j], top)
			teams[k], teams[k+m] = teams[k+m], teams[k]
		}
		i = j
	}
}

// first is the team the tie-breakers rank first among tied (teams level
// on record; tied is used as scratch). Each step keeps the teams best on
// it; once a step leaves fewer teams, the steps start again among them.
// The last step is this run's lot.
func (s *sim) first(tied []int) int {
	br := &s.in.Format.Breaks
steps:
	for len(tied) > 1 {
		var order [4]byte
		steps := order[:0]
		if br.DivisionWinner && len(tied) > 2 {
			steps = append(steps, 'w')
		}
		steps = append(steps, 'h')
		if br.DivisionWinner && len(tied) == 2 {
			steps = append(steps, 'w')
		}
		if br.Records {
			steps = append(steps, 'd', 'c')
		}
		for _, step := range steps {
			if kept := s.keepBest(tied, step); len(kept) < len(tied) {
				tied = kept
				continue steps
			}
		}
		break
	}
	best := tied[0]
	for _, t := range tied[1:] {
		if s.tie[t] > s.tie[best] {
			best = t
		}
	}
	return best
}

// keepBest is the teams of tied best on one step (all of them when the
// step does not apply or does not separate them): 'h' the share of
// standings points in the games among the tied teams, 'd' in division
// games when all are of one division, 'c' in conference games when all
// are of one conference, 'w' division winners first.
func (s *sim) keepBest(tied []int, step byte) []int {
	var mates func(t int) []int
	switch step {
	case 'h':
		mates = func(int) []int { return tied }
	case 'd':
		for _, t := range tied {
			if s.divOf[t] < 0 || s.divOf[t] != s.divOf[tied[0]] {
				return tied
			}
		}
		mates = func(t int) []int { return s.divs[s.divOf[t]] }
	case 'c':
		for _, t := range tied {
			if s.confOf[t] != s.confOf[tied[0]] {
				return tied
			}
		}
		mates = func(t int) []int { return s.confs[s.confOf[t]] }
	}
	// Each team's share as points over games (2 points a game).
	type share struct{ pts, games int32 }
	var buf [40]share
	shares := buf[:0]
	for _, t := range tied {
		var sh share
		if step == 'w' {
			sh = share{0, 1}
			if s.divisionWon[t] {
				sh.pts = 1
			}
		} else {
			for _, m := range mates(t) {
				if m != t {
					sh.pts += s.vs[t*s.n+m]
					sh.games += 2 * s.vsGames[t*s.n+m]
				}
			}
			if sh.games == 0 {
				return tied // a team without such games: the step does not apply
			}
		}
		shares = append(shares, sh)
	}
	best := shares[0]
	for _, sh := range shares[1:] {
		if int64(sh.pts)*int64(best.games) > int64(best.pts)*int64(sh.games) {
			best = sh
		}
	}
	out := s.tb2[:0] // scratch that is not tied's
	if cap(s.tb2) > 0 && &tied[0] == &s.tb2[:1][0] {
		out = s.tb1[:0]
	}
	for k, t := range tied {
		if int64(shares[k].pts)*int64(best.games) == int64(best.pts)*int64(shares[k].games) {
			out = append(out, t)
		}
	}
	return out
}
