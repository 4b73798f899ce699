package readmodel

import (
	"reflect"
	"testing"

	"github.com/almanac-sports/almanac/internal/odds"
)

// The real series numbered by round of the bracket: a team with a bye
// starts in round 1; the final is left out.
func TestBracketRounds(t *testing.T) {
	type ser struct {
		a, b  int
		first string
		final bool
	}
	for _, tc := range []struct {
		name   string
		series []ser
		want   []odds.Series
	}{
		{"byes (NFL)", []ser{{3, 4, "01-06", false}, {5, 6, "01-07", false}, {1, 6, "01-13", false}, {2, 3, "01-14", false}, {1, 2, "01-21", false}, {1, 9, "02-04", true}},
			[]odds.Series{{A: 3, B: 4}, {A: 5, B: 6}, {A: 1, B: 6, Round: 1}, {A: 2, B: 3, Round: 1}, {A: 1, B: 2, Round: 2}}},
		{"no byes, a round under way", []ser{{1, 8, "04-20", false}, {4, 5, "04-21", false}, {1, 5, "05-01", false}},
			[]odds.Series{{A: 1, B: 8}, {A: 4, B: 5}, {A: 1, B: 5, Round: 1}}},
	} {
		var keys [][2]int
		of := map[[2]int]ser{}
		for _, s := range tc.series {
			k := [2]int{s.a, s.b}
			keys = append(keys, k)
			of[k] = s
		}
		got := bracketRounds(keys, func(k [2]int) (string, bool) { return of[k].first, of[k].final })
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}
