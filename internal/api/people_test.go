package api_test

import (
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/api/apitest"
)

// Scenario tables for seasons, players, coaches, coaching statistics and
// search against the real dataset.

func obj(t *testing.T, v any, path ...string) map[string]any {
	t.Helper()
	for _, p := range path {
		m, ok := v.(map[string]any)
		if !ok {
			t.Fatalf("%v is not an object at %q", v, p)
		}
		v = m[p]
	}
	m, ok := v.(map[string]any)
	if !ok {
		t.Fatalf("not an object at %v: %v", path, v)
	}
	return m
}

func list(t *testing.T, v any) []map[string]any {
	t.Helper()
	raw, ok := v.([]any)
	if !ok {
		t.Fatalf("not a list: %v", v)
	}
	out := make([]map[string]any, 0, len(raw))
	for _, x := range raw {
		out = append(out, x.(map[string]any))
	}
	return out
}

func num(t *testing.T, v any) float64 {
	t.Helper()
	f, ok := v.(float64)
	if !ok {
		t.Fatalf("not a number: %v", v)
	}
	return f
}

func badParam(name string) func(t *testing.T, body map[string]any) {
	return func(t *testing.T, body map[string]any) {
		d, _ := body["detail"].(string)
		if !strings.Contains(d, `"`+name+`"`) {
			t.Errorf("detail %q does not name %s", d, name)
		}
	}
}

func TestPeopleSeasons(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "list newest first", URL: "/api/seasons?page_size=50", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rs := apitest.Results(t, b)
			if len(rs) != 50 || num(t, b["count"]) < 500 {
				t.Fatalf("count %v, page %d", b["count"], len(rs))
			}
			for i := 1; i < len(rs); i++ {
				if num(t, rs[i]["start_year"]) > num(t, rs[i-1]["start_year"]) {
					t.Fatalf("not newest first at %d", i)
				}
			}
			for _, k := range []string{"id", "slug", "name", "start_year", "end_year", "sport", "league", "level", "regular_season_start",
				"regular_season_end", "playoffs_end", "start_date", "end_date", "champion", "teams_count", "games_count",
				"championship_name", "championship", "playoffs_format", "regular_season_games", "status"} {
				if _, ok := rs[0][k]; !ok {
					t.Errorf("season lacks %s", k)
				}
			}
		}},
		{Name: "filters", URL: "/api/seasons?sport__slug=basketball&level__slug=professional&start_year=2015", Status: 200,
			Contains: []string{`"slug":"nba-2015-16"`}, NotContains: []string{`"slug":"nhl-2015-16"`}},
		{Name: "league filter", URL: "/api/seasons?league=nhl&page_size=500", Status: 200, NotContains: []string{`"abbreviation":"NBA"`},
			Contains: []string{`"slug":"nhl-1993-94"`}},
		{Name: "search by champion", URL: "/api/seasons?search=cleveland%20cavaliers", Status: 200, Contains: []string{`"slug":"nba-2015-16"`}},
		{Name: "detail nba 2015-16", URL: "/api/seasons/nba-2015-16", Status: 200, Check: func(t *testing.T, b map[string]any) {
			c := obj(t, b, "champion")
			if c["team_name"] != "Cleveland Cavaliers" || c["team_slug"] != "cleveland-cavaliers" {
				t.Errorf("champion %v", c)
			}
			if b["status"] != "completed" || num(t, b["teams_count"]) != 30 || num(t, b["games_count"]) < 1230 {
				t.Errorf("status %v teams %v games %v", b["status"], b["teams_count"], b["games_count"])
			}
			if obj(t, b, "championship")["slug"] != "nba-finals" {
				t.Errorf("championship %v", b["championship"])
			}
			best := obj(t, b, "best_record")
			if best["team_slug"] != "golden-state-warriors" || num(t, best["wins"]) != 73 {
				t.Errorf("best record %v", best)
			}
			if b["regular_season_start"] != "2015-10-27" || b["playoffs_end"] != "2016-06-19" {
				t.Errorf("dates %v %v", b["regular_season_start"], b["playoffs_end"])
			}
		}},
		// Completed only once the champion is decided in the data (or a later
		// season was played): the rule follows the data, not a list of seasons.
		{Name: "every season with games is completed exactly when decided", URL: "/api/seasons?page_size=500", Status: 200, Check: func(t *testing.T, b map[string]any) {
			for _, r := range apitest.Results(t, b) {
				played := num(t, r["games_count"]) > 0
				if !played || r["status"] == "upcoming" {
					continue
				}
				if r["status"] == "active" && (r["champion"] != nil || r["data_through"] == nil || r["playoffs_end"] != nil) {
					t.Errorf("%v in progress: champion %v, data to %v, playoffs end %v", r["slug"], r["champion"], r["data_through"], r["playoffs_end"])
				}
			}
		}},
		{Name: "MLB 2026 without a World Series in the data", URL: "/api/seasons/al-2026", Status: 200, Check: func(t *testing.T, b map[string]any) {
			if b["champion"] != nil {
				t.Skip("the data now holds the 2026 champion")
			}
			if b["status"] != "active" || b["data_through"] != "2026-08-21" || b["playoffs_end"] != nil || b["end_date"] != nil || b["regular_season_end"] != nil {
				t.Errorf("status %v, data to %v, playoffs end %v, end %v, regular season end %v", b["status"], b["data_through"], b["playoffs_end"], b["end_date"], b["regular_season_end"])
			}
		}},
		{Name: "1994: no World Series, over once 1995 was played", URL: "/api/seasons/al-1994", Status: 200,
			Contains: []string{`"status":"completed"`, `"champion":null`, `"data_through":"1994-08-11"`}},
		{Name: "detail by id", URL: "/api/seasons/1", Status: 200, Contains: []string{`"id":1,`}},
		{Name: "unknown slug", URL: "/api/seasons/nba-1800-01", Status: 404},
		{Name: "bad start_year", URL: "/api/seasons?start_year=abc", Status: 400, Check: badParam("start_year")},
		{Name: "bad status", URL: "/api/seasons?status=later", Status: 400, Check: badParam("status")},
		{Name: "bad page", URL: "/api/seasons?page=0", Status: 400, Check: badParam("page")},
		{Name: "huge page", URL: "/api/seasons?page=999999", Status: 200, Contains: []string{`"results":[]`}},
		{Name: "bad sport", URL: "/api/seasons?sport__slug=curling", Status: 400, Check: badParam("sport__slug")},
	})
}

