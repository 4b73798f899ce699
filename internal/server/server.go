// Package server assembles the HTTP handler: operations endpoints, the API
// and the embedded web app, behind common middleware.
package server

import (
	"context"
	"log/slog"
	"net/http"
	"runtime/debug"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/almanac-sports/almanac/internal/adminapi"
	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/live"
	"github.com/almanac-sports/almanac/internal/metrics"
	"github.com/almanac-sports/almanac/internal/ratelimit"
	"github.com/almanac-sports/almanac/internal/release"
	"github.com/almanac-sports/almanac/internal/sites"
	"github.com/almanac-sports/almanac/internal/store"
)

// Deps are what the handler needs.
type Deps struct {
	Config config.Config
	Store  *store.Store
	Log    *slog.Logger
	// Sites are the branded site profiles (nil: the built-in defaults).
	Sites *sites.Sites
	// Stopping is done once a graceful shutdown has begun (nil: never):
	// /readyz answers 503 from then on, and long-lived streams (server-sent
	// events) watch it to send their clients a reconnect hint and return,
	// so the shutdown can finish.
	Stopping context.Context
}

// Handler is the root handler. Close ends its live-score streams and
// background listeners: call it when shutdown begins (see serve), or open
// streams hold the shutdown until its timeout.
type Handler struct {
	http.Handler
	fanout *live.Fanout
	stop   context.CancelFunc
	api    *api.API
	ops    *ops
}

// Ready says what /readyz says: this instance should get traffic.
func (h *Handler) Ready(ctx context.Context) bool {
	_, ok := h.ops.check(ctx)
	return ok
}

// Close ends the live streams and stops listening to other instances.
func (h *Handler) Close() {
	h.stop()
	h.fanout.Hub().Close()
}

// CacheBytes is what the API's response cache holds now (0 when off).
func (h *Handler) CacheBytes() int64 { return int64(h.api.CacheBytes()) }

// LiveClients is the number of open live-score streams (for metrics).
func (h *Handler) LiveClients() int { return h.fanout.Hub().Clients() }

// New returns the root handler. The chain, outermost first: close after a
// chunked request body, metrics and request log, security headers, CORS,
// rate limits, then the routes (operations, API, live scores, accounts,
// per-site files, web app).
func New(d Deps) (*Handler, error) {
	if d.Stopping == nil {
		d.Stopping = context.Background()
	}
	px := proxies{trusted: d.Config.TrustedProxies}
	mux := http.NewServeMux()
	o := &ops{store: d.Store, stopping: d.Stopping}
	o.mount(mux, d.Config.MetricsAddr == "")
	a := api.New(api.Deps{Store: d.Store, Config: d.Config, Log: d.Log, Sites: d.Sites, Stopping: d.Stopping})
	// Before the warm-up below starts: it encodes the OpenAPI document once,
	// and an operation documented after that would be missing from it.
	documentServed(a)
	registerMetrics(d.Store, a)
	// The search and game indexes are ready before the server answers;
	// everything else is built in the background, and /readyz says ready
	// once it is (a balancer sends traffic to a warm instance only).
	pctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	if err := a.Preload(pctx); err != nil {
		d.Log.Warn("preloading the read model", "err", err)
	}
	cancel()
	go func() {
		// The data-quality figures read the tables, not the snapshots: they
		// are measured beside the snapshots' build.
		quality := make(chan error, 1)
		go func() { quality <- a.WarmQuality(context.Background()) }()
		if err := a.Warm(context.Background()); err != nil {
			d.Log.Warn("warming API indexes", "err", err)
		}
		if err := a.WarmAnswers(context.Background()); err != nil {
			d.Log.Warn("warming slow answers", "err", err)
		}
		if err := <-quality; err != nil {
			d.Log.Warn("measuring data quality", "err", err)
		}
		o.warm.Store(true)
		// Slow once-per-dataset work no page waits for: after ready, in the
		// background, on one core.
		if !d.Config.OddsBacktestOnRequest {
			a.QueueOddsBacktests()
		}
		// The last line of a start: where to look (one address per site).
		if d.Log != nil {
			d.Log.Info("ready: open a site in the browser", siteAddrs(d.Sites, d.Config.ListenAddr)...)
		}
		// The build's garbage was the largest the heap will be: give the
		// pages back now rather than leave them to the background scavenger.
		debug.FreeOSMemory()
	}()
	mux.Handle("/api/", a.Handler())
	mux.Handle("/api", a.Handler())
	rdb, redisUp, err := redisClient(d)
	if err != nil {
		return nil, err
	}
	fanout := mountLive(mux, d, a, rdb, redisUp)
	lctx, stop := context.WithCancel(context.Background())
	go fanout.Run(lctx)
	accounts, err := mountAccounts(lctx, mux, d, rdb, redisUp)
	if err != nil {
		stop()
		return nil, err
	}
	keys := mountKeys(lctx, mux, d, accounts)
	if accounts != nil {
		adminapi.New(d.Store, fanout, d.Log).Mount(mux, accounts)
	}
	go watchImports(d, a)
	if d.Config.Sync {
		go syncFeeds(lctx, d, fanout)
	}
	mux.Handle("GET "+api.ScheduleICSPath, a.ScheduleICS())
	mux.Handle("GET "+api.DownloadsPrefix, release.ServeFile(d.Config.ReleaseDir, api.DownloadsPrefix))
	// Views other sites frame: their own policy (frame-ancestors *).
	for path, h := range map[string]http.Handler{api.EmbedStandingsPath: a.EmbedStandings(), api.EmbedResultsPath: a.EmbedResults()} {
		mux.Handle("GET "+path, h)
		mux.Handle("GET "+path+"/", h)
	}
	mountWeb(mux, d, a)
	limiter := newLimiter(d, rdb, redisUp)
	metrics.SetSSEClients(fanout.Hub().Clients)
	h := rateLimit(limiter, keys, d.Log, mux)
	h = cors(d.Config.CORSOrigins, h)
	h = realClient(px, h)
	h = securityHeaders(px, h)
	h = observe(d.Log, h)
	return &Handler{Handler: closeAfterChunked(h), fanout: fanout, stop: stop, api: a, ops: o}, nil
}

