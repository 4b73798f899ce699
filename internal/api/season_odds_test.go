package api_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"math"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/store"
)

type oddsBody struct {
	Season           int      `json:"season"`
	AsOf             string   `json:"as_of"`
	PlayoffsModelled bool     `json:"playoffs_modelled"`
	PlayoffPlaces    int      `json:"playoff_places"`
	GamesPlayed      int      `json:"games_played"`
	GamesRemaining   int      `json:"games_remaining"`
	GamesAssumed     int      `json:"games_assumed"`
	ScheduleComplete bool     `json:"schedule_complete"`
	Notes            []string `json:"notes"`
	ComputeMillis    int64    `json:"compute_ms"`
	Teams            []struct {
		Slug      string `json:"slug"`
		Wins      int    `json:"wins"`
		Losses    int    `json:"losses"`
		Projected struct {
			Wins     float64 `json:"wins"`
			WinsLow  int     `json:"wins_low"`
			WinsHigh int     `json:"wins_high"`
		} `json:"projected"`
		Playoff  *float64 `json:"playoff_probability"`
		PlayIn   *float64 `json:"play_in_probability"`
		Division *float64 `json:"division_probability"`
		Final    *float64 `json:"final_probability"`
		Title    *float64 `json:"title_probability"`
	} `json:"teams"`
}

func getOdds(t *testing.T, sport string, season int, asOf string) oddsBody {
	t.Helper()
	q := url.Values{"sport__slug": {sport}, "level__slug": {"professional"}}
	if season != 0 {
		q.Set("season", strconv.Itoa(season))
	}
	if asOf != "" {
		q.Set("as_of", asOf)
	}
	res, body := getBody(t, "/api/v1/analytics/analytics/season_odds/?"+q.Encode())
	if res.StatusCode != 200 {
		t.Fatalf("season_odds %s: %d %s", q.Encode(), res.StatusCode, body)
	}
	var b oddsBody
	if err := json.Unmarshal([]byte(body), &b); err != nil {
		t.Fatal(err)
	}
	return b
}

func sumOdds(b oddsBody) (playoff, final, title float64) {
	for _, tm := range b.Teams {
		playoff += *tm.Playoff
		final += *tm.Final
		title += *tm.Title
	}
	return
}

// Per season and date the probabilities add up: playoff places, two
// finalists, one champion.
func TestSeasonOddsConsistent(t *testing.T) {
	for _, c := range []struct {
		sport  string
		season int
		asOf   string
	}{
		{"football", 2023, "2023-09-07"}, {"football", 2023, "2023-11-05"}, {"football", 1985, "1985-10-20"}, {"football", 2026, ""},
		{"basketball", 2023, "2023-10-24"}, {"basketball", 2023, "2024-01-15"}, {"basketball", 1995, "1996-01-01"},
		{"baseball", 2023, "2023-07-01"}, {"baseball", 1980, "1980-07-01"}, {"baseball", 1955, "1955-07-01"}, {"baseball", 2026, ""},
		{"hockey", 2023, "2024-01-15"}, {"hockey", 2020, "2021-03-01"}, {"hockey", 1990, "1991-01-01"}, {"hockey", 2024, "2024-12-01"},
	} {
		b := getOdds(t, c.sport, c.season, c.asOf)
		if !b.PlayoffsModelled || len(b.Teams) == 0 {
			t.Errorf("%s %d: not modelled (%v)", c.sport, c.season, b.Notes)
			continue
		}
		p, f, ti := sumOdds(b)
		if math.Abs(p-float64(b.PlayoffPlaces)) > 0.005*float64(b.PlayoffPlaces) || math.Abs(f-2) > 0.01 || math.Abs(ti-1) > 0.005 {
			t.Errorf("%s %d as of %s: playoff %.4f (places %d), final %.4f, title %.4f", c.sport, c.season, b.AsOf, p, b.PlayoffPlaces, f, ti)
		}
		for _, tm := range b.Teams {
			if *tm.Title > *tm.Final+1e-9 || *tm.Final > *tm.Playoff+1e-9 || *tm.Playoff > 1 {
				t.Errorf("%s %d: %s title %v final %v playoff %v out of order", c.sport, c.season, tm.Slug, *tm.Title, *tm.Final, *tm.Playoff)
			}
			if float64(tm.Projected.WinsLow) > tm.Projected.Wins || tm.Projected.Wins > float64(tm.Projected.WinsHigh) || tm.Projected.WinsLow < tm.Wins {
				t.Errorf("%s %d: %s projected %v outside its range %d-%d or below its %d wins", c.sport, c.season, tm.Slug, tm.Projected.Wins, tm.Projected.WinsLow, tm.Projected.WinsHigh, tm.Wins)
			}
		}
	}
}

