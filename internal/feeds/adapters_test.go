package feeds

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// recorded reads a real payload from the shared recordings beside the
// repository (../shared/feeds), skipping where they are absent.
func recorded(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "feeds", name))
	if errors.Is(err, os.ErrNotExist) {
		t.Skipf("recorded payload %s not here (../shared/feeds beside the repository)", name)
	}
	if err != nil {
		t.Fatal(err)
	}
	return b
}

type tally map[string]int

func count(games []Game) tally {
	c := tally{}
	for _, g := range games {
		if g.Skip != "" {
			c["skip"]++
			continue
		}
		c[g.Status]++
	}
	return c
}

func find(t *testing.T, games []Game, id string) Game {
	t.Helper()
	for _, g := range games {
		if g.ID == id {
			return g
		}
	}
	t.Fatalf("game %s not parsed", id)
	return Game{}
}

func TestAdaptersOnRecordedPayloads(t *testing.T) {
	for _, tc := range []struct {
		adapter, file string
		want          tally
		check         func(t *testing.T, games []Game)
	}{
		{"nhl", "peruukki-nhl-score-api/schedule-2025-10-07.json", tally{"final": 7, "scheduled": 41}, func(t *testing.T, games []Game) {
			g := find(t, games, "2025020001")
			want := Game{Source: "nhl", ID: "2025020001", Sport: "hockey", Level: "professional", Date: "2025-10-07", Type: "regular", Status: "final",
				Home: Team{Code: "FLA", Name: "Florida Panthers", Location: "Florida"}, Away: Team{Code: "CHI", Name: "Chicago Blackhawks", Location: "Chicago"},
				HomeScore: 3, AwayScore: 2}
			if g != want {
				t.Errorf("opener:\n got %+v\nwant %+v", g, want)
			}
			if last := games[len(games)-1]; last.Date != "2025-10-13" || last.Status != "scheduled" || last.HomeScore != 0 {
				t.Errorf("last game of the week: %+v", last)
			}
			// Two games ended in a shootout (gameOutcome.lastPeriodType SO),
			// the standings' overtime losses.
			for _, id := range []string{"2025020006", "2025020007"} {
				if g := find(t, games, id); g.Overtime != "SO" {
					t.Errorf("game %s overtime %q, want SO", id, g.Overtime)
				}
			}
		}},
		{"espn-nfl", "ha-teamtracker/nfl.json", tally{"final": 2, "live": 8, "scheduled": 6}, func(t *testing.T, games []Game) {
			g := games[0]
			if g.Home.Code != "ATL" || g.Away.Code != "NO" || g.HomeScore != 26 || g.AwayScore != 24 || g.Period != 4 || g.Clock != "0:48" || g.Date != "2022-09-11" || g.Type != "regular" {
				t.Errorf("Saints at Falcons: %+v", g)
			}
			// Monday night starts after midnight UTC: the game's day is ESPN's
			// Eastern Monday.
			last := games[len(games)-1]
			if last.Date != "2022-09-12" || last.Status != "scheduled" {
				t.Errorf("Monday night: %+v", last)
			}
		}},
		// 12 in progress and 5 at halftime (ESPN state "in"), 7 to come.
		{"espn-cfb", "ha-teamtracker/ncaaf.json", tally{"final": 1, "live": 17, "scheduled": 7}, nil},
		{"espn-nba", "sports-mcp/nba_scoreboard.json", tally{"live": 1}, func(t *testing.T, games []Game) {
			g := games[0]
			if g.Home.Code != "BOS" || g.Away.Code != "PHI" || g.HomeScore != 87 || g.AwayScore != 92 || g.Period != 4 || g.Clock != "8:41" || g.Type != "playoff" || g.Date != "2026-05-02" {
				t.Errorf("76ers at Celtics: %+v", g)
			}
		}},
		{"mlb", "python-mlb-statsapi/schedule_date.json", tally{"final": 7, "postponed": 2}, func(t *testing.T, games []Game) {
			g := games[0]
			if g.Home.Name != "Chicago Cubs" || g.Away.Name != "Milwaukee Brewers" || g.HomeScore != 5 || g.AwayScore != 4 || g.Date != "2022-04-07" {
				t.Errorf("Brewers at Cubs: %+v", g)
			}
			// Postponed by rain to the next day: MLB's officialDate is the day
			// the game is now to be played, and the game keeps its id there.
			for _, g := range games {
				if g.Status == "postponed" && (g.HomeScore != 0 || g.Date != "2022-04-08") {
					t.Errorf("postponed game: %+v", g)
				}
			}
		}},
	} {
		t.Run(tc.adapter, func(t *testing.T) {
			a, ok := AdapterByName(tc.adapter)
			if !ok {
				t.Fatal("no adapter")
			}
			games, err := a.Parse(recorded(t, tc.file))
			if err != nil {
				t.Fatal(err)
			}
			if got := count(games); !equalTally(got, tc.want) {
				t.Errorf("statuses %v, want %v", got, tc.want)
			}
			if tc.check != nil {
				tc.check(t, games)
			}
		})
	}
}

