package api

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
)

// A large cached body goes out through the memory file (sendfile on a real
// TCP connection); every client, concurrent or not, gets the exact bytes.
func TestLargeCachedBodySentWhole(t *testing.T) {
	body := make([]byte, 3*sendfileMin+17)
	for i := range body {
		body[i] = byte('a' + i%26)
	}
	e := &entry{body: body, etag: `"x"`, cache: "public, max-age=60"}
	c := newRespCache(10)
	c.put("k", e)
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		send(w, r, http.StatusOK, c.get("k"))
	}))
	srv.Config.ConnContext = ConnContext
	srv.Start()
	defer srv.Close()

	get := func(enc string) ([]byte, http.Header, error) {
		req, _ := http.NewRequest(http.MethodGet, srv.URL, nil)
		req.Header.Set("Accept-Encoding", enc)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			return nil, nil, err
		}
		defer res.Body.Close()
		b, err := io.ReadAll(res.Body)
		return b, res.Header, err
	}
	var wg sync.WaitGroup
	errs := make(chan error, 40)
	for i := 0; i < 40; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			b, h, err := get("identity")
			switch {
			case err != nil:
				errs <- err
			case !bytes.Equal(b, body):
				errs <- fmt.Errorf("body differs: %d bytes, want %d", len(b), len(body))
			case h.Get("Content-Length") != itoa(len(body)) || h.Get("Etag") != `"x"`:
				errs <- fmt.Errorf("headers %v", h)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if e.file == nil && sendfileMin < 1<<40 {
		t.Fatal("no memory file made for a large cached body")
	}

	// gzip clients get the compressed bytes, not the file.
	b, h, err := get("gzip")
	if err != nil || h.Get("Content-Encoding") != "gzip" {
		t.Fatalf("gzip: %v %v", err, h)
	}
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if plain, _ := io.ReadAll(zr); !bytes.Equal(plain, body) {
		t.Fatal("gzip body differs")
	}
}

// One-off answers (not in the cache) never get a memory file.
func TestUncachedBodyHasNoFile(t *testing.T) {
	e := &entry{body: make([]byte, 2*sendfileMin)}
	if e.bodyFile() != nil {
		t.Fatal("memory file made for an entry outside the cache")
	}
}
