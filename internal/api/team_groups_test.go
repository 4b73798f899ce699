package api_test

import (
	"net/url"
	"testing"

	"github.com/almanac-sports/almanac/internal/api/apitest"
)

// tcTeamsNamed lists the names of the teams a search finds (one page).
func tcTeamsNamed(t *testing.T, url string) map[string]int {
	t.Helper()
	names := map[string]int{}
	for _, r := range apitest.Results(t, tcGet(t, url)) {
		names[tcStr(r["name"])]++
	}
	return names
}

// tcSeasonOf is one season of a team's history, by start year.
func tcSeasonOf(t *testing.T, slug string, year int) map[string]any {
	t.Helper()
	for _, r := range apitest.Results(t, tcGet(t, "/api/teams/"+slug+"/seasons")) {
		if int(tcNum(t, r["start_year"])) == year {
			return r
		}
	}
	t.Fatalf("%s has no season %d", slug, year)
	return nil
}

func TestTeamListGroups(t *testing.T) {
	b := tcGet(t, "/api/teams?ordering=group&page_size=500")
	groups := b["groups"].([]any)
	total := 0
	byKey := map[string]map[string]any{}
	var keys []string
	for _, g := range groups {
		m := tcObj(t, g)
		keys = append(keys, tcStr(m["key"]))
		byKey[tcStr(m["key"])] = m
		total += int(tcNum(t, m["count"]))
	}
	// The counts are the whole list's, not the page's.
	if total != int(tcNum(t, b["count"])) || total <= 500 {
		t.Errorf("groups count %d teams, the list %v", total, b["count"])
	}
	if len(keys) < 8 || keys[0] != "nfl" || keys[1] != "nba" || keys[2] != "mlb" || keys[3] != "nhl" {
		t.Fatalf("group order = %v, want nfl, nba, mlb, nhl first", keys)
	}
	// The leagues' clubs of their latest season (2026 NFL schedule, 2025-26 NBA and NHL, 2026 MLB).
	for key, want := range map[string]int{"nfl": 32, "nba": 30, "mlb": 30, "nhl": 32} {
		if got := int(tcNum(t, byKey[key]["active"])); got != want {
			t.Errorf("%s active = %d, want %d", key, got, want)
		}
	}
	if g := byKey["ncaa-football"]; g == nil || tcStr(g["label"]) != "NCAA D-I Football" {
		t.Errorf("college football group = %v", g)
	}
	if g := byKey["mlb"]; tcStr(g["label"]) != "MLB" || tcStr(g["name"]) != "Major League Baseball" {
		t.Errorf("mlb group = %v", g)
	}
	// Leagues of the past come after every league with active teams.
	pastSeen := false
	for _, k := range keys {
		active := tcNum(t, byKey[k]["active"]) > 0
		if active && pastSeen {
			t.Errorf("group %s with active teams after a league of the past: %v", k, keys)
		}
		pastSeen = pastSeen || !active
	}
	// The page follows the groups: the NFL's 32 active clubs, then its former ones.
	rows := apitest.Results(t, b)
	for i, r := range rows[:50] {
		if tcStr(r["group"]) != "nfl" {
			t.Fatalf("row %d is in %v, want nfl", i, r["group"])
		}
		if active := r["is_active"] == true; active != (i < 32) {
			t.Fatalf("row %d (%v) active = %v", i, r["name"], active)
		}
	}
}

