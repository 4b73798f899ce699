package api

import (
	"bytes"
	"encoding/json"
	"net/http/httptest"
	"testing"

	"github.com/almanac-sports/almanac/internal/sites"
)

func TestSiteProfileByHost(t *testing.T) {
	a := &API{Deps: Deps{Sites: sites.Default()}}
	routes := a.siteRoutes()
	if len(routes) != 1 || routes[0].Path != "/api/site" {
		t.Fatalf("routes %v", routes)
	}
	for host, want := range map[string]string{"localhost:8080": "almanac", "nba.localhost:8080": "nba", "NHL.localhost": "nhl", "elsewhere.example": "almanac"} {
		r := httptest.NewRequest("GET", "/api/site", nil)
		r.Host = host
		v, err := a.getSite(r)
		if err != nil {
			t.Fatal(err)
		}
		var p sites.Profile
		if err := json.Unmarshal(v.(rawJSON), &p); err != nil {
			t.Fatal(err)
		}
		if p.ID != want || !bytes.Equal(v.(rawJSON), encodeJSON(t, a.Sites.ForHost(host))) {
			t.Errorf("%s: profile %q, want %q", host, p.ID, want)
		}
	}
}

// encodeJSON is v as the API's encoder writes it.
func encodeJSON(t *testing.T, v any) []byte {
	t.Helper()
	a, done, err := encode(v, "", false)
	if err != nil {
		t.Fatal(err)
	}
	defer done()
	return bytes.Clone(a.body)
}
