package apitest

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/getkin/kin-openapi/openapi3"
)

// contract is the OpenAPI document a handler serves, with its paths as
// patterns, so each scenario's answer is checked against the schema the
// document promises for it.
type contract struct {
	doc    *openapi3.T
	errors *openapi3.Schema
	paths  []contractPath
}

type contractPath struct {
	re   *regexp.Regexp
	item *openapi3.PathItem
	vars int // fewer wins: /api/teams/compare before /api/teams/{slug}
}

// Loaded documents by their bytes: the handlers under test are funcs, which
// cannot be map keys.
var (
	contractsMu sync.Mutex
	contracts   = map[string]*contract{}
)

// contractOf fetches and loads h's /api/openapi.json (nil when h serves none).
func contractOf(h http.Handler) (*contract, error) {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/openapi.json", nil))
	if rec.Code != http.StatusOK {
		return nil, nil
	}
	raw := rec.Body.String()
	contractsMu.Lock()
	defer contractsMu.Unlock()
	if c, ok := contracts[raw]; ok {
		return c, nil
	}
	doc, err := openapi3.NewLoader().LoadFromData([]byte(raw))
	if err != nil {
		return nil, fmt.Errorf("load the OpenAPI document: %w", err)
	}
	c := &contract{doc: doc}
	if e := doc.Components.Schemas["Error"]; e != nil {
		c.errors = e.Value
	}
	for p, item := range doc.Paths.Map() {
		pat := regexp.MustCompile(`\\\{[a-z_]+\\\}`).ReplaceAllString(regexp.QuoteMeta(p), `[^/]+`)
		c.paths = append(c.paths, contractPath{re: regexp.MustCompile("^" + pat + "/?$"), item: item, vars: strings.Count(p, "{")})
	}
	sort.Slice(c.paths, func(i, j int) bool { return c.paths[i].vars < c.paths[j].vars })
	contracts[raw] = c
	return c, nil
}

// operation is the document's operation for method on the first path that
// matches (those with fewer variables first), or nil.
func (c *contract) operation(method, path string) *openapi3.Operation {
	for _, p := range c.paths {
		if p.re.MatchString(path) {
			return p.item.GetOperation(method)
		}
	}
	return nil
}

// schemaFor is the schema the document gives the answer: the operation's
// response for the status, else (any error, or an unknown path or method)
// the shared Error. Nil means the document makes no promise.
func (c *contract) schemaFor(method, path string, status int) (*openapi3.Schema, error) {
	if op := c.operation(method, path); op != nil {
		if res := op.Responses.Status(status); res != nil && res.Value != nil {
			mt := res.Value.Content.Get("application/json")
			if mt == nil || mt.Schema == nil {
				return nil, fmt.Errorf("the %d answer has no JSON schema", status)
			}
			return mt.Schema.Value, nil
		}
	}
	if status >= 400 {
		return c.errors, nil
	}
	if status == http.StatusOK {
		return nil, fmt.Errorf("%s %s answers 200 but the document has no such operation", method, path)
	}
	return nil, nil
}

// checkRequest validates the JSON body of a request the handler took (a
// 2xx answer) against the operation's request body schema, when it has one.
func (c *contract) checkRequest(method, path string, status int, body string) error {
	if status < 200 || status > 299 || body == "" {
		return nil
	}
	op := c.operation(method, path)
	if op == nil || op.RequestBody == nil || op.RequestBody.Value == nil {
		return nil
	}
	mt := op.RequestBody.Value.Content.Get("application/json")
	if mt == nil || mt.Schema == nil {
		return nil
	}
	var v any
	if err := json.Unmarshal([]byte(body), &v); err != nil {
		return fmt.Errorf("%s %s took a body that is not JSON: %w", method, path, err)
	}
	if err := mt.Schema.Value.VisitJSON(v); err != nil {
		return fmt.Errorf("%s %s (%d) took a body the OpenAPI request schema refuses: %.1500s", method, path, status, err.Error())
	}
	return nil
}

// check validates one answer's JSON body against its schema.
func (c *contract) check(method, path string, res *http.Response, body []byte) error {
	status := res.StatusCode
	if len(body) == 0 || !(strings.HasPrefix(path, "/api/") || strings.HasPrefix(path, "/auth/")) || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
		return nil
	}
	if res.Header.Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			return err
		}
		if body, err = io.ReadAll(zr); err != nil {
			return err
		}
	}
	s, err := c.schemaFor(method, path, status)
	if err != nil || s == nil {
		return err
	}
	var v any
	if err := json.Unmarshal(body, &v); err != nil {
		return fmt.Errorf("body is not JSON: %w", err)
	}
	if err := s.VisitJSON(v); err != nil {
		return fmt.Errorf("%s %s (%d) does not match the OpenAPI schema: %.1500s", method, path, status, err.Error())
	}
	return nil
}
