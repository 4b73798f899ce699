package api_test

import (
	"testing"

	"github.com/almanac-sports/almanac/internal/api/apitest"
)

func TestGlossary(t *testing.T) {
	sports := func(want ...string) func(*testing.T, map[string]any) {
		return func(t *testing.T, b map[string]any) {
			rs := apitest.Results(t, b)
			if len(rs) != len(want) {
				t.Fatalf("%d books, want %v", len(rs), want)
			}
			for i, s := range want {
				if rs[i]["sport"] != s {
					t.Errorf("book %d is %v, want %s", i, rs[i]["sport"], s)
				}
			}
		}
	}
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "the hub: every sport", URL: "/api/glossary", Status: 200, Check: sports("baseball", "basketball", "football", "hockey")},
		{Name: "a site: its sport, in runs", URL: "/api/glossary", Headers: map[string]string{"Host": "mlb.localhost"}, Status: 200, Check: sports("baseball"),
			Contains: []string{`"score_unit":{"one":"run","many":"runs"}`, `"name":"era","abbr":"ERA","label":"Earned run average"`, `"formula":"9 × ER / IP"`}},
		{Name: "the hub asks for one", URL: "/api/glossary?sport__slug=hockey", Status: 200, Check: sports("hockey"), Contains: []string{`"abbr":"PTS","label":"Points"`}},
		{Name: "an unknown sport", URL: "/api/glossary?sport__slug=curling", Status: 400, Contains: []string{"sport__slug"}},
	})
}
