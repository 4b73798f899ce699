package ncaabsb

import (
	"testing"
	"testing/fstest"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

func TestNCAABaseballScore(t *testing.T) {
	for _, c := range []struct {
		in     string
		w, l   int
		inn    int
		parsed bool
	}{
		{"8-7", 8, 7, 0, true},
		{"21-14", 21, 14, 0, true},
		{"2-1 (11 inn.)", 2, 1, 11, true},
		{"W 8-7", 0, 0, 0, false},
	} {
		w, l, inn, ok := ncaaBsbScore(c.in)
		if ok != c.parsed || (ok && (*w != c.w || *l != c.l || inn != c.inn)) {
			t.Errorf("ncaaBsbScore(%q) = %v %v %d %v", c.in, w, l, inn, ok)
		}
	}
}

func TestNCAABaseballSite(t *testing.T) {
	const cs = "Charles Schwab Field Omaha (TD Ameritrade Park Omaha until 2019), Omaha, NE"
	for _, c := range []struct {
		site        string
		year        int
		venue, city string
	}{
		{"Hyames Field, Kalamazoo, MI", 1947, "Hyames Field", "Kalamazoo"},
		{cs, 2011, "TD Ameritrade Park Omaha", "Omaha"},
		{cs, 2019, "TD Ameritrade Park Omaha", "Omaha"},
		{cs, 2020, "Charles Schwab Field Omaha", "Omaha"},
		{"", 2020, "", ""},
	} {
		v, city := ncaaBsbSite(c.site, c.year)
		if v != c.venue || city != c.city {
			t.Errorf("ncaaBsbSite(%q, %d) = %q, %q", c.site, c.year, v, city)
		}
	}
}

const ncaaBsbHeader = "year,champion,runner_up,result,series,site,most_outstanding_player,mop_team,notes,verified,unverified_fields,source\n"

func TestNCAABaseballLoad(t *testing.T) {
	fsys := fstest.MapFS{ncaaBsbFile: {Data: []byte(ncaaBsbHeader + `1950,Texas,Washington State,3-0,,"Johnny Rosenblatt Stadium, Omaha, NE",Ray VanCleef,Rutgers,,no,most_outstanding_player,x
1967,Arizona State,Houston,11-2,,"Johnny Rosenblatt Stadium, Omaha, NE",Ron Davini,Arizona State,,no,runner_up; result; most_outstanding_player,x
1971,USC,Southern Illinois,7-2,,"Johnny Rosenblatt Stadium, Omaha, NE",Jerry Tabb,Tulsa,,yes,,x
1990,Imaginary U,Georgia,2-1,,"Johnny Rosenblatt Stadium, Omaha, NE",,,,no,champion,x
2010,South Carolina,UCLA,2-1 (11 inn.),,"Johnny Rosenblatt Stadium, Omaha, NE",Jackie Bradley Jr.,South Carolina,,no,most_outstanding_player,x
2020,,,,,,,,Not held,yes,,x
2024,Tennessee,Texas A&M,6-5,2-1,"Charles Schwab Field Omaha (TD Ameritrade Park Omaha until 2019), Omaha, NE",Dylan Dreiling,Tennessee,,yes,,x
`)}}
	for k, v := range ncaaBsbFixture(t, nil) {
		if k != ncaaBsbFile {
			fsys[k] = v // team list and an empty games file
		}
	}
	ds, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Seasons) != 7 || len(ds.ChampionshipResults) != 5 {
		t.Fatalf("seasons %d results %d (2020 not held and the unverified 1990 champion have no result)", len(ds.Seasons), len(ds.ChampionshipResults))
	}
	byYear := map[int]dataset.ChampionshipResult{}
	for _, r := range ds.ChampionshipResults {
		byYear[r.Year] = r
	}
	if r := byYear[1950]; r.MVP != "" || *r.WinnerScore != 3 || r.Notes != "" || r.WinnerKey != "ncaa-baseball:texas" || r.RunnerUpKey != "ncaa-baseball:washington-state" {
		t.Errorf("1950 %+v", r)
	}
	if r := byYear[1967]; r.RunnerUpName != "" || r.RunnerUpKey != "" || r.WinnerScore != nil || r.MVP != "" {
		t.Errorf("1967 unverified fields imported: %+v", r)
	}
	if r := byYear[1971]; r.MVP != "Jerry Tabb" || r.Notes != "Most Outstanding Player from Tulsa" {
		t.Errorf("1971 %+v", r)
	}
	if r := byYear[2010]; r.Notes != "Final game went 11 innings" || *r.RunnerUpScore != 1 {
		t.Errorf("2010 %+v", r)
	}
	if r := byYear[2024]; r.SeriesResult != "2-1" || r.VenueName != "Charles Schwab Field Omaha" || r.City != "Omaha" || r.SeasonKey != "ncaa-baseball:2024" {
		t.Errorf("2024 %+v", r)
	}
	for _, f := range ds.Franchises {
		if f.Name == "Imaginary U" || f.Name == "Houston" {
			t.Errorf("franchise from an unverified field: %+v", f)
		}
	}
	for _, s := range ds.Seasons {
		if s.StartYear != s.EndYear || (s.StartYear == 2020 && s.ChampionKey != "") {
			t.Errorf("season %+v", s)
		}
	}
}
