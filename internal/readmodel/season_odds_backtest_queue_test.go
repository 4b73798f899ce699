package readmodel

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/forecast"
)

// A server that stops while backtests wait drops them quietly: no error
// logged (its database is about to close), nothing computed.
func TestBacktestsStopWithTheServer(t *testing.T) {
	var logs bytes.Buffer
	prev := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug})))
	t.Cleanup(func() { slog.SetDefault(prev) })
	m := newModel(nil)
	life, stop := context.WithCancel(context.Background())
	stop()
	m.backtests.pending = []forecast.Scope{{Sport: "football", Level: "professional"}, {Sport: "hockey", Level: "professional"}}
	m.backtests.running = true
	m.runBacktests(life)
	if m.backtests.running || len(m.backtests.pending) != 0 {
		t.Fatalf("running %v, pending %v after the server stopped", m.backtests.running, m.backtests.pending)
	}
	if strings.Contains(logs.String(), "level=ERROR") || !strings.Contains(logs.String(), "server is stopping") {
		t.Fatalf("logs: %s", logs.String())
	}
}
