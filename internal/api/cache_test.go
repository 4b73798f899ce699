package api

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/config"
)

func TestCanonicalQuery(t *testing.T) {
	known := []Param{
		{Name: "page", Type: "integer", Default: "1"},
		{Name: "page_size", Type: "integer", Default: "100"},
		{Name: "search", Type: "string"},
		{Name: "sport__slug", Type: "string"},
	}
	for _, tt := range []struct{ in, want string }{
		{"", ""},
		{"utm_x=1&fbclid=z", ""},       // unknown parameters never reach the key
		{"page=1&page_size=100", ""},   // defaults are the same as absent
		{"page=01&page_size=0100", ""}, // integers in plain form
		{"sport__slug=hockey&page=2", "page=2&sport__slug=hockey"}, // name order
		{"search=new+york&utm=1", "search=new+york"},
		{"search=", ""},                    // empty is absent
		{"page=abc", "page=abc"},           // kept as sent: the handler names it in a 400
		{"page=2&page=3", "page=2&page=3"}, // repeated values stay, in order
		{"page=3&page=04", "page=3&page=4"},
		{"page=3&page=04&search=x", "page=3&page=4&search=x"},
		{"page=1&search=x", "search=x"},
		{"search=x&sport__slug=nba", "search=x&sport__slug=nba"}, // all kept as sent
	} {
		if got := canonicalQuery(known, queryPairs(tt.in, nil)); got != tt.want {
			t.Errorf("canonicalQuery(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// queryPairs reads a raw query as url.ParseQuery does.
func TestQueryPairs(t *testing.T) {
	for _, raw := range []string{
		"", "a=1", "a=1&b=2&a=3", "a", "a=", "=x", "&&a=1&", "a=1;b=2&c=3", "a=%zz&b=2", "%zz=1&b=2",
		"q=new+york", "q=new%20york&q=%26", "a=1=2", "x=%E2%9C%93", strings.Repeat("a=1&", maxQueryParams) + "b=2",
	} {
		want, _ := url.ParseQuery(raw)
		got := url.Values{}
		for _, kv := range queryPairs(raw, nil) {
			got[kv.name] = append(got[kv.name], kv.value)
		}
		if got.Encode() != want.Encode() {
			t.Errorf("queryPairs(%.40q) = %.80q, url.ParseQuery %.80q", raw, got.Encode(), want.Encode())
		}
	}
}

// testAPI is an API with a small response cache and one route echoing its
// canonical query, so the cache can be watched from outside.
func testAPI(mb int, calls *int) *API {
	cfg := config.Defaults()
	cfg.ResponseCacheMB = mb
	a := New(Deps{Config: cfg})
	a.routes = []Route{{Method: "GET", Path: "/api/echo", Params: []Param{{Name: "n", Type: "integer"}, {Name: "pad", Type: "integer"}}, Cache: CacheDynamic,
		Handler: typed(func(r *http.Request) (map[string]string, error) {
			*calls++
			pad, _ := strconv.Atoi(r.URL.Query().Get("pad"))
			return map[string]string{"query": r.URL.RawQuery, "pad": strings.Repeat("x", pad)}, nil
		})}}
	for i := range a.routes {
		a.routes[i].known = a.routes[i].Params
	}
	return a
}

func TestUnknownParametersMakeNoEntries(t *testing.T) {
	calls := 0
	a := testAPI(64, &calls)
	h := a.Handler()
	for i := range 6000 {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/echo/?n=7&utm_x="+strconv.Itoa(i), nil))
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"query":"n=7"`) {
			t.Fatalf("request %d: %d %s", i, rec.Code, rec.Body)
		}
	}
	a.cache.c.CleanUp()
	if n := a.cache.c.EstimatedSize(); n != 1 || calls != 1 {
		t.Fatalf("6000 requests differing only in an unknown parameter: %d entries, %d handler calls; want 1 and 1", n, calls)
	}
}

func TestCacheBoundedInBytes(t *testing.T) {
	calls := 0
	a := testAPI(1, &calls) // 1 MiB
	h := a.Handler()
	for i := range 200 { // 200 distinct answers of ~20 KB: 4 MB offered
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/echo?pad=20000&n="+strconv.Itoa(i), nil))
		if rec.Code != 200 {
			t.Fatalf("%d %s", rec.Code, rec.Body)
		}
	}
	a.cache.c.CleanUp()
	if got := a.cache.bytes(); got > 1<<20 || got == 0 {
		t.Fatalf("cache holds %d bytes, bound 1 MiB", got)
	}
}

func TestCachedAnswerServesBothEncodings(t *testing.T) {
	calls := 0
	a := testAPI(64, &calls)
	h := a.Handler()
	get := func(enc string) *httptest.ResponseRecorder {
		r := httptest.NewRequest("GET", "/api/echo?pad=5000", nil)
		if enc != "" {
			r.Header.Set("Accept-Encoding", enc)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		return rec
	}
	plain, gz, again := get(""), get("gzip"), get("gzip")
	if calls != 1 || plain.Header().Get("Content-Encoding") != "" || gz.Header().Get("Content-Encoding") != "gzip" || gz.Body.Len() >= plain.Body.Len() || again.Body.String() != gz.Body.String() {
		t.Fatalf("calls %d, plain %d B, gzip %q %d B", calls, plain.Body.Len(), gz.Header().Get("Content-Encoding"), gz.Body.Len())
	}
	if gz.Header().Get("Etag") != plain.Header().Get("Etag") || plain.Header().Get("Vary") != "Accept-Encoding" {
		t.Fatal("both encodings must share the ETag and vary on Accept-Encoding")
	}
}

func TestRealtimeAnswersExpire(t *testing.T) {
	c := newRespCache(1)
	c.put("forever", &answer{body: []byte("a")})
	c.put("stale", &answer{body: []byte("b"), expires: time.Now().Add(-time.Second)})
	if c.get("forever", 0) == nil || c.get("stale", 0) != nil {
		t.Fatal("an entry without expiry must stay, an expired one must not be served")
	}
}

// An answer built while a live write dropped the cache read the data from
// before the write: it reaches the cache after the drop, and must never be
// served from there.
func TestAnswerBuiltAcrossADropIsNotServed(t *testing.T) {
	cfg := config.Defaults()
	cfg.ResponseCacheMB = 1
	a := New(Deps{Config: cfg})
	score := "1-0"
	reading, release := make(chan struct{}), make(chan struct{})
	calls := 0
	a.routes = []Route{{Method: "GET", Path: "/api/score", Cache: CacheDynamic,
		Handler: typed(func(r *http.Request) (map[string]string, error) {
			calls++
			seen := score // the handler reads the data, then the write lands
			if calls == 1 {
				close(reading)
				<-release
			}
			return map[string]string{"score": seen}, nil
		})}}
	h := a.Handler()
	get := func() string {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/score", nil))
		return rec.Body.String()
	}
	first := make(chan string)
	go func() { first <- get() }()
	<-reading
	score = "2-0" // the write, then its drop
	a.DropAnswers()
	close(release)
	if got := <-first; !strings.Contains(got, "1-0") {
		t.Fatalf("the request in flight answers what it read: %s", got)
	}
	for i := range 2 {
		if got := get(); !strings.Contains(got, "2-0") {
			t.Fatalf("request %d after the write: %s (handler calls %d)", i+1, got, calls)
		}
	}
	if calls != 2 {
		t.Fatalf("handler calls %d, want 2 (the second answer is cached)", calls)
	}
}
