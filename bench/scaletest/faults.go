package main

// Faults under load: the Redis this test started is killed and started
// again (figure 3), its PostgreSQL is stopped for 10 s (figure 4), and one
// instance restarts in place on its own listener (figure 5).

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"time"
)

// service is a process this test owns and may kill: the private Redis.
type service struct {
	name string
	argv []string
	log  string
	cmd  *exec.Cmd
	done chan struct{}
}

func (s *service) start() error {
	log, err := os.OpenFile(s.log, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	cmd := exec.Command(s.argv[0], s.argv[1:]...)
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		log.Close()
		return fmt.Errorf("start %s: %w", s.name, err)
	}
	s.cmd, s.done = cmd, make(chan struct{})
	go func() { cmd.Wait(); log.Close(); close(s.done) }()
	return nil
}

// kill ends it at once (SIGKILL), as a crash would.
func (s *service) kill() {
	if s.cmd == nil {
		return
	}
	s.cmd.Process.Signal(syscall.SIGKILL)
	<-s.done
	s.cmd = nil
}

// shell runs a command line of the operator's (sh -c), e.g. pg_ctl stop.
func shell(line string) error {
	out, err := exec.Command("sh", "-c", line).CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s: %w: %s", line, err, strings.TrimSpace(string(out)))
	}
	return nil
}

// The scale test's operator account.
const operatorEmail, operatorPassword = "scale-operator@example.test", "Scale test: live scores from the feed 7Qx"

// operatorToken creates the test's operator account (once per database)
// and signs it in: the bearer token of the live-score writes.
func operatorToken(o options, base string) (string, error) {
	const email, password = operatorEmail, operatorPassword
	cmd := exec.Command(o.bin, "user", "create", "--email", email, "--password", password, "--role", "operator")
	cmd.Env = append(os.Environ(), "DATABASE_URL="+o.db)
	out, err := cmd.CombinedOutput()
	if err != nil && !strings.Contains(strings.ToLower(string(out)), "exist") {
		return "", fmt.Errorf("user create: %w: %s", err, strings.TrimSpace(string(out)))
	}
	var session struct {
		Access string `json:"access"`
	}
	code, err := postJSON(base+"/auth/login/", "", map[string]string{"email": email, "password": password}, &session)
	if err != nil || code != http.StatusOK {
		return "", fmt.Errorf("sign-in answered %d: %v", code, err)
	}
	return session.Access, nil
}

