package api_test

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/api/apitest"
	"github.com/almanac-sports/almanac/internal/config"
)

func getBody(t *testing.T, url string) (*http.Response, string) {
	t.Helper()
	rec := httptest.NewRecorder()
	realAPI.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, url, nil))
	return rec.Result(), rec.Body.String()
}

type backtestBody struct {
	Games    int     `json:"games"`
	Brier    float64 `json:"brier"`
	Accuracy float64 `json:"accuracy"`
	LogLoss  float64 `json:"log_loss"`
	Calib    []struct {
		Games int `json:"games"`
	} `json:"calibration"`
	Decades  []json.RawMessage `json:"decades"`
	Baseline struct {
		Games int     `json:"games"`
		Brier float64 `json:"brier"`
	} `json:"baseline"`
	FTE *struct {
		Rows    int     `json:"rows"`
		Games   int     `json:"games"`
		Brier   float64 `json:"brier"`
		Almanac struct {
			Games int     `json:"games"`
			Brier float64 `json:"brier"`
		} `json:"almanac"`
	} `json:"fivethirtyeight"`
}

func getBacktest(t *testing.T, sport, level string) backtestBody {
	t.Helper()
	res, body := getBody(t, "/api/v1/analytics/analytics/backtest/?sport__slug="+sport+"&level__slug="+level)
	if res.StatusCode != 200 {
		t.Fatalf("backtest %s %s: %d %s", sport, level, res.StatusCode, body)
	}
	var b backtestBody
	if err := json.Unmarshal([]byte(body), &b); err != nil {
		t.Fatal(err)
	}
	return b
}

// The bars: at or below FiveThirtyEight's Brier on every game of
// its files (all matched), below the home-rate baseline everywhere.
func TestBacktestBeatsReferences(t *testing.T) {
	for _, tc := range []struct {
		sport, level string
		fteRows      int
		fteBrier     float64
	}{
		{"football", "professional", 16810, 0.2084},
		{"basketball", "professional", 1310, 0.2267},
		{"baseball", "professional", 0, 0},
		{"hockey", "professional", 0, 0},
		{"basketball", "ncaa-d1", 0, 0},
	} {
		t.Run(tc.sport+"-"+tc.level, func(t *testing.T) {
			b := getBacktest(t, tc.sport, tc.level)
			if b.Games < 1000 || len(b.Calib) != 10 || len(b.Decades) == 0 || b.Baseline.Games != b.Games {
				t.Fatalf("games %d, calibration bins %d, decades %d, baseline games %d", b.Games, len(b.Calib), len(b.Decades), b.Baseline.Games)
			}
			if b.Brier >= b.Baseline.Brier {
				t.Errorf("Brier %.4f not below the home-rate baseline's %.4f", b.Brier, b.Baseline.Brier)
			}
			if tc.fteRows == 0 {
				if b.FTE != nil {
					t.Errorf("a FiveThirtyEight comparison where there is no file")
				}
				return
			}
			if b.FTE == nil || b.FTE.Rows != tc.fteRows || b.FTE.Games != tc.fteRows || b.FTE.Almanac.Games != tc.fteRows {
				t.Fatalf("FiveThirtyEight games: %+v", b.FTE)
			}
			if fmt.Sprintf("%.4f", b.FTE.Brier) != fmt.Sprintf("%.4f", tc.fteBrier) || b.FTE.Almanac.Brier > b.FTE.Brier {
				t.Errorf("on FiveThirtyEight's games: ours %.5f, theirs %.5f (published %.4f)", b.FTE.Almanac.Brier, b.FTE.Brier, tc.fteBrier)
			}
		})
	}
}

