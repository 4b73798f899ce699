package server

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/auth"
	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/live"
	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// twoTeams is a league of two basketball teams (slugs boston-celtics and
// los-angeles-lakers) and one title.
func twoTeams() *dataset.Dataset {
	d := &dataset.Dataset{}
	d.Leagues = []dataset.League{{Key: "nba", Name: "National Basketball Association", Abbrev: "NBA", Sport: dataset.Basketball, Level: dataset.Pro}}
	d.Franchises = []dataset.Franchise{
		{Key: "nba:BOS", Sport: dataset.Basketball, Level: dataset.Pro, LeagueKey: "nba", Name: "Boston Celtics", City: "Boston", Abbrev: "BOS"},
		{Key: "nba:LAL", Sport: dataset.Basketball, Level: dataset.Pro, LeagueKey: "nba", Name: "Los Angeles Lakers", City: "Los Angeles", Abbrev: "LAL"},
		{Key: "nba:NYK", Sport: dataset.Basketball, Level: dataset.Pro, LeagueKey: "nba", Name: "New York Knicks", City: "New York", Abbrev: "NYK"},
	}
	d.Seasons = []dataset.Season{{Key: "nba:2023", LeagueKey: "nba", StartYear: 2023, EndYear: 2024, Name: "2023-24 NBA Season"}}
	d.Championships = []dataset.Championship{{Key: "finals", Name: "NBA Finals", Sport: dataset.Basketball, Level: dataset.Pro, LeagueKey: "nba", FirstYear: 2024}}
	d.ChampionshipResults = []dataset.ChampionshipResult{{ChampionshipKey: "finals", SeasonKey: "nba:2023", Year: 2024, WinnerKey: "nba:BOS", WinnerName: "Boston Celtics",
		RunnerUpKey: "nba:LAL", RunnerUpName: "Los Angeles Lakers", Source: "fixture"}}
	return d
}

func seedLive(t *testing.T, st *store.Store) {
	t.Helper()
	ctx := context.Background()
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"nba": twoTeams()}, nil); err != nil {
		t.Fatal(err)
	}
	for _, u := range []struct{ email, role string }{{"op@example.com", store.RoleOperator}, {"fan@example.com", store.RoleUser}} {
		hash, _ := auth.HashPassword("Stadium4Lights")
		if err := st.CreateUser(ctx, &store.User{Email: u.email, PasswordHash: hash, FirstName: "F", LastName: "L", Role: u.role}); err != nil && err != store.ErrConflict {
			t.Fatal(err)
		}
	}
}