func postJSON(url, token string, body, out any) (int, error) {
	b, _ := json.Marshal(body)
	req, _ := http.NewRequest(http.MethodPost, url, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := (&http.Client{Timeout: 30 * time.Second}).Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	if out != nil && res.StatusCode < 300 {
		if err := json.Unmarshal(raw, out); err != nil {
			return res.StatusCode, err
		}
	}
	if res.StatusCode >= 300 {
		return res.StatusCode, fmt.Errorf("%s", bytes.TrimSpace(raw))
	}
	return res.StatusCode, nil
}

// liveIDs are the external ids an instance's live list shows.
func liveIDs(addr string) (map[string]bool, error) {
	res, err := (&http.Client{Timeout: 10 * time.Second}).Get("http://" + addr + "/api/games/live?page_size=500")
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	var page struct {
		Results []struct {
			ExternalID *string `json:"external_id"`
		} `json:"results"`
	}
	if err := json.NewDecoder(res.Body).Decode(&page); err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for _, g := range page.Results {
		if g.ExternalID != nil {
			out[*g.ExternalID] = true
		}
	}
	return out, nil
}

// redisOutage is figure 3: Redis killed under load and started again. No
// request fails, the games written on one instance meanwhile are in every
// instance's live list once it is back, and throughput while it is down
// stays at least half of normal: of the same load and the same writes with
// Redis running (a control run first), since each write empties the
// instances' answer caches whether Redis runs or not.
func redisOutage(o options, insts []*instance, redis *service, paths []string) bool {
	warmUp(insts, paths)
	a := insts[0]
	token, err := operatorToken(o, "http://"+a.addr)
	if err != nil {
		fmt.Println("  FAIL", err)
		return false
	}
	control, ok := redisPhase(o, insts, a, token, nil, paths)
	if !ok {
		return false
	}
	warmUp(insts, paths) // what the control's writes dropped, built again
	down, ok := redisPhase(o, insts, a, token, redis, paths)
	if !ok {
		return false
	}
	share := down / max(control, 1)
	mark := "ok  "
	if share < 0.5 {
		mark, ok = "FAIL", false
	}
	fmt.Printf("  %s throughput while Redis was down: %.0f requests/s, %.0f%% of the same seconds with Redis running (%.0f/s; target >= 50%%)\n", mark, down, 100*share, control)
	return ok
}

// redisPhase writes three live games on instance a under load, 1 s into
// a 9 s span, and waits until every instance lists them. With redis it
// kills Redis as the span starts and starts it again as it ends; without,
// it leaves Redis running (the control). It answers the requests/s of the
// span.
func redisPhase(o options, insts []*instance, a *instance, token string, redis *service, paths []string) (float64, bool) {
	run := time.Now().Format("150405")
	name, from, to, during := "the same writes with Redis running", "Redis left running", "the span's end", "with Redis running"
	if redis != nil {
		name, from, to, during = "Redis killed and started again", "SIGKILL Redis", "start Redis", "while Redis is down"
	}
	pairs := [][2]string{{"boston-celtics", "los-angeles-lakers"}, {"new-york-knicks", "miami-heat"}, {"chicago-bulls", "detroit-pistons"}}
	var ids, took []string
	var spanStart, spanEnd time.Time
	write := func() (string, error) {
		for i, p := range pairs {
			id := fmt.Sprintf("scale-%s-%d", run, i)
			body := map[string]any{"external_id": id, "sport__slug": "basketball", "level__slug": "professional", "home_team": p[0], "away_team": p[1],
				"game_date": time.Now().Format("2006-01-02"), "status": "live", "period": 1, "time_remaining": "10:00", "home_score": 2 * i, "away_score": i}
			start := time.Now()
			if code, err := postJSON("http://"+a.addr+"/api/v1/ingest/games/", token, body, nil); err != nil {
				return "", fmt.Errorf("write %s answered %d: %v", id, code, err)
			}
			took = append(took, time.Since(start).Round(time.Millisecond).String())
			ids = append(ids, id)
		}
		return fmt.Sprintf(": %d live games written on %s, in %s", len(ids), a.name, strings.Join(took, ", ")), nil
	}
	seen := func() (string, error) {
		start := time.Now()
		for {
			missing := []string{}
			for _, in := range insts {
				got, err := liveIDs(in.addr)
				for _, id := range ids {
					if err != nil || !got[id] {
						missing = append(missing, in.name+":"+id)
					}
				}
			}
			if len(missing) == 0 {
				return fmt.Sprintf(": every write in every instance's live list %s after %s", time.Since(spanEnd).Round(10*time.Millisecond), to), nil
			}
			if time.Since(start) > 30*time.Second {
				return "", fmt.Errorf("missing after 30 s: %v", missing)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	stats, ok := phaseAt(o, o.proxy, "through the proxy", name, "127.0.0.7", paths, []event{
		{6 * time.Second, from, func() (string, error) {
			if redis != nil {
				redis.kill()
			}
			spanStart = time.Now()
			return "", nil
		}},
		{time.Second, "live-score writes " + during, write},
		{9 * time.Second, to, func() (string, error) {
			spanEnd = time.Now()
			if redis != nil {
				return "", redis.start()
			}
			return "", nil
		}},
		{0, "the writes on every instance", seen},
	}, func(s *loadStats) int { return s.failed })
	if spanStart.IsZero() || spanEnd.IsZero() {
		return 0, false
	}
	stats.timeline("from 5 s before the span to 2 s after it", spanStart.Add(-5*time.Second), spanEnd.Add(2*time.Second))
	return float64(stats.between(spanStart, spanEnd)) / spanEnd.Sub(spanStart).Seconds(), ok
}

// databaseOutage is figure 4: PostgreSQL stopped for 10 s under load.
// Every answer is a success or a 503 (never a 500 or a dropped
// connection), and once it is started again every instance is ready and
// the last 503 has been answered within 5 s.
func databaseOutage(o options, insts []*instance, paths []string) bool {
	var started time.Time
	recovered := func() (string, error) {
		for {
			ready := 0
			for _, in := range insts {
				if res, err := (&http.Client{Timeout: time.Second}).Get("http://" + in.addr + "/readyz"); err == nil {
					res.Body.Close()
					if res.StatusCode == http.StatusOK {
						ready++
					}
				}
			}
			if ready == len(insts) {
				return fmt.Sprintf(": every instance ready %s after the start", time.Since(started).Round(10*time.Millisecond)), nil
			}
			if time.Since(started) > 30*time.Second {
				return "", fmt.Errorf("instances not ready 30 s after the start")
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	// A failure here is an answer that is neither a success nor a 503.
	notUnavailable := func(s *loadStats) int {
		n := 0
		for _, c := range s.codes {
			if c == 0 || (c >= 400 && c != http.StatusServiceUnavailable) {
				n++
			}
		}
		return n
	}
	// The load's paths are answered from memory once warm: beside them a
	// probe asks questions no instance has answered yet (each a new finder
	// query), which only the database can answer.
	probeStop := make(chan struct{})
	probeDone := make(chan *dbProbe)
	go func() { probeDone <- probeDatabase(o, probeStop) }()
	stats, ok := phaseAt(o, o.proxy, "through the proxy", "PostgreSQL stopped for 10 s", "127.0.0.8", paths, []event{
		{4 * time.Second, "stop PostgreSQL", func() (string, error) { return "", shell(o.pgStop) }},
		{10 * time.Second, "start PostgreSQL", func() (string, error) { err := shell(o.pgStart); started = time.Now(); return "", err }},
		{0, "every instance ready again", recovered},
	}, notUnavailable)
	close(probeStop)
	probe := <-probeDone
	if started.IsZero() {
		return false
	}
	var unavailable int
	var last time.Time
	for i, c := range stats.codes {
		if c == http.StatusServiceUnavailable {
			unavailable++
			if stats.done[i].After(last) {
				last = stats.done[i]
			}
		}
	}
	for i, c := range probe.codes {
		if c == http.StatusServiceUnavailable && probe.done[i].After(last) {
			last = probe.done[i]
		}
	}
	after := last.Sub(started)
	mark := "ok  "
	if after > 5*time.Second {
		mark, ok = "FAIL", false
	}
	fmt.Printf("  %s %d answers of the load were 503; the last 503 %s after PostgreSQL started again (target <= 5 s)\n", mark, unavailable, max(after, 0).Round(10*time.Millisecond))
	// The probe's answers: successes before and after, 503s (never
	// another error) while the database was stopped.
	count := map[int]int{}
	for _, c := range probe.codes {
		count[c]++
	}
	mark = "ok  "
	if count[http.StatusServiceUnavailable] == 0 || len(probe.codes) != count[http.StatusOK]+count[http.StatusServiceUnavailable] {
		mark, ok = "FAIL", false
	}
	fmt.Printf("  %s questions only the database can answer: %d asked, statuses %v (target: 200 or 503 only, some 503)\n", mark, len(probe.codes), count)
	return ok
}

var successorPID = regexp.MustCompile(`successor is ready; draining.*?pid"?[=:](\d+)`)

// restartInPlace is figure 5: one instance restarts on its own listener
// (SIGUSR2: it starts its successor, hands it the socket and drains) under
// load sent to it directly, not through the proxy: no request is refused
// or fails.
func restartInPlace(o options, in *instance, paths []string) bool {
	restart := func() (string, error) {
		t := time.Now()
		if err := in.cmd.Process.Signal(syscall.SIGUSR2); err != nil {
			return "", err
		}
		select {
		case <-in.done:
		case <-time.After(5 * time.Minute):
			return "", fmt.Errorf("%s still running 5 minutes after SIGUSR2", in.name)
		}
		b, err := os.ReadFile(filepath.Join(in.o.logDir, in.name+".log"))
		if err != nil {
			return "", err
		}
		m := successorPID.FindAllSubmatch(b, -1)
		if len(m) == 0 {
			return "", fmt.Errorf("%s exited without handing over (see its log)", in.name)
		}
		var pid int
		fmt.Sscan(string(m[len(m)-1][1]), &pid)
		in.adopt(pid)
		return fmt.Sprintf(": the old process exited %s after the signal; the successor (pid %d) serves", time.Since(t).Round(10*time.Millisecond), pid), nil
	}
	_, ok := phaseAt(o, "http://"+in.addr, "to "+in.name+" directly", "restart in place of "+in.name, "127.0.0.9", paths, []event{
		{4 * time.Second, "SIGUSR2 " + in.name, restart},
	}, func(s *loadStats) int { return s.failed })
	return ok
}

// dbProbe is the answers to questions only the database can answer.
type dbProbe struct {
	codes []int // 0: no answer
	done  []time.Time
}

// probeDatabase asks a new finder question through the proxy every 100 ms
// (the 50-home-run kind, for another season and threshold each time: no
// cache has its answer) until stop closes.
func probeDatabase(o options, stop <-chan struct{}) *dbProbe {
	c := clientFrom("127.0.0.9", 1, 30*time.Second)
	p := &dbProbe{}
	seed := time.Now().Second()
	for i := 0; ; i++ {
		select {
		case <-stop:
			return p
		case <-time.After(100 * time.Millisecond):
		}
		n := seed*131 + i
		url := fmt.Sprintf("%s/api/finders/player-seasons?sport__slug=baseball&level__slug=professional&season=%d&home_runs__gte=%d",
			o.proxy, 1901+n%124, 1+(n/124)%60)
		code := 0
		if res, err := c.Get(url); err == nil {
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
			code = res.StatusCode
		}
		p.codes = append(p.codes, code)
		p.done = append(p.done, time.Now())
	}
}
