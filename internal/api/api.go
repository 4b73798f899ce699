package api

import (
	"context"
	"log/slog"
	"net/http"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/forecast"
	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/metrics"
	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/sites"
	"github.com/almanac-sports/almanac/internal/store"
)

// CacheClass sets Cache-Control (how long a browser or proxy may reuse the
// answer: data that changes with a game or an import ages faster) and
// whether the server may keep
// the response in its memory cache.
type CacheClass int

const (
	CacheDynamic    CacheClass = iota // 15 min
	CacheStatic                       // 1 day
	CacheSemiStatic                   // 4 h
	CacheRealtime                     // 30 s
	CacheNone                         // no-store
)

func (c CacheClass) header() string {
	switch c {
	case CacheStatic:
		return "public, max-age=86400"
	case CacheSemiStatic:
		return "public, max-age=14400"
	case CacheRealtime:
		return "public, max-age=30"
	case CacheNone:
		return "no-store"
	default:
		return "public, max-age=900"
	}
}

// RateClass is the request class a route is limited under (the web app's
// client-side limits use the same classes).
type RateClass string

const (
	RateData      RateClass = "data"
	RateSearch    RateClass = "search"
	RateAnalytics RateClass = "analytics"
	RateExport    RateClass = "export"
)

// Param documents one query parameter (also used for the OpenAPI document).
type Param struct {
	Name        string
	Type        string // "string", "integer", "date", "boolean"
	Description string
	Enum        []string
	// Default is the value the handler assumes when the parameter is absent
	// (the response cache treats the two alike).
	Default string
}

// Route is one API endpoint.
type Route struct {
	Method  string // GET unless set
	Path    string // "/api/teams/{slug}" (no trailing slash; one is accepted)
	Summary string
	Tag     string
	Params  []Param
	Cache   CacheClass
	Rate    RateClass
	// PerSite: the answer depends on the site the host selects.
	PerSite bool
	// Operators: parameters named with an operator ("<stat>__gte") reach the
	// handler and the cache key though Params cannot list them (finders).
	Operators bool
	// Errors are error statuses it answers besides the table's (400, 404, 429).
	Errors []int
	// Handler answers; made with typed or declared, so every route also
	// declares the Go type of its 200 body (the OpenAPI schema comes from it).
	Handler

	known  []Param        // Params sorted by name: the canonical query's order
	metric *metrics.Route // its series, labelled by Path
}

// Handler is a route's function and the type of the value it answers.
type Handler struct {
	// Handle returns the value to encode as JSON, or an error (*Error for 4xx).
	Handle  func(r *http.Request) (any, error)
	Returns reflect.Type
	// Body is the type of the JSON request body (nil: none), as in an
	// Operation; set by posted, which decodes the body into it.
	Body reflect.Type
}

// typed adapts a handler with a concrete answer type, recording that type.
func typed[T any](f func(r *http.Request) (T, error)) Handler {
	return Handler{Returns: reflect.TypeFor[T](), Handle: func(r *http.Request) (any, error) {
		v, err := f(r)
		if err != nil {
			return nil, err
		}
		return v, nil
	}}
}

// declared is for a handler that must answer any (an answer kept already
// encoded): it names the type the bytes encode, and the scenario tests
// validate those bytes against its schema.
func declared[T any](f func(r *http.Request) (any, error)) Handler {
	return Handler{Returns: reflect.TypeFor[T](), Handle: f}
}

// returning records R as the answer type of h, whose Go result is wider
// (a file, or an R as JSON).
func returning[R any](h Handler) Handler {
	h.Returns = reflect.TypeFor[R]()
	return h
}

