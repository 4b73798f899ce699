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

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// serveAndStop runs `almanac serve` on env's (imported) database: ready
// once it listens (probe says so), then a graceful stop returns nil.
func serveAndStop(t *testing.T, env map[string]string) {
	t.Helper()
	e := map[string]string{"LISTEN_ADDR": freeAddr(t), "SHUTDOWN_TIMEOUT": "5s", "LOG_LEVEL": "warn"}
	for k, v := range env {
		e[k] = v
	}
	// Ready means warm: the read model's snapshots, the data-quality figures
	// and the forecast tables are built first (~20-50 s on the shipped data
	// alone; over 3 minutes on a 2-core machine running other suites beside
	// it). The wait catches a server that never gets ready, not a slow one.
	stop, done := startServe(t, e, 10*time.Minute)
	stop()
	waitStopped(t, done)
	if _, _, err := run(t, e, "probe"); err == nil {
		t.Fatal("probe succeeds after the server stopped")
	}
}

// startServe runs `almanac serve` with env in the background and returns
// once probe says it is ready: stop is its SIGTERM, done gets what it
// returns.
func startServe(t *testing.T, env map[string]string, readyWithin time.Duration) (stop context.CancelFunc, done <-chan error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	errc := make(chan error, 1)
	go func() {
		_, _, err := runCtx(ctx, env, "serve")
		errc <- err
	}()
	deadline := time.Now().Add(readyWithin)
	for {
		out, _, err := run(t, env, "probe")
		if err == nil && strings.Contains(out, `"status":"ready"`) {
			return cancel, errc
		}
		select {
		case err := <-errc:
			t.Fatalf("serve ended before it was ready: %v", err)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("not ready after %s: %v %s", readyWithin, err, out)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// waitStopped fails unless a stopped serve returns nil within its
// SHUTDOWN_TIMEOUT (5s) and a margin.
func waitStopped(t *testing.T, done <-chan error) {
	t.Helper()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("graceful stop: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop within SHUTDOWN_TIMEOUT")
	}
}

// freeAddr is a local address nothing listens on, for LISTEN_ADDR.
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// smallDatabase is a migrated database holding one league: a server on it
// is ready in a moment.
func smallDatabase(t *testing.T) string {
	t.Helper()
	ctx := context.Background()
	dbURL := storetest.NewTestURL(t)
	st, err := store.Open(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if err := st.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	d := &dataset.Dataset{Leagues: []dataset.League{{Key: "tl", Name: "Test League", Abbrev: "TL", Sport: dataset.Basketball, Level: dataset.Pro}}}
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"tl": d}, nil); err != nil {
		t.Fatal(err)
	}
	return dbURL
}

// On SIGTERM (it cancels serve's context) the server drains before it
// stops: for DRAIN_DELAY /readyz answers 503, so a load balancer takes it
// out of rotation, while every request is still answered; only then does
// the listener close, and no client meets a refused connection meanwhile.
func TestDrainDelay(t *testing.T) {
	const drain = time.Second
	addr := freeAddr(t)
	env := map[string]string{"DATABASE_URL": smallDatabase(t), "LISTEN_ADDR": addr, "LOG_LEVEL": "warn",
		"SHUTDOWN_TIMEOUT": "5s", "DRAIN_DELAY": drain.String()}
	stop, done := startServe(t, env, 2*time.Minute)
	// A new connection per request: one the listener no longer takes fails.
	client := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	status := func(path string) (int, error) {
		resp, err := client.Get("http://" + addr + path)
		if err != nil {
			return 0, err
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp.StatusCode, nil
	}

	signalled := time.Now()
	stop()
	draining := 0 // rounds answered with /readyz 503 and /healthz 200
	var closed time.Duration
	for {
		since := time.Since(signalled)
		ready, err := status("/readyz")
		health := 0
		if err == nil {
			health, err = status("/healthz")
		}
		if err != nil {
			// Measured after the refusal, which comes after the close.
			closed = time.Since(signalled)
			break
		}
		switch {
		case health != http.StatusOK:
			t.Fatalf("%s after the signal: /healthz %d, want 200 while draining", since, health)
		case ready == http.StatusServiceUnavailable:
			draining++
		case draining > 0:
			t.Fatalf("%s after the signal: /readyz %d after a 503", since, ready)
		case since > drain/4:
			t.Fatalf("%s after the signal: /readyz %d, want 503", since, ready)
		}
		if since > drain+10*time.Second {
			t.Fatal("the listener is still open 10s after DRAIN_DELAY")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if closed < drain {
		t.Errorf("the listener closed %s after the signal, before DRAIN_DELAY (%s) was over", closed, drain)
	}
	if draining < 5 {
		t.Errorf("%d rounds of /readyz 503 with /healthz 200 before the listener closed, want at least 5", draining)
	}
	waitStopped(t, done)
	t.Logf("%d rounds drained; the listener closed %s after the signal", draining, closed.Round(time.Millisecond))
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