// The served Brier is the one the export's rows give.
func TestBacktestBrierEqualsExport(t *testing.T) {
	for _, tc := range []struct{ sport, format string }{{"football", "csv"}, {"hockey", "csv"}, {"football", "json"}} {
		t.Run(tc.sport+"-"+tc.format, func(t *testing.T) {
			b := getBacktest(t, tc.sport, "professional")
			res, body := getBody(t, "/api/v1/analytics/export/predictions/?sport__slug="+tc.sport+"&level__slug=professional&format="+tc.format)
			if res.StatusCode != 200 || !strings.Contains(res.Header.Get("Content-Disposition"), "predictions-"+tc.sport+"-professional."+tc.format) {
				t.Fatalf("export: %d %v", res.StatusCode, res.Header)
			}
			type row struct {
				HomeScore int     `json:"home_score"`
				AwayScore int     `json:"away_score"`
				P         float64 `json:"home_win_probability"`
			}
			var rows []row
			if tc.format == "json" {
				var doc struct {
					Sport   string `json:"sport"`
					Results []row  `json:"results"`
				}
				if err := json.Unmarshal([]byte(body), &doc); err != nil || doc.Sport != tc.sport {
					t.Fatalf("%v: sport %q", err, doc.Sport)
				}
				rows = doc.Results
			} else {
				recs, err := csv.NewReader(strings.NewReader(body)).ReadAll()
				if err != nil {
					t.Fatal(err)
				}
				if strings.Join(recs[0], ",") != "game_id,game_date,home_team,away_team,home_score,away_score,home_win_probability" {
					t.Fatalf("header %v", recs[0])
				}
				for _, r := range recs[1:] {
					h, _ := strconv.Atoi(r[4])
					a, _ := strconv.Atoi(r[5])
					p, err := strconv.ParseFloat(r[6], 64)
					if err != nil || p <= 0 || p >= 1 || r[2] == "" || r[3] == "" {
						t.Fatalf("bad row %v", r)
					}
					rows = append(rows, row{h, a, p})
				}
			}
			var sum float64
			for _, r := range rows {
				y := 0.5
				if r.HomeScore > r.AwayScore {
					y = 1
				} else if r.HomeScore < r.AwayScore {
					y = 0
				}
				sum += (r.P - y) * (r.P - y)
			}
			if len(rows) != b.Games || sum/float64(len(rows)) != b.Brier {
				t.Errorf("export: %d rows, Brier %v; served: %d games, Brier %v", len(rows), sum/float64(len(rows)), b.Games, b.Brier)
			}
		})
	}
}