// After the last game every probability is 0 or 1 and names what happened.
func TestSeasonOddsAfterTheSeason(t *testing.T) {
	for _, c := range []struct {
		sport    string
		season   int
		champion string
	}{
		{"football", 2023, "kansas-city-chiefs"}, {"football", 1995, "dallas-cowboys"},
		{"basketball", 2023, "boston-celtics"}, {"basketball", 1995, "chicago-bulls"},
		{"baseball", 2024, "los-angeles-dodgers"}, {"baseball", 2023, "texas-rangers"}, {"baseball", 1995, "atlanta-braves"},
		{"hockey", 2023, "florida-panthers"}, {"hockey", 1995, "colorado-avalanche"},
	} {
		b := getOdds(t, c.sport, c.season, "")
		p, f, ti := sumOdds(b)
		if p != float64(b.PlayoffPlaces) || f != 2 || ti != 1 {
			t.Errorf("%s %d after the season: playoff %v of %d, final %v, title %v (%v)", c.sport, c.season, p, b.PlayoffPlaces, f, ti, b.Notes)
		}
		for _, tm := range b.Teams {
			for _, v := range []float64{*tm.Playoff, *tm.Final, *tm.Title} {
				if v != 0 && v != 1 {
					t.Errorf("%s %d: %s has %v after the season", c.sport, c.season, tm.Slug, v)
				}
			}
			if (*tm.Title == 1) != (tm.Slug == c.champion) {
				t.Errorf("%s %d: %s title %v, champion %s", c.sport, c.season, tm.Slug, *tm.Title, c.champion)
			}
		}
	}
}

func TestSeasonOddsBadParams(t *testing.T) {
	for _, c := range []struct{ query, param string }{
		{"sport__slug=football&season=abc", "season"},
		{"sport__slug=football&season=1700", "season"},
		{"sport__slug=football&as_of=2024-13-01", "as_of"},
		{"sport__slug=football&season=2023&as_of=2020-01-01", "as_of"},
		{"sport__slug=football&level__slug=ncaa-d1", "level__slug"},
		{"sport__slug=curling", "sport__slug"},
		{"", "sport__slug"},
		{"sport__slug=football&season=1850", "season"},
	} {
		res, body := getBody(t, "/api/v1/analytics/analytics/season_odds/?"+c.query)
		if res.StatusCode != 400 || !strings.Contains(body, c.param) {
			t.Errorf("%s: %d %s, want 400 naming %s", c.query, res.StatusCode, body, c.param)
		}
	}
}

