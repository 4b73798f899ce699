package main

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"
)

// loadPaths are the GET paths of the routes file, without the search class
// (its tight limit is figure 1's), and a few web app pages.
func loadPaths(file string) ([]string, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	paths := []string{"/", "/teams", "/scores", "/players/babe-ruth"}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		p := strings.TrimSpace(sc.Text())
		if !strings.HasPrefix(p, "/") || strings.Contains(p, "/search") || strings.Contains(p, "autocomplete") {
			continue
		}
		paths = append(paths, p)
	}
	return paths, sc.Err()
}

type loadStats struct {
	mu        sync.Mutex
	n, failed int
	retried   int
	status    map[int]int
	errs      map[string]int
	upstreams map[string]int
	lat       []time.Duration
	done      []time.Time // when each answer ended
	codes     []int       // and its status (0: no answer)
}

// between counts the answers that ended in [from, to).
func (s *loadStats) between(from, to time.Time) int {
	n := 0
	for _, t := range s.done {
		if !t.Before(from) && t.Before(to) {
			n++
		}
	}
	return n
}

// load sends GETs of paths to base (the proxy, or one instance) on conns
// connections from src until stop closes.
func load(o options, base string, paths []string, src string, stop <-chan struct{}) *loadStats {
	s := &loadStats{status: map[int]int{}, errs: map[string]int{}, upstreams: map[string]int{}}
	// A client waits as long as the proxy does (proxy_read_timeout).
	c := clientFrom(src, o.conns, 60*time.Second)
	// Bounded: each connection sends at most rate/conns requests a second
	// (a slow answer delays its connection's next request, no catching up).
	interval := time.Duration(float64(time.Second) * float64(o.conns) / float64(o.rate))
	var wg sync.WaitGroup
	for w := range o.conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(w), 7))
			next := time.Now().Add(time.Duration(r.Int64N(int64(interval))))
			for {
				if wait := time.Until(next); wait > 0 {
					select {
					case <-stop:
						return
					case <-time.After(wait):
					}
				}
				select {
				case <-stop:
					return
				default:
				}
				start := time.Now()
				next = start.Add(interval)
				res, err := c.Get(base + paths[r.IntN(len(paths))])
				var up string
				if err == nil {
					_, err = io.Copy(io.Discard, res.Body)
					res.Body.Close()
					up = res.Header.Get("X-Upstream")
				}
				took := time.Since(start)
				s.mu.Lock()
				s.n++
				s.lat = append(s.lat, took)
				s.done = append(s.done, start.Add(took))
				if err == nil {
					s.codes = append(s.codes, res.StatusCode)
				} else {
					s.codes = append(s.codes, 0)
				}
				switch {
				case err != nil:
					s.failed++
					s.errs[err.Error()]++
				default:
					s.status[res.StatusCode]++
					if res.StatusCode >= 400 {
						s.failed++
					}
					if strings.Contains(up, ",") {
						s.retried++
					}
					if f := strings.Fields(strings.ReplaceAll(up, ",", " ")); len(f) > 0 {
						s.upstreams[f[len(f)-1]]++
					}
				}
				s.mu.Unlock()
			}
		}()
	}
	<-stop
	wg.Wait()
	return s
}

func (s *loadStats) report(elapsed time.Duration) {
	slices.Sort(s.lat)
	pct := func(p float64) time.Duration {
		if len(s.lat) == 0 {
			return 0
		}
		return s.lat[min(len(s.lat)-1, int(float64(len(s.lat))*p))].Round(100 * time.Microsecond)
	}
	fmt.Printf("  %d requests in %s (%.0f/s), p50 %s, p99 %s, max %s; statuses %v; answered by %v; %d retried by the proxy on the other instance\n",
		s.n, elapsed.Round(100*time.Millisecond), float64(s.n)/elapsed.Seconds(), pct(0.5), pct(0.99), pct(1), s.status, s.upstreams, s.retried)
	var errs []string
	for e, n := range s.errs {
		errs = append(errs, fmt.Sprintf("%dx %s", n, e))
	}
	sort.Strings(errs)
	for _, e := range errs[:min(len(errs), 5)] {
		fmt.Println("    error:", e)
	}
}

// event is one step of a load phase's script.
type event struct {
	after time.Duration // since the previous step ended
	what  string
	do    func() (string, error)
}

