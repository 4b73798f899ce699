package api

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

type schemaBase struct {
	ID   int64  `json:"id"`
	Name string `json:"name"` // shadowed by schemaSample.Name
}

type schemaInner struct {
	Slug string `json:"slug"`
}

type schemaSample struct {
	schemaBase
	Name   int               `json:"name"`
	Note   *string           `json:"note"`
	Tags   []string          `json:"tags,omitempty"`
	Inner  *schemaInner      `json:"inner"`
	Counts map[string]int    `json:"counts"`
	Stats  readmodel.StatMap `json:"stats"`
	Hidden string            `json:"-"`
	Plain  bool
}

// loadSchema generates t's schema and resolves it the way a client would.
func loadSchema(t *testing.T, typ reflect.Type) *openapi3.Schema {
	t.Helper()
	g := newSchemaGen()
	ref, err := g.ref(typ)
	if err != nil {
		t.Fatal(err)
	}
	g.schemas["Root"] = ref
	raw, err := json.Marshal(map[string]any{"openapi": "3.0.3", "info": map[string]any{"title": "t", "version": "1"},
		"paths": map[string]any{}, "components": map[string]any{"schemas": g.schemas}})
	if err != nil {
		t.Fatal(err)
	}
	doc, err := openapi3.NewLoader().LoadFromData(raw)
	if err != nil {
		t.Fatal(err)
	}
	return doc.Components.Schemas["Root"].Value
}

// The schema follows encoding/json: what it writes validates, and a body
// with a field more, one less or of another type does not.
func TestSchemaFollowsEncodingJSON(t *testing.T) {
	s := loadSchema(t, reflect.TypeFor[schemaSample]())
	note := "n"
	for _, tc := range []struct {
		name string
		body any // a Go value (encoded) or a JSON string
		ok   bool
	}{
		{"zero value", schemaSample{}, true},
		{"full value", schemaSample{schemaBase: schemaBase{ID: 1}, Name: 2, Note: &note, Tags: []string{"a"},
			Inner: &schemaInner{Slug: "s"}, Counts: map[string]int{"x": 1}, Stats: readmodel.StatMap{readmodel.Stat("pts", 1.5)}, Plain: true}, true},
		{"unknown field", `{"id":1,"name":2,"note":null,"inner":null,"counts":null,"stats":null,"Plain":false,"extra":1}`, false},
		{"missing required field", `{"id":1,"name":2,"note":null,"inner":null,"counts":null,"stats":null}`, false},
		{"shadowed field keeps the outer type", `{"id":1,"name":"x","note":null,"inner":null,"counts":null,"stats":null,"Plain":false}`, false},
		{"nested object checked", `{"id":1,"name":2,"note":null,"inner":{"slug":3},"counts":null,"stats":null,"Plain":false}`, false},
		{"hidden field absent", `{"id":1,"name":2,"note":null,"inner":null,"counts":null,"stats":null,"Plain":false,"Hidden":""}`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			raw, ok := tc.body.(string)
			if !ok {
				b, err := json.Marshal(tc.body)
				if err != nil {
					t.Fatal(err)
				}
				raw = string(b)
			}
			var v any
			if err := json.Unmarshal([]byte(raw), &v); err != nil {
				t.Fatal(err)
			}
			if err := s.VisitJSON(v); (err == nil) != tc.ok {
				t.Errorf("%s: valid = %v, want %v (%v)", raw, err == nil, tc.ok, err)
			}
		})
	}
}

type schemaLists struct {
	Maybe []int          `json:"maybe"`
	Never []int          `json:"never" openapi:"nonnull"`
	Map   map[string]int `json:"map" openapi:"nonnull"`
}

