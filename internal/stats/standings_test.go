package stats

import (
	"testing"
)

func TestRecordString(t *testing.T) {
	cases := []struct {
		r    Record
		want string
		pct  float64
		pts  int
	}{
		{Record{}, "0-0", 0, 0},
		{Record{W: 10, L: 6}, "10-6", 0.625, 20},
		{Record{W: 9, L: 7, T: 1}, "9-7-1", 0.559, 19},
		{Record{W: 40, L: 30, OTL: 12}, "40-30-12", 0.488, 92},
		{Record{W: 1, L: 2}, "1-2", 0.333, 2},
		{Record{W: 2, L: 1}, "2-1", 0.667, 4},
	}
	for _, c := range cases {
		if got := c.r.String(); got != c.want {
			t.Errorf("%+v.String() = %q, want %q", c.r, got, c.want)
		}
		if got := c.r.WinPct(); got != c.pct {
			t.Errorf("%+v.WinPct() = %v, want %v", c.r, got, c.pct)
		}
		if got := c.r.StandingsPoints(); got != c.pts {
			t.Errorf("%+v.StandingsPoints() = %v, want %v", c.r, got, c.pts)
		}
	}
	if got := (Record{W: 3, L: 1}).StringWith(true, false); got != "3-1-0" {
		t.Errorf("StringWith ties = %q", got)
	}
}

func TestGamesBehind(t *testing.T) {
	cases := []struct {
		leader, r Record
		want      float64
	}{
		{Record{W: 10, L: 2}, Record{W: 10, L: 2}, 0},
		{Record{W: 10, L: 2}, Record{W: 9, L: 3}, 1},
		{Record{W: 10, L: 2}, Record{W: 9, L: 2}, 0.5},
		{Record{W: 57, L: 25}, Record{W: 48, L: 34}, 9},
		{Record{W: 10, L: 2}, Record{W: 8, L: 2, OTL: 2}, 2},
	}
	for _, c := range cases {
		if got := GamesBehind(c.leader, c.r); got != c.want {
			t.Errorf("GamesBehind(%+v, %+v) = %v, want %v", c.leader, c.r, got, c.want)
		}
	}
}

func TestStreak(t *testing.T) {
	cases := []struct {
		in   string
		n    int
		kind Outcome
	}{
		{"", 0, 0},
		{"W", 1, Win},
		{"LWWW", 3, Win},
		{"WWLO", 2, Loss},
		{"WTT", 2, Tie},
		{"WLW", 1, Win},
	}
	for _, c := range cases {
		var os []Outcome
		for _, b := range []byte(c.in) {
			os = append(os, Outcome(b))
		}
		n, k := Streak(os)
		if n != c.n || k != c.kind {
			t.Errorf("Streak(%q) = %d %c, want %d %c", c.in, n, k, c.n, c.kind)
		}
	}
}

// A tiny league: A, B, C in division 1 and D in division 2, one conference.
func tinyLeague() ([]Team, []Game) {
	teams := []Team{
		{ID: 1, Group: "x", Conference: 1, Division: 1, Name: "A"},
		{ID: 2, Group: "x", Conference: 1, Division: 1, Name: "B"},
		{ID: 3, Group: "x", Conference: 1, Division: 1, Name: "C"},
		{ID: 4, Group: "x", Conference: 1, Division: 2, Name: "D"},
	}
	g := func(id int64, date string, home, away int64, hs, as int) Game {
		return Game{ID: id, Date: date, Home: home, Away: away, HomeScore: hs, AwayScore: as}
	}
	games := []Game{
		// Given out of order on purpose: Compute sorts by date then id.
		g(6, "2024-01-06", 4, 3, 10, 10), // D-C tie
		g(1, "2024-01-01", 1, 2, 3, 1),   // A beats B
		g(2, "2024-01-02", 3, 1, 2, 5),   // A beats C (away)
		g(3, "2024-01-03", 2, 4, 7, 0),   // B beats D
		g(4, "2024-01-04", 1, 4, 1, 2),   // D beats A
		g(5, "2024-01-05", 2, 3, 4, 4),   // B-C tie
		g(7, "2024-01-07", 99, 1, 0, 9),  // A beats a team not in the table
	}
	return teams, games
}

