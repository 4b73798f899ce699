package api

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"net"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/config"
)

func TestParseHit(t *testing.T) {
	for _, tc := range []struct {
		name, head string
		want       int
		target     string
		gzip       bool
	}{
		{"plain", "GET /api/teams?x=1 HTTP/1.1\r\nHost: a.test\r\n\r\n", hitOK, "/api/teams?x=1", false},
		{"gzip, header case", "GET /api/x HTTP/1.1\r\nhOsT: a.test:80\r\nACCEPT-ENCODING: br, gzip\r\nUser-Agent: t\r\n\r\n", hitOK, "/api/x", true},
		{"incomplete", "GET /api/x HTTP/1.1\r\nHost: a", hitMore, "", false},
		{"post", "POST /api/x HTTP/1.1\r\nHost: a\r\n\r\n", hitHandOff, "", false},
		{"head", "HEAD /api/x HTTP/1.1\r\nHost: a\r\n\r\n", hitHandOff, "", false},
		{"http/1.0", "GET /api/x HTTP/1.0\r\nHost: a\r\n\r\n", hitHandOff, "", false},
		{"not api", "GET /teams HTTP/1.1\r\nHost: a\r\n\r\n", hitHandOff, "", false},
		{"absolute form", "GET http://a/api/x HTTP/1.1\r\nHost: a\r\n\r\n", hitHandOff, "", false},
		{"no host", "GET /api/x HTTP/1.1\r\n\r\n", hitHandOff, "", false},
		{"two hosts", "GET /api/x HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", hitHandOff, "", false},
		{"odd host", "GET /api/x HTTP/1.1\r\nHost: a/b\r\n\r\n", hitHandOff, "", false},
		{"conditional", "GET /api/x HTTP/1.1\r\nHost: a\r\nIf-None-Match: \"x\"\r\n\r\n", hitHandOff, "", false},
		{"cors", "GET /api/x HTTP/1.1\r\nHost: a\r\nOrigin: http://b\r\n\r\n", hitHandOff, "", false},
		{"connection close", "GET /api/x HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n", hitHandOff, "", false},
		{"body", "GET /api/x HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\nabc", hitHandOff, "", false},
		{"chunked", "GET /api/x HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n", hitHandOff, "", false},
		{"obs-fold", "GET /api/x HTTP/1.1\r\nHost: a\r\nX-A: b\r\n c\r\n\r\n", hitHandOff, "", false},
		{"space in name", "GET /api/x HTTP/1.1\r\nHost : a\r\n\r\n", hitHandOff, "", false},
		{"control in target", "GET /api/\x01 HTTP/1.1\r\nHost: a\r\n\r\n", hitHandOff, "", false},
		{"huge head", "GET /api/x HTTP/1.1\r\nHost: a\r\nX: " + strings.Repeat("y", maxHitHead), hitHandOff, "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, st := parseHit([]byte(tc.head))
			if st != tc.want {
				t.Fatalf("status %d, want %d", st, tc.want)
			}
			if st == hitOK && (string(r.target) != tc.target || r.gzip != tc.gzip || r.size != len(tc.head)) {
				t.Fatalf("got target %q gzip %v size %d", r.target, r.gzip, r.size)
			}
		})
	}
}

// fastServer runs the API's fast path in front of net/http on a real TCP
// listener. The handler stands in for the server's middleware: the same
// extra headers, a 429 for paths containing "limited"; reached counts the
// requests net/http saw.
type fastServer struct {
	addr    string
	a       *API
	reached atomic.Int64
}

