package stats

// League-level figures: one season's totals over its final games (scoring,
// home wins, close games, overtime, the highest-scoring game) and the
// season-over-season comparisons the analytics dashboard and league
// insights show. Pure: the read model hands in the games.

import (
	"math"
	"sort"
	"strconv"
)

// LeagueGame is one final game with both scores.
type LeagueGame struct {
	ID                   int64
	Date                 string // YYYY-MM-DD
	Home, Away           int64
	HomeScore, AwayScore int
	Neutral              bool // no home side
	Overtime             bool // decided after regulation
	Postseason           bool
}

// Total is both sides' score.
func (g LeagueGame) Total() int { return g.HomeScore + g.AwayScore }

// SeasonFigures are a league's totals over one season's final games.
type SeasonFigures struct {
	StartYear, EndYear int
	Games              int // final games with both scores
	Postseason         int // of which after the regular season
	Championship       bool
	Points             int // both sides, all games
	HomeDecided        int // games with a home side and a winner
	HomeWins           int
	Close              int // margin within the sport's one score (ties included)
	Overtime           int // games marked as decided after regulation
	Ties               int
	First, Last        string     // dates of the first and last game
	Highest            LeagueGame // most combined points (the earliest of equals)
}

// Add counts one game; closeMargin is the sport's one-score margin.
func (f *SeasonFigures) Add(g LeagueGame, closeMargin int) {
	if f.Games == 0 || g.Total() > f.Highest.Total() {
		f.Highest = g
	}
	f.Games++
	if g.Postseason {
		f.Postseason++
	}
	f.Points += g.Total()
	margin := g.HomeScore - g.AwayScore
	switch {
	case margin == 0:
		f.Ties++
	case !g.Neutral:
		f.HomeDecided++
		if margin > 0 {
			f.HomeWins++
		}
	}
	if margin <= closeMargin && -margin <= closeMargin {
		f.Close++
	}
	if g.Overtime {
		f.Overtime++
	}
	if f.First == "" || g.Date < f.First {
		f.First = g.Date
	}
	if g.Date > f.Last {
		f.Last = g.Date
	}
}

// Label is the season as the site names it: "2024-25", or "2025" when it
// lies within one year.
func (f SeasonFigures) Label() string { return SeasonLabel(f.StartYear, f.EndYear) }

// SeasonLabel is "start-yy", or the start year alone for one-year seasons.
func SeasonLabel(start, end int) string {
	return string(AppendSeasonLabel(make([]byte, 0, 8), start, end))
}

// AppendSeasonLabel appends SeasonLabel(start, end) to b.
func AppendSeasonLabel(b []byte, start, end int) []byte {
	b = strconv.AppendInt(b, int64(start), 10)
	if end <= start {
		return b
	}
	yy := end % 100
	return append(b, '-', byte('0'+yy/10), byte('0'+yy%10))
}

// AverageScore is points per team per game (2 decimals).
func (f SeasonFigures) AverageScore() (float64, bool) {
	if f.Games == 0 {
		return 0, false
	}
	return RoundTo(float64(f.Points)/float64(2*f.Games), 2), true
}

// HomeWinRate is the home side's share of games it won or lost (3 decimals).
func (f SeasonFigures) HomeWinRate() (float64, bool) {
	if f.HomeDecided == 0 {
		return 0, false
	}
	return RoundTo(float64(f.HomeWins)/float64(f.HomeDecided), 3), true
}

// CloseShare is the share of games within one score (3 decimals).
func (f SeasonFigures) CloseShare() (float64, bool) {
	if f.Games == 0 {
		return 0, false
	}
	return RoundTo(float64(f.Close)/float64(f.Games), 3), true
}

// OvertimeShare is the share of games decided after regulation; false when
// the season's data marks none (the sources did not record it).
func (f SeasonFigures) OvertimeShare() (float64, bool) {
	if f.Games == 0 || f.Overtime == 0 {
		return 0, false
	}
	return RoundTo(float64(f.Overtime)/float64(f.Games), 3), true
}

// Round2 rounds to 2 decimals.
func Round2(x float64) float64 { return math.Round(x*100) / 100 }

// CloseMargin is the sport's "one score": 8 points in football (a
// touchdown and a two-point try), 3 in basketball, 1 run or goal.
func CloseMargin(sport string) int {
	switch sport {
	case "football":
		return 8
	case "basketball":
		return 3
	default:
		return 1
	}
}

// CloseMarginText names CloseMargin for people.
func CloseMarginText(sport string) string {
	switch sport {
	case "football":
		return "one score (8 points or fewer)"
	case "basketball":
		return "one possession (3 points or fewer)"
	case "baseball":
		return "one run"
	case "hockey":
		return "one goal"
	default:
		return "one point"
	}
}

