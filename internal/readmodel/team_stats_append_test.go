package readmodel

import (
	"bytes"
	"math"
	"testing"
)

// AppendTeamStatRow writes what encoding/json writes: every field set (text
// that needs escaping, ties and overtime losses present), the optional ones
// left out, and a NaN refused as encoding/json refuses it.
func TestAppendTeamStatRowAsEncodingJSON(t *testing.T) {
	odd := "Montréal <&> \"q\" \\ \t\u2028 \xff"
	n := 4
	full := TeamStatRow{ID: 19, TeamID: odd, TeamName: odd, City: odd, Abbreviation: odd, Sport: odd, Level: odd, Season: 2026, SeasonSlug: odd, League: odd,
		Conference: &odd, Division: &odd, GamesPlayed: 128, Wins: 73, Losses: 55, Ties: &n, OTLosses: &n, WinPercentage: 0.57, HomeRecord: odd, AwayRecord: odd,
		PointsFor: 568, PointsAgainst: 472, PointDifferential: -96, PointsPerGame: 4.4375, PointsAllowedPerGame: 1.0 / 3, Streak: odd,
		DivisionRecord: &odd, ConferenceRecord: &odd, Last10: odd, LeagueRank: 2, PlayoffPosition: &odd, streak: 5, order: 3}
	for _, r := range []TeamStatRow{full, {}} {
		got, ok := AppendTeamStatRow(nil, &r)
		if want := stdlibJSON(t, r); !ok || !bytes.Equal(got, want) {
			t.Fatalf("row %d:\n got %s\nwant %s", r.ID, got, want)
		}
	}
	if _, ok := AppendTeamStatRow(nil, &TeamStatRow{PointsPerGame: math.NaN()}); ok {
		t.Fatal("a NaN was written")
	}
}
