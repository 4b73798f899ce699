package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
)

type archiveBody struct {
	Count   int `json:"count"`
	Results []struct {
		Kind           string          `json:"kind"`
		Subject        string          `json:"subject"`
		Season         int             `json:"season"`
		Date           string          `json:"date"`
		DatasetVersion int64           `json:"dataset_version"`
		Forecast       json.RawMessage `json:"forecast"`
	} `json:"results"`
}

func getArchive(t *testing.T, query string) (archiveBody, string) {
	t.Helper()
	res, body := getBody(t, "/api/v1/analytics/forecasts/archive/?"+query)
	if res.StatusCode != 200 {
		t.Fatalf("archive %s: %d %s", query, res.StatusCode, body)
	}
	var b archiveBody
	if err := json.Unmarshal([]byte(body), &b); err != nil {
		t.Fatal(err)
	}
	return b, body
}

// The scheduled games' forecasts are archived when the forecasts are
// built, a current season's odds when they are asked for; asking again
// stores nothing new and changes nothing.
func TestForecastArchive(t *testing.T) {
	odds := getOdds(t, "football", 2026, "")
	games, _ := getArchive(t, "kind=game&sport__slug=football&season=2026&page_size=500")
	if games.Count < 272 {
		t.Fatalf("%d archived game forecasts of the 2026 NFL season, want the 272 scheduled", games.Count)
	}
	var g struct {
		P float64 `json:"home_win_probability"`
	}
	if err := json.Unmarshal(games.Results[0].Forecast, &g); err != nil || g.P <= 0 || g.P >= 1 {
		t.Fatalf("archived forecast %s", games.Results[0].Forecast)
	}
	q := "kind=season_odds&sport__slug=football&season=2026"
	first, firstBody := getArchive(t, q)
	if first.Count != 1 || first.Results[0].Subject != "football|professional|2026|"+odds.AsOf || !strings.Contains(string(first.Results[0].Forecast), `"playoff_probability"`) {
		t.Fatalf("season odds archive: %s", firstBody)
	}
	getOdds(t, "football", 2026, "")
	if _, again := getArchive(t, q); again != firstBody {
		t.Fatalf("the archive changed on asking again")
	}
	// A finished season's odds are hindsight: not archived.
	getOdds(t, "football", 2023, "2023-11-05")
	if b, _ := getArchive(t, "kind=season_odds&sport__slug=football&season=2023"); b.Count != 0 {
		t.Fatalf("%d archived odds of a finished season", b.Count)
	}
	for _, bad := range []struct{ query, param string }{{"kind=guess", "kind"}, {"date__gte=2024-02-30", "date__gte"}, {"format=xml", "format"}, {"season=x", "season"}} {
		res, body := getBody(t, "/api/v1/analytics/forecasts/archive/?"+bad.query)
		if res.StatusCode != 400 || !strings.Contains(body, bad.param) {
			t.Errorf("%s: %d %s", bad.query, res.StatusCode, body)
		}
	}
	res, body := getBody(t, "/api/v1/analytics/forecasts/archive/?kind=game&sport__slug=football&format=csv&page_size=3")
	if res.StatusCode != 200 || strings.Count(body, "\n") != 4 || !strings.HasPrefix(body, "kind,subject,") {
		t.Fatalf("csv: %d %q", res.StatusCode, body)
	}
}