// PercentChange is (cur - prev) / prev in percent (1 decimal); false when
// prev is 0.
func PercentChange(cur, prev float64) (float64, bool) {
	if prev == 0 {
		return 0, false
	}
	return math.Round((cur-prev)/prev*1000) / 10, true
}

// Direction is "up", "down" or "flat" (a change within tol).
func Direction(cur, prev, tol float64) string {
	const eps = 1e-9 // 0.51 - 0.50 is a hair over 0.01 in floating point
	switch d := cur - prev; {
	case d > tol+eps:
		return "up"
	case d < -tol-eps:
		return "down"
	default:
		return "flat"
	}
}

// BestRecord is the row with the best winning percentage (then more wins,
// then the name), nil for none.
func BestRecord(rows []*Standing) *Standing {
	var best *Standing
	for _, s := range rows {
		if s.Games() == 0 {
			continue
		}
		if best == nil || better(s, best) {
			best = s
		}
	}
	return best
}

func better(a, b *Standing) bool {
	if pa, pb := a.WinPct(), b.WinPct(); pa != pb {
		return pa > pb
	}
	if a.W != b.W {
		return a.W > b.W
	}
	return a.Team.Name < b.Team.Name
}

// LongestCurrentStreak is the row with the longest current streak of wins or
// losses (wins first on equal length, then the name), nil for none.
func LongestCurrentStreak(rows []*Standing) *Standing {
	var best *Standing
	for _, s := range rows {
		if s.Streak == 0 || s.StreakKind == Tie {
			continue
		}
		if best == nil || s.Streak > best.Streak ||
			(s.Streak == best.Streak && (s.StreakKind == Win && best.StreakKind != Win ||
				s.StreakKind == best.StreakKind && s.Team.Name < best.Team.Name)) {
			best = s
		}
	}
	return best
}

// Improvement is one team's change between two seasons.
type Improvement struct {
	Before, After *Standing
	Gain          float64 // winning percentage points (3 decimals)
}

// BiggestImprovement is the team (by Team.ID, in both seasons with at least
// minGames games) whose winning percentage rose the most; false for none.
func BiggestImprovement(before, after []*Standing, minGames int) (Improvement, bool) {
	prev := map[int64]*Standing{}
	for _, s := range before {
		if s.Games() >= minGames {
			prev[s.Team.ID] = s
		}
	}
	var best Improvement
	found := false
	for _, s := range after {
		p := prev[s.Team.ID]
		if p == nil || s.Games() < minGames {
			continue
		}
		gain := RoundTo(s.WinPct()-p.WinPct(), 3)
		if !found || gain > best.Gain || (gain == best.Gain && s.Team.Name < best.After.Team.Name) {
			best, found = Improvement{Before: p, After: s, Gain: gain}, true
		}
	}
	return best, found && best.Gain > 0
}

// LeagueTotals sum a season's standings rows: every game is counted by
// both of its teams when both are in the rows.
type LeagueTotals struct {
	Teams        int     `json:"teams"`
	TeamGames    int     `json:"team_games"` // games summed over teams (each game twice)
	Games        int     `json:"games"`      // TeamGames / 2
	Points       int     `json:"points"`     // points scored by all teams
	AverageScore float64 `json:"average_score"`
	HomeWins     int     `json:"home_wins"`
	HomeLosses   int     `json:"home_losses"`
	HomeWinRate  float64 `json:"home_win_rate"`
	Ties         int     `json:"ties"` // team ties / 2
}

// SumLeague adds up rows.
func SumLeague(rows []*Standing) LeagueTotals {
	var t LeagueTotals
	ties := 0
	for _, s := range rows {
		t.Teams++
		t.TeamGames += s.Games()
		t.Points += s.PointsFor
		t.HomeWins += s.Home.W
		t.HomeLosses += s.Home.L + s.Home.OTL
		ties += s.T
	}
	t.Games, t.Ties = t.TeamGames/2, ties/2
	if t.TeamGames > 0 {
		t.AverageScore = RoundTo(float64(t.Points)/float64(t.TeamGames), 2)
	}
	if n := t.HomeWins + t.HomeLosses; n > 0 {
		t.HomeWinRate = RoundTo(float64(t.HomeWins)/float64(n), 3)
	}
	return t
}

// SortByRecord orders rows best record first (winning percentage, wins,
// name).
func SortByRecord(rows []*Standing) {
	sort.SliceStable(rows, func(i, j int) bool { return better(rows[i], rows[j]) })
}

// Qualified are the rows with at least half the games of the row with the
// most: a team met once by a league's teams (a lower division's in college
// football) is no leader on a 1-0 record.
func Qualified(rows []*Standing) []*Standing {
	most := 0
	for _, s := range rows {
		most = max(most, s.Games())
	}
	var out []*Standing
	for _, s := range rows {
		if s.Games() > 0 && 2*s.Games() >= most {
			out = append(out, s)
		}
	}
	return out
}