func TestPeoplePlayers(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "list shape", URL: "/api/players?page_size=5", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rs := apitest.Results(t, b)
			if len(rs) != 5 || num(t, b["count"]) < 10000 || b["next"] == nil {
				t.Fatalf("count %v next %v", b["count"], b["next"])
			}
			for _, k := range []string{"id", "slug", "first_name", "last_name", "display_name", "jersey_number", "primary_position", "height",
				"weight", "age", "birth_date", "birth_place", "years_experience", "college", "draft_year", "draft_round", "draft_pick",
				"career_stats", "awards", "championships", "all_star_selections", "is_active", "sport", "current_team", "hall_of_fame"} {
				if _, ok := rs[0][k]; !ok {
					t.Errorf("player lacks %s", k)
				}
			}
		}},
		{Name: "babe ruth detail", URL: "/api/players/babe-ruth", Status: 200, Check: func(t *testing.T, b map[string]any) {
			cs := obj(t, b, "career_stats")
			if num(t, cs["home_runs"]) != 714 || num(t, cs["batting_average"]) != 0.342 {
				t.Errorf("home runs %v, average %v", cs["home_runs"], cs["batting_average"])
			}
			if num(t, cs["championships_won"]) != 7 || len(list(t, b["championships"])) != 7 {
				t.Errorf("titles %v", b["championships"])
			}
			if b["hall_of_fame"] != true || b["is_active"] != false || b["age"] != nil {
				t.Errorf("hof %v active %v age %v", b["hall_of_fame"], b["is_active"], b["age"])
			}
			if obj(t, b, "person")["death_date"] != "1948-08-16" || obj(t, b, "person")["birth_city"] != "Baltimore" {
				t.Errorf("person %v", b["person"])
			}
			seasons := list(t, b["seasons"])
			if len(seasons) < 22 || num(t, seasons[0]["season"]) != 1935 || obj(t, seasons[0], "team")["name"] != "Boston Braves" {
				t.Errorf("seasons: %d, first %v", len(seasons), seasons[0])
			}
			if obj(t, b, "current_team")["slug"] != "atlanta-braves" {
				t.Errorf("current team %v", b["current_team"])
			}
			if b["primary_position_name"] == nil {
				t.Errorf("no position name")
			}
		}},
		{Name: "search babe ruth", URL: "/api/players?search=babe%20ruth", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rs := apitest.Results(t, b)
			if len(rs) != 1 || num(t, obj(t, rs[0], "career_stats")["home_runs"]) != 714 || num(t, rs[0]["championships"]) != 7 {
				t.Fatalf("results %v", rs)
			}
		}},
		{Name: "lebron james", URL: "/api/players/lebron-james", Status: 200, Check: func(t *testing.T, b map[string]any) {
			ct := obj(t, b, "current_team")
			if ct["slug"] != "los-angeles-lakers" || b["is_active"] != true || b["status"] != "active" {
				t.Errorf("team %v active %v", ct, b["is_active"])
			}
			if num(t, b["draft_pick"]) != 1 || num(t, b["draft_year"]) != 2003 || num(t, b["all_star_selections"]) < 20 {
				t.Errorf("draft %v/%v all-star %v", b["draft_year"], b["draft_pick"], b["all_star_selections"])
			}
			if num(t, obj(t, b, "career_stats")["mvp_awards"]) != 4 || num(t, obj(t, b, "career_stats")["championships_won"]) != 4 {
				t.Errorf("career %v", b["career_stats"])
			}
			if len(list(t, b["awards"])) == 0 {
				t.Errorf("no awards")
			}
		}},
		{Name: "team and season", URL: "/api/players?team=NYY&season=1927&sport__slug=baseball&page_size=100", Status: 200,
			Contains: []string{`"slug":"babe-ruth"`, `"slug":"lou-gehrig"`}},
		{Name: "team slug", URL: "/api/players?team=new-york-yankees&search=gehrig", Status: 200, Contains: []string{`"slug":"lou-gehrig"`}},
		{Name: "position prefix", URL: "/api/players?sport__slug=football&position=qb&page_size=50", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rs := apitest.Results(t, b)
			if len(rs) == 0 {
				t.Fatal("no quarterbacks")
			}
			for _, r := range rs {
				if p, _ := r["primary_position"].(string); !strings.HasPrefix(strings.ToUpper(p), "QB") {
					t.Errorf("position %q", p)
				}
			}
		}},
		{Name: "active only", URL: "/api/players?status=active&sport__slug=hockey&page_size=20", Status: 200, NotContains: []string{`"is_active":false`}},
		{Name: "retired", URL: "/api/players?status=retired&search=gretzky", Status: 200, Contains: []string{`"slug":"wayne-gretzky"`}},
		{Name: "accent-insensitive", URL: "/api/players?search=GR%C3%89TZKY", Status: 200, Contains: []string{`"slug":"wayne-gretzky"`}},
		{Name: "unknown player", URL: "/api/players/nobody-at-all-xyz", Status: 404},
		{Name: "bad season", URL: "/api/players?season=19x7", Status: 400, Check: badParam("season")},
		{Name: "bad status", URL: "/api/players?status=injured-reserve", Status: 400, Check: badParam("status")},
		{Name: "unknown team", URL: "/api/players?team=zzzzqq", Status: 400, Check: badParam("team")},
		{Name: "bad page_size", URL: "/api/players?page_size=501", Status: 400, Check: badParam("page_size")},
		{Name: "sql metacharacters", URL: "/api/players?search=%27%3B%20DROP%20TABLE%20people%3B--", Status: 200},
	})
}

