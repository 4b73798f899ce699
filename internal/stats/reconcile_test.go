package stats

import (
	"strings"
	"testing"
)

func TestCompare(t *testing.T) {
	for _, c := range []struct {
		name string
		g, o Record
		want Difference
	}{
		{"same", Record{W: 60, L: 22}, Record{W: 60, L: 22}, DiffNone},
		{"no games", Record{}, Record{W: 39, L: 22}, DiffNoGames},
		{"games missing (1946 Stags)", Record{W: 14, L: 4}, Record{W: 39, L: 22}, DiffMissing},
		{"extra game", Record{W: 80, L: 82, T: 1}, Record{W: 80, L: 82}, DiffExtra},
		{"overtime unflagged (2015 Leafs)", Record{W: 29, L: 53}, Record{W: 29, L: 42, OTL: 11}, DiffOvertime},
		{"one overtime loss flagged too many", Record{W: 33, L: 36, T: 6, OTL: 7}, Record{W: 33, L: 37, T: 6, OTL: 6}, DiffOvertime},
		{"tie in the table, loss in the logs (1924 Cubs)", Record{W: 81, L: 73}, Record{W: 81, L: 72, T: 1}, DiffTieResult},
		{"forfeit scored as played", Record{W: 90, L: 64}, Record{W: 89, L: 65}, DiffOutcome},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := Compare(c.g, c.o); got != c.want {
				t.Errorf("Compare(%v, %v) = %q, want %q", c.g, c.o, got, c.want)
			}
			if r := Reason(c.want, c.g, c.o); (r == "") != (c.want == DiffNone) {
				t.Errorf("Reason(%q) = %q", c.want, r)
			}
		})
	}
}

func TestReason(t *testing.T) {
	for _, c := range []struct {
		g, o Record
		want string
	}{
		{Record{W: 14, L: 4}, Record{W: 39, L: 22}, "43 of 61 games are missing"},
		{Record{W: 29, L: 53}, Record{W: 29, L: 42, OTL: 11}, "flag 0 of the 11 overtime"},
		{Record{W: 90, L: 64}, Record{W: 89, L: 65}, "score 1 game differently (forfeits"},
		{Record{W: 81, L: 74}, Record{W: 81, L: 72, T: 2}, "differ on 2 tied games"},
		{Record{}, Record{W: 1}, "No game-level data"},
	} {
		if got := Reason(Compare(c.g, c.o), c.g, c.o); !strings.Contains(got, c.want) {
			t.Errorf("Reason(%v, %v) = %q, want it to contain %q", c.g, c.o, got, c.want)
		}
	}
}

func TestSplitsHonest(t *testing.T) {
	for _, c := range []struct {
		name string
		g, o Record
		want bool
	}{
		{"complete", Record{W: 60, L: 22}, Record{W: 60, L: 22}, true},
		{"no games", Record{}, Record{W: 60, L: 22}, false},
		{"one of 82 missing", Record{W: 60, L: 21}, Record{W: 60, L: 22}, true},
		{"two of 82 missing", Record{W: 60, L: 20}, Record{W: 60, L: 22}, false},
		{"three of 162 missing", Record{W: 95, L: 64}, Record{W: 96, L: 66}, true},
		{"four of 162 missing", Record{W: 95, L: 63}, Record{W: 96, L: 66}, false},
		{"forfeit: a win apart", Record{W: 90, L: 64}, Record{W: 89, L: 65}, true},
		{"one overtime loss unflagged", Record{W: 33, L: 37, T: 6, OTL: 6}, Record{W: 33, L: 36, T: 6, OTL: 7}, true},
		{"no overtime flags at all", Record{W: 29, L: 53}, Record{W: 29, L: 42, OTL: 11}, false},
		{"short season: one game missing allowed", Record{W: 10, L: 9}, Record{W: 10, L: 10}, true},
		{"games quarter of the season", Record{W: 14, L: 4}, Record{W: 39, L: 22}, false},
	} {
		if got := SplitsHonest(c.g, c.o); got != c.want {
			t.Errorf("%s: SplitsHonest(%v, %v) = %v, want %v", c.name, c.g, c.o, got, c.want)
		}
	}
}

func TestReconcile(t *testing.T) {
	games := []Game{{ID: 1, Date: "2020-01-01", Home: 1, Away: 2, HomeScore: 3, AwayScore: 2}, {ID: 2, Date: "2020-01-02", Home: 2, Away: 1, HomeScore: 4, AwayScore: 1}}
	rows := Compute([]Team{{ID: 1, Name: "A"}, {ID: 2, Name: "B"}}, games)
	a, b := rows[0], rows[1]
	Reconcile(a, &Record{W: 40, L: 40})
	Reconcile(b, nil)
	if a.Record != (Record{W: 40, L: 40}) || a.GamesRecord != (Record{W: 1, L: 1}) || a.RecordSource != SourceSeasonTable || a.Difference != DiffMissing || a.SplitsKnown {
		t.Errorf("official: %+v", a)
	}
	if b.Record != (Record{W: 1, L: 1}) || b.GamesRecord != b.Record || b.RecordSource != SourceGames || b.Difference != DiffNone || !b.SplitsKnown {
		t.Errorf("games: %+v", b)
	}
	Rank(rows)
	if rows[0].Team.ID != 1 {
		t.Errorf("ranked by the shown record: %v first", rows[0].Team.Name)
	}
}
