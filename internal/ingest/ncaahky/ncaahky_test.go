package ncaahky

import (
	"testing"
	"testing/fstest"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

func TestNCAAHockeyFixture(t *testing.T) {
	const header = "year,champion,runner_up,score,overtime,overtime_periods,site_city,venue,most_outstanding_player,mop_team,notes,verified,unverified_fields,source\n"
	fsys := fstest.MapFS{ncaahkySrc: &fstest.MapFile{Data: []byte(header +
		`1948,Michigan,Dartmouth,8-4,no,,"Colorado Springs, CO",Broadmoor Ice Palace,Joe Riley,Dartmouth,,yes,,src
1960,Denver,Michigan Tech,5-3,no,,"Boston, MA",Boston Arena,Lou Angotti; Bob Marquis,Michigan Tech; Denver,,yes,,src
1963,North Dakota,Denver,6-5,no,,"Chestnut Hill, MA",McHugh Forum,Al McLean,North Dakota,,no,overtime,src
1984,Bowling Green,Minnesota Duluth,5-4,yes,4OT,"Lake Placid, NY",Olympic Arena,Gary Kruzich,Bowling Green,,yes,,src
1992,Lake Superior State,Wisconsin (appearance vacated),5-3,no,,"Albany, NY",Knickerbocker Arena,Paul Constantin,Lake Superior State,,yes,,src
1996,Michigan,Colorado College,3-2,yes,OT,"Cincinnati, OH",,Brendan Morrison,Michigan,,no,most_outstanding_player,src
2019,Minnesota Duluth,Massachusetts,3-0,no,,"Buffalo, NY",,,,Most Outstanding Player not filled: not confirmed in a consulted source,yes,,src
2020,,,,,,,,,,Not held (COVID-19 pandemic),yes,,src
2021,Guessed U,St. Cloud State,5-0,no,,"Pittsburgh, PA",,,,,no,champion,src
`)}}
	for k, v := range ncaahkyEmptyGames() {
		fsys[k] = v
	}
	ds, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Seasons) != 9 || ds.Seasons[0].Key != "ncaa-hockey:1947" || ds.Seasons[0].Name != "1947-48 NCAA Division I Men's Ice Hockey Season" {
		t.Errorf("seasons = %+v", ds.Seasons)
	}
	res := map[int]dataset.ChampionshipResult{}
	for _, r := range ds.ChampionshipResults {
		res[r.Year] = r
	}
	if len(res) != 7 {
		t.Errorf("%d results (2020 and the unverified 2021 champion must be skipped)", len(res))
	}
	if r := res[1948]; r.WinnerKey != "ncaa-hockey:michigan" || r.SeasonKey != "ncaa-hockey:1947" || *r.WinnerScore != 8 || *r.RunnerUpScore != 4 || r.MVP != "Joe Riley (Dartmouth)" || r.VenueName != "Broadmoor Ice Palace" || r.City != "Colorado Springs, CO" {
		t.Errorf("1948 = %+v", r)
	}
	if r := res[1960]; r.MVP != "Lou Angotti (Michigan Tech); Bob Marquis" {
		t.Errorf("1960 MVP = %q", r.MVP)
	}
	if r := res[1963]; r.Notes != "" {
		t.Errorf("1963 unverified overtime leaked: %q", r.Notes)
	}
	if r := res[1984]; r.Notes != "Final decided in overtime (4OT)" {
		t.Errorf("1984 notes = %q", r.Notes)
	}
	if r := res[1992]; r.RunnerUpName != "Wisconsin" || r.RunnerUpKey != "ncaa-hockey:wisconsin" || r.Notes != "Wisconsin's tournament appearance was later vacated by the NCAA" {
		t.Errorf("1992 = %+v", r)
	}
	if r := res[1996]; r.MVP != "" {
		t.Errorf("1996 unverified MVP leaked: %q", r.MVP)
	}
	if r := res[2019]; r.Notes != "" || r.MVP != "" {
		t.Errorf("2019 = %+v", r)
	}
	keys := map[string]bool{}
	for _, f := range ds.Franchises {
		if keys[f.Key] {
			t.Errorf("duplicate franchise %s", f.Key)
		}
		keys[f.Key] = true
		if f.Name == "Guessed U" {
			t.Errorf("unverified champion became a franchise")
		}
	}
	if !keys["ncaa-hockey:minnesota-duluth"] || keys["ncaa-hockey:st-cloud-state"] {
		t.Errorf("franchises = %v", keys)
	}
}
