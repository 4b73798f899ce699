package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"regexp"
	"strings"
)

var pathParam = regexp.MustCompile(`\{([a-z_]+)\}`)

// openAPIDocument is what /api/openapi.json answers (kept encoded).
type openAPIDocument map[string]any

// OpenAPI builds the OpenAPI 3 document from the route table, so the two
// cannot drift; the test checks every route is documented with a summary
// and its path parameters.
func (a *API) OpenAPI() map[string]any {
	a.openapiOnce.Do(func() {
		a.openapi = a.buildOpenAPI()
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(a.openapi); err == nil {
			a.openapiRaw = buf.Bytes()
		}
	})
	return a.openapi
}

// openAPIJSON is the document encoded once (it only changes with the code).
func (a *API) openAPIJSON() (any, error) {
	a.OpenAPI()
	if a.openapiRaw == nil {
		return nil, errors.New("openapi: document could not be encoded")
	}
	return a.openapiRaw, nil
}

func (a *API) buildOpenAPI() map[string]any {
	paths := map[string]any{}
	for _, rt := range a.routes {
		op := map[string]any{
			"summary":     rt.Summary,
			"operationId": strings.ToLower(rt.Method) + strings.NewReplacer("/api/", "_", "/", "_", "{", "", "}", "", ".", "_", "-", "_").Replace(rt.Path),
			"responses": map[string]any{
				"200": map[string]any{"description": "OK", "content": map[string]any{"application/json": map[string]any{}}},
				"400": map[string]any{"description": "A parameter is invalid; detail names it", "content": errContent},
				"404": map[string]any{"description": "Not found", "content": errContent},
				"429": map[string]any{"description": "Rate limited; see Retry-After", "content": errContent},
			},
		}
		if rt.Tag != "" {
			op["tags"] = []string{rt.Tag}
		}
		var params []any
		for _, m := range pathParam.FindAllStringSubmatch(rt.Path, -1) {
			params = append(params, map[string]any{"name": m[1], "in": "path", "required": true, "schema": map[string]any{"type": "string"}, "description": "slug or numeric id"})
		}
		for _, p := range rt.Params {
			schema := map[string]any{"type": "string"}
			switch p.Type {
			case "integer":
				schema = map[string]any{"type": "integer"}
			case "boolean":
				schema = map[string]any{"type": "boolean"}
			case "date":
				schema = map[string]any{"type": "string", "format": "date"}
			}
			if len(p.Enum) > 0 {
				schema["enum"] = p.Enum
			}
			params = append(params, map[string]any{"name": p.Name, "in": "query", "required": false, "schema": schema, "description": p.Description})
		}
		if params != nil {
			op["parameters"] = params
		}
		item, _ := paths[rt.Path].(map[string]any)
		if item == nil {
			item = map[string]any{}
			paths[rt.Path] = item
		}
		item[strings.ToLower(rt.Method)] = op
	}
	return map[string]any{
		"openapi": "3.0.3",
		"info": map[string]any{
			"title":       "Almanac API",
			"version":     "1.0.0",
			"description": "Open sports statistics: championships, teams, games, standings, seasons, players and coaches. Lists are paged ({count, next, previous, results}; page, page_size ≤ 500); a trailing slash is optional; {slug} also accepts the numeric id; errors are {\"detail\": …}.",
		},
		"paths": paths,
	}
}

var errContent = map[string]any{"application/json": map[string]any{"schema": map[string]any{
	"type": "object", "properties": map[string]any{"detail": map[string]any{"type": "string"}},
}}}
