package api

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3gen"

	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/sites"
)

// schemaGen makes component schemas from the Go types routes answer, with
// encoding/json's rules: a field without omitempty is required, a pointer,
// slice or map may be null, and no other property appears. A slice or map
// tagged openapi:"nonnull" is never null: the model builds it non-nil (a
// request body field: null is refused).
type schemaGen struct {
	gen     *openapi3gen.Generator
	schemas openapi3.Schemas
	names   map[reflect.Type]string
	taken   map[string]reflect.Type
}

func newSchemaGen() *schemaGen {
	g := &schemaGen{schemas: openapi3.Schemas{}, names: map[reflect.Type]string{}, taken: map[string]reflect.Type{}}
	g.gen = openapi3gen.NewGenerator(
		openapi3gen.UseAllExportedFields(),
		openapi3gen.CreateComponentSchemas(openapi3gen.ExportComponentSchemasOptions{
			ExportComponentSchemas: true, ExportTopLevelSchema: true, ExportGenerics: true,
		}),
		openapi3gen.CreateTypeNameGenerator(g.name),
		openapi3gen.SchemaCustomizer(g.customize),
	)
	return g
}

// ref returns the schema of t's JSON encoding, adding components as needed.
func (g *schemaGen) ref(t reflect.Type) (*openapi3.SchemaRef, error) {
	if t.Kind() == reflect.Interface {
		return nil, fmt.Errorf("openapi: a route answers %v; declare a concrete type", t)
	}
	return g.gen.NewSchemaRefForValue(reflect.New(t).Elem().Interface(), g.schemas)
}

// prune drops components no schema or operation refers to (the generator
// makes one for statKV, whose map shape replaces it).
func (g *schemaGen) prune(doc *openapi3.T) error {
	for {
		raw, err := json.Marshal(doc)
		if err != nil {
			return err
		}
		dropped := false
		for name := range g.schemas {
			if !bytes.Contains(raw, []byte(`"#/components/schemas/`+name+`"`)) {
				delete(g.schemas, name)
				dropped = true
			}
		}
		if !dropped {
			return nil
		}
	}
}

var typeArgWord = regexp.MustCompile(`[\w]+(\]|,|$)`)

// rowsFirst are the generic answers named after their rows, so the name
// reads as words: finderPage[store.CareerHit] is CareerHitPage,
// exportEnvelope[readmodel.Game] is GameExport.
var rowsFirst = map[string]string{"finderPage": "Page", "lineFinderPage": "Page", "exportEnvelope": "Export"}

// name gives a component a valid, readable name: the type's own,
// capitalized, then its type arguments' (Paged[store.Team] is PagedTeam).
// Two types may share one only when they write the same JSON (Paged[*T]
// and Paged[T]).
func (g *schemaGen) name(t reflect.Type) string {
	if n, ok := g.names[t]; ok {
		return n
	}
	base, args, _ := strings.Cut(t.Name(), "[")
	if base == "rowPage" {
		base = "Paged" // the same JSON, written from rows encoded ahead
	}
	var rows string
	for _, w := range typeArgWord.FindAllString(args, -1) {
		rows += exportName(strings.TrimRight(w, "],"))
	}
	n := exportName(base) + rows
	if suffix, ok := rowsFirst[base]; ok {
		n = rows + suffix
	}
	if prev, ok := g.taken[n]; ok && prev != t && !sameJSON(prev, t) {
		// Same name in two packages: qualify the later one.
		n = exportName(pkgName(t)) + n
	}
	g.names[t], g.taken[n] = n, t
	return n
}

// sameJSON reports whether two types differ only by pointers in their
// type arguments (or are the same), which encoding/json writes alike.
func sameJSON(a, b reflect.Type) bool {
	unptr := func(t reflect.Type) string { return strings.ReplaceAll(t.String(), "*", "") }
	return unptr(a) == unptr(b)
}

// exportName is s with its first letter upper case.
func exportName(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}

func pkgName(t reflect.Type) string {
	p := t.PkgPath()
	return p[strings.LastIndexByte(p, '/')+1:]
}

var marshalerType = reflect.TypeFor[json.Marshaler]()

