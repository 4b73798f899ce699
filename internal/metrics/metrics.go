// Package metrics holds Almanac's Prometheus series (all named almanac_…)
// and the Go runtime and process collectors, in one registry served at
// /metrics. Label values come from fixed sets (route patterns, methods,
// status codes, rate classes), never from what a client sends, so the
// number of series stays bounded.
//
// Parts built elsewhere report through the functions here: the HTTP
// middleware (Observe), the response cache (CacheHit, CacheMiss,
// SetCacheBytes), the rate limiter (RateLimited), the import (ImportRun),
// the database pool (SetDB) and long-lived streams (SetSSEClients).
package metrics

import (
	"database/sql"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Registry holds every series /metrics shows.
var Registry = prometheus.NewRegistry()

var (
	requests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "almanac_http_requests_total",
		Help: "HTTP requests answered, by route pattern, method and status code.",
	}, []string{"route", "method", "code"})
	latency = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "almanac_http_request_duration_seconds",
		Help:    "Time to answer an HTTP request, by route pattern, method and status class (2xx, 3xx, 4xx, 5xx).",
		Buckets: []float64{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10},
	}, []string{"route", "method", "status"})
	inFlight = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "almanac_http_requests_in_flight",
		Help: "HTTP requests being answered now.",
	})
	cacheHits = prometheus.NewCounter(prometheus.CounterOpts{
		Name: "almanac_response_cache_hits_total",
		Help: "API answers served from the response cache.",
	})
	cacheMisses = prometheus.NewCounter(prometheus.CounterOpts{
		Name: "almanac_response_cache_misses_total",
		Help: "Cacheable API answers computed because the response cache did not hold them.",
	})
	rateLimited = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "almanac_rate_limit_rejections_total",
		Help: "API requests answered 429 by the rate limiter, by rate class.",
	}, []string{"class"})
	importRuns = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "almanac_import_runs_total",
		Help: "Dataset imports run by this process, by result (ok, error).",
	}, []string{"result"})
	importSeconds = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "almanac_import_last_duration_seconds",
		Help: "How long this process's last dataset import took.",
	})
	feedRuns = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "almanac_feed_runs_total",
		Help: "Score feed runs of this process, by feed and result (ok: no failed request; error).",
	}, []string{"source", "result"})
	feedLastSuccess = prometheus.NewGaugeVec(prometheus.GaugeOpts{
		Name: "almanac_feed_last_success_timestamp_seconds",
		Help: "When this process's last run of a score feed without a failed request ended (Unix seconds).",
	}, []string{"source"})
	ready = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "almanac_ready",
		Help: "1 when /readyz answers 200 (database, migrations, dataset and read model ready; not shutting down).",
	})
)

// Functions read when /metrics is scraped; set by their owners.
var (
	cacheBytes     atomic.Pointer[func() float64]
	sseClients     atomic.Pointer[func() int]
	datasetVersion atomic.Pointer[func() float64]
	dbStats        atomic.Pointer[func() sql.DBStats]
)

func init() {
	Registry.MustRegister(
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		requests, latency, inFlight, cacheHits, cacheMisses, rateLimited, importRuns, importSeconds, ready, feedRuns, feedLastSuccess,
		gaugeFunc("almanac_response_cache_bytes", "Bytes the response cache holds (keys, bodies, gzip bodies, overhead).", &cacheBytes),
		gaugeFunc("almanac_dataset_version", "The dataset version served (the latest import run's id).", &datasetVersion),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "almanac_sse_clients",
			Help: "Clients connected to server-sent event streams (live scores).",
		}, func() float64 {
			if f := sseClients.Load(); f != nil {
				return float64((*f)())
			}
			return 0
		}),
		dbCollector{},
	)
	// Present (at 0) before the first import.
	importRuns.WithLabelValues("ok")
	importRuns.WithLabelValues("error")
}

func gaugeFunc(name, help string, f *atomic.Pointer[func() float64]) prometheus.GaugeFunc {
	return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: name, Help: help}, func() float64 {
		if fn := f.Load(); fn != nil {
			return (*fn)()
		}
		return 0
	})
}

// Handler serves the registry in the Prometheus text (or OpenMetrics) format.
func Handler() http.Handler {
	return promhttp.HandlerFor(Registry, promhttp.HandlerOpts{})
}

// FeedRun counts one run of a score feed ending at at.
func FeedRun(source string, ok bool, at time.Time) {
	if !ok {
		feedRuns.WithLabelValues(source, "error").Inc()
		return
	}
	feedRuns.WithLabelValues(source, "ok").Inc()
	feedLastSuccess.WithLabelValues(source).Set(float64(at.Unix()))
}

// CacheHit counts an API answer served from the response cache.
func CacheHit() { cacheHits.Inc() }

// CacheMiss counts a cacheable API answer that had to be computed.
func CacheMiss() { cacheMisses.Inc() }

// SetCacheBytes names the function that reports the response cache's size.
func SetCacheBytes(f func() float64) { cacheBytes.Store(&f) }

// SetDatasetVersion names the function that reports the dataset version.
func SetDatasetVersion(f func() float64) { datasetVersion.Store(&f) }

// SetSSEClients names the function that counts connected event-stream
// clients (almanac_sse_clients): the live-score stream registers it.
func SetSSEClients(f func() int) { sseClients.Store(&f) }

// SetDB names the database pool whose statistics /metrics reports.
func SetDB(db *sql.DB) {
	f := db.Stats
	dbStats.Store(&f)
}

// RateLimited counts a 429 of the given rate class.
func RateLimited(class string) { rateLimited.WithLabelValues(class).Inc() }

