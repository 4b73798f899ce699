// Command barehttp serves one file's bytes at every path through the
// http.Server almanac uses (server.HTTPServer: the same timeouts and limits)
// and nothing else: no middleware, no routing, no cache lookup. make bench
// runs it beside nginx, so the cached-list figure shows both what plain
// net/http can reach on this machine and what Almanac's own stack costs.
package main

import (
	"flag"
	"log"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strconv"

	"github.com/almanac-sports/almanac/internal/server"
)

func main() {
	file := flag.String("file", "", "the body to serve")
	addr := flag.String("addr", "127.0.0.1:18084", "listen address")
	flag.Parse()
	body, err := os.ReadFile(*file)
	if err != nil {
		log.Fatal(err)
	}
	// The header values are made once, as Almanac's cached answers' are.
	contentType := []string{"application/json"}
	length := []string{strconv.Itoa(len(body))}
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd["Content-Type"] = contentType
		hd["Content-Length"] = length
		w.Write(body)
	})
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	log.Fatal(server.HTTPServer(h, slog.New(slog.NewTextHandler(os.Stderr, nil))).Serve(ln))
}
