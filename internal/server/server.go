// Package server assembles the HTTP handler: operations endpoints, the API
// and the embedded web app, behind common middleware.
package server

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"
	"sync/atomic"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/almanac-sports/almanac/internal/adminapi"
	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/live"
	"github.com/almanac-sports/almanac/internal/ratelimit"
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
}

// Handler is the root handler. Close ends its live-score streams and
// background listeners: call it when shutdown begins (see serve), or open
// streams hold the shutdown until its timeout.
type Handler struct {
	http.Handler
	fanout *live.Fanout
	stop   context.CancelFunc
}

// Close ends the live streams and stops listening to other instances.
func (h *Handler) Close() {
	h.stop()
	h.fanout.Hub().Close()
}

// LiveClients is the number of open live-score streams (for metrics).
func (h *Handler) LiveClients() int { return h.fanout.Hub().Clients() }

// New returns the root handler.
func New(d Deps) (*Handler, error) {
	mux := http.NewServeMux()
	// warm turns true once the API's in-memory indexes are built; until then
	// the first people/search requests pay for building them.
	var warm atomic.Bool
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "no-store")
		if err := d.Store.Ping(ctx); err != nil {
			w.WriteHeader(http.StatusServiceUnavailable)
			w.Write([]byte(`{"status":"unavailable","database":"down"}` + "\n"))
			return
		}
		if warm.Load() {
			w.Write([]byte(`{"status":"ok","database":"up","indexes":"ready"}` + "\n"))
		} else {
			w.Write([]byte(`{"status":"ok","database":"up","indexes":"warming"}` + "\n"))
		}
	})
	a := api.New(api.Deps{Store: d.Store, Config: d.Config, Log: d.Log, Sites: d.Sites})
	// The search and game indexes are ready before the server answers;
	// everything else is built in the background.
	pctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	if err := a.Preload(pctx); err != nil {
		d.Log.Warn("preloading the read model", "err", err)
	}
	cancel()
	go func() {
		if err := a.Warm(context.Background()); err != nil {
			d.Log.Warn("warming API indexes", "err", err)
		}
		warm.Store(true)
		// The build's garbage was the largest the heap will be: give the
		// pages back now rather than leave them to the background scavenger.
		debug.FreeOSMemory()
	}()
	mux.Handle("/api/", a.Handler())
	mux.Handle("/api", a.Handler())
	rdb, err := redisClient(d)
	if err != nil {
		return nil, err
	}
	fanout := mountLive(mux, d, a, rdb)
	lctx, stop := context.WithCancel(context.Background())
	go fanout.Run(lctx)
	accounts, err := mountAccounts(mux, d, rdb)
	if err != nil {
		stop()
		return nil, err
	}
	if accounts != nil {
		adminapi.New(d.Store, fanout, d.Log).Mount(mux, accounts)
	}
	go watchImports(d, a)
	mountWeb(mux, d)
	limiter, err := newLimiter(d)
	if err != nil {
		stop()
		return nil, err
	}
	h := closeAfterChunked(logRequests(d.Log, securityHeaders(cors(d.Config.CORSOrigins, rateLimit(limiter, d.Log, mux)))))
	return &Handler{Handler: h, fanout: fanout, stop: stop}, nil
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

// The http.Server's timeouts.
const (
	ReadHeaderTimeout = 10 * time.Second
	ReadTimeout       = 30 * time.Second
	WriteTimeout      = 60 * time.Second
	IdleTimeout       = 120 * time.Second
)

// newLimiter shares buckets through Redis when REDIS_URL is set.
func newLimiter(d Deps) (ratelimit.Limiter, error) {
	if len(d.Config.RateLimits) == 0 {
		return nil, nil
	}
	if d.Config.RedisURL == "" {
		return ratelimit.NewMemory(d.Config.RateLimits), nil
	}
	opt, err := redis.ParseURL(d.Config.RedisURL)
	if err != nil {
		return nil, fmt.Errorf("REDIS_URL: %w", err)
	}
	return ratelimit.NewRedis(redis.NewClient(opt), d.Config.RateLimits, "almanac:rl:"), nil
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

type statusWriter struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += n
	return n, err
}

func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// logRequests logs each request at debug level (errors at warn).
func logRequests(log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w}
		next.ServeHTTP(sw, r)
		lvl := slog.LevelDebug
		if sw.status >= 500 {
			lvl = slog.LevelWarn
		}
		// Checked first: building the attributes allocates on every request.
		if !log.Enabled(r.Context(), lvl) {
			return
		}
		log.Log(r.Context(), lvl, "request", "method", r.Method, "path", r.URL.Path, "status", sw.status, "bytes", sw.bytes, "dur", time.Since(start))
	})
}