func TestPeopleCoaches(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "list shape", URL: "/api/coaches?page_size=3", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rs := apitest.Results(t, b)
			if len(rs) != 3 {
				t.Fatalf("page %d", len(rs))
			}
			for _, k := range []string{"id", "slug", "first_name", "last_name", "display_name", "current_team", "title", "is_head_coach",
				"is_active", "years_experience", "career_record", "championships_won", "awards", "previous_teams", "person"} {
				if _, ok := rs[0][k]; !ok {
					t.Errorf("coach lacks %s", k)
				}
			}
		}},
		{Name: "phil jackson", URL: "/api/coaches/phil-jackson", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rec := obj(t, b, "career_record")
			if num(t, rec["wins"]) != 1155 || num(t, rec["losses"]) != 485 {
				t.Errorf("record %v", rec)
			}
			if num(t, b["championships_won"]) != 11 || len(list(t, b["championships"])) != 11 {
				t.Errorf("titles %v", b["championships_won"])
			}
			hist := list(t, b["coaching_history"])
			// Chicago 1989-97, Lakers 1999-2003, Lakers 2005-10: consecutive seasons merged.
			if len(hist) != 3 || hist[0]["team_slug"] != "los-angeles-lakers" || hist[2]["team_slug"] != "chicago-bulls" ||
				num(t, hist[2]["start_year"]) != 1989 || num(t, hist[2]["end_year"]) != 1997 {
				t.Errorf("history %v", hist)
			}
			if obj(t, b, "current_team")["slug"] != "los-angeles-lakers" {
				t.Errorf("team %v", b["current_team"])
			}
		}},
		{Name: "connie mack", URL: "/api/coaches?search=connie%20mack", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rs := apitest.Results(t, b)
			if len(rs) != 1 || num(t, obj(t, rs[0], "career_record")["wins"]) != 3731 || num(t, rs[0]["championships_won"]) != 5 {
				t.Fatalf("results %v", rs)
			}
		}},
		{Name: "team filter", URL: "/api/coaches?team=chicago-bulls&season=1995", Status: 200, Contains: []string{`"slug":"phil-jackson"`}},
		{Name: "unknown coach", URL: "/api/coaches/not-a-coach-zz", Status: 404},
		{Name: "bad status", URL: "/api/coaches?status=fired-twice", Status: 400, Check: badParam("status")},
		{Name: "bad season", URL: "/api/coaches?season=1700", Status: 400, Check: badParam("season")},
	})
}

