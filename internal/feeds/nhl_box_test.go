package feeds

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// nhlBoxPayload writes a boxscore in the shape of the NHL's
// /v1/gamecenter/{id}/boxscore (the fields a public client's recorded
// answer has): per side two forwards, a defenceman, the starting goalie and
// a backup who did not play. home's first forward scores goals goals.
func nhlBoxPayload(id, away, home string, awayScore, homeScore, goals int) []byte {
	skater := func(pid int, name, pos string, g int) map[string]any {
		return map[string]any{"playerId": pid, "sweaterNumber": 9, "name": map[string]string{"default": name}, "position": pos,
			"goals": g, "assists": 1, "points": g + 1, "plusMinus": 1, "pim": 2, "hits": 3, "powerPlayGoals": 0, "sog": 4,
			"faceoffWinningPctg": 0.5, "toi": "17:14", "blockedShots": 1, "shifts": 19, "giveaways": 1, "takeaways": 0}
	}
	goalie := func(pid int, name, toi string, sa, sv int) map[string]any {
		return map[string]any{"playerId": pid, "sweaterNumber": 30, "name": map[string]string{"default": name}, "position": "G",
			"evenStrengthShotsAgainst": fmt.Sprintf("%d/%d", sv, sa), "saveShotsAgainst": fmt.Sprintf("%d/%d", sv, sa),
			"pim": 0, "goalsAgainst": sa - sv, "toi": toi, "starter": toi != "00:00", "shotsAgainst": sa, "saves": sv}
	}
	side := func(base int, score, against int, g int) map[string]any {
		return map[string]any{
			"forwards": []any{skater(base+1, "A. Forward", "C", g), skater(base+2, "B. Winger", "L", 0)},
			"defense":  []any{skater(base+3, "C. Defender", "D", 0)},
			"goalies":  []any{goalie(base+4, "D. Starter", "60:00", 30, 30-against), goalie(base+5, "E. Backup", "00:00", 0, 0)},
		}
	}
	var gid int64
	fmt.Sscan(id, &gid)
	b, _ := json.Marshal(map[string]any{
		"id": gid, "season": 20252026, "gameType": 2, "gameDate": "2025-10-07", "gameState": "OFF",
		"awayTeam":          map[string]any{"id": 1, "abbrev": away, "score": awayScore, "sog": 30},
		"homeTeam":          map[string]any{"id": 2, "abbrev": home, "score": homeScore, "sog": 31},
		"playerByGameStats": map[string]any{"awayTeam": side(8470000, awayScore, homeScore, 0), "homeTeam": side(8480000, homeScore, awayScore, goals)},
		"gameOutcome":       map[string]string{"lastPeriodType": "REG"},
	})
	return b
}

func TestNHLParseBox(t *testing.T) {
	g := Game{ID: "2025020002"}
	good := nhlBoxPayload("2025020002", "PIT", "NYR", 3, 0, 0)
	fb, err := nhl{}.ParseBox(good, g)
	if err != nil {
		t.Fatal(err)
	}
	// Four lines a side: the backup who did not play has none.
	if len(fb.Box.Players) != 8 || fb.Source != nhlBoxSource || fb.Box.Home["goals"] != 0 || fb.Box.Away["shots"] != 30 {
		t.Fatalf("box: %d lines, %+v", len(fb.Box.Players), fb.Box)
	}
	col := map[string]int{}
	for i, c := range fb.Box.Columns {
		col[c] = i
	}
	f, gl := fb.Box.Players[0], fb.Box.Players[7] // the away side's first line, the home goalie
	if f.Home || f.PersonKey != "8470001" || f.Values[col["time_on_ice_seconds"]] != 1034 || f.Values[col["shots"]] != 4 ||
		f.Has&(1<<uint(col["saves"])) != 0 {
		t.Errorf("forward line %+v", f)
	}
	if !gl.Home || gl.Position != "G" || gl.Values[col["saves"]] != 27 || gl.Values[col["goals_against"]] != 3 || gl.Has&(1<<uint(col["goals"])) != 0 {
		t.Errorf("goalie line %+v", gl)
	}

	for _, tc := range []struct{ name, body string }{
		{"another game's box", string(nhlBoxPayload("2025020003", "PIT", "NYR", 3, 0, 0))},
		{"no playerByGameStats", strings.Replace(string(good), `"playerByGameStats"`, `"playerStats"`, 1)},
		{"a clock that is not MM:SS", strings.Replace(string(good), `"17:14"`, `"17m14"`, 1)},
		{"truncated", string(good[:len(good)/2])},
		{"no lines", `{"id":2025020002,"playerByGameStats":{"awayTeam":{},"homeTeam":{}}}`},
	} {
		if _, err := (nhl{}).ParseBox([]byte(tc.body), g); err == nil || !strings.Contains(err.Error(), ErrShape.Error()) {
			t.Errorf("%s: %v, want a shape error", tc.name, err)
		}
	}
}

