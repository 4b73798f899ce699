package ncaabsb

// NCAA baseball: the same game under two or more stats.ncaa.org contest ids
// (box scores entered again). Contests on the same date between the same
// teams whose box figures agree in at least 3/4 are one game: measured on
// the 2025-2026 file, re-entries agree in 20-26 of the 26 figures, the
// different games of a doubleheader in at most 12.

import (
	"fmt"
	"sort"
	"strconv"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// ncaaBsbSameContest tells whether two contest ids are one game entered
// twice: at least 3/4 of the box figures of the teams present in both agree.
func ncaaBsbSameContest(a, b *ncaaBsbContest) bool {
	equal, compared := 0, 0
	for _, x := range a.sides {
		for _, y := range b.sides {
			if x.team != y.team {
				continue
			}
			for i := range x.box {
				compared++
				if x.box[i] == y.box[i] {
					equal++
				}
			}
		}
	}
	return compared > 0 && 4*equal >= 3*compared
}

// ncaaBsbPair is a contest's date and unordered pair of team ids.
func ncaaBsbPair(c *ncaaBsbContest) string {
	a, b := c.sides[0].team, c.sides[0].opp
	if b < a {
		a, b = b, a
	}
	return strconv.Itoa(c.season) + "|" + c.date + "|" + a + "|" + b
}

// ncaaBsbDedupe keeps one contest per game: within a date and pair of
// teams, contests are ranked (rows that agree on the score first, then both
// teams' rows, then the lower id) and any contest matching a kept one is
// dropped; a dropped contest giving another score is a disagreement.
func ncaaBsbDedupe(cs []*ncaaBsbContest, gs *ncaaBsbGames) []*ncaaBsbContest {
	type ranked struct {
		c          *ncaaBsbContest
		consistent bool
	}
	groups := map[string][]ranked{}
	var keys []string
	for _, c := range cs {
		_, _, _, ok := ncaaBsbContestScore(c)
		k := ncaaBsbPair(c)
		if groups[k] == nil {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], ranked{c, ok})
	}
	var out []*ncaaBsbContest
	for _, k := range keys {
		g := groups[k]
		sort.SliceStable(g, func(i, j int) bool {
			if g[i].consistent != g[j].consistent {
				return g[i].consistent
			}
			if len(g[i].c.sides) != len(g[j].c.sides) {
				return len(g[i].c.sides) > len(g[j].c.sides)
			}
			return g[i].c.num < g[j].c.num
		})
		var kept []*ncaaBsbContest
	next:
		for _, r := range g {
			for _, k := range kept {
				if ncaaBsbSameContest(k, r.c) {
					gs.duplicates++
					kh, ka, _, _ := ncaaBsbContestScore(k)
					rh, ra, _, _ := ncaaBsbContestScore(r.c)
					if kh != rh || ka != ra {
						gs.disagreements = append(gs.disagreements, dataset.Disagreement{
							Subject: fmt.Sprintf("NCAA baseball %s %s vs %s (contest %s kept, %s set aside)", k.date, k.sides[0].name, k.sides[0].oppName, k.id, r.c.id),
							Field:   "score (as listed)", KeptSource: ncaaBsbGamesFile + " (contest whose two rows agree, else the first)",
							KeptValue: fmt.Sprintf("%d-%d", kh, ka), OtherSource: ncaaBsbGamesFile + " (same game entered again)", OtherValue: fmt.Sprintf("%d-%d", rh, ra)})
					}
					continue next
				}
			}
			kept = append(kept, r.c)
		}
		out = append(out, kept...)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].date != out[j].date {
			return out[i].date < out[j].date
		}
		return out[i].num < out[j].num
	})
	return out
}