func TestPeopleCoachStats(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "career wins baseball", URL: "/api/coaches/stats?timeframe=career&sort=wins&sport__slug=baseball&page_size=5", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				rs := apitest.Results(t, b)
				if len(rs) != 5 || rs[0]["slug"] != "connie-mack" || num(t, rs[0]["wins"]) != 3731 || num(t, rs[0]["rank"]) != 1 {
					t.Fatalf("first %v", rs[0])
				}
				for i := 1; i < len(rs); i++ {
					if num(t, rs[i]["wins"]) > num(t, rs[i-1]["wins"]) {
						t.Errorf("not sorted by wins")
					}
				}
			}},
		{Name: "championships nba", URL: "/api/coaches/stats?sort=championships&sport__slug=basketball&level__slug=professional&page_size=3", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				rs := apitest.Results(t, b)
				if rs[0]["slug"] != "phil-jackson" || num(t, rs[0]["championships"]) != 11 {
					t.Fatalf("first %v", rs[0])
				}
			}},
		{Name: "win percentage default", URL: "/api/coaches/stats?page_size=10", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rs := apitest.Results(t, b)
			for i := 1; i < len(rs); i++ {
				if num(t, rs[i]["win_percentage"]) > num(t, rs[i-1]["win_percentage"]) {
					t.Errorf("not sorted by win percentage")
				}
				if num(t, rs[i]["games"]) < 100 {
					t.Errorf("career ranking below the games minimum: %v", rs[i])
				}
			}
			if b["timeframe"] != "career" || b["sort"] != "win_percentage" {
				t.Errorf("echo %v %v", b["timeframe"], b["sort"])
			}
		}},
		{Name: "current", URL: "/api/coaches/stats?timeframe=current&sport__slug=basketball&level__slug=professional", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				rs := apitest.Results(t, b)
				if len(rs) < 25 {
					t.Fatalf("only %d NBA head coaches in the current season", len(rs))
				}
				for _, r := range rs {
					if num(t, r["seasons"]) != 1 {
						t.Errorf("current timeframe spans %v seasons", r["seasons"])
					}
				}
			}},
		{Name: "last5 experience", URL: "/api/coaches/stats?timeframe=last5&sort=experience&page_size=20", Status: 200, Check: func(t *testing.T, b map[string]any) {
			for _, r := range apitest.Results(t, b) {
				if num(t, r["seasons"]) > 5 {
					t.Errorf("last5 spans %v seasons", r["seasons"])
				}
			}
		}},
		{Name: "bad timeframe", URL: "/api/coaches/stats?timeframe=decade", Status: 400, Check: badParam("timeframe")},
		{Name: "bad sort", URL: "/api/coaches/stats?sort=height", Status: 400, Check: badParam("sort")},
		{Name: "bad min_games", URL: "/api/coaches/stats?min_games=-1", Status: 400, Check: badParam("min_games")},
	})
}

