package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

func run(t *testing.T, env map[string]string, args ...string) (string, string, error) {
	t.Helper()
	var out, errb bytes.Buffer
	err := Run(context.Background(), args, func(k string) string { return env[k] }, &out, &errb)
	return out.String(), errb.String(), err
}

func TestBadConfigIsOneLine(t *testing.T) {
	_, _, err := run(t, map[string]string{"LISTEN_ADDR": "nope"}, "serve")
	if err == nil || !strings.HasPrefix(err.Error(), "LISTEN_ADDR") || strings.Contains(err.Error(), "\n") {
		t.Fatalf("err = %v", err)
	}
	if _, _, err := run(t, nil, "frobnicate"); ExitCode(err) != 2 {
		t.Fatalf("unknown command: %v", err)
	}
	if _, _, err := run(t, map[string]string{"DATABASE_URL": filepath.Join(t.TempDir(), "x.db")}, "import", "--source", "nope"); err == nil || !strings.Contains(err.Error(), "unknown source") {
		t.Fatalf("unknown source: %v", err)
	}
}

type summary struct {
	Competitions []store.Competition `json:"competitions"`
}

func getSummary(t *testing.T, env map[string]string) (string, summary) {
	t.Helper()
	out, _, err := run(t, env, "summary", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var s summary
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatalf("summary is not JSON: %v\n%s", err, out)
	}
	return out, s
}

// TestFullImport imports the real shipped dataset: the must-show numbers of
// the spine issue, idempotency and the consistency check. With
// TEST_DATABASE_URL set it also proves PostgreSQL gives the same summary.
func TestFullImport(t *testing.T) {
	if testing.Short() {
		t.Skip("full import in -short mode")
	}
	env := map[string]string{"DATABASE_URL": storetest.NewTestURL(t)}
	start := time.Now()
	_, stderr, err := run(t, env, "import")
	if err != nil {
		t.Fatalf("import: %v\n%s", err, stderr)
	}
	t.Logf("first import took %s", time.Since(start))
	// The import leaves the search index saved with the data, for servers.
	if !strings.Contains(stderr, "built and saved the search index") {
		t.Errorf("import did not save the search index:\n%s", stderr)
	}
	first, sum := getSummary(t, env)
	t.Logf("summary: %s", first)

	type key struct{ sport, level string }
	got := map[key]store.Competition{}
	for _, c := range sum.Competitions {
		got[key{c.Sport, c.Level}] = c
	}
	pro := func(s string) store.Competition { return got[key{s, "professional"}] }
	min := []struct {
		name      string
		value, at int
	}{
		{"football champions", pro("football").Champions, 100},
		{"football games", pro("football").Games, 16000},
		{"basketball champions", pro("basketball").Champions, 78},
		{"basketball games", pro("basketball").Games, 60000},
		{"baseball champions", pro("baseball").Champions, 120},
		{"baseball games", pro("baseball").Games, 200000},
		{"hockey champions", pro("hockey").Champions, 100},
		{"hockey games", pro("hockey").Games, 60000},
	}
	for _, sp := range []string{"football", "basketball", "baseball", "hockey"} {
		min = append(min, struct {
			name      string
			value, at int
		}{"ncaa " + sp + " champions", got[key{sp, "ncaa-d1"}].Champions, 70})
	}
	players, coaches := 0, 0
	for _, c := range sum.Competitions {
		players += c.Players
		coaches += c.Coaches
	}
	min = append(min, struct {
		name      string
		value, at int
	}{"players", players, 40000}, struct {
		name      string
		value, at int
	}{"coaches", coaches, 1000})
	for _, m := range min {
		if m.value < m.at {
			t.Errorf("%s = %d, want >= %d", m.name, m.value, m.at)
		}
	}

	st, err := store.Open(context.Background(), env["DATABASE_URL"])
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	// Franchises per professional league.
	rows, err := st.DB.Query(`SELECT l.abbreviation, COUNT(*) FROM franchises f JOIN leagues l ON l.id = f.league_id JOIN levels v ON v.id = f.level_id WHERE v.slug = 'professional' AND l.abbreviation IN ('NFL','NBA','AL','NL','NHL') GROUP BY l.abbreviation`)
	if err != nil {
		t.Fatal(err)
	}
	leagues := map[string]int{}
	for rows.Next() {
		var l string
		var n int
		rows.Scan(&l, &n)
		leagues[l] = n
	}
	rows.Close()
	for _, l := range []string{"NFL", "NBA", "NHL"} {
		if leagues[l] < 30 {
			t.Errorf("%s franchises = %d, want >= 30", l, leagues[l])
		}
	}
	if leagues["AL"]+leagues["NL"] < 30 {
		t.Errorf("MLB franchises = %d, want >= 30", leagues["AL"]+leagues["NL"])
	}
	// One franchise across eras, with per-season names.
	for _, tc := range []struct{ franchise, old, new string }{
		{"nfl:LVR", "Oakland Raiders", "Las Vegas Raiders"},
		{"nba:OKC", "Seattle SuperSonics", "Oklahoma City Thunder"},
	} {
		var names string
		q := st.Rebind(`SELECT COALESCE(STRING_AGG(DISTINCT ts.name, '|'), '') FROM team_seasons ts JOIN franchises f ON f.id = ts.franchise_id WHERE f.key = ?`)
		if st.Dialect == store.SQLite {
			q = `SELECT COALESCE(GROUP_CONCAT(DISTINCT ts.name), '') FROM team_seasons ts JOIN franchises f ON f.id = ts.franchise_id WHERE f.key = ?`
		}
		if err := st.DB.QueryRow(q, tc.franchise).Scan(&names); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(names, tc.old) || !strings.Contains(names, tc.new) {
			t.Errorf("franchise %s names %q: want both %q and %q", tc.franchise, names, tc.old, tc.new)
		}
	}

	out, _, err := run(t, env, "check")
	if err != nil {
		t.Errorf("check failed: %v\n%s", err, out)
	}
	t.Logf("check:\n%s", out)
	for _, sp := range []string{"baseball", "basketball", "football", "hockey"} {
		if want := "ok       careers equal the sum of their season rows: " + sp + " professional"; !strings.Contains(out, want) {
			t.Errorf("check does not recount %s careers (want %q)", sp, want)
		}
	}

	// A one-off import job before several servers start does nothing on
	// an imported database.
	if _, stderr, err := run(t, env, "import", "--if-empty"); err != nil || strings.Contains(stderr, "imported") {
		t.Fatalf("import --if-empty on an imported database: %v\n%s", err, stderr)
	}
	serveAndStop(t, env)

	if os.Getenv("TEST_DATABASE_URL") != "" {
		// PostgreSQL run: the same import into SQLite must give the same summary.
		lite := map[string]string{"DATABASE_URL": filepath.Join(t.TempDir(), "lite.db")}
		if _, stderr, err := run(t, lite, "import"); err != nil {
			t.Fatalf("sqlite import: %v\n%s", err, stderr)
		}
		if other, _ := getSummary(t, lite); other != first {
			t.Fatalf("PostgreSQL and SQLite summaries differ:\n%s\n%s", first, other)
		}
		return
	}
	start = time.Now()
	if _, stderr, err := run(t, env, "import"); err != nil {
		t.Fatalf("second import: %v\n%s", err, stderr)
	}
	t.Logf("second import took %s", time.Since(start))
	if second, _ := getSummary(t, env); second != first {
		t.Fatalf("second import changed the summary:\n%s\n%s", first, second)
	}
}