// Walk-forward: changing the result of a game played after as_of changes
// nothing in the odds as of that date (a new API reads the changed data).
func TestSeasonOddsWalkForward(t *testing.T) {
	ctx := context.Background()
	const asOf = "2023-11-05"
	var id, hs, as int64
	err := realStore.DB.QueryRowContext(ctx, realStore.Rebind(`SELECT g.id, g.home_score, g.away_score FROM games g
JOIN seasons s ON s.id = g.season_id JOIN leagues l ON l.id = s.league_id
WHERE l.abbreviation = 'NFL' AND s.start_year = 2023 AND g.game_type = 'regular' AND g.game_date > ? AND g.home_score <> g.away_score
ORDER BY g.game_date, g.id LIMIT 1`), asOf).Scan(&id, &hs, &as)
	if err != nil {
		t.Fatal(err)
	}
	teams := func(asOf string) string {
		readmodel.For(realStore).Purge() // a correction alone does not change the dataset version
		h := api.New(api.Deps{Store: realStore, Config: config.Defaults(), Log: slog.New(slog.NewTextHandler(io.Discard, nil))}).Handler()
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/v1/analytics/analytics/season_odds/?sport__slug=football&season=2023&as_of="+asOf, nil))
		var b struct {
			Teams json.RawMessage `json:"teams"`
		}
		if rec.Code != 200 || json.Unmarshal(rec.Body.Bytes(), &b) != nil {
			t.Fatalf("%d %s", rec.Code, rec.Body.String())
		}
		return string(b.Teams)
	}
	noAudit := func(*store.GameBase, store.GameBase) *store.AuditEntry { return nil }
	before, later := teams(asOf), teams("2024-01-08")
	if _, err := realStore.CorrectGame(ctx, id, store.GameCorrection{HomeScore: as, AwayScore: hs}, noAudit); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if _, err := realStore.CorrectGame(ctx, id, store.GameCorrection{HomeScore: hs, AwayScore: as}, noAudit); err != nil {
			t.Error(err)
		}
	})
	if after := teams(asOf); after != before {
		t.Fatalf("reversing game %d (after %s) changed the odds as of %s", id, asOf, asOf)
	}
	// The odds after the game do see it (else the test proves nothing).
	if teams("2024-01-08") == later {
		t.Fatalf("reversing game %d changed nothing after the regular season", id)
	}
}

type oddsBacktestBody struct {
	Seasons     int `json:"seasons"`
	FirstSeason int `json:"first_season"`
	LastSeason  int `json:"last_season"`
	Skipped     []struct {
		Season int    `json:"season"`
		Reason string `json:"reason"`
	} `json:"skipped"`
	Dates []struct {
		AsOf        string     `json:"as_of"`
		Seasons     int        `json:"seasons"`
		Forecasts   int        `json:"forecasts"`
		Playoff     oddsScores `json:"playoff_brier"`
		Title       oddsScores `json:"title_log_loss"`
		BelowBoth   bool       `json:"below_both_baselines"`
		Calibration []struct {
			Lower, Upper        float64
			Forecasts           int
			Predicted, Observed float64
		} `json:"calibration"`
	} `json:"dates"`
	ComputeMillis int64 `json:"compute_ms"`
}

type oddsScores struct {
	Model         float64 `json:"model"`
	EqualChances  float64 `json:"equal_chances"`
	CurrentPlaces float64 `json:"current_places"`
}

