package readmodel

import (
	"testing"
	"time"
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