// posted adapts a handler of a JSON request body: it reads the body into a
// B for f by the API's one rule for bodies (httpio.ReadJSON: one JSON
// object of B's exact field names, at most 64 KiB) and records B as the
// route's request body, so the document gives the very type read. shape
// ends the 400 of a body that breaks the rule, saying what the body is.
func posted[B, T any](shape string, f func(r *http.Request, in *B) (T, error)) Handler {
	h := typed(func(r *http.Request) (T, error) {
		var in B
		if err := httpio.ReadJSON(r, &in); err != nil {
			var none T
			if e, ok := err.(*Error); ok && e.Status == http.StatusBadRequest {
				err = httpio.BadParam("body", "%s The body is %s.", e.Detail, shape)
			}
			return none, err
		}
		return f(r, &in)
	})
	h.Body = reflect.TypeFor[B]()
	return h
}

// Deps are what handlers need.
type Deps struct {
	Store  *store.Store
	Config config.Config
	Log    *slog.Logger
	Sites  *sites.Sites // site profiles by host (nil: the built-in defaults)
	// Stopping is done once a graceful shutdown has begun (nil: never): a
	// long-lived stream (server-sent events) sends its client a retry hint
	// and returns, so the shutdown does not wait for it.
	Stopping context.Context
}

// API holds the route table.
type API struct {
	Deps
	cache *respCache // nil: off
	// gen counts the writes that dropped the cached answers (a live write,
	// an import). An answer is kept with the count read before its handler
	// began and served only while the count is the same: one built from
	// data a write replaced while it ran is never served, though it reaches
	// the cache after the write emptied it.
	gen    atomic.Uint64
	routes []Route
	finds  finderTurns

	openapiOnce   sync.Once
	openapiBuilt  atomic.Bool // Document after this is a bug: see Document
	openapiAnswer *answer
	backtests     sync.Map     // sport|level → tableAnswer (see backtest)
	documented    []documented // operations served outside the route table
}

// New builds the API and its route table.
func New(d Deps) *API {
	if d.Sites == nil {
		d.Sites = sites.Default()
	}
	if d.Stopping == nil {
		d.Stopping = context.Background()
	}
	pool := 0
	if d.Store != nil {
		pool = d.Store.DB.Stats().MaxOpenConnections
	}
	a := &API{Deps: d, cache: newRespCache(d.Config.ResponseCacheMB), finds: newFinderTurns(pool)}
	for _, group := range [][]Route{
		a.referenceRoutes(),
		a.championshipRoutes(),
		a.teamRoutes(),
		a.gameRoutes(),
		a.standingsRoutes(),
		a.seasonRoutes(),
		a.playerRoutes(),
		a.coachRoutes(),
		a.searchRoutes(),
		a.siteRoutes(),
		a.analyticsRoutes(),
		a.oddsRoutes(),
		a.dataRoutes(),
		a.exportRoutes(),
		a.freshnessRoutes(),
		a.downloadRoutes(),
		a.leagueRoutes(),
		a.playerStatsRoutes(),
		a.teamAnalyticsRoutes(),
		a.customReportRoutes(),
		a.finderRoutes(),
		a.changeRoutes(),
		a.glossaryRoutes(),
	} {
		a.routes = append(a.routes, group...)
	}
	a.routes = append(a.routes, Route{Path: "/api/openapi.json", Summary: "This API's OpenAPI 3 document", Tag: "reference", Cache: CacheStatic,
		Handler: declared[openAPIDocument](func(r *http.Request) (any, error) { return a.openAPIJSON() })})
	for i := range a.routes {
		if a.routes[i].Method == "" {
			a.routes[i].Method = http.MethodGet
		}
		if a.routes[i].Rate == "" {
			a.routes[i].Rate = RateData
		}
		a.routes[i].metric = metrics.NewRoute(a.routes[i].Path)
		a.routes[i].known = slices.SortedFunc(slices.Values(a.routes[i].Params), func(x, y Param) int { return strings.Compare(x.Name, y.Name) })
	}
	sort.SliceStable(a.routes, func(i, j int) bool { return a.routes[i].Path < a.routes[j].Path })
	return a
}

// Warm builds the in-memory indexes (people, search) so the first visitor
// does not wait for them.
func (a *API) Warm(ctx context.Context) error { return a.model().Warm(ctx) }

