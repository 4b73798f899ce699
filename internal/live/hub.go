// Package live keeps live scores live: it applies a game written by an
// operator to the read model of every instance (through Redis pub/sub when
// REDIS_URL is set) and pushes it to the browsers following the scores
// over Server-Sent Events.
package live

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/almanac-sports/almanac/internal/clientaddr"
)

// Stream limits and timings.
const (
	DefaultMaxPerClient = 6    // open streams per client IP (a few tabs)
	DefaultMaxStreams   = 2000 // open streams in all
	Heartbeat           = 15 * time.Second
	RetryMillis         = 3000 // the reconnection delay a browser is told
	writeTimeout        = 10 * time.Second
	clientBuffer        = 32 // events queued for a slow client before it is dropped
)

// Hub serves /api/games/live/stream and broadcasts events to its streams.
type Hub struct {
	// Snapshot is the first event of every stream (the live games now).
	Snapshot func(ctx context.Context) (any, error)
	Log      *slog.Logger
	// MaxPerClient and MaxStreams bound the open streams (429 beyond).
	MaxPerClient, MaxStreams int
	heartbeat                time.Duration

	mu      sync.Mutex
	clients map[*client]struct{}
	perIP   map[string]int // only IPs with an open stream: bounded by MaxStreams
	closed  bool
	done    chan struct{}
}

type client struct {
	ip     string
	events chan []byte
	gone   chan struct{} // closed when the hub drops a slow client
}

// NewHub returns a hub with the default limits.
func NewHub(snapshot func(ctx context.Context) (any, error), log *slog.Logger) *Hub {
	return &Hub{Snapshot: snapshot, Log: log, MaxPerClient: DefaultMaxPerClient, MaxStreams: DefaultMaxStreams, heartbeat: Heartbeat,
		clients: map[*client]struct{}{}, perIP: map[string]int{}, done: make(chan struct{})}
}

// Clients is the number of open streams (for metrics).
func (h *Hub) Clients() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.clients)
}

// Close ends every stream and refuses new ones (server shutdown): call it
// when the server starts shutting down, or streams hold it until its
// timeout.
func (h *Hub) Close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.closed {
		h.closed = true
		close(h.done)
	}
}

// Broadcast queues one event for every stream. A stream whose queue is full
// is dropped (its browser reconnects and gets a fresh snapshot).
func (h *Hub) Broadcast(event string, data []byte) {
	msg := frame(event, data)
	h.mu.Lock()
	defer h.mu.Unlock()
	for c := range h.clients {
		select {
		case c.events <- msg:
		default:
			h.dropLocked(c)
			close(c.gone)
		}
	}
}

// frame is one SSE event (data is JSON: one line).
func frame(event string, data []byte) []byte {
	b := make([]byte, 0, len(event)+len(data)+16)
	b = append(b, "event: "...)
	b = append(b, event...)
	b = append(b, "\ndata: "...)
	b = append(b, data...)
	return append(b, "\n\n"...)
}

func (h *Hub) add(ip string) (*client, int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	switch {
	case h.closed:
		return nil, http.StatusServiceUnavailable
	case len(h.clients) >= h.MaxStreams, h.perIP[ip] >= h.MaxPerClient:
		return nil, http.StatusTooManyRequests
	}
	c := &client{ip: ip, events: make(chan []byte, clientBuffer), gone: make(chan struct{})}
	h.clients[c] = struct{}{}
	h.perIP[ip]++
	return c, 0
}

func (h *Hub) remove(c *client) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.dropLocked(c)
}

func (h *Hub) dropLocked(c *client) {
	if _, ok := h.clients[c]; !ok {
		return
	}
	delete(h.clients, c)
	if h.perIP[c.ip]--; h.perIP[c.ip] <= 0 {
		delete(h.perIP, c.ip)
	}
}

// ServeHTTP streams events: "retry: 3000", the snapshot, then each change,
// with a ": ping" comment every 15 s. It ends when the client goes away, the
// hub closes, or the client is too slow.
func (h *Hub) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	c, status := h.add(clientaddr.Of(r))
	if c == nil {
		detail := "Too many live streams from this client."
		if status == http.StatusServiceUnavailable {
			detail = "The server is shutting down."
		}
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("Retry-After", "10")
		w.WriteHeader(status)
		b, _ := json.Marshal(map[string]string{"detail": detail})
		w.Write(append(b, '\n'))
		return
	}
	defer h.remove(c)
	rc := http.NewResponseController(w)
	// The server's read timeout would end the request (and cancel its
	// context) mid-stream; its write timeout is moved before every write.
	rc.SetReadDeadline(time.Time{})
	hd := w.Header()
	hd.Set("Content-Type", "text/event-stream")
	hd.Set("Cache-Control", "no-store")
	hd.Set("X-Accel-Buffering", "no") // proxies must not buffer the stream
	w.WriteHeader(http.StatusOK)
	write := func(b []byte) bool {
		rc.SetWriteDeadline(time.Now().Add(writeTimeout))
		if _, err := w.Write(b); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	first := []byte("retry: 3000\n\n")
	if snap, err := h.Snapshot(r.Context()); err != nil {
		h.Log.Warn("live snapshot", "err", err)
	} else if data, err := json.Marshal(snap); err == nil {
		first = append(first, frame("snapshot", data)...)
	}
	if !write(first) {
		return
	}
	tick := time.NewTicker(h.heartbeat)
	defer tick.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-h.done:
			return
		case <-c.gone:
			return
		case msg := <-c.events:
			if !write(msg) {
				return
			}
		case <-tick.C:
			if !write([]byte(": ping\n\n")) {
				return
			}
		}
	}
}
