// Package rmtest holds what the read model's tests share: a small league
// to write into a test store and a live game entered as the ingest API
// enters one.
package rmtest

import (
	"context"
	"database/sql"
	"strconv"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// LiveFixture is a league of two teams and three final games in one season.
func LiveFixture() *dataset.Dataset {
	d := &dataset.Dataset{}
	d.Leagues = []dataset.League{{Key: "tl", Name: "Test League", Abbrev: "TL", Sport: dataset.Basketball, Level: dataset.Pro}}
	d.Franchises = []dataset.Franchise{
		{Key: "tl:AAA", Sport: dataset.Basketball, Level: dataset.Pro, LeagueKey: "tl", Name: "Alpha Ants", City: "Alpha", Abbrev: "AAA"},
		{Key: "tl:BBB", Sport: dataset.Basketball, Level: dataset.Pro, LeagueKey: "tl", Name: "Beta Bees", City: "Beta", Abbrev: "BBB"},
	}
	d.Seasons = []dataset.Season{{Key: "tl:2020", LeagueKey: "tl", StartYear: 2020, EndYear: 2021, Name: "2020-21 TL Season"}}
	for i, date := range []string{"2020-11-01", "2021-01-01", "2021-03-01"} {
		d.Games = append(d.Games, dataset.Game{Key: "tl:g" + strconv.Itoa(i), SeasonKey: "tl:2020", Date: date, HomeKey: "tl:AAA", AwayKey: "tl:BBB",
			HomeScore: dataset.IntPtr(100 + i), AwayScore: dataset.IntPtr(90), Status: dataset.StatusFinal, GameType: dataset.TypeRegular, Source: "fixture"})
	}
	return d
}

// Ingest enters a game of the league as the ingest API does, with a period
// and a clock.
func Ingest(t testing.TB, st *store.Store, ext, date, status string, hs int64) store.GameBase {
	t.Helper()
	ctx := context.Background()
	home, _ := st.IngestTeamBySlug(ctx, "alpha-ants")
	away, _ := st.IngestTeamBySlug(ctx, "beta-bees")
	g, _, err := st.UpsertIngestedGame(ctx, store.IngestGame{ExternalID: ext, SportID: home.SportID, LevelID: home.LevelID, Home: home, Away: away,
		Date: date, Status: status, Period: sql.NullInt64{Int64: 2, Valid: true}, TimeRemaining: "5:00", HomeScore: hs, AwayScore: 3},
		func(*store.GameBase, store.GameBase) *store.AuditEntry { return nil })
	if err != nil {
		t.Fatal(err)
	}
	return g
}
