// Package stats holds pure functions over game results: standings, records,
// streaks and playoff positions. Nothing here does I/O; the API feeds it rows
// it read from the store.
package stats

import (
	"cmp"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Outcome is one game's result from one team's view.
type Outcome byte

const (
	Win    Outcome = 'W'
	Loss   Outcome = 'L'
	Tie    Outcome = 'T'
	OTLoss Outcome = 'O' // a loss after regulation, in a season that counts them apart
)

// Game is one final game. Team ids of 0 mean the side is not a known team.
type Game struct {
	ID        int64
	Date      string // YYYY-MM-DD
	Home      int64
	Away      int64
	HomeScore int
	AwayScore int
	Overtime  bool // decided after regulation (overtime or shootout)
	Shootout  bool // decided by a shootout (hockey): a win that is neither regulation nor overtime
}

// Team is one team-season that gets a standings row.
type Team struct {
	ID         int64
	Group      string // standings are ranked within a group (a league)
	Conference int64  // 0 = none
	Division   int64  // 0 = none
	Name       string // last tie-break, so the order is stable
	// CountOTLosses: losses after regulation are ot_losses (NHL from 1999-2000).
	CountOTLosses bool
	// Points: the sport ranks by standings points (hockey: 2W + T + OTL).
	Points bool
	// TiesIgnored: ties are left out of the win percentage (W / (W + L)),
	// as the NFL before 1972 and MLB count it; else a tie is half a win.
	TiesIgnored bool
	// RankRW, RankROW: the NHL's tie-breakers after points and games
	// played: regulation wins (from 2019-20), then regulation plus overtime
	// wins (from 2010-11); see NHLTieBreaks.
	RankRW, RankROW bool
}

// Record is wins, losses, ties and overtime losses.
type Record struct {
	W, L, T, OTL int
}

// Add counts one outcome.
func (r *Record) Add(o Outcome) {
	switch o {
	case Win:
		r.W++
	case Loss:
		r.L++
	case Tie:
		r.T++
	case OTLoss:
		r.OTL++
	}
}

// Games is the number of games in the record.
func (r Record) Games() int { return r.W + r.L + r.T + r.OTL }

// String formats the record as "W-L", "W-L-T" when there are ties, "W-L-OTL"
// when there are overtime losses (the NHL convention) and "W-L-T-OTL" when
// there are both.
func (r Record) String() string {
	s := strconv.Itoa(r.W) + "-" + strconv.Itoa(r.L)
	if r.T > 0 {
		s += "-" + strconv.Itoa(r.T)
	}
	if r.OTL > 0 {
		s += "-" + strconv.Itoa(r.OTL)
	}
	return s
}

// StringWith formats like String, but always shows the tie column when ties
// is set and the overtime-loss column when otl is set, so every row of one
// table has the same shape.
func (r Record) StringWith(ties, otl bool) string {
	s := strconv.Itoa(r.W) + "-" + strconv.Itoa(r.L)
	if ties || (r.T > 0) {
		s += "-" + strconv.Itoa(r.T)
	}
	if otl || r.OTL > 0 {
		s += "-" + strconv.Itoa(r.OTL)
	}
	return s
}

// WinPct is (W + T/2) / games, rounded to 3 decimals; 0 with no games.
// Overtime losses count as games (and not as wins).
func (r Record) WinPct() float64 {
	g := r.Games()
	if g == 0 {
		return 0
	}
	return RoundTo((float64(r.W)+float64(r.T)/2)/float64(g), 3)
}

// StandingsPoints is 2W + T + OTL (hockey).
func (r Record) StandingsPoints() int { return 2*r.W + r.T + r.OTL }

// GamesBehind is how far r trails leader: ((lw - w) + (l - ll)) / 2, with
// overtime losses counted as losses.
func GamesBehind(leader, r Record) float64 {
	return float64((leader.W-r.W)+((r.L+r.OTL)-(leader.L+leader.OTL))) / 2
}

// Round3 rounds to 3 decimals.
func Round3(x float64) float64 { return math.Round(x*1000) / 1000 }

// Standing is one team's computed row.
type Standing struct {
	Team Team
	Record
	PointsFor     int
	PointsAgainst int
	Home          Record
	Away          Record
	Division      Record
	Conference    Record
	Last10        Record
	Streak        int     // length of the current streak (0 = no games)
	StreakKind    Outcome // Win, Loss or Tie (overtime losses count as losses)
	LastGame      string  // date of the latest game counted
	Rank          int     // 1-based position within its ranked group
	GamesBehind   float64
	Position      string // playoff position; "" when the season has no postseason data
	// RegulationWins and ROWins (regulation plus overtime wins: all but
	// shootout wins) are counted from the games (hockey).
	RegulationWins int
	ROWins         int
	// Remaining is the number of regular-season games still to play (as of
	// the standings' date); Clinch is the mark Clinch sets ("" = none).
	Remaining int
	Clinch    string
	// Versus is the record against each opponent (head-to-head).
	Versus map[int64]Record
	// Set by Reconcile: where Record comes from, the record the games give,
	// how the two differ and whether the game-level splits may be shown.
	RecordSource string
	GamesRecord  Record
	Difference   Difference
	SplitsKnown  bool
}

// WinPct of the overall record, by the league's rule for ties.
func (s *Standing) WinPct() float64 {
	if s.Team.TiesIgnored {
		return Record{W: s.W, L: s.L, OTL: s.OTL}.WinPct()
	}
	return s.Record.WinPct()
}

// PointsPct is standings points over the points available (2 a game), the
// NHL's P%, rounded to 3 decimals; 0 with no games.
func (s *Standing) PointsPct() float64 {
	if g := s.Games(); g > 0 {
		return RoundTo(float64(s.StandingsPoints())/float64(2*g), 3)
	}
	return 0
}

// StreakString is "W3", "L1", "T2" or "" with no games.
func (s *Standing) StreakString() string {
	if s.Streak == 0 {
		return ""
	}
	return string(rune(s.StreakKind)) + strconv.Itoa(s.Streak)
}

// StreakType is "win", "loss", "tie" or "".
func (s *Standing) StreakType() string {
	switch {
	case s.Streak == 0:
		return ""
	case s.StreakKind == Win:
		return "win"
	case s.StreakKind == Tie:
		return "tie"
	default:
		return "loss"
	}
}

// OutcomeFor is the result of g for the team on the given side.
func OutcomeFor(g Game, home bool, countOT bool) Outcome {
	us, them := g.HomeScore, g.AwayScore
	if !home {
		us, them = them, us
	}
	switch {
	case us > them:
		return Win
	case us == them:
		return Tie
	case g.Overtime && countOT:
		return OTLoss
	default:
		return Loss
	}
}

// Compute builds one standing per team (in the order given) from the games.
// A game side whose team is not in teams is ignored for that side; games are
// taken in date order (then id), so streaks and last-10 records are right
// whatever order they arrive in. Rank and GamesBehind are left for Rank.
func Compute(teams []Team, games []Game) []*Standing {
	out := make([]*Standing, len(teams))
	byID := make(map[int64]*Standing, len(teams))
	for i, t := range teams {
		out[i] = &Standing{Team: t}
		byID[t.ID] = out[i]
	}
	// Games in order already (as the read model passes a season's) are
	// read in place: a copy of an MLB season is ~170 KB.
	byDate := func(a, b Game) int {
		if c := strings.Compare(a.Date, b.Date); c != 0 {
			return c
		}
		return cmp.Compare(a.ID, b.ID)
	}
	sorted := games
	if !slices.IsSortedFunc(games, byDate) {
		sorted = slices.Clone(games)
		slices.SortStableFunc(sorted, byDate)
	}
	// Recent outcomes per team, newest last, for streak and last 10.
	seq := make(map[int64][]Outcome, len(teams))
	for _, g := range sorted {
		if g.Home != 0 && g.Home == g.Away {
			continue
		}
		home, away := byID[g.Home], byID[g.Away]
		for side, s := range [2]*Standing{home, away} {
			if s == nil {
				continue
			}
			isHome := side == 0
			o := OutcomeFor(g, isHome, s.Team.CountOTLosses)
			s.Add(o)
			if o == Win {
				if !g.Overtime {
					s.RegulationWins++
				}
				if !g.Shootout {
					s.ROWins++
				}
			}
			if isHome {
				s.Home.Add(o)
				s.PointsFor += g.HomeScore
				s.PointsAgainst += g.AwayScore
			} else {
				s.Away.Add(o)
				s.PointsFor += g.AwayScore
				s.PointsAgainst += g.HomeScore
			}
			opp := away
			if !isHome {
				opp = home
			}
			if opp != nil {
				if s.Versus == nil {
					s.Versus = map[int64]Record{}
				}
				r := s.Versus[opp.Team.ID]
				r.Add(o)
				s.Versus[opp.Team.ID] = r
				if s.Team.Division != 0 && s.Team.Division == opp.Team.Division {
					s.Division.Add(o)
				}
				if s.Team.Conference != 0 && s.Team.Conference == opp.Team.Conference {
					s.Conference.Add(o)
				}
			}
			seq[s.Team.ID] = append(seq[s.Team.ID], o)
			if g.Date > s.LastGame {
				s.LastGame = g.Date
			}
		}
	}
	for _, s := range out {
		os := seq[s.Team.ID]
		s.Streak, s.StreakKind = Streak(os)
		from := len(os) - 10
		if from < 0 {
			from = 0
		}
		for _, o := range os[from:] {
			s.Last10.Add(o)
		}
	}
	return out
}

// Streak returns the length and kind of the run at the end of outcomes
// (oldest first). Overtime losses count as losses.
func Streak(outcomes []Outcome) (int, Outcome) {
	n := 0
	var kind Outcome
	for i := len(outcomes) - 1; i >= 0; i-- {
		o := outcomes[i]
		if o == OTLoss {
			o = Loss
		}
		if n == 0 {
			kind = o
		} else if o != kind {
			break
		}
		n++
	}
	return n, kind
}

// Less reports whether a ranks above b: by standings points (then fewer games
// played, then the era's regulation and regulation-plus-overtime wins) when
// the teams rank by points, else by win percentage; then wins, fewer losses,
// point differential and name.
func Less(a, b *Standing) bool {
	if a.Team.Points && b.Team.Points {
		if pa, pb := a.StandingsPoints(), b.StandingsPoints(); pa != pb {
			return pa > pb
		}
		if ga, gb := a.Games(), b.Games(); ga != gb {
			return ga < gb
		}
		if a.Team.RankRW && b.Team.RankRW && a.RegulationWins != b.RegulationWins {
			return a.RegulationWins > b.RegulationWins
		}
		if a.Team.RankROW && b.Team.RankROW && a.ROWins != b.ROWins {
			return a.ROWins > b.ROWins
		}
	}
	if wa, wb := a.WinPct(), b.WinPct(); wa != wb {
		return wa > wb
	}
	if a.W != b.W {
		return a.W > b.W
	}
	if la, lb := a.L+a.OTL, b.L+b.OTL; la != lb {
		return la < lb
	}
	// Head-to-head, the leagues' first tie-breaker (hockey's comes after
	// regulation and overtime wins, which rank above).
	if h := a.Versus[b.Team.ID]; !a.Team.Points && h.W != h.L+h.OTL {
		return h.W > h.L+h.OTL
	}
	if da, db := a.PointsFor-a.PointsAgainst, b.PointsFor-b.PointsAgainst; da != db {
		return da > db
	}
	if a.Team.Name != b.Team.Name {
		return a.Team.Name < b.Team.Name
	}
	return a.Team.ID < b.Team.ID
}

// Rank sorts rows (one ranked group) into standings order and sets Rank
// (1..n) and GamesBehind against the first row.
func Rank(rows []*Standing) {
	sort.SliceStable(rows, func(i, j int) bool { return Less(rows[i], rows[j]) })
	for i, s := range rows {
		s.Rank = i + 1
		s.GamesBehind = GamesBehind(rows[0].Record, s.Record)
	}
}
