package readmodel

import (
	"bytes"
	"context"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// Every team stat row, in a season's list and in a franchise's history,
// carries the bytes encoding/json writes for it (HTML escaping off), names
// that need escaping and pointer fields included.
func TestTeamStatRowsCarryTheirJSON(t *testing.T) {
	ctx := context.Background()
	m, st := modelOf(t, escapingFixture())
	sc := Scope{Sport: "basketball", Level: "professional"}
	list, _, err := m.TeamStatRows(ctx, TeamStatsQuery{Scope: sc})
	if err != nil || len(list) != 2 {
		t.Fatalf("rows = %d, %v", len(list), err)
	}
	rows := append([]*TeamStatRow{}, list...)
	for _, r := range list {
		slug := r.TeamID
		tm, err := st.TeamBySlug(ctx, slug)
		if err != nil {
			t.Fatal(err)
		}
		hist, err := m.TeamHistoryDesc(ctx, tm)
		if err != nil || len(hist) != 1 {
			t.Fatalf("%s history = %d rows, %v", slug, len(hist), err)
		}
		rows = append(rows, &hist[0])
	}
	for _, r := range rows {
		if got, want := r.EncodedJSON(), stdJSON(t, r); !bytes.Equal(got, want) {
			t.Errorf("%s: row JSON\n got  %s\n want %s", r.TeamID, got, want)
		}
	}
	var none *TeamStatRow
	if none.EncodedJSON() != nil {
		t.Error("a nil row has bytes")
	}
}

// The rows of a players/stats page carry the bytes encoding/json writes for
// them once the page is made: a name to escape, a multi-team season and
// per-game figures included; a row made elsewhere carries none.
func TestPlayerStatRowsCarryTheirJSON(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	d := escapingFixture()
	d.People = []dataset.Person{{Key: "tl:p1", FirstName: `Zoë "Z"`, LastName: "O'Neil <Jr>"}, {Key: "tl:p2", FirstName: "Bo", LastName: "Guard"}}
	d.Players = []dataset.Player{{PersonKey: "tl:p1", Sport: dataset.Basketball, Level: dataset.Pro, Position: "C"},
		{PersonKey: "tl:p2", Sport: dataset.Basketball, Level: dataset.Pro, Position: "PG"}}
	d.PlayerSeasons = []dataset.PlayerSeason{
		{PersonKey: "tl:p1", SeasonKey: "tl:2020", FranchiseKey: "tl:AAA", Stats: map[string]float64{"games_played": 60, "points": 1234, "rebounds": 700, "field_goal_percentage": 0.5123}, Source: "fixture"},
		{PersonKey: "tl:p2", SeasonKey: "tl:2020", TeamAbbrev: "TOT", Stats: map[string]float64{"games_played": 70, "points": 900, "assists": 500.5}, Source: "fixture"},
		{PersonKey: "tl:p2", SeasonKey: "tl:2020", FranchiseKey: "tl:AAA", Stats: map[string]float64{"games_played": 30, "points": 400}, Source: "fixture"},
		{PersonKey: "tl:p2", SeasonKey: "tl:2020", FranchiseKey: "tl:BBB", Stats: map[string]float64{"games_played": 40, "points": 500}, Source: "fixture"},
	}
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"tl": d}, nil); err != nil {
		t.Fatal(err)
	}
	m := newModel(st)
	l, err := m.PlayerStats(ctx, PlayerStatFilter{Scope: Scope{Sport: "basketball", Level: "professional"}})
	if err != nil || len(l.Rows) != 2 {
		t.Fatalf("rows = %+v, %v", l, err)
	}
	for _, r := range l.Rows {
		if got, want := r.EncodedJSON(), stdJSON(t, r); !bytes.Equal(got, want) {
			t.Errorf("%s: row JSON\n got  %s\n want %s", r.PlayerSlug, got, want)
		}
	}
	var none *PlayerStatRow
	if none.EncodedJSON() != nil || (&PlayerStatRow{}).EncodedJSON() != nil {
		t.Error("a row made elsewhere has bytes")
	}
}

// A team's trend seasons carry the bytes encoding/json writes for them
// (a name to escape included), and a second answer shares them.
func TestTrendSeasonsCarryTheirJSON(t *testing.T) {
	ctx := context.Background()
	m, st := modelOf(t, escapingFixture())
	list, _, err := m.TeamStatRows(ctx, TeamStatsQuery{Scope: Scope{Sport: "basketball", Level: "professional"}})
	if err != nil || len(list) != 2 {
		t.Fatalf("rows = %d, %v", len(list), err)
	}
	for _, r := range list {
		slug := r.TeamID
		tm, err := st.TeamBySlug(ctx, slug)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := m.TeamTrends(ctx, tm, 10)
		if err != nil || len(tr.Seasons) != 1 {
			t.Fatalf("%s: trends %+v, %v", slug, tr, err)
		}
		s := &tr.Seasons[0]
		if got, want := s.EncodedJSON(), stdJSON(t, s); !bytes.Equal(got, want) {
			t.Errorf("%s: season JSON\n got  %s\n want %s", slug, got, want)
		}
		again, err := m.TeamTrends(ctx, tm, 3)
		if err != nil || &again.Seasons[0] != s {
			t.Errorf("%s: the series was made again", slug)
		}
	}
	var none *TeamTrendSeason
	if none.EncodedJSON() != nil {
		t.Error("a nil season has bytes")
	}
}

// A data-quality answer carries the bytes encoding/json writes for it, per
// scope, and is made once a scope.
func TestDataQualityCarriesItsJSON(t *testing.T) {
	ctx := context.Background()
	m, _ := modelOf(t, escapingFixture())
	for _, sc := range []Scope{{}, {Sport: "basketball"}, {Sport: "hockey", Level: "ncaa-d1"}} {
		q, err := m.DataQuality(ctx, sc)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := q.EncodedJSON(), stdJSON(t, q); !bytes.Equal(got, want) {
			t.Errorf("%+v: JSON\n got  %s\n want %s", sc, got, want)
		}
		if again, _ := m.DataQuality(ctx, sc); again != q {
			t.Errorf("%+v: made again", sc)
		}
	}
}

// modelOf is a model over a test store holding d.
func modelOf(t *testing.T, d *dataset.Dataset) (*Model, *store.Store) {
	t.Helper()
	st := storetest.NewTestStore(t)
	if _, err := st.WriteDatasets(context.Background(), map[string]*dataset.Dataset{"tl": d}, nil); err != nil {
		t.Fatal(err)
	}
	return newModel(st), st
}
