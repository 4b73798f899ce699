package readmodel

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"github.com/almanac-sports/almanac/internal/readmodel/rmtest"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// escapingFixture is liveFixture with a second team whose name and city
// JSON must escape.
func escapingFixture() *dataset.Dataset {
	d := rmtest.LiveFixture()
	d.Franchises[1].Name, d.Franchises[1].City = `Bees & "Wasps" <é>`, "Beta\u2028"
	return d
}

// stdJSON is v as encoding/json writes it with HTML escaping off (as every
// answer is written), without the newline.
func stdJSON(t *testing.T, v any) []byte {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}

// A statistics row's seasons, copied from bytes encoded once, are the bytes
// encoding/json writes for the season rows they stand for, newest first,
// in every timeframe: with and without a record, with text to escape.
func TestCoachSeasonsAreTheirRowsJSON(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	d := escapingFixture()
	d.Seasons = append(d.Seasons, dataset.Season{Key: "tl:2021", LeagueKey: "tl", StartYear: 2021, EndYear: 2022, Name: "2021-22 TL Season"})
	d.People = []dataset.Person{{Key: "tl:p1", FirstName: "Ann", LastName: "Coach"}, {Key: "tl:p2", FirstName: "Bo", LastName: "Aide"}}
	d.Coaches = []dataset.CoachTenure{
		{PersonKey: "tl:p1", FranchiseKey: "tl:AAA", SeasonKey: "tl:2020", Title: "Head Coach", IsHead: true, Order: 1, Wins: 50, Losses: 32, HasRecord: true, PlayoffWins: 3, PlayoffLoss: 4},
		{PersonKey: "tl:p1", FranchiseKey: "tl:BBB", SeasonKey: "tl:2021", Title: "Head Coach", IsHead: true, Order: 1},
		{PersonKey: "tl:p2", FranchiseKey: "tl:BBB", SeasonKey: "tl:2020", Title: "Assistant", IsHead: false, Order: 1},
		{PersonKey: "tl:p2", FranchiseKey: "tl:BBB", SeasonKey: "tl:2021", Title: "Head \"Interim\"", IsHead: true, Order: 2, Wins: 1, Losses: 2, Ties: 1, HasRecord: true},
	}
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"tl": d}, nil); err != nil {
		t.Fatal(err)
	}
	m := newModel(st)
	snap, b, err := m.coachSnapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	rows := 0
	for _, tf := range []string{"career", "current", "last5"} {
		_, page, err := m.CoachStatsInto(ctx, CoachStatsQuery{Timeframe: tf, Sort: "experience"}, 0, 10, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, row := range page {
			var want []CoachSeason
			c := snap.ByID[row.ID]
			for i := len(c.Tenures) - 1; i >= 0; i-- {
				if t := c.Tenures[i]; t.IsHead && (tf != "current" || t.Year == 2021) {
					want = append(want, seasonOutOf(b, t, nil))
				}
			}
			if got, want := row.SeasonRecords.AppendJSON(nil), stdJSON(t, want); !bytes.Equal(got, want) {
				t.Errorf("%s %s:\n got %s\nwant %s", tf, row.Slug, got, want)
			}
			rows++
		}
	}
	if rows != 6 {
		t.Fatalf("%d rows compared, want 6 (two coaches in each timeframe)", rows)
	}
}
