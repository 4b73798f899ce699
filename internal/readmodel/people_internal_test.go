package readmodel

import (
	"database/sql"
	"encoding/json"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

func TestPeopleFold(t *testing.T) {
	for in, want := range map[string]string{
		"Pierre-Luc Dubois": "pierre luc dubois",
		"J.J. Watt":         "jj watt",
		"  José   Ramírez ": "jose ramirez",
		"Shaquille O'Neal":  "shaquille oneal",
		"Mats Sundin ":      "mats sundin",
		"GRÉTZKY":           "gretzky",
		"Bjørn Ærø":         "bjorn aero",
		"%'\"":              "",
	} {
		if got := fold(in); got != want {
			t.Errorf("fold(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPeopleParseStats(t *testing.T) {
	names := statNames{}
	got := map[string]float64{}
	parseStats(` {"games_played": 10, "avg":0.25,"neg":-3,"bad":"x","e":1e2} `, names, func(k string, v float64) { got[k] = v })
	want := map[string]float64{"games_played": 10, "avg": 0.25, "neg": -3, "e": 100}
	if len(got) != len(want) {
		t.Fatalf("got %v", got)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
	for _, bad := range []string{"", "{", "[1,2]", `{"a":`, `{"a"`, "null", `{"a":1,}`} {
		parseStats(bad, names, func(string, float64) {}) // must not panic
	}
}

func TestPeopleDerive(t *testing.T) {
	derive := func(sport string, m map[string]float64) map[string]float64 {
		return stats.Totals(sport, []stats.SeasonLine{{Year: 2000, Stats: m}})
	}
	d := derive("baseball", map[string]float64{"at_bats": 8399, "hits": 2873, "doubles": 506, "triples": 136, "home_runs": 714,
		"outs_pitched": 3663, "earned_runs": 309, "hits_allowed": 974, "walks_allowed": 441})
	if d["batting_average"] != 0.342 || d["slugging_percentage"] != 0.690 || d["era"] != 2.28 || d["innings_pitched"] != 1221 {
		t.Errorf("baseball %v", d)
	}
	d = derive("football", map[string]float64{"passing_attempts": 100, "completions": 65, "passing_yards": 800, "passing_touchdowns": 6, "interceptions_thrown": 2})
	if d["completion_percentage"] != 0.65 || d["passer_rating"] != 101.3 {
		t.Errorf("football %v", d)
	}
	d = derive("basketball", map[string]float64{"field_goals_made": 50, "field_goals_attempted": 100, "points": 300, "games_played": 10})
	if d["field_goal_percentage"] != 0.5 || d["points_per_game"] != 30 {
		t.Errorf("basketball %v", d)
	}
	d = derive("hockey", map[string]float64{"shots_against": 1000, "goals_against": 80, "minutes": 2400})
	if d["save_percentage"] != 0.92 || d["goals_against_average"] != 2 {
		t.Errorf("hockey %v", d)
	}
}

func TestPeopleCareerTotalRows(t *testing.T) {
	row := func(season, franchise, year int, stats string) *store.PlayerSeasonRow {
		r := &store.PlayerSeasonRow{SeasonID: season, StartYear: year, Stats: stats}
		if franchise != 0 {
			r.FranchiseID = sql.NullInt64{Int64: int64(franchise), Valid: true}
		}
		return r
	}
	rows := []*store.PlayerSeasonRow{
		row(1, 10, 2000, `{"games_played":82,"points":2000,"field_goal_percentage":0.5}`),
		// a season split over two teams, with the source's total row
		row(2, 0, 2001, `{"games_played":80,"points":1500}`),
		row(2, 10, 2001, `{"games_played":40,"points":700}`),
		row(2, 11, 2001, `{"games_played":40,"points":800}`),
		// two leagues in one year, no total rows
		row(3, 12, 2002, `{"games_played":10,"points":100}`),
		row(4, 13, 2002, `{"games_played":5,"points":50}`),
	}
	c := careerOf("basketball", groupSeasons(rows, statNames{}), nil)
	if c.Totals["games_played"] != 177 || c.Totals["points"] != 3650 {
		t.Errorf("totals %v", c.Totals)
	}
	if _, ok := c.Totals["field_goal_percentage"]; ok {
		t.Errorf("a rate was summed")
	}
	if cv := c.Coverage; cv.Seasons != 3 || cv.SeasonsWithStats != 3 || !cv.Complete {
		t.Errorf("coverage %+v", cv)
	}
}

func TestPeopleAwards(t *testing.T) {
	for name, want := range map[string]bool{"All-Star": true, "First Team All-Star": true, "TSN All-Star": false,
		"Baseball Magazine All-Star": false, "All-NBA First Team": false} {
		if isAllStarAward(name) != want {
			t.Errorf("all-star %q", name)
		}
	}
	for name, want := range map[string]bool{"Most Valuable Player": true, "Hart": true, "Finals MVP": false,
		"All-Star Game MVP": false, "World Series MVP": false, "Cy Young Award": false} {
		if isMVPAward(name) != want {
			t.Errorf("mvp %q", name)
		}
	}
}

func TestPeopleAge(t *testing.T) {
	now := time.Date(2025, 6, 15, 12, 0, 0, 0, time.UTC)
	if a := ageOn("1984-12-30", "", now); a == nil || *a != 40 {
		t.Errorf("age %v", a)
	}
	if a := ageOn("1984-06-15", "", now); a == nil || *a != 41 {
		t.Errorf("birthday age %v", a)
	}
	if ageOn("1895-02-06", "1948-08-16", now) != nil || ageOn("", "", now) != nil || ageOn("19xx-01-01", "", now) != nil {
		t.Error("age for dead or unknown")
	}
}

func TestPeopleSearchRanking(t *testing.T) {
	var k searchKind
	add := func(id, prom int, name string, aliases ...string) {
		k.add(searchItem{hit: SearchHit{ID: id, Name: name}, sport: "baseball", level: "professional", prominence: prom, sortName: fold(name)},
			append([]string{name}, aliases...)...)
	}
	add(1, 5, "New York Yankees", "New York Highlanders", "NYY")
	add(2, 1, "New York Yankees")
	add(3, 100, "Yankee Stadium Club")
	add(4, 50, "Boston Yanks")
	add(5, 1, "Yank")
	add(6, 1000, "The Hollywood Stars")
	k.finish()
	ids := func(q string) []int {
		var out []int
		for _, h := range k.query(fold(q), Scope{}, 10) {
			out = append(out, h.ID)
		}
		return out
	}
	eq := func(q string, want ...int) {
		t.Helper()
		got := ids(q)
		if len(got) != len(want) {
			t.Fatalf("%q: got %v, want %v", q, got, want)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("%q: got %v, want %v", q, got, want)
			}
		}
	}
	// exact "Yank", then prefix of a full name (Yankee Stadium Club), then word
	// prefixes by prominence.
	eq("yank", 5, 3, 4, 1, 2)
	eq("yankees", 1, 2)
	eq("highlanders", 1)
	eq("nyy", 1)
	eq("wood", 6) // substring
	eq("ollywood st", 6)
	if got := k.query("yankees", Scope{Sport: "hockey"}, 10); len(got) != 0 {
		t.Errorf("scope ignored: %v", got)
	}
	if got := k.query("highlanders", Scope{}, 10); len(got) != 1 || got[0].MatchedName == nil || *got[0].MatchedName != "New York Highlanders" {
		t.Errorf("matched name: %+v", got)
	}
}

// A stats map encodes as the JSON object encoding/json would write for the
// same names and numbers, whatever the names hold.
func TestStatMapJSON(t *testing.T) {
	for _, name := range []string{"points", "fg_pct", "3pt", `say "hi"`, `back\slash`, "tab\there", "émile", "<b>&", "\x01"} {
		m := StatMap{Stat(name, 12), Stat("avg", 0.25)}
		got, err := m.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		key, _ := json.Marshal(name)
		want := "{" + string(key) + `:12,"avg":0.25}`
		if string(got) != want || !json.Valid(got) {
			t.Errorf("%q: got %s, want %s", name, got, want)
		}
	}
}