// customize finishes each generated schema: the JSON rules above for
// structs, and the hand-written shape of types with their own MarshalJSON
// (reflection cannot see what those write, so one without an entry in
// schemaFixes or schemaPatches is an error rather than a wrong schema).
func (g *schemaGen) customize(_ string, t reflect.Type, _ reflect.StructTag, s *openapi3.Schema) error {
	if as, ok := schemaAs[t]; ok {
		ref, err := g.gen.GenerateSchemaRef(as)
		if err != nil {
			return err
		}
		*s = *ref.Value
		return nil
	}
	if fix, ok := schemaFixes[t]; ok {
		fix(s)
		return nil
	}
	patch := schemaPatches[t]
	if patch == nil && (t.Implements(marshalerType) || reflect.PointerTo(t).Implements(marshalerType)) {
		return fmt.Errorf("openapi: %v has its own MarshalJSON: add its shape to schemaFixes", t)
	}
	if t.Kind() == reflect.Array {
		// A fixed-size array: the generator leaves it blank.
		items, err := g.gen.GenerateSchemaRef(t.Elem())
		if err != nil {
			return err
		}
		*s = *openapi3.NewArraySchema().WithItems(items.Value).WithMinItems(int64(t.Len())).WithMaxItems(int64(t.Len()))
		s.Items = items
		return nil
	}
	if t.Kind() != reflect.Struct || s.Properties == nil {
		return nil
	}
	if patch != nil {
		defer patch(s)
	}
	s.AdditionalProperties = openapi3.AdditionalProperties{Has: new(false)}
	fields := jsonFields(t)
	written := map[string]bool{}
	for _, f := range fields {
		written[f.name] = true
	}
	for name := range s.Properties {
		if !written[name] {
			delete(s.Properties, name) // e.g. a tie encoding/json drops
		}
	}
	for _, f := range fields {
		p := s.Properties[f.name]
		if f.shadowed {
			// The generator keeps the last field of a name, not the one
			// encoding/json writes.
			var err error
			if p, err = g.gen.GenerateSchemaRef(f.typ); err != nil {
				return err
			}
			s.Properties[f.name] = p
		}
		if p == nil {
			continue
		}
		if !f.omit {
			s.Required = append(s.Required, f.name)
		}
		switch k := f.typ.Kind(); {
		case strings.HasPrefix(p.Ref, "#/") && k == reflect.Pointer:
			// A $ref cannot carry nullable beside it (OpenAPI 3.0), and
			// nullable wants a type; components are all objects.
			s.Properties[f.name] = &openapi3.SchemaRef{Value: &openapi3.Schema{Type: &openapi3.Types{"object"}, Nullable: true, AllOf: openapi3.SchemaRefs{p}}}
		case p.Value != nil && k == reflect.Pointer:
			p.Value.Nullable = true
		case p.Value != nil && (k == reflect.Slice || k == reflect.Map) && !f.omit && !f.nonNull:
			p.Value.Nullable = true // nil encodes as null
		}
	}
	return nil
}

type jsonField struct {
	name     string
	omit     bool
	typ      reflect.Type
	depth    int
	tagged   bool
	shadowed bool // a deeper field of the same name lost to this one
	nonNull  bool // tagged openapi:"nonnull": built non-nil
}

// jsonFields lists the fields encoding/json writes for struct type t:
// embedded structs flattened, and of fields sharing a name the shallowest
// (then the tagged) one, as encoding/json picks.
func jsonFields(t reflect.Type) []jsonField {
	all := appendJSONFields(nil, t, 0)
	var out []jsonField
	for _, f := range all {
		win, n := true, 0
		for _, o := range all {
			if o.name != f.name {
				continue
			}
			n++
			if o.depth < f.depth || (o.depth == f.depth && o.tagged && !f.tagged) {
				win = false
			}
		}
		if win {
			f.shadowed = n > 1
			out = append(out, f)
		}
	}
	return out
}

func appendJSONFields(out []jsonField, t reflect.Type, depth int) []jsonField {
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		ft := f.Type
		if f.Anonymous && name == "" {
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				out = appendJSONFields(out, ft, depth+1)
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		tagged := name != ""
		if !tagged {
			name = f.Name
		}
		omit := strings.Contains(opts, "omitempty") || strings.Contains(opts, "omitzero")
		out = append(out, jsonField{name: name, omit: omit, typ: ft, depth: depth, tagged: tagged, nonNull: f.Tag.Get("openapi") == "nonnull"})
	}
	return out
}

func nullableString() *openapi3.SchemaRef {
	return &openapi3.SchemaRef{Value: openapi3.NewStringSchema().WithNullable()}
}

func nullableNumber() *openapi3.SchemaRef {
	return &openapi3.SchemaRef{Value: openapi3.NewFloat64Schema().WithNullable()}
}