func liveServer(t *testing.T, dbURL, redisURL string) (*Handler, *store.Store) {
	t.Helper()
	cfg := config.Defaults()
	cfg.AuthEnabled, cfg.AuthSecret, cfg.RateLimits, cfg.RedisURL = true, testAuthSecret, nil, redisURL
	return openServer(t, dbURL, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
}

// openServer is an instance with cfg on database dbURL (migrated).
func openServer(t *testing.T, dbURL string, cfg config.Config, log *slog.Logger) (*Handler, *store.Store) {
	t.Helper()
	st, err := store.Open(context.Background(), dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	if err := st.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	h, err := New(Deps{Config: cfg, Store: st, Log: log})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.Close)
	return h, st
}

func token(t *testing.T, h http.Handler, email string) string {
	t.Helper()
	a := call(t, h, "POST", "/auth/login/", "", map[string]string{"email": email, "password": "Stadium4Lights"})
	if a.code != 200 {
		t.Fatalf("login %s: %d %s", email, a.code, a.raw)
	}
	return a.body["access"].(string)
}

var liveBody = map[string]any{"external_id": "x1", "sport__slug": "basketball", "level__slug": "professional", "home_team": "boston-celtics",
	"away_team": "los-angeles-lakers", "game_date": "2026-11-24", "status": "live", "period": 3, "time_remaining": "4:12", "home_score": 71, "away_score": 68}

func with(m map[string]any, k string, v any) map[string]any {
	out := map[string]any{}
	for key, val := range m {
		out[key] = val
	}
	if v == nil {
		delete(out, k)
	} else {
		out[k] = v
	}
	return out
}

// sse reads a stream's events (name, data) into a channel.
type sseEvent struct{ name, data string }

func openStream(t *testing.T, url string) (<-chan sseEvent, *http.Response) {
	t.Helper()
	resp, err := http.Get(url + "/api/games/live/stream")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("stream: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	ch := make(chan sseEvent, 64)
	go func() {
		defer close(ch)
		sc := bufio.NewScanner(resp.Body)
		var ev sseEvent
		for sc.Scan() {
			line := sc.Text()
			switch {
			case line == "":
				if ev.name != "" || ev.data != "" {
					ch <- ev
				}
				ev = sseEvent{}
			case strings.HasPrefix(line, "retry: "):
				ch <- sseEvent{name: "retry", data: strings.TrimPrefix(line, "retry: ")}
			case strings.HasPrefix(line, "event: "):
				ev.name = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: "):
				ev.data = strings.TrimPrefix(line, "data: ")
			}
		}
	}()
	return ch, resp
}

func next(t *testing.T, ch <-chan sseEvent, within time.Duration) sseEvent {
	t.Helper()
	select {
	case ev, ok := <-ch:
		if !ok {
			t.Fatal("stream ended")
		}
		return ev
	case <-time.After(within):
		t.Fatalf("no event within %s", within)
	}
	return sseEvent{}
}

func TestIngestAndLiveStream(t *testing.T) {
	dbURL := storetest.NewTestURL(t)
	h, st := liveServer(t, dbURL, "")
	seedLive(t, st)
	srv := httptest.NewServer(h)
	// Streams end first, or the test server waits for them forever.
	defer func() { h.Close(); srv.Close() }()
	op, fan := token(t, h, "op@example.com"), token(t, h, "fan@example.com")

	events, _ := openStream(t, srv.URL)
	if ev := next(t, events, 2*time.Second); ev.name != "retry" || ev.data != "3000" {
		t.Fatalf("first: %+v", ev)
	}
	if ev := next(t, events, 2*time.Second); ev.name != "snapshot" || ev.data != `{"results":[]}` {
		t.Fatalf("snapshot: %+v", ev)
	}

	// Roles: no token 401, a plain user 403, both with the contract's details.
	if a := call(t, h, "POST", "/api/v1/ingest/games/", "", liveBody); a.code != 401 || detail(a) != "Authentication credentials were not provided." {
		t.Fatalf("no token: %d %s", a.code, a.raw)
	}
	if a := call(t, h, "POST", "/api/v1/ingest/games/", fan, liveBody); a.code != 403 || detail(a) != "You do not have permission to perform this action." {
		t.Fatalf("plain user: %d %s", a.code, a.raw)
	}
	for _, tc := range []struct {
		body map[string]any
		want string
	}{
		{with(liveBody, "external_id", nil), "external_id: required"},
		{with(liveBody, "sport__slug", "curling"), "sport__slug: unknown sport"},
		{with(liveBody, "level__slug", "amateur"), "level__slug: unknown level"},
		{with(liveBody, "home_team", "nope"), `home_team: no team with slug "nope"`},
		{with(liveBody, "away_team", "boston-celtics"), "away_team: must differ from home_team"},
		{with(liveBody, "game_date", "2026-13-01"), "game_date: want a date as YYYY-MM-DD"},
		{with(liveBody, "status", "halftime"), "status: want one of live, final, scheduled, postponed"},
		{with(liveBody, "period", -1), "period: must be ≥ 0"},
		{with(liveBody, "home_score", -1), "home_score: must be ≥ 0"},
		{with(liveBody, "away_score", 1.5), "away_score: must be a number"},
		{with(liveBody, "away_score", "7"), "away_score: must be a number"},
	} {
		if a := call(t, h, "POST", "/api/v1/ingest/games/", op, tc.body); a.code != 400 || !strings.HasPrefix(detail(a), tc.want) {
			t.Errorf("%v: %d %s, want %q", tc.want, a.code, a.raw, tc.want)
		}
	}

	created := call(t, h, "POST", "/api/v1/ingest/games/", op, liveBody)
	if created.code != 201 || created.body["external_id"] != "x1" || created.body["home_score"] != float64(71) || created.body["period"] != float64(3) ||
		created.body["time_remaining"] != "4:12" || created.body["status"] != "live" || created.body["home_team_name"] != "Boston Celtics" {
		t.Fatalf("create: %d %s", created.code, created.raw)
	}
	id := created.body["id"].(float64)
	again := call(t, h, "POST", "/api/v1/ingest/games/", op, liveBody)
	if again.code != 200 || again.body["id"] != id {
		t.Fatalf("idempotent: %d %s", again.code, again.raw)
	}
	// The stream got the game (twice: once per write).
	ev := next(t, events, time.Second)
	var item map[string]any
	json.Unmarshal([]byte(ev.data), &item)
	if ev.name != "game" || item["id"] != id || item["home_score"] != float64(71) || item["time_remaining"] != "4:12" || item["external_id"] != "x1" {
		t.Fatalf("game event: %+v", ev)
	}
	next(t, events, time.Second)

	// The read API sees it at once: the live list, the detail, the lists.
	get := func(path string) answer { return call(t, h, "GET", path, "", nil) }
	if a := get("/api/games/live"); a.code != 200 || a.body["count"] != float64(1) || a.body["results"].([]any)[0].(map[string]any)["external_id"] != "x1" {
		t.Fatalf("live list: %d %s", a.code, a.raw)
	}
	// A new stream's snapshot names it too.
	late, _ := openStream(t, srv.URL)
	next(t, late, 2*time.Second) // retry
	if ev := next(t, late, 2*time.Second); ev.name != "snapshot" || !strings.Contains(ev.data, `"external_id":"x1"`) {
		t.Fatalf("snapshot: %+v", ev)
	}
	upd := call(t, h, "POST", "/api/v1/ingest/games/", op, with(with(liveBody, "home_score", 75), "status", "final"))
	if upd.code != 200 || upd.body["home_score"] != float64(75) || upd.body["result_text"] != "Boston Celtics defeats Los Angeles Lakers" {
		t.Fatalf("update: %d %s", upd.code, upd.raw)
	}
	if a := get("/api/games/live"); a.body["count"] != float64(0) {
		t.Fatalf("live list after final (cached answer kept?): %s", a.raw)
	}
	if a := get("/api/games/" + created.body["slug"].(string)); a.body["home_score"] != float64(75) {
		t.Fatalf("detail: %s", a.raw)
	}

	// Corrections need a reason; the audit log names the operator.
	path := "/api/admin/games/" + jsonNum(id) + "/correct/"
	if a := call(t, h, "POST", path, op, map[string]any{"home_score": 76, "away_score": 68}); a.code != 400 || detail(a) != "reason: required" {
		t.Fatalf("no reason: %d %s", a.code, a.raw)
	}
	if a := call(t, h, "POST", path, fan, map[string]any{"home_score": 76, "away_score": 68, "reason": "x"}); a.code != 403 {
		t.Fatalf("user correction: %d %s", a.code, a.raw)
	}
	if a := call(t, h, "POST", path, op, map[string]any{"home_score": 76, "away_score": 68, "reason": "scorer's error"}); a.code != 200 || a.body["home_score"] != float64(76) {
		t.Fatalf("correction: %d %s", a.code, a.raw)
	}
	if a := call(t, h, "POST", "/api/admin/games/999999/correct/", op, map[string]any{"home_score": 1, "away_score": 2, "reason": "x"}); a.code != 404 {
		t.Fatalf("unknown game: %d %s", a.code, a.raw)
	}
	champs := get("/api/championships/champions/")
	row := champs.body["results"].([]any)[0].(map[string]any)
	cpath := "/api/admin/champions/" + jsonNum(row["id"].(float64)) + "/correct/"
	if a := call(t, h, "POST", cpath, op, map[string]any{"team": "new-york-knicks", "reason": "wrong winner"}); a.code != 200 || a.body["team_name"] != "New York Knicks" {
		t.Fatalf("champion correction: %d %s", a.code, a.raw)
	}
	if a := get("/api/championships/champions/"); !strings.Contains(a.raw, "New York Knicks") {
		t.Fatalf("champions list not updated: %s", a.raw)
	}
	audit := call(t, h, "GET", "/api/admin/audit/?page_size=2", op, nil)
	if audit.code != 200 || audit.body["count"] != float64(5) || audit.body["next"] == nil {
		t.Fatalf("audit: %d %s", audit.code, audit.raw)
	}
	first := audit.body["results"].([]any)[0].(map[string]any)
	if first["action"] != "champion.correct" || first["reason"] != "wrong winner" || first["actor"].(map[string]any)["email"] != "op@example.com" {
		t.Fatalf("audit entry: %v", first)
	}
	all := call(t, h, "GET", "/api/admin/audit/", op, nil).body["results"].([]any)
	ingest := all[len(all)-1].(map[string]any)
	if ingest["action"] != "game.ingest" || ingest["external_id"] != "x1" || ingest["before"] != nil || ingest["after"].(map[string]any)["home_score"] != float64(71) ||
		ingest["actor"].(map[string]any)["role"] != "operator" {
		t.Fatalf("ingest audit: %v", ingest)
	}
	if a := call(t, h, "GET", "/api/admin/audit/", fan, nil); a.code != 403 {
		t.Fatalf("audit as user: %d", a.code)
	}
	if a := call(t, h, "GET", "/api/admin/audit/?page=0", op, nil); a.code != 400 || !strings.HasPrefix(detail(a), "page:") {
		t.Fatalf("bad page: %d %s", a.code, a.raw)
	}
	imports := call(t, h, "GET", "/api/admin/imports/", op, nil)
	// The fixture's import (a season the ingest opens is not an import).
	if imports.code != 200 || len(imports.body["results"].([]any)) != 1 || imports.body["results"].([]any)[0].(map[string]any)["source"] != "nba" {
		t.Fatalf("imports: %d %s", imports.code, imports.raw)
	}
	if a := call(t, h, "GET", "/api/admin/nope", op, nil); a.code != 404 {
		t.Fatalf("unknown admin path: %d", a.code)
	}
}

// A final ingested game counts in the standings of its season: here the
// league's next season, which the ingest opens (the fixture ends in 2023-24).
// The standings are read before and after, so the memoized table and the
// cached answer must both follow the write.
func TestIngestedGameCountsInStandings(t *testing.T) {
	h, st := liveServer(t, storetest.NewTestURL(t), "")
	seedLive(t, st)
	op := token(t, h, "op@example.com")
	const path = "/api/games/standings/?season=2026&sport__slug=basketball&level__slug=professional"
	if a := call(t, h, "GET", path, "", nil); a.code != 200 || a.body["count"] != float64(0) {
		t.Fatalf("standings before: %d %s", a.code, a.raw)
	}
	// The seasons list and the search index are built before the write,
	// without the season it opens.
	if a := call(t, h, "GET", "/api/seasons/", "", nil); a.code != 200 || strings.Contains(a.raw, `"2026-27 NBA Season"`) {
		t.Fatalf("seasons before: %d %s", a.code, a.raw)
	}
	const search = "/api/search?q=2026-27"
	if a := call(t, h, "GET", search, "", nil); a.code != 200 || strings.Contains(a.raw, "2026-27 NBA Season") {
		t.Fatalf("search before: %d %s", a.code, a.raw)
	}
	version := st.Version(context.Background())
	live := call(t, h, "POST", "/api/v1/ingest/games/", op, liveBody)
	if live.code != 201 {
		t.Fatalf("ingest: %d %s", live.code, live.raw)
	}
	// A new season is patched in like a score: the dataset version (which
	// would rebuild everything in memory) stays.
	time.Sleep(1100 * time.Millisecond) // past the version's re-read interval
	if v := st.Version(context.Background()); v != version {
		t.Fatalf("dataset version %d -> %d after opening a season", version, v)
	}
	season, _ := live.body["season"].(map[string]any)
	if season == nil || season["name"] != "2026-27 NBA Season" || season["start_year"] != float64(2026) || live.body["season_name"] != "2026-27 NBA Season" {
		t.Fatalf("ingested game's season: %s", live.raw)
	}
	// Live: not a result yet.
	if a := call(t, h, "GET", path, "", nil); a.body["count"] != float64(0) {
		t.Fatalf("standings with a live game: %s", a.raw)
	}
	if a := call(t, h, "POST", "/api/v1/ingest/games/", op, with(liveBody, "status", "final")); a.code != 200 {
		t.Fatalf("final: %d %s", a.code, a.raw)
	}
	a := call(t, h, "GET", path, "", nil)
	rows, _ := a.body["results"].([]any)
	if a.code != 200 || len(rows) != 2 {
		t.Fatalf("standings after the final: %d %s", a.code, a.raw)
	}
	record := map[string]string{}
	for _, r := range rows {
		row := r.(map[string]any)
		record[row["team"].(map[string]any)["name"].(string)] = jsonNum(row["wins"].(float64)) + "-" + jsonNum(row["losses"].(float64))
		if row["season"].(map[string]any)["name"] != "2026-27 NBA Season" {
			t.Errorf("standings row's season: %v", row["season"])
		}
	}
	if record["Boston Celtics"] != "1-0" || record["Los Angeles Lakers"] != "0-1" {
		t.Fatalf("records: %v", record)
	}
	// The seasons list knows the new season, and the search index, rebuilt
	// in the background, finds it.
	if a := call(t, h, "GET", "/api/seasons/", "", nil); !strings.Contains(a.raw, `"2026-27 NBA Season"`) {
		t.Fatalf("seasons list: %s", a.raw)
	}
	// The rebuild may first build the whole index (this model had none):
	// with the other suites running beside it on PostgreSQL, a CI run saw
	// it take over 5 s. The deadline bounds a hang, it measures nothing.
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		a := call(t, h, "GET", search, "", nil)
		if strings.Contains(a.raw, "2026-27 NBA Season") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("search after the new season: %s", a.raw)
		}
	}
	// No season for a date years ahead: 400 naming game_date.
	far := with(with(liveBody, "external_id", "x-far"), "game_date", "2199-01-01")
	if a := call(t, h, "POST", "/api/v1/ingest/games/", op, far); a.code != 400 ||
		!strings.HasPrefix(detail(a), "game_date: no season of basketball/professional covers 2199-01-01") {
		t.Fatalf("far date: %d %s", a.code, a.raw)
	}
}

