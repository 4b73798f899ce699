// Command memprobe starts almanac on an imported database and measures what a
// small server cares about: time to ready (/healthz 200), the first search and
// the first 500-row game list after that, resident memory after a warm-up over
// the bench routes, and resident memory and open files after 6,000 GETs whose
// query strings differ (in a known and an unknown parameter) from 16 clients,
// and resident memory once the response cache holds its bound.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
)

func main() {
	bin := flag.String("bin", "bin/almanac", "almanac binary")
	db := flag.String("db", "var/bench.db", "imported SQLite database")
	addr := flag.String("addr", "127.0.0.1:18090", "listen address")
	routes := flag.String("routes", "bench/routes.txt", "warm-up routes, one path per line")
	n := flag.Int("n", 6000, "distinct GETs after the warm-up")
	clients := flag.Int("clients", 16, "concurrent clients for the distinct GETs")
	cacheMB := flag.Int("cache-mb", 64, "RESPONSE_CACHE_MB of the server (the default)")
	flag.Parse()

	cmd := exec.Command(*bin, "serve")
	cmd.Env = append(os.Environ(), "DATABASE_URL="+*db, "LISTEN_ADDR="+*addr, "RATE_LIMITS=off", "LOG_LEVEL=warn", fmt.Sprintf("RESPONSE_CACHE_MB=%d", *cacheMB))
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	// Piped into a reader that stops early (head), a print must not kill
	// the probe before it stops the server it started.
	signal.Ignore(syscall.SIGPIPE)
	start := time.Now()
	if err := cmd.Start(); err != nil {
		fail(err)
	}
	server = cmd.Process
	defer server.Kill()
	base := "http://" + *addr
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: *clients}, Timeout: 30 * time.Second}
	get := func(path string) (time.Duration, error) {
		t := time.Now()
		res, err := client.Get(base + path)
		if err != nil {
			return 0, err
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != 200 {
			return 0, fmt.Errorf("%s: %d", path, res.StatusCode)
		}
		return time.Since(t), nil
	}
	for {
		if _, err := get("/healthz"); err == nil {
			break
		}
		if time.Since(start) > 60*time.Second {
			fail(fmt.Errorf("not ready within 60 s"))
		}
		time.Sleep(10 * time.Millisecond)
	}
	ready := time.Since(start)
	search, err := get("/api/search?q=jo")
	check(err)
	list, err := get("/api/games?sport__slug=baseball&page_size=500")
	check(err)
	fmt.Printf("ready (healthz 200) %8.0f ms  (target <= 3000)\n", ms(ready))
	fmt.Printf("first search       %8.0f ms  (target <= 300)\n", ms(search))
	fmt.Printf("first 500-row list %8.0f ms  (target <= 300)\n", ms(list))

	f, err := os.Open(*routes)
	check(err)
	var paths []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if p := strings.TrimSpace(sc.Text()); strings.HasPrefix(p, "/") { // GETs only
			paths = append(paths, p)
		}
	}
	for range 3 {
		for _, p := range paths {
			_, err := get(p)
			check(err)
		}
	}
	pid := cmd.Process.Pid
	fmt.Printf("after warm-up over %d routes: RSS %4d MB (target <= 350), open fds %d\n", len(paths), rssMB(pid), fds(pid))

	var next, failed atomic.Int64
	var wg sync.WaitGroup
	t := time.Now()
	for range *clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := next.Add(1); i <= int64(*n); i = next.Add(1) {
				if _, err := get(fmt.Sprintf("/api/players/?page_size=500&page=%d&utm_x=%d", i%50+1, i)); err != nil {
					failed.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	fmt.Printf("after %d GETs with distinct query strings from %d clients (%.1f s, %d failed): RSS %4d MB (target <= 450), open fds %d (target <= 200), memfd %d\n",
		*n, *clients, time.Since(t).Seconds(), failed.Load(), rssMB(pid), fds(pid), memfds(pid))

	// The response cache full: distinct known queries (500-row game pages,
	// each a new entry) until it holds its bound. Its answers are live heap
	// on top of the read model; the heap limit follows them (a second's tick).
	t = time.Now()
	pages := 0
	for page := 1; page <= 2000; page++ {
		_, err := get(fmt.Sprintf("/api/games?page_size=500&page=%d", page))
		if err != nil {
			break // past the last page
		}
		pages++
		if page%50 == 0 && scrape(client, base)["almanac_response_cache_bytes"] >= 0.97*float64(*cacheMB<<20) {
			break
		}
	}
	fill := time.Since(t)
	time.Sleep(2 * time.Second)
	m := scrape(client, base)
	fmt.Printf("after filling the response cache (%d distinct 500-row pages, %.1f s): cache %.0f MiB (bound %d), heap limit %.0f MiB, RSS %4d MB\n",
		pages, fill.Seconds(), m["almanac_response_cache_bytes"]/(1<<20), *cacheMB, m["go_gc_gomemlimit_bytes"]/(1<<20), rssMB(pid))
	// With the cache full, new answers replace old ones: how often the
	// collector runs then is the price of the room the limit leaves.
	m0 := m
	t = time.Now()
	k := 0
	for page := pages + 1; page <= pages+300; page++ {
		if _, err := get(fmt.Sprintf("/api/games?page_size=500&page=%d", page)); err == nil {
			k++
		}
	}
	m = scrape(client, base)
	fmt.Printf("then %d new 500-row pages: %.1f s, %.0f collections, cache %.0f MiB, RSS %4d MB\n", k, time.Since(t).Seconds(),
		m["go_gc_duration_seconds_count"]-m0["go_gc_duration_seconds_count"], m["almanac_response_cache_bytes"]/(1<<20), rssMB(pid))
}

// scrape reads /metrics (Prometheus' text format, through its parser):
// each family's first sample, by name (the series used here have no labels;
// a summary gives its count).
func scrape(client *http.Client, base string) map[string]float64 {
	res, err := client.Get(base + "/metrics")
	check(err)
	defer res.Body.Close()
	parser := expfmt.NewTextParser(model.UTF8Validation)
	families, err := parser.TextToMetricFamilies(res.Body)
	check(err)
	out := map[string]float64{}
	for name, f := range families {
		if len(f.GetMetric()) == 0 {
			continue
		}
		m := f.GetMetric()[0]
		switch {
		case m.GetGauge() != nil:
			out[name] = m.GetGauge().GetValue()
		case m.GetCounter() != nil:
			out[name] = m.GetCounter().GetValue()
		case m.GetSummary() != nil:
			out[name+"_count"] = float64(m.GetSummary().GetSampleCount())
		}
	}
	return out
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// rssMB is the process's resident set (VmRSS, which the kernel gives in
// KiB) in MB (10^6 bytes), as the targets are stated.
func rssMB(pid int) int {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	check(err)
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "VmRSS:") {
			var kb int
			fmt.Sscan(strings.TrimSpace(strings.TrimPrefix(l, "VmRSS:")), &kb)
			return kb * 1024 / 1e6
		}
	}
	return -1
}

func fds(pid int) int {
	e, err := os.ReadDir(fmt.Sprintf("/proc/%d/fd", pid))
	check(err)
	return len(e)
}

func memfds(pid int) int {
	dir := fmt.Sprintf("/proc/%d/fd", pid)
	e, err := os.ReadDir(dir)
	check(err)
	k := 0
	for _, x := range e {
		if l, err := os.Readlink(filepath.Join(dir, x.Name())); err == nil && strings.HasPrefix(l, "/memfd:") {
			k++
		}
	}
	return k
}

func check(err error) {
	if err != nil {
		fail(err)
	}
}

// server is the almanac process the probe started (stopped on failure too:
// os.Exit runs no deferred call).
var server *os.Process

func fail(err error) {
	fmt.Fprintln(os.Stderr, "memprobe:", err)
	if server != nil {
		server.Kill()
	}
	os.Exit(1)
}