// Checking our work: an archived forecast is scored once its game is final
// (two known games, known answers).
func TestForecastChecks(t *testing.T) {
	ctx := context.Background()
	pick := func(cond string) string {
		var key string
		err := realStore.DB.QueryRowContext(ctx, `SELECT g.key FROM games g JOIN seasons s ON s.id = g.season_id JOIN leagues l ON l.id = s.league_id
WHERE l.abbreviation = 'NFL' AND s.start_year = 2023 AND g.game_type = 'regular' AND `+cond+` ORDER BY g.game_date, g.id LIMIT 1`).Scan(&key)
		if err != nil {
			t.Fatal(err)
		}
		return key
	}
	won, lost := pick("g.home_score > g.away_score"), pick("g.home_score < g.away_score")
	row := func(key string, p float64) store.ArchivedForecast {
		return store.ArchivedForecast{Kind: "game", Subject: key, DatasetVersion: 1, Sport: "football", Level: "professional", Season: 2023, Date: "2023-09-10",
			Payload: fmt.Sprintf(`{"home_win_probability":%v}`, p)}
	}
	if _, err := realStore.ArchiveForecasts(ctx, []store.ArchivedForecast{row(won, 0.8), row(lost, 0.6)}); err != nil {
		t.Fatal(err)
	}
	res, body := getBody(t, "/api/v1/analytics/forecasts/calibration/?sport__slug=football")
	if res.StatusCode != 200 {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	var b struct {
		Scopes []struct {
			Sport       string
			Forecasts   int
			Brier       float64
			LogLoss     float64 `json:"log_loss"`
			Accuracy    float64
			Calibration []struct {
				Lower               float64
				Forecasts           int
				Predicted, Observed float64
			}
		}
	}
	if err := json.Unmarshal([]byte(body), &b); err != nil || len(b.Scopes) != 1 {
		t.Fatalf("%v %s", err, body)
	}
	c := b.Scopes[0]
	// Brier ((1-0.8)² + (0-0.6)²)/2; log loss -(ln 0.8 + ln 0.4)/2.
	if c.Forecasts != 2 || c.Brier != 0.2 || c.LogLoss != 0.5697 || c.Accuracy != 0.5 {
		t.Errorf("forecasts %d, Brier %v, log loss %v, accuracy %v", c.Forecasts, c.Brier, c.LogLoss, c.Accuracy)
	}
	if bin := c.Calibration[8]; bin.Forecasts != 1 || bin.Predicted != 0.8 || bin.Observed != 1 {
		t.Errorf("the 80-90%% bin: %+v", bin)
	}
	if bin := c.Calibration[6]; bin.Forecasts != 1 || bin.Predicted != 0.6 || bin.Observed != 0 {
		t.Errorf("the 60-70%% bin: %+v", bin)
	}
}

// Checking our work, season odds: an archived run of a season since
// completed is scored against who made the playoffs and who won; a run of
// a season under way waits.
func TestSeasonOddsChecks(t *testing.T) {
	ctx := context.Background()
	const asOf = "2024-01-15"
	_, body := getBody(t, "/api/v1/analytics/analytics/season_odds/?sport__slug=basketball&season=2023&as_of="+asOf)
	var run oddsIDs
	if err := json.Unmarshal([]byte(body), &run); err != nil || len(run.Teams) != 30 {
		t.Fatalf("%v %.200s", err, body)
	}
	if _, err := realStore.ArchiveForecasts(ctx, []store.ArchivedForecast{{Kind: "season_odds", Subject: "basketball|professional|2023|" + asOf, DatasetVersion: 1,
		Sport: "basketball", Level: "professional", Season: 2023, Date: asOf, Payload: body}}); err != nil {
		t.Fatal(err)
	}
	getOdds(t, "football", 2026, "") // a season under way: archived, not scored
	// What happened: the 16 teams of the 2023-24 playoffs, the Celtics' title.
	field := map[int64]bool{}
	for _, id := range queryInts(t, ctx, `SELECT DISTINCT g.home_franchise_id FROM games g JOIN seasons s ON s.id = g.season_id JOIN leagues l ON l.id = s.league_id
WHERE l.abbreviation = 'NBA' AND s.start_year = 2023 AND g.game_type <> 'regular' AND g.week <> 'Play-In'`) {
		field[int64(id)] = true
	}
	var brier, logLoss float64
	for _, tm := range run.Teams {
		brier += (*tm.Playoff - b2f(field[tm.ID])) * (*tm.Playoff - b2f(field[tm.ID]))
		if tm.Slug == "boston-celtics" {
			logLoss = -math.Log(max(*tm.Title, 0.001))
		}
	}
	if len(field) != 16 || logLoss == 0 {
		t.Fatalf("field %d teams, title log loss %v", len(field), logLoss)
	}
	res, body := getBody(t, "/api/v1/analytics/forecasts/calibration/")
	if res.StatusCode != 200 {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	var b struct {
		SeasonOdds []struct {
			Sport                  string
			Runs, Seasons, Pending int
			Forecasts              int
			PlayoffBrier           float64 `json:"playoff_brier"`
			TitleLogLoss           float64 `json:"title_log_loss"`
			Calibration            []struct{ Forecasts int }
		} `json:"season_odds"`
	}
	if err := json.Unmarshal([]byte(body), &b); err != nil {
		t.Fatalf("%v %s", err, body)
	}
	scopes := map[string]int{}
	for i, c := range b.SeasonOdds {
		scopes[c.Sport] = i
	}
	fi, okF := scopes["football"]
	bi, okB := scopes["basketball"]
	if !okF || !okB {
		t.Fatalf("season odds checks: %s", body)
	}
	if f := b.SeasonOdds[fi]; f.Runs != 0 || f.Pending < 1 || f.PlayoffBrier != 0 {
		t.Errorf("football 2026, under way: runs %d, pending %d, Brier %v", f.Runs, f.Pending, f.PlayoffBrier)
	}
	c := b.SeasonOdds[bi]
	if c.Runs != 1 || c.Seasons != 1 || c.Pending != 0 || c.Forecasts != 30 {
		t.Errorf("runs %d, seasons %d, pending %d, forecasts %d", c.Runs, c.Seasons, c.Pending, c.Forecasts)
	}
	if math.Abs(c.PlayoffBrier-brier/30) > 1e-4 || math.Abs(c.TitleLogLoss-logLoss) > 1e-4 {
		t.Errorf("playoff Brier %v (want %.4f), title log loss %v (want %.4f)", c.PlayoffBrier, brier/30, c.TitleLogLoss, logLoss)
	}
	n := 0
	for _, bin := range c.Calibration {
		n += bin.Forecasts
	}
	if n != 30 {
		t.Errorf("calibration bins hold %d forecasts of 30", n)
	}
}
