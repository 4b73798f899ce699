package api_test

import (
	"math"
	"testing"

	"github.com/almanac-sports/almanac/internal/api/apitest"
)

// tcStr is a JSON string field ("" when absent or not a string).
func tcStr(v any) string {
	s, _ := v.(string)
	return s
}

func TestTeamSeasonSummary(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "1995-96 Bulls: 72-10, Phil Jackson, won the Finals over Seattle", URL: "/api/teams/chicago-bulls/seasons/1995", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rec := tcObj(t, b["record"])
			if rec["text"] != "72-10" || tcNum(t, rec["wins"]) != 72 || tcNum(t, rec["losses"]) != 10 || tcNum(t, rec["win_percentage"]) != 0.878 || rec["ties"] != nil {
				t.Errorf("record = %v", rec)
			}
			coaches := b["coaches"].([]any)
			if len(coaches) != 1 || tcObj(t, coaches[0])["name"] != "Phil Jackson" || tcObj(t, coaches[0])["slug"] != "phil-jackson" {
				t.Errorf("coaches = %v", coaches)
			}
			pl := tcObj(t, b["playoffs"])
			if pl["status"] != "champion" || pl["text"] != "Won NBA Finals" || pl["series"] != "4-2" || tcObj(t, pl["opponent"])["name"] != "Seattle SuperSonics" {
				t.Errorf("playoffs = %v", pl)
			}
			if pl["wins"] == nil || tcNum(t, pl["wins"]) != 15 || tcNum(t, pl["losses"]) != 3 {
				t.Errorf("playoff games = %v-%v, want 15-3", pl["wins"], pl["losses"])
			}
			if b["championship_won"] != true {
				t.Error("not champion")
			}
			st := tcObj(t, b["standing"])
			if tcNum(t, tcObj(t, st["league"])["rank"]) != 1 {
				t.Errorf("standing = %v", st)
			}
			lead := tcObj(t, b["leaders"].([]any)[0])
			if lead["category"] != "scoring" || lead["player_name"] != "Michael Jordan" || math.Abs(tcNum(t, lead["value"])-30.4) > 0.05 {
				t.Errorf("scoring leader = %v", lead)
			}
			// The NBA's games carry no venue: not known, never today's arena.
			if b["venue"] != nil || tcStr(b["venue_note"]) == "" {
				t.Errorf("venue = %v, note %v", b["venue"], b["venue_note"])
			}
		}},
		{Name: "1995-96 Magic lost the conference finals to the Bulls", URL: "/api/teams/orlando-magic/seasons/1995", Status: 200, Check: func(t *testing.T, b map[string]any) {
			pl := tcObj(t, b["playoffs"])
			if pl["status"] != "eliminated" || pl["text"] != "Lost conference finals" || pl["series"] != "0-4" || tcObj(t, pl["opponent"])["slug"] != "chicago-bulls" {
				t.Errorf("playoffs = %v", pl)
			}
		}},
		{Name: "1995-96 SuperSonics lost the Finals", URL: "/api/teams/oklahoma-city-thunder/seasons/1995", Status: 200, Check: func(t *testing.T, b map[string]any) {
			if pl := tcObj(t, b["playoffs"]); pl["status"] != "runner_up" || pl["text"] != "Lost NBA Finals" {
				t.Errorf("playoffs = %v", pl)
			}
			if tcObj(t, b["team"])["name"] != "Seattle SuperSonics" {
				t.Errorf("team named %v, want the 1995-96 name", b["team"])
			}
		}},
		{Name: "1993-94 Lakers: three coaches, missed the playoffs", URL: "/api/teams/los-angeles-lakers/seasons/1993", Status: 200, Check: func(t *testing.T, b map[string]any) {
			if tcObj(t, b["playoffs"])["text"] != "Missed playoffs" {
				t.Errorf("playoffs = %v", b["playoffs"])
			}
			var names []string
			w, l := 0.0, 0.0
			for _, c := range b["coaches"].([]any) {
				o := tcObj(t, c)
				names = append(names, tcStr(o["name"]))
				w, l = w+tcNum(t, o["wins"]), l+tcNum(t, o["losses"])
			}
			if len(names) != 3 || names[0] != "Randy Pfund" || names[2] != "Magic Johnson" || w != 33 || l != 49 {
				t.Errorf("coaches %v with %v-%v, want Pfund, Bertka, Johnson summing to 33-49", names, w, l)
			}
		}},
		{Name: "2010-11 Bruins: overtime losses, points, division champion", URL: "/api/teams/boston-bruins/seasons/2010", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rec := tcObj(t, b["record"])
			if rec["text"] != "46-25-11" || tcNum(t, rec["ot_losses"]) != 11 || tcNum(t, rec["points"]) != 103 {
				t.Errorf("record = %v", rec)
			}
			div := tcObj(t, tcObj(t, b["standing"])["division"])
			if div["name"] != "Northeast Division" || tcNum(t, div["rank"]) != 1 || tcNum(t, div["teams"]) != 5 {
				t.Errorf("division = %v", div)
			}
			if pl := tcObj(t, b["playoffs"]); pl["status"] != "champion" || pl["series"] != "4-3" || tcObj(t, pl["opponent"])["name"] != "Vancouver Canucks" {
				t.Errorf("playoffs = %v", pl)
			}
		}},
		{Name: "1929 Packers: a tie, champions, no player lines", URL: "/api/teams/green-bay-packers/seasons/1929", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rec := tcObj(t, b["record"])
			if rec["text"] != "12-0-1" || tcNum(t, rec["ties"]) != 1 {
				t.Errorf("record = %v", rec)
			}
			if pl := tcObj(t, b["playoffs"]); pl["status"] != "champion" {
				t.Errorf("playoffs = %v", pl)
			}
			// Their lines hold no passing or rushing yards: no leader of 0.
			if n := len(b["leaders"].([]any)); n != 0 || tcStr(b["leaders_note"]) == "" {
				t.Errorf("leaders = %v, note %v", b["leaders"], b["leaders_note"])
			}
		}},
		{Name: "1927 Yankees: Ruth's 60, the stadium of their home games", URL: "/api/teams/new-york-yankees/seasons/1927", Status: 200, Check: func(t *testing.T, b map[string]any) {
			got := map[string]map[string]any{}
			for _, l := range b["leaders"].([]any) {
				o := tcObj(t, l)
				got[tcStr(o["category"])] = o
			}
			if hr := got["home-runs"]; hr == nil || hr["player_name"] != "Babe Ruth" || tcNum(t, hr["value"]) != 60 {
				t.Errorf("home-run leader = %v", hr)
			}
			if v := tcObj(t, b["venue"]); v["name"] != "Yankee Stadium I" || v["source"] != "games" {
				t.Errorf("venue = %v", v)
			}
			// The data holds 2 of the sweep's 4 games: the series is the title
			// row's 4-0, and the playoff game count is not given as 2-0.
			if pl := tcObj(t, b["playoffs"]); pl["text"] != "Won World Series" || pl["series"] != "4-0" || pl["wins"] != nil {
				t.Errorf("playoffs = %v", pl)
			}
		}},
		{Name: "1970 Cowboys lost the Super Bowl", URL: "/api/teams/dallas-cowboys/seasons/1970", Status: 200, Check: func(t *testing.T, b map[string]any) {
			if pl := tcObj(t, b["playoffs"]); pl["text"] != "Lost Super Bowl" || tcObj(t, pl["opponent"])["name"] != "Baltimore Colts" {
				t.Errorf("playoffs = %v", pl)
			}
		}},
		{Name: "a season the team did not play", URL: "/api/teams/chicago-bulls/seasons/1930", Status: 404, Contains: []string{`"detail"`, `Team season 1930`}},
		{Name: "unknown team", URL: "/api/teams/no-such-team/seasons/1995", Status: 404, Contains: []string{`"detail"`}},
		{Name: "a year that is no year", URL: "/api/teams/chicago-bulls/seasons/abc", Status: 400, Contains: []string{`year`}},
	})
}

