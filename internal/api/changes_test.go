package api_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"

	"github.com/almanac-sports/almanac/internal/api/apitest"
	"github.com/almanac-sports/almanac/internal/store"
)

type changesBody struct {
	Changes []struct {
		Kind, Action, Sport, Level, Slug, URL string
		Year                                  *int64
	}
	Next string
	More bool
}

func getChanges(t *testing.T, since string) changesBody {
	t.Helper()
	u := "/api/changes/?limit=1000"
	if since != "" {
		u += "&since=" + url.QueryEscape(since)
	}
	rec := httptest.NewRecorder()
	realAPI.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, u, nil))
	var b changesBody
	if rec.Code != http.StatusOK || json.Unmarshal(rec.Body.Bytes(), &b) != nil {
		t.Fatalf("%s: %d %s", u, rec.Code, rec.Body.String())
	}
	return b
}

// A mirror's view: a correction made after a cursor is listed after it,
// with the path that answers the game, and not after the cursor that
// followed it; bad cursors and limits are 400s naming the parameter.
func TestChangesFeed(t *testing.T) {
	ctx := context.Background()
	// Catch up to the head of the log.
	b := getChanges(t, "")
	for b.More {
		b = getChanges(t, b.Next)
	}
	cursor := b.Next
	if again := getChanges(t, cursor); len(again.Changes) != 0 || again.Next != cursor {
		t.Fatalf("nothing written yet, but after the cursor: %+v", again)
	}

	var id, hs, as int64
	var slug string
	if err := realStore.DB.QueryRowContext(ctx, `SELECT g.id, g.slug, g.home_score, g.away_score FROM games g JOIN team_seasons ts ON ts.season_id = g.season_id AND ts.franchise_id = g.home_franchise_id
WHERE g.sport_id = 2 AND g.level_id = 1 AND g.status = 'final' ORDER BY g.game_date DESC, g.id LIMIT 1`).Scan(&id, &slug, &hs, &as); err != nil {
		t.Fatal(err)
	}
	noAudit := func(*store.GameBase, store.GameBase) *store.AuditEntry { return nil }
	if _, err := realStore.CorrectGame(ctx, id, store.GameCorrection{HomeScore: hs + 1, AwayScore: as}, noAudit); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if _, err := realStore.CorrectGame(ctx, id, store.GameCorrection{HomeScore: hs, AwayScore: as}, noAudit); err != nil {
			t.Error(err)
		}
	})

	after := getChanges(t, cursor)
	if len(after.Changes) < 2 || after.More || after.Next == cursor {
		t.Fatalf("after the correction: %+v", after)
	}
	g := after.Changes[0]
	if g.Kind != "game" || g.Action != "changed" || g.Slug != slug || g.Sport != "basketball" || g.Level != "professional" || g.Year != nil || g.URL != "/api/games/"+slug+"/" {
		t.Fatalf("the game's change: %+v", g)
	}
	for _, c := range after.Changes[1:] {
		if c.Kind != "team_season" || c.Year == nil {
			t.Fatalf("a team season's change: %+v", c)
		}
	}
	for _, c := range after.Changes {
		rec := httptest.NewRecorder()
		realAPI.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, c.URL, nil))
		if rec.Code != http.StatusOK {
			t.Errorf("%s: %d", c.URL, rec.Code)
		}
	}
	if later := getChanges(t, after.Next); len(later.Changes) != 0 || later.Next != after.Next {
		t.Fatalf("after the newer cursor: %+v", later)
	}

	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "page of one", URL: "/api/changes/?limit=1&since=" + url.QueryEscape(cursor), Status: 200, Check: func(t *testing.T, body map[string]any) {
			if l, _ := body["changes"].([]any); len(l) != 1 || body["more"] != true {
				t.Errorf("one change and more: %v", body)
			}
		}},
		{Name: "not a cursor", URL: "/api/changes/?since=12", Status: 400, Contains: []string{`\"since\"`}},
		{Name: "a cursor from the future", URL: "/api/changes/?since=YzE6OTk5OTk5OTk5", Status: 400, Contains: []string{`\"since\"`, "past the latest"}},
		{Name: "limit too large", URL: "/api/changes/?limit=5000", Status: 400, Contains: []string{`\"limit\"`}},
	})
}
