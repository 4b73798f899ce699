package store_test

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// finderFixture is gamesFixture with three skaters' seasons (one traded:
// two rows in 2023) and a goalie.
func finderFixture() *dataset.Dataset {
	d := gamesFixture()
	d.People = []dataset.Person{
		{Key: "gl:ann", FirstName: "Ann", LastName: "Alpha"}, {Key: "gl:bob", FirstName: "Bob", LastName: "Beta"},
		{Key: "gl:cy", FirstName: "Cy", LastName: "Gamma"}, {Key: "gl:gus", FirstName: "Gus", LastName: "Goalie"},
	}
	ps := func(person, season, team, pos string, st map[string]float64) dataset.PlayerSeason {
		return dataset.PlayerSeason{PersonKey: person, SeasonKey: season, FranchiseKey: team, Position: pos, Stats: st, Source: "fixture"}
	}
	d.PlayerSeasons = []dataset.PlayerSeason{
		ps("gl:ann", "gl:2022", "gl:AAA", "C", map[string]float64{"games_played": 80, "goals": 50, "assists": 40, "points": 90, "shots": 300}),
		ps("gl:ann", "gl:2023", "gl:AAA", "C", map[string]float64{"games_played": 40, "goals": 30, "assists": 10, "points": 40}),
		ps("gl:bob", "gl:2023", "gl:BBB", "LW", map[string]float64{"games_played": 20, "goals": 12, "assists": 8, "points": 20, "shots": 90}),
		// A per-game figure stored against its totals (3 / 10): the totals win.
		ps("gl:bob", "gl:2023", "gl:CCC", "LW", map[string]float64{"games_played": 10, "goals": 2, "assists": 1, "points": 3, "shots": 20, "points_per_game": 9}),
		// A source's combined row of Bob's traded season: not a season row
		// of its own, but his season in a career (its shots corrected: 115,
		// not the team rows' 110).
		{PersonKey: "gl:bob", SeasonKey: "gl:2023", TeamAbbrev: "TOT", Position: "LW", Source: "fixture",
			Stats: map[string]float64{"games_played": 30, "goals": 14, "assists": 9, "points": 23, "shots": 115}},
		ps("gl:cy", "gl:2023", "gl:CCC", "D", map[string]float64{"games_played": 82, "goals": 5, "assists": 45, "points": 50, "shots": 150}),
		// A per-game figure stored without its total: it stands.
		ps("gl:gus", "gl:2023", "gl:BBB", "G", map[string]float64{"games_played": 60, "save_percentage": 0.921, "goals_against": 140, "shots_against": 1770, "points_per_game": 0.05}),
	}
	return d
}

