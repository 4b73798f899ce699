package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
)

var pathParam = regexp.MustCompile(`\{([a-z_]+)\}`)

// openAPIDocument is what /api/openapi.json answers (kept encoded).
type openAPIDocument map[string]any

// OpenAPI builds the OpenAPI 3 document from the route table, so the two
// cannot drift; the test checks every route is documented with a summary
// and its path parameters, and every scenario's body against its schema.
// The document depends on the code only: a type it cannot describe panics
// in the tests, never in a released build. It is decoded from the encoded
// answer on each call (tests and tools): kept as a tree of Go values it was
// ~100,000 objects for the collector to mark on every cycle.
func (a *API) OpenAPI() map[string]any {
	var doc map[string]any
	if ans := a.openAPIAnswer(); ans != nil {
		if err := json.Unmarshal(ans.body, &doc); err != nil {
			panic(err)
		}
	}
	return doc
}

// OpenAPIJSON is the document as /api/openapi.json answers it (its bytes).
func (a *API) OpenAPIJSON() []byte {
	if ans := a.openAPIAnswer(); ans != nil {
		return ans.body
	}
	return nil
}

// openAPIAnswer is the document encoded once (it only changes with the
// code), with its ETag and gzip form: hashing its ~200 KB was an eighth of
// each answer's time, and a gzip client had it compressed on every ask.
func (a *API) openAPIAnswer() *answer {
	a.openapiOnce.Do(func() {
		a.openapiBuilt.Store(true)
		doc, err := a.buildOpenAPI()
		if err != nil {
			panic(err)
		}
		// Through JSON values and back: the keys of every object sorted.
		var tree map[string]any
		raw, err := json.Marshal(doc)
		if err == nil {
			err = json.Unmarshal(raw, &tree)
		}
		if err != nil {
			panic(err)
		}
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(tree); err == nil {
			raw := buf.Bytes()
			a.openapiAnswer = newAnswer(raw, gzipped(raw), CacheStatic.header())
		}
	})
	return a.openapiAnswer
}

// openAPIJSON answers the encoded document.
func (a *API) openAPIJSON() (any, error) {
	if ans := a.openAPIAnswer(); ans != nil {
		return ans, nil
	}
	return nil, errors.New("openapi: document could not be encoded")
}

// The error answers of every route of the table (see errorDescriptions).
var routeErrors = []int{http.StatusBadRequest, http.StatusNotFound, http.StatusTooManyRequests}

