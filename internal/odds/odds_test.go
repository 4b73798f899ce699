package odds

import (
	"math"
	"reflect"
	"testing"
)

// league builds n teams in two conferences of divs divisions each, rated
// 1400..1600, and a schedule of rounds double round robins.
func league(n, divs, rounds int) ([]Team, []Game) {
	teams := make([]Team, n)
	for i := range teams {
		conf := int64(1 + i%2)
		teams[i] = Team{ID: int64(i + 1), Conference: conf, Division: 10*conf + int64(i/2%divs), Rating: 1400 + 200*float64(i)/float64(n-1)}
	}
	var games []Game
	for r := 0; r < rounds; r++ {
		for a := range n {
			for b := range n {
				if a != b {
					games = append(games, Game{Home: a, Away: b})
				}
			}
		}
	}
	return teams, games
}

func sums(o []TeamOdds) (playoff, playIn, final, title, division float64) {
	for _, t := range o {
		playoff += t.Playoff
		playIn += t.PlayIn
		final += t.Final
		title += t.Title
		if t.Division >= 0 {
			division += t.Division
		}
	}
	return
}

func TestSimulateSums(t *testing.T) {
	for _, tc := range []struct {
		league                  string
		year, divs              int
		places, playIn, divWins float64
	}{
		{"NBA", 2023, 3, 16, 8, 6},
		{"NBA", 1999, 3, 16, 0, 6},
		{"NFL", 2023, 4, 14, 0, 8},
		{"NFL", 1985, 3, 10, 0, 6},
		{"AL", 2023, 3, 12, 0, 6},
		{"AL", 2015, 3, 10, 0, 6},
		{"AL", 1980, 2, 4, 0, 4},
		{"AL", 1981, 2, 8, 0, 4},
		{"AL", 1950, 2, 2, 0, 4},
		{"NHL", 2016, 2, 16, 0, 4},
		{"NHL", 1985, 2, 16, 0, 4},
		{"NHL", 2000, 3, 16, 0, 6},
	} {
		f, ok := FormatFor(tc.league, tc.year)
		if !ok {
			t.Fatalf("%s %d: no format", tc.league, tc.year)
		}
		teams, games := league(30, tc.divs, 1)
		o := Simulate(Input{Teams: teams, Remaining: games, Format: f, Playoffs: true, HomeEdge: 50, K: 10, Runs: 2000, Seed: 1})
		p, pi, fin, ti, dv := sums(o)
		for name, c := range map[string][2]float64{"playoff": {p, tc.places}, "play-in": {pi, tc.playIn}, "final": {fin, 2}, "title": {ti, 1}, "division": {dv, tc.divWins}} {
			if math.Abs(c[0]-c[1]) > 1e-9 {
				t.Errorf("%s %d: %s probabilities sum to %v, want %v", tc.league, tc.year, name, c[0], c[1])
			}
		}
		// The best team is likelier to win it all than the worst.
		if o[29].Title <= o[0].Title {
			t.Errorf("%s %d: best team's title odds %v not above the worst's %v", tc.league, tc.year, o[29].Title, o[0].Title)
		}
	}
}

func TestSimulateReproducible(t *testing.T) {
	f, _ := FormatFor("NBA", 2023)
	teams, games := league(30, 3, 1)
	in := Input{Teams: teams, Remaining: games, Format: f, Playoffs: true, HomeEdge: 50, K: 10, Runs: 500, Seed: 7}
	a, b := Simulate(in), Simulate(in)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("the same seed gave different odds")
	}
	in.Seed = 8
	if reflect.DeepEqual(a, Simulate(in)) {
		t.Fatal("another seed gave the same odds")
	}
}

// With no games left the regular season is decided: the records, the
// places and the division titles are certain.
func TestSimulateDecided(t *testing.T) {
	f, _ := FormatFor("NFL", 2023)
	teams, _ := league(32, 4, 1)
	for i := range teams {
		teams[i].Wins, teams[i].Losses = i/2, 17-i/2
		if i%2 == 1 {
			teams[i].Wins, teams[i].Losses = i/2+1, 16-i/2 // no equal records
		}
	}
	o := Simulate(Input{Teams: teams, Format: f, Playoffs: true, HomeEdge: 50, Runs: 300, Seed: 1})
	for i, t2 := range o {
		for _, p := range []float64{t2.Playoff, t2.Division} {
			if p != 0 && p != 1 {
				t.Fatalf("team %d: probability %v with the season decided", i, p)
			}
		}
		if t2.Wins != float64(teams[i].Wins) || t2.WinsLow != teams[i].Wins || t2.WinsHigh != teams[i].Wins {
			t.Fatalf("team %d: projected %v (%d-%d), record %d", i, t2.Wins, t2.WinsLow, t2.WinsHigh, teams[i].Wins)
		}
	}
}

func TestInferGroups(t *testing.T) {
	teams, games := league(30, 3, 1)
	var pairs [][2]int
	for _, g := range games {
		pairs = append(pairs, [2]int{g.Home, g.Away})
		if teams[g.Home].Conference == teams[g.Away].Conference {
			pairs = append(pairs, [2]int{g.Home, g.Away}) // conference rivals meet twice as often
		}
	}
	got := InferGroups(30, pairs)
	if got == nil {
		t.Fatal("no groups found")
	}
	for i := range teams {
		for j := range teams {
			if (got[i] == got[j]) != (teams[i].Conference == teams[j].Conference) {
				t.Fatalf("teams %d and %d grouped wrongly", i, j)
			}
		}
	}
}

