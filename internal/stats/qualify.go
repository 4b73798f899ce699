package stats

// Rate-leader qualification: the minimum a player must reach to lead a rate
// (an average, a percentage) in the rules of his league and era. teamGames
// is the league's schedule: the games most of its teams played that season
// (the data holds records, not the scheduled number).

import (
	"math"
	"strconv"
)

// Qualifier is a season's minimum for one rate category.
type Qualifier struct {
	// Measure is what the minimum counts: "games", "plate_appearances",
	// "outs_pitched" or "passing_attempts".
	Measure string
	Min     float64
	// OrTotal/OrMin: a season total that qualifies a player short of Min
	// (NBA 1974-75 to 2012-13: 70 games or 1,400 points).
	OrTotal string
	OrMin   float64
	// LeadIfShort: a player short of Min still leads when his total over
	// Min games beats the qualified leader (NBA since 2013-14).
	LeadIfShort bool
	Rule        string // the rule in words, with its minimum
}

func itoa(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// MLBBatting: Official Baseball Rules 9.22(a): 3.1 plate appearances (AB +
// BB + HBP + SF + SH) per game scheduled for each club, fractions rounded.
// Before 1957 the leagues used other minimums (1920-1949 100 games,
// 1950-1956 2.6 at-bats per team game, earlier ones varied); the data has
// no scheduled-games count for those years and the historic title holders
// meet today's rule too, so it is applied to every season. Sacrifice flies
// are counted from 1954 and hit-by-pitch from 1887: where a source gives no
// figure it adds nothing.
func MLBBatting(teamGames int) Qualifier {
	min := math.Round(3.1 * float64(teamGames))
	return Qualifier{Measure: "plate_appearances", Min: min,
		Rule: "3.1 plate appearances per team game (" + itoa(min) + " in a " + strconv.Itoa(teamGames) + "-game season)"}
}

// MLBPitching: Official Baseball Rules 9.22(b): one inning pitched per game
// scheduled for each club (counted in outs: three per inning). Before 1950
// the minimums varied (10 complete games, 15 decisions); applied to every
// season like the batting rule.
func MLBPitching(teamGames int) Qualifier {
	return Qualifier{Measure: "outs_pitched", Min: float64(3 * teamGames),
		Rule: "1 inning pitched per team game (" + strconv.Itoa(teamGames) + " innings)"}
}

// nbaTotals are the totals that qualified a player short of 70 games from
// 1974-75 to 2012-13, in an 82-game season.
var nbaTotals = map[string]float64{"points": 1400, "rebounds": 800, "assists": 400}

// NBAPerGame is the NBA's rule for a per-game leader of total (points,
// rebounds, assists; "" for a figure with no total rule) in the season
// starting startYear:
//   - since 2013-14 (NBA statistical minimums): 70% of the team's games (58
//     of 82), or leading even with the total spread over that minimum. The
//     65-game rule of 2023-24 is for awards, not for statistical leaders.
//   - 1974-75 to 2012-13: 70 games, or 1,400 points / 800 rebounds / 400
//     assists; both scaled to a shorter schedule (1998-99, 2011-12).
//   - 1969-70 to 1973-74: 70 games (scaled alike).
//   - before 1969-70 the NBA's titles went to the season total; the average
//     is ranked among players in 70% of the team's games, as since 2013-14.
func NBAPerGame(startYear, teamGames int, total string) Qualifier {
	g := float64(teamGames)
	seventy := math.Ceil(0.7 * g)
	switch {
	case startYear >= 2013 || startYear < 1969:
		q := Qualifier{Measure: "games", Min: seventy, LeadIfShort: startYear >= 2013,
			Rule: "70% of the team's games (" + itoa(seventy) + " of " + strconv.Itoa(teamGames) + ")"}
		if q.LeadIfShort && total != "" {
			q.Rule += ", or leading with the season total over " + itoa(seventy) + " games"
		}
		return q
	}
	scale := math.Min(1, g/82)
	q := Qualifier{Measure: "games", Min: math.Ceil(70 * scale), Rule: "70 games"}
	if scale < 1 {
		q.Rule = itoa(q.Min) + " games (70 of 82, scaled to " + strconv.Itoa(teamGames) + ")"
	}
	if t, ok := nbaTotals[total]; ok && startYear >= 1974 {
		q.OrTotal, q.OrMin = total, math.Ceil(t*scale)
		q.Rule += " or " + itoa(q.OrMin) + " " + total
	}
	return q
}

// NHLGoalie: goaltending leaders (save percentage, goals-against average)
// in the NHL's official statistics need 25 games played in an 82-game
// season; prorated to shorter schedules, as the league does in-season.
func NHLGoalie(teamGames int) Qualifier {
	min := math.Ceil(25 * float64(teamGames) / 82)
	if teamGames >= 82 {
		min = 25
	}
	return Qualifier{Measure: "games", Min: min,
		Rule: "goaltenders with " + itoa(min) + " games played (25 of 82, prorated)"}
}

// NFLPasser: the NFL's passer-rating leaders need 14 pass attempts per team
// game (in force since 1979; the data's NFL player rows start later).
func NFLPasser(teamGames int) Qualifier {
	min := float64(14 * teamGames)
	return Qualifier{Measure: "passing_attempts", Min: min,
		Rule: "14 pass attempts per team game (" + itoa(min) + " in " + strconv.Itoa(teamGames) + " games)"}
}

// ScheduleLength is the games most teams of a league played in a season
// (ties to the fewer): the schedule, as the records show it. 0 without
// records.
func ScheduleLength(teamGames []int) int {
	count := map[int]int{}
	best := 0
	for _, g := range teamGames {
		if g <= 0 {
			continue
		}
		count[g]++
		if c := count[g]; c > count[best] || (c == count[best] && g < best) {
			best = g
		}
	}
	return best
}