func TestComputeAndRank(t *testing.T) {
	teams, games := tinyLeague()
	rows := Compute(teams, games)
	Rank(rows)
	type want struct {
		name                 string
		rank                 int
		rec, home, away, div string
		conf, last10, streak string
		gb, pct              float64
		pf, pa               int
		last                 string
	}
	wants := []want{
		{"A", 1, "3-1", "1-1", "2-0", "2-0", "2-1", "3-1", "W1", 0, 0.75, 18, 5, "2024-01-07"},
		{"B", 2, "1-1-1", "1-0-1", "0-1", "0-1-1", "1-1-1", "1-1-1", "T1", 1, 0.5, 12, 7, "2024-01-05"},
		{"D", 3, "1-1-1", "0-0-1", "1-1", "0-0", "1-1-1", "1-1-1", "T1", 1, 0.5, 12, 18, "2024-01-06"},
		{"C", 4, "0-1-2", "0-1", "0-0-2", "0-1-1", "0-1-2", "0-1-2", "T2", 1.5, 0.333, 16, 19, "2024-01-06"},
	}
	for i, w := range wants {
		s := rows[i]
		got := want{s.Team.Name, s.Rank, s.Record.String(), s.Home.String(), s.Away.String(), s.Division.String(),
			s.Conference.String(), s.Last10.String(), s.StreakString(), s.GamesBehind, s.WinPct(), s.PointsFor, s.PointsAgainst, s.LastGame}
		if got != w {
			t.Errorf("row %d:\n got %+v\nwant %+v", i, got, w)
		}
	}
	if rows[0].StreakType() != "win" || rows[3].StreakType() != "tie" {
		t.Errorf("streak types %q %q", rows[0].StreakType(), rows[3].StreakType())
	}
}

func TestHockeyOvertimeLossesAndPoints(t *testing.T) {
	teams := []Team{
		{ID: 1, Group: "nhl", Name: "A", CountOTLosses: true, Points: true},
		{ID: 2, Group: "nhl", Name: "B", CountOTLosses: true, Points: true},
		{ID: 3, Group: "nhl", Name: "C", CountOTLosses: true, Points: true},
	}
	games := []Game{
		{ID: 1, Date: "2024-10-01", Home: 1, Away: 2, HomeScore: 3, AwayScore: 2, Overtime: true}, // B OTL
		{ID: 2, Date: "2024-10-02", Home: 2, Away: 3, HomeScore: 4, AwayScore: 1},                 // B W
		{ID: 3, Date: "2024-10-03", Home: 3, Away: 1, HomeScore: 2, AwayScore: 1, Overtime: true}, // A OTL
		{ID: 4, Date: "2024-10-04", Home: 2, Away: 1, HomeScore: 0, AwayScore: 5},                 // A W
	}
	rows := Compute(teams, games)
	Rank(rows)
	// A: 2-0-1 = 5 pts; B: 1-1-1 = 3 pts; C: 1-1-0 = 2 pts.
	got := []string{}
	for _, s := range rows {
		got = append(got, s.Team.Name+" "+s.Record.String()+" "+s.StreakString())
	}
	want := []string{"A 2-0-1 W1", "B 1-1-1 L1", "C 1-1 W1"}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("hockey order %v, want %v", got, want)
		}
	}
	if p := rows[0].StandingsPoints(); p != 5 {
		t.Errorf("A points %d, want 5", p)
	}
	// The same games where OT losses do not count apart: plain losses.
	for i := range teams {
		teams[i].CountOTLosses = false
	}
	rows = Compute(teams, games)
	if rows[0].Record != (Record{W: 2, L: 1}) {
		t.Errorf("without OTL: %+v", rows[0].Record)
	}
}

func TestPlayoffPositions(t *testing.T) {
	mk := func(id int64, w, l int) *Standing {
		return &Standing{Team: Team{ID: id, Name: string(rune('A' + id))}, Record: Record{W: w, L: l}}
	}
	rows := []*Standing{mk(1, 12, 4), mk(2, 11, 5), mk(3, 9, 7), mk(4, 8, 8), mk(5, 7, 9), mk(6, 2, 14)}
	Rank(rows)
	PlayoffPositions(rows, map[int64]bool{2: true}, map[int64]bool{1: true, 2: true, 3: true}, nil)
	want := map[int64]string{1: "playoffs", 2: "champion", 3: "playoffs", 4: "bubble", 5: "bubble", 6: "eliminated"}
	for _, s := range rows {
		if s.Position != want[s.Team.ID] {
			t.Errorf("team %d: %q, want %q", s.Team.ID, s.Position, want[s.Team.ID])
		}
	}
	// A play-in loser is its own position, not a playoff team.
	PlayoffPositions(rows, map[int64]bool{2: true}, map[int64]bool{1: true, 2: true}, map[int64]bool{3: true})
	if rows[2].Team.ID != 3 || rows[2].Position != PosPlayIn || rows[3].Position != PosEliminated {
		t.Errorf("play-in: %q, next %q", rows[2].Position, rows[3].Position)
	}
	// No postseason data: unknown.
	PlayoffPositions(rows, nil, nil, nil)
	for _, s := range rows {
		if s.Position != "" {
			t.Errorf("team %d: %q without postseason data", s.Team.ID, s.Position)
		}
	}
}
