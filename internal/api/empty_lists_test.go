package api_test

import (
	"testing"

	"github.com/almanac-sports/almanac/internal/api/apitest"
)

// emptyLists checks that each field at path is an empty JSON array (a list
// with nothing in it is [], never null).
func emptyLists(path []string, fields ...string) func(t *testing.T, body map[string]any) {
	return func(t *testing.T, body map[string]any) {
		o := body
		if len(path) > 0 {
			o = obj(t, body, path...)
		}
		for _, f := range fields {
			if l, ok := o[f].([]any); !ok || len(l) != 0 {
				t.Errorf("%s = %#v, want []", f, o[f])
			}
		}
	}
}

func TestEmptyListsAreArrays(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "player without awards, titles or roles", URL: "/api/players/tony-boselli", Status: 200,
			Check: emptyLists(nil, "awards", "championships", "career_roles", "other_sports")},
		{Name: "player list row without awards", URL: "/api/players?search=tony+boselli", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rs := apitest.Results(t, b)
			if len(rs) == 0 {
				t.Fatal("no player")
			}
			emptyLists(nil, "awards", "career_roles")(t, rs[0])
		}},
		{Name: "lineman's stat page without roles", URL: "/api/v1/analytics/players/stats/tony-boselli", Status: 200,
			Check: emptyLists([]string{"player"}, "roles")},
		{Name: "coach without awards, titles or earlier teams", URL: "/api/coaches/fay-abbott", Status: 200,
			Check: emptyLists(nil, "awards", "championships", "previous_teams")},
	})
}
