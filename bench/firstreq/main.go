// Command firstreq measures what "ready means warm" promises: it starts a
// fresh almanac process on a copy of an imported SQLite database, polls
// /readyz until it answers 200, then sends each bench route once, in the
// file's order, one at a time, and prints each first request's time. A route
// whose first answer takes longer than the target, or is not a 200, fails
// the run (exit 1).
package main

import (
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/bench/routefile"
)

func main() {
	bin := flag.String("bin", "bin/almanac", "almanac binary")
	db := flag.String("db", "var/bench.db", "imported SQLite database (copied: the server writes to its database)")
	addr := flag.String("addr", "127.0.0.1:18091", "listen address")
	routes := flag.String("routes", "bench/routes.txt", "routes file")
	target := flag.Duration("target", 300*time.Millisecond, "the most a first request may take")
	reverse := flag.Bool("reverse", false, "send the routes in reverse order (a route warmed by an earlier one shows up)")
	env := flag.String("env", "", "extra settings for the server, comma-separated NAME=value pairs")
	flag.Parse()

	reqs, err := routefile.Load(*routes)
	check(err)
	if *reverse {
		slices.Reverse(reqs)
	}
	dir, err := os.MkdirTemp("", "firstreq-")
	check(err)
	tmp = dir
	defer os.RemoveAll(dir)
	copyDB := filepath.Join(dir, "db.db")
	for _, suffix := range []string{"", "-wal"} {
		if _, err := os.Stat(*db + suffix); err == nil {
			check(copyFile(*db+suffix, copyDB+suffix))
		}
	}

	cmd := exec.Command(*bin, "serve")
	cmd.Env = append(os.Environ(), "DATABASE_URL="+copyDB, "LISTEN_ADDR="+*addr, "RATE_LIMITS=off", "LOG_LEVEL=warn")
	if *env != "" {
		cmd.Env = append(cmd.Env, strings.Split(*env, ",")...)
	}
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	start := time.Now()
	check(cmd.Start())
	server = cmd.Process
	defer func() { server.Kill(); server.Wait() }()

	base := "http://" + *addr
	client := &http.Client{Timeout: 60 * time.Second}
	for {
		if res, err := client.Get(base + "/readyz"); err == nil {
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				break
			}
		}
		if time.Since(start) > 5*time.Minute {
			fail(fmt.Errorf("not ready within 5 minutes"))
		}
		time.Sleep(20 * time.Millisecond)
	}
	fmt.Printf("ready (/readyz 200) after %.1f s: %s\n", time.Since(start).Seconds(), memory(client, base, server.Pid))
	fmt.Printf("%-100s %8s %6s\n", "route (first request after ready)", "ms", "status")
	var over, bad int
	var worst time.Duration
	for _, q := range reqs {
		t := time.Now()
		res, err := q.Do(client, base)
		status := "error"
		if err == nil {
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
			status = fmt.Sprint(res.StatusCode)
		}
		d := time.Since(t)
		mark := ""
		if d > *target {
			over++
			mark = "  over"
		}
		if err != nil || res.StatusCode != http.StatusOK {
			bad++
		}
		worst = max(worst, d)
		fmt.Printf("%-100s %8.0f %6s%s\n", q.Label(), float64(d.Microseconds())/1000, status, mark)
	}
	fmt.Printf("first requests over %v: %d of %d, not 200: %d, slowest %.0f ms\n", *target, over, len(reqs), bad, float64(worst.Microseconds())/1000)
	fmt.Printf("after the routes: %s\n", memory(client, base, server.Pid))
	if over > 0 || bad > 0 {
		fail(fmt.Errorf("%d first requests over %v, %d not 200", over, *target, bad))
	}
}

// memory is the server's resident set and Go heap (from /metrics: the heap
// in use and the collector's next goal, which the soft limit caps).
func memory(client *http.Client, base string, pid int) string {
	var heap, goal, limit float64
	if res, err := client.Get(base + "/metrics"); err == nil {
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		for _, l := range strings.Split(string(b), "\n") {
			name, v, _ := strings.Cut(l, " ")
			f, _ := strconv.ParseFloat(v, 64)
			switch name {
			case "go_memstats_heap_alloc_bytes":
				heap = f
			case "go_memstats_next_gc_bytes":
				goal = f
			case "go_gc_gomemlimit_bytes":
				limit = f
			}
		}
	}
	rss := -1
	if b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid)); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(l, "VmRSS:"); ok {
				fmt.Sscan(strings.TrimSpace(v), &rss)
				rss = rss * 1024 / 1e6
			}
		}
	}
	return fmt.Sprintf("RSS %d MB, heap %.0f MiB, next collection at %.0f MiB, soft limit %.0f MiB", rss, heap/(1<<20), goal/(1<<20), limit/(1<<20))
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

func check(err error) {
	if err != nil {
		fail(err)
	}
}

// The almanac process this command started and the folder of its database
// copy: stopped and removed on failure too (os.Exit runs no deferred call).
var (
	server *os.Process
	tmp    string
)

func fail(err error) {
	fmt.Fprintln(os.Stderr, "firstreq:", err)
	if server != nil {
		server.Kill()
		server.Wait()
	}
	if tmp != "" {
		os.RemoveAll(tmp)
	}
	os.Exit(1)
}
