package readmodel

import (
	"testing"
)

// The games a schedule lacks are spread over each team's league opponents:
// every team gets what it needs (or all but one where the league's total is
// odd), no pair meets much more often than an even spread asks, only teams
// of one league meet, and home and away come out about even.
func TestInventGamesSpread(t *testing.T) {
	thirty := func(n int) []int {
		out := make([]int, 30)
		for i := range out {
			out[i] = n
		}
		return out
	}
	for _, c := range []struct {
		name   string
		need   []int
		league []int64
	}{
		{"a season not begun (NBA: 82 each)", thirty(82), make([]int64, 30)},
		{"two games played", append([]int{81, 81}, thirty(82)[2:]...), make([]int64, 30)},
		{"an odd league", []int{10, 10, 10, 10, 10}, make([]int64, 5)},
		{"two leagues (AL and NL)", []int{20, 20, 20, 20, 20, 20}, []int64{1, 1, 1, 2, 2, 2}},
	} {
		t.Run(c.name, func(t *testing.T) {
			games := inventGames(c.need, c.league)
			got := make([]int, len(c.need))
			home := make([]int, len(c.need))
			pair := map[[2]int]int{}
			for _, g := range games {
				if c.league[g.Home] != c.league[g.Away] || g.Home == g.Away {
					t.Fatalf("game %+v outside one league", g)
				}
				got[g.Home]++
				got[g.Away]++
				home[g.Home]++
				pair[[2]int{min(g.Home, g.Away), max(g.Home, g.Away)}]++
			}
			for i, n := range c.need {
				if got[i] > n || got[i] < n-1 {
					t.Errorf("team %d: %d games, needs %d", i, got[i], n)
				}
				if d := 2*home[i] - got[i]; d > 2 || d < -2 {
					t.Errorf("team %d: %d of %d at home", i, home[i], got[i])
				}
			}
			opponents := map[int64]int{}
			for _, l := range c.league {
				opponents[l]++
			}
			for p, n := range pair {
				even := (c.need[p[0]] + opponents[c.league[p[0]]] - 2) / (opponents[c.league[p[0]]] - 1)
				if n > even+1 {
					t.Errorf("teams %v meet %d times; an even spread is %d", p, n, even)
				}
			}
		})
	}
}
