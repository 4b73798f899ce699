package api_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"testing"

	"github.com/almanac-sports/almanac/internal/api/apitest"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

// Every season-table record is shown as the official total in the standings
// of its season, for at least 99.5% of the team-seasons of each sport.
func TestStandingsShowOfficialTotals(t *testing.T) {
	got, err := readmodel.For(realStore).StandingsAgreement(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]readmodel.StandingsAgreement{}
	for _, a := range got {
		seen[a.Sport+"/"+a.Level] = a
		if share := readmodel.Share(a.ShownAgree, a.TeamSeasons); share < 99.5 {
			t.Errorf("%s %s: %.2f%% of %d team-seasons shown with the official record (e.g. %s)", a.Sport, a.Level, share, a.TeamSeasons, a.Missing)
		}
		if a.GamesAgree > a.ShownAgree {
			t.Errorf("%s %s: games agree for %d, shown for %d", a.Sport, a.Level, a.GamesAgree, a.ShownAgree)
		}
	}
	for scope, least := range map[string]int{"baseball/professional": 3000, "basketball/professional": 1800, "hockey/professional": 1700} {
		if seen[scope].TeamSeasons < least {
			t.Errorf("%s: %d season-table team-seasons, want at least %d", scope, seen[scope].TeamSeasons, least)
		}
	}
	// Before reconciling, the games alone fall short where the logs do:
	// hockey has no games before 1949-50.
	if h := seen["hockey/professional"]; h.Differences["no_games"] == 0 || h.GamesAgree == h.TeamSeasons {
		t.Errorf("hockey: %+v", h)
	}
}

var standingsScopes = []readmodel.Scope{
	{Sport: "football", Level: "professional"}, {Sport: "basketball", Level: "professional"}, {Sport: "baseball", Level: "professional"},
	{Sport: "hockey", Level: "professional"}, {Sport: "football", Level: "ncaa-d1"}, {Sport: "basketball", Level: "ncaa-d1"},
	{Sport: "baseball", Level: "ncaa-d1"}, {Sport: "hockey", Level: "ncaa-d1"},
}

// For every franchise, the seasons the standings know are among the
// seasons its team page lists.
func TestStandingsSeasonsAreTeamSeasons(t *testing.T) {
	ctx := context.Background()
	m := readmodel.For(realStore)
	inStandings := map[string]map[int64]string{} // team slug -> season id -> season slug
	rows := 0
	for _, sc := range standingsScopes {
		for y := 1869; y <= 2026; y++ {
			all, err := m.Standings(ctx, readmodel.StandingsQuery{Season: y, Scope: sc})
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range all {
				if inStandings[r.Team.Slug] == nil {
					inStandings[r.Team.Slug] = map[int64]string{}
				}
				inStandings[r.Team.Slug][r.Season.ID] = r.Season.Slug
				rows++
			}
		}
	}
	if len(inStandings) < 500 || rows < 20000 {
		t.Fatalf("standings of every season: %d teams, %d rows", len(inStandings), rows)
	}
	missing := 0
	for slug, seasons := range inStandings {
		rec := httptest.NewRecorder()
		realAPI.ServeHTTP(rec, httptest.NewRequest("GET", "/api/teams/"+slug+"/seasons?page_size=500", nil))
		var body struct {
			Results []struct {
				ID int64 `json:"id"`
			} `json:"results"`
		}
		if rec.Code != 200 || json.Unmarshal(rec.Body.Bytes(), &body) != nil {
			t.Fatalf("%s seasons: status %d", slug, rec.Code)
		}
		listed := map[int64]bool{}
		for _, s := range body.Results {
			listed[s.ID] = true
		}
		for id, season := range seasons {
			if !listed[id] {
				if missing++; missing <= 20 {
					t.Errorf("%s: %s in the standings, not in the team's seasons", slug, season)
				}
			}
		}
	}
}

