package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// openAPI is the part of the served document the fuzz reads.
type openAPI struct {
	Paths map[string]map[string]struct {
		Parameters []apiParam `json:"parameters"`
		Responses  map[string]struct {
			Content map[string]any `json:"content"`
		} `json:"responses"`
	} `json:"paths"`
}

type apiParam struct {
	Name   string `json:"name"`
	In     string `json:"in"`
	Schema struct {
		Type   string   `json:"type"`
		Format string   `json:"format"`
		Enum   []string `json:"enum"`
	} `json:"schema"`
}

type fuzzRoute struct {
	path   string
	params []apiParam
	// stream: the answer is a Server-Sent Events stream, which stays open
	// while the client listens; the fuzz reads its first line and hangs up.
	stream bool
}

func getRoutes(o options) ([]fuzzRoute, error) {
	res, err := http.Get(o.proxy + "/api/openapi.json")
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	var doc openAPI
	if err := json.NewDecoder(res.Body).Decode(&doc); err != nil {
		return nil, err
	}
	var routes []fuzzRoute
	for p, ops := range doc.Paths {
		if op, ok := ops["get"]; ok {
			_, stream := op.Responses["200"].Content["text/event-stream"]
			routes = append(routes, fuzzRoute{path: p, params: op.Parameters, stream: stream})
		}
	}
	sort.Slice(routes, func(i, j int) bool { return routes[i].path < routes[j].path })
	return routes, nil
}

// hostile values: numbers out of range, wrong types, injection attempts,
// broken encodings, control characters, Unicode oddities, and long values
// up to 8 KB.
var hostile = []string{
	"", " ", "-1", "0", "-0", "1.5", "1e308", "NaN", "Infinity", "0x1f", "007", "+5",
	"99999999999999999999999999", "-9223372036854775809", "9223372036854775807", "2147483648",
	"true", "null", "undefined", "[]", "{}", "a,b,c", ",,,", "1,2", "*", "?", "#", "&", "=", "==",
	"'", `"`, "\\", "' OR '1'='1", "1; DROP TABLE games;--", "1' UNION SELECT NULL--", "%", "%%", "%00", "%zz",
	"\x00", "\x01\x02", "\r\nX-Injected: 1", "\t", "../../../../etc/passwd", "..%2F..%2Fetc", "/", "//", ".",
	"<script>alert(1)</script>", "${jndi:ldap://x/a}", "{{7*7}}", "$(id)", "`id`",
	"😀", "\u202e", "\ufeff", "日本語", "Ä", "\xff\xfe", "e\u0301", "İ",
	"2024-02-30", "2024-13-01", "9999-12-31", "0000-00-00", "1900-01-01", "-2024-01-01", "2024/01/01", "2024-1-1",
	"today", "yesterday", "now",
	strings.Repeat("a", 8192), strings.Repeat("9", 8192), strings.Repeat("é", 4096),
	strings.Repeat("-", 2000), strings.Repeat("a,", 4000), strings.Repeat("%", 2048),
}

// plausible values, so the fuzz also reaches code past the parameter checks.
var plausible = map[string][]string{
	"integer": {"1", "2", "10", "20", "100", "500", "501", "1990", "2015", "2023"},
	"string":  {"boston-celtics", "1", "super-bowl", "nba-2015-16", "babe-ruth", "football", "basketball", "professional", "ncaa-d1", "yankees"},
	"date":    {"2015-01-01", "2023-10-01", "1990-06-30"},
	"boolean": {"true", "false", "1", "0"},
}

func value(r *rand.Rand, p apiParam) string {
	if r.IntN(3) == 0 {
		if len(p.Schema.Enum) > 0 && r.IntN(2) == 0 {
			return p.Schema.Enum[r.IntN(len(p.Schema.Enum))]
		}
		t := p.Schema.Type
		if p.Schema.Format == "date" {
			t = "date"
		}
		if vs := plausible[t]; len(vs) > 0 {
			return vs[r.IntN(len(vs))]
		}
	}
	return hostile[r.IntN(len(hostile))]
}

var pathParam = regexp.MustCompile(`\{([^}]+)\}`)

