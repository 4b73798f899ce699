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
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(heapBudget())
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
		if _, err := runImport(ctx, cfg, st, nil, stderr); err != nil {
			return err
		}
	}
	profiles, err := sites.Load(cfg.SitesFile)
	if err != nil {
		return fmt.Errorf("SITES_FILE: %w", err)
	}
	profiles.SetEntityNamer(newEntityNames(st))
	profiles.SetSitemapSource(st)
	h, err := server.New(server.Deps{Config: cfg, Store: st, Log: log, Sites: profiles})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", cfg.ListenAddr)
	if err != nil {
		return err
	}
	srv := server.HTTPServer(h, log)
	// Live-score streams never go idle: end them when shutdown begins.
	srv.RegisterOnShutdown(h.Close)
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	log.Info("serving", "addr", ln.Addr().String(), "database", string(st.Dialect), "heap_limit_mib", debug.SetMemoryLimit(-1)>>20)
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	// Graceful: stop accepting, finish in-flight requests.
	log.Info("shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
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