func TestOvertimeMarks(t *testing.T) {
	for _, tc := range []struct {
		last string
		pd   *nhlPeriod
		want string
	}{
		{"REG", &nhlPeriod{Number: 3, MaxRegulationPeriods: 3}, ""},
		{"OT", &nhlPeriod{Number: 4, MaxRegulationPeriods: 3}, "OT"},
		{"OT", &nhlPeriod{Number: 6, MaxRegulationPeriods: 3}, "3OT"}, // a playoff game's third overtime
		{"OT", nil, "OT"},
		{"SO", &nhlPeriod{Number: 5, MaxRegulationPeriods: 3}, "SO"},
	} {
		if got := nhlOvertime(tc.last, tc.pd); got != tc.want {
			t.Errorf("NHL %s %+v: %q, want %q", tc.last, tc.pd, got, tc.want)
		}
	}
	for _, tc := range []struct {
		last, reg int
		want      string
	}{{4, 4, ""}, {5, 4, "OT"}, {7, 4, "3OT"}, {3, 2, "OT"}, {2, 2, ""}, {0, 4, ""}} {
		if got := overtimeMark(tc.last, tc.reg); got != tc.want {
			t.Errorf("period %d of %d: %q, want %q", tc.last, tc.reg, got, tc.want)
		}
	}
}

func equalTally(a, b tally) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// A payload that is cut short, is not JSON, or has lost a field the adapter
// needs is a shape error: that request fails, nothing is guessed.
func TestAdaptersRefuseChangedShapes(t *testing.T) {
	for _, tc := range []struct{ adapter, body string }{
		{"nhl", `{"gameWeek": [{"date": "2025-10-07", "games": [{"id": 1, "gameType": 2, "gameState": "OFF", "homeTeam": {"abbrev": "FLA", "score": 3}, "awayTeam": {"abbrev": "CHI", "sc`},
		{"nhl", `{"weeks": []}`},
		{"nhl", `{"gameWeek": [{"date": "2025-10-07", "games": [{"id": 1, "gameType": 2, "gameState": "WHATEVER", "homeTeam": {"abbrev": "FLA"}, "awayTeam": {"abbrev": "CHI"}}]}]}`},
		{"espn-nfl", `<html>Service Unavailable</html>`},
		{"espn-nfl", `{"leagues": [], "events": [{"id": "1", "date": "2022-09-11T17:00Z", "competitions": [{"competitors": [{"homeAway": "home", "team": {"abbreviation": "ATL"}}], "status": {"type": {"state": "post"}}}]}]}`},
		{"mlb", `{"dates": [{"date": "2022-04-07", "games": [{"gamePk": 1, "gameType": "R", "status": {"abstractGameState": "Final"}, "teams": {"home": {"team": {}}, "away": {"team": {"name": "Milwaukee Brewers"}}}}]}]}`},
		{"mlb", `{"totalGames": 0}`},
	} {
		a, _ := AdapterByName(tc.adapter)
		if _, err := a.Parse([]byte(tc.body)); !errors.Is(err, ErrShape) {
			t.Errorf("%s %.60q: err %v, want a shape error", tc.adapter, tc.body, err)
		}
	}
}