func TestPredictGame(t *testing.T) {
	const path = "/api/v1/analytics/analytics/predict_game/"
	prediction := func(t *testing.T, b map[string]any) {
		ph, pa := b["home_win_probability"].(float64), b["away_win_probability"].(float64)
		if ph <= 0 || ph >= 1 || fmt.Sprintf("%.4f", ph+pa) != "1.0000" {
			t.Fatalf("probabilities %v %v", ph, pa)
		}
		winner := b["home_team"]
		if ph < 0.5 {
			winner = b["away_team"]
		}
		score := b["predicted_score"].(map[string]any)
		if b["predicted_winner"] != winner || (score["home"].(float64) > score["away"].(float64)) != (ph > 0.5) {
			t.Errorf("winner %v, score %v, p %v", b["predicted_winner"], score, ph)
		}
		if c := b["confidence"].(float64); c < 0 || c > 1 {
			t.Errorf("confidence %v", c)
		}
		names := map[string]bool{}
		for _, f := range b["factors"].([]any) {
			names[f.(map[string]any)["name"].(string)] = true
		}
		if !names["rating_gap"] || !names["home_edge"] || !names["recent_form"] || len(b["key_factors"].([]any)) < 4 {
			t.Errorf("factors %v", b["key_factors"])
		}
	}
	var kc string
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "team id by slug", URL: "/api/teams/kansas-city-chiefs", Status: 200, Check: func(t *testing.T, b map[string]any) {
			kc = strconv.Itoa(int(b["id"].(float64)))
		}},
	})
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "by slugs", Method: "POST", URL: path, Body: `{"home_team_id":"kansas-city-chiefs","away_team_id":"buffalo-bills"}`, Status: 200, Check: prediction},
		{Name: "by id, number and string", Method: "POST", URL: path, Body: `{"home_team_id":` + kc + `,"away_team_id":"buffalo-bills"}`, Status: 200,
			Contains: []string{`"home_team":"Kansas City Chiefs"`}},
		{Name: "NBA", Method: "POST", URL: path, Body: `{"home_team_id":"boston-celtics","away_team_id":"los-angeles-lakers"}`, Status: 200, Check: prediction},
		{Name: "not JSON", Method: "POST", URL: path, Body: `home=1`, Status: 400, Contains: []string{`"detail"`}},
		{Name: "no body", Method: "POST", URL: path, Status: 400, Contains: []string{`"detail"`}},
		{Name: "missing away", Method: "POST", URL: path, Body: `{"home_team_id":"buffalo-bills"}`, Status: 400, Contains: []string{`away_team_id`}},
		{Name: "same team", Method: "POST", URL: path, Body: `{"home_team_id":"buffalo-bills","away_team_id":"buffalo-bills"}`, Status: 400, Contains: []string{`away_team_id`}},
		{Name: "bad type", Method: "POST", URL: path, Body: `{"home_team_id":true,"away_team_id":1.5}`, Status: 400, Contains: []string{`home_team_id`}},
		{Name: "negative id", Method: "POST", URL: path, Body: `{"home_team_id":-3,"away_team_id":"buffalo-bills"}`, Status: 400, Contains: []string{`home_team_id`}},
		{Name: "unknown team", Method: "POST", URL: path, Body: `{"home_team_id":"no-such-team","away_team_id":"buffalo-bills"}`, Status: 404, Contains: []string{`no-such-team`}},
		{Name: "unknown id", Method: "POST", URL: path, Body: `{"home_team_id":999999999,"away_team_id":"buffalo-bills"}`, Status: 404, Contains: []string{`home_team_id`}},
		{Name: "two sports", Method: "POST", URL: path, Body: `{"home_team_id":"boston-celtics","away_team_id":"buffalo-bills"}`, Status: 400, Contains: []string{`away_team_id`}},
		{Name: "GET is 405", URL: path, Status: 405},
		// The body is read by the API's one rule: exact names, each once,
		// one object, JSON by its type, at most 64 KiB.
		{Name: "unknown field", Method: "POST", URL: path, Body: `{"home_team_id":"kansas-city-chiefs","away_team_id":"buffalo-bills","neutral":true}`, Status: 400,
			Contains: []string{`neutral: unknown field`, `\"body\"`, `home_team_id and away_team_id`}},
		{Name: "other case", Method: "POST", URL: path, Body: `{"Home_Team_ID":"kansas-city-chiefs","away_team_id":"buffalo-bills"}`, Status: 400, Contains: []string{`Home_Team_ID: unknown field`}},
		{Name: "name twice", Method: "POST", URL: path, Body: `{"home_team_id":"kansas-city-chiefs","home_team_id":"buffalo-bills","away_team_id":"buffalo-bills"}`, Status: 400, Contains: []string{`home_team_id: given more than once`}},
		{Name: "more after the object", Method: "POST", URL: path, Body: `{"home_team_id":"kansas-city-chiefs","away_team_id":"buffalo-bills"}{}`, Status: 400, Contains: []string{`there is more after it`}},
		{Name: "not JSON by its type", Method: "POST", URL: path, Headers: map[string]string{"Content-Type": "application/x-www-form-urlencoded"},
			Body: `{"home_team_id":"kansas-city-chiefs","away_team_id":"buffalo-bills"}`, Status: 415, Contains: []string{`application/json`}},
		{Name: "JSON with a charset", Method: "POST", URL: path, Headers: map[string]string{"Content-Type": "application/json; charset=utf-8"},
			Body: `{"home_team_id":"kansas-city-chiefs","away_team_id":"buffalo-bills"}`, Status: 200, Check: prediction},
		{Name: "over 64 KiB", Method: "POST", URL: path, Body: `{"home_team_id":"kansas-city-chiefs","away_team_id":"` + strings.Repeat("b", 70000) + `"}`, Status: 413},
	})
}

func TestAnalyticsBadInput(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "no sport on the hub", URL: "/api/v1/analytics/analytics/backtest", Status: 400, Contains: []string{`sport__slug`}},
		{Name: "unknown sport", URL: "/api/v1/analytics/analytics/backtest?sport__slug=curling", Status: 400, Contains: []string{`sport__slug`}},
		{Name: "unknown level", URL: "/api/v1/analytics/analytics/backtest?sport__slug=hockey&level__slug=minor", Status: 400, Contains: []string{`level__slug`}},
		{Name: "no games at that level", URL: "/api/v1/analytics/analytics/backtest?sport__slug=baseball&level__slug=ncaa-d1", Status: 404, Contains: []string{`"detail"`}},
		{Name: "bad format", URL: "/api/v1/analytics/export/predictions?sport__slug=football&format=xml", Status: 400, Contains: []string{`format`}},
		{Name: "the site's sport", URL: "/api/v1/analytics/analytics/backtest", Headers: map[string]string{"Host": "nfl.localhost"}, Status: 200,
			Contains: []string{`"sport":"football"`, `"level":"professional"`}},
	})
}