func TestStandingsReconciled(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "NHL 1920-21 from the season table", URL: "/api/games/standings?season=1920&sport__slug=hockey&level__slug=professional", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				rs := apitest.Results(t, b)
				if len(rs) < 4 {
					t.Fatalf("%d rows", len(rs))
				}
				for _, r := range rs {
					if r["record_source"] != "season table" || r["record_difference"] != "no_games" || r["games_record"] != nil || r["home_record"] != nil || r["streak"] != nil || r["points_for"] != nil {
						t.Errorf("%v: %v %v games %v home %v", gameObj(r["team"])["name"], r["record_source"], r["record_difference"], r["games_record"], r["home_record"])
					}
				}
				if r := rs[0]; gameObj(r["team"])["name"] != "Toronto St. Patricks" || r["wins"] != float64(15) || r["losses"] != float64(9) || r["points"] != float64(30) {
					t.Errorf("NHL 1920-21 leader %v %v-%v %v pts", gameObj(r["team"])["name"], r["wins"], r["losses"], r["points"])
				}
			}},
		{Name: "BAA 1946-47: official records, games missing explained, splits omitted", URL: "/api/games/standings?season=1946&sport__slug=basketball&level__slug=professional&page_size=50", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				for _, r := range apitest.Results(t, b) {
					if gameObj(r["team"])["name"] != "Chicago Stags" {
						continue
					}
					if r["wins"] != float64(39) || r["losses"] != float64(22) || r["games_record"] != "14-4" || r["record_difference"] != "games_missing" ||
						r["record_note"] != "43 of 61 games are missing from the game logs." || r["home_record"] != nil || r["last_10"] != nil {
						t.Errorf("Stags: %v-%v games %v %v %q home %v", r["wins"], r["losses"], r["games_record"], r["record_difference"], r["record_note"], r["home_record"])
					}
					return
				}
				t.Error("no Chicago Stags")
			}},
		{Name: "NHL 2015-16: overtime losses from the season table", URL: "/api/games/standings?season=2015&sport__slug=hockey&level__slug=professional&page_size=1", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				r := apitest.Results(t, b)[0]
				if gameObj(r["team"])["name"] != "Washington Capitals" || r["wins"] != float64(56) || r["losses"] != float64(18) || r["ot_losses"] != float64(8) ||
					r["points"] != float64(120) || r["games_record"] != "56-26-0" || r["record_difference"] != "overtime_unflagged" || r["home_record"] != nil {
					t.Errorf("leader %v %v-%v-%v %v pts, games %v %v home %v", gameObj(r["team"])["name"], r["wins"], r["losses"], r["ot_losses"], r["points"], r["games_record"], r["record_difference"], r["home_record"])
				}
			}},
		{Name: "MLB 1924: a tie in the season table, splits kept", URL: "/api/games/standings?season=1924&sport__slug=baseball&level__slug=professional", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				for _, r := range apitest.Results(t, b) {
					if gameObj(r["team"])["name"] != "Chicago Cubs" {
						continue
					}
					if r["wins"] != float64(81) || r["losses"] != float64(72) || r["ties"] != float64(1) || r["games_record"] != "81-73-0" ||
						r["record_difference"] != "ties_counted_apart" || r["home_record"] == nil || r["record_source"] != "season table" {
						t.Errorf("1924 Cubs %v-%v-%v games %v %v home %v", r["wins"], r["losses"], r["ties"], r["games_record"], r["record_difference"], r["home_record"])
					}
					return
				}
				t.Error("no Chicago Cubs")
			}},
		{Name: "NFL records come from games", URL: "/api/games/standings?season=2023&sport__slug=football&level__slug=professional&page_size=1", Status: 200,
			Contains: []string{`"record_source":"games"`, `"games_record":null`, `"record_note":null`}},
		{Name: "a season known only by its season table has standings", URL: "/api/seasons?sport__slug=hockey&level__slug=professional&search=1920-21%20NHL", Status: 200,
			Contains: []string{`"has_standings":true`, `"games_count":0`}},
	})
}