// schemaAs are the answer types that write the JSON of another type.
var schemaAs = map[reflect.Type]reflect.Type{
	// A coach's season rows, encoded ahead.
	reflect.TypeFor[readmodel.CoachSeasons](): reflect.TypeFor[[]readmodel.CoachSeason](),
}

// schemaFixes are the shapes of the answer types that write their own JSON.
var schemaFixes = map[reflect.Type]func(*openapi3.Schema){
	// {"points": 25.1, …} in a fixed order; NaN is null.
	reflect.TypeFor[readmodel.StatMap](): func(s *openapi3.Schema) {
		*s = *openapi3.NewObjectSchema().WithAdditionalProperties(openapi3.NewFloat64Schema().WithNullable())
	},
	// {"50": "#rrggbb", …, "950": …}
	reflect.TypeFor[sites.Palette](): func(s *openapi3.Schema) {
		*s = *openapi3.NewObjectSchema()
		for _, n := range sites.Shades {
			s.WithProperty(strconv.Itoa(n), openapi3.NewStringSchema())
			s.Required = append(s.Required, strconv.Itoa(n))
		}
		s.AdditionalProperties = openapi3.AdditionalProperties{Has: new(false)}
	},
	// Raw JSON: the audit log's states of a row before and after a write
	// (an object, or null).
	reflect.TypeFor[json.RawMessage](): func(s *openapi3.Schema) {
		*s = *openapi3.NewObjectSchema().WithNullable()
		s.Description = "The row's state as JSON (null when there was none)"
	},
	// Each side's figure: a count or rate, null where the side has no data.
	reflect.TypeFor[readmodel.TeamPair](): func(s *openapi3.Schema) {
		*s = *openapi3.NewObjectSchema()
		s.Properties = openapi3.Schemas{"a": nullableNumber(), "b": nullableNumber()}
		s.Required = []string{"a", "b"}
		s.AdditionalProperties = openapi3.AdditionalProperties{Has: new(false)}
	},
	// A request body's team or player: an id or a slug.
	reflect.TypeFor[idOrSlug](): func(s *openapi3.Schema) {
		id := openapi3.NewIntegerSchema().WithMin(1)
		slug := openapi3.NewStringSchema().WithPattern(`\S`)
		*s = *openapi3.NewOneOfSchema(id, slug)
		s.Description = "An id (a positive integer, as a number or its digits) or a slug"
	},
	// Empty filters are null.
	reflect.TypeFor[sites.Filters](): func(s *openapi3.Schema) {
		*s = *openapi3.NewObjectSchema()
		s.Properties = openapi3.Schemas{"sport__slug": nullableString(), "level__slug": nullableString()}
		s.Required = []string{"level__slug", "sport__slug"}
		s.AdditionalProperties = openapi3.AdditionalProperties{Has: new(false)}
	},
}

// schemaPatches amend the struct rules of a type: one whose MarshalJSON
// only changes some fields (a Profile's empty sport or level is null, else
// one of the slugs a profile may name: sites.normalise refuses others), and
// a request body's bounds its handler checks.
var schemaPatches = map[reflect.Type]func(*openapi3.Schema){
	reflect.TypeFor[comparisonInput](): func(s *openapi3.Schema) {
		s.Properties["team_ids"].Value.WithMinItems(2).WithMaxItems(4)
		s.Properties["season"] = openapi3.NewSchemaRef("", openapi3.NewIntegerSchema().WithMin(1850).WithMax(2100))
	},
	reflect.TypeFor[customReportBody](): func(s *openapi3.Schema) {
		s.Properties["report"] = openapi3.NewSchemaRef("", openapi3.NewStringSchema().WithEnum(enumOf(customReports)...))
		s.Properties["format"] = openapi3.NewSchemaRef("", openapi3.NewStringSchema().WithEnum("csv", "json"))
	},
	reflect.TypeFor[sites.Profile](): func(s *openapi3.Schema) {
		s.Properties["sport"], s.Properties["level"] = nullableEnum(sites.SportSlugs), nullableEnum(sites.LevelSlugs)
	},
}

// nullableEnum is one of values, or null.
func nullableEnum(values []string) *openapi3.SchemaRef {
	s := openapi3.NewStringSchema().WithNullable()
	s.Enum = enumOf(values)
	return &openapi3.SchemaRef{Value: s}
}

// enumOf is values as a schema's enum (nil when there are none).
func enumOf(values []string) []any {
	var out []any
	for _, v := range values {
		out = append(out, v)
	}
	return out
}
