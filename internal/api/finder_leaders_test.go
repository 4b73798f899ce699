package api_test

import (
	"slices"
	"strconv"
	"testing"

	"github.com/almanac-sports/almanac/internal/api/apitest"
)

// rawHits are the ten most hits in a career and in a season line of the
// raw batting table to lastYear (a career every stint of every season
// summed; a line one player, season and stint, as the finder's rows).
func rawHits(t *testing.T, lastYear int) (careers, lines []float64) {
	head, rows := readGz(t, "baseball/Batting.csv.gz")
	pi, yi, hi := col(t, head, "playerID"), col(t, head, "yearID"), col(t, head, "H")
	sum := map[string]int{}
	for _, r := range rows {
		y, _ := strconv.Atoi(r[yi])
		h, _ := strconv.Atoi(r[hi])
		if y <= lastYear {
			sum[r[pi]] += h
			lines = append(lines, float64(h))
		}
	}
	for _, v := range sum {
		careers = append(careers, float64(v))
	}
	top := func(xs []float64) []float64 {
		slices.Sort(xs)
		slices.Reverse(xs)
		return xs[:10]
	}
	return top(careers), top(lines)
}

// Leader lists (ordered down an indexed figure, nothing but a scope) are
// read from the head of their ordering: they must give the raw table's
// leaders, on every page the same rows as the whole ordering, and the
// count of every career or line.
func TestFinderLeaders(t *testing.T) {
	careers, lines := rawHits(t, 2024)
	hits := func(t *testing.T, b map[string]any) []float64 {
		var out []float64
		for _, r := range apitest.Results(t, b) {
			out = append(out, r["values"].(map[string]any)["hits"].(float64))
		}
		return out
	}
	counts := map[string]float64{}
	// sameCount checks that an answer's count is the leader list's of the
	// finder, and at least least: every row's, not the head's.
	sameCount := func(finder string, least float64) func(*testing.T, map[string]any) {
		return func(t *testing.T, b map[string]any) {
			if n := num(t, b["count"]); n != counts[finder] || n < least {
				t.Errorf("count %v, the leaders' %v", n, counts[finder])
			}
		}
	}
	var firstTen []float64
	apitest.Run(t, patientFinders(), []apitest.Scenario{
		{Name: "career hits", URL: fBase + "player-careers/?sport__slug=baseball&season__lte=2024&ordering=-hits&page_size=10", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				if got := hits(t, b); !slices.Equal(got, careers) {
					t.Errorf("career hits %v, the batting table's %v", got, careers)
				}
				if r := apitest.Results(t, b)[0]; r["player_slug"] != "pete-rose" {
					t.Errorf("leader %v", r["player_slug"])
				}
				counts["careers"] = num(t, b["count"])
			}},
		// Ascending, the whole ordering is read: the same count.
		{Name: "career hits, fewest first", URL: fBase + "player-careers/?sport__slug=baseball&season__lte=2024&ordering=hits&page_size=1", Status: 200,
			Check: sameCount("careers", 20000)},
		{Name: "season hits", URL: fBase + "player-seasons/?sport__slug=baseball&season__lte=2024&ordering=-hits&page_size=10", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				if got := hits(t, b); !slices.Equal(got, lines) {
					t.Errorf("season hits %v, the batting table's %v", got, lines)
				}
				if r := apitest.Results(t, b)[0]; r["player_slug"] != "ichiro-suzuki" || r["season"] != 2004.0 {
					t.Errorf("leader %v %v", r["player_slug"], r["season"])
				}
				firstTen = hits(t, b)
				counts["seasons"] = num(t, b["count"])
			}},
		{Name: "season hits, fewest first", URL: fBase + "player-seasons/?sport__slug=baseball&season__lte=2024&ordering=hits&page_size=1", Status: 200,
			Check: sameCount("seasons", 100000)},
		// The second page of five is the first page of ten's second half.
		{Name: "season hits, second page", URL: fBase + "player-seasons/?sport__slug=baseball&season__lte=2024&ordering=-hits&page_size=5&page=2", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				if got := hits(t, b); !slices.Equal(got, firstTen[5:]) {
					t.Errorf("second page %v, want %v", got, firstTen[5:])
				}
			}},
	})
}
