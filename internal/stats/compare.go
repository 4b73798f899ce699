// Package stats holds pure functions over sports data (no I/O).
//
// This file: team records, franchise eras, title streaks and the figures the
// team and championship pages compare.
package stats

import (
	"math"
	"sort"
	"strconv"
)

// RecordText formats a W-L record the way each sport writes it: "64-18",
// "10-6-1" with ties, and hockey's "54-20-8" (W-L-OTL) or "40-30-8-4"
// (W-L-T-OTL) when overtime losses are counted.
func RecordText(wins, losses, ties, otLosses int) string {
	s := strconv.Itoa(wins) + "-" + strconv.Itoa(losses)
	if ties > 0 {
		s += "-" + strconv.Itoa(ties)
	}
	if otLosses > 0 {
		s += "-" + strconv.Itoa(otLosses)
	}
	return s
}

// WinningPct is (wins + ties/2) / games, rounded to 3 decimals; ok is false
// when no games were played.
func WinningPct(wins, losses, ties int) (float64, bool) {
	g := wins + losses + ties
	if g == 0 {
		return 0, false
	}
	return RoundTo((float64(wins)+float64(ties)/2)/float64(g), 3), true
}

// PerGame is total/games rounded to 2 decimals; ok is false for no games.
func PerGame(total, games int) (float64, bool) {
	if games <= 0 {
		return 0, false
	}
	return RoundTo(float64(total)/float64(games), 2), true
}

// RoundTo rounds to d decimals.
func RoundTo(v float64, d int) float64 {
	p := math.Pow(10, float64(d))
	return math.Round(v*p) / p
}

// TeamIdentity is a team's name, city and abbreviation in one season.
type TeamIdentity struct {
	StartYear    int
	Name         string
	City         string
	Abbreviation string
}

// TeamEra is one unbroken run of seasons under the same identity.
type TeamEra struct {
	Name         string `json:"name"`
	City         string `json:"city"`
	Abbreviation string `json:"abbreviation"`
	FirstSeason  int    `json:"first_season"`
	LastSeason   int    `json:"last_season"`
}

// TeamEras groups a franchise's seasons into runs of the same name, city and
// abbreviation, oldest first. A franchise that returns to an earlier identity
// (Oakland Raiders 1960-81 and 1995-2019) gets two eras. Seasons need not be
// sorted; a gap in years (a franchise that did not play) does not split an era.
func TeamEras(seasons []TeamIdentity) []TeamEra {
	s := append([]TeamIdentity(nil), seasons...)
	sort.SliceStable(s, func(i, j int) bool { return s[i].StartYear < s[j].StartYear })
	var out []TeamEra
	for _, x := range s {
		if n := len(out); n > 0 {
			last := &out[n-1]
			if last.Name == x.Name && last.City == x.City && last.Abbreviation == x.Abbreviation {
				if x.StartYear > last.LastSeason {
					last.LastSeason = x.StartYear
				}
				continue
			}
		}
		out = append(out, TeamEra{Name: x.Name, City: x.City, Abbreviation: x.Abbreviation, FirstSeason: x.StartYear, LastSeason: x.StartYear})
	}
	return out
}

// Title is one championship won: the year decided, the winner (Team is a
// stable identity such as a franchise id, or the name when no franchise is
// known) and the name it won under.
type Title struct {
	Year int
	Team string
	Name string
}

// TitleStreak is a run of consecutive decided years won by one team.
type TitleStreak struct {
	Team      string // Title.Team
	Name      string // the name it won under in the streak's last year
	Years     int
	StartYear int
	EndYear   int
}

// LongestStreak finds the longest run of consecutive decided years won by
// the same team. Years without a result (a lockout, a cancelled final) are
// skipped, so a title either side of them continues the run; several winners
// in one year (shared titles) each continue their own runs. Ties go to the
// run that reached the length first. ok is false with no titles.
func LongestStreak(titles []Title) (TitleStreak, bool) {
	if len(titles) == 0 {
		return TitleStreak{}, false
	}
	byYear := map[int][]Title{}
	var years []int
	for _, t := range titles {
		if _, ok := byYear[t.Year]; !ok {
			years = append(years, t.Year)
		}
		byYear[t.Year] = append(byYear[t.Year], t)
	}
	sort.Ints(years)
	type run struct {
		start, n int
	}
	cur := map[string]run{}
	var best TitleStreak
	for _, y := range years {
		next := map[string]run{}
		for _, t := range byYear[y] {
			if _, dup := next[t.Team]; dup {
				continue
			}
			r, ok := cur[t.Team]
			if !ok {
				r = run{start: y}
			}
			r.n++
			next[t.Team] = r
			if r.n > best.Years {
				best = TitleStreak{Team: t.Team, Name: t.Name, Years: r.n, StartYear: r.start, EndYear: y}
			}
		}
		cur = next
	}
	return best, true
}

// TitleCount is how many titles one team won.
type TitleCount struct {
	Team  string
	Name  string
	Count int
}

// CountTitles counts titles per team, most first (then by name). Name is the
// name given by names[team] when present, else the latest name it won under.
func CountTitles(titles []Title, names map[string]string) []TitleCount {
	idx := map[string]int{}
	latest := map[string]int{}
	var out []TitleCount
	for _, t := range titles {
		i, ok := idx[t.Team]
		if !ok {
			i = len(out)
			idx[t.Team] = i
			out = append(out, TitleCount{Team: t.Team, Name: t.Name})
			latest[t.Team] = t.Year
		}
		out[i].Count++
		if t.Year >= latest[t.Team] {
			latest[t.Team] = t.Year
			out[i].Name = t.Name
		}
	}
	for i := range out {
		if n, ok := names[out[i].Team]; ok && n != "" {
			out[i].Name = n
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].Name < out[j].Name
	})
	return out
}

// TeamSplit is a team's results in one slice of games (one season, one game
// class, home or away, one opponent).
type TeamSplit struct {
	StartYear     int
	Postseason    bool
	Home          bool
	Opponent      int64 // 0 = unknown opponent
	Games         int
	Wins          int
	Losses        int
	Ties          int
	PointsFor     int
	PointsAgainst int
}

// TeamTotals adds splits up.
type TeamTotals struct {
	Games, Wins, Losses, Ties, PointsFor, PointsAgainst int
}

// Add accumulates one split.
func (t *TeamTotals) Add(s TeamSplit) {
	t.Games += s.Games
	t.Wins += s.Wins
	t.Losses += s.Losses
	t.Ties += s.Ties
	t.PointsFor += s.PointsFor
	t.PointsAgainst += s.PointsAgainst
}

// Plus is the sum of two totals.
func (t TeamTotals) Plus(o TeamTotals) TeamTotals {
	return TeamTotals{t.Games + o.Games, t.Wins + o.Wins, t.Losses + o.Losses, t.Ties + o.Ties, t.PointsFor + o.PointsFor, t.PointsAgainst + o.PointsAgainst}
}

// Record is "W-L" or "W-L-T".
func (t TeamTotals) Record() string { return RecordText(t.Wins, t.Losses, t.Ties, 0) }

// SumTeamSplits totals the splits keep accepts.
func SumTeamSplits(splits []TeamSplit, keep func(TeamSplit) bool) TeamTotals {
	var t TeamTotals
	for _, s := range splits {
		if keep == nil || keep(s) {
			t.Add(s)
		}
	}
	return t
}

// ScoreUnit names what a sport scores: points, runs or goals.
func ScoreUnit(sport string) string {
	switch sport {
	case "baseball":
		return "runs"
	case "hockey":
		return "goals"
	default:
		return "points"
	}
}
