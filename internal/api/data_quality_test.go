package api_test

import (
	"context"
	"encoding/json"
	"math"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/api/apitest"
	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/stats"
)

// getJSON decodes a 200 answer of the real API into v.
func getJSON(t *testing.T, url string, v any) {
	t.Helper()
	rec := httptest.NewRecorder()
	realAPI.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, url, nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("%s: status %d: %.300s", url, rec.Code, rec.Body.String())
	}
	if err := json.Unmarshal(rec.Body.Bytes(), v); err != nil {
		t.Fatalf("%s: %v", url, err)
	}
}

func figureOf(t *testing.T, dims []readmodel.QualityDimension, dim, key string) readmodel.QualityFigure {
	t.Helper()
	for _, d := range dims {
		for _, f := range d.Figures {
			if d.Key == dim && f.Key == key {
				return f
			}
		}
	}
	t.Fatalf("no figure %s.%s", dim, key)
	return readmodel.QualityFigure{}
}

// Every figure is its numerator over its denominator; dimensions are the
// mean of their figures, the overall score the mean of the dimensions.
func checkQuality(t *testing.T, dims []readmodel.QualityDimension, overall *float64, status string) {
	t.Helper()
	if len(dims) != 4 {
		t.Fatalf("%d dimensions, want completeness, accuracy, freshness, consistency", len(dims))
	}
	var scores []*float64
	for _, d := range dims {
		var vs []*float64
		for _, f := range d.Figures {
			want := stats.Percent(f.Numerator, f.Denominator)
			if (want == nil) != (f.Value == nil) || want != nil && *want != *f.Value || f.Status != stats.QualityStatus(f.Value) {
				t.Errorf("%s.%s: %d/%d = %v (%s)", d.Key, f.Key, f.Numerator, f.Denominator, f.Value, f.Status)
			}
			if f.Numerator < 0 || f.Denominator < 0 || f.Description == "" {
				t.Errorf("%s.%s: %+v", d.Key, f.Key, f)
			}
			vs = append(vs, f.Value)
		}
		if m := stats.MeanScore(vs...); (m == nil) != (d.Score == nil) || m != nil && math.Abs(*m-*d.Score) > 1e-9 {
			t.Errorf("%s: score %v, mean of figures %v", d.Key, d.Score, m)
		}
		scores = append(scores, d.Score)
	}
	if m := stats.MeanScore(scores...); m == nil || overall == nil || *m != *overall || status != stats.QualityStatus(overall) {
		t.Errorf("overall %v (%s), mean of dimensions %v", overall, status, m)
	}
}

func TestDataQuality(t *testing.T) {
	var all readmodel.DataQuality
	getJSON(t, "/api/data-quality/", &all)
	checkQuality(t, all.Dimensions, all.Overall, all.Status)
	if len(all.Scopes) != 8 || all.Thresholds.Excellent != 95 || all.Thresholds.Good != 80 {
		t.Fatalf("%d scopes, thresholds %+v", len(all.Scopes), all.Thresholds)
	}
	for _, s := range all.Scopes {
		checkQuality(t, s.Dimensions, s.Overall, s.Status)
	}
	// Pooled figures add up the scopes'.
	var games int64
	for _, s := range all.Scopes {
		games += figureOf(t, s.Dimensions, "consistency", "games").Denominator
	}
	if f := figureOf(t, all.Dimensions, "consistency", "games"); f.Denominator != games || games < 300000 {
		t.Errorf("pooled games %d, scopes add to %d", f.Denominator, games)
	}

	// The figures trace to rows: the NFL's games are /api/games' count, its
	// records those `almanac check` compares, its freshness the games
	// dated in the year up to the import.
	var nfl readmodel.DataQuality
	getJSON(t, "/api/data-quality/?sport__slug=football&level__slug=professional", &nfl)
	if len(nfl.Scopes) != 1 || nfl.Scopes[0].Sport.Name != "Football" {
		t.Fatalf("scopes %+v", nfl.Scopes)
	}
	sc := nfl.Scopes[0]
	var list struct {
		Count int64 `json:"count"`
	}
	getJSON(t, "/api/games?sport__slug=football&level__slug=professional&page_size=1", &list)
	if f := figureOf(t, nfl.Dimensions, "consistency", "games"); f.Denominator != list.Count || sc.Games != list.Count {
		t.Errorf("NFL games %d / %d, /api/games counts %d", f.Denominator, sc.Games, list.Count)
	}
	cmp, err := realStore.RecordComparisons(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var nflRecords, nflMatch int64
	for _, c := range cmp {
		if c.Sport == "football" && c.Level == "professional" {
			nflRecords++
			if c.Check() == stats.RecordMatch {
				nflMatch++
			}
		}
	}
	if f := figureOf(t, nfl.Dimensions, "consistency", "records"); f.Denominator != nflRecords || f.Numerator != nflMatch || nflRecords < 2000 {
		t.Errorf("NFL records %d/%d, check compares %d/%d", f.Numerator, f.Denominator, nflMatch, nflRecords)
	}
	if sc.LastImport == nil || sc.LastGameDate == nil || *sc.LastGameDate < "2026-02-08" {
		t.Errorf("freshness facts %v %v", sc.LastImport, sc.LastGameDate)
	}
	asOf := (*sc.LastImport)[:10]
	fresh := figureOf(t, nfl.Dimensions, "freshness", "recent_games")
	var recent, prior struct {
		Count int64 `json:"count"`
	}
	day := func(n int) string { // n days from asOf
		d, _ := time.Parse(time.DateOnly, asOf)
		return d.AddDate(0, 0, n).Format(time.DateOnly)
	}
	getJSON(t, "/api/games?sport__slug=football&level__slug=professional&page_size=1&game_date__gte="+day(-364)+"&game_date__lte="+asOf, &recent)
	getJSON(t, "/api/games?sport__slug=football&level__slug=professional&page_size=1&game_date__gte="+day(-729)+"&game_date__lte="+day(-365), &prior)
	if fresh.Numerator != recent.Count || fresh.Denominator != prior.Count {
		t.Errorf("freshness %d/%d, /api/games counts %d/%d (as of %s)", fresh.Numerator, fresh.Denominator, recent.Count, prior.Count, asOf)
	}
	// Every source row names its licence; the NFL's FiveThirtyEight file is MIT.
	found := false
	for _, s := range nfl.Sources {
		if s.Sport.Slug != "football" || s.Rows <= 0 || (s.Status != "active" && s.Status != "maintenance") {
			t.Errorf("source %+v", s)
		}
		if s.Name == "nfl_games.csv" {
			found = s.Licence == "MIT" && s.Status == "maintenance" && s.LastImport != nil
		}
	}
	if !found {
		t.Errorf("nfl_games.csv (MIT) not among %d sources", len(nfl.Sources))
	}

	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "all", URL: "/api/data-quality/", Status: 200, Contains: []string{`"completeness"`, `"accuracy"`, `"freshness"`, `"consistency"`, `"licence"`}},
		{Name: "a sport", URL: "/api/data-quality?sport__slug=hockey", Status: 200, Contains: []string{`"slug":"ncaa-d1"`}, NotContains: []string{`"slug":"baseball"`}},
		{Name: "college alias", URL: "/api/data-quality?sport__slug=basketball&level__slug=college", Status: 200, NotContains: []string{`"slug":"professional"`}},
		{Name: "unknown sport", URL: "/api/data-quality?sport__slug=curling", Status: 400, Contains: []string{`sport__slug`}},
		{Name: "unknown level", URL: "/api/data-quality?level__slug=minor", Status: 400, Contains: []string{`level__slug`}},
	})
}
