package server

import (
	"bufio"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// TestRequestFraming feeds request-smuggling inputs over one connection to
// the server as it is served (net/http behind the middleware chain) and
// asserts that no body is ever answered as a second request: each input
// gets one response, or a 400.
func TestRequestFraming(t *testing.T) {
	st := storetest.NewTestStore(t)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	h, err := New(Deps{Config: config.Defaults(), Store: st, Log: log})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := HTTPServer(h, log)
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })

	smuggled := "GET /api/sports HTTP/1.1\r\nHost: x\r\n\r\n"
	for _, tt := range []struct{ name, raw string }{
		{"bare LF header line with Content-Length, a request as the body",
			"GET /api/sports HTTP/1.1\r\nHost: x\r\nX: y\nContent-Length: " + strconv.Itoa(len(smuggled)) + "\r\n\r\n" + smuggled},
		{"chunked and Content-Length",
			"POST /api/sports HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n0\r\n\r\n" + smuggled},
		{"two different Content-Lengths",
			"GET /api/sports HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nContent-Length: " + strconv.Itoa(len(smuggled)) + "\r\n\r\n" + smuggled},
		{"Content-Length on GET carrying a request",
			"GET /api/sports HTTP/1.1\r\nHost: x\r\nContent-Length: " + strconv.Itoa(len(smuggled)) + "\r\nConnection: close\r\n\r\n" + smuggled},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c, err := net.Dial("tcp", ln.Addr().String())
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			c.SetDeadline(time.Now().Add(3 * time.Second))
			if _, err := io.WriteString(c, tt.raw); err != nil {
				t.Fatal(err)
			}
			// Read responses until the server closes or goes quiet.
			br := bufio.NewReader(c)
			var statuses []int
			for {
				res, err := http.ReadResponse(br, nil)
				if err != nil {
					break
				}
				io.Copy(io.Discard, res.Body)
				res.Body.Close()
				statuses = append(statuses, res.StatusCode)
				c.SetDeadline(time.Now().Add(500 * time.Millisecond))
			}
			if len(statuses) != 1 {
				t.Fatalf("%d responses %v: want exactly one (the body must never be answered as a request)", len(statuses), statuses)
			}
			if s := statuses[0]; s != http.StatusBadRequest && s != http.StatusOK && s != http.StatusMethodNotAllowed {
				t.Fatalf("status %d", s)
			}
			t.Logf("net/http answered %d", statuses[0])
		})
	}
}
