package api_test

import (
	"net/http"
	"net/http/httptest"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/api/apitest"
)

// nhlLines are the raw NHL player box lines 2018-19 on (the shipped file
// the import reads): header and rows.
func nhlLines(t *testing.T) ([]string, [][]string) {
	return readGz(t, "hockey/fastrhockey_nhl_player_box_2018_19_to_2025_26.csv.gz")
}

// rawCount counts the rows of a raw table keep accepts.
func rawCount(rows [][]string, keep func([]string) bool) int {
	n := 0
	for _, r := range rows {
		if keep(r) {
			n++
		}
	}
	return n
}

// pointStreak is a player's longest run of regular-season games with a
// point within one season in the raw NHL lines (by local date, then game),
// the earliest of equal runs: its length, first and last dates and season
// (start year).
func pointStreak(t *testing.T, head []string, rows [][]string, playerID string) (int, string, string, int) {
	gi, di, ti, si := col(t, head, "game_id"), col(t, head, "game_date_local"), col(t, head, "game_type"), col(t, head, "file_season")
	pi, pts := col(t, head, "player_id"), col(t, head, "points")
	var mine [][]string
	for _, r := range rows {
		if r[pi] == playerID && r[ti] == "R" {
			mine = append(mine, r)
		}
	}
	sort.SliceStable(mine, func(i, j int) bool {
		if mine[i][di] != mine[j][di] {
			return mine[i][di] < mine[j][di]
		}
		return mine[i][gi] < mine[j][gi]
	})
	best, run, from, season := 0, 0, "", ""
	var bs, be string
	bSeason := 0
	for _, r := range mine {
		if r[si] != season {
			run, season = 0, r[si]
		}
		if p, _ := strconv.Atoi(r[pts]); p < 1 {
			run = 0
			continue
		}
		if run == 0 {
			from = r[di]
		}
		run++
		if run > best {
			y, _ := strconv.Atoi(r[si])
			best, bs, be, bSeason = run, from, r[di], y-1
		}
	}
	return best, bs, be, bSeason
}