// phase runs the load through the proxy for at least o.duration while the
// events happen one after another, and reports the failed requests.
func phase(o options, name, src string, paths []string, events []event) bool {
	_, ok := phaseAt(o, o.proxy, "through the proxy", name, src, paths, events, func(s *loadStats) int { return s.failed })
	return ok
}

// phaseAt is phase against base (named where), with failed counting the
// requests that failed by the phase's rule; it returns the load's figures
// too.
func phaseAt(o options, base, where, name, src string, paths []string, events []event, failed func(*loadStats) int) (*loadStats, bool) {
	fmt.Printf("  -- %s: %d connections %s from %s, at most %d requests/s, at least %s\n", name, o.conns, where, src, o.rate, o.duration)
	stop := make(chan struct{})
	start := time.Now()
	var stats *loadStats
	done := make(chan struct{})
	go func() { stats = load(o, base, paths, src, stop); close(done) }()
	ok := true
	for _, e := range events {
		time.Sleep(e.after)
		at := time.Since(start)
		msg, err := e.do()
		if err != nil {
			fmt.Printf("    %6.1fs %s: %v\n", at.Seconds(), e.what, err)
			ok = false
			break
		}
		fmt.Printf("    %6.1fs %s%s\n", at.Seconds(), e.what, msg)
	}
	if rest := o.duration - time.Since(start); rest > 0 {
		time.Sleep(rest)
	}
	time.Sleep(2 * time.Second) // some load after the last event
	close(stop)
	<-done
	stats.report(time.Since(start))
	mark := "ok  "
	n := failed(stats)
	if n > 0 || !ok {
		mark = "FAIL"
	}
	fmt.Printf("  %s %s: %d failed requests of %d (target 0)\n", mark, name, n, stats.n)
	return stats, mark == "ok  "
}

// warmUp has each instance answer every path once before a figure's clock
// starts: a fresh instance's first answers are slower (they build what the
// read model keeps), and the figures measure faults, not a cold start.
func warmUp(insts []*instance, paths []string) {
	warm := clientFrom("127.0.0.5", 1, time.Minute)
	for _, in := range insts {
		for _, p := range paths {
			if res, err := warm.Get("http://" + in.addr + p); err == nil {
				io.Copy(io.Discard, res.Body)
				res.Body.Close()
			}
		}
	}
}

// timeline prints the answers of each second from from to to (what names
// that span): where a fault's dip sits and how long it lasts.
func (s *loadStats) timeline(what string, from, to time.Time) {
	var b strings.Builder
	for t := from; t.Before(to); t = t.Add(time.Second) {
		fmt.Fprintf(&b, " %d", s.between(t, t.Add(time.Second)))
	}
	fmt.Printf("       answers per second, %s:%s\n", what, b.String())
}

// loadPhases is figure 2.
func loadPhases(o options, insts []*instance) bool {
	paths, err := loadPaths(o.routes)
	if err != nil {
		fmt.Println(err)
		return false
	}
	warmUp(insts, paths)
	a, b := insts[0], insts[1]
	restart := func(in *instance) func() (string, error) {
		return func() (string, error) {
			took, err := in.restart()
			return fmt.Sprintf(": ready after %s", took.Round(time.Millisecond)), err
		}
	}
	kill := func(in *instance) func() (string, error) {
		return func() (string, error) { in.kill(); return "", nil }
	}
	term := func(in *instance) func() (string, error) {
		return func() (string, error) {
			took := in.term()
			return fmt.Sprintf(": exited %s after SIGTERM", took.Round(time.Millisecond)), nil
		}
	}
	pass := phase(o, "crash and restarts", "127.0.0.5", paths, []event{
		{4 * time.Second, "SIGKILL " + a.name, kill(a)},
		{3 * time.Second, "start " + a.name, restart(a)},
		{2 * time.Second, "restart " + b.name + " (SIGKILL, start)", func() (string, error) { b.kill(); return restart(b)() }},
	})
	pass = phase(o, "graceful restart of each in turn", "127.0.0.6", paths, []event{
		{3 * time.Second, "SIGTERM " + a.name, term(a)},
		{0, "start " + a.name, restart(a)},
		{2 * time.Second, "SIGTERM " + b.name, term(b)},
		{0, "start " + b.name, restart(b)},
	}) && pass
	return pass
}