func newFastServer(t *testing.T) *fastServer {
	t.Helper()
	cfg := config.Defaults()
	cfg.ResponseCache = true
	fs := &fastServer{a: New(Deps{Config: cfg})}
	extra := map[string]string{"X-Content-Type-Options": "nosniff", "X-Frame-Options": "SAMEORIGIN"}
	limited := func(path string) bool { return strings.Contains(path, "limited") }
	fp := fs.a.NewFastPath(FastPathConfig{Headers: extra, Allow: func(path, ip string) bool { return !limited(path) },
		ReadHeaderTimeout: 2 * time.Second, IdleTimeout: 5 * time.Second, WriteTimeout: 5 * time.Second})
	h := fs.a.Handler()
	srv := &http.Server{ConnContext: ConnContext, Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fs.reached.Add(1)
		for k, v := range extra {
			w.Header().Set(k, v)
		}
		if limited(r.URL.Path) {
			w.WriteHeader(http.StatusTooManyRequests)
			return
		}
		h.ServeHTTP(w, r)
	})}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(fp.Listener(ln))
	t.Cleanup(func() { srv.Close() })
	fs.addr = ln.Addr().String()
	return fs
}

func (fs *fastServer) put(path string, body []byte) {
	e, _ := encode(rawJSON(body), CacheDynamic.header())
	fs.a.cache.put(fs.addr+" "+path, e)
}

type rawResp struct {
	status int
	head   string // without the Date line
	body   []byte
}

var dateLineRe = regexp.MustCompile(`\r\nDate: [^\r]*`)

// roundTrip writes raw once and reads n responses from one connection.
func (fs *fastServer) roundTrip(t *testing.T, raw string, n int, method string) []rawResp {
	t.Helper()
	c, err := net.Dial("tcp", fs.addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(5 * time.Second))
	if _, err := io.WriteString(c, raw); err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReader(c)
	var out []rawResp
	for range n {
		resp, err := http.ReadResponse(br, &http.Request{Method: method})
		if err != nil {
			t.Fatalf("response %d: %v", len(out)+1, err)
		}
		body, _ := io.ReadAll(resp.Body)
		var h bytes.Buffer
		fmt.Fprintf(&h, "%d", resp.StatusCode)
		resp.Header.Del("Date")
		resp.Header.Write(&h)
		out = append(out, rawResp{resp.StatusCode, h.String(), body})
	}
	return out
}

func get(path, host string, extra ...string) string {
	return "GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\n" + strings.Join(extra, "") + "\r\n"
}

func TestFastPathAnswersLikeNetHTTP(t *testing.T) {
	fs := newFastServer(t)
	small := []byte(`{"count":1,"results":["small"]}` + "\n")
	large := bytes.Repeat([]byte(`{"name":"a large cached answer"},`), 3*sendfileMin/32)
	fs.put("/api/small", small)
	fs.put("/api/large?page=2", large)
	for _, tc := range []struct {
		name, path string
		gzip       bool
		want       []byte
	}{
		{"small", "/api/small", false, small},
		{"large by sendfile", "/api/large?page=2", false, large},
		{"large gzipped", "/api/large?page=2", true, large},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var ae []string
			if tc.gzip {
				ae = append(ae, "Accept-Encoding: gzip\r\n")
			}
			before := fs.reached.Load()
			fast := fs.roundTrip(t, get(tc.path, fs.addr, ae...), 1, "GET")[0]
			if fs.reached.Load() != before {
				t.Fatal("a plain cache hit reached net/http")
			}
			// A non-matching If-None-Match sends the same hit through net/http.
			slow := fs.roundTrip(t, get(tc.path, fs.addr, append(ae, "If-None-Match: \"other\"\r\n")...), 1, "GET")[0]
			if fs.reached.Load() != before+1 {
				t.Fatal("the conditional request did not reach net/http")
			}
			if fast.head != slow.head || !bytes.Equal(fast.body, slow.body) {
				t.Fatalf("fast path and net/http differ:\n%s\n---\n%s", fast.head, slow.head)
			}
			body := fast.body
			if tc.gzip {
				zr, err := gzip.NewReader(bytes.NewReader(body))
				if err != nil {
					t.Fatal(err)
				}
				body, _ = io.ReadAll(zr)
			}
			if fast.status != 200 || !bytes.Equal(body, tc.want) {
				t.Fatalf("status %d, %d bytes", fast.status, len(body))
			}
		})
	}
}