func jsonNum(f float64) string { b, _ := json.Marshal(f); return string(b) }

// Two instances on one PostgreSQL database and one Redis: an operator's
// score entered on A reaches a stream open on B within a second.
func TestLiveAcrossInstances(t *testing.T) {
	redisURL := os.Getenv("TEST_REDIS_URL")
	if os.Getenv("TEST_DATABASE_URL") == "" || redisURL == "" {
		t.Skip("needs TEST_DATABASE_URL and TEST_REDIS_URL")
	}
	dbURL := storetest.NewTestURL(t)
	a, st := liveServer(t, dbURL, redisURL)
	seedLive(t, st)
	b, _ := liveServer(t, dbURL, redisURL)
	for _, h := range []*Handler{a, b} {
		select {
		case <-h.fanout.Ready():
		case <-time.After(5 * time.Second):
			t.Fatal("not subscribed")
		}
	}
	srvB := httptest.NewServer(b)
	defer func() { b.Close(); srvB.Close() }()
	// B has built its index before the write: it must patch it, not rebuild.
	if r := call(t, b, "GET", "/api/games/live", "", nil); r.code != 200 || r.body["count"] != float64(0) {
		t.Fatalf("B before: %s", r.raw)
	}
	events, _ := openStream(t, srvB.URL)
	next(t, events, 2*time.Second) // retry
	next(t, events, 2*time.Second) // snapshot
	if b.LiveClients() != 1 {
		t.Fatalf("B clients: %d", b.LiveClients())
	}
	op := token(t, a, "op@example.com")
	start := time.Now()
	if r := call(t, a, "POST", "/api/v1/ingest/games/", op, liveBody); r.code != 201 {
		t.Fatalf("ingest on A: %d %s", r.code, r.raw)
	}
	ev := next(t, events, time.Second)
	took := time.Since(start)
	var item map[string]any
	json.Unmarshal([]byte(ev.data), &item)
	if ev.name != "game" || item["home_score"] != float64(71) || item["status"] != "live" {
		t.Fatalf("B's event: %+v", ev)
	}
	t.Logf("score entered on A reached a stream on B in %s (first write)", took)
	// A score change, both indexes built: the usual case of a live feed.
	start = time.Now()
	if r := call(t, a, "POST", "/api/v1/ingest/games/", op, with(liveBody, "home_score", 73)); r.code != 200 {
		t.Fatalf("update on A: %d %s", r.code, r.raw)
	}
	ev = next(t, events, time.Second)
	t.Logf("score change on A reached a stream on B in %s", time.Since(start))
	if !strings.Contains(ev.data, `"home_score":73`) {
		t.Fatalf("B's second event: %+v", ev)
	}
	if r := call(t, b, "GET", "/api/games/live", "", nil); r.body["count"] != float64(1) {
		t.Fatalf("B's live list: %s", r.raw)
	}
	// A plain user's ingest is refused on either instance.
	if r := call(t, b, "POST", "/api/v1/ingest/games/", token(t, b, "fan@example.com"), liveBody); r.code != 403 {
		t.Fatalf("user ingest on B: %d", r.code)
	}
	audit := call(t, b, "GET", "/api/admin/audit/", token(t, b, "op@example.com"), nil)
	if !strings.Contains(audit.raw, `"email":"op@example.com"`) || !strings.Contains(audit.raw, `"external_id":"x1"`) {
		t.Fatalf("audit on B: %s", audit.raw)
	}
	// Shutdown ends the stream.
	b.Close()
	select {
	case _, ok := <-events:
		for ok {
			_, ok = <-events
		}
	case <-time.After(2 * time.Second):
		t.Fatal("stream survived Close")
	}
}

