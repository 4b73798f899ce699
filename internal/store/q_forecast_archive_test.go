package store_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// A stored forecast is never changed (a second store of the same kind,
// subject and version is ignored) and survives a re-import byte for byte.
func TestForecastArchiveKeepsTheFirst(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	write(t, st, map[string]*dataset.Dataset{"tl": fixture()})
	first := []store.ArchivedForecast{
		{Kind: "game", Subject: "tl:g9", DatasetVersion: 3, Sport: "football", Level: "professional", Season: 2024, Date: "2024-10-01", CreatedAt: 100, Payload: `{"home_win_probability":0.61}`},
		{Kind: "season_odds", Subject: "2024|2024-10-01", DatasetVersion: 3, Sport: "football", Level: "professional", Season: 2024, Date: "2024-10-01", CreatedAt: 100, Payload: `{"teams":[]}`},
	}
	if n, err := st.ArchiveForecasts(ctx, first); err != nil || n != 2 {
		t.Fatalf("stored %d, %v", n, err)
	}
	again := []store.ArchivedForecast{first[0], first[1]}
	again[0].Payload, again[0].CreatedAt = `{"home_win_probability":0.2}`, 200
	again[1].DatasetVersion = 4 // new inputs: a new forecast
	if n, err := st.ArchiveForecasts(ctx, again); err != nil || n != 1 {
		t.Fatalf("stored %d of the second batch, want 1 (%v)", n, err)
	}
	write(t, st, map[string]*dataset.Dataset{"tl": fixture()}) // a re-import
	got, total, err := st.ForecastArchive(ctx, store.ArchiveFilter{Kind: "game", Sport: "football", Limit: 10})
	if err != nil || total != 1 || len(got) != 1 {
		t.Fatalf("%v %d %v", got, total, err)
	}
	if !reflect.DeepEqual(got[0], first[0]) {
		t.Fatalf("archived game forecast changed: %+v, want %+v", got[0], first[0])
	}
	if _, total, _ := st.ForecastArchive(ctx, store.ArchiveFilter{Season: 2024, DateFrom: "2024-10-01", DateTo: "2024-10-01", Limit: 10}); total != 3 {
		t.Fatalf("%d forecasts of 2024-10-01, want 3", total)
	}
	if _, total, _ := st.ForecastArchive(ctx, store.ArchiveFilter{Sport: "hockey", Limit: 10}); total != 0 {
		t.Fatalf("%d hockey forecasts, want 0", total)
	}
}

// The archived game forecasts whose games are final, each game's latest
// version only, beside the score.
func TestArchivedGameResults(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	write(t, st, map[string]*dataset.Dataset{"tl": fixture()})
	row := func(key string, version int64, p string) store.ArchivedForecast {
		return store.ArchivedForecast{Kind: "game", Subject: key, DatasetVersion: version, Sport: "football", Level: "professional", Season: 2020, Date: "2020-09-10", CreatedAt: 100, Payload: p}
	}
	if _, err := st.ArchiveForecasts(ctx, []store.ArchivedForecast{row("tl:g1", 1, "old"), row("tl:g1", 2, "new"), row("tl:g2", 1, "g2"), row("tl:none", 1, "no game")}); err != nil {
		t.Fatal(err)
	}
	got, err := st.ArchivedGameResults(ctx, "football", "professional")
	if err != nil {
		t.Fatal(err)
	}
	want := []store.ArchivedGameResult{
		{Sport: "football", Level: "professional", Season: 2020, Payload: "new", HomeScore: 21, AwayScore: 7},
		{Sport: "football", Level: "professional", Season: 2020, Payload: "g2", HomeScore: 10, AwayScore: 24},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
	if got, _ := st.ArchivedGameResults(ctx, "hockey", ""); len(got) != 0 {
		t.Fatalf("hockey: %+v", got)
	}
}

// The archived season-odds runs: per subject its latest version, of the
// scope asked.
func TestArchivedSeasonOdds(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	row := func(sport, subject string, version int64, p string) store.ArchivedForecast {
		return store.ArchivedForecast{Kind: "season_odds", Subject: subject, DatasetVersion: version, Sport: sport, Level: "professional", Season: 2020, Date: "2020-10-01", CreatedAt: 100, Payload: p}
	}
	if _, err := st.ArchiveForecasts(ctx, []store.ArchivedForecast{row("football", "football|professional|2020|2020-10-01", 1, "old"),
		row("football", "football|professional|2020|2020-10-01", 2, "new"), row("hockey", "hockey|professional|2020|2020-10-01", 1, "hockey")}); err != nil {
		t.Fatal(err)
	}
	got, err := st.ArchivedSeasonOdds(ctx, "football", "professional")
	if err != nil || len(got) != 1 || got[0].Payload != "new" || got[0].DatasetVersion != 2 {
		t.Fatalf("%+v %v", got, err)
	}
	if all, _ := st.ArchivedSeasonOdds(ctx, "", ""); len(all) != 2 {
		t.Fatalf("every scope: %+v", all)
	}
}
