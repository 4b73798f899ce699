package odds

import (
	"math"
	"math/rand/v2"
	"slices"
)

// Team is one team of the season as of the forecast date.
type Team struct {
	ID         int64
	Conference int64 // 0: not known (teams without one form one group)
	Division   int64 // 0: not known (no division odds, no division places)
	Rating     float64
	// Wins, Losses, Ties and OTLosses are the record so far.
	Wins, Losses, Ties, OTLosses int
}

// Game is a remaining regular-season game (teams are indexes in Input.Teams).
type Game struct {
	Home, Away int
	Neutral    bool
}

// Input is one league-season to simulate.
type Input struct {
	Teams     []Team
	Remaining []Game
	Format    Format
	// Playoffs: the format is modelled; false projects records only.
	Playoffs bool
	// HomeEdge is the home side's edge in rating points; PlayoffMult scales
	// the rating gap in playoff games; K moves the ratings after each
	// simulated game (hot simulations: a team that wins in a run is rated
	// higher for the rest of that run, as FiveThirtyEight's were).
	HomeEdge, PlayoffMult, K float64
	// TieRate is the share of regular-season games tied; OTRate the share
	// of the others whose loser gets an overtime loss (0 where the sport
	// does not count them).
	TieRate, OTRate float64
	// Points: teams rank by standings points (hockey), else by win share.
	Points bool
	Runs   int
	Seed   uint64
	// A postseason under way (nil or empty before it). Played holds the
	// postseason games already played: Played[[2]int{a, b}] is a's wins
	// over b, and a simulated series between the two continues from that
	// score (one already won is not replayed). Field, when set, is the real
	// playoff field: only its teams qualify (seeded by the final standings,
	// the play-in decided). Out marks the teams the data shows knocked out:
	// they lose any series they are drawn into, so a bracket the simulation
	// pairs differently from the real one (a play-in winner seeded by
	// record) still gives them nothing more.
	Played map[[2]int]int
	Field  []bool
	Out    []bool
}

// DefaultRuns is the number of simulated seasons when Input.Runs is 0.
const DefaultRuns = 10000

// TeamOdds is one team's result, in the order of Input.Teams.
type TeamOdds struct {
	// Means over the runs of the final regular-season record.
	Wins, Losses, Ties, OTLosses, Points float64
	// The 80% range (10th and 90th percentiles) of final wins and, where
	// teams rank by points, of points.
	WinsLow, WinsHigh, PointsLow, PointsHigh int
	// Probabilities (fractions of the runs). Playoff counts the teams that
	// reach the playoffs proper (a play-in loser does not); PlayIn the
	// teams that play in the play-in tournament; Division is -1 when the
	// team's division is not known.
	Playoff, PlayIn, Division, Final, Title float64
}

// Simulate runs the season in.Runs times from the same seed: the same input
// gives the same answer.
func Simulate(in Input) []TeamOdds {
	runs := in.Runs
	if runs <= 0 {
		runs = DefaultRuns
	}
	n := len(in.Teams)
	s := newSim(in)
	out := make([]TeamOdds, n)
	left := make([]int, n)
	for _, g := range in.Remaining {
		left[g.Home]++
		left[g.Away]++
	}
	winsHist := make([][]int32, n)
	ptsHist := make([][]int32, n)
	for i, t := range in.Teams {
		winsHist[i] = make([]int32, t.Wins+left[i]+1)
		ptsHist[i] = make([]int32, 2*(t.Wins+t.Ties+t.OTLosses+left[i])+1)
	}
	for run := 0; run < runs; run++ {
		s.season()
		for i := range n {
			o := &out[i]
			o.Wins += float64(s.w[i])
			o.Losses += float64(s.l[i])
			o.Ties += float64(s.t[i])
			o.OTLosses += float64(s.otl[i])
			pts := 2*s.w[i] + s.t[i] + s.otl[i]
			o.Points += float64(pts)
			winsHist[i][s.w[i]]++
			ptsHist[i][pts]++
		}
		if in.Playoffs {
			s.playoffs(out)
		}
	}
	for i, t := range in.Teams {
		o := &out[i]
		r := float64(runs)
		o.Wins, o.Losses, o.Ties, o.OTLosses, o.Points = o.Wins/r, o.Losses/r, o.Ties/r, o.OTLosses/r, o.Points/r
		o.WinsLow, o.WinsHigh = percentile(winsHist[i], runs, 0.1), percentile(winsHist[i], runs, 0.9)
		o.PointsLow, o.PointsHigh = percentile(ptsHist[i], runs, 0.1), percentile(ptsHist[i], runs, 0.9)
		o.Playoff, o.PlayIn, o.Division, o.Final, o.Title = o.Playoff/r, o.PlayIn/r, o.Division/r, o.Final/r, o.Title/r
		if t.Division == 0 || !in.Playoffs {
			o.Division = -1
		}
	}
	return out
}

// percentile is the smallest value whose cumulative count reaches q of n.
func percentile(hist []int32, n int, q float64) int {
	need := int32(math.Ceil(q * float64(n)))
	var c int32
	for v, k := range hist {
		c += k
		if c >= need && c > 0 {
			return v
		}
	}
	return len(hist) - 1
}