func TestFinderPlayerGames(t *testing.T) {
	head, rows := nhlLines(t)
	si, ti, goals := col(t, head, "file_season"), col(t, head, "game_type"), col(t, head, "goals")
	hatTricks := func(playoffs bool) int {
		return rawCount(rows, func(r []string) bool {
			g, _ := strconv.Atoi(r[goals])
			y, _ := strconv.Atoi(r[si])
			return g >= 3 && y <= 2025 && (r[ti] == "P") == playoffs
		})
	}
	regular, playoff := hatTricks(false), hatTricks(true)
	// Games with lines per season (start year) in the raw file.
	games := map[int]map[string]bool{}
	gi := col(t, head, "game_id")
	for _, r := range rows {
		y, _ := strconv.Atoi(r[si])
		if games[y-1] == nil {
			games[y-1] = map[string]bool{}
		}
		games[y-1][r[gi]] = true
	}
	streak, from, to, season := pointStreak(t, head, rows, "8478402") // Connor McDavid
	fHead, fRows := readGz(t, "football/pfr_defense_game_logs_2010_2025.csv.gz")
	sacks := col(t, fHead, "sacks")
	fourSacks := rawCount(fRows, func(r []string) bool { v, _ := strconv.ParseFloat(r[sacks], 64); return v >= 4 })
	if regular == 0 || playoff == 0 || streak < 10 || fourSacks == 0 {
		t.Fatalf("raw tables: %d, %d hat tricks, a %d-game streak, %d four-sack games", regular, playoff, streak, fourSacks)
	}

	apitest.Run(t, patientFinders(), []apitest.Scenario{
		{Name: "regular-season hat tricks 2018-19 to 2024-25", URL: fBase + "player-games/?sport__slug=hockey&season__lte=2024&goals__gte=3&game_type=regular&page_size=5", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				if got := int(num(t, b["count"])); got != regular {
					t.Errorf("count %d, the raw lines have %d", got, regular)
				}
				rs := apitest.Results(t, b)
				if v := rs[0]["values"].(map[string]any)["goals"]; num(t, v) < 4 || rs[0]["game_type"] != "regular" || rs[0]["player_slug"] == "" {
					t.Errorf("first %v", rs[0])
				}
				cov := b["coverage"].([]any)
				if len(cov) != 7 {
					t.Fatalf("coverage %v", cov)
				}
				for _, c := range cov {
					c := c.(map[string]any)
					y := int(num(t, c["season"]))
					if c["league"] != "nhl" || int(num(t, c["games_with_lines"])) != len(games[y]) || num(t, c["games"]) < num(t, c["games_with_lines"]) {
						t.Errorf("coverage of %d: %v, the raw lines cover %d games", y, c, len(games[y]))
					}
				}
			}},
		// The raw file's playoff games are the API's playoff and championship games.
		{Name: "all hat tricks", URL: fBase + "player-games/?sport__slug=hockey&season__gte=2018&season__lte=2024&goals__gte=3", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				if got := int(num(t, b["count"])); got != regular+playoff {
					t.Errorf("count %d, the raw lines have %d", got, regular+playoff)
				}
			}},
		{Name: "four-sack games", URL: fBase + "player-games/?sport__slug=football&sacks__gte=4", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				if got := int(num(t, b["count"])); got != fourSacks {
					t.Errorf("count %d, the raw defence logs have %d", got, fourSacks)
				}
				if cov := b["coverage"].([]any); len(cov) < 16 || cov[0].(map[string]any)["season"] != 2010.0 {
					t.Errorf("coverage %v", cov)
				}
			}},
		{Name: "a player's game log reads oldest first, the sport's line columns shown", URL: fBase + "player-games/?sport__slug=hockey&player=connor-mcdavid&page_size=1", Status: 200,
			Contains: []string{`"date":"2018-10-06"`, `"columns":["goals","assists","points"]`, `"values":{"assists":2,"goals":0,"points":2}`}},
		{Name: "McDavid's longest point streak", URL: fBase + "streaks/?sport__slug=hockey&player=connor-mcdavid&points__gte=1&page_size=1", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				r := apitest.Results(t, b)[0]
				if r["player_slug"] != "connor-mcdavid" || int(num(t, r["length"])) != streak || r["start_date"] != from || r["end_date"] != to || int(num(t, r["season"])) != season {
					t.Errorf("streak %v; the raw lines give %d games %s to %s in %d", r, streak, from, to, season)
				}
				if len(b["coverage"].([]any)) == 0 {
					t.Error("no coverage")
				}
			}},
		{Name: "a player's seasons read oldest first", URL: fBase + "player-seasons/?sport__slug=hockey&player=connor-mcdavid&points__gte=1", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				last := 0.0
				for _, r := range apitest.Results(t, b) {
					if y := num(t, r["season"]); y < last {
						t.Errorf("season %v after %v", y, last)
					} else {
						last = y
					}
				}
				if last == 0 {
					t.Error("no seasons")
				}
			}},
		{Name: "glossary lists the game-line statistics", URL: fBase + "glossary/?sport__slug=hockey", Status: 200,
			Contains: []string{`"game_lines":[{"name":"goals","abbr":"G","label":"Goals"`, `{"name":"time_on_ice_seconds","abbr":"TOI (s)","label":"Time on ice (seconds)"`}},
		{Name: "no game lines: an empty list", URL: fBase + "glossary/?sport__slug=basketball", Status: 200, Contains: []string{`"game_lines":[]`}},
	})
}

func TestFinderPlayerGamesBadInput(t *testing.T) {
	badParams(t, []struct{ url, names string }{
		{"player-games/?sport__slug=basketball&points__gte=30", "sport__slug"},
		{"player-games/?sport__slug=hockey&home_runs__gte=1", "home_runs__gte"},
		{"player-games/?sport__slug=hockey&goals__gte=abc", "goals__gte"},
		{"player-games/?sport__slug=hockey&goals__gte=3&goals__lte=1", "goals__gte"},
		{"player-games/?sport__slug=hockey&goals__gt=3", "goals__gt"},
		{"player-games/?sport__slug=hockey&player=nobody-at-all", "player"},
		{"player-games/?sport__slug=hockey&opponent=no-such-team", "opponent"},
		{"player-games/?sport__slug=hockey&location=moon", "location"},
		{"player-games/?sport__slug=hockey&result=X", "result"},
		{"player-games/?sport__slug=hockey&game_type=preseason", "game_type"},
		{"player-games/?sport__slug=hockey&season__gte=2024&season__lte=2020", "season__gte"},
		{"player-games/?sport__slug=hockey&ordering=-home_runs", "ordering"},
		{"streaks/?sport__slug=hockey&player=connor-mcdavid", "player"},
		{"streaks/?sport__slug=hockey&points__gte=1&kind=loss", "kind"},
		{"streaks/?sport__slug=hockey&points__gte=1&ordering=-points", "ordering"},
		{"streaks/?sport__slug=basketball&points__gte=30", "sport__slug"},
	})
	// Every NHL line with a figure no index holds is past the budget.
	w := httptest.NewRecorder()
	realAPI.ServeHTTP(w, httptest.NewRequest(http.MethodGet, fBase+"player-games/?sport__slug=hockey&shots__gte=10", nil))
	if w.Code != 400 || !strings.Contains(w.Body.String(), "rows allowed: narrow it with season__gte/season__lte") {
		t.Errorf("%d %s", w.Code, w.Body)
	}
}