func TestTeamListGroupFilter(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "one group", URL: "/api/teams?group=mlb&ordering=group&page_size=100", Status: 200, Check: func(t *testing.T, b map[string]any) {
			groups := b["groups"].([]any)
			if len(groups) != 1 || tcNum(t, tcObj(t, groups[0])["count"]) != tcNum(t, b["count"]) {
				t.Fatalf("groups = %v, count %v", groups, b["count"])
			}
			rows := apitest.Results(t, b)
			if rows[0]["is_active"] != true || rows[29]["is_active"] != true || rows[30]["is_active"] != false {
				t.Errorf("MLB: want the 30 clubs of 2026 first, got %v, %v, %v", rows[0]["name"], rows[29]["name"], rows[30]["name"])
			}
		}},
		{Name: "counts over a search", URL: "/api/teams?search=alcorn", Status: 200, Check: func(t *testing.T, b map[string]any) {
			n := 0
			for _, g := range b["groups"].([]any) {
				n += int(tcNum(t, tcObj(t, g)["count"]))
			}
			if n != int(tcNum(t, b["count"])) {
				t.Errorf("groups hold %d teams, count %v", n, b["count"])
			}
		}},
		{Name: "bad ordering", URL: "/api/teams?ordering=random", Status: 400, Contains: []string{`ordering`}},
	})
}

// One name per school: Kaggle's abbreviations ("Alcorn St", "Abilene Chr")
// are the name the other college sources give the same school.
func TestTeamSchoolNames(t *testing.T) {
	for search, want := range map[string]map[string]int{
		"alcorn":  {"Alcorn State": 3},                      // basketball, baseball, football
		"abilene": {"Abilene Christian": 2},                 // basketball, baseball
		"kent":    {"Kent State": 3},                        // basketball (Kaggle: "Kent"), baseball, football
		"wright":  {"Wright State": 2},                      // basketball, baseball
		"green b": {"Green Bay": 1, "Green Bay Packers": 1}, // basketball (Kaggle: "WI Green Bay")
	} {
		got := tcTeamsNamed(t, "/api/teams?page_size=100&search="+url.QueryEscape(search))
		for name, n := range want {
			if got[name] != n {
				t.Errorf("search %q: %d teams named %q, want %d (all: %v)", search, got[name], name, n, got)
			}
		}
		for _, bad := range []string{"Alcorn St", "Abilene Chr", "Kent", "Wright St", "WI Green Bay"} {
			if got[bad] > 0 {
				t.Errorf("search %q still lists %q", search, bad)
			}
		}
	}
	// A title's names follow: UConn's 2024 basketball title names the school as every sport does.
	d := tcGet(t, "/api/teams?search=uconn&sport__slug=basketball")
	if rows := apitest.Results(t, d); len(rows) != 1 || tcStr(rows[0]["name"]) != "UConn" {
		t.Errorf("UConn basketball = %v", rows)
	}
}

func TestTeamActiveByLatestSeason(t *testing.T) {
	for slug, want := range map[string]bool{
		"purdue-fort-wayne-baseball": false, // in the 2025 team list, not in 2026's
		"iona-hockey":                false, // games end in 2002-03, within a file of every D-I team
		"colorado-college-hockey":    true,  // last in 2012-13: the later files lack some teams
		"lsu-baseball":               true,
	} {
		b := tcGet(t, "/api/teams/"+slug)
		if got := b["is_active"] == true; got != want {
			t.Errorf("%s is_active = %v, want %v (last_year %v)", slug, got, want, b["last_year"])
		}
	}
}

