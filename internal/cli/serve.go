package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"sync"
	"time"

	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/server"
	"github.com/almanac-sports/almanac/internal/sites"
	"github.com/almanac-sports/almanac/internal/store"
)

func serve(ctx context.Context, cfg config.Config, log *slog.Logger, stderr io.Writer) error {
	// A soft heap limit sized for a small server (GOMEMLIMIT in the
	// environment wins); the GC otherwise keeps its default pacing.
	budget := int64(0)
	if os.Getenv("GOMEMLIMIT") == "" {
		budget = heapBudget()
		debug.SetMemoryLimit(budget)
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer st.Close()
	empty, err := st.IsEmpty(ctx)
	if err != nil {
		return err
	}
	if empty {
		log.Info("database is empty: importing the shipped dataset")
		if budget > 0 {
			debug.SetMemoryLimit(importBudgetFor(memoryAvailable(), budget))
		}
		if _, err := runImport(ctx, cfg, st, nil, stderr); err != nil {
			return err
		}
		if budget > 0 {
			// Back to the serving budget, and the import's pages to the OS.
			debug.SetMemoryLimit(budget)
			debug.FreeOSMemory()
		}
	}
	profiles, err := sites.Load(cfg.SitesFile)
	if err != nil {
		return fmt.Errorf("SITES_FILE: %w", err)
	}
	profiles.SetEntityNamer(newEntityNames(st))
	profiles.SetSitemapSource(st)
	// stopping is cancelled when a graceful shutdown begins: /readyz turns
	// 503 at once and long-lived streams tell their clients to reconnect.
	stopping, stop := context.WithCancel(context.Background())
	defer stop()
	h, err := server.New(server.Deps{Config: cfg, Store: st, Log: log, Sites: profiles, Stopping: stopping})
	if err != nil {
		return err
	}
	if budget > 0 {
		// The limit grows with the response cache (see followCache).
		go followCache(stopping, budget, h.CacheBytes, func(n int64) { debug.SetMemoryLimit(n) }, time.Second)
	}
	ln, err := inheritedListener(os.Getenv)
	if err != nil {
		return err
	}
	if ln == nil {
		if ln, err = net.Listen("tcp", cfg.ListenAddr); err != nil {
			return err
		}
	}
	// A predecessor handing this process its listener waits for this.
	go tellReady(stopping, os.Getenv, h.Ready, log)
	restart := make(chan os.Signal, 1)
	if len(restartSignals) > 0 {
		signal.Notify(restart, restartSignals...)
	}
	defer signal.Stop(restart)
	srv := server.HTTPServer(h, log)
	srv.RegisterOnShutdown(stop)
	// Live-score streams never go idle: end them when shutdown begins.
	srv.RegisterOnShutdown(h.Close)
	errc := make(chan error, 2)
	go func() { errc <- srv.Serve(ln) }()
	var metricsSrv *http.Server
	if cfg.MetricsAddr != "" {
		mln, err := net.Listen("tcp", cfg.MetricsAddr)
		if err != nil {
			srv.Close()
			return fmt.Errorf("METRICS_ADDR: %w", err)
		}
		metricsSrv = server.MetricsServer(log)
		go func() { errc <- metricsSrv.Serve(mln) }()
		log.Info("serving metrics", "addr", mln.Addr().String())
	}
	log.Info("serving", "addr", ln.Addr().String(), "database", string(st.Dialect), "heap_limit_mib", debug.SetMemoryLimit(-1)>>20)
	drain := cfg.DrainDelay
wait:
	for {
		select {
		case err := <-errc:
			return err
		case <-ctx.Done():
			break wait
		case <-restart:
			if handOver(ctx, ln, log) {
				drain = 0 // the successor accepts from the same socket already
				break wait
			}
		}
	}
	return shutdown(log, cfg.ShutdownTimeout, drain, stop, srv, metricsSrv)
}

// shutdown is the graceful stop (SIGTERM, SIGINT): /readyz turns 503 and
// long-lived streams are told to end (stop), requests are still served for
// drain (a load balancer takes the instance out meanwhile), then it stops
// accepting, lets in-flight requests finish, and closes what is left after
// timeout.
func shutdown(log *slog.Logger, timeout, drain time.Duration, stop func(), srvs ...*http.Server) error {
	start := time.Now()
	stop()
	if drain > 0 {
		log.Info("draining: /readyz answers 503, requests still served", "for", drain)
		time.Sleep(drain)
	}
	log.Info("shutting down: finishing in-flight requests", "timeout", timeout)
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	var firstErr error
	for _, srv := range srvs {
		if srv == nil {
			continue
		}
		if err := srv.Shutdown(ctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Warn("requests still running at SHUTDOWN_TIMEOUT: closing their connections", "err", err)
			srv.Close()
			if firstErr == nil && !errors.Is(err, context.DeadlineExceeded) {
				firstErr = err
			}
		}
	}
	log.Info("stopped", "took", time.Since(start).Round(time.Millisecond))
	return firstErr
}

// entityNames memoises page-title names (asked on every entity page view).
type entityNames struct {
	st *store.Store
	mu sync.Mutex
	m  map[string]string
}

func newEntityNames(st *store.Store) *entityNames {
	return &entityNames{st: st, m: map[string]string{}}
}

func (e *entityNames) EntityName(ctx context.Context, kind, slug string) (string, bool) {
	k := kind + "/" + slug
	e.mu.Lock()
	name, ok := e.m[k]
	e.mu.Unlock()
	if ok {
		return name, name != ""
	}
	name, found := e.st.EntityName(ctx, kind, slug)
	e.mu.Lock()
	if len(e.m) > 50000 {
		e.m = map[string]string{}
	}
	e.m[k] = name // "" remembers a miss
	e.mu.Unlock()
	return name, found
}
