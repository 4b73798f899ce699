// Command loadgen measures latency at a fixed request rate (open loop): each
// request has a scheduled send time and its latency counts from that time,
// so a slow server cannot hide its queueing (no coordinated omission). wrk
// measures throughput at saturation; this measures what a visitor waits at
// a given load.
package main

import (
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"sort"
	"sync"
	"time"

	"github.com/almanac-sports/almanac/bench/routefile"
)

func main() {
	base := flag.String("base", "http://127.0.0.1:18082", "server base URL")
	routes := flag.String("routes", "bench/routes.txt", "file with one path per line")
	rate := flag.Int("rate", 2000, "requests per second")
	dur := flag.Duration("duration", 3*time.Second, "time per route")
	conns := flag.Int("conns", 64, "concurrent connections")
	flag.Parse()

	reqs, err := routefile.Load(*routes)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: *conns, MaxConnsPerHost: *conns, DisableCompression: true}, Timeout: 10 * time.Second}
	fmt.Printf("%-75s %8s %9s %9s %9s %7s\n", "route", "sent", "p50", "p99", "max", "errors")
	worst := time.Duration(0)
	for _, q := range reqs {
		r := run(client, *base, q, *rate, *dur, *conns)
		fmt.Printf("%-75s %8d %9s %9s %9s %7d\n", q.Label(), r.n, r.p50.Round(10*time.Microsecond), r.p99.Round(10*time.Microsecond), r.max.Round(10*time.Microsecond), r.errors)
		if r.p99 > worst {
			worst = r.p99
		}
	}
	fmt.Printf("worst p99 at %d req/s over %d connections: %s (target <= 20ms)\n", *rate, *conns, worst.Round(10*time.Microsecond))
}

type result struct {
	n, errors     int
	p50, p99, max time.Duration
}

func run(c *http.Client, base string, q routefile.Request, rate int, dur time.Duration, conns int) result {
	// Steady state: the first requests after start build lazy per-entity
	// figures; measure after them.
	for i := 0; i < 20; i++ {
		if resp, err := q.Do(c, base); err == nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
	}
	n := int(float64(rate) * dur.Seconds())
	interval := time.Second / time.Duration(rate)
	start := time.Now().Add(50 * time.Millisecond)
	jobs := make(chan time.Time, n)
	for i := 0; i < n; i++ {
		jobs <- start.Add(time.Duration(i) * interval)
	}
	close(jobs)
	var mu sync.Mutex
	lat := make([]time.Duration, 0, n)
	errs := 0
	var wg sync.WaitGroup
	for w := 0; w < conns; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for at := range jobs {
				if d := time.Until(at); d > 0 {
					time.Sleep(d)
				}
				resp, err := q.Do(c, base)
				ok := err == nil && resp.StatusCode == 200
				if err == nil {
					io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
				}
				l := time.Since(at)
				mu.Lock()
				lat = append(lat, l)
				if !ok {
					errs++
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	pct := func(p float64) time.Duration { return lat[int(p*float64(len(lat)-1))] }
	return result{n: n, errors: errs, p50: pct(0.50), p99: pct(0.99), max: lat[len(lat)-1]}
}
