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
	defer closeStore(st)
	empty, err := st.IsEmpty(ctx)
	if err != nil {
		return err
	}
	if empty {
		log.Info("database is empty: importing the shipped dataset")
		restore := importPacing(budget)
		_, err := runImport(ctx, cfg, st, nil, stderr)
		// Back to the serving limit, and the import's pages to the OS.
		restore()
		if err != nil {
			return err
		}
		debug.FreeOSMemory()
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
		// The limit grows with the response cache and the live heap (see followCache).
		go followCache(stopping, budget, h.CacheBytes, liveHeap, func(n int64) { debug.SetMemoryLimit(n) }, time.Second)
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
	unread := trackUnread(srv)
	errc := make(chan error, 2)
	served := make(chan struct{}) // closed once Serve has returned
	go func() { err := srv.Serve(ln); close(served); errc <- err }()
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
				// The successor accepts from the same socket already. Stop
				// accepting here first and let Serve return: a connection
				// taken from the socket just before is then tracked, and
				// the shutdown waits for it instead of exiting under it.
				// /readyz turns 503 and streams end here (stop) while both
				// processes still accept for a moment: an accept of this
				// process that the hand-over left waiting in the kernel (the
				// socket was blocking while the successor took it) returns
				// with a connection it serves, not one it drops.
				keepNonblocking(ln)
				stop()
				time.Sleep(handOverOverlap)
				drain = 0
				break wait
			}
		}
	}
	stop()
	if drain > 0 {
		log.Info("draining: /readyz answers 503, requests still served", "for", drain)
		time.Sleep(drain)
	}
	// Stop accepting, let Serve return (a connection taken from the socket
	// just before is then tracked), and let every accepted connection send
	// its request: net/http's shutdown drops a connection whose request it
	// has not read yet, and its client sees the connection closed unanswered.
	ln.Close()
	select {
	case <-served:
	case <-time.After(5 * time.Second):
	}
	unread.wait(ReadHeaderWait)
	return shutdown(log, cfg.ShutdownTimeout, stop, srv, metricsSrv)
}

// ReadHeaderWait bounds the wait for accepted connections' first requests
// at shutdown.
const ReadHeaderWait = 2 * time.Second

// unreadConns counts a server's connections that have not sent a request.
type unreadConns struct {
	mu sync.Mutex
	m  map[net.Conn]bool
}

func trackUnread(srv *http.Server) *unreadConns {
	u := &unreadConns{m: map[net.Conn]bool{}}
	prev := srv.ConnState
	srv.ConnState = func(c net.Conn, st http.ConnState) {
		u.mu.Lock()
		if st == http.StateNew {
			u.m[c] = true
		} else {
			delete(u.m, c)
		}
		u.mu.Unlock()
		if prev != nil {
			prev(c, st)
		}
	}
	return u
}

// wait returns once no connection is waiting to be read, or after max.
func (u *unreadConns) wait(max time.Duration) {
	for deadline := time.Now().Add(max); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		u.mu.Lock()
		n := len(u.m)
		u.mu.Unlock()
		if n == 0 {
			return
		}
	}
}

// shutdown ends a graceful stop (SIGTERM, SIGINT) once the server no longer
// accepts: /readyz says 503 and long-lived streams are told to end (stop),
// in-flight requests finish, and what is left after timeout is closed.
func shutdown(log *slog.Logger, timeout time.Duration, stop func(), srvs ...*http.Server) error {
	start := time.Now()
	stop()
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