// WarmQuality measures the data-quality figures now (once per dataset;
// ~20 s cold: every table is read).
func (a *API) WarmQuality(ctx context.Context) error {
	_, err := a.model().DataQuality(ctx, readmodel.Scope{})
	return err
}

// WarmAnswers builds what a server computes once per dataset and is slow
// cold: the OpenAPI document, the read model's dataset-wide answers
// (readmodel.WarmAnswers; the professional leagues' team seasons), each
// sport's forecast table (team trends, predictions, win probability) and
// its latest season's player stat table (0.5-3 s each on first use).
func (a *API) WarmAnswers(ctx context.Context) error {
	a.openAPIAnswer()
	m := a.model()
	var pro []readmodel.Scope
	for _, sc := range forecast.Scopes {
		if sc.Level == "professional" {
			pro = append(pro, readmodel.Scope{Sport: sc.Sport, Level: sc.Level})
		}
	}
	if err := m.WarmAnswers(ctx, pro); err != nil {
		return err
	}
	for _, sc := range forecast.Scopes {
		if _, err := m.Forecast(ctx, sc); err != nil {
			return err
		}
		f := readmodel.PlayerStatFilter{Scope: readmodel.Scope{Sport: sc.Sport, Level: sc.Level}, Limit: 1}
		if _, err := m.PlayerStats(ctx, f); err != nil {
			return err
		}
	}
	return nil
}

// Preload readies the search and game indexes (before the server answers).
func (a *API) Preload(ctx context.Context) error { return a.model().Preload(ctx) }

// Routes lists the registered routes.
func (a *API) Routes() []Route { return a.routes }

// Handler serves every /api/ path: trailing slashes are optional, unknown
// paths are JSON 404s and wrong methods JSON 405s.
func (a *API) Handler() http.Handler {
	mux := http.NewServeMux()
	methods := map[string][]string{}
	for _, rt := range a.routes {
		mux.Handle(rt.Method+" "+rt.Path, a.wrap(rt))
		methods[rt.Path] = append(methods[rt.Path], rt.Method)
	}
	// Whatever no route matches (path or method) comes here: one lookup a
	// request, the mux's own.
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		metrics.SetRoute(w, apiMount) // the API's mount, not the fallback's "/"
		// Distinguish 405 from 404 ourselves so both are JSON.
		for _, m := range []string{http.MethodGet, http.MethodPost} {
			r2 := r.Clone(r.Context())
			r2.Method = m
			if _, p := mux.Handler(r2); p != "/" && m != r.Method {
				w.Header().Set("Allow", allowed(methods, p))
				writeError(w, r, &Error{Status: http.StatusMethodNotAllowed, Detail: `Method "` + r.Method + `" not allowed.`})
				return
			}
		}
		writeError(w, r, &Error{Status: http.StatusNotFound, Detail: "Not found."})
	})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// The web app asks with a trailing slash: the path is trimmed in
		// place (as the mux records its match in place), not on a clone of
		// the request, which copied its headers on most of the app's calls.
		if p := r.URL.Path; len(p) > 1 && strings.HasSuffix(p, "/") {
			r.URL.Path = strings.TrimRight(p, "/")
			r.URL.RawPath = ""
		}
		mux.ServeHTTP(w, r)
	})
}

// apiMount counts the requests no API route matched.
var apiMount = metrics.NewRoute("/api/")

func allowed(methods map[string][]string, pattern string) string {
	if i := strings.IndexByte(pattern, ' '); i >= 0 {
		pattern = pattern[i+1:]
	}
	ms := append([]string{}, methods[pattern]...)
	if len(ms) == 0 {
		ms = []string{http.MethodGet}
	}
	for _, m := range ms {
		if m == http.MethodGet {
			ms = append(ms, http.MethodHead)
			break
		}
	}
	return strings.Join(ms, ", ")
}

// model is the read model of this API's store (shared by every API on it).
func (a *API) model() *readmodel.Model { return readmodel.For(a.Store) }
