package readmodel

import (
	"database/sql"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

func TestAuditCareer(t *testing.T) {
	team := func(season, year int, js string) *store.PlayerSeasonRow {
		return &store.PlayerSeasonRow{SeasonID: season, StartYear: year, FranchiseID: sql.NullInt64{Int64: 1, Valid: true}, Stats: js}
	}
	total := func(season, year int, js string) *store.PlayerSeasonRow {
		return &store.PlayerSeasonRow{SeasonID: season, StartYear: year, Stats: js}
	}
	// Two seasons: 2001 one team, 2002 traded (two team rows and the total).
	rows := []*store.PlayerSeasonRow{
		team(1, 2001, `{"games_played":80,"points":1000,"rebounds":400,"assists":300}`),
		team(2, 2002, `{"games_played":40,"points":600,"rebounds":200,"assists":100}`),
		team(2, 2002, `{"games_played":30,"points":400,"rebounds":100,"assists":100}`),
		total(2, 2002, `{"games_played":70,"points":1000,"rebounds":300,"assists":200}`),
	}
	whole := stats.Coverage{Seasons: 2, SeasonsWithStats: 2, Complete: true}
	shown := StatMap{rmbase.Stat("games_played", 150), rmbase.Stat("points", 2000), rmbase.Stat("rebounds", 700), rmbase.Stat("assists", 500)}
	for _, c := range []struct {
		name   string
		roster []int
		shown  StatMap
		cov    stats.Coverage
		want   string // "" or a part of the difference
	}{
		{"the total row counts once, not with its team rows", nil, shown, whole, ""},
		{"a figure short of the rows", nil, StatMap{rmbase.Stat("games_played", 150), rmbase.Stat("points", 1000), rmbase.Stat("rebounds", 700), rmbase.Stat("assists", 500)}, whole,
			"points shown 1,000, rows sum to 2,000"},
		{"a figure the rows hold is not shown", nil, StatMap{rmbase.Stat("games_played", 150), rmbase.Stat("points", 2000), rmbase.Stat("assists", 500)}, whole,
			"rebounds not shown, rows sum to 700"},
		{"a roster season without rows: not complete", []int{2003}, shown, whole, "rows give 2 of 3 (complete false)"},
		{"partial and said so", []int{2003}, shown, stats.Coverage{Seasons: 3, SeasonsWithStats: 2}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := auditCareer("basketball", nil, rows, c.roster, c.shown, c.cov)
			if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
				t.Errorf("auditCareer = %q, want %q", got, c.want)
			}
		})
	}
}