func (a *API) buildOpenAPI() (*openapi3.T, error) {
	g := newSchemaGen()
	doc := &openapi3.T{
		OpenAPI: "3.0.3",
		Info: &openapi3.Info{
			Title:       "Almanac API",
			Version:     "1.0.0",
			Description: "Open sports statistics: championships, teams, games, standings, seasons, players and coaches. Lists are paged ({count, next, previous, results}; page, page_size ≤ 500); a trailing slash is optional; {slug} also accepts the numeric id; errors are {\"detail\": …}. A public read API: no authentication. With FEATURE_AUTH on (off by default) the accounts (/auth/…) and the operators' writes (/api/v1/ingest/…, /api/admin/…) exist too, the latter with a bearer token of an operator or admin; with it off each of their paths answers 404.",
			// The code's licence is not set yet; the data's are per source, listed
			// with each file of the latest release at /downloads/.
			License: &openapi3.License{Name: "Per-source data licences", URL: "/downloads/"},
		},
		Servers: openapi3.Servers{{URL: "/"}},
		// Public: every operation may be called without credentials.
		Security: openapi3.SecurityRequirements{{}},
		Paths:    openapi3.NewPaths(),
		Components: &openapi3.Components{
			Schemas:   g.schemas,
			Responses: openapi3.ResponseBodies{},
		},
	}
	g.schemas["Error"] = openapi3.NewSchemaRef("", openapi3.NewObjectSchema().
		WithProperty("detail", openapi3.NewStringSchema()).WithRequired([]string{"detail"}))
	errContent := openapi3.NewContentWithJSONSchemaRef(openapi3.NewSchemaRef("#/components/schemas/Error", nil))
	// errResponse is the shared answer of an error status, a component made
	// on first use.
	errResponse := func(code int) *openapi3.ResponseRef {
		name := "Error" + strconv.Itoa(code)
		if doc.Components.Responses[name] == nil {
			res := openapi3.NewResponse().WithDescription(errorDescriptions[code]).WithContent(errContent)
			if code == http.StatusTooManyRequests || code == http.StatusServiceUnavailable {
				res.Headers = openapi3.Headers{"Retry-After": &openapi3.HeaderRef{Value: &openapi3.Header{Parameter: openapi3.Parameter{
					Description: "Seconds to wait", Schema: openapi3.NewSchemaRef("", openapi3.NewIntegerSchema())}}}}
			}
			doc.Components.Responses[name] = &openapi3.ResponseRef{Value: res}
		}
		return &openapi3.ResponseRef{Ref: "#/components/responses/" + name}
	}
	tags := map[string]string{}
	for _, rt := range a.routes {
		body, err := g.ref(rt.Returns)
		if err != nil {
			return nil, fmt.Errorf("%s %s: %w", rt.Method, rt.Path, err)
		}
		op := &openapi3.Operation{
			Summary:     rt.Summary,
			OperationID: operationID(rt),
			Parameters:  routeParams(rt),
			Responses:   openapi3.NewResponses(),
		}
		if op.RequestBody, err = requestBody(g, rt.Body); err != nil {
			return nil, fmt.Errorf("%s %s: %w", rt.Method, rt.Path, err)
		}
		op.Responses.Delete("default")
		op.AddResponse(200, openapi3.NewResponse().WithDescription("OK").WithContent(openapi3.NewContentWithJSONSchemaRef(body)))
		codes := slices.Concat(routeErrors, rt.Errors)
		if rt.Body != nil {
			codes = append(codes, bodyErrors...)
		}
		for _, code := range codes {
			op.Responses.Set(strconv.Itoa(code), errResponse(code))
		}
		if rt.Tag != "" {
			op.Tags = []string{rt.Tag}
			tags[rt.Tag] = ""
		}
		doc.AddOperation(rt.Path, rt.Method, op)
	}
	if err := a.addDocumented(doc, g, errResponse, tags); err != nil {
		return nil, err
	}
	for t, desc := range tags {
		if desc == "" {
			desc = "The " + t + " routes"
		}
		doc.Tags = append(doc.Tags, &openapi3.Tag{Name: t, Description: desc})
	}
	sort.Slice(doc.Tags, func(i, j int) bool { return doc.Tags[i].Name < doc.Tags[j].Name })
	return doc, g.prune(doc)
}

func operationID(rt Route) string {
	return strings.ToLower(rt.Method) + strings.NewReplacer("/api/", "_", "/", "_", "{", "", "}", "", ".", "_", "-", "_").Replace(rt.Path)
}

func routeParams(rt Route) openapi3.Parameters {
	var params openapi3.Parameters
	for _, m := range pathParam.FindAllStringSubmatch(rt.Path, -1) {
		p := openapi3.NewPathParameter(m[1]).WithSchema(openapi3.NewStringSchema())
		p.Description = "slug or numeric id"
		if m[1] == "year" {
			p = openapi3.NewPathParameter(m[1]).WithSchema(openapi3.NewIntegerSchema())
			p.Description = "season start year"
		}
		params = append(params, &openapi3.ParameterRef{Value: p})
	}
	for _, p := range rt.Params {
		s := openapi3.NewStringSchema()
		switch p.Type {
		case "integer":
			s = openapi3.NewIntegerSchema()
		case "boolean":
			s = openapi3.NewBoolSchema()
		case "date":
			s = openapi3.NewDateTimeSchema()
			s.Format = "date"
		}
		s.Enum = enumOf(p.Enum)
		q := openapi3.NewQueryParameter(p.Name).WithSchema(s)
		q.Description = p.Description
		params = append(params, &openapi3.ParameterRef{Value: q})
	}
	return params
}