// The backtest covers every modelled season the data has whole; at the
// midpoint ours is below both baselines on both scores.
//
// The backtest is computed in the background: a request before it is done
// is answered at once, 202 with its state, and a later one gets it.
func TestSeasonOddsBacktest(t *testing.T) {
	readmodel.For(realStore).Purge() // computed by no earlier test
	sports := []string{"football", "basketball", "hockey", "baseball"}
	for i, sport := range sports {
		start := time.Now()
		res, body := getBody(t, "/api/v1/analytics/analytics/season_odds_backtest/?sport__slug="+sport)
		var state struct{ Status, Detail string }
		if res.StatusCode != 202 || json.Unmarshal([]byte(body), &state) != nil || time.Since(start) > 2*time.Second {
			t.Fatalf("%s before it is computed: %d in %v, %s", sport, res.StatusCode, time.Since(start), body)
		}
		want := "queued"
		if i == 0 {
			want = "computing"
		}
		if state.Status != want || !strings.Contains(state.Detail, sport) || res.Header.Get("Retry-After") == "" || res.Header.Get("Cache-Control") != "no-store" {
			t.Errorf("%s: status %q (want %q), detail %q, Retry-After %q, Cache-Control %q", sport, state.Status, want, state.Detail, res.Header.Get("Retry-After"), res.Header.Get("Cache-Control"))
		}
	}
	for _, sport := range sports {
		var res *http.Response
		var body string
		for deadline := time.Now().Add(10 * time.Minute); ; time.Sleep(2 * time.Second) {
			res, body = getBody(t, "/api/v1/analytics/analytics/season_odds_backtest/?sport__slug="+sport)
			if res.StatusCode != 202 || time.Now().After(deadline) {
				break
			}
		}
		if res.StatusCode != 200 || !strings.Contains(body, `"status":"ready"`) {
			t.Fatalf("%s: %d %s", sport, res.StatusCode, body)
		}
		var b oddsBacktestBody
		if err := json.Unmarshal([]byte(body), &b); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d seasons %d-%d, %d ms, skipped %d", sport, b.Seasons, b.FirstSeason, b.LastSeason, b.ComputeMillis, len(b.Skipped))
		reasons := map[string]int{}
		for _, s := range b.Skipped {
			reasons[s.Reason]++
		}
		t.Logf("  skipped: %v", reasons)
		for _, d := range b.Dates {
			t.Logf("  %-14s seasons %3d  playoff Brier %.4f / equal %.4f / now %.4f   title log loss %.3f / equal %.3f / now %.3f", d.AsOf, d.Seasons,
				d.Playoff.Model, d.Playoff.EqualChances, d.Playoff.CurrentPlaces, d.Title.Model, d.Title.EqualChances, d.Title.CurrentPlaces)
			below := d.Playoff.Model < min(d.Playoff.EqualChances, d.Playoff.CurrentPlaces) && d.Title.Model < min(d.Title.EqualChances, d.Title.CurrentPlaces)
			if below != d.BelowBoth {
				t.Errorf("%s %s: below_both_baselines %v, the scores say %v", sport, d.AsOf, d.BelowBoth, below)
			}
			n := 0
			for _, c := range d.Calibration {
				n += c.Forecasts
			}
			if n != d.Forecasts {
				t.Errorf("%s %s: calibration bins hold %d forecasts of %d", sport, d.AsOf, n, d.Forecasts)
			}
			if d.AsOf == "midpoint" && !d.BelowBoth {
				t.Errorf("%s at the midpoint: ours not below both baselines", sport)
			}
		}
		if b.Seasons < 20 {
			t.Errorf("%s: only %d seasons backtested", sport, b.Seasons)
		}
	}
}

