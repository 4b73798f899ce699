package api_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/config"
)

// The document is valid OpenAPI and gives every operation what a client
// generator and the linter need: a unique id, a schema for each answer.
func TestOpenAPIDocumentIsComplete(t *testing.T) {
	raw, err := json.Marshal(api.New(api.Deps{Config: config.Defaults()}).OpenAPI())
	if err != nil {
		t.Fatal(err)
	}
	doc, err := openapi3.NewLoader().LoadFromData(raw)
	if err != nil {
		t.Fatal(err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatalf("invalid document: %v", err)
	}
	for _, tc := range []struct {
		name string
		ok   bool
	}{
		{"servers", len(doc.Servers) == 1 && doc.Servers[0].URL == "/"},
		{"security (public)", len(doc.Security) == 1 && len(doc.Security[0]) == 0},
		{"license", doc.Info.License != nil && doc.Info.License.Name != ""},
		{"Error schema", doc.Components.Schemas["Error"] != nil},
	} {
		if !tc.ok {
			t.Errorf("document lacks %s", tc.name)
		}
	}
	ids := map[string]string{}
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			where := method + " " + path
			if prev, ok := ids[op.OperationID]; ok || op.OperationID == "" {
				t.Errorf("%s: operationId %q not unique (also %s)", where, op.OperationID, prev)
			}
			ids[op.OperationID] = where
			for code, res := range op.Responses.Map() {
				mt := res.Value.Content.Get("application/json")
				switch {
				case mt == nil || mt.Schema == nil:
					t.Errorf("%s: %s answer has no schema", where, code)
				case code == "200" && mt.Schema.Ref == "" && path != "/api/openapi.json":
					t.Errorf("%s: 200 is not a component schema", where)
				case strings.HasPrefix(code, "4") && mt.Schema.Ref != "#/components/schemas/Error":
					t.Errorf("%s: %s answer is not the Error schema", where, code)
				}
			}
			if op.Responses.Status(200) == nil {
				t.Errorf("%s: no 200 answer", where)
			}
		}
	}
}