func TestPeopleSearch(t *testing.T) {
	first := func(kind, field, want string) func(t *testing.T, b map[string]any) {
		return func(t *testing.T, b map[string]any) {
			rs := list(t, b[kind])
			if len(rs) == 0 || rs[0][field] != want {
				t.Fatalf("%s: first is %v, want %s", kind, rs, want)
			}
			if len(rs) > 10 {
				t.Errorf("%d %s", len(rs), kind)
			}
		}
	}
	long := strings.Repeat("a", 101)
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "yankees", URL: "/api/search?q=yankees", Status: 200, Check: first("teams", "slug", "new-york-yankees")},
		{Name: "case and accents", URL: "/api/search?q=YANK%C3%89ES", Status: 200, Check: first("teams", "slug", "new-york-yankees")},
		{Name: "prefix for autocomplete", URL: "/api/search?q=yank", Status: 200, Check: first("teams", "slug", "new-york-yankees")},
		{Name: "historical team name", URL: "/api/search?q=oakland%20raiders", Status: 200, Check: first("teams", "slug", "las-vegas-raiders")},
		{Name: "player", URL: "/api/search?q=lebron", Status: 200, Check: first("players", "slug", "lebron-james")},
		{Name: "prominent namesake first", URL: "/api/search?q=michael%20jordan", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rs := list(t, b["players"])
			if len(rs) < 2 || rs[0]["slug"] != "michael-jordan" || obj(t, rs[0], "sport")["slug"] != "basketball" {
				t.Fatalf("players %v", rs)
			}
		}},
		// Names: the short form of a given name, a legal name, another
		// source's spelling (aliases), and accents folded.
		{Name: "short given name", URL: "/api/search?q=ray%20bourque", Status: 200, Check: first("players", "slug", "raymond-bourque")},
		{Name: "legal name alias", URL: "/api/search?q=george%20ruth", Status: 200, Check: first("players", "slug", "babe-ruth"),
			Contains: []string{`"name":"Babe Ruth"`, `"matched_name":"George Ruth"`}},
		{Name: "roster spelling alias", URL: "/api/search?q=daniel%20bri%C3%A8re", Status: 200, Contains: []string{`"name":"Danny Briere"`}},
		{Name: "accents a source gives are kept, search folds them", URL: "/api/search?q=stutzle", Status: 200, Contains: []string{`"name":"Tim Stützle"`}},
		{Name: "accent from the NHL roster over the plain master name", URL: "/api/search?q=frederic%20st-denis", Status: 200, Contains: []string{`"name":"Frédéric St-Denis"`}},
		{Name: "no source spells Jágr with its accent", URL: "/api/search?q=j%C3%A1gr", Status: 200, Contains: []string{`"name":"Jaromir Jagr"`}},
		{Name: "coach", URL: "/api/search?q=phil%20jackson", Status: 200, Check: first("coaches", "slug", "phil-jackson")},
		{Name: "championship", URL: "/api/search?q=stanley", Status: 200, Check: first("championships", "slug", "stanley-cup")},
		{Name: "season", URL: "/api/search?q=nba%202015-16", Status: 200, Check: first("seasons", "slug", "nba-2015-16")},
		{Name: "scoped", URL: "/api/search?q=rangers&sport__slug=baseball", Status: 200, Check: func(t *testing.T, b map[string]any) {
			for _, r := range list(t, b["teams"]) {
				if obj(t, r, "sport")["slug"] != "baseball" {
					t.Errorf("out of scope: %v", r)
				}
			}
		}},
		{Name: "missing q", URL: "/api/search", Status: 400, Check: badParam("q")},
		{Name: "blank q", URL: "/api/search?q=%20%20", Status: 400, Check: badParam("q")},
		{Name: "long q", URL: "/api/search?q=" + long, Status: 400, Check: badParam("q")},
		{Name: "bad limit", URL: "/api/search?q=a&limit=51", Status: 400, Check: badParam("limit")},
		{Name: "a results page's limit", URL: "/api/search?q=smith&limit=50", Status: 200, Check: func(t *testing.T, b map[string]any) {
			if n := len(list(t, b["players"])); n != 50 {
				t.Errorf("players: %d hits, want 50 (the limit)", n)
			}
		}},
		{Name: "punctuation only", URL: "/api/search?q=%25%27%22", Status: 200, Contains: []string{`"teams":[]`}},
		{Name: "unicode", URL: "/api/search?q=%E6%97%A5%E6%9C%AC", Status: 200},
	})
}
