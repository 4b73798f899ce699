package readmodel

import (
	"bytes"
	"context"
	"testing"

	ja "github.com/almanac-sports/almanac/internal/jsonappend"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

func stdlibJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := ja.Reference(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// AppendGameJSON writes what encoding/json writes: for games from an index
// (imported and live ones, scores and fields missing), and for a game with
// every field set to text that needs escaping.
func TestAppendGameJSONAsEncodingJSON(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	d := liveFixture()
	d.Games[1].HomeScore, d.Games[1].AwayScore, d.Games[1].Status = nil, nil, dataset.StatusScheduled
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"tl": d}, nil); err != nil {
		t.Fatal(err)
	}
	ingest(t, st, "feed:1", "2021-03-05", "live", 7)
	_, games, err := newModel(st).Games(ctx, GameFilter{}, 0, 100)
	if err != nil || len(games) != 4 {
		t.Fatalf("games: %d %v", len(games), err)
	}
	odd := "Montréal <&> \"q\" \\ \t\u2028 \xff"
	n, n64 := 3, int64(-1)
	full := GameJSON{ID: 1 << 40, Slug: odd, GameDate: odd, GameTime: &odd, TimeZone: &odd, Status: odd, Week: &odd, GameType: odd,
		HomeScore: &n64, AwayScore: &n64, Quarter: &n, Period: &n, TimeRemaining: &odd, Attendance: &n64, NeutralSite: true, Overtime: &odd,
		HomeTeam: GameTeamJSON{ID: &n64, Slug: &odd, Name: odd, City: odd, Abbreviation: odd, SportName: odd}, AwayTeam: GameTeamJSON{Name: odd},
		HomeTeamName: odd, HomeTeamCity: odd, HomeTeamAbbreviation: odd, AwayTeamName: odd, AwayTeamCity: odd, AwayTeamAbbreviation: odd,
		SportName: odd, SportSlug: odd, LevelName: odd, LevelSlug: odd, LeagueName: &odd, ChampionshipName: &odd, SeasonName: &odd,
		Season: &GameSeasonJSON{ID: 9, Slug: odd, Name: odd, StartYear: -1, EndYear: 2026}, VenueName: &odd, Source: odd}
	for _, g := range append(games, full, GameJSON{}) {
		if got, want := AppendGameJSON(nil, &g), stdlibJSON(t, g); !bytes.Equal(got, want) {
			t.Fatalf("game %d:\n got %s\nwant %s", g.ID, got, want)
		}
	}
}
