package readmodel

import (
	"bytes"
	"math"
	"testing"
)

// AppendCoachStatRow writes what encoding/json writes, for a row with every
// field set (text that needs escaping, fractions, empty and full records)
// and for an empty one; a NaN is refused, as encoding/json refuses it.
func TestAppendCoachStatRowAsEncodingJSON(t *testing.T) {
	odd := "Montréal <&> \"q\" \\ \t\u2028 \xff"
	n, wp, tiny := 3, 0.824, 1e-9
	full := CoachStatRow{Rank: 1, ID: 27554, Slug: odd, Name: odd, FirstName: odd, LastName: odd, Sport: NameSlug{odd, odd}, Level: NameSlug{"b", "c"},
		Team: &CoachTeam{ID: 1, Slug: odd, Name: odd, City: odd, Abbreviation: odd, SportName: odd}, IsActive: true, Games: 686, Wins: 565, Losses: 121, Ties: -1,
		WinPercentage: &wp, PlayoffAppearances: 22, PlayoffWins: &n, PlayoffLosses: &n, Championships: 2, Seasons: 23, FirstYear: 1999, LastYear: 2021,
		SeasonRecords: []CoachSeasonOut{
			{Season: 2021, SeasonSlug: odd, League: odd, TeamName: odd, TeamSlug: odd, Title: odd, IsHeadCoach: true, Wins: &n, Losses: &n, Ties: &n,
				WinPercentage: &tiny, PlayoffWins: &n, PlayoffLosses: &n, MadePlayoffs: true, Champion: true},
			{},
		}}
	for _, r := range []CoachStatRow{full, {SeasonRecords: []CoachSeasonOut{}}, {}} {
		got, ok := AppendCoachStatRow(nil, &r)
		if want := stdlibJSON(t, r); !ok || !bytes.Equal(got, want) {
			t.Fatalf("row %d:\n got %s\nwant %s", r.ID, got, want)
		}
	}
	nan := math.NaN()
	for _, r := range []CoachStatRow{{WinPercentage: &nan}, {SeasonRecords: []CoachSeasonOut{{WinPercentage: &nan}}}} {
		if _, ok := AppendCoachStatRow(nil, &r); ok {
			t.Fatal("a NaN was written")
		}
	}
}
