package store_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// linesFixture is finderFixture with player lines in four games' box
// scores: Ann (Alpha) in games 1-3, Bob (Beta) in 1, 2 and the playoff
// game 4, Cy (Gamma) in 3 and 4, and a line linked to no one.
func linesFixture() *dataset.Dataset {
	d := finderFixture()
	cols := []string{"goals", "assists", "points"}
	line := func(home bool, person string, g, a float64) dataset.BoxLine {
		return dataset.BoxLine{Home: home, PersonKey: person, Name: person, Position: "C", Values: []float64{g, a, g + a}, Has: dataset.AllRecorded(3)}
	}
	d.BoxScores = []dataset.BoxScore{
		// Game 1 (2022): Alpha 3, Beta 2.
		{GameKey: "gl:1", Source: "fixture", Columns: cols, Players: []dataset.BoxLine{line(true, "gl:ann", 1, 1), line(false, "gl:bob", 1, 0)}},
		// Game 2 (2023): Beta 4, Alpha 1; the unlinked line has no assists recorded.
		{GameKey: "gl:2", Source: "fixture", Columns: cols, Players: []dataset.BoxLine{line(false, "gl:ann", 0, 1), line(true, "gl:bob", 2, 1),
			{Home: true, Name: "Z. Nobody", Values: []float64{0, 0, 0}, Has: 1}}},
		// Game 3 (2023, overtime): Alpha 2, Gamma 3.
		{GameKey: "gl:3", Source: "fixture", Columns: cols, Players: []dataset.BoxLine{line(true, "gl:ann", 0, 0), line(false, "gl:cy", 1, 2)}},
		// Game 4 (2023 playoffs): Beta 5, Gamma 0.
		{GameKey: "gl:4", Source: "fixture", Columns: cols, Players: []dataset.BoxLine{line(true, "gl:bob", 3, 0), line(false, "gl:cy", 0, 1)}},
	}
	return d
}

