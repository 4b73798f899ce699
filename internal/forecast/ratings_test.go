package forecast

import (
	"math"
	"testing"

	"github.com/almanac-sports/almanac/internal/stats"
)

// ratingsTable is a small table: three teams over two seasons, team 30
// only in the first.
func ratingsTable() *Table {
	type g struct {
		season     int
		home, away int64
		hs, as     int
		playoff    bool
	}
	games := []g{
		{2000, 10, 20, 30, 10, false}, {2000, 20, 30, 24, 20, false}, {2000, 30, 10, 7, 14, false}, {2000, 10, 20, 21, 17, true},
		{2001, 20, 10, 28, 3, false}, {2001, 10, 20, 10, 13, false},
	}
	t := &Table{Index: map[int64]int{10: 0, 20: 1, 30: 2}}
	eg := make([]stats.EloGame, len(games))
	for i, x := range games {
		t.Games = append(t.Games, Game{ID: int64(i + 1), Home: int32(x.home), Away: int32(x.away), StartYear: int16(x.season),
			HomeScore: int16(x.hs), AwayScore: int16(x.as), Final: true, Playoff: x.playoff})
		eg[i] = stats.EloGame{Season: x.season, Home: t.Index[x.home], Away: t.Index[x.away], HomeScore: x.hs, AwayScore: x.as, Playoff: x.playoff, Final: true}
	}
	t.Forecast = stats.WalkForward(eg, 3, Model("football", "professional"))
	return t
}

func TestRatingsHistory(t *testing.T) {
	tb := ratingsTable()
	h := tb.History(10)
	if len(h) != 5 {
		t.Fatalf("team 10 played 5 games, history has %d", len(h))
	}
	if h[0].Pre != stats.EloMean || h[0].Post <= h[0].Pre || !h[2].Playoff {
		t.Errorf("first game %+v (a win from the mean), playoff flag %+v", h[0], h[2])
	}
	ss := tb.Seasons(10)
	if len(ss) != 2 || ss[0].Season != 2000 || ss[0].Games != 3 || ss[1].Games != 2 {
		t.Fatalf("seasons %+v", ss)
	}
	if ss[0].End != h[2].Post || ss[0].Start != h[0].Pre || ss[1].End != h[4].Post {
		t.Errorf("season ends %+v from history %+v", ss, h)
	}
	if ss[0].High < ss[0].End || ss[0].Low > ss[0].Start {
		t.Errorf("high/low %+v", ss[0])
	}
	// The current rating is the last game's post-game rating.
	for _, id := range []int64{10, 20} {
		cur, ok := tb.Current(id)
		last := tb.History(id)[len(tb.History(id))-1]
		if !ok || math.Abs(cur-last.Post) > 0.1 {
			t.Errorf("team %d: current %v, last post %v", id, cur, last.Post)
		}
	}
	// Ranks are among the latest season's teams: 30 did not play in 2001.
	r10, ok10 := tb.Rank(10)
	r20, ok20 := tb.Rank(20)
	if _, ok := tb.Rank(30); ok || !ok10 || !ok20 || r10.Of != 2 || r10.Rank+r20.Rank != 3 {
		t.Errorf("ranks %+v %+v", r10, r20)
	}
	if _, ok := tb.Current(99); ok {
		t.Error("an unknown team has a rating")
	}
}
