package stats

// The rates of a career line, each recomputed from summed totals.

// rateRule is one rate: its components are summed over the seasons that
// hold every needed one (optional ones count 0 where a season lacks them:
// the league did not record them then, e.g. sacrifice flies before 1954),
// and calc turns the sums into the rate (ok false: no rate).
type rateRule struct {
	name     string
	need     []string
	optional []string
	calc     func(s map[string]float64) (float64, bool)
}

// ratio is num/den×scale rounded to places; none without a positive den.
func ratio(name, num, den string, places int, scale float64) rateRule {
	return rateRule{name: name, need: []string{num, den}, calc: func(s map[string]float64) (float64, bool) {
		if s[den] <= 0 {
			return 0, false
		}
		return RoundTo(s[num]*scale/s[den], places), true
	}}
}

// rateRules are every sport's rates (a rule applies where a career holds
// its components, so one list serves all sports).
var rateRules = []rateRule{
	// Basketball
	ratio("field_goal_percentage", "field_goals_made", "field_goals_attempted", 3, 1),
	ratio("three_point_percentage", "three_pointers_made", "three_pointers_attempted", 3, 1),
	ratio("free_throw_percentage", "free_throws_made", "free_throws_attempted", 3, 1),
	// Baseball batting: AVG = H/AB, SLG = TB/AB, OBP = (H+BB+HBP)/(AB+BB+HBP+SF).
	ratio("batting_average", "hits", "at_bats", 3, 1),
	{name: "slugging_percentage", need: []string{"hits", "doubles", "triples", "home_runs", "at_bats"}, calc: func(s map[string]float64) (float64, bool) {
		if s["at_bats"] <= 0 {
			return 0, false
		}
		return RoundTo((s["hits"]+s["doubles"]+2*s["triples"]+3*s["home_runs"])/s["at_bats"], 3), true
	}},
	{name: "on_base_percentage", need: []string{"hits", "walks", "at_bats"}, optional: []string{"hit_by_pitch", "sacrifice_flies"},
		calc: func(s map[string]float64) (float64, bool) {
			den := s["at_bats"] + s["walks"] + s["hit_by_pitch"] + s["sacrifice_flies"]
			if den <= 0 {
				return 0, false
			}
			return RoundTo((s["hits"]+s["walks"]+s["hit_by_pitch"])/den, 3), true
		}},
	// Baseball pitching: IP = outs/3 in decimal innings (one decimal: 200⅓
	// is 200.3, 200⅔ is 200.7), ERA = ER×27/outs, WHIP = (H+BB)×3/outs.
	{name: "innings_pitched", need: []string{"outs_pitched"}, calc: func(s map[string]float64) (float64, bool) {
		return RoundTo(s["outs_pitched"]/3, 1), true
	}},
	ratio("era", "earned_runs", "outs_pitched", 2, 27),
	{name: "whip", need: []string{"hits_allowed", "walks_allowed", "outs_pitched"}, calc: func(s map[string]float64) (float64, bool) {
		if s["outs_pitched"] <= 0 {
			return 0, false
		}
		return RoundTo((s["hits_allowed"]+s["walks_allowed"])*3/s["outs_pitched"], 3), true
	}},
	// Hockey goaltending: SV% = saves/SA (from 2021-22 a goal need not be
	// a shot, so it is not 1 − GA/SA), GAA = GA×60/minutes.
	{name: "save_percentage", need: []string{"saves", "shots_against"}, calc: func(s map[string]float64) (float64, bool) {
		if s["shots_against"] <= 0 {
			return 0, false
		}
		return RoundTo(s["saves"]/s["shots_against"], 3), true
	}},
	ratio("goals_against_average", "goals_against", "minutes", 2, 60),
	// Football rows leave out a zero (a passer's interceptions in a clean
	// season), so only the denominator is needed.
	{name: "completion_percentage", need: []string{"passing_attempts"}, optional: []string{"completions"}, calc: func(s map[string]float64) (float64, bool) {
		if s["passing_attempts"] <= 0 {
			return 0, false
		}
		return RoundTo(s["completions"]/s["passing_attempts"], 3), true
	}},
	{name: "passer_rating", need: []string{"passing_attempts"}, optional: []string{"completions", "passing_yards", "passing_touchdowns", "interceptions_thrown"},
		calc: func(s map[string]float64) (float64, bool) {
			return PasserRating(s["completions"], s["passing_attempts"], s["passing_yards"], s["passing_touchdowns"], s["interceptions_thrown"])
		}},
	{name: "yards_per_carry", need: []string{"rushing_attempts"}, optional: []string{"rushing_yards"}, calc: func(s map[string]float64) (float64, bool) {
		if s["rushing_attempts"] <= 0 {
			return 0, false
		}
		return RoundTo(s["rushing_yards"]/s["rushing_attempts"], 1), true
	}},
	{name: "yards_per_reception", need: []string{"receptions"}, optional: []string{"receiving_yards"}, calc: func(s map[string]float64) (float64, bool) {
		if s["receptions"] <= 0 {
			return 0, false
		}
		return RoundTo(s["receiving_yards"]/s["receptions"], 1), true
	}},
	// Basketball efficiency (BasketballEfficiency) over the seasons that
	// hold every component (before 1973-74 there are no steals or blocks).
	{name: "efficiency_rating", need: []string{"points", "rebounds", "assists", "steals", "blocks", "field_goals_made",
		"field_goals_attempted", "free_throws_made", "free_throws_attempted", "turnovers", "minutes"},
		calc: func(s map[string]float64) (float64, bool) {
			if s["minutes"] <= 0 {
				return 0, false
			}
			return BasketballEfficiency(BasketballLine{Points: s["points"], Rebounds: s["rebounds"], Assists: s["assists"], Steals: s["steals"],
				Blocks: s["blocks"], FGM: s["field_goals_made"], FGA: s["field_goals_attempted"], FTM: s["free_throws_made"],
				FTA: s["free_throws_attempted"], Turnovers: s["turnovers"], Minutes: s["minutes"]}), true
		}},
}