func TestFastPathHandsOn(t *testing.T) {
	fs := newFastServer(t)
	small := []byte(`{"ok":true}` + "\n")
	fs.put("/api/small", small)
	fs.put("/api/limited", small)
	etag := etagOf(small)
	for _, tc := range []struct {
		name    string
		raw     string
		method  string
		status  []int
		reached int64 // requests net/http answered
	}{
		{"pipelined hits, a miss, then a hit", get("/api/small", fs.addr) + get("/api/small", fs.addr) +
			get("/api/nope", fs.addr) + get("/api/small", fs.addr), "GET", []int{200, 200, 404, 200}, 2},
		{"matching etag: 304 from net/http", get("/api/small", fs.addr, "If-None-Match: "+etag+"\r\n"), "GET", []int{304}, 1},
		{"HEAD", "HEAD /api/small HTTP/1.1\r\nHost: " + fs.addr + "\r\n\r\n", "HEAD", []int{200}, 1},
		{"rate limited", get("/api/limited", fs.addr), "GET", []int{429}, 1},
		{"other host: no entry", get("/api/small", "elsewhere.test"), "GET", []int{404}, 1},
		{"malformed", "GET /api/small HTTP/1.1\r\nHost: " + fs.addr + "\r\nBad Header: x\r\n\r\n", "GET", []int{400}, 0},
		{"a 6 KB head (the read buffer grows)", get("/api/small", fs.addr, "X-Pad: "+strings.Repeat("p", 6<<10)+"\r\n"), "GET", []int{200}, 0},
		{"a 9 KB head goes to net/http", get("/api/small", fs.addr, "X-Pad: "+strings.Repeat("p", 9<<10)+"\r\n"), "GET", []int{200}, 1},
		{"60 pipelined hits (20 KB of heads)", strings.Repeat(get("/api/small", fs.addr, "X-Pad: "+strings.Repeat("p", 300)+"\r\n"), 60),
			"GET", slices.Repeat([]int{200}, 60), 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := fs.reached.Load()
			resps := fs.roundTrip(t, tc.raw, len(tc.status), tc.method)
			for i, r := range resps {
				if r.status != tc.status[i] {
					t.Fatalf("response %d: status %d, want %d", i+1, r.status, tc.status[i])
				}
				if r.status == 200 && tc.method == "GET" && !bytes.Equal(r.body, small) {
					t.Fatalf("response %d: body %q", i+1, r.body)
				}
			}
			if got := fs.reached.Load() - before; got != tc.reached {
				t.Fatalf("net/http answered %d requests, want %d", got, tc.reached)
			}
		})
	}
}

// A head arriving in pieces, and many clients at once on kept-alive
// connections, still get whole answers.
func TestFastPathPiecesAndConcurrency(t *testing.T) {
	fs := newFastServer(t)
	large := bytes.Repeat([]byte("0123456789abcdef"), 2*sendfileMin/16+5)
	fs.put("/api/large", large)
	c, err := net.Dial("tcp", fs.addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	req := get("/api/large", fs.addr)
	for _, part := range []string{req[:7], req[7:20], req[20:]} {
		io.WriteString(c, part)
		time.Sleep(20 * time.Millisecond)
	}
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatal(err)
	}
	if body, _ := io.ReadAll(resp.Body); !bytes.Equal(body, large) {
		t.Fatalf("split head: %d bytes", len(body))
	}

	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 8, DisableCompression: true}}
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 25 {
				resp, err := client.Get("http://" + fs.addr + "/api/large")
				if err != nil {
					errs <- err
					return
				}
				body, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				if !bytes.Equal(body, large) {
					errs <- fmt.Errorf("got %d bytes", len(body))
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if n := fs.reached.Load(); n != 0 {
		t.Fatalf("%d hits reached net/http", n)
	}
}
