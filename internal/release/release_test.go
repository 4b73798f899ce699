package release_test

import (
	"bufio"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/csv"
	"encoding/hex"
	"encoding/json"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/parquet-go/parquet-go"

	"github.com/almanac-sports/almanac/internal/release"
	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

var hockey = []release.Scope{{Dir: "nhl", Sport: "hockey", Level: "professional"}}

// fixture: a two-team league, one season with a record and one without,
// three games, a title, two player seasons (one without goals) and a coach.
func fixture() *dataset.Dataset {
	d := &dataset.Dataset{}
	d.Leagues = []dataset.League{{Key: "rl", Name: "Release League", Abbrev: "RL", Sport: dataset.Hockey, Level: dataset.Pro}}
	d.Franchises = []dataset.Franchise{
		{Key: "rl:AAA", Sport: dataset.Hockey, Level: dataset.Pro, LeagueKey: "rl", Name: "Alpha Aces", City: "Alpha", Abbrev: "AAA"},
		{Key: "rl:BBB", Sport: dataset.Hockey, Level: dataset.Pro, LeagueKey: "rl", Name: "Beta Bears", City: "Beta", Abbrev: "BBB"},
	}
	d.Seasons = []dataset.Season{
		{Key: "rl:2022", LeagueKey: "rl", StartYear: 2022, EndYear: 2023, Name: "2022-23 RL Season"},
		{Key: "rl:2023", LeagueKey: "rl", StartYear: 2023, EndYear: 2024, Name: "2023-24 RL Season", ChampionKey: "rl:BBB"},
	}
	d.TeamSeasons = []dataset.TeamSeason{
		{FranchiseKey: "rl:AAA", SeasonKey: "rl:2022", Name: "Alpha Aces", Source: "fixture"},
		{FranchiseKey: "rl:BBB", SeasonKey: "rl:2022", Name: "Beta Bears", Source: "fixture"},
		{FranchiseKey: "rl:AAA", SeasonKey: "rl:2023", Name: "Alpha Aces", Wins: 1, Losses: 1, OTLosses: 1, HasRecord: true, Source: "fixture"},
		{FranchiseKey: "rl:BBB", SeasonKey: "rl:2023", Name: "Beta Bears", Wins: 2, Losses: 1, HasRecord: true, MadePlayoffs: true, Source: "fixture"},
	}
	g := func(key, season, date, home, away string, hs, as int, typ string) dataset.Game {
		return dataset.Game{Key: key, SeasonKey: season, Date: date, HomeKey: home, AwayKey: away, Status: dataset.StatusFinal,
			GameType: typ, HomeScore: dataset.IntPtr(hs), AwayScore: dataset.IntPtr(as), Source: "fixture"}
	}
	d.Games = []dataset.Game{
		g("rl:1", "rl:2022", "2022-10-10", "rl:AAA", "rl:BBB", 3, 2, dataset.TypeRegular),
		g("rl:2", "rl:2023", "2023-10-12", "rl:BBB", "rl:AAA", 4, 1, dataset.TypeRegular),
		g("rl:3", "rl:2023", "2024-06-01", "rl:BBB", "rl:AAA", 2, 1, dataset.TypeChampionship),
	}
	d.Championships = []dataset.Championship{{Key: "rl-cup", Name: "RL Cup", Sport: dataset.Hockey, Level: dataset.Pro, LeagueKey: "rl", FirstYear: 2023}}
	d.ChampionshipResults = []dataset.ChampionshipResult{{ChampionshipKey: "rl-cup", SeasonKey: "rl:2023", Year: 2024, WinnerKey: "rl:BBB", WinnerName: "Beta Bears",
		RunnerUpKey: "rl:AAA", RunnerUpName: "Alpha Aces", GameKey: "rl:3", Source: "fixture"}}
	d.People = []dataset.Person{
		{Key: "rl:one", FirstName: "Ann", LastName: "One", Source: "fixture"},
		{Key: "rl:two", FirstName: "Bo", LastName: "Two", Source: "fixture"},
		{Key: "rl:coach", FirstName: "Cy", LastName: "Coach", Source: "fixture"},
	}
	d.Players = []dataset.Player{{PersonKey: "rl:one", Sport: dataset.Hockey, Level: dataset.Pro}, {PersonKey: "rl:two", Sport: dataset.Hockey, Level: dataset.Pro}}
	d.PlayerSeasons = []dataset.PlayerSeason{
		{PersonKey: "rl:one", SeasonKey: "rl:2023", FranchiseKey: "rl:AAA", TeamAbbrev: "AAA", Stats: map[string]float64{"games": 3, "goals": 0}, Source: "fixture"},
		{PersonKey: "rl:two", SeasonKey: "rl:2023", FranchiseKey: "rl:BBB", TeamAbbrev: "BBB", Stats: map[string]float64{"games": 2}, Postseason: map[string]float64{"games": 1}, Source: "fixture"},
	}
	d.Coaches = []dataset.CoachTenure{{PersonKey: "rl:coach", FranchiseKey: "rl:BBB", SeasonKey: "rl:2023", Title: "Head Coach", IsHead: true, Order: 1, Source: "fixture"}}
	return d
}

func build(t *testing.T, st *store.Store, out string, at time.Time) *release.Manifest {
	t.Helper()
	m, err := release.Build(context.Background(), st, out, hockey, at, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func readCSV(t *testing.T, path string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

func column(recs [][]string, name string) []string {
	i := slices.Index(recs[0], name)
	var out []string
	for _, r := range recs[1:] {
		out = append(out, r[i])
	}
	return out
}

func TestReleaseFiles(t *testing.T) {
	st := storetest.NewTestStore(t)
	if _, err := st.WriteDatasets(context.Background(), map[string]*dataset.Dataset{"rl": fixture()}, nil); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	m := build(t, st, out, time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC))
	dir := filepath.Join(out, m.ID)
	if latest, _ := release.Latest(out); latest != m.ID {
		t.Fatalf("LATEST = %q, want %q", latest, m.ID)
	}
	rows := map[string]int{"games": 3, "team_seasons": 4, "standings": 2, "player_seasons": 2, "coach_seasons": 1, "championships": 1}
	for table, want := range rows {
		recs := readCSV(t, filepath.Join(dir, "nhl", table+".csv"))
		if len(recs)-1 != want {
			t.Errorf("%s.csv: %d rows, want %d", table, len(recs)-1, want)
		}
		pf, err := os.Open(filepath.Join(dir, "nhl", table+".parquet"))
		if err != nil {
			t.Fatal(err)
		}
		info, _ := pf.Stat()
		p, err := parquet.OpenFile(pf, info.Size())
		if err != nil {
			t.Fatalf("%s.parquet: %v", table, err)
		}
		if p.NumRows() != int64(want) {
			t.Errorf("%s.parquet: %d rows, want %d", table, p.NumRows(), want)
		}
		pf.Close()
	}

	// A total the data does not hold is empty, never 0; a 0 it holds stays 0.
	ts := readCSV(t, filepath.Join(dir, "nhl", "team_seasons.csv"))
	if got := column(ts, "wins"); !slices.Equal(got, []string{"", "", "1", "2"}) {
		t.Errorf("team_seasons wins = %q", got)
	}
	ps := readCSV(t, filepath.Join(dir, "nhl", "player_seasons.csv"))
	if got := column(ps, "goals"); !slices.Equal(got, []string{"0", ""}) {
		t.Errorf("player_seasons goals = %q, want [0 \"\"]", got)
	}
	if got := column(ps, "post_games"); !slices.Equal(got, []string{"", "1"}) {
		t.Errorf("player_seasons post_games = %q", got)
	}
	if got := column(readCSV(t, filepath.Join(dir, "nhl", "coach_seasons.csv")), "wins"); !slices.Equal(got, []string{""}) {
		t.Errorf("coach_seasons wins = %q, want empty (no record)", got)
	}
	sd := readCSV(t, filepath.Join(dir, "nhl", "standings.csv"))
	if got := column(sd, "points"); !slices.Equal(got, []string{"4", "3"}) {
		t.Errorf("standings points = %q, want [4 3]", got)
	}
	if got := column(sd, "win_pct"); !slices.Equal(got, []string{"0.667", "0.333"}) {
		t.Errorf("standings win_pct = %q", got)
	}

	checkSums(t, dir)
	checkSQLite(t, filepath.Join(dir, release.SQLiteName))

	// The dictionary documents every column of every file.
	var dict struct {
		Tables []struct {
			Name    string
			Columns []struct{ Name, Meaning, Source string }
		}
	}
	readJSON(t, filepath.Join(dir, release.DictionaryName), &dict)
	for _, dt := range dict.Tables {
		recs := readCSV(t, filepath.Join(dir, "nhl", dt.Name+".csv"))
		for _, h := range recs[0] {
			i := slices.IndexFunc(dt.Columns, func(c struct{ Name, Meaning, Source string }) bool { return c.Name == h })
			if i < 0 || dt.Columns[i].Meaning == "" || dt.Columns[i].Source == "" {
				t.Errorf("dictionary: %s.%s undocumented", dt.Name, h)
			}
		}
	}
}

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatal(err)
	}
}

// checkSums verifies SHA256SUMS as `sha256sum -c` would.
func checkSums(t *testing.T, dir string) {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, release.SumsName))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		sum, name, ok := strings.Cut(sc.Text(), "  ")
		if !ok {
			t.Fatalf("bad SHA256SUMS line %q", sc.Text())
		}
		g, err := os.Open(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		h := sha256.New()
		io.Copy(h, g)
		g.Close()
		if hex.EncodeToString(h.Sum(nil)) != sum {
			t.Errorf("%s: checksum differs", name)
		}
		n++
	}
	if n < 12+5 {
		t.Errorf("SHA256SUMS lists %d files", n)
	}
}

