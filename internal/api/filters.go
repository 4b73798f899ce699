package api

import (
	"net/url"
	"slices"
	"strings"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/sites"
)

// Scope is the sport/level filter every list accepts (the site profile's
// sport__slug and level__slug).
type Scope = readmodel.Scope

// sports are the sport slugs a scope may name.
var sports = sites.SportSlugs

// levelAliases maps the level names sites send to stored levels: college,
// ncaa and ncaa-division-i mean ncaa-d1; pro means professional.
var levelAliases = map[string]string{
	"professional": "professional", "pro": "professional",
	"ncaa-d1": "ncaa-d1", "college": "ncaa-d1", "ncaa-division-i": "ncaa-d1", "ncaa": "ncaa-d1",
}

// ScopeParams documents sport__slug and level__slug.
var ScopeParams = []Param{
	{Name: "sport__slug", Type: "string", Description: "Only this sport", Enum: sports},
	{Name: "level__slug", Type: "string", Description: "Only this level (college and ncaa-division-i mean ncaa-d1)", Enum: sites.LevelSlugs},
	{Name: "sport", Type: "string", Description: "Same as sport__slug (used when sport__slug is absent)"},
	{Name: "level", Type: "string", Description: "Same as level__slug (used when level__slug is absent)"},
}

// PageParams documents page and page_size.
var PageParams = []Param{
	{Name: "page", Type: "integer", Description: "Page number, from 1", Default: "1"},
	{Name: "page_size", Type: "integer", Description: "Results per page (default 100, at most 500)", Default: "100"},
}

// ParseScope validates sport__slug and level__slug (sport and level are accepted too).
func ParseScope(q url.Values) (Scope, error) {
	var s Scope
	sp := strings.ToLower(strings.TrimSpace(first(q, "sport__slug", "sport")))
	if sp != "" && sp != "all" {
		if !slices.Contains(sports, sp) {
			return s, httpio.BadParam("sport__slug", "must be one of %s, got %q", strings.Join(sports, ", "), sp)
		}
		s.Sport = sp
	}
	lv := strings.ToLower(strings.TrimSpace(first(q, "level__slug", "level")))
	if lv != "" && lv != "all" {
		canon, ok := levelAliases[lv]
		if !ok {
			return s, httpio.BadParam("level__slug", "must be professional or ncaa-d1, got %q", lv)
		}
		s.Level = canon
	}
	return s, nil
}

func first(q url.Values, names ...string) string {
	for _, n := range names {
		if v := q.Get(n); v != "" {
			return v
		}
	}
	return ""
}
