package odds

import (
	"math"
	"math/rand/v2"
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

// Result is a regular-season game already played between two of the teams
// (indexes in Input.Teams): Winner beat Loser, or with Tie they drew. It
// feeds the tie-breakers (head-to-head, division and conference records,
// regulation wins), not the records, which Team holds. OTLoss: the loss
// earns the loser a standings point; Overtime: decided after regulation;
// Shootout: decided by a shootout.
type Result struct {
	Winner, Loser                   int
	Tie, OTLoss, Overtime, Shootout bool
}

// Input is one league-season to simulate.
type Input struct {
	Teams     []Team
	Remaining []Game
	Results   []Result
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
	// does not count them); SORate the share of games decided after
	// regulation that a shootout decided.
	TieRate, OTRate, SORate float64
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
	// Series are the series the data shows begun before the date (play-in
	// apart): the real bracket. In a round of the simulated bracket, teams
	// that really met in that round are paired with each other, whatever
	// the seeds drawn in the run say.
	Series []Series
}

// Series is a real postseason series: its two teams and its round inside
// the conference bracket (0: the first; byes counted as a round played).
type Series struct {
	A, B, Round int
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
	n           int
	r           []float64 // ratings in this run
	w, l, t     []int
	otl         []int
	rw, row     []int     // regulation wins, regulation plus overtime wins
	tie         []float64 // this run's draw for ties the tie-breakers leave
	vs          []int32   // vs[a*n+b]: standings points a took from b (2 a win, 1 a tie or overtime loss)
	vsGames     []int32   // games a and b play each other in the season (fixed)
	vs0         []int32   // vs from the games already played
	rw0, row0   []int
	confs       [][]int // team indexes per conference
	confOf      []int
	divs        [][]int // per division
	divOf       []int   // a team's division index (-1: none)
	confDivs    [][]int // division indexes per conference
	seed        []int   // a qualifier's seed in its conference (this run)
	order, buf  []int
	tb1, tb2    []int  // scratch of the tie-breakers
	met         []int8 // met[a*n+b]: the round a and b meet in, plus 1 (0: none)
	qualified   []bool
	divisionWon []bool
}

func newSim(in Input) *sim {
	n := len(in.Teams)
	s := &sim{in: in, n: n, rng: rand.New(rand.NewPCG(in.Seed, in.Seed^0x9e3779b97f4a7c15)),
		r: make([]float64, n), w: make([]int, n), l: make([]int, n), t: make([]int, n), otl: make([]int, n), tie: make([]float64, n),
		rw: make([]int, n), row: make([]int, n), rw0: make([]int, n), row0: make([]int, n),
		vs: make([]int32, n*n), vsGames: make([]int32, n*n), vs0: make([]int32, n*n), tb1: make([]int, 0, n), tb2: make([]int, 0, n), order: make([]int, 0, n),
		confOf: make([]int, n), divOf: make([]int, n), seed: make([]int, n), qualified: make([]bool, n), divisionWon: make([]bool, n)}
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
		s.confOf[i] = c
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
	for _, g := range in.Results {
		a, b := g.Winner, g.Loser
		s.vsGames[a*n+b]++
		s.vsGames[b*n+a]++
		switch {
		case g.Tie:
			s.vs0[a*n+b]++
			s.vs0[b*n+a]++
			continue
		case g.OTLoss:
			s.vs0[b*n+a]++
		}
		s.vs0[a*n+b] += 2
		if !g.Overtime {
			s.rw0[a]++
		}
		if !g.Shootout {
			s.row0[a]++
		}
	}
	for _, g := range in.Remaining {
		s.vsGames[g.Home*n+g.Away]++
		s.vsGames[g.Away*n+g.Home]++
	}
	if len(in.Series) > 0 {
		s.met = make([]int8, n*n)
		for _, p := range in.Series {
			r := int8(min(p.Round+1, 100))
			s.met[p.A*n+p.B], s.met[p.B*n+p.A] = r, r
		}
	}
	return s
}

// season plays the remaining regular season once. The inner loop runs
// millions of times a request: one random draw a game (its high 42 bits
// decide the game, the next 11 whether the loser gets an overtime loss
// and the low 11 whether a shootout decided it).
func (s *sim) season() {
	in := &s.in
	n := s.n
	r, w, l, t, otl, vs := s.r, s.w, s.l, s.t, s.otl, s.vs
	for i, tm := range in.Teams {
		r[i], w[i], l[i], t[i], otl[i] = tm.Rating, tm.Wins, tm.Losses, tm.Ties, tm.OTLosses
	}
	copy(s.rw, s.rw0)
	copy(s.row, s.row0)
	copy(vs, s.vs0)
	tieRate, otCut, soCut, he, k := in.TieRate, uint64(in.OTRate*2048), uint64(in.SORate*2048), in.HomeEdge, in.K
	decided := 1 - tieRate
	for _, g := range in.Remaining {
		h, a := g.Home, g.Away
		d := r[h] - r[a]
		if !g.Neutral {
			d += he
		}
		p := winProb(d)
		x := s.rng.Uint64()
		u := float64(x>>22) / (1 << 42)
		res := 0.0
		winner, loser := a, h
		switch {
		case u < tieRate:
			res, loser = 0.5, -1
			t[h]++
			t[a]++
			vs[h*n+a]++
			vs[a*n+h]++
		case u < tieRate+p*decided:
			res, winner, loser = 1, h, a
		}
		if loser >= 0 {
			w[winner]++
			vs[winner*n+loser] += 2
			if (x>>11)&2047 < otCut {
				otl[loser]++
				vs[loser*n+winner]++
				if x&2047 >= soCut {
					s.row[winner]++
				}
			} else {
				l[loser]++
				s.rw[winner]++
				s.row[winner]++
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