// over sums the rule's components over the seasons that hold every needed
// one and computes the rate (ok false when no season holds them all).
func (r rateRule) over(seasons []SeasonLine) (float64, bool) {
	sums := make(map[string]float64, len(r.need)+len(r.optional))
	any := false
	for _, s := range seasons {
		if !holdsAll(s.Stats, r.need) {
			continue
		}
		any = true
		for _, k := range r.need {
			sums[k] += s.Stats[k]
		}
		for _, k := range r.optional {
			sums[k] += s.Stats[k]
		}
	}
	if !any {
		return 0, false
	}
	return r.calc(sums)
}

func holdsAll(line map[string]float64, keys []string) bool {
	for _, k := range keys {
		if _, ok := line[k]; !ok {
			return false
		}
	}
	return true
}

// perGameFigures get a career per-game figure: the total over the games of
// the seasons that hold both, to the sport's places (hockey's are small
// numbers: two decimals).
var perGameFigures = map[string][]string{
	"basketball": {"points", "rebounds", "assists", "steals", "blocks", "minutes"},
	"hockey":     {"goals", "assists", "points"},
}

var perGamePlaces = map[string]int{"basketball": 1, "hockey": 2}

// PerGamePlaces are the decimals a sport's per-game figures are shown with
// (0: none set).
func PerGamePlaces(sport string) int { return perGamePlaces[sport] }

func perGameOver(seasons []SeasonLine, k string, places int) (float64, bool) {
	var sum, games float64
	for _, s := range seasons {
		v, ok := s.Stats[k]
		g, okG := s.Stats["games_played"]
		if ok && okG {
			sum, games = sum+v, games+g
		}
	}
	if games <= 0 {
		return 0, false
	}
	return RoundTo(sum/games, places), true
}
