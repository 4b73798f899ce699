package stats

import "math"

// Team metrics beyond the record: Pythagorean expectation, strength of
// schedule and a season's form.

// PythagoreanExponent is the exponent of the Pythagorean expectation for a
// sport and level, the published fits of each game:
//   - football 2.37 (Pro-Football-Reference / Football Outsiders' NFL fit;
//     also used for college football);
//   - basketball 13.91 (Daryl Morey's NBA fit, as on Basketball-Reference);
//     college basketball 11.5 (Ken Pomeroy's original college fit);
//   - baseball 1.83 (Baseball-Reference's refinement of Bill James's 2);
//   - hockey 2.0 (Hockey-Reference's goals-for/against expectation).
func PythagoreanExponent(sport, level string) float64 {
	switch sport {
	case "football":
		return 2.37
	case "basketball":
		if level == "ncaa-d1" {
			return 11.5
		}
		return 13.91
	case "baseball":
		return 1.83
	default:
		return 2.0
	}
}

// Pythagorean is the share of games a team scoring pf and allowing pa is
// expected to win: pf^x / (pf^x + pa^x). ok is false when nothing was
// scored on either side.
func Pythagorean(pf, pa, x float64) (float64, bool) {
	if pf < 0 || pa < 0 || pf+pa == 0 {
		return 0, false
	}
	if pa == 0 {
		return 1, true
	}
	// pf^x/(pf^x+pa^x) = 1/(1+(pa/pf)^x), stable for the NBA's large x.
	if pf == 0 {
		return 0, true
	}
	return 1 / (1 + math.Pow(pa/pf, x)), true
}

// Weighted is one value counted games times (an opponent's win share or
// rating, weighted by the games played against it).
type Weighted struct {
	Value float64
	Games int
}

// WeightedMean is the games-weighted mean of the values; ok is false when
// there are no games.
func WeightedMean(xs []Weighted) (float64, bool) {
	var sum float64
	n := 0
	for _, x := range xs {
		if x.Games <= 0 {
			continue
		}
		sum += x.Value * float64(x.Games)
		n += x.Games
	}
	if n == 0 {
		return 0, false
	}
	return sum / float64(n), true
}

// OpponentWinPct is an opponent's win share in games against others: its
// record with the games against the team taken out (the NCAA's RPI rule,
// so a team's own results do not weaken its schedule). ok is false when the
// opponent played no one else. Overtime losses count as losses.
func OpponentWinPct(opp, vsTeam Record) (float64, bool) {
	r := Record{W: opp.W - vsTeam.W, L: opp.L + opp.OTL - vsTeam.L - vsTeam.OTL, T: opp.T - vsTeam.T}
	if r.W < 0 || r.L < 0 || r.T < 0 || r.Games() == 0 {
		return 0, false
	}
	return (float64(r.W) + float64(r.T)/2) / float64(r.Games()), true
}