func TestWinProbabilityLive(t *testing.T) {
	var id string
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "Super Bowl LVIII", URL: "/api/games?game_date__gte=2024-02-11&game_date__lte=2024-02-11&sport__slug=football", Status: 200,
			Check: func(t *testing.T, b map[string]any) { id = gameIDText(apitest.Results(t, b)[0]["id"]) }},
	})
	const path = "/api/v1/analytics/analytics/win_probability_live/?game_id="
	var pregame float64
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "final: the result", URL: path + id, Status: 200, Check: func(t *testing.T, b map[string]any) {
			pregame = b["pregame_home_win_probability"].(float64)
			if b["status"] != "final" || b["home_win_probability"] != 1.0 || b["home_team"] != "Kansas City Chiefs" || pregame <= 0 || pregame >= 1 {
				t.Errorf("%v", b)
			}
		}},
		{Name: "kick-off: the pre-game figure", URL: path + id + "&home_score=0&away_score=0&period=1", Status: 200, Check: func(t *testing.T, b map[string]any) {
			if p := b["home_win_probability"].(float64); b["status"] != "in_progress" || fmt.Sprintf("%.6f", p) != fmt.Sprintf("%.6f", pregame) {
				t.Errorf("%v, pre-game %v", b, pregame)
			}
		}},
		{Name: "late lead", URL: path + id + "&home_score=24&away_score=10&period=4&clock=2:00", Status: 200, Check: func(t *testing.T, b map[string]any) {
			if p := b["home_win_probability"].(float64); p < 0.95 {
				t.Errorf("14 up with 2 minutes left: %v", p)
			}
		}},
		{Name: "no game_id", URL: path, Status: 400, Contains: []string{"game_id"}},
		{Name: "unknown game", URL: path + "no-such-game", Status: 404, Contains: []string{"no-such-game"}},
		{Name: "state without period", URL: path + id + "&home_score=3&away_score=0", Status: 400, Contains: []string{"period"}},
		{Name: "bad clock", URL: path + id + "&home_score=3&away_score=0&period=2&clock=16:00", Status: 400, Contains: []string{"clock"}},
		{Name: "bad score", URL: path + id + "&home_score=-3&away_score=0&period=2", Status: 400, Contains: []string{"home_score"}},
	})
}

// The backtest is encoded once per forecast table: each ask, from any site
// that resolves to the same sport and level, gets the same bytes and ETag,
// also once the API has dropped its answers; another sport gets its own.
func TestBacktestEncodedOnce(t *testing.T) {
	cfg := config.Defaults()
	cfg.ResponseCacheMB = 0
	a := api.New(api.Deps{Store: realStore, Config: cfg, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	h := a.Handler()
	get := func(url, host string) string {
		t.Helper()
		req := httptest.NewRequest(http.MethodGet, url, nil)
		if host != "" {
			req.Host = host
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != 200 || rec.Header().Get("Etag") == "" {
			t.Fatalf("%s: %d %v", url, rec.Code, rec.Header())
		}
		return rec.Header().Get("Etag") + rec.Body.String()
	}
	const nfl = "/api/v1/analytics/analytics/backtest?sport__slug=football&level__slug=professional"
	first := get(nfl, "")
	if get(nfl, "") != first || get("/api/v1/analytics/analytics/backtest", "nfl.localhost") != first {
		t.Fatal("another ask got other bytes")
	}
	a.DropAnswers()
	if get(nfl, "") != first {
		t.Fatal("encoded again, the answer differs")
	}
	if get("/api/v1/analytics/analytics/backtest?sport__slug=hockey&level__slug=professional", "") == first {
		t.Fatal("hockey answered football's backtest")
	}
}
