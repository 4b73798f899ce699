package cli

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// serveAndStop runs `almanac serve` on env's (imported) database: ready
// once it listens (probe says so), then a graceful stop returns nil.
func serveAndStop(t *testing.T, env map[string]string) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	e := map[string]string{"LISTEN_ADDR": addr, "SHUTDOWN_TIMEOUT": "5s", "LOG_LEVEL": "warn"}
	for k, v := range env {
		e[k] = v
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() {
		_, _, err := runCtx(ctx, e, "serve")
		done <- err
	}()
	// Ready means warm: the read model's snapshots, the data-quality figures
	// and the forecast tables are built first (~20-50 s on the shipped data
	// alone; over 3 minutes on a 2-core machine running other suites beside
	// it). The wait catches a server that never gets ready, not a slow one.
	const readyWithin = 10 * time.Minute
	deadline := time.Now().Add(readyWithin)
	for {
		out, _, err := run(t, e, "probe")
		if err == nil && strings.Contains(out, `"status":"ready"`) {
			break
		}
		select {
		case err := <-done:
			t.Fatalf("serve ended before it was ready: %v", err)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("not ready after %s: %v %s", readyWithin, err, out)
		}
		time.Sleep(100 * time.Millisecond)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("graceful stop: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop within SHUTDOWN_TIMEOUT")
	}
	if _, _, err := run(t, e, "probe"); err == nil {
		t.Fatal("probe succeeds after the server stopped")
	}
}

func runCtx(ctx context.Context, env map[string]string, args ...string) (string, string, error) {
	var out, errb strings.Builder
	err := Run(ctx, args, func(k string) string { return env[k] }, &out, &errb)
	return out.String(), errb.String(), err
}

// TestShutdown: in-flight requests finish, a stream watching the stop
// signal ends with a retry hint, new connections are refused, and a request
// that outlives the timeout is cut off at the timeout.
func TestShutdown(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	stopping, stop := context.WithCancel(context.Background())
	started := make(chan struct{}, 2)
	var slowDone atomic.Bool
	mux := http.NewServeMux()
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) {
		started <- struct{}{}
		time.Sleep(300 * time.Millisecond)
		slowDone.Store(true)
		w.Write([]byte("done"))
	})
	mux.HandleFunc("/stream", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		w.Write([]byte(": hello\n\n"))
		http.NewResponseController(w).Flush()
		started <- struct{}{}
		select {
		case <-stopping.Done():
			w.Write([]byte("retry: 1000\n\n"))
		case <-r.Context().Done():
		}
	})
	ts := httptest.NewUnstartedServer(mux)
	ts.Config.RegisterOnShutdown(stop)
	ts.Start()
	slow, stream := getAsync(ts.URL+"/slow"), getAsync(ts.URL+"/stream")
	<-started
	<-started
	start := time.Now()
	if err := shutdown(log, 5*time.Second, stop, ts.Config); err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("shutdown took %s", took)
	}
	if !slowDone.Load() || <-slow != "done" {
		t.Error("the in-flight request did not finish")
	}
	if got := <-stream; !strings.Contains(got, "retry: 1000") {
		t.Errorf("stream got %q, want a retry hint", got)
	}
	if _, err := http.Get(ts.URL + "/slow"); err == nil {
		t.Error("a new request was served after shutdown")
	}

	// A request longer than the timeout is cut off when it expires.
	ts2 := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		started <- struct{}{}
		time.Sleep(1500 * time.Millisecond)
	}))
	defer ts2.Close()
	go http.Get(ts2.URL)
	<-started
	start = time.Now()
	shutdown(log, 200*time.Millisecond, func() {}, ts2.Config)
	if took := time.Since(start); took > time.Second {
		t.Errorf("shutdown with a 200ms timeout took %s", took)
	}
}

// getAsync GETs url in the background; the channel gets the body or error.
func getAsync(url string) <-chan string {
	out := make(chan string, 1)
	go func() {
		res, err := http.Get(url)
		if err != nil {
			out <- err.Error()
			return
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		out <- string(b)
	}()
	return out
}