func TestUserCommands(t *testing.T) {
	env := map[string]string{"DATABASE_URL": storetest.NewTestURL(t)}
	out, _, err := run(t, env, "user", "create", "--email", "Op@Example.com", "--password", "Passw0rd!", "--role", "operator", "--first", "Olga")
	if err != nil || !strings.Contains(out, "op@example.com (operator)") {
		t.Fatalf("create: %q %v", out, err)
	}
	if _, _, err := run(t, env, "user", "create", "--email", "op@example.com", "--password", "Passw0rd!"); err == nil {
		t.Fatal("duplicate e-mail accepted")
	}
	if _, _, err := run(t, env, "user", "create", "--email", "x@example.com", "--password", "weak"); err == nil || !strings.Contains(err.Error(), "at least 8") {
		t.Fatalf("weak password: %v", err)
	}
	if _, _, err := run(t, env, "user", "create", "--email", "x@example.com", "--password", "Password1"); ExitCode(err) != 2 || !strings.Contains(err.Error(), "too common") {
		t.Fatalf("a breached password: %v", err)
	}
	if _, _, err := run(t, env, "user", "create", "--email", "x@example.com", "--password", "Passw0rd!", "--role", "root"); ExitCode(err) != 2 {
		t.Fatalf("bad role: %v", err)
	}
	// A session signed in as operator ends with the role change.
	st, err := store.Open(context.Background(), env["DATABASE_URL"])
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	op, err := st.UserByEmail(context.Background(), "op@example.com")
	if err != nil {
		t.Fatal(err)
	}
	if err := st.CreateRefreshToken(context.Background(), &store.RefreshToken{Hash: "h", FamilyID: "f", UserID: op.ID, CreatedAt: 1, ExpiresAt: 1e10}); err != nil {
		t.Fatal(err)
	}
	if out, _, err := run(t, env, "user", "set-role", "--email", "op@example.com", "--role", "admin"); err != nil || !strings.Contains(out, "operator -> admin") {
		t.Fatalf("set-role: %q %v", out, err)
	}
	if _, err := st.UserOfSession(context.Background(), op.ID, "f"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("the operator's session after set-role: %v", err)
	}
	out, _, err = run(t, env, "user", "list")
	if err != nil || !strings.Contains(out, "op@example.com") || !strings.Contains(out, "admin") || !strings.Contains(out, "Olga") {
		t.Fatalf("list: %q %v", out, err)
	}
	if _, _, err := run(t, env, "user", "set-role", "--email", "nobody@example.com", "--role", "admin"); err == nil {
		t.Fatal("set-role of an unknown account")
	}
	if out, _, err := run(t, env, "outbox", "list"); err != nil || out != "" {
		t.Fatalf("empty outbox: %q %v", out, err)
	}
}