// ImportRun records one dataset import and how long it took.
func ImportRun(err error, took time.Duration) {
	result := "ok"
	if err != nil {
		result = "error"
	}
	importRuns.WithLabelValues(result).Inc()
	importSeconds.Set(took.Seconds())
}

// SetReady records what /readyz last answered.
func SetReady(ok bool) {
	if ok {
		ready.Set(1)
	} else {
		ready.Set(0)
	}
}

// dbCollector reports database/sql's pool statistics.
type dbCollector struct{}

var (
	dbMaxOpen   = prometheus.NewDesc("almanac_db_max_open_connections", "Maximum open connections to the database.", nil, nil)
	dbOpen      = prometheus.NewDesc("almanac_db_open_connections", "Open connections to the database (in use and idle).", nil, nil)
	dbInUse     = prometheus.NewDesc("almanac_db_in_use_connections", "Database connections in use.", nil, nil)
	dbIdle      = prometheus.NewDesc("almanac_db_idle_connections", "Idle database connections.", nil, nil)
	dbWaits     = prometheus.NewDesc("almanac_db_wait_count_total", "Times a query waited for a free connection.", nil, nil)
	dbWaitSecs  = prometheus.NewDesc("almanac_db_wait_duration_seconds_total", "Time spent waiting for a free connection.", nil, nil)
	dbClosedMax = prometheus.NewDesc("almanac_db_max_idle_closed_total", "Connections closed because the idle pool was full.", nil, nil)
)

func (dbCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{dbMaxOpen, dbOpen, dbInUse, dbIdle, dbWaits, dbWaitSecs, dbClosedMax} {
		ch <- d
	}
}

func (dbCollector) Collect(ch chan<- prometheus.Metric) {
	f := dbStats.Load()
	if f == nil {
		return
	}
	s := (*f)()
	gauge := func(d *prometheus.Desc, v float64) { ch <- prometheus.MustNewConstMetric(d, prometheus.GaugeValue, v) }
	counter := func(d *prometheus.Desc, v float64) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.CounterValue, v)
	}
	gauge(dbMaxOpen, float64(s.MaxOpenConnections))
	gauge(dbOpen, float64(s.OpenConnections))
	gauge(dbInUse, float64(s.InUse))
	gauge(dbIdle, float64(s.Idle))
	counter(dbWaits, float64(s.WaitCount))
	counter(dbWaitSecs, s.WaitDuration.Seconds())
	counter(dbClosedMax, float64(s.MaxIdleClosed))
}

// knownMethods are the method label's values; any other method is "other".
var knownMethods = map[string]string{
	http.MethodGet: http.MethodGet, http.MethodHead: http.MethodHead, http.MethodPost: http.MethodPost,
	http.MethodPut: http.MethodPut, http.MethodPatch: http.MethodPatch, http.MethodDelete: http.MethodDelete,
	http.MethodOptions: http.MethodOptions,
}

// statusClasses label the latency histogram.
var statusClasses = [...]string{"1xx", "1xx", "2xx", "3xx", "4xx", "5xx"}

// Request records one answered request: route is the pattern that served
// it (never the raw path), code its status.
func Request(route, method string, code int, took time.Duration) {
	m, ok := knownMethods[method]
	if !ok {
		m = "other"
	}
	class := "5xx"
	if c := code / 100; c >= 0 && c < len(statusClasses) {
		class = statusClasses[c]
	}
	requests.WithLabelValues(route, m, codeLabel(code)).Inc()
	latency.WithLabelValues(route, m, class).Observe(took.Seconds())
}

// codeLabel renders a status code without allocating for the usual ones.
func codeLabel(code int) string {
	switch code {
	case 200:
		return "200"
	case 204:
		return "204"
	case 304:
		return "304"
	case 400:
		return "400"
	case 404:
		return "404"
	case 429:
		return "429"
	}
	if code < 100 || code > 599 {
		return "other"
	}
	return strconv.Itoa(code)
}

// InFlight adds d (1 or -1) to the requests being answered.
func InFlight(d float64) { inFlight.Add(d) }

// Route is one route's series. The label values of a GET answered 200 (the
// most requests by far) are resolved on the route's first such request, so
// the next ones are counted and timed without hashing their labels.
type Route struct {
	name  string
	once  sync.Once
	count prometheus.Counter
	time  prometheus.Observer
}

// NewRoute names a route's series; make one per route, when routes are set up.
func NewRoute(name string) *Route { return &Route{name: name} }

// Request records one answered request of the route (see Request).
func (rt *Route) Request(method string, code int, took time.Duration) {
	if method != http.MethodGet || code != http.StatusOK {
		Request(rt.name, method, code, took)
		return
	}
	rt.once.Do(func() {
		rt.count = requests.WithLabelValues(rt.name, http.MethodGet, "200")
		rt.time = latency.WithLabelValues(rt.name, http.MethodGet, "2xx")
	})
	rt.count.Inc()
	rt.time.Observe(took.Seconds())
}

// RouteSetter is implemented by the response writer of the request
// middleware: a handler that knows its route better than the outer mux
// (the API's own router) names it.
type RouteSetter interface{ SetRoute(rt *Route) }

// SetRoute names the route the request is counted under, if w (or a writer
// it wraps) takes one.
func SetRoute(w http.ResponseWriter, rt *Route) {
	for {
		switch x := w.(type) {
		case RouteSetter:
			x.SetRoute(rt)
			return
		case interface{ Unwrap() http.ResponseWriter }:
			w = x.Unwrap()
		default:
			return
		}
	}
}