// The final games' player lines are fetched once, linked to the people by
// the NHL's player id, left alone when unchanged, rewritten when the league
// corrects them, and never over an imported box score.
func TestSyncNHLBoxScores(t *testing.T) {
	payload := recorded(t, "peruukki-nhl-score-api/schedule-2025-10-07.json")
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	fx := nhlFixture()
	fx.People = []dataset.Person{{Key: "nhl:rangerf01", FirstName: "Artemi", LastName: "Forward"}}
	fx.Players = []dataset.Player{{PersonKey: "nhl:rangerf01", Sport: dataset.Hockey, Level: dataset.Pro, LeaguePlayerID: "8480001"}}
	// The import holds the LA game, without a box score, and the opener's
	// box score.
	fx.Games = append(fx.Games, dataset.Game{Key: "nhl:lak-home", SeasonKey: "nhl:2025", Date: "2025-10-07", HomeKey: "nhl:LAK", AwayKey: "nhl:COL",
		Status: dataset.StatusScheduled, GameType: dataset.TypeRegular, Source: "fixture schedule"})
	fx.BoxScores = []dataset.BoxScore{{GameKey: "nhl:opener", Source: "fixture box", Columns: []string{"goals"},
		Players: []dataset.BoxLine{{Home: true, Name: "Imported Line", Position: "C", Values: []float64{1}, Has: 1}}}}
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"nhl": fx}, nil); err != nil {
		t.Fatal(err)
	}
	var boxCalls atomic.Int32
	goals := atomic.Int32{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/v1/schedule/2025-10-07" {
			w.Write(payload)
			return
		}
		if serveNHLBox(w, r, int(goals.Load())) {
			boxCalls.Add(1)
			return
		}
		http.NotFound(w, r)
	}))
	defer srv.Close()
	s := newSyncer(t, st, srv.URL)

	rep := s.Run(ctx, nhl{}, week, week)
	if len(rep.Errors) != 0 || rep.BoxScores != 2 || boxCalls.Load() != 2 {
		t.Fatalf("first run: %s; %d box requests", rep, boxCalls.Load())
	}
	nyr := gameOf(t, st, "2025-10-07", "nhl:NYR")
	row, ok, err := st.BoxScore(ctx, nyr)
	if err != nil || !ok {
		t.Fatalf("NYR box: %v %v", ok, err)
	}
	var box struct {
		Players [][]any `json:"players"`
		Home    map[string]float64
	}
	if err := json.Unmarshal(row.Box, &box); err != nil {
		t.Fatal(err)
	}
	linked := 0
	for _, p := range box.Players {
		if id, _ := p[1].(float64); id != 0 {
			linked++
			if p[2] != "Artemi Forward" {
				t.Errorf("linked line named %v, want the person's name", p[2])
			}
		}
	}
	if len(box.Players) != 8 || linked != 1 || box.Home["shots"] != 31 || row.Source != nhlBoxSource {
		t.Fatalf("NYR box: %d lines, %d linked, %+v", len(box.Players), linked, box.Home)
	}
	opener, _, _ := st.BoxScore(ctx, gameOf(t, st, "2025-10-07", "nhl:FLA"))
	if opener.Source != "fixture box" {
		t.Fatalf("the imported box score was replaced by %q", opener.Source)
	}

	// The same lines again (a week-old game is in the correction pass):
	// asked, found unchanged, nothing written.
	s.validators = nil
	again := s.Run(ctx, nhl{}, week, week)
	if again.BoxScores != 0 || len(again.Errors) != 0 || boxCalls.Load() != 4 {
		t.Fatalf("second run: %s; %d box requests", again, boxCalls.Load())
	}
	// The league corrects a line of each game: rewritten and audited.
	goals.Store(2)
	s.validators = nil
	third := s.Run(ctx, nhl{}, week, week)
	if third.BoxScores != 2 {
		t.Fatalf("third run: %s", third)
	}
	var audits int
	if err := st.DB.QueryRow(`SELECT COUNT(*) FROM audit_log WHERE action = 'game.box_score'`).Scan(&audits); err != nil {
		t.Fatal(err)
	}
	if audits != 4 {
		t.Fatalf("%d box score audit entries, want 4", audits)
	}

	// A re-import keeps the feed's box scores (the import has none of
	// those games) and its own.
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"nhl": fx}, nil); err != nil {
		t.Fatal(err)
	}
	if owner, err := st.FeedBoxOwner(ctx, nyr); err != nil || owner != nhlBoxSource {
		t.Fatalf("after a re-import the NYR box is %q (%v)", owner, err)
	}
	// An import that brings its own box of a game the feed took over wins
	// over the feed's.
	lak := gameOf(t, st, "2025-10-07", "nhl:LAK")
	if owner, _ := st.FeedBoxOwner(ctx, lak); owner != nhlBoxSource {
		t.Fatalf("LAK box from %q", owner)
	}
	fx.BoxScores = append(fx.BoxScores, dataset.BoxScore{GameKey: "nhl:lak-home", Source: "fixture box", Columns: []string{"goals"},
		Players: []dataset.BoxLine{{Name: "Imported", Values: []float64{0}, Has: 1}}})
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"nhl": fx}, nil); err != nil {
		t.Fatalf("re-import with its own box of a synced game: %v", err)
	}
	if owner, err := st.FeedBoxOwner(ctx, lak); err != nil || owner != "fixture box" {
		t.Fatalf("after a re-import with its box the LAK box is %q (%v)", owner, err)
	}
}

// weekBoxes are the final games of the recorded week between the fixture's
// teams: away, home, their scores.
var weekBoxes = map[string][4]any{"2025020001": {"CHI", "FLA", 2, 3}, "2025020002": {"PIT", "NYR", 3, 0}, "2025020003": {"COL", "LAK", 4, 1}}

// serveNHLBox answers a boxscore request of one of weekBoxes; false when r
// asks for something else.
func serveNHLBox(w http.ResponseWriter, r *http.Request, goals int) bool {
	id, ok := strings.CutSuffix(strings.TrimPrefix(r.URL.Path, "/v1/gamecenter/"), "/boxscore")
	g, known := weekBoxes[id]
	if !ok || !known {
		return false
	}
	w.Write(nhlBoxPayload(id, g[0].(string), g[1].(string), g[2].(int), g[3].(int), goals))
	return true
}

// gameOf is the id of the game of that day at home team franchise.
func gameOf(t *testing.T, st *store.Store, date, home string) int64 {
	t.Helper()
	var id int64
	if err := st.DB.QueryRow(st.Rebind(`SELECT g.id FROM games g JOIN franchises f ON f.id = g.home_franchise_id WHERE g.game_date = ? AND f.key = ?`), date, home).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}
