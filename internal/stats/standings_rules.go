package stats

// League conventions of the era: how ties count, which tie-breakers rank
// hockey teams, and the playoff format the clinch marks are computed for.

// TiesIgnoredIn reports whether a league leaves ties out of the win
// percentage in a season (start year): the NFL (and the AFL) before 1972,
// when a tie became half a win, and the major leagues of baseball, whose
// tied games do not count.
func TiesIgnoredIn(league, sport string, year int) bool {
	switch {
	case sport == "football" && (league == "NFL" || league == "AFL" || league == "AAFC"):
		return year < 1972
	case sport == "baseball":
		return league != "NCAA"
	}
	return false
}

// NHLTieBreaks are the NHL's tie-breakers after points and games played in a
// season: regulation wins from 2019-20, regulation plus overtime wins (no
// shootout wins) from 2010-11; earlier seasons rank by points, then wins.
func NHLTieBreaks(league string, year int) (rw, row bool) {
	if league != "NHL" {
		return false, false
	}
	return year >= 2019, year >= 2010
}

// PlayoffFormat is how a league-season's regular season fills its playoff
// places, in each group (a conference, or the whole league): the top
// DivisionSpots of each division, then the WildCards best of the rest;
// then, where there is a play-in tournament, the PlayIn next best.
type PlayoffFormat struct {
	ByConference  bool // places are contested within each conference (else the whole league)
	DivisionSpots int  // places kept for each division's top teams (0: none)
	WildCards     int  // places for the best of the rest of the group
	PlayIn        int  // the next places, which go to the play-in tournament
	// LeagueBest: the league marks its best record overall ("p": the NHL's
	// Presidents' Trophy).
	LeagueBest bool
}

// FormatFor is the playoff format of a league in a season (start year), and
// false where the marks are not computed: seasons whose format the rules
// below do not describe (the NHL before 1979 and in 2020-21, the NBA before
// 2004 and in the 2019-20 bubble, the NFL before 1970 and in 1982, MLB in
// 1981 and 1994, college leagues).
func FormatFor(league string, year int) (PlayoffFormat, bool) {
	switch league {
	case "NHL":
		switch {
		case year == 2020 || year < 1979:
			return PlayoffFormat{}, false
		case year >= 2013: // three per division, two wild cards per conference
			return PlayoffFormat{ByConference: true, DivisionSpots: 3, WildCards: 2, LeagueBest: true}, true
		case year >= 1998: // division winners, then the five best of each conference
			return PlayoffFormat{ByConference: true, DivisionSpots: 1, WildCards: 5, LeagueBest: true}, true
		case year >= 1993: // eight per conference
			return PlayoffFormat{ByConference: true, WildCards: 8, LeagueBest: true}, true
		case year >= 1981: // four per division
			return PlayoffFormat{ByConference: true, DivisionSpots: 4, LeagueBest: true}, true
		default: // 1979-80, 1980-81: sixteen of twenty-one
			return PlayoffFormat{WildCards: 16, LeagueBest: true}, true
		}
	case "NBA":
		switch {
		case year >= 2020: // six per conference, seeds 7-10 to the play-in
			return PlayoffFormat{ByConference: true, WildCards: 6, PlayIn: 4}, true
		case year == 2019 || year < 2004:
			return PlayoffFormat{}, false
		case year >= 2015: // eight per conference
			return PlayoffFormat{ByConference: true, WildCards: 8}, true
		default: // division winners, then the five best of each conference
			return PlayoffFormat{ByConference: true, DivisionSpots: 1, WildCards: 5}, true
		}
	case "NFL":
		switch {
		case year == 1982 || year < 1970:
			return PlayoffFormat{}, false
		case year >= 2020:
			return PlayoffFormat{ByConference: true, DivisionSpots: 1, WildCards: 3}, true
		case year >= 2002:
			return PlayoffFormat{ByConference: true, DivisionSpots: 1, WildCards: 2}, true
		case year >= 1990:
			return PlayoffFormat{ByConference: true, DivisionSpots: 1, WildCards: 3}, true
		case year >= 1978:
			return PlayoffFormat{ByConference: true, DivisionSpots: 1, WildCards: 2}, true
		default:
			return PlayoffFormat{ByConference: true, DivisionSpots: 1, WildCards: 1}, true
		}
	case "AL", "NL": // one league-season is one group
		switch {
		case year == 1981 || year == 1994 || year < 1903:
			return PlayoffFormat{}, false
		case year >= 2022:
			return PlayoffFormat{DivisionSpots: 1, WildCards: 3}, true
		case year == 2020:
			return PlayoffFormat{DivisionSpots: 2, WildCards: 2}, true
		case year >= 2012:
			return PlayoffFormat{DivisionSpots: 1, WildCards: 2}, true
		case year >= 1995:
			return PlayoffFormat{DivisionSpots: 1, WildCards: 1}, true
		case year >= 1969:
			return PlayoffFormat{DivisionSpots: 1}, true
		default: // the pennant winner
			return PlayoffFormat{WildCards: 1}, true
		}
	}
	return PlayoffFormat{}, false
}