// A list or map tagged openapi:"nonnull" is an array or object, never null;
// one untagged may be null.
func TestSchemaNonNullLists(t *testing.T) {
	s := loadSchema(t, reflect.TypeFor[schemaLists]())
	for _, tc := range []struct {
		body string
		ok   bool
	}{
		{`{"maybe":null,"never":[],"map":{}}`, true},
		{`{"maybe":[1],"never":[2],"map":{"a":1}}`, true},
		{`{"maybe":[],"never":null,"map":{}}`, false},
		{`{"maybe":[],"never":[],"map":null}`, false},
	} {
		var v any
		if err := json.Unmarshal([]byte(tc.body), &v); err != nil {
			t.Fatal(err)
		}
		if err := s.VisitJSON(v); (err == nil) != tc.ok {
			t.Errorf("%s: valid = %v, want %v (%v)", tc.body, err == nil, tc.ok, err)
		}
	}
}

type schemaPair struct {
	Pair [2]string `json:"pair"`
}

// A fixed-size array is an array of its length.
func TestSchemaFixedArray(t *testing.T) {
	s := loadSchema(t, reflect.TypeFor[schemaPair]())
	for _, tc := range []struct {
		body string
		ok   bool
	}{
		{`{"pair":["a","b"]}`, true},
		{`{"pair":["a"]}`, false},
		{`{"pair":["a","b","c"]}`, false},
		{`{"pair":[1,2]}`, false},
	} {
		var v any
		if err := json.Unmarshal([]byte(tc.body), &v); err != nil {
			t.Fatal(err)
		}
		if err := s.VisitJSON(v); (err == nil) != tc.ok {
			t.Errorf("%s: valid = %v, want %v (%v)", tc.body, err == nil, tc.ok, err)
		}
	}
}

type selfMarshaled struct{}

func (selfMarshaled) MarshalJSON() ([]byte, error) { return []byte(`1`), nil }

// A type with its own MarshalJSON needs its shape written down, and a route
// must answer a concrete type: both are errors, not a vague schema.
func TestSchemaRefusesWhatItCannotSee(t *testing.T) {
	for _, typ := range []reflect.Type{reflect.TypeFor[selfMarshaled](), reflect.TypeFor[struct {
		X selfMarshaled `json:"x"`
	}](), reflect.TypeFor[any]()} {
		if _, err := newSchemaGen().ref(typ); err == nil {
			t.Errorf("%v: no error", typ)
		}
	}
}

// Every route's answer type encodes, even at its zero value, to a body its
// schema accepts: the hand-written shapes agree with their MarshalJSON.
func TestRouteZeroValuesMatchSchemas(t *testing.T) {
	a := New(Deps{Config: config.Defaults()})
	for _, rt := range a.routes {
		if rt.Returns.Kind() == reflect.Map {
			continue // the OpenAPI document itself: any object
		}
		t.Run(strings.TrimPrefix(rt.Path, "/api/"), func(t *testing.T) {
			s := loadSchema(t, rt.Returns)
			typ := rt.Returns
			for typ.Kind() == reflect.Pointer {
				typ = typ.Elem()
			}
			zero := reflect.New(typ)
			emptyNonNull(zero.Elem())
			raw, err := json.Marshal(zero.Interface())
			if err != nil {
				t.Fatal(err)
			}
			var v any
			if err := json.Unmarshal(raw, &v); err != nil {
				t.Fatal(err)
			}
			if err := s.VisitJSON(v); err != nil {
				t.Errorf("%s: %v", raw, err)
			}
		})
	}
}

// emptyNonNull makes v's nil lists and maps tagged openapi:"nonnull" empty,
// as the model builds them (a zero value is no answer the model makes).
func emptyNonNull(v reflect.Value) {
	if v.Kind() != reflect.Struct {
		return
	}
	for i := range v.NumField() {
		f, sf := v.Field(i), v.Type().Field(i)
		switch {
		case f.Kind() == reflect.Struct && sf.Anonymous:
			// An embedded struct's fields are the answer's own, exported
			// or not (a finder page embeds finderPage).
			emptyNonNull(f)
		case !sf.IsExported():
		case f.Kind() == reflect.Struct:
			emptyNonNull(f)
		case sf.Tag.Get("openapi") != "nonnull" || !f.IsNil():
		case f.Kind() == reflect.Slice:
			f.Set(reflect.MakeSlice(f.Type(), 0, 0))
		case f.Kind() == reflect.Map:
			f.Set(reflect.MakeMap(f.Type()))
		}
	}
}

