package api_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/api/apitest"
	"github.com/almanac-sports/almanac/internal/config"
)

func newAPI() *api.API {
	return api.New(api.Deps{Store: realStore, Config: config.Defaults(), Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
}

// The OpenAPI document and the router come from one table; this checks both
// directions plus documentation quality.
func TestOpenAPIMatchesRoutes(t *testing.T) {
	a := newAPI()
	doc := a.OpenAPI()
	paths := doc["paths"].(map[string]any)
	routes := map[string]bool{}
	for _, rt := range a.Routes() {
		routes[rt.Path] = true
		item, ok := paths[rt.Path].(map[string]any)
		if !ok {
			t.Errorf("route %s %s missing from the OpenAPI document", rt.Method, rt.Path)
			continue
		}
		op, ok := item[strings.ToLower(rt.Method)].(map[string]any)
		if !ok {
			t.Errorf("method %s of %s missing from the document", rt.Method, rt.Path)
			continue
		}
		if s, _ := op["summary"].(string); s == "" {
			t.Errorf("%s has no summary", rt.Path)
		}
		if !strings.HasPrefix(rt.Path, "/api/") || strings.HasSuffix(rt.Path, "/") {
			t.Errorf("bad path %q", rt.Path)
		}
		// Every route answers through the router (not a 404 from the mux).
		path := regexp.MustCompile(`\{[a-z_]+\}`).ReplaceAllString(rt.Path, "0")
		req := httptest.NewRequest(rt.Method, path, nil)
		rec := httptest.NewRecorder()
		a.Handler().ServeHTTP(rec, req)
		if rec.Code == http.StatusNotFound && !strings.Contains(rt.Path, "{") {
			t.Errorf("%s is documented but the router answers 404", rt.Path)
		}
	}
	for p := range paths {
		if !routes[p] {
			t.Errorf("document lists %s but no route serves it", p)
		}
	}
	if len(paths) < 30 {
		t.Errorf("OpenAPI lists %d paths, want >= 30", len(paths))
	}
}

func TestConventions(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "unknown path is JSON 404", URL: "/api/nothing-here", Status: 404, Contains: []string{`"detail"`}},
		{Name: "wrong method is JSON 405", Method: "POST", URL: "/api/sports", Status: 405, Contains: []string{`"detail"`}},
		{Name: "trailing slash optional", URL: "/api/sports/", Status: 200, Contains: []string{`"football"`}},
		{Name: "sports paged", URL: "/api/sports", Status: 200, Check: func(t *testing.T, b map[string]any) {
			if n := len(apitest.Results(t, b)); n != 4 {
				t.Fatalf("want 4 sports, got %d", n)
			}
		}},
		{Name: "openapi", URL: "/api/openapi.json", Status: 200, Contains: []string{`"openapi":"3.0.3"`}},
		{Name: "cache header", URL: "/api/sports", Status: 200, WantHeaders: map[string]string{"Cache-Control": "public, max-age=86400", "Content-Type": "application/json"}},
		{Name: "config flags", URL: "/api/config", Status: 200, Contains: []string{`"auth":false`, `"pwa":true`}},
	})
}

func TestETagAndGzip(t *testing.T) {
	get := func(h map[string]string) *http.Response {
		req := httptest.NewRequest("GET", "/api/openapi.json", nil)
		for k, v := range h {
			req.Header.Set(k, v)
		}
		rec := httptest.NewRecorder()
		realAPI.ServeHTTP(rec, req)
		return rec.Result()
	}
	first := get(nil)
	etag := first.Header.Get("ETag")
	if first.StatusCode != 200 || etag == "" {
		t.Fatalf("status %d etag %q", first.StatusCode, etag)
	}
	if res := get(map[string]string{"If-None-Match": etag}); res.StatusCode != http.StatusNotModified {
		t.Fatalf("conditional GET: %d", res.StatusCode)
	}
	if res := get(map[string]string{"If-None-Match": `"other"`}); res.StatusCode != 200 {
		t.Fatalf("stale etag: %d", res.StatusCode)
	}
	res := get(map[string]string{"Accept-Encoding": "gzip"})
	if res.Header.Get("Content-Encoding") != "gzip" || res.Header.Get("ETag") != etag {
		t.Fatalf("no gzip, or another ETag: %v", res.Header)
	}
	// The document's gzip form (made once) is its body.
	zr, err := gzip.NewReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	unzipped, err := io.ReadAll(zr)
	plain, _ := io.ReadAll(first.Body)
	if err != nil || !bytes.Equal(unzipped, plain) || len(plain) < 1000 {
		t.Fatalf("gzip body: %d bytes (%v), identity %d", len(unzipped), err, len(plain))
	}
}

// FuzzQueryParams throws arbitrary query strings and path values at every
// route: the API may refuse, never fail (no 5xx). The seed corpus runs in the
// normal test run.
func FuzzQueryParams(f *testing.F) {
	seeds := []string{
		"", "page=0", "page=-1", "page=abc", "page=99999999", "page=1e9", "page_size=0", "page_size=501",
		"page_size=500", "season=abc", "season=-5", "season=99999", "season=2020", "season__start_year=x",
		"season__start_year=2023", "game_date__gte=2024-13-45", "game_date__gte=2024-02-11&game_date__lte=2024-02-10",
		"game_date__lte=yesterday", "sport__slug=curling", "level__slug=college", "sport__slug=hockey&level__slug=ncaa-d1",
		"search=%27%3B+DROP+TABLE+games%3B--", "search=%E2%80%94%F0%9F%8F%88", "q=", "q=yankees", "q=a", "q=%25", "q=_",
		"team=999999999999999999999", "team=boston-celtics", "status=unknown", "status=final", "timeframe=forever",
		"sort=nope", "team_a=1&team_b=2", "team_a=&team_b=", "year=1800", "year=2024", "division=x&conference=y",
		"position=QB", "ordering=-game_date", "ordering=id;drop", "search=" + strings.Repeat("a", 300),
	}
	for _, s := range seeds {
		f.Add(s, "1")
		f.Add(s, "x' OR 1=1 --")
	}
	f.Add("page=2", "boston-celtics")
	f.Add("", "%00")
	routes := newAPIForFuzz().Routes()
	param := regexp.MustCompile(`\{[a-z_]+\}`)
	f.Fuzz(func(t *testing.T, query, pathValue string) {
		for _, rt := range routes {
			if rt.Method != http.MethodGet {
				continue
			}
			path := param.ReplaceAllString(rt.Path, url.PathEscape(pathValue))
			req, err := http.NewRequest(http.MethodGet, "http://localhost"+path+"?"+query, nil)
			if err != nil {
				return // not a valid request line: a real client could not send it either
			}
			rec := httptest.NewRecorder()
			realAPI.ServeHTTP(rec, req)
			if rec.Code >= 500 {
				t.Fatalf("GET %s?%s -> %d %s", path, query, rec.Code, rec.Body.String())
			}
		}
	})
}

func newAPIForFuzz() *api.API {
	if realStore == nil {
		return api.New(api.Deps{Config: config.Defaults()})
	}
	return newAPI()
}