// Inside the postseason the games already played are facts: as of the day
// after a series ends its loser has no chance of the title, the winner
// still has one, and the playoff field is the real one.
func TestSeasonOddsPostseasonUnderWay(t *testing.T) {
	for _, c := range []struct {
		sport, asOf   string
		season        int
		loser, winner string
	}{
		{"basketball", "2024-05-02", 2023, "miami-heat", "boston-celtics"},               // 4-1, the Heat a play-in team
		{"basketball", "2024-04-30", 2023, "los-angeles-lakers", "denver-nuggets"},       // 4-1, the Lakers seeded 7th by the play-in
		{"hockey", "2024-04-30", 2023, "tampa-bay-lightning", "florida-panthers"},        // 4-1
		{"football", "2024-01-14", 2023, "miami-dolphins", "kansas-city-chiefs"},         // one game
		{"baseball", "2023-10-05", 2023, "toronto-blue-jays", "minnesota-twins"},         // a best-of-three swept
		{"baseball", "2023-10-11", 2023, "baltimore-orioles", "texas-rangers"},           // a best-of-five swept
		{"hockey", "2024-05-18", 2023, "boston-bruins", "florida-panthers"},              // 4-2 in the second round
		{"basketball", "2024-05-31", 2023, "minnesota-timberwolves", "dallas-mavericks"}, // a conference final
	} {
		b := getOdds(t, c.sport, c.season, c.asOf)
		p, f, ti := sumOdds(b)
		if math.Abs(p-float64(b.PlayoffPlaces)) > 1e-6 || math.Abs(f-2) > 0.01 || math.Abs(ti-1) > 0.005 {
			t.Errorf("%s as of %s: playoff %.4f of %d, final %.4f, title %.4f", c.sport, c.asOf, p, b.PlayoffPlaces, f, ti)
		}
		found := 0
		for _, tm := range b.Teams {
			if *tm.Playoff != 0 && *tm.Playoff != 1 {
				t.Errorf("%s as of %s: %s playoff %v once the field is known", c.sport, c.asOf, tm.Slug, *tm.Playoff)
			}
			switch tm.Slug {
			case c.loser:
				found++
				if *tm.Title != 0 || *tm.Playoff != 1 {
					t.Errorf("%s as of %s: %s, knocked out, has title %v (playoff %v)", c.sport, c.asOf, tm.Slug, *tm.Title, *tm.Playoff)
				}
			case c.winner:
				found++
				if *tm.Title == 0 {
					t.Errorf("%s as of %s: %s, through, has no title chance", c.sport, c.asOf, tm.Slug)
				}
			}
		}
		if found != 2 {
			t.Errorf("%s as of %s: %s or %s missing", c.sport, c.asOf, c.loser, c.winner)
		}
		if !strings.Contains(strings.Join(b.Notes, " "), "postseason is under way") {
			t.Errorf("%s as of %s: notes %v do not say the postseason is under way", c.sport, c.asOf, b.Notes)
		}
	}
}

// The odds over a season: weekly dates from opening day to the day after
// the last game, each date's probabilities adding up, the champion's title
// odds 1 at the end, and each point the season_odds answer of that day.
func TestSeasonOddsHistory(t *testing.T) {
	res, body := getBody(t, "/api/v1/analytics/analytics/season_odds_history/?sport__slug=basketball&season=2023")
	if res.StatusCode != 200 {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	var h struct {
		Dates []string `json:"dates"`
		Teams []struct {
			Slug    string     `json:"slug"`
			Playoff []*float64 `json:"playoff_probability"`
			Title   []*float64 `json:"title_probability"`
		} `json:"teams"`
		ComputeMillis int64 `json:"compute_ms"`
	}
	if err := json.Unmarshal([]byte(body), &h); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d dates, %d ms", len(h.Dates), h.ComputeMillis)
	if len(h.Dates) < 30 || len(h.Dates) > 45 || h.Dates[0] != "2023-10-24" || h.Dates[len(h.Dates)-1] != "2024-06-18" || len(h.Teams) != 30 {
		t.Fatalf("%d dates %v..%v, %d teams", len(h.Dates), h.Dates[0], h.Dates[len(h.Dates)-1], len(h.Teams))
	}
	for k := range h.Dates {
		var p, ti float64
		for _, tm := range h.Teams {
			p += *tm.Playoff[k]
			ti += *tm.Title[k]
		}
		if math.Abs(p-16) > 0.08 || math.Abs(ti-1) > 0.005 {
			t.Errorf("%s: playoff %.4f, title %.4f", h.Dates[k], p, ti)
		}
	}
	last := len(h.Dates) - 1
	for _, tm := range h.Teams {
		if (*tm.Title[last] == 1) != (tm.Slug == "boston-celtics") {
			t.Errorf("%s: title %v at the end", tm.Slug, *tm.Title[last])
		}
	}
	// A date of the chart is the route's answer that day (the same seed,
	// the first 2,000 of its runs).
	day := getOdds(t, "basketball", 2023, h.Dates[10])
	for _, tm := range day.Teams {
		if tm.Slug == h.Teams[0].Slug && math.Abs(*tm.Playoff-*h.Teams[0].Playoff[10]) > 0.05 {
			t.Errorf("%s on %s: %v in the chart, %v from season_odds", tm.Slug, h.Dates[10], *h.Teams[0].Playoff[10], *tm.Playoff)
		}
	}
}
