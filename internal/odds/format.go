// Package odds simulates the rest of a season: the remaining regular-season
// games from walk-forward Elo ratings, then the season's playoff format,
// many times over, and counts how often each team makes the playoffs, wins
// its division, reaches the final and wins the title. Pure functions: the
// read model feeds it teams, records, ratings and the remaining schedule.
package odds

// Format is one era's playoff format of a league. Teams are grouped into
// conferences (MLB: the American and National Leagues); each conference
// plays a bracket whose champion goes on; the conference champions then
// meet (two: the final; four: semi-finals, reseeded by record, then the
// final).
type Format struct {
	// Places per conference (play-in places not counted).
	Places int
	// DivisionWinners qualify whatever their record and are seeded first.
	DivisionWinners bool
	// PerDivision: the top this many of each division qualify (NHL
	// 2013-14 on: 3; 1981-82 to 1992-93: 4); the rest of Places are wild
	// cards by record.
	PerDivision int
	// DivisionBracket: the first rounds are played inside divisions (1 v 4,
	// 2 v 3) with PerDivision teams each (NHL 1981-82 to 1992-93).
	DivisionBracket bool
	// PlayIn: the seeds Places-1 .. Places+2 play the NBA's play-in
	// tournament for the last two places.
	PlayIn bool
	// Slots is the fixed bracket: seeds in bracket order, 0 for a bye
	// (e.g. 1,8,4,5,3,6,2,7); nil: reseeded every round (best left plays
	// worst left) with Byes top seeds sitting out the first round.
	Slots []int
	Byes  int
	// Rounds are the series lengths inside a conference, first round
	// first (1: a single game); Final is the length of the games between
	// conference champions.
	Rounds []int
	Final  int
	// NeutralFinal: the final is at a neutral site (the Super Bowl).
	NeutralFinal bool
	// Breaks are the league's tie-breakers of the era.
	Breaks TieBreaks
	// Note is a simplification of this format worth telling users.
	Note string
}

// FormatFor is the playoff format of a league (abbreviation) in the season
// that starts in startYear; ok is false for an era the simulation does not
// model (its answer then has records only).
func FormatFor(league string, startYear int) (Format, bool) {
	var f Format
	var ok bool
	switch league {
	case "NFL":
		f, ok = nflFormat(startYear)
	case "NBA":
		f, ok = nbaFormat(startYear)
	case "AL", "NL":
		f, ok = mlbFormat(startYear)
	case "NHL":
		f, ok = nhlFormat(startYear)
	}
	if ok {
		f.Breaks = tieBreaksFor(league, startYear)
	}
	return f, ok
}

// NFL: single games, reseeded every round, the Super Bowl at a neutral
// site. Simplification: the old rule that kept division rivals apart in
// the first round (1970-89) is not applied.
func nflFormat(y int) (Format, bool) {
	f := Format{DivisionWinners: true, Rounds: []int{1, 1, 1}, Final: 1, NeutralFinal: true}
	switch {
	case y >= 2020:
		f.Places, f.Byes = 7, 1
	case y >= 1990:
		f.Places, f.Byes = 6, 2
	case y == 1982:
		// The strike season: 8 a conference, seeded by record regardless of
		// divisions.
		f.Places, f.DivisionWinners = 8, false
	case y >= 1978:
		f.Places, f.Byes = 5, 3
	case y >= 1970:
		f.Places, f.Rounds = 4, []int{1, 1}
	default:
		return Format{}, false
	}
	return f, true
}

// NBA from 1983-84 (16 teams): a fixed bracket per conference, seeded by
// record. Simplifications: the division winners' guaranteed seeds (until
// 2015-16) are not applied (the data has no NBA divisions for most
// seasons); 2019-20 is simulated as if the season had finished normally.
func nbaFormat(y int) (Format, bool) {
	if y < 1983 {
		return Format{}, false
	}
	first := 7
	if y <= 2001 {
		first = 5 // first-round series were best of five until 2002-03
	}
	return Format{Places: 8, PlayIn: y >= 2020, Slots: []int{1, 8, 4, 5, 3, 6, 2, 7}, Rounds: []int{first, 7, 7}, Final: 7}, true
}

// MLB, per league: the pennant winner alone until 1968; division winners
// from 1969; wild cards from 1995. No postseason in 1994. Simplifications:
// the best-of-nine
// World Series (1903, 1919-21) as best of seven; the rule that kept a wild
// card from its own division winner in the first round (1995-2011) is not
// applied.
func mlbFormat(y int) (Format, bool) {
	switch {
	case y == 1994 || y == 1904 || y < 1903:
		return Format{}, false
	case y < 1969:
		return Format{Places: 1, Final: 7}, true
	case y == 1981:
		// The strike's split season is simulated as one season: the top two
		// of each division stand in for the winners of its two halves and
		// meet in a best-of-five division series, then the division winners
		// in a best-of-five LCS.
		return Format{Places: 4, DivisionWinners: true, PerDivision: 2, DivisionBracket: true, Rounds: []int{5, 5}, Final: 7,
			Note: "1981: the split season simulated as one, the top two of each division in the division series"}, true
	case y < 1995:
		lcs := 7
		if y <= 1984 {
			lcs = 5
		}
		return Format{Places: 2, DivisionWinners: true, Slots: []int{1, 2}, Rounds: []int{lcs}, Final: 7}, true
	case y < 2012:
		return Format{Places: 4, DivisionWinners: true, Slots: []int{1, 4, 2, 3}, Rounds: []int{5, 7}, Final: 7}, true
	case y == 2020:
		// Eight a league: the division winners, the second-placed teams, then
		// two wild cards; best-of-three first round.
		return Format{Places: 8, DivisionWinners: true, PerDivision: 2, Slots: []int{1, 8, 4, 5, 3, 6, 2, 7}, Rounds: []int{3, 5, 7}, Final: 7,
			Note: "2020: the top two of each division seeded by record after the division winners"}, true
	case y < 2022:
		return Format{Places: 5, DivisionWinners: true, Slots: []int{1, 0, 4, 5, 2, 0, 3, 0}, Rounds: []int{1, 5, 7}, Final: 7}, true
	default:
		return Format{Places: 6, DivisionWinners: true, Slots: []int{1, 0, 4, 5, 2, 0, 3, 6}, Rounds: []int{3, 5, 7}, Final: 7}, true
	}
}

// NHL from 1981-82. Simplifications: 1993-94 to 2012-13 and from 2013-14
// the conference bracket is reseeded by record with the division winners
// first (the real 2013-14 bracket pairs divisions with the two wild cards);
// 2019-20's 24-team return is simulated as the usual 16-team format (its
// qualifying round decides places, as a play-in: its losers are not in
// the field); in
// 2020-21 the four divisions (the data's schedule groups) play as
// conferences and their champions as semi-finalists.
func nhlFormat(y int) (Format, bool) {
	switch {
	case y < 1981:
		return Format{}, false
	case y < 1993:
		first := 7
		if y <= 1985 {
			first = 5
		}
		return Format{Places: 8, PerDivision: 4, DivisionBracket: true, Rounds: []int{first, 7, 7}, Final: 7}, true
	case y == 2020:
		return Format{Places: 4, Slots: []int{1, 4, 2, 3}, Rounds: []int{7, 7}, Final: 7}, true
	case y < 2013:
		return Format{Places: 8, DivisionWinners: true, Rounds: []int{7, 7, 7}, Final: 7}, true
	default:
		return Format{Places: 8, DivisionWinners: true, PerDivision: 3, Rounds: []int{7, 7, 7}, Final: 7}, true
	}
}
