package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"sync"
	"time"
)

// searchAs sends n searches from src to base and returns how many were
// allowed (not 429) and which upstream (nginx's X-Upstream header) answered
// each.
func searchAs(base, src, xff string, n int) (allowed int, upstreams map[string]int, err error) {
	c := clientFrom(src, 1, 10*time.Second)
	upstreams = map[string]int{}
	for i := range n {
		req, _ := http.NewRequest(http.MethodGet, fmt.Sprintf("%s/api/search?q=boston+%d", base, i), nil)
		if xff != "" {
			req.Header.Set("X-Forwarded-For", xff)
		}
		res, err := c.Do(req)
		if err != nil {
			return allowed, upstreams, err
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if up := res.Header.Get("X-Upstream"); up != "" {
			upstreams[up]++
		}
		switch res.StatusCode {
		case http.StatusOK:
			allowed++
		case http.StatusTooManyRequests:
		default:
			return allowed, upstreams, fmt.Errorf("search answered %d", res.StatusCode)
		}
	}
	return allowed, upstreams, nil
}

// sharedLimits is figure 1.
func sharedLimits(o options) bool {
	const n = 2 * searchBurst
	pass := true
	check := func(ok bool, format string, args ...any) {
		mark := "ok  "
		if !ok {
			mark, pass = "FAIL", false
		}
		fmt.Printf("  %s "+format+"\n", append([]any{mark}, args...)...)
	}
	fmt.Printf("  search limit per client: burst %d, then 5 a minute (RATE_LIMITS=%s)\n", searchBurst, rateLimits)
	a, ups, err := searchAs(o.proxy, "127.0.0.2", "", n)
	if err != nil {
		check(false, "client A: %v", err)
		return false
	}
	check(a == searchBurst && len(ups) == 2,
		"client A (127.0.0.2) through the proxy: %d of %d searches allowed, answered by %d instances %v (separate limits would allow %d)",
		a, n, len(ups), ups, 2*searchBurst)
	forged, _, err := searchAs(o.proxy, "127.0.0.2", "203.0.113.9", 4)
	check(err == nil && forged == 0, "client A sending its own X-Forwarded-For: %d of 4 allowed (the proxy appends the real address)", forged)
	b, ups, err := searchAs(o.proxy, "127.0.0.3", "", searchBurst)
	check(err == nil && b == searchBurst, "client B (127.0.0.3) behind the same proxy: %d of %d allowed, by %v (its own limit)", b, searchBurst, ups)
	// Straight to an instance, not through the trusted proxy: the peer is
	// the client, whatever X-Forwarded-For it sends.
	direct := 0
	for i := range n {
		k, _, err := searchAs("http://"+o.addrs[i%2], "127.0.0.4", fmt.Sprintf("198.51.100.%d", i+1), 1)
		if err != nil {
			check(false, "direct client: %v", err)
			break
		}
		direct += k
	}
	check(direct == searchBurst, "client C (127.0.0.4) straight to the instances, a new X-Forwarded-For each time: %d of %d allowed (untrusted headers ignored)", direct, n)
	authFlood(o, check)
	return pass
}

// authFlood: one client sends sign-ups as fast as 8 connections allow
// while another signs in now and then. The flood is held to the accounts
// limit per client, and the other visitor's sign-in stays prompt.
func authFlood(o options, check func(bool, string, ...any)) {
	if _, err := operatorToken(o, o.proxy); err != nil { // its account, signed in once
		check(false, "sign-in before the flood: %v", err)
		return
	}
	stop := make(chan struct{})
	codes := map[int]int{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	flood := clientFrom("127.0.0.10", 8, 10*time.Second)
	run := time.Now().UnixNano()
	for w := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				b, _ := json.Marshal(map[string]string{"email": fmt.Sprintf("flood-%d-%d-%d@example.test", run, w, i),
					"password": "Flood of sign-ups from one address 9Tq", "firstName": "Flood", "lastName": "Test"})
				code := 0
				if res, err := flood.Post(o.proxy+"/auth/register/", "application/json", bytes.NewReader(b)); err == nil {
					io.Copy(io.Discard, res.Body)
					res.Body.Close()
					code = res.StatusCode
				}
				mu.Lock()
				codes[code]++
				mu.Unlock()
			}
		}()
	}
	var took []time.Duration
	other := clientFrom("127.0.0.11", 1, 10*time.Second)
	for range 10 {
		time.Sleep(500 * time.Millisecond)
		b, _ := json.Marshal(map[string]string{"email": operatorEmail, "password": operatorPassword})
		start := time.Now()
		res, err := other.Post(o.proxy+"/auth/login/", "application/json", bytes.NewReader(b))
		if err != nil {
			check(false, "sign-in during the flood: %v", err)
			break
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			check(false, "sign-in during the flood answered %d", res.StatusCode)
			break
		}
		took = append(took, time.Since(start))
	}
	close(stop)
	wg.Wait()
	created := codes[http.StatusCreated] + codes[http.StatusAccepted]
	total := 0
	for _, n := range codes {
		total += n
	}
	check(created <= 2*authBurst && created+codes[http.StatusTooManyRequests] == total,
		"sign-up flood from 127.0.0.10: %d sent, %d accepted (limit %d a client, per instance at most while Redis is down), statuses %v", total, created, authBurst, codes)
	if len(took) == 0 {
		return
	}
	slices.Sort(took)
	check(took[len(took)-1] < 500*time.Millisecond, "another visitor's sign-in during the flood: median %s, slowest %s of %d (target < 500 ms)",
		took[len(took)/2].Round(time.Millisecond), took[len(took)-1].Round(time.Millisecond), len(took))
}

// authBurst is the accounts limit's burst (the default auth=10/1m:10).
const authBurst = 10