// registerMetrics points /metrics at this server's database pool, dataset
// version and response cache.
func registerMetrics(st *store.Store, a *api.API) {
	metrics.SetDB(st.DB)
	metrics.SetDatasetVersion(func() float64 { return float64(st.Version(context.Background())) })
	metrics.SetCacheBytes(a.CacheBytes)
}

// HTTPServer is the http.Server almanac serves with: net/http parses and
// frames every request (no hand-written protocol code in front of it).
func HTTPServer(h http.Handler, log *slog.Logger) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: ReadHeaderTimeout,
		ReadTimeout:       ReadTimeout,
		WriteTimeout:      WriteTimeout,
		IdleTimeout:       IdleTimeout,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
}

// MetricsServer serves /metrics alone (METRICS_ADDR); any other path is 404.
func MetricsServer(log *slog.Logger) *http.Server {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", metrics.Handler())
	return HTTPServer(mux, log)
}

// The http.Server's timeouts.
const (
	ReadHeaderTimeout = 10 * time.Second
	ReadTimeout       = 30 * time.Second
	WriteTimeout      = 60 * time.Second
	IdleTimeout       = 120 * time.Second
)

// newLimiter shares buckets through Redis (rdb, nil without REDIS_URL);
// while Redis fails each instance limits alone.
func newLimiter(d Deps, rdb redis.UniversalClient, redisUp *ratelimit.Breaker) ratelimit.Limiter {
	if len(d.Config.RateLimits) == 0 {
		return nil
	}
	if rdb == nil {
		return ratelimit.NewMemory(d.Config.RateLimits)
	}
	return &ratelimit.Fallback{Shared: ratelimit.NewRedis(rdb, d.Config.RateLimits, "almanac:rl:"), Local: ratelimit.NewMemory(d.Config.RateLimits), Breaker: redisUp}
}

// watchImports drops everything kept in memory for the dataset (response
// cache, indexes, sitemaps) as soon as its version changes, e.g. after an
// import by another process or instance.
func watchImports(d Deps, a *api.API) {
	ctx := context.Background()
	last := d.Store.Version(ctx)
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for range t.C {
		if v := d.Store.Version(ctx); v != last {
			d.Log.Info("dataset changed: dropping cached answers and indexes", "version", v)
			a.Purge()
			if d.Sites != nil {
				d.Sites.ClearSitemaps()
			}
			last = v
		}
	}
}
