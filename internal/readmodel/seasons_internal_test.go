package readmodel

import (
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/readmodel/people"
	"github.com/almanac-sports/almanac/internal/store"
)

func TestSeasonStatusFollowsTheChampion(t *testing.T) {
	clock := statusClockOf(time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC))
	for _, tc := range []struct {
		name string
		rec  seasonRec
		want string
	}{
		{"games over, no champion yet (MLB 2026)", seasonRec{finals: 2000, lastGame: "2026-08-21"}, "active"},
		{"champion decided", seasonRec{finals: 1300, hasChamp: true, decided: true}, "completed"},
		{"no title held, later season played (1994)", seasonRec{finals: 1600, decided: true}, "completed"},
		{"games still scheduled", seasonRec{finals: 10, open: 5}, "active"},
		{"decided with a game left on the schedule", seasonRec{finals: 10, open: 1, hasChamp: true, decided: true}, "completed"},
		{"only scheduled games", seasonRec{open: 272}, "upcoming"},
		{"no games, before the current season", seasonRec{out: Season{StartYear: 2004}}, "completed"},
		{"no games, the current season", seasonRec{out: Season{StartYear: 2026}}, "active"},
	} {
		if got := tc.rec.statusOn(clock); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
}

// Two equal best records (NFL 2025: New England and Denver, 14-3) go to the
// lower franchise id whatever order the team seasons come in; a better
// record wins whatever its id.
func TestBestRecordTieIsStable(t *testing.T) {
	row := func(id, w, l int) *store.TeamSeasonRow {
		return &store.TeamSeasonRow{FranchiseID: id, SeasonID: 1, Wins: w, Losses: l, HasRecord: true}
	}
	for range 50 { // map order differs from one build to the next
		b := &people.Base{TeamSeasons: map[people.SeasonKey]*store.TeamSeasonRow{}}
		for _, r := range []*store.TeamSeasonRow{row(9, 14, 3), row(4, 14, 3), row(7, 12, 5)} {
			b.TeamSeasons[people.SeasonKey{Franchise: r.FranchiseID, Season: r.SeasonID}] = r
		}
		if got := bestRecords(b)[1]; got == nil || got.TeamID != 4 || got.WinPercentage != 0.824 {
			t.Fatalf("best record %+v, want franchise 4 at .824", got)
		}
		b.TeamSeasons[people.SeasonKey{Franchise: 12, Season: 1}] = row(12, 15, 2)
		if got := bestRecords(b)[1]; got.TeamID != 12 {
			t.Fatalf("best record %+v, want franchise 12 (15-2)", got)
		}
	}
}