func TestTeamCurrentNames(t *testing.T) {
	// The slug is the one the franchise had when first imported (a re-import keeps it).
	slug := ""
	for _, r := range apitest.Results(t, tcGet(t, "/api/teams?league=al&search=angels")) {
		slug = tcStr(r["slug"])
	}
	angels := tcGet(t, "/api/teams/"+slug)
	if tcStr(angels["name"]) != "Los Angeles Angels" || tcStr(angels["abbreviation"]) != "LAA" {
		t.Errorf("Angels = %v (%v)", angels["name"], angels["abbreviation"])
	}
	// Earlier seasons keep their own names.
	for year, want := range map[int]string{2026: "Los Angeles Angels", 2010: "Los Angeles Angels of Anaheim", 1995: "California Angels"} {
		if got := tcStr(tcSeasonOf(t, slug, year)["team_name"]); got != want {
			t.Errorf("Angels %d = %q, want %q", year, got, want)
		}
	}
	as := tcGet(t, "/api/teams/athletics")
	if tcStr(as["name"]) != "Athletics" || tcStr(as["abbreviation"]) != "ATH" || tcStr(as["city"]) != "Sacramento" {
		t.Errorf("Athletics = %v %v %v", as["name"], as["abbreviation"], as["city"])
	}
	for year, want := range map[int]string{2026: "ATH", 2025: "ATH", 2024: "OAK"} {
		if got := tcStr(tcSeasonOf(t, "athletics", year)["abbreviation"]); got != want {
			t.Errorf("Athletics %d abbreviation = %q, want %q", year, got, want)
		}
	}
	// The data names Utah's club only "Utah Hockey Club" (2024-25 and 2025-26); its abbreviation is the games'.
	utah := tcGet(t, "/api/teams/utah-hockey-club")
	if tcStr(utah["name"]) != "Utah Hockey Club" || tcStr(utah["abbreviation"]) != "UTA" {
		t.Errorf("Utah = %v (%v)", utah["name"], utah["abbreviation"])
	}
}

// The players and coaches tiles are sums over every match, the same as
// summing the whole list page by page.
func TestPeopleTotals(t *testing.T) {
	for _, c := range []struct{ kind, filter string }{
		{"players", "sport__slug=basketball&level__slug=professional&team=boston-celtics&season=2007"},
		{"players", "sport__slug=hockey&level__slug=professional&search=gretzky"},
		{"coaches", "sport__slug=basketball&level__slug=professional&team=chicago-bulls"},
	} {
		tot := tcGet(t, "/api/"+c.kind+"/totals?"+c.filter)
		list := tcGet(t, "/api/"+c.kind+"?page_size=500&"+c.filter)
		rows := apitest.Results(t, list)
		if len(rows) == 0 || int(tcNum(t, tot["count"])) != len(rows) || tcNum(t, list["count"]) != tcNum(t, tot["count"]) {
			t.Fatalf("%s %s: totals count %v, list %v (%d rows)", c.kind, c.filter, tot["count"], list["count"], len(rows))
		}
		champs, stars, years, withYears := 0, 0, 0, 0
		for _, r := range rows {
			if c.kind == "players" {
				champs += int(tcNum(t, r["championships"]))
				stars += int(tcNum(t, r["all_star_selections"]))
			} else {
				champs += int(tcNum(t, r["championships_won"]))
				if y := int(tcNum(t, r["years_experience"])); y > 0 {
					years, withYears = years+y, withYears+1
				}
			}
		}
		if int(tcNum(t, tot["championships"])) != champs {
			t.Errorf("%s %s: championships %v, the list sums %d", c.kind, c.filter, tot["championships"], champs)
		}
		if c.kind == "players" && int(tcNum(t, tot["all_star_selections"])) != stars {
			t.Errorf("%s: all-star selections %v, the list sums %d", c.filter, tot["all_star_selections"], stars)
		}
		if c.kind == "coaches" && withYears > 0 {
			if got, want := tcNum(t, tot["average_years"]), float64(years)/float64(withYears); got != want {
				t.Errorf("%s: average years %v, want %v", c.filter, got, want)
			}
		}
	}
	// The whole NBA list: more players than one page could sum.
	all := tcGet(t, "/api/players/totals?sport__slug=basketball&level__slug=professional")
	active := tcGet(t, "/api/players?sport__slug=basketball&level__slug=professional&status=active&page_size=1")
	if tcNum(t, all["count"]) < 5000 || tcNum(t, all["active"]) != tcNum(t, active["count"]) || tcNum(t, all["sports"]) != 1 {
		t.Errorf("NBA totals = %v (active list %v)", all, active["count"])
	}
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "unknown team", URL: "/api/players/totals?team=no-such-team", Status: 400, Contains: []string{`team`}},
		{Name: "bad status", URL: "/api/coaches/totals?status=fired", Status: 400, Contains: []string{`status`}},
	})
}
