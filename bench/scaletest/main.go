// Command scaletest measures Almanac scaled out: two instances of the
// binary on one PostgreSQL database and one Redis, behind nginx (started by
// deploy/scale-test.sh, which also imports the dataset once). It starts,
// kills and restarts the instances itself and prints each figure:
//
//  1. one client's search limit is shared by both instances, and a second
//     client behind the same proxy keeps its own (clients are told apart by
//     their loopback source address: 127.0.0.2, 127.0.0.3, …; nginx passes
//     it in X-Forwarded-For and the instances trust only nginx);
//  2. a bounded load through the proxy while one instance is killed and
//     restarted and the other is restarted, then while each is restarted
//     gracefully (SIGTERM) in turn: failed requests after the proxy's retry;
//  3. Redis (a private one this test starts, -redis-server) killed under
//     load and started again: failed requests, throughput while it is down
//     against the seconds before (target >= 50%), and live scores written on
//     one instance meanwhile in every instance's live list afterwards;
//  4. PostgreSQL (a private one, -pg-stop and -pg-start) stopped for 10 s
//     under load: answers other than successes and 503s, and how long after
//     its start the last 503 came (target <= 5 s);
//  5. one instance restarted in place (SIGUSR2: its successor takes the
//     listening socket) under load sent to it directly: refused or failed
//     requests;
//  6. a fuzz of every GET route's parameters from the OpenAPI document with
//     hostile values up to 8 KB: 5xx answers.
//
// It exits 1 when a figure misses its target.
package main

import (
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"
)

type options struct {
	bin, db, redis, proxy, logDir, routes string
	redisServer, pgStop, pgStart, figures string
	addrs                                 []string
	duration                              time.Duration
	conns, rate, fuzzN                    int
}

// The instances' rate limits: search is tight (for figure 1), the other
// classes out of the way of the load and the fuzz.
const (
	searchBurst = 10
	rateLimits  = "search=5/1m:10,data=1000000/1s:1000000,analytics=1000000/1s:1000000,export=1000000/1s:1000000"
)

func main() {
	var o options
	var addrs string
	flag.StringVar(&o.bin, "bin", "bin/almanac", "almanac binary")
	flag.StringVar(&o.db, "db", "", "DATABASE_URL of the (imported) PostgreSQL database")
	flag.StringVar(&o.redis, "redis", "redis://127.0.0.1:18479/0", "REDIS_URL")
	flag.StringVar(&o.proxy, "proxy", "http://127.0.0.1:18480", "the proxy's base URL")
	flag.StringVar(&addrs, "instances", "127.0.0.1:18481,127.0.0.1:18482", "the instances' LISTEN_ADDRs (the proxy's upstreams)")
	flag.StringVar(&o.logDir, "logs", os.TempDir(), "folder for the instances' logs")
	flag.StringVar(&o.routes, "routes", "bench/routes.txt", "GET paths for the load")
	flag.DurationVar(&o.duration, "duration", 20*time.Second, "minimum length of each load phase")
	flag.IntVar(&o.conns, "conns", 32, "connections of the load")
	flag.IntVar(&o.rate, "rate", 400, "the load's bound, requests per second over all connections")
	flag.IntVar(&o.fuzzN, "fuzz", 10000, "fuzz requests")
	flag.StringVar(&o.redisServer, "redis-server", "", "command line of a Redis of this test's own, serving -redis: started here, killed and started again by figure 3 (empty: -redis is someone else's and figure 3 is skipped)")
	flag.StringVar(&o.pgStop, "pg-stop", "", "shell command stopping the PostgreSQL of -db, which must be this test's own (figure 4; empty: skipped)")
	flag.StringVar(&o.pgStart, "pg-start", "", "shell command starting it again")
	flag.StringVar(&o.figures, "figures", "1,2,3,4,5,6", "the figures to measure, comma-separated")
	flag.Parse()
	o.addrs = strings.Split(addrs, ",")
	if o.db == "" || len(o.addrs) != 2 {
		fmt.Fprintln(os.Stderr, "scaletest: -db and two -instances are required")
		os.Exit(2)
	}
	ok := run(o)
	if !ok {
		fmt.Println("\nSCALE TEST FAILED")
		os.Exit(1)
	}
	fmt.Println("\nscale test passed")
}