// A write body is one JSON object with the exact field names, each once:
// anything laxer is refused with what is wrong, and nothing is written.
func TestIngestRefusesLaxJSON(t *testing.T) {
	h, st := liveServer(t, storetest.NewTestURL(t), "")
	seedLive(t, st)
	defer h.Close()
	op := token(t, h, "op@example.com")
	good, _ := json.Marshal(liveBody)
	games := func() (n int) {
		if err := st.DB.QueryRow(`SELECT COUNT(*) FROM games`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	before := games()
	for _, tc := range []struct {
		name, body string
		code       int
		want       string
	}{
		{"trailing garbage", string(good) + "xyz", 400, "Request body must be one JSON object (there is more after it)."},
		{"two objects", string(good) + string(good), 400, "Request body must be one JSON object (there is more after it)."},
		{"unknown field", strings.Replace(string(good), `"status"`, `"colour":"red","status"`, 1), 400, "colour: unknown field"},
		{"other case", strings.Replace(string(good), `"home_score"`, `"HOME_SCORE"`, 1), 400, "HOME_SCORE: unknown field"},
		{"duplicate key", strings.Replace(string(good), `"home_score":71`, `"home_score":71,"home_score":99`, 1), 400, "home_score: given more than once."},
		{"not an object", `[1,2]`, 400, "Request body must be a JSON object."},
		{"over the limit", `{"external_id":"` + strings.Repeat("x", 70<<10) + `"}`, 413, "Request body too large"},
	} {
		req := httptest.NewRequest("POST", "/api/v1/ingest/games/", strings.NewReader(tc.body))
		req.RemoteAddr = "192.0.2.1:1234"
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+op)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		var body map[string]any
		json.Unmarshal(rec.Body.Bytes(), &body)
		if d, _ := body["detail"].(string); rec.Code != tc.code || !strings.HasPrefix(d, tc.want) {
			t.Errorf("%s: %d %s, want %d %q", tc.name, rec.Code, rec.Body.String(), tc.code, tc.want)
		}
	}
	if after := games(); after != before {
		t.Fatalf("refused bodies wrote %d games", after-before)
	}
	if a := call(t, h, "POST", "/api/v1/ingest/games/", op, liveBody); a.code != 201 {
		t.Fatalf("the exact body: %d %s", a.code, a.raw)
	}
	// A known id names one game: another sport, level, team or date under it
	// is refused and the game stays as it was; its score may change.
	for _, tc := range []struct {
		body map[string]any
		want string
	}{
		{with(liveBody, "away_team", "new-york-knicks"), `away_team: the game with external_id "x1" has Los Angeles Lakers, not New York Knicks`},
		{with(liveBody, "home_team", "new-york-knicks"), `home_team: the game with external_id "x1" has Boston Celtics, not New York Knicks`},
		{with(liveBody, "game_date", "2026-11-25"), `game_date: the game with external_id "x1" has 2026-11-24, not 2026-11-25`},
		{with(liveBody, "sport__slug", "hockey"), `sport__slug: the game with external_id "x1" has basketball, not hockey`},
		{with(liveBody, "level__slug", "ncaa-d1"), `level__slug: the game with external_id "x1" has professional, not ncaa-d1`},
	} {
		if a := call(t, h, "POST", "/api/v1/ingest/games/", op, tc.body); a.code != 400 || !strings.HasPrefix(detail(a), tc.want) {
			t.Errorf("%d %s, want 400 %q", a.code, a.raw, tc.want)
		}
	}
	if a := call(t, h, "POST", "/api/v1/ingest/games/", op, with(liveBody, "home_score", 75)); a.code != 200 || a.body["away_team_name"] != "Los Angeles Lakers" ||
		a.body["game_date"] != "2026-11-24" || a.body["sport_slug"] != "basketball" || a.body["level_slug"] != "professional" || a.body["home_score"] != float64(75) {
		t.Fatalf("a score update: %d %s", a.code, a.raw)
	}
}

// Without a message between them (no Redis, or one that was down), a
// score entered on A still reaches B's read model and streams: B reads
// the database's log of changes each second and applies what it missed.
func TestLiveCatchUpWithoutRedis(t *testing.T) {
	dbURL := storetest.NewTestURL(t)
	a, st := liveServer(t, dbURL, "")
	seedLive(t, st)
	b, _ := liveServer(t, dbURL, "")
	srvB := httptest.NewServer(b)
	defer func() { b.Close(); srvB.Close() }()
	if r := call(t, b, "GET", "/api/games/live", "", nil); r.code != 200 || r.body["count"] != float64(0) {
		t.Fatalf("B before: %s", r.raw)
	}
	events, _ := openStream(t, srvB.URL)
	next(t, events, 2*time.Second) // retry
	next(t, events, 2*time.Second) // snapshot
	op := token(t, a, "op@example.com")
	if r := call(t, a, "POST", "/api/v1/ingest/games/", op, liveBody); r.code != 201 {
		t.Fatalf("ingest on A: %d %s", r.code, r.raw)
	}
	ev := next(t, events, 10*time.Second)
	if ev.name != "game" || !strings.Contains(ev.data, `"home_score":71`) {
		t.Fatalf("B's event: %+v", ev)
	}
	if r := call(t, b, "GET", "/api/games/live", "", nil); r.body["count"] != float64(1) {
		t.Fatalf("B's live list: %s", r.raw)
	}
	// Two changes of one game while B was not reading: applied once, as
	// the game is now.
	for _, score := range []int{73, 75} {
		if r := call(t, a, "POST", "/api/v1/ingest/games/", op, with(liveBody, "home_score", score)); r.code != 200 {
			t.Fatalf("update on A: %d %s", r.code, r.raw)
		}
	}
	for {
		ev = next(t, events, 10*time.Second)
		if strings.Contains(ev.data, `"home_score":75`) {
			break
		}
	}
	if r := call(t, b, "GET", "/api/games/live", "", nil); !strings.Contains(r.raw, `"home_score":75`) {
		t.Fatalf("B's live list after the updates: %s", r.raw)
	}
}

// Behind a trusted proxy the live-stream cap counts each visitor's streams:
// one client's tabs use up its own cap, not the whole site's.
func TestLiveStreamCapBehindProxyIsPerClient(t *testing.T) {
	cfg := config.Defaults()
	cfg.RateLimits = nil
	// httptest's server is reached from 127.0.0.1: the proxy.
	cfg.TrustedProxies = mustPrefixes(t, "127.0.0.1")
	h, _ := openServer(t, storetest.NewTestURL(t), cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	srv := httptest.NewServer(h)
	// Streams end first, or the test server waits for them forever.
	defer func() { h.Close(); srv.Close() }()
	type step struct {
		client string
		want   int
	}
	const a, b = "198.51.100.1", "198.51.100.2"
	var steps []step
	for range live.DefaultMaxPerClient {
		steps = append(steps, step{a, http.StatusOK})
	}
	steps = append(steps, step{a, http.StatusTooManyRequests}, step{b, http.StatusOK})
	for i, st := range steps {
		req, _ := http.NewRequest("GET", srv.URL+"/api/games/live/stream", nil)
		req.Header.Set("X-Forwarded-For", st.client)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { resp.Body.Close() })
		if resp.StatusCode != st.want {
			t.Fatalf("request %d, client %s: %d, want %d", i+1, st.client, resp.StatusCode, st.want)
		}
	}
}
