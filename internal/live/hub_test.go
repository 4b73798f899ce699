package live

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func testHub() *Hub {
	h := NewHub(func(context.Context) (any, error) { return map[string]any{"results": []int{}}, nil }, slog.New(slog.NewTextHandler(io.Discard, nil)))
	h.heartbeat = 50 * time.Millisecond
	return h
}

func lines(t *testing.T, url string) (chan string, *http.Response) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	ch := make(chan string, 100)
	go func() {
		defer close(ch)
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			ch <- sc.Text()
		}
	}()
	return ch, resp
}

func waitFor(t *testing.T, ch chan string, want string) {
	t.Helper()
	deadline := time.After(2 * time.Second)
	for {
		select {
		case l, ok := <-ch:
			if !ok {
				t.Fatalf("stream ended before %q", want)
			}
			if l == want {
				return
			}
		case <-deadline:
			t.Fatalf("no %q", want)
		}
	}
}

func TestHubStream(t *testing.T) {
	h := testHub()
	srv := httptest.NewServer(h)
	defer func() { h.Close(); srv.Close() }()
	ch, resp := lines(t, srv.URL)
	defer resp.Body.Close()
	if resp.Header.Get("Content-Type") != "text/event-stream" || resp.Header.Get("Cache-Control") != "no-store" {
		t.Fatalf("headers: %v", resp.Header)
	}
	waitFor(t, ch, "retry: 3000")
	waitFor(t, ch, "event: snapshot")
	waitFor(t, ch, `data: {"results":[]}`)
	waitFor(t, ch, ": ping")
	h.Broadcast("game", []byte(`{"id":1}`))
	waitFor(t, ch, "event: game")
	waitFor(t, ch, `data: {"id":1}`)
	if h.Clients() != 1 {
		t.Fatalf("clients: %d", h.Clients())
	}
	// A client going away is removed.
	resp.Body.Close()
	deadline := time.Now().Add(2 * time.Second)
	for h.Clients() != 0 {
		if time.Now().After(deadline) {
			t.Fatal("closed client still counted")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestHubLimitsAndClose(t *testing.T) {
	h := testHub()
	h.MaxPerClient = 2
	srv := httptest.NewServer(h)
	defer func() { h.Close(); srv.Close() }()
	var streams []chan string
	for i := 0; i < 2; i++ {
		ch, resp := lines(t, srv.URL)
		defer resp.Body.Close()
		waitFor(t, ch, "retry: 3000")
		streams = append(streams, ch)
	}
	resp, err := http.Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 429 || resp.Header.Get("Retry-After") == "" || !strings.Contains(string(body), "Too many live streams") {
		t.Fatalf("third stream: %d %s", resp.StatusCode, body)
	}
	// Close ends every stream.
	h.Close()
	for _, ch := range streams {
		for range ch {
		}
	}
	if h.Clients() != 0 {
		t.Fatalf("after close: %d", h.Clients())
	}
	if resp, _ := http.Get(srv.URL); resp.StatusCode != 503 {
		t.Fatalf("after close: %d", resp.StatusCode)
	}
}

func TestHubDropsSlowClients(t *testing.T) {
	h := testHub()
	c, _ := h.add("1.2.3.4")
	for i := 0; i < clientBuffer+1; i++ {
		h.Broadcast("game", []byte("{}"))
	}
	select {
	case <-c.gone:
	default:
		t.Fatal("slow client kept")
	}
	if h.Clients() != 0 || len(h.perIP) != 0 {
		t.Fatalf("after drop: %d %v", h.Clients(), h.perIP)
	}
}