// BenchmarkSimulateMLBSeason is one MLB league-season from opening day:
// 30 teams, 2,430 games, the 2022 format, 10,000 runs.
func BenchmarkSimulateMLBSeason(b *testing.B) {
	f, _ := FormatFor("AL", 2023)
	teams, _ := league(30, 3, 1)
	var games []Game
	for len(games) < 2430 {
		for a := range 30 {
			games = append(games, Game{Home: a, Away: (a + 1 + len(games)/30%29) % 30})
		}
	}
	in := Input{Teams: teams, Remaining: games[:2430], Format: f, Playoffs: true, HomeEdge: 24, K: 4, Seed: 1}
	for b.Loop() {
		Simulate(in)
	}
}

// A postseason under way: a series already won is not replayed, and a team
// marked out wins nothing more even where the bracket pairs it elsewhere.
func TestSimulatePostseasonUnderWay(t *testing.T) {
	f, _ := FormatFor("NHL", 2000)
	teams, _ := league(30, 3, 1)
	for i := range teams {
		teams[i].Wins, teams[i].Losses = 20+i, 62-i // the best record last, no equal records
	}
	// Conference 2 holds the odd indexes; its best team (29) plays its 8th
	// (index 15) in the first round.
	top, eighth := 29, 15
	in := Input{Teams: teams, Format: f, Playoffs: true, HomeEdge: 50, Runs: 2000, Seed: 3}
	before := Simulate(in)
	if before[top].Title < 0.1 || before[eighth].Title > before[top].Title {
		t.Fatalf("before: top %v, eighth %v", before[top].Title, before[eighth].Title)
	}
	in.Played = map[[2]int]int{{eighth, top}: 4}
	after := Simulate(in)
	if after[top].Title != 0 || after[top].Final != 0 || after[top].Playoff != 1 {
		t.Errorf("swept top seed: title %v final %v playoff %v", after[top].Title, after[top].Final, after[top].Playoff)
	}
	if after[eighth].Title <= before[eighth].Title {
		t.Errorf("the eighth seed through the first round: title %v, before %v", after[eighth].Title, before[eighth].Title)
	}
	// Three games to one: the series goes on from that score.
	in.Played = map[[2]int]int{{eighth, top}: 3, {top, eighth}: 1}
	if p := Simulate(in)[top].Title; p <= 0 || p >= before[top].Title {
		t.Errorf("top seed down 1-3: title %v, before %v", p, before[top].Title)
	}
	// Out: knocked out whatever the bracket says.
	in.Played, in.Out = nil, make([]bool, len(teams))
	in.Out[top] = true
	if o := Simulate(in); o[top].Title != 0 || o[top].Final != 0 {
		t.Errorf("top seed out: title %v final %v", o[top].Title, o[top].Final)
	}
	// Field: only its teams qualify.
	in.Out = nil
	in.Field = make([]bool, len(teams))
	for i := 14; i < 30; i++ {
		in.Field[i] = true
	}
	for i, o := range Simulate(in) {
		if want := b2f(in.Field[i]); o.Playoff != want {
			t.Fatalf("team %d: playoff %v with the field fixed, want %v", i, o.Playoff, want)
		}
	}
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// The real bracket: a series already played counts even where the run's
// seeds would pair the teams differently (the top seed's real opponent
// was its conference's 7th, not the 8th the records give).
func TestSimulateFollowsRealSeries(t *testing.T) {
	for _, tc := range []struct {
		league string
		year   int
	}{{"NHL", 2000}, {"NBA", 2023}, {"NHL", 1990}} {
		f, _ := FormatFor(tc.league, tc.year)
		teams, _ := league(30, 3, 1)
		for i := range teams {
			teams[i].Wins, teams[i].Losses = 20+i, 62-i
		}
		top, seventh := 29, 17
		if f.DivisionBracket {
			// Division brackets: 1 v 4 of a division; its real opponent was
			// its division's 3rd instead.
			teams, _ = league(30, 2, 1)
			for i := range teams {
				teams[i].Wins, teams[i].Losses = 20+i, 62-i
			}
			seventh = 21
		}
		field := make([]bool, len(teams))
		for i := 14; i < 30; i++ {
			field[i] = true
		}
		in := Input{Teams: teams, Format: f, Playoffs: true, HomeEdge: 50, Runs: 2000, Seed: 3, Field: field,
			Played: map[[2]int]int{{seventh, top}: 4}}
		if o := Simulate(in); o[top].Title == 0 {
			t.Fatalf("%s %d: without the real pairing the swept top seed should still have a chance (%v)", tc.league, tc.year, o[top].Title)
		}
		in.Series = []Series{{A: seventh, B: top}}
		o := Simulate(in)
		if o[top].Title != 0 || o[top].Final != 0 {
			t.Errorf("%s %d: top seed swept by its real opponent: title %v final %v", tc.league, tc.year, o[top].Title, o[top].Final)
		}
		if o[seventh].Title == 0 {
			t.Errorf("%s %d: the team through has no title chance", tc.league, tc.year)
		}
		p, _, fin, ti, _ := sums(o)
		if math.Abs(p-16) > 1e-9 || math.Abs(fin-2) > 1e-9 || math.Abs(ti-1) > 1e-9 {
			t.Errorf("%s %d: sums playoff %v final %v title %v", tc.league, tc.year, p, fin, ti)
		}
	}
}