// fuzzURL builds one request's path and query for route rt.
func fuzzURL(r *rand.Rand, rt fuzzRoute) string {
	path := pathParam.ReplaceAllStringFunc(rt.path, func(string) string {
		v := value(r, apiParam{In: "path"})
		if v == "" {
			v = "x"
		}
		return url.PathEscape(v)
	})
	if r.IntN(10) == 0 {
		path += "/"
	}
	if r.IntN(20) == 0 { // a broken query string, as sent
		return path + "?" + []string{"page=%zz&q=%", "a=%G1", "&&&=", "page_size=%FF%FE", "=x"}[r.IntN(5)]
	}
	q := url.Values{}
	var query []apiParam
	for _, p := range rt.params {
		if p.In == "query" {
			query = append(query, p)
		}
	}
	for range r.IntN(min(len(query), 5) + 1) {
		p := query[r.IntN(len(query))]
		q.Add(p.Name, value(r, p))
	}
	if r.IntN(5) == 0 {
		q.Add([]string{"unknown", "page[]", "__proto__", "q\x00", strings.Repeat("k", 300)}[r.IntN(5)], value(r, apiParam{}))
	}
	if len(q) == 0 {
		return path
	}
	return path + "?" + q.Encode()
}

// fuzz is figure 6.
func fuzz(o options) bool {
	routes, err := getRoutes(o)
	if err != nil || len(routes) == 0 {
		fmt.Println("  FAIL reading the OpenAPI document:", err)
		return false
	}
	const workers, addrsPerWorker = 16, 8
	var mu sync.Mutex
	status := map[int]int{}
	errs := map[string]int{}
	var fivexx []string
	perRoute := map[string]int{}
	n := 0
	var wg sync.WaitGroup
	start := time.Now()
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(w), 42))
			// Each worker's requests come from a few loopback addresses,
			// so the search class's per-client limit is rarely reached.
			clients := make([]*http.Client, addrsPerWorker)
			for i := range clients {
				clients[i] = clientFrom("127.1."+strconv.Itoa(w)+"."+strconv.Itoa(i+1), 1, 60*time.Second)
			}
			for i := 0; ; i++ {
				mu.Lock()
				if n >= o.fuzzN {
					mu.Unlock()
					return
				}
				n++
				mu.Unlock()
				rt := routes[r.IntN(len(routes))]
				u := fuzzURL(r, rt)
				req, err := http.NewRequest(http.MethodGet, o.proxy+u, nil)
				if err != nil { // a URL Go will not send is not a request
					req, _ = http.NewRequest(http.MethodGet, o.proxy+rt.path, nil)
				}
				res, err := clients[i%addrsPerWorker].Do(req)
				switch {
				case err != nil:
				case rt.stream && res.StatusCode == http.StatusOK:
					_, err = bufio.NewReader(res.Body).ReadString('\n')
					res.Body.Close()
				default:
					_, err = io.Copy(io.Discard, res.Body)
					res.Body.Close()
				}
				mu.Lock()
				perRoute[rt.path]++
				if err != nil {
					errs[err.Error()]++
				} else {
					status[res.StatusCode]++
					if res.StatusCode >= 500 {
						fivexx = append(fivexx, fmt.Sprintf("%d %s", res.StatusCode, truncate(u, 200)))
					}
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	took := time.Since(start)
	fmt.Printf("  %d requests over %d GET routes (%d to %d each) in %s; statuses %v\n",
		n, len(routes), minVal(perRoute), maxVal(perRoute), took.Round(100*time.Millisecond), status)
	for _, f := range fivexx[:min(len(fivexx), 10)] {
		fmt.Println("    5xx:", f)
	}
	for e, k := range errs {
		fmt.Printf("    error: %dx %s\n", k, truncate(e, 200))
	}
	mark := "ok  "
	if len(fivexx) > 0 || len(errs) > 0 || n < o.fuzzN {
		mark = "FAIL"
	}
	fmt.Printf("  %s fuzz: %d 5xx answers and %d failed requests of %d (target 0)\n", mark, len(fivexx), len(errs), n)
	return mark == "ok  "
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + fmt.Sprintf("…(%d bytes)", len(s))
}

func minVal(m map[string]int) int {
	v := -1
	for _, n := range m {
		if v < 0 || n < v {
			v = n
		}
	}
	return v
}

func maxVal(m map[string]int) int {
	v := 0
	for _, n := range m {
		v = max(v, n)
	}
	return v
}