func run(o options) bool {
	var redis *service
	if o.redisServer != "" {
		redis = &service{name: "redis", argv: []string{"sh", "-c", "exec " + o.redisServer}, log: filepath.Join(o.logDir, "redis.log")}
		if err := redis.start(); err != nil {
			fmt.Println(err)
			return false
		}
		defer redis.kill()
		time.Sleep(300 * time.Millisecond)
	}
	insts := make([]*instance, len(o.addrs))
	for i, a := range o.addrs {
		insts[i] = &instance{name: fmt.Sprintf("almanac-%d", i+1), addr: a, o: o}
	}
	defer func() {
		for _, in := range insts {
			in.kill()
		}
	}()
	for _, in := range insts {
		if err := in.start(); err != nil {
			fmt.Println(err)
			return false
		}
	}
	for _, in := range insts {
		took, err := in.waitReady(3 * time.Minute)
		if err != nil {
			fmt.Println(err)
			return false
		}
		fmt.Printf("%s ready (/readyz 200) %s after start\n", in.name, took.Round(time.Millisecond))
	}
	pass := true
	want := func(n string) bool { return slices.Contains(strings.Split(o.figures, ","), n) }
	if want("1") {
		fmt.Println("\n== 1. rate limits shared through Redis, per client behind the proxy")
		pass = sharedLimits(o) && pass
	}
	if want("2") {
		fmt.Println("\n== 2. load through the proxy while instances die and restart")
		pass = loadPhases(o, insts) && pass
	}
	paths, err := loadPaths(o.routes)
	if err != nil {
		fmt.Println(err)
		return false
	}
	switch {
	case !want("3"):
	case redis != nil:
		fmt.Println("\n== 3. Redis killed under load and started again")
		pass = redisOutage(o, insts, redis, paths) && pass
	default:
		fmt.Println("\n== 3. skipped: the Redis is not this test's own (-redis-server)")
	}
	switch {
	case !want("4"):
	case o.pgStop != "" && o.pgStart != "":
		fmt.Println("\n== 4. PostgreSQL stopped for 10 s under load")
		pass = databaseOutage(o, insts, paths) && pass
	default:
		fmt.Println("\n== 4. skipped: no -pg-stop and -pg-start for a PostgreSQL of this test's own")
	}
	if want("5") {
		fmt.Println("\n== 5. one instance restarted in place under load")
		pass = restartInPlace(o, insts[0], paths) && pass
	}
	if want("6") {
		fmt.Println("\n== 6. fuzz of every GET route's parameters")
		pass = fuzz(o) && pass
	}
	return pass
}

// clientFrom is an HTTP client whose connections come from the loopback
// address src (the proxy tells clients apart by it).
func clientFrom(src string, conns int, timeout time.Duration) *http.Client {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(src)}, Timeout: 5 * time.Second}
	return &http.Client{
		Timeout: timeout,
		Transport: &http.Transport{
			DialContext:         d.DialContext,
			MaxIdleConnsPerHost: conns,
			MaxConnsPerHost:     conns,
			DisableCompression:  true,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}

// instance is one `almanac serve` process.
type instance struct {
	name, addr string
	o          options
	cmd        *exec.Cmd
	done       chan struct{}
	started    time.Time
	pid        int // an adopted process (see adopt), 0: cmd
}

func (in *instance) start() error {
	log, err := os.OpenFile(filepath.Join(in.o.logDir, in.name+".log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	cmd := exec.Command(in.o.bin, "serve")
	cmd.Env = append(os.Environ(),
		"DATABASE_URL="+in.o.db,
		"REDIS_URL="+in.o.redis,
		"LISTEN_ADDR="+in.addr,
		"TRUSTED_PROXIES=127.0.0.1",
		"RATE_LIMITS="+rateLimits,
		"SHUTDOWN_TIMEOUT=15s",
		// Accounts on, one signing secret for both: figure 3's writes are
		// an operator's.
		"FEATURE_AUTH=true",
		"AUTH_SECRET=scale-test signing secret, the same on every instance",
		"LOG_LEVEL=info",
		// The season-odds backtests (a core for a minute or more after
		// each start) only when asked: in the background they land in
		// whichever window of a figure they overlap, and its throughput
		// ratios measure them rather than the fault.
		"ODDS_BACKTEST=on-request",
	)
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		log.Close()
		return fmt.Errorf("start %s: %w", in.name, err)
	}
	in.cmd, in.done, in.started = cmd, make(chan struct{}), time.Now()
	go func() { cmd.Wait(); log.Close(); close(in.done) }()
	return nil
}

// waitReady polls the instance's /readyz until it answers 200.
func (in *instance) waitReady(limit time.Duration) (time.Duration, error) {
	c := &http.Client{Timeout: 2 * time.Second}
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) {
		select {
		case <-in.done:
			return 0, fmt.Errorf("%s exited before it was ready (see %s)", in.name, filepath.Join(in.o.logDir, in.name+".log"))
		default:
		}
		if res, err := c.Get("http://" + in.addr + "/readyz"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return time.Since(in.started), nil
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	return 0, fmt.Errorf("%s not ready after %s", in.name, limit)
}

// adopt makes the process pid (a successor the instance started itself,
// not a child of this test) the instance's.
func (in *instance) adopt(pid int) { in.cmd, in.pid = nil, pid }

// kill ends the process at once (SIGKILL), as a crash would.
func (in *instance) kill() {
	if in.pid != 0 {
		syscall.Kill(in.pid, syscall.SIGKILL)
		for i := 0; i < 200 && syscall.Kill(in.pid, 0) == nil; i++ {
			time.Sleep(50 * time.Millisecond)
		}
		in.pid = 0
		return
	}
	if in.cmd == nil || in.cmd.Process == nil {
		return
	}
	in.cmd.Process.Signal(syscall.SIGKILL)
	<-in.done
	in.cmd = nil
}

// term stops the process gracefully (SIGTERM) and returns how long it took.
func (in *instance) term() time.Duration {
	if in.cmd == nil {
		return 0
	}
	start := time.Now()
	in.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-in.done:
	case <-time.After(30 * time.Second):
		in.cmd.Process.Signal(syscall.SIGKILL)
		<-in.done
	}
	in.cmd = nil
	return time.Since(start)
}

// restart starts the instance again and waits until it is ready.
func (in *instance) restart() (time.Duration, error) {
	if err := in.start(); err != nil {
		return 0, err
	}
	return in.waitReady(3 * time.Minute)
}