func TestSeasonChampionAndLeaders(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "NBA 1995-96: Bulls over the SuperSonics", URL: "/api/seasons/nba-1995-96", Status: 200, Check: func(t *testing.T, b map[string]any) {
			if tcObj(t, b["champion"])["team_name"] != "Chicago Bulls" {
				t.Errorf("champion = %v", b["champion"])
			}
			ru := tcObj(t, b["runner_up"])
			if ru["team_name"] != "Seattle SuperSonics" || ru["team_slug"] != "oklahoma-city-thunder" || b["final_result"] != "4-2" {
				t.Errorf("runner-up = %v, final %v", ru, b["final_result"])
			}
		}},
		{Name: "AL 1927: the Pirates lost the World Series", URL: "/api/seasons/al-1927", Status: 200, Contains: []string{`"runner_up":{"team_name":"Pittsburgh Pirates"`}},
		{Name: "NBA 1995-96 leaders: Jordan 30.4 points a game", URL: "/api/seasons/nba-1995-96/leaders?limit=3", Status: 200, Check: func(t *testing.T, b map[string]any) {
			cats := b["categories"].([]any)
			sc := tcObj(t, cats[0])
			res := sc["results"].([]any)
			first := tcObj(t, res[0])
			if sc["category"] != "scoring" || len(res) != 3 || first["player_name"] != "Michael Jordan" || math.Abs(tcNum(t, first["value"])-30.4) > 0.05 {
				t.Errorf("scoring = %v", sc)
			}
			if sc["qualification"] != "70 games or 1400 points" {
				t.Errorf("qualification = %v", sc["qualification"])
			}
		}},
		{Name: "AL 1927 leaders are the AL's: Ruth 60 home runs", URL: "/api/seasons/al-1927/leaders?limit=1", Status: 200, Contains: []string{`"player_name":"Babe Ruth"`}, NotContains: []string{`"team_name":"Chicago Cubs"`}},
		{Name: "NBA 1995-96 awards: Jordan MVP, dated 1996", URL: "/api/seasons/nba-1995-96/awards", Status: 200, Check: func(t *testing.T, b map[string]any) {
			if tcNum(t, b["year"]) != 1996 {
				t.Errorf("year = %v, want the season's end year", b["year"])
			}
			mvp := tcObj(t, b["results"].([]any)[0])
			w := mvp["winners"].([]any)
			if mvp["name"] != "Most Valuable Player" || len(w) != 1 || tcObj(t, w[0])["name"] != "Michael Jordan" || tcObj(t, w[0])["slug"] != "michael-jordan" {
				t.Errorf("MVP = %v", mvp)
			}
		}},
		{Name: "NL 1979: co-MVPs Hernandez and Stargell", URL: "/api/seasons/nl-1979/awards", Status: 200, Contains: []string{`"Keith Hernandez"`, `"Willie Stargell"`}, NotContains: []string{`"Mo Vaughn"`}},
		{Name: "NHL 2010-11: Perry's Hart, Thomas's Conn Smythe", URL: "/api/seasons/nhl-2010-11/awards", Status: 200, Contains: []string{`{"name":"Hart","winners":[{"slug"`, `"Corey Perry"`, `"Tim Thomas"`}},
		{Name: "no awards in the data for football", URL: "/api/seasons/nfl-1995-96/awards", Status: 200, Contains: []string{`"results":[]`, `"note":"The data holds no awards for this sport."`}},
		{Name: "awards of an unknown season", URL: "/api/seasons/nba-1800-01/awards", Status: 404, Contains: []string{`"detail"`}},
		{Name: "leaders of an unknown season", URL: "/api/seasons/nba-1800-01/leaders", Status: 404, Contains: []string{`"detail"`}},
		{Name: "leaders limit out of range", URL: "/api/seasons/nba-1995-96/leaders?limit=500", Status: 400, Contains: []string{`limit`}},
	})
}