// checkSQLite opens the file: public tables only, and the data answers.
func checkSQLite(t *testing.T, path string) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
	if err != nil {
		t.Fatal(err)
	}
	var tables []string
	for rows.Next() {
		var n string
		rows.Scan(&n)
		tables = append(tables, n)
	}
	rows.Close()
	for _, private := range []string{"users", "refresh_tokens", "one_time_tokens", "outbox", "audit_log", "game_writes", "live_changes", "feed_status", "corrections", "read_model", "schema_migrations"} {
		if slices.Contains(tables, private) {
			t.Errorf("the SQLite file holds private table %s", private)
		}
	}
	for _, public := range []string{"games", "team_seasons", "player_seasons", "coach_tenures", "championship_results", "people", "franchises", "seasons"} {
		if !slices.Contains(tables, public) {
			t.Errorf("the SQLite file lacks %s (has %v)", public, tables)
		}
	}
	var winner string
	if err := db.QueryRow(`SELECT winner_name FROM championship_results WHERE year = 2024`).Scan(&winner); err != nil || winner != "Beta Bears" {
		t.Errorf("2024 champion = %q, %v", winner, err)
	}
}

func TestReleaseChangelog(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	d := fixture()
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"rl": d}, nil); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	first := build(t, st, out, time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC))

	// A corrected score, a new game and a removed player season.
	d.Games[1].HomeScore = dataset.IntPtr(5)
	d.Games = append(d.Games, dataset.Game{Key: "rl:4", SeasonKey: "rl:2023", Date: "2023-11-01", HomeKey: "rl:AAA", AwayKey: "rl:BBB",
		Status: dataset.StatusScheduled, GameType: dataset.TypeRegular, Source: "fixture"})
	d.PlayerSeasons = d.PlayerSeasons[:1]
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"rl": d}, nil); err != nil {
		t.Fatal(err)
	}
	second := build(t, st, out, time.Date(2026, 11, 2, 12, 0, 0, 0, time.UTC))
	if second.Previous != first.ID {
		t.Fatalf("previous = %q, want %q", second.Previous, first.ID)
	}
	got := map[string]release.TableChange{}
	for _, c := range second.Changes {
		got[c.Table] = c
	}
	games, players := got["nhl/games"], got["nhl/player_seasons"]
	if games.Added != 1 || games.Changed != 1 || games.Removed != 0 {
		t.Errorf("games change = %+v, want 1 added, 1 changed", games)
	}
	if players.Removed != 1 || players.Added != 0 || players.Changed != 0 {
		t.Errorf("player_seasons change = %+v, want 1 removed", players)
	}
	if c := got["nhl/coach_seasons"]; c.Added+c.Changed+c.Removed != 0 {
		t.Errorf("coach_seasons change = %+v, want none", c)
	}
	log, err := os.ReadFile(filepath.Join(out, second.ID, release.ChangelogName))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"| nhl/games | 4 | 1 | 1 | 0 |", "changed " + gameSlug(t, st, "rl:2"), "since release " + first.ID} {
		if !strings.Contains(string(log), want) {
			t.Errorf("changelog lacks %q:\n%s", want, log)
		}
	}
}

func gameSlug(t *testing.T, st *store.Store, key string) string {
	t.Helper()
	var slug string
	if err := st.DB.QueryRow(st.Rebind(`SELECT slug FROM games WHERE key = ?`), key).Scan(&slug); err != nil {
		t.Fatal(err)
	}
	return slug
}
