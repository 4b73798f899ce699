// Package apitest runs API scenario tables (in the style of pocketbase's
// tests/api.go) against a real handler and database.
package apitest

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// Scenario is one request and what its answer must show.
type Scenario struct {
	Name    string
	Method  string // GET by default
	URL     string
	Headers map[string]string
	Body    string

	Status int
	// Contains: substrings the body must hold; NotContains: must not.
	Contains    []string
	NotContains []string
	// Check inspects the decoded JSON body.
	Check func(t *testing.T, body map[string]any)
	// Header values the response must carry.
	WantHeaders map[string]string
}

// Run executes the scenarios against h. When h serves an OpenAPI document,
// every JSON answer must also match the schema it gives that answer, and
// every body a handler took (2xx) the request body schema.
func Run(t *testing.T, h http.Handler, scenarios []Scenario) {
	t.Helper()
	c, err := contractOf(h)
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range scenarios {
		t.Run(sc.Name, func(t *testing.T) {
			m := sc.Method
			if m == "" {
				m = http.MethodGet
			}
			var body io.Reader
			if sc.Body != "" {
				body = strings.NewReader(sc.Body)
			}
			req := httptest.NewRequest(m, sc.URL, body)
			for k, v := range sc.Headers {
				req.Header.Set(k, v)
				if strings.EqualFold(k, "Host") {
					req.Host = v
				}
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			res := rec.Result()
			raw, _ := io.ReadAll(res.Body)
			text := string(raw)
			if c != nil {
				if err := c.check(m, req.URL.Path, res, raw); err != nil {
					t.Error(err)
				}
				if err := c.checkRequest(m, req.URL.Path, res.StatusCode, sc.Body); err != nil {
					t.Error(err)
				}
			}
			if sc.Status != 0 && res.StatusCode != sc.Status {
				t.Fatalf("%s %s: status %d, want %d; body: %.500s", m, sc.URL, res.StatusCode, sc.Status, text)
			}
			for _, s := range sc.Contains {
				if !strings.Contains(text, s) {
					t.Errorf("%s: body lacks %q; body: %.800s", sc.URL, s, text)
				}
			}
			for _, s := range sc.NotContains {
				if strings.Contains(text, s) {
					t.Errorf("%s: body holds %q", sc.URL, s)
				}
			}
			for k, v := range sc.WantHeaders {
				if got := res.Header.Get(k); got != v {
					t.Errorf("%s: header %s = %q, want %q", sc.URL, k, got, v)
				}
			}
			if sc.Check != nil {
				var v map[string]any
				if err := json.Unmarshal(raw, &v); err != nil {
					t.Fatalf("%s: body is not a JSON object: %v; %.300s", sc.URL, err, text)
				}
				sc.Check(t, v)
			}
		})
	}
}

// Results returns body["results"] as a list of objects.
func Results(t *testing.T, body map[string]any) []map[string]any {
	t.Helper()
	raw, ok := body["results"].([]any)
	if !ok {
		t.Fatalf("no results list in %v", body)
	}
	out := make([]map[string]any, 0, len(raw))
	for _, r := range raw {
		m, ok := r.(map[string]any)
		if !ok {
			t.Fatalf("result is not an object: %v", r)
		}
		out = append(out, m)
	}
	return out
}
