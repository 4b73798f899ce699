package api_test

import (
	"sort"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/api/apitest"
)

func TestStandings(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "NBA 2018-19 lists all 30 teams", URL: "/api/games/standings?season=2018&sport__slug=basketball&level__slug=professional", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				rs := apitest.Results(t, b)
				if len(rs) != 30 || gameNum(b["count"]) != 30 {
					t.Fatalf("want 30 NBA teams, got %d (count %v)", len(rs), b["count"])
				}
				for i, r := range rs {
					if gameNum(r["rank"]) != float64(i+1) || gameObj(r["league"])["abbreviation"] != "NBA" {
						t.Fatalf("row %d: rank %v league %v", i, r["rank"], r["league"])
					}
					if gameNum(r["games_played"]) != 82 || gameNum(r["wins"])+gameNum(r["losses"]) != 82 {
						t.Errorf("%v: %v-%v in %v games", gameObj(r["team"])["name"], r["wins"], r["losses"], r["games_played"])
					}
				}
				first := rs[0]
				if gameObj(first["team"])["name"] != "Milwaukee Bucks" || first["wins"] != float64(60) || first["losses"] != float64(22) ||
					first["win_percentage"] != 0.732 || first["games_behind"] != float64(0) || first["points"] != nil {
					t.Errorf("leader: %v %v-%v pct %v gb %v points %v", gameObj(first["team"])["name"], first["wins"], first["losses"],
						first["win_percentage"], first["games_behind"], first["points"])
				}
				positions := map[string]string{}
				for _, r := range rs {
					positions[gameStr(gameObj(r["team"])["name"])] = gameStr(r["playoff_position"])
				}
				if positions["Toronto Raptors"] != "champion" || positions["Milwaukee Bucks"] != "playoffs" || positions["New York Knicks"] != "eliminated" {
					t.Errorf("playoff positions: Raptors %q Bucks %q Knicks %q", positions["Toronto Raptors"], positions["Milwaukee Bucks"], positions["New York Knicks"])
				}
				raptors := rs[1]
				if gameObj(raptors["team"])["name"] != "Toronto Raptors" || raptors["games_behind"] != float64(2) {
					t.Errorf("second: %v gb %v, want Toronto Raptors 2", gameObj(raptors["team"])["name"], raptors["games_behind"])
				}
				for _, k := range []string{"id", "position", "team", "ties", "ot_losses", "streak", "streak_type", "home_record", "away_record",
					"division_record", "conference_record", "last_10", "points_for", "points_against", "point_differential",
					"division", "conference", "season", "last_updated"} {
					if _, ok := first[k]; !ok {
						t.Errorf("standing lacks %q", k)
					}
				}
				if first["last_updated"] != "2019-04-10" || first["home_record"] != "33-8" || first["away_record"] != "27-14" {
					t.Errorf("Bucks last_updated %v home %v away %v", first["last_updated"], first["home_record"], first["away_record"])
				}
			}},
		{Name: "NFL 2023: division and conference records, ties column absent", URL: "/api/games/standings?season=2023&sport__slug=football&level__slug=professional", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				rs := apitest.Results(t, b)
				if len(rs) != 32 {
					t.Fatalf("want 32 NFL teams, got %d", len(rs))
				}
				r := rs[0]
				if gameObj(r["team"])["abbreviation"] != "BAL" || r["wins"] != float64(13) || r["division_record"] != "3-3" || r["conference_record"] != "8-4" {
					t.Errorf("leader %v %v-%v div %v conf %v", gameObj(r["team"])["abbreviation"], r["wins"], r["losses"], r["division_record"], r["conference_record"])
				}
				if gameObj(r["division"])["name"] != "AFC North" || gameObj(r["conference"])["name"] != "American Football Conference" {
					t.Errorf("division %v conference %v", r["division"], r["conference"])
				}
				champs := 0
				for _, r := range rs {
					if r["playoff_position"] == "champion" {
						champs++
						if gameObj(r["team"])["abbreviation"] != "KC" {
							t.Errorf("champion %v", gameObj(r["team"])["abbreviation"])
						}
					}
				}
				if champs != 1 {
					t.Errorf("%d champions", champs)
				}
			}},
		{Name: "MLB 2018: the World Series winner is the one champion, the other pennant winner made the playoffs", URL: "/api/games/standings?season=2018&sport__slug=baseball&level__slug=professional", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				positions := map[string]string{}
				champs := 0
				for _, r := range apitest.Results(t, b) {
					positions[gameStr(gameObj(r["team"])["name"])] = gameStr(r["playoff_position"])
					if r["playoff_position"] == "champion" {
						champs++
					}
				}
				if champs != 1 || positions["Boston Red Sox"] != "champion" || positions["Los Angeles Dodgers"] != "playoffs" {
					t.Errorf("%d champions; Red Sox %q, Dodgers %q", champs, positions["Boston Red Sox"], positions["Los Angeles Dodgers"])
				}
			}},
		{Name: "NBA 2024-25: 16 playoff teams, the play-in losers apart", URL: "/api/games/standings?season=2024&sport__slug=basketball&level__slug=professional", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				byPos := map[string][]string{}
				for _, r := range apitest.Results(t, b) {
					p := gameStr(r["playoff_position"])
					byPos[p] = append(byPos[p], gameStr(gameObj(r["team"])["name"]))
				}
				sort.Strings(byPos["play-in"])
				if n := len(byPos["playoffs"]) + len(byPos["champion"]); n != 16 || strings.Join(byPos["play-in"], ", ") != "Atlanta Hawks, Chicago Bulls, Dallas Mavericks, Sacramento Kings" {
					t.Errorf("%d playoff teams; play-in %v", n, byPos["play-in"])
				}
			}},
		{Name: "NBA 2018-19, before the play-in: 16 playoff teams", URL: "/api/games/standings?season=2018&sport__slug=basketball&level__slug=professional", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				n := 0
				for _, r := range apitest.Results(t, b) {
					switch r["playoff_position"] {
					case "playoffs", "champion":
						n++
					case "play-in":
						t.Errorf("play-in before 2020-21: %v", gameObj(r["team"])["name"])
					}
				}
				if n != 16 {
					t.Errorf("%d playoff teams", n)
				}
			}},
		{Name: "MLB 1901, before the World Series: each league's pennant winner is its champion", URL: "/api/games/standings?season=1901&sport__slug=baseball&level__slug=professional&page_size=100", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				var champs []string
				for _, r := range apitest.Results(t, b) {
					if r["playoff_position"] == "champion" {
						champs = append(champs, gameStr(gameObj(r["team"])["name"]))
					}
				}
				if len(champs) != 2 || champs[0] != "Chicago White Sox" || champs[1] != "Pittsburgh Pirates" {
					t.Errorf("champions %v, want the White Sox and the Pirates", champs)
				}
			}},
		{Name: "division filter ranks within the division", URL: "/api/games/standings?season=2023&sport__slug=football&level__slug=professional&division=AFC%20East", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				rs := apitest.Results(t, b)
				if len(rs) != 4 {
					t.Fatalf("want 4 AFC East teams, got %d", len(rs))
				}
				if gameObj(rs[0]["team"])["abbreviation"] != "BUF" || rs[0]["rank"] != float64(1) || rs[3]["rank"] != float64(4) {
					t.Errorf("AFC East: %v first, ranks %v..%v", gameObj(rs[0]["team"])["abbreviation"], rs[0]["rank"], rs[3]["rank"])
				}
			}},
		{Name: "conference filter by abbreviation", URL: "/api/games/standings?season=2023&sport__slug=football&level__slug=professional&conference=NFC", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				rs := apitest.Results(t, b)
				if len(rs) != 16 {
					t.Fatalf("NFC: %d teams", len(rs))
				}
				for _, r := range rs {
					if gameObj(r["conference"])["abbreviation"] != "NFC" {
						t.Fatalf("conference %v", r["conference"])
					}
				}
			}},
		{Name: "NHL 2005-06: points and overtime losses", URL: "/api/games/standings?season=2005&sport__slug=hockey&level__slug=professional&page_size=1", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				r := apitest.Results(t, b)[0]
				if gameObj(r["team"])["name"] != "Detroit Red Wings" || r["wins"] != float64(58) || r["losses"] != float64(16) || r["ot_losses"] != float64(8) || r["points"] != float64(124) {
					t.Errorf("leader %v %v-%v-%v %v pts", gameObj(r["team"])["name"], r["wins"], r["losses"], r["ot_losses"], r["points"])
				}
			}},
		{Name: "by division groups", URL: "/api/games/standings/by_division?season=2023&sport__slug=football&level__slug=professional", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				gs := apitest.Results(t, b)
				if len(gs) != 8 {
					t.Fatalf("want 8 NFL divisions, got %d", len(gs))
				}
				for _, g := range gs {
					teams, _ := g["teams"].([]any)
					if len(teams) != 4 || g["division"] == nil || g["conference"] == nil || gameObj(g["league"])["abbreviation"] != "NFL" {
						t.Fatalf("group %v: %d teams", g["division"], len(teams))
					}
					for i, tm := range teams {
						if gameObj(tm)["rank"] != float64(i+1) {
							t.Fatalf("rank within division")
						}
					}
					if gameObj(teams[0])["games_behind"] != float64(0) {
						t.Fatalf("division leader games_behind %v", gameObj(teams[0])["games_behind"])
					}
				}
			}},
		{Name: "default season is the latest with games", URL: "/api/games/standings?sport__slug=football&level__slug=professional&page_size=1", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				if rs := apitest.Results(t, b); len(rs) != 1 || gameNum(gameObj(rs[0]["season"])["start_year"]) < 2023 {
					t.Fatalf("default season: %v", b)
				}
			}},
		{Name: "several leagues, each ranked", URL: "/api/games/standings?season=2018&sport__slug=baseball&level__slug=professional", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				rs := apitest.Results(t, b)
				ones := 0
				for _, r := range rs {
					if r["rank"] == float64(1) {
						ones++
					}
				}
				if len(rs) != 30 || ones != 2 {
					t.Fatalf("MLB 2018: %d teams, %d leaders (want 30, 2: AL and NL)", len(rs), ones)
				}
			}},
		{Name: "season without games is empty", URL: "/api/games/standings?season=1850", Status: 200, Contains: []string{`"count":0`, `"results":[]`}},
		{Name: "unknown division is empty", URL: "/api/games/standings?season=2023&division=nowhere", Status: 200, Contains: []string{`"count":0`}},
		{Name: "bad season", URL: "/api/games/standings?season=abc", Status: 400, Contains: []string{`\"season\"`}},
		{Name: "bad season by_division", URL: "/api/games/standings/by_division?season=99999", Status: 400, Contains: []string{`\"season\"`}},
		{Name: "bad sport", URL: "/api/games/standings?sport__slug=curling", Status: 400, Contains: []string{"sport__slug"}},
		{Name: "bad page size", URL: "/api/games/standings?page_size=501", Status: 400, Contains: []string{"page_size"}},
	})
}
