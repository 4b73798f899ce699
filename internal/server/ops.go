package server

import (
	"context"
	"encoding/json"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/almanac-sports/almanac/internal/metrics"
	"github.com/almanac-sports/almanac/internal/store"
)

// ops serves the operations endpoints: /healthz (liveness), /readyz
// (readiness) and, unless METRICS_ADDR moves it, /metrics.
type ops struct {
	store    *store.Store
	stopping context.Context
	// warm: the read model's indexes, snapshots and slow answers are built
	// (ready means warm: the first visitors after a restart do not wait).
	warm atomic.Bool
}

func (o *ops) mount(mux *http.ServeMux, withMetrics bool) {
	mux.HandleFunc("GET /healthz", o.healthz)
	mux.HandleFunc("GET /readyz", o.readyz)
	if withMetrics {
		mux.Handle("GET /metrics", metrics.Handler())
	}
}

// healthz is liveness: the process answers and reaches its database.
func (o *ops) healthz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	if err := o.store.Ping(ctx); err != nil {
		w.WriteHeader(http.StatusServiceUnavailable)
		w.Write([]byte(`{"status":"unavailable","database":"down"}` + "\n"))
		return
	}
	if o.warm.Load() {
		w.Write([]byte(`{"status":"ok","database":"up","indexes":"ready"}` + "\n"))
	} else {
		w.Write([]byte(`{"status":"ok","database":"up","indexes":"warming"}` + "\n"))
	}
}

// readiness is /readyz's answer.
type readiness struct {
	Status     string `json:"status"`     // ready, starting, stopping or unavailable
	Database   string `json:"database"`   // up, down
	Migrations string `json:"migrations"` // applied, pending, unknown
	Dataset    string `json:"dataset"`    // loaded, empty, unknown
	ReadModel  string `json:"read_model"` // ready, loading
}

// check says whether this instance should get traffic: database reachable,
// every migration applied, a dataset imported, the read model warm, and no
// shutdown begun.
func (o *ops) check(ctx context.Context) (readiness, bool) {
	res := readiness{Status: "unavailable", Database: "down", Migrations: "unknown", Dataset: "unknown", ReadModel: "loading"}
	if o.warm.Load() {
		res.ReadModel = "ready"
	}
	if o.store.Ping(ctx) == nil {
		res.Database = "up"
		if n, err := o.store.PendingMigrations(ctx); err == nil && n == 0 {
			res.Migrations = "applied"
		} else if err == nil {
			res.Migrations = "pending"
		}
		if empty, err := o.store.IsEmpty(ctx); err == nil {
			res.Dataset = map[bool]string{true: "empty", false: "loaded"}[empty]
		}
	}
	ok := res.Database == "up" && res.Migrations == "applied" && res.Dataset == "loaded" && res.ReadModel == "ready"
	switch {
	case o.stopping.Err() != nil:
		res.Status, ok = "stopping", false
	case ok:
		res.Status = "ready"
	case res.Database == "up":
		res.Status = "starting"
	}
	return res, ok
}

func (o *ops) readyz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	res, ok := o.check(ctx)
	metrics.SetReady(ok)
	body, _ := json.Marshal(res)
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	if !ok {
		w.WriteHeader(http.StatusServiceUnavailable)
	}
	w.Write(append(body, '\n'))
}