func TestPlayerGameLines(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	write(t, st, map[string]*dataset.Dataset{"gl": linesFixture()})
	hockey := store.FinderScope{Sport: "hockey", Level: "professional"}
	aaa := teamID(t, st, "gl:AAA")
	bbb := teamID(t, st, "gl:BBB")
	points := func(v float64) []store.FinderCond { return []store.FinderCond{{Stat: "points", Op: ">=", Value: v}} }
	all := store.FinderPage{Limit: 20}

	t.Run("games", func(t *testing.T) {
		for _, c := range []struct {
			name    string
			q       store.PlayerGameQuery
			count   int
			first   string // player name of the first line
			firstOn string // its date
		}{
			{"every line", store.PlayerGameQuery{TeamGameQuery: store.TeamGameQuery{FinderScope: hockey, FinderPage: all}}, 9, "Ann Alpha", "2022-10-10"},
			{"indexed bound, by the figure", store.PlayerGameQuery{TeamGameQuery: store.TeamGameQuery{FinderScope: hockey, Conds: points(2),
				FinderPage: store.FinderPage{Order: "points", Desc: true, Limit: 20}}, Columns: []string{"points"}}, 4, "Bob Beta", "2024-04-20"},
			{"one player, oldest first", store.PlayerGameQuery{TeamGameQuery: store.TeamGameQuery{FinderScope: hockey, FinderPage: all}, Person: "ann-alpha"}, 3, "Ann Alpha", "2022-10-10"},
			{"a team's side", store.PlayerGameQuery{TeamGameQuery: store.TeamGameQuery{FinderScope: store.FinderScope{Sport: "hockey", Level: "professional", TeamID: bbb}, FinderPage: all}}, 4, "Bob Beta", "2022-10-10"},
			{"against a team", store.PlayerGameQuery{TeamGameQuery: store.TeamGameQuery{FinderScope: hockey, OpponentID: aaa, FinderPage: all}}, 4, "Bob Beta", "2022-10-10"},
			{"won, away", store.PlayerGameQuery{TeamGameQuery: store.TeamGameQuery{FinderScope: hockey, Result: "W", Location: "away", FinderPage: all}}, 1, "Cy Gamma", "2023-10-14"},
			{"playoffs", store.PlayerGameQuery{TeamGameQuery: store.TeamGameQuery{FinderScope: hockey, GameType: "playoff", FinderPage: all}}, 2, "Bob Beta", "2024-04-20"},
			{"overtime, season range", store.PlayerGameQuery{TeamGameQuery: store.TeamGameQuery{FinderScope: store.FinderScope{Sport: "hockey", Level: "professional", SeasonMin: 2023},
				Overtime: new(true), FinderPage: all}}, 2, "Ann Alpha", "2023-10-14"},
			// A null figure passes no bound: the unlinked line has no assists.
			{"plain bound", store.PlayerGameQuery{TeamGameQuery: store.TeamGameQuery{FinderScope: hockey, Conds: []store.FinderCond{{Stat: "assists", Op: "<=", Value: 0}}, FinderPage: all}}, 3, "Bob Beta", "2022-10-10"},
		} {
			hits, n, err := st.FindPlayerGames(ctx, c.q)
			if err != nil || n != c.count || len(hits) != c.count {
				t.Errorf("%s: %v count %d, %d rows, want %d", c.name, err, n, len(hits), c.count)
				continue
			}
			if hits[0].PlayerName != c.first || hits[0].Date != c.firstOn {
				t.Errorf("%s: first %s on %s", c.name, hits[0].PlayerName, hits[0].Date)
			}
		}
		hits, _, err := st.FindPlayerGames(ctx, store.PlayerGameQuery{TeamGameQuery: store.TeamGameQuery{FinderScope: hockey, DateMin: "2023-10-12", DateMax: "2023-10-12",
			FinderPage: store.FinderPage{Limit: 20}}, Columns: []string{"assists"}})
		if err != nil || len(hits) != 3 {
			t.Fatalf("game 2: %v %d", err, len(hits))
		}
		for _, h := range hits {
			switch h.PlayerName {
			case "Ann Alpha":
				if h.TeamID == nil || *h.TeamID != aaa || h.OpponentSlug == "" || h.Location != "away" || *h.Result != "L" || *h.TeamScore != 1 || *h.OpponentScore != 4 || *h.Values["assists"] != 1 {
					t.Errorf("Ann's line %+v", h)
				}
			case "Z. Nobody":
				if h.PlayerID != nil || h.PlayerSlug != "" || h.Values["assists"] != nil || string(h.Stats) != `{"goals":0}` {
					t.Errorf("unlinked line %+v %s", h, h.Stats)
				}
			}
		}
	})

	t.Run("date order, page by page", func(t *testing.T) {
		// Newest game first, a game's lines in their order; each page carries the whole count.
		for _, c := range []struct {
			name string
			q    store.TeamGameQuery
			want []string
		}{
			{"every line", store.TeamGameQuery{FinderScope: hockey}, []string{"Bob Beta", "Cy Gamma", "Ann Alpha", "Cy Gamma", "Ann Alpha", "Bob Beta", "Z. Nobody", "Ann Alpha", "Bob Beta"}},
			{"away lines", store.TeamGameQuery{FinderScope: hockey, Location: "away"}, []string{"Cy Gamma", "Cy Gamma", "Ann Alpha", "Bob Beta"}},
		} {
			var got []string
			for off := 0; off <= len(c.want)+3; off += 3 {
				q := store.PlayerGameQuery{TeamGameQuery: c.q}
				q.FinderPage = store.FinderPage{Desc: true, Offset: off, Limit: 3, MaxRows: 100}
				hits, n, err := st.FindPlayerGames(ctx, q)
				if err != nil || n != len(c.want) {
					t.Fatalf("%s at %d: %v count %d, want %d", c.name, off, err, n, len(c.want))
				}
				for _, h := range hits {
					got = append(got, h.PlayerName)
				}
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("%s: %v, want %v", c.name, got, c.want)
			}
		}
	})

	t.Run("streaks", func(t *testing.T) {
		// Within a season: Cy's points in games 3 and 4 (regular and
		// playoff); Bob's 2023 run is game 2 then game 4.
		hits, n, err := st.FindPlayerStreaks(ctx, store.PlayerStreakQuery{PlayerGameQuery: store.PlayerGameQuery{TeamGameQuery: store.TeamGameQuery{FinderScope: hockey,
			Conds: points(1), FinderPage: all}}, MinLength: 2})
		if err != nil || n != 2 || hits[0].Length != 2 || hits[1].Length != 2 || hits[0].PlayerName != "Bob Beta" || hits[0].StartDate != "2023-10-12" || hits[0].EndDate != "2024-04-20" || hits[1].PlayerName != "Cy Gamma" {
			t.Fatalf("%v %d %+v", err, n, hits)
		}
		// Regular season only, across seasons: Ann and Bob from 2022 into 2023.
		hits, n, err = st.FindPlayerStreaks(ctx, store.PlayerStreakQuery{PlayerGameQuery: store.PlayerGameQuery{TeamGameQuery: store.TeamGameQuery{FinderScope: hockey,
			GameType: "regular", Conds: points(1), FinderPage: all}}, AcrossSeasons: true, MinLength: 2})
		if err != nil || n != 2 || hits[0].PlayerName != "Ann Alpha" || hits[0].Season != 2022 || hits[0].EndSeason != 2023 || hits[1].PlayerName != "Bob Beta" {
			t.Fatalf("across seasons: %v %d %+v", err, n, hits)
		}
		// Every bound must hold: Bob scored a goal in each of his three games.
		hits, n, err = st.FindPlayerStreaks(ctx, store.PlayerStreakQuery{PlayerGameQuery: store.PlayerGameQuery{TeamGameQuery: store.TeamGameQuery{FinderScope: hockey,
			Conds: []store.FinderCond{{Stat: "points", Op: ">=", Value: 1}, {Stat: "goals", Op: ">=", Value: 1}}, FinderPage: all}, Person: "bob-beta"}, AcrossSeasons: true, MinLength: 1})
		if err != nil || n != 1 || hits[0].Length != 3 {
			t.Errorf("Bob's goal streak: %v %d %+v", err, n, hits)
		}
	})

	t.Run("coverage", func(t *testing.T) {
		want := []store.LineSeason{{Season: 2022, League: "gl", Games: 1, GamesWithLines: 1}, {Season: 2023, League: "gl", Games: 4, GamesWithLines: 3}}
		cov, err := st.GameLineCoverage(ctx, "hockey", "professional")
		if err != nil || !slices.Equal(cov, want) {
			t.Errorf("%v %+v", err, cov)
		}
		// An expired answer is read again by one request; the others
		// meanwhile keep the expired one instead of waiting or reading too.
		// A 2023 game without lines is taken out of the finals meanwhile,
		// so a kept answer and one read again differ.
		unplayed := `UPDATE games SET status = ? WHERE id = (SELECT MIN(g.id) FROM games g JOIN seasons s ON s.id = g.season_id
			WHERE s.start_year = 2023 AND g.status = ? AND g.id NOT IN (SELECT game_id FROM player_game_lines))`
		if _, err := st.DB.Exec(st.Rebind(unplayed), "scheduled", "final"); err != nil {
			t.Fatal(err)
		}
		defer func() {
			if _, err := st.DB.Exec(st.Rebind(unplayed), "final", "scheduled"); err != nil {
				t.Fatal(err)
			}
		}()
		store.ExpireLineCoverage(st)
		release := store.HoldLineCoverageFill(st)
		got := make(chan []store.LineSeason, 1)
		go func() {
			cov, _ := st.GameLineCoverage(ctx, "hockey", "professional")
			got <- cov
		}()
		select {
		case cov = <-got:
		case <-time.After(10 * time.Second):
			t.Fatal("a request waited for the one reading the coverage again")
		}
		release()
		if !slices.Equal(cov, want) {
			t.Errorf("kept answer %+v", cov)
		}
		want[1].Games = 3
		if cov, err = st.GameLineCoverage(ctx, "hockey", "professional"); err != nil || !slices.Equal(cov, want) {
			t.Errorf("read again: %v %+v", err, cov)
		}
	})

	t.Run("budget", func(t *testing.T) {
		// Ordered by a figure, every one of the nine lines is read: 0.27 a
		// row read with no bound, so 2 row reads hold 7 of them (counted to
		// one past).
		q := store.PlayerGameQuery{Columns: []string{"goals"}, TeamGameQuery: store.TeamGameQuery{FinderScope: hockey, FinderPage: store.FinderPage{Order: "goals", MaxRows: 2, Limit: 1}}}
		_, _, err := st.FindPlayerGames(ctx, q)
		if be, ok := errors.AsType[*store.FinderBudgetError](err); !ok || be.Rows != 8 || be.Max != 7 {
			t.Errorf("err %v", err)
		}
		// In date order, lines are counted on the indexes and a page read:
		// 0.05 a row read, 1 holds them all.
		q.Columns, q.Order, q.MaxRows = nil, "", 1
		if _, n, err := st.FindPlayerGames(ctx, q); err != nil || n != 9 {
			t.Errorf("by date: %v %d", err, n)
		}
		// A bound an index holds reads its index's lines or the scope's,
		// whichever cost fewer row reads, and the budget counts those. With
		// ten figures (2.29x), the 2022 lines with a point are its 2 lines
		// walked (0.62 each: 1.2), not the 7 of the index nor the 2 it picks
		// in 2022 (1.03 each: 2.1, over 2); those with 3 points are the
		// index's 3 (3.1) against the 9 of every season (5.6).
		ten := []string{"goals", "assists", "points", "shots", "hits", "blocked_shots", "penalty_minutes", "plus_minus", "saves", "time_on_ice_seconds"}
		for _, c := range []struct {
			name  string
			sc    store.FinderScope
			min   float64
			max   int
			count int // -1: refused
		}{
			{"a season by its games", store.FinderScope{Sport: "hockey", Level: "professional", SeasonMin: 2022, SeasonMax: 2022}, 1, 2, 2},
			{"every season by the index", hockey, 3, 4, 3},
			{"every season, either way over", hockey, 3, 3, -1},
		} {
			q := store.PlayerGameQuery{Columns: ten, TeamGameQuery: store.TeamGameQuery{FinderScope: c.sc, Conds: points(c.min), FinderPage: store.FinderPage{MaxRows: c.max, Limit: 10}}}
			hits, n, err := st.FindPlayerGames(ctx, q)
			_, over := errors.AsType[*store.FinderBudgetError](err)
			switch {
			case c.count < 0 && !over:
				t.Errorf("%s: want refused, got %v", c.name, err)
			case c.count >= 0 && (err != nil || n != c.count || len(hits) != c.count):
				t.Errorf("%s: %v count %d, %d rows, want %d", c.name, err, n, len(hits), c.count)
			}
		}
		// One player's games are bounded by the longest career: a budget
		// that holds one answers uncounted (3,600 games of ten figures at
		// 0.62 a row read, 2,221), a smaller one still counts: Ann Alpha's 3
		// lines fit 2 row reads, not 1.
		for _, c := range []struct {
			max     int
			refused bool
		}{{5000, false}, {1, true}, {2, false}} {
			q := store.PlayerGameQuery{Person: "ann-alpha", Columns: ten, TeamGameQuery: store.TeamGameQuery{FinderScope: hockey, FinderPage: store.FinderPage{Order: "goals", MaxRows: c.max, Limit: 10}}}
			hits, n, err := st.FindPlayerGames(ctx, q)
			if _, over := errors.AsType[*store.FinderBudgetError](err); over != c.refused || !c.refused && (err != nil || n != 3 || len(hits) != 3) {
				t.Errorf("one player, budget %d: %v %d", c.max, err, n)
			}
			sq := store.PlayerStreakQuery{PlayerGameQuery: q, MinLength: 1}
			sq.Conds = []store.FinderCond{{Stat: "goals", Op: ">=", Value: 0}}
			_, _, err = st.FindPlayerStreaks(ctx, sq)
			if _, over := errors.AsType[*store.FinderBudgetError](err); over != c.refused || !c.refused && err != nil {
				t.Errorf("one player's streaks, budget %d: %v", c.max, err)
			}
		}
	})

	t.Run("backfill and re-import", func(t *testing.T) {
		count := func() (n int) {
			if err := st.DB.QueryRow(`SELECT COUNT(*) FROM player_game_lines`).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		if _, err := st.DB.Exec(`DELETE FROM player_game_lines`); err != nil {
			t.Fatal(err)
		}
		// Two box scores a read: the fill crosses chunks, writing between reads.
		defer store.SetBoxChunk(2)()
		if n, err := st.BackfillGameLines(ctx); err != nil || n != 9 || count() != 9 {
			t.Errorf("backfill: %v %d lines, %d rows", err, n, count())
		}
		write(t, st, map[string]*dataset.Dataset{"gl": linesFixture()})
		if n := count(); n != 9 {
			t.Errorf("%d lines after a re-import", n)
		}
	})

	t.Run("a feed's box score", func(t *testing.T) {
		g5 := ids(t, st, "SELECT key, id FROM games")["gl:5"]
		final := store.PlayerGameQuery{TeamGameQuery: store.TeamGameQuery{FinderScope: hockey, GameType: "championship", FinderPage: all}, Columns: []string{"goals"}}
		for _, goals := range []float64{2, 3} {
			box := store.FeedBox{Source: "test feed", Box: dataset.BoxScore{Columns: []string{"goals", "points"},
				Players: []dataset.BoxLine{{Home: true, Name: "F. Feed", Position: "C", Values: []float64{goals, goals}, Has: 3}}}}
			if changed, err := st.SaveFeedBox(ctx, g5, 4, box, "test"); err != nil || !changed {
				t.Fatalf("save: %v %v", changed, err)
			}
			hits, n, err := st.FindPlayerGames(ctx, final)
			if err != nil || n != 1 || hits[0].PlayerName != "F. Feed" || *hits[0].Values["goals"] != goals {
				t.Fatalf("after the feed's box with %v goals: %v %d %+v", goals, err, n, hits)
			}
		}
		// The import has no box of that game: the feed's lines stay.
		write(t, st, map[string]*dataset.Dataset{"gl": linesFixture()})
		if _, n, err := st.FindPlayerGames(ctx, final); err != nil || n != 1 {
			t.Errorf("after a re-import: %v %d", err, n)
		}
	})
}