// Every POST route of the table declares the body its handler reads, so
// the document gives each one's schema.
func TestPostRoutesDeclareBodies(t *testing.T) {
	n := 0
	for _, rt := range New(Deps{Config: config.Defaults()}).routes {
		if rt.Method == http.MethodPost {
			n++
			if rt.Body == nil {
				t.Errorf("POST %s reads a body it does not declare", rt.Path)
			}
		}
	}
	if n < 4 {
		t.Errorf("%d POST routes, want predict_game, compare_players, comparison_report and custom_report at least", n)
	}
}

// predict_game's route declares the body its handler reads, and the schema
// accepts what the handler does: ids as numbers or digits, slugs; not a
// missing, null, blank, non-positive or other-typed team, nor a name in
// another case, another field, a name twice or more after the object.
func TestPredictInputSchemaAgreesWithHandler(t *testing.T) {
	var body reflect.Type
	for _, rt := range New(Deps{Config: config.Defaults()}).routes {
		if rt.Path == "/api/v1/analytics/analytics/predict_game" {
			body = rt.Body
		}
	}
	if body != reflect.TypeFor[predictInput]() {
		t.Fatalf("the route declares body %v, want predictInput", body)
	}
	s := loadSchema(t, body)
	for _, tc := range []struct {
		body            string
		schema, handler bool
	}{
		{`{"home_team_id":"kansas-city-chiefs","away_team_id":"buffalo-bills"}`, true, true},
		{`{"home_team_id":1150,"away_team_id":"1138"}`, true, true},
		{`{"home_team_id":0,"away_team_id":"buffalo-bills"}`, false, false},
		{`{"home_team_id":-3,"away_team_id":"buffalo-bills"}`, false, false},
		{`{"home_team_id":1.5,"away_team_id":"buffalo-bills"}`, false, false},
		{`{"home_team_id":" ","away_team_id":"buffalo-bills"}`, false, false},
		{`{"home_team_id":null,"away_team_id":"buffalo-bills"}`, false, false},
		{`{"home_team_id":true,"away_team_id":"buffalo-bills"}`, false, false},
		{`{"home_team_id":["a"],"away_team_id":"buffalo-bills"}`, false, false},
		{`{"away_team_id":"buffalo-bills"}`, false, false},
		{`{"Home_Team_ID":"kansas-city-chiefs","away_team_id":"buffalo-bills"}`, false, false},
		{`null`, false, false},
		{`{"home_team_id":"kansas-city-chiefs","away_team_id":"buffalo-bills","neutral":true}`, false, false},
	} {
		var v any
		if err := json.Unmarshal([]byte(tc.body), &v); err != nil {
			t.Fatal(err)
		}
		if err := s.VisitJSON(v); (err == nil) != tc.schema {
			t.Errorf("%s: schema valid = %v, want %v (%v)", tc.body, err == nil, tc.schema, err)
		}
		if err := readPredictInput(tc.body); (err == nil) != tc.handler {
			t.Errorf("%s: handler accepts = %v, want %v (%v)", tc.body, err == nil, tc.handler, err)
		}
	}
	// What JSON itself cannot hold (a schema judges one value) the reader refuses.
	for _, body := range []string{
		`{"home_team_id":"kansas-city-chiefs","home_team_id":"buffalo-bills","away_team_id":"buffalo-bills"}`,
		`{"home_team_id":"kansas-city-chiefs","away_team_id":"buffalo-bills"} {}`,
	} {
		if err := readPredictInput(body); err == nil {
			t.Errorf("%s: handler accepts it", body)
		}
	}
}

// readPredictInput reads a predict_game body as its handler does, up to the
// team lookups.
func readPredictInput(body string) error {
	var in predictInput
	if err := httpio.ReadJSON(httptest.NewRequest(http.MethodPost, "/", strings.NewReader(body)), &in); err != nil {
		return err
	}
	_, err := pairRefs("team", [2]string{"home_team_id", "away_team_id"}, [2]idOrSlug{in.HomeTeamID, in.AwayTeamID})
	return err
}