// sim is one simulation's state, reused from run to run.
type sim struct {
	in          Input
	rng         *rand.Rand
	r           []float64 // ratings in this run
	w, l, t     []int
	otl         []int
	tie         []float64 // this run's draw for ties the record cannot break
	confs       [][]int   // team indexes per conference
	divs        [][]int   // per division
	divOf       []int     // a team's division index (-1: none)
	confDivs    [][]int   // division indexes per conference
	seed        []int     // a qualifier's seed in its conference (this run)
	order, buf  []int
	qualified   []bool
	divisionWon []bool
}

func newSim(in Input) *sim {
	n := len(in.Teams)
	s := &sim{in: in, rng: rand.New(rand.NewPCG(in.Seed, in.Seed^0x9e3779b97f4a7c15)),
		r: make([]float64, n), w: make([]int, n), l: make([]int, n), t: make([]int, n), otl: make([]int, n), tie: make([]float64, n),
		divOf: make([]int, n), seed: make([]int, n), qualified: make([]bool, n), divisionWon: make([]bool, n)}
	confIdx, divIdx := map[int64]int{}, map[int64]int{}
	for i, t := range in.Teams {
		c, ok := confIdx[t.Conference]
		if !ok {
			c = len(s.confs)
			confIdx[t.Conference] = c
			s.confs = append(s.confs, nil)
			s.confDivs = append(s.confDivs, nil)
		}
		s.confs[c] = append(s.confs[c], i)
		s.divOf[i] = -1
		if t.Division != 0 {
			d, ok := divIdx[t.Division]
			if !ok {
				d = len(s.divs)
				divIdx[t.Division] = d
				s.divs = append(s.divs, nil)
				s.confDivs[c] = append(s.confDivs[c], d)
			}
			s.divs[d] = append(s.divs[d], i)
			s.divOf[i] = d
		}
	}
	return s
}

// season plays the remaining regular season once. The inner loop runs
// millions of times a request: one random draw a game (its high bits
// decide the game, its low 11 bits whether the loser gets an overtime
// loss).
func (s *sim) season() {
	in := &s.in
	r, w, l, t, otl := s.r, s.w, s.l, s.t, s.otl
	for i, tm := range in.Teams {
		r[i], w[i], l[i], t[i], otl[i] = tm.Rating, tm.Wins, tm.Losses, tm.Ties, tm.OTLosses
	}
	tieRate, otCut, he, k := in.TieRate, uint64(in.OTRate*2048), in.HomeEdge, in.K
	decided := 1 - tieRate
	for _, g := range in.Remaining {
		h, a := g.Home, g.Away
		d := r[h] - r[a]
		if !g.Neutral {
			d += he
		}
		p := winProb(d)
		x := s.rng.Uint64()
		u := float64(x>>11) / (1 << 53)
		res := 0.0
		loser := h
		switch {
		case u < tieRate:
			res, loser = 0.5, -1
			t[h]++
			t[a]++
		case u < tieRate+p*decided:
			res, loser = 1, a
			w[h]++
		default:
			w[a]++
		}
		if loser >= 0 {
			if x&2047 < otCut {
				otl[loser]++
			} else {
				l[loser]++
			}
		}
		shift := k * (res - p)
		r[h] += shift
		r[a] -= shift
	}
	for i := range s.tie {
		s.tie[i] = s.rng.Float64()
	}
}

// better reports whether team a ranks above b in the standings: by points
// (then fewer games) or win share, then more wins, then fewer losses (the
// standings' own order: internal/stats.Less). Simplification: where the
// standings go on to point differential and head-to-head, a run draws lots.
func (s *sim) better(a, b int) bool {
	if s.in.Points {
		pa, pb := 2*s.w[a]+s.t[a]+s.otl[a], 2*s.w[b]+s.t[b]+s.otl[b]
		if pa != pb {
			return pa > pb
		}
		if ga, gb := s.games(a), s.games(b); ga != gb {
			return ga < gb
		}
	} else {
		// Cross-multiplied win shares: exact, no rounding.
		x := (2*s.w[a] + s.t[a]) * s.games(b)
		y := (2*s.w[b] + s.t[b]) * s.games(a)
		if x != y {
			return x > y
		}
	}
	if s.w[a] != s.w[b] {
		return s.w[a] > s.w[b]
	}
	if la, lb := s.l[a]+s.otl[a], s.l[b]+s.otl[b]; la != lb {
		return la < lb
	}
	return s.tie[a] > s.tie[b]
}

func (s *sim) games(i int) int { return s.w[i] + s.l[i] + s.t[i] + s.otl[i] }

func (s *sim) rank(teams []int) {
	slices.SortFunc(teams, func(a, b int) int {
		if s.better(a, b) {
			return -1
		}
		if s.better(b, a) {
			return 1
		}
		return 0
	})
}

var wpTable = func() (t [4001]float64) {
	for i := range t {
		t[i] = 1 / (1 + math.Pow(10, -float64(i-2000)/400))
	}
	return t
}()

// winProb is internal/stats.WinProb read from a table (one point apart,
// interpolated): the simulation's inner loop calls it millions of times.
func winProb(d float64) float64 {
	x := d + 2000
	if x <= 0 {
		return wpTable[0]
	}
	if x >= 4000 {
		return wpTable[4000]
	}
	i := int(x)
	return wpTable[i] + (x-float64(i))*(wpTable[i+1]-wpTable[i])
}
