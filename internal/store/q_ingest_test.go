package store_test

import (
	"context"
	"errors"
	"strconv"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// seasonsFixture is fixture() with dated seasons 2018-19 and 2020-21 (none
// in 2019: a lockout) named as the NBA's are.
func seasonsFixture() *dataset.Dataset {
	d := fixture()
	d.Seasons = []dataset.Season{
		{Key: "tl:2018", LeagueKey: "tl", StartYear: 2018, EndYear: 2019, Name: "2018-19 TL Season"},
		{Key: "tl:2020", LeagueKey: "tl", StartYear: 2020, EndYear: 2021, Name: "2020-21 TL Season", ChampionKey: "tl:AAA",
			StartDate: "2020-09-10", EndDate: "2021-01-03", PlayoffsEnd: "2021-02-07"},
	}
	return d
}

type seasonRow struct {
	ID                   int64
	Key, Slug, Name, Grp string
	StartYear, EndYear   int
}

func seasonOf(t *testing.T, st *store.Store, id int64) seasonRow {
	t.Helper()
	r := seasonRow{ID: id}
	err := st.DB.QueryRow(st.Rebind(`SELECT key, slug, name, grp, start_year, end_year FROM seasons WHERE id = ?`), id).
		Scan(&r.Key, &r.Slug, &r.Name, &r.Grp, &r.StartYear, &r.EndYear)
	if err != nil {
		t.Fatalf("season %d: %v", id, err)
	}
	return r
}

// ingestFixture is a store holding seasonsFixture, its two teams as the
// ingest resolves them, and its season ids by key.
func ingestFixture(t *testing.T) (st *store.Store, home, away store.IngestTeam, seasonID map[string]int64) {
	t.Helper()
	st = storetest.NewTestStore(t)
	write(t, st, map[string]*dataset.Dataset{"tl": seasonsFixture()})
	home, _ = st.IngestTeamBySlug(context.Background(), "alpha-ants")
	away, _ = st.IngestTeamBySlug(context.Background(), "beta-bees")
	return st, home, away, ids(t, st, `SELECT key, id FROM seasons`)
}

// ingestFinal writes a final ingested game between the fixture's teams.
func ingestFinal(st *store.Store, home, away store.IngestTeam, externalID, date string) (store.GameBase, error) {
	g := store.IngestGame{ExternalID: externalID, SportID: home.SportID, LevelID: home.LevelID, Sport: "football", Level: "professional",
		Home: home, Away: away, Date: date, Status: "final", HomeScore: 21, AwayScore: 14}
	after, _, err := st.UpsertIngestedGame(context.Background(), g, func(*store.GameBase, store.GameBase) *store.AuditEntry { return nil })
	return after, err
}

// An ingested game belongs to the season of its league that holds its date:
// by the season's dates, else by its season year (fall half for seasons
// across two years), else a season the ingest opens when it is the next one.
func TestIngestedGameSeason(t *testing.T) {
	ctx := context.Background()
	st, home, away, seasonID := ingestFixture(t)
	n := 0
	ingest := func(date string) (store.GameBase, error) {
		n++
		return ingestFinal(st, home, away, "s"+strconv.Itoa(n), date)
	}
	for _, tc := range []struct{ date, season string }{
		{"2021-02-07", "tl:2020"}, // the last day of its playoffs
		{"2020-09-10", "tl:2020"}, // its first day
		{"2021-03-15", "tl:2020"}, // after its dates, before July: the season that began the year before
		{"2018-12-25", "tl:2018"}, // no dates: by season year
		{"2019-05-01", "tl:2018"},
	} {
		g, err := ingest(tc.date)
		if err != nil || g.SeasonID != seasonID[tc.season] {
			t.Errorf("%s: season %d (%v), want %s (%d)", tc.date, g.SeasonID, err, tc.season, seasonID[tc.season])
		}
	}
	// No season in 2019-20 (a lockout, not the next season), none before the
	// first, none years ahead.
	for _, date := range []string{"2019-11-01", "2017-12-01", strconv.Itoa(time.Now().Year()+3) + "-01-01"} {
		if _, err := ingest(date); !errors.Is(err, store.ErrNoSeason) {
			t.Errorf("%s: %v, want ErrNoSeason", date, err)
		}
	}

	// The next season is opened, named as the latest is. It is not a new
	// dataset version (the read model learns it as the game is patched in).
	before := st.Version(ctx)
	g, err := ingest("2021-10-20")
	if err != nil || g.SeasonID == 0 {
		t.Fatalf("next season: %+v %v", g, err)
	}
	opened := seasonOf(t, st, g.SeasonID)
	if opened.Key != "tl:2021" || opened.Slug != "tl-2021-22" || opened.Name != "2021-22 TL Season" || opened.Grp != store.IngestGroup ||
		opened.StartYear != 2021 || opened.EndYear != 2022 || opened.ID <= seasonID["tl:2020"] {
		t.Fatalf("opened season: %+v", opened)
	}
	if d, err := st.SeasonDim(ctx, g.SeasonID); err != nil || d.Name != opened.Name || d.StartYear != 2021 || d.LeagueAbbrev == "" {
		t.Fatalf("season dim: %+v %v", d, err)
	}
	if g2, err := ingest("2022-04-01"); err != nil || g2.SeasonID != g.SeasonID {
		t.Fatalf("same season again: %+v %v", g2, err)
	}
	// Until an import brings its rows, the opened season has the league's
	// teams of the season before, in their divisions, with no record.
	frames, err := st.StandingsFrames(ctx, []int{2021}, "football", "professional")
	if err != nil || frames[2021] == nil {
		t.Fatalf("standings frame of the opened season: %v %v", frames, err)
	}
	var carried []string
	for _, tm := range frames[2021].Teams {
		if tm.SeasonID != g.SeasonID || tm.TeamSeasonID.Valid || tm.HasRecord || tm.Wins+tm.Losses != 0 {
			t.Errorf("carried team: %+v", tm)
		}
		carried = append(carried, tm.Slug)
	}
	if len(carried) != 2 || carried[0] != "alpha-ants" || carried[1] != "beta-bees" {
		t.Errorf("opened season's teams: %v, want the 2020 season's two", carried)
	}
	time.Sleep(1100 * time.Millisecond) // past the version's re-read interval
	if v := st.Version(ctx); v != before {
		t.Fatalf("dataset version %d → %d after opening a season", before, v)
	}

	// An import that brings the season adopts it: same id, the import's
	// name and group; the ingested game keeps it.
	d := seasonsFixture()
	d.Seasons = append(d.Seasons, dataset.Season{Key: "tl:2021", LeagueKey: "tl", StartYear: 2021, EndYear: 2022, Name: "2021-22 Test League Season"})
	write(t, st, map[string]*dataset.Dataset{"tl": d})
	adopted := seasonOf(t, st, g.SeasonID)
	if adopted.Key != "tl:2021" || adopted.Grp != "tl" || adopted.Name != "2021-22 Test League Season" || adopted.Slug != opened.Slug {
		t.Fatalf("adopted season: %+v", adopted)
	}
	if got, err := st.GameByRef(ctx, g.Slug); err != nil || got.SeasonID != g.SeasonID {
		t.Fatalf("ingested game after the import: %+v %v", got, err)
	}
}

// A single-year league (MLB): the season year is the calendar year.
func TestIngestedGameSeasonSingleYear(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	d := fixture()
	d.Seasons = []dataset.Season{{Key: "tl:2020", LeagueKey: "tl", StartYear: 2020, EndYear: 2020, Name: "2020 TL Season", ChampionKey: "tl:AAA"}}
	write(t, st, map[string]*dataset.Dataset{"tl": d})
	home, _ := st.IngestTeamBySlug(ctx, "alpha-ants")
	away, _ := st.IngestTeamBySlug(ctx, "beta-bees")
	g := store.IngestGame{ExternalID: "m1", SportID: home.SportID, LevelID: home.LevelID, Home: home, Away: away, Date: "2021-04-02", Status: "live"}
	after, _, err := st.UpsertIngestedGame(ctx, g, func(*store.GameBase, store.GameBase) *store.AuditEntry { return nil })
	if err != nil {
		t.Fatal(err)
	}
	if s := seasonOf(t, st, after.SeasonID); s.Key != "tl:2021" || s.Name != "2021 TL Season" || s.EndYear != 2021 || s.Slug != "tl-2021" {
		t.Fatalf("season: %+v", s)
	}
}

// Ingested games written before they had a season get the one a new write
// would give them, once; a date no season holds keeps none.
func TestBackfillIngestSeasons(t *testing.T) {
	ctx := context.Background()
	st, home, away, seasonID := ingestFixture(t)
	var games []store.GameBase
	for i, date := range []string{"2020-12-25", "2018-12-25", "2021-10-20"} {
		after, err := ingestFinal(st, home, away, "b"+strconv.Itoa(i), date)
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, after)
	}
	// As before migration 0007: no seasons, and no opened season; one game
	// on a date of the lockout.
	for _, q := range []string{`UPDATE games SET season_id = NULL WHERE external_id IS NOT NULL`, `DELETE FROM seasons WHERE grp = 'ingest'`,
		`UPDATE games SET game_date = '2019-11-01' WHERE id = ` + strconv.FormatInt(games[1].ID, 10)} {
		if _, err := st.DB.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	n, err := st.BackfillIngestSeasons(ctx)
	if err != nil || n != 2 {
		t.Fatalf("backfill: %d %v, want 2", n, err)
	}
	got := ids(t, st, `SELECT external_id, COALESCE(season_id, 0) FROM games WHERE external_id IS NOT NULL`)
	opened := ids(t, st, `SELECT key, id FROM seasons WHERE grp = 'ingest'`)
	if got["b0"] != seasonID["tl:2020"] || got["b1"] != 0 || got["b2"] == 0 || got["b2"] != opened["tl:2021"] {
		t.Fatalf("seasons after the backfill: %v (seasons %v, opened %v)", got, seasonID, opened)
	}
	if n, err := st.BackfillIngestSeasons(ctx); err != nil || n != 0 {
		t.Fatalf("second backfill: %d %v, want 0", n, err)
	}
}

// A known external id names one game: a write giving it another sport or
// level is refused naming that field and both values, before the teams are
// resolved (CheckIngestSportLevel) and again in the write itself, and the
// game keeps its sport and level.
func TestIngestedGameKeepsItsSportAndLevel(t *testing.T) {
	ctx := context.Background()
	st, home, away, _ := ingestFixture(t)
	g, err := ingestFinal(st, home, away, "k1", "2020-10-01")
	if err != nil {
		t.Fatal(err)
	}
	known := store.IngestGame{ExternalID: "k1", SportID: home.SportID, LevelID: home.LevelID, Sport: "football", Level: "professional",
		Home: home, Away: away, Date: "2020-10-01", Status: "final", HomeScore: 28, AwayScore: 14}
	if err := st.CheckIngestSportLevel(ctx, known); err != nil {
		t.Fatalf("the game's own sport and level: %v", err)
	}
	for _, tc := range []struct {
		name, sport, level string
		want               store.IdentityError
	}{
		{"another sport", "hockey", "professional", store.IdentityError{Field: "sport__slug", Was: "football", Now: "hockey"}},
		{"another level", "football", "ncaa-d1", store.IdentityError{Field: "level__slug", Was: "professional", Now: "ncaa-d1"}},
	} {
		moved := known
		moved.Sport, moved.Level = tc.sport, tc.level
		moved.SportID, moved.LevelID, _, _ = store.SportLevelIDs(tc.sport, tc.level)
		checks := map[string]func() error{
			"check": func() error { return st.CheckIngestSportLevel(ctx, moved) },
			"write": func() error {
				_, _, err := st.UpsertIngestedGame(ctx, moved, func(*store.GameBase, store.GameBase) *store.AuditEntry { return nil })
				return err
			},
		}
		for step, check := range checks {
			err := check()
			if ie, ok := errors.AsType[*store.IdentityError](err); !ok || *ie != tc.want {
				t.Errorf("%s, %s: %v, want %+v", tc.name, step, err, tc.want)
			}
		}
	}
	if got, err := st.GameByRef(ctx, g.Slug); err != nil || got.SportID != g.SportID || got.LevelID != g.LevelID || got.HomeScore != g.HomeScore {
		t.Fatalf("the game after the refused writes: %+v %v, want %+v", got, err, g)
	}
}
