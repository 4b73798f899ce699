// Package routefile reads the bench's routes file: one request a line, a
// path (GET) or "POST path json-body"; blank lines and lines starting with #
// are skipped.
package routefile

import (
	"bufio"
	"net/http"
	"os"
	"strings"
)

// Request is one line of the routes file.
type Request struct{ Method, Path, Body string }

// Parse reads one line.
func Parse(line string) Request {
	if rest, ok := strings.CutPrefix(line, "POST "); ok {
		path, body, _ := strings.Cut(strings.TrimSpace(rest), " ")
		return Request{http.MethodPost, path, strings.TrimSpace(body)}
	}
	return Request{http.MethodGet, line, ""}
}

// Load reads every request of the file, in order.
func Load(path string) ([]Request, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Request
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if p := strings.TrimSpace(sc.Text()); p != "" && !strings.HasPrefix(p, "#") {
			out = append(out, Parse(p))
		}
	}
	return out, sc.Err()
}

// Label is the request as the file writes it, without its body.
func (q Request) Label() string {
	if q.Method == http.MethodGet {
		return q.Path
	}
	return q.Method + " " + q.Path
}

// Do sends the request to base (e.g. http://127.0.0.1:8080).
func (q Request) Do(c *http.Client, base string) (*http.Response, error) {
	if q.Method == http.MethodGet {
		return c.Get(base + q.Path)
	}
	return c.Post(base+q.Path, "application/json", strings.NewReader(q.Body))
}