func TestFinderStore(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	write(t, st, map[string]*dataset.Dataset{"gl": finderFixture()})
	hockey := store.FinderScope{Sport: "hockey", Level: "professional"}
	desc := func(stat string, limit int) store.FinderPage {
		return store.FinderPage{Order: stat, Desc: true, Limit: limit}
	}

	t.Run("player seasons", func(t *testing.T) {
		for _, c := range []struct {
			name  string
			q     store.PlayerSeasonQuery
			count int
			first string
			value float64
		}{
			// goals has an index on its figure; shots does not.
			{"indexed bound", store.PlayerSeasonQuery{FinderScope: hockey, Conds: []store.FinderCond{{Stat: "goals", Op: ">=", Value: 12}}, Columns: []string{"goals"}, FinderPage: desc("goals", 10)}, 3, "Ann Alpha", 50},
			{"plain bound and range", store.PlayerSeasonQuery{FinderScope: store.FinderScope{Sport: "hockey", Level: "professional", SeasonMin: 2023},
				Conds: []store.FinderCond{{Stat: "shots", Op: "<=", Value: 100}}, Columns: []string{"shots"}, FinderPage: desc("shots", 10)}, 2, "Bob Beta", 90},
			{"upper and lower", store.PlayerSeasonQuery{FinderScope: hockey, Conds: []store.FinderCond{{Stat: "points", Op: ">=", Value: 20}, {Stat: "points", Op: "<=", Value: 50}},
				Columns: []string{"points"}, FinderPage: store.FinderPage{Order: "points", Limit: 10}}, 3, "Bob Beta", 20},
			{"team", store.PlayerSeasonQuery{FinderScope: store.FinderScope{Sport: "hockey", Level: "professional", TeamID: teamID(t, st, "gl:CCC")},
				Columns: []string{"points"}, FinderPage: desc("points", 10)}, 2, "Cy Gamma", 50},
			{"per game", store.PlayerSeasonQuery{FinderScope: hockey, Per: "game", Conds: []store.FinderCond{{Stat: "goals", Op: ">=", Value: 0.6}},
				Columns: []string{"goals"}, FinderPage: desc("goals", 10)}, 3, "Ann Alpha", 0.75},
			// Games stay a count under a scale: "a goal every other game
			// over 40 games or more" bounds the games, not their 1 a game.
			{"per game over some games", store.PlayerSeasonQuery{FinderScope: hockey, Per: "game",
				Conds:   []store.FinderCond{{Stat: "goals", Op: ">=", Value: 0.5}, {Stat: "games_played", Op: ">=", Value: 40}},
				Columns: []string{"games_played", "goals"}, FinderPage: desc("games_played", 10)}, 2, "Ann Alpha", 80},
			// Per-game figures are the totals over the games (Cy: 50 / 82,
			// rounded as hockey's are, to 2 places), the stored one only
			// where there is no total.
			{"per-game figure", store.PlayerSeasonQuery{FinderScope: hockey, Conds: []store.FinderCond{{Stat: "points_per_game", Op: ">=", Value: 0.6}},
				Columns: []string{"points_per_game"}, FinderPage: store.FinderPage{Order: "points_per_game", Limit: 10}}, 4, "Cy Gamma", 0.61},
			{"per-game figure stored alone", store.PlayerSeasonQuery{FinderScope: hockey, Conds: []store.FinderCond{{Stat: "points_per_game", Op: "<=", Value: 0.1}},
				Columns: []string{"points_per_game"}, FinderPage: desc("points_per_game", 10)}, 1, "Gus Goalie", 0.05},
			// A bound picks its rows on an index of the unrounded figure,
			// widened by a rounding step: Cy's 0.6098 is shown 0.61 and meets
			// >= 0.61; Bob's 0.3 meets <= 0.3; the scope's seasons narrow it.
			{"per-game figure rounded up to the bound", store.PlayerSeasonQuery{FinderScope: hockey, Conds: []store.FinderCond{{Stat: "points_per_game", Op: ">=", Value: 0.61}},
				Columns: []string{"points_per_game"}, FinderPage: store.FinderPage{Order: "points_per_game", Limit: 10}}, 4, "Cy Gamma", 0.61},
			{"per-game upper bound", store.PlayerSeasonQuery{FinderScope: hockey, Conds: []store.FinderCond{{Stat: "points_per_game", Op: "<=", Value: 0.3}},
				Columns: []string{"points_per_game"}, FinderPage: desc("points_per_game", 10)}, 2, "Bob Beta", 0.3},
			{"per-game bound in a range", store.PlayerSeasonQuery{FinderScope: store.FinderScope{Sport: "hockey", Level: "professional", SeasonMin: 2023},
				Conds: []store.FinderCond{{Stat: "points_per_game", Op: ">=", Value: 0.61}}, Columns: []string{"points_per_game"}, FinderPage: desc("points_per_game", 10)}, 3, "Ann Alpha", 1},
			{"position", store.PlayerSeasonQuery{FinderScope: hockey, Position: "l", Columns: []string{"goals"}, FinderPage: desc("goals", 10)}, 2, "Bob Beta", 12},
			{"other sport", store.PlayerSeasonQuery{FinderScope: store.FinderScope{Sport: "baseball", Level: "professional"}, Columns: []string{"goals"}, FinderPage: desc("goals", 10)}, 0, "", 0},
		} {
			t.Run(c.name, func(t *testing.T) {
				hits, n, err := st.FindPlayerSeasons(ctx, c.q)
				if err != nil {
					t.Fatal(err)
				}
				if n != c.count || len(hits) != c.count {
					t.Fatalf("count %d, %d rows, want %d", n, len(hits), c.count)
				}
				if c.count > 0 && (hits[0].PlayerName != c.first || *hits[0].Values[c.q.Columns[0]] != c.value) {
					t.Errorf("first %s %v", hits[0].PlayerName, *hits[0].Values[c.q.Columns[0]])
				}
			})
		}
	})

	t.Run("pages count past the end", func(t *testing.T) {
		q := store.PlayerSeasonQuery{FinderScope: hockey, Columns: []string{"points"}, FinderPage: store.FinderPage{Order: "points", Desc: true, Limit: 2, Offset: 2}}
		hits, n, err := st.FindPlayerSeasons(ctx, q)
		if err != nil || n != 6 || len(hits) != 2 || hits[0].PlayerName != "Ann Alpha" || *hits[0].Values["points"] != 40 {
			t.Fatalf("%v %d %+v", err, n, hits)
		}
		q.Offset = 50
		if hits, n, err := st.FindPlayerSeasons(ctx, q); err != nil || n != 6 || len(hits) != 0 {
			t.Errorf("past the end: %v %d %d", err, n, len(hits))
		}
	})

	t.Run("more queries than are kept prepared", func(t *testing.T) {
		// Each page size is a query of its own: 2 x 40 of them evict and
		// close statements while the answers stay right.
		q := store.PlayerSeasonQuery{FinderScope: hockey, Columns: []string{"points"}, FinderPage: desc("points", 0)}
		all, _, err := st.FindPlayerSeasons(ctx, q)
		if err != nil || len(all) != 6 {
			t.Fatalf("%v %d", err, len(all))
		}
		for range 2 {
			for limit := 1; limit <= 40; limit++ {
				q.Limit, q.Offset = limit, limit%6
				hits, n, err := st.FindPlayerSeasons(ctx, q)
				want := all[q.Offset:min(q.Offset+limit, len(all))]
				if err != nil || n != 6 || len(hits) != len(want) || hits[0].ID != want[0].ID || hits[len(hits)-1].ID != want[len(want)-1].ID {
					t.Fatalf("limit %d offset %d: %v %d %+v", limit, q.Offset, err, n, hits)
				}
			}
		}
	})

	t.Run("qualified", func(t *testing.T) {
		// A rule of 50 games in 2023: Gus qualifies; a rule of 70 keeps no one.
		id := seasonID(t, st, hockey, 2023)
		for min, want := range map[float64]int{50: 1, 70: 0} {
			q := store.PlayerSeasonQuery{FinderScope: hockey, Columns: []string{"save_percentage"}, FinderPage: desc("save_percentage", 10),
				Conds:   []store.FinderCond{{Stat: "save_percentage", Op: ">=", Value: 0.9}},
				Qualify: &store.FinderQualify{Measure: "games_played", Min: map[int64]float64{id: min}}}
			if _, n, err := st.FindPlayerSeasons(ctx, q); err != nil || n != want {
				t.Errorf("min %v: %v %d, want %d", min, err, n, want)
			}
		}
	})

	t.Run("budget", func(t *testing.T) {
		// The scope's seven rows are read, Bob's traded-season total among
		// them (left out of the answer after the count): counted up to one
		// past the budget's 3.
		_, _, err := st.FindPlayerSeasons(ctx, store.PlayerSeasonQuery{FinderScope: hockey, Columns: []string{"goals"}, FinderPage: store.FinderPage{MaxRows: 3, Limit: 1}})
		if be, ok := errors.AsType[*store.FinderBudgetError](err); !ok || be.Rows != 4 || be.Max != 3 {
			t.Errorf("err %v", err)
		}
		if _, _, err := st.FindPlayerSeasons(ctx, store.PlayerSeasonQuery{FinderScope: hockey, Columns: []string{"goals"}, FinderPage: store.FinderPage{MaxRows: 7, Limit: 1}}); err != nil {
			t.Errorf("a budget of 7: %v", err)
		}
		// A career reads five rows (Bob's traded season once, by its total);
		// each weighs 1.25 a row read for one statistic, and two are read
		// (shots and the games for coverage): 1.25 x 8/7. 8 row reads hold
		// the five, 7 hold 4.
		career := func(max int) error {
			_, _, err := st.FindCareers(ctx, store.CareerQuery{FinderScope: hockey, Columns: []string{"shots"}, FinderPage: store.FinderPage{MaxRows: max, Limit: 1}})
			return err
		}
		if be, ok := errors.AsType[*store.FinderBudgetError](career(7)); !ok || be.Rows != 5 || be.Max != 4 {
			t.Errorf("careers at 7: %v", be)
		}
		if err := career(8); err != nil {
			t.Errorf("careers at 8: %v", err)
		}
	})

	t.Run("careers", func(t *testing.T) {
		// Bob's two 2023 rows are one season of 14 goals; Ann's 2023 row has
		// no shots, so her shots cover one season of two.
		hits, n, err := st.FindCareers(ctx, store.CareerQuery{FinderScope: hockey, Columns: []string{"goals", "shots"},
			Conds: []store.FinderCond{{Stat: "goals", Op: ">=", Value: 10}}, FinderPage: desc("goals", 10)})
		if err != nil || n != 2 {
			t.Fatalf("%v %d", err, n)
		}
		ann, bob := hits[0], hits[1]
		if *ann.Values["goals"] != 80 || ann.Coverage.Seasons != 2 || ann.Coverage.Complete || ann.Coverage.PerStat["shots"] != 1 || ann.First != 2022 || ann.Last != 2023 {
			t.Errorf("Ann %+v %+v", ann, ann.Coverage)
		}
		if *bob.Values["goals"] != 14 || *bob.Values["shots"] != 115 || bob.Coverage.Seasons != 1 || !bob.Coverage.Complete {
			t.Errorf("Bob %+v", bob)
		}
		// With one team, its rows alone: Bob's 12 goals and 90 shots there.
		bbb := store.FinderScope{Sport: "hockey", Level: "professional", TeamID: teamID(t, st, "gl:BBB")}
		hits, _, err = st.FindCareers(ctx, store.CareerQuery{FinderScope: bbb, Columns: []string{"goals", "shots"}, FinderPage: desc("goals", 10)})
		if err != nil || len(hits) != 2 || hits[0].PlayerName != "Bob Beta" || *hits[0].Values["goals"] != 12 || *hits[0].Values["shots"] != 90 {
			t.Errorf("one team: %v %+v", err, hits)
		}
		hits, n, err = st.FindCareers(ctx, store.CareerQuery{FinderScope: hockey, Columns: []string{"goals", "shots"}, Complete: true, Per: "game",
			Conds: []store.FinderCond{{Stat: "goals", Op: ">=", Value: 0.4}}, FinderPage: desc("goals", 10)})
		if err != nil || n != 1 || hits[0].PlayerName != "Bob Beta" || *hits[0].Values["goals"] != 0.467 {
			t.Errorf("complete, per game: %v %d %+v", err, n, hits)
		}
		// Per game, a career's games stay its count (Ann's 120).
		hits, n, err = st.FindCareers(ctx, store.CareerQuery{FinderScope: hockey, Columns: []string{"games_played", "goals"}, Per: "game",
			Conds: []store.FinderCond{{Stat: "games_played", Op: ">=", Value: 100}}, FinderPage: desc("goals", 10)})
		if err != nil || n != 1 || hits[0].PlayerName != "Ann Alpha" || *hits[0].Values["games_played"] != 120 || *hits[0].Values["goals"] != 0.667 {
			t.Errorf("per game over 100 games: %v %d %+v", err, n, hits)
		}
		// A bound on a summed count narrows to the players whose rows sum to
		// it at least (Bob's three 2023 rows: 28 goals), then sums their
		// seasons as above: his career's 14 misses 20; 1000 leaves no one.
		for bound, want := range map[float64][]string{20: {"Ann Alpha"}, 14: {"Ann Alpha", "Bob Beta"}, 1000: nil} {
			hits, n, err := st.FindCareers(ctx, store.CareerQuery{FinderScope: hockey, Columns: []string{"goals"},
				Conds: []store.FinderCond{{Stat: "goals", Op: ">=", Value: bound}}, FinderPage: desc("goals", 10)})
			var got []string
			for _, h := range hits {
				got = append(got, h.PlayerName)
			}
			if err != nil || n != len(want) || !slices.Equal(got, want) {
				t.Errorf("goals >= %v: %v %d %v, want %v", bound, err, n, got, want)
			}
		}
	})

	t.Run("team seasons", func(t *testing.T) {
		hits, n, err := st.FindTeamSeasons(ctx, store.TeamSeasonQuery{FinderScope: store.FinderScope{Sport: "hockey", Level: "professional", SeasonMin: 2023},
			Conds: []store.FinderCond{{Stat: "margin", Op: "<=", Value: 0}}, FinderPage: store.FinderPage{Order: "margin", Limit: 10}})
		if err != nil || n != 1 {
			t.Fatalf("%v %d", err, n)
		}
		// Alpha 2023, regular season: 1-4 at Beta, 2-3 to Gamma. No record
		// in the team season: games and wins are not covered, not zero.
		h := hits[0]
		if h.TeamSlug == "" || *h.PointsFor != 3 || *h.PointsAgainst != 7 || *h.Margin != -4 || h.Wins != nil || h.Games != nil || h.Finish != nil {
			t.Errorf("%+v", h)
		}
	})

	t.Run("team games", func(t *testing.T) {
		aaa := teamID(t, st, "gl:AAA")
		yes := true
		for _, c := range []struct {
			name  string
			q     store.TeamGameQuery
			count int
		}{
			{"all of a team's", store.TeamGameQuery{FinderScope: store.FinderScope{Sport: "hockey", Level: "professional", TeamID: aaa}}, 4},
			{"losses", store.TeamGameQuery{FinderScope: store.FinderScope{Sport: "hockey", Level: "professional", TeamID: aaa}, Result: "L"}, 3},
			{"overtime", store.TeamGameQuery{FinderScope: store.FinderScope{Sport: "hockey", Level: "professional", TeamID: aaa}, Overtime: &yes}, 1},
			{"neutral", store.TeamGameQuery{FinderScope: hockey, Location: "neutral"}, 2},
			{"both sides, by margin", store.TeamGameQuery{FinderScope: hockey, Conds: []store.FinderCond{{Stat: "margin", Op: ">=", Value: 3}}}, 2},
			{"opponent and dates", store.TeamGameQuery{FinderScope: hockey, OpponentID: aaa, DateMin: "2023-01-01", DateMax: "2023-12-31"}, 2},
		} {
			hits, n, err := st.FindTeamGames(ctx, c.q)
			if err != nil || n != c.count || len(hits) != c.count {
				t.Errorf("%s: %v count %d, %d rows, want %d", c.name, err, n, len(hits), c.count)
			}
		}
	})

	t.Run("streaks", func(t *testing.T) {
		aaa := teamID(t, st, "gl:AAA")
		base := store.TeamGameQuery{FinderScope: store.FinderScope{Sport: "hockey", Level: "professional", TeamID: aaa}, GameType: "regular", FinderPage: store.FinderPage{Limit: 5}}
		hits, n, err := st.FindStreaks(ctx, store.StreakQuery{TeamGameQuery: base, Kind: "loss", MinLength: 2})
		if err != nil || n != 1 || hits[0].Length != 2 || hits[0].StartDate != "2023-10-12" || hits[0].EndDate != "2023-10-14" || hits[0].Season != 2023 {
			t.Fatalf("%v %d %+v", err, n, hits)
		}
		// Across seasons the 2022 win and the 2023 losses stay apart (a win
		// run of one).
		if hits, n, err := st.FindStreaks(ctx, store.StreakQuery{TeamGameQuery: base, Kind: "win", AcrossSeasons: true, MinLength: 1}); err != nil || n != 1 || hits[0].Length != 1 {
			t.Errorf("%v %d %+v", err, n, hits)
		}
		// Runs of every game, or of one type's, are counted on the team
		// season results; a date bound that keeps every game counts them on
		// the games: the same runs, for a team and for the league.
		played := map[string]int{}
		for _, typ := range []string{"regular", "", "playoff", "championship", "postseason"} {
			for _, team := range []int64{aaa, 0} {
				for _, kind := range []string{"win", "loss", "unbeaten", "winless"} {
					q := store.StreakQuery{TeamGameQuery: base, Kind: kind, MinLength: 1}
					q.TeamID, q.GameType = team, typ
					fast, n, err := st.FindStreaks(ctx, q)
					q.DateMin = "1900-01-01"
					slow, m, err2 := st.FindStreaks(ctx, q)
					if err != nil || err2 != nil || n != m || !reflect.DeepEqual(fast, slow) {
						t.Errorf("%q team %d %s: %v %v %d %+v, on the games %d %+v", typ, team, kind, err, err2, n, fast, m, slow)
					}
					played[typ] += n
				}
			}
		}
		if played["regular"] == 0 || played["playoff"] == 0 {
			t.Errorf("runs by type %v: the fixture needs regular-season and playoff games", played)
		}
		// The postseason is the playoff rounds and the final together: the
		// Bears' playoff win and their final win are one run of two.
		post := store.StreakQuery{TeamGameQuery: base, Kind: "win", MinLength: 2}
		post.TeamID, post.GameType = teamID(t, st, "gl:BBB"), "postseason"
		if hits, n, err := st.FindStreaks(ctx, post); err != nil || n != 1 || hits[0].Length != 2 || hits[0].StartDate != "2024-04-20" || hits[0].EndDate != "2024-06-01" {
			t.Errorf("postseason: %v %d %+v", err, n, hits)
		}
		post.GameType = "playoff"
		if hits, n, err := st.FindStreaks(ctx, post); err != nil || n != 0 {
			t.Errorf("playoff rounds alone: %v %d %+v", err, n, hits)
		}
		// A corrected score moves the results with it: Alpha's 2-3 loss of
		// 2023-10-14 made 5-3 ends its two-game losing run.
		var game int64
		if err := st.DB.QueryRow(`SELECT id FROM games WHERE key = 'gl:3'`).Scan(&game); err != nil {
			t.Fatal(err)
		}
		if _, err := st.CorrectGame(ctx, game, store.GameCorrection{HomeScore: 5, AwayScore: 3},
			func(*store.GameBase, store.GameBase) *store.AuditEntry { return nil }); err != nil {
			t.Fatal(err)
		}
		if hits, n, err := st.FindStreaks(ctx, store.StreakQuery{TeamGameQuery: base, Kind: "loss", MinLength: 2}); err != nil || n != 0 {
			t.Errorf("after the correction: %v %d %+v", err, n, hits)
		}
	})
}

