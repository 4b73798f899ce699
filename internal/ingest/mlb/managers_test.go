package mlb

import (
	"testing"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

func TestMLBStandIn(t *testing.T) {
	atl := &mlbTeam{Year: 2000, ID: "ATL", G: 162}
	sfn := &mlbTeam{Year: 2023, ID: "SFN", G: 162}
	fired := &mlbTeam{Year: 1990, ID: "XXX", G: 162}
	cox := mlbManagerRow{ID: "coxbo01", Team: atl, Inseason: 1, G: 157}
	corrales := mlbManagerRow{ID: "corrapa01", Team: atl, Inseason: 2, G: 5}
	for _, c := range []struct {
		name           string
		first, m       mlbManagerRow
		coachEnd, last string
		want           bool
	}{
		{"bench coach stood in (2000 ATL)", cox, corrales, "2000-10-07", "2000-10-01", true},
		{"coaching tenure ended when he took over", cox, corrales, "2000-09-20", "2000-10-01", false},
		{"not on the coaching staff", cox, corrales, "", "2000-10-01", false},
		{"no games to date the season", cox, corrales, "2000-10-07", "", false},
		{"the first row itself", cox, cox, "2000-10-07", "2000-10-01", false},
		{"known interim (2023 SFN)", mlbManagerRow{ID: "kaplega01", Team: sfn, Inseason: 1, G: 159},
			mlbManagerRow{ID: "correka99", Team: sfn, Inseason: 2, G: 3}, "2023-10-01", "2023-10-01", false},
		{"first manager replaced during the season", mlbManagerRow{ID: "a", Team: fired, Inseason: 1, G: 100},
			mlbManagerRow{ID: "b", Team: fired, Inseason: 2, G: 62}, "1990-10-03", "1990-10-03", false},
	} {
		if got := mlbStandIn(c.first, c.m, c.coachEnd, c.last); got != c.want {
			t.Errorf("%s: got %v", c.name, got)
		}
	}
}

func TestMLBManagerRecords(t *testing.T) {
	atl := &mlbTeam{Year: 2000, ID: "ATL", Retro: "ATL", Name: "Atlanta Braves", G: 4, W: 3, L: 1}
	b := &mlbBuild{ds: &dataset.Dataset{}, teams: &mlbTeams{byRetro: map[mlbYT]*mlbTeam{{2000, "ATL"}: atl}},
		retroToID: map[string]string{"corrp102": "corrapa01"},
		tabs: map[string]*source.Table{"coaches.csv": source.NewTable("coaches.csv", []string{"id", "year", "team", "role", "start", "end"},
			[][]string{{"corrp102", "2000", "ATL", "B", "04/03/2000", "10/07/2000"}})},
		games:   []mlbGame{{Date: "2000-09-30", Home: atl, Away: atl}, {Date: "2000-10-01", Home: atl, Away: atl}, {Date: "2000-10-04", Home: atl, Away: atl, Post: true}},
		mgrRows: []mlbManagerRow{{ID: "coxbo01", Team: atl, Inseason: 1, G: 4, W: 2, L: 1}, {ID: "corrapa01", Team: atl, Inseason: 2, G: 1, W: 1, L: 0}},
	}
	rows := b.managerRecords()
	if len(rows) != 1 || rows[0].ID != "coxbo01" || rows[0].W != 3 || rows[0].L != 1 || rows[0].G != 5 {
		t.Fatalf("rows %+v", rows)
	}
	if len(b.ds.Disagreements) != 0 {
		t.Errorf("disagreements %+v", b.ds.Disagreements)
	}
	// A managers' sum that misses the team's record is reported.
	atl.L = 2
	b.ds.Disagreements = nil
	b.managerRecords()
	if d := b.ds.Disagreements; len(d) != 1 || d[0].Field != "losses" || d[0].KeptValue != "2" || d[0].OtherValue != "1" ||
		d[0].Subject != "2000 Atlanta Braves managers" {
		t.Errorf("disagreements %+v", d)
	}
}