func teamID(t *testing.T, st *store.Store, key string) int64 {
	t.Helper()
	var id int64
	if err := st.DB.QueryRow(st.Rebind(`SELECT id FROM franchises WHERE key = ?`), key).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

func seasonID(t *testing.T, st *store.Store, sc store.FinderScope, year int) int64 {
	t.Helper()
	var id int64
	if err := st.DB.QueryRow(st.Rebind(`SELECT s.id FROM seasons s JOIN sports sp ON sp.id = s.sport_id WHERE sp.slug = ? AND s.start_year = ?`), sc.Sport, year).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

// A career bound on yards picks its candidates too, though a season's
// yards can be below zero: Dee's traded season (-10 and 5 for her teams,
// -5 combined) with a 30-yard one is a 25-yard career, which the sum of
// every row (20) would have missed.
func TestFinderCareerYardsBelowZero(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	d := finderFixture()
	d.People = append(d.People, dataset.Person{Key: "gl:dee", FirstName: "Dee", LastName: "Delta"})
	row := func(season, team, abbrev string, yards float64) dataset.PlayerSeason {
		return dataset.PlayerSeason{PersonKey: "gl:dee", SeasonKey: season, FranchiseKey: team, TeamAbbrev: abbrev, Position: "RB", Source: "fixture",
			Stats: map[string]float64{"games_played": 5, "rushing_yards": yards}}
	}
	d.PlayerSeasons = append(d.PlayerSeasons, row("gl:2022", "gl:AAA", "", 30),
		row("gl:2023", "gl:BBB", "", -10), row("gl:2023", "gl:CCC", "", 5), row("gl:2023", "", "TOT", -5))
	write(t, st, map[string]*dataset.Dataset{"gl": d})
	hockey := store.FinderScope{Sport: "hockey", Level: "professional"}
	for bound, want := range map[float64]int{25: 1, 26: 0} {
		hits, n, err := st.FindCareers(ctx, store.CareerQuery{FinderScope: hockey, Columns: []string{"rushing_yards"},
			Conds: []store.FinderCond{{Stat: "rushing_yards", Op: ">=", Value: bound}}, FinderPage: store.FinderPage{Order: "rushing_yards", Desc: true, Limit: 10}})
		if err != nil || n != want || len(hits) != want || (want == 1 && (hits[0].PlayerName != "Dee Delta" || *hits[0].Values["rushing_yards"] != 25)) {
			t.Errorf("rushing yards >= %v: %v %d %+v", bound, err, n, hits)
		}
	}
}

// A career bound per game picks the players with a season at the bound
// (an average is at most its best season's) and those with a season of no
// games: Hal's 8 goals without games played make his career 10 goals in
// 10 games, though his one season with games has 0.2 a game.
func TestFinderCareerPerGameBound(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	d := finderFixture()
	d.People = append(d.People, dataset.Person{Key: "gl:hal", FirstName: "Hal", LastName: "Eta"})
	row := func(season, team string, st map[string]float64) dataset.PlayerSeason {
		return dataset.PlayerSeason{PersonKey: "gl:hal", SeasonKey: season, FranchiseKey: team, Position: "RW", Source: "fixture", Stats: st}
	}
	d.PlayerSeasons = append(d.PlayerSeasons, row("gl:2022", "gl:AAA", map[string]float64{"games_played": 10, "goals": 2}),
		row("gl:2023", "gl:BBB", map[string]float64{"goals": 8}))
	write(t, st, map[string]*dataset.Dataset{"gl": d})
	hockey := store.FinderScope{Sport: "hockey", Level: "professional"}
	for _, c := range []struct {
		stat, per string
		bound     float64
		want      []string
	}{
		// Ann 80 / 120, Bob 14 / 30 (his traded season's total), Hal 10 / 10.
		{"goals", "game", 0.9, []string{"Hal Eta"}},
		{"goals", "game", 0.6, []string{"Hal Eta", "Ann Alpha"}},
		{"goals_per_game", "", 0.46, []string{"Hal Eta", "Ann Alpha", "Bob Beta"}},
		{"goals_per_game", "", 2, nil},
	} {
		hits, n, err := st.FindCareers(ctx, store.CareerQuery{FinderScope: hockey, Per: c.per, Columns: []string{c.stat},
			Conds: []store.FinderCond{{Stat: c.stat, Op: ">=", Value: c.bound}}, FinderPage: store.FinderPage{Order: c.stat, Desc: true, Limit: 10}})
		var got []string
		for _, h := range hits {
			got = append(got, h.PlayerName)
		}
		if err != nil || n != len(c.want) || !slices.Equal(got, c.want) {
			t.Errorf("%s per %q >= %v: %v %d %v, want %v", c.stat, c.per, c.bound, err, n, got, c.want)
		}
	}
}
