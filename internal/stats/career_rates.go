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
	// Baseball pitching: IP = outs/3 (one decimal, thirds as tenths of a
	// third: 200.3 is 200⅓), ERA = ER×27/outs, WHIP = (H+BB)×3/outs.
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
	// Hockey goaltending: SV% = (SA−GA)/SA, GAA = GA×60/minutes.
	{name: "save_percentage", need: []string{"shots_against", "goals_against"}, calc: func(s map[string]float64) (float64, bool) {
		if s["shots_against"] <= 0 {
			return 0, false
		}
		return RoundTo((s["shots_against"]-s["goals_against"])/s["shots_against"], 3), true
	}},
	ratio("goals_against_average", "goals_against", "minutes", 2, 60),
	// Football
	ratio("completion_percentage", "completions", "passing_attempts", 3, 1),
	{name: "passer_rating", need: []string{"completions", "passing_attempts", "passing_yards", "passing_touchdowns", "interceptions_thrown"},
		calc: func(s map[string]float64) (float64, bool) {
			return PasserRating(s["completions"], s["passing_attempts"], s["passing_yards"], s["passing_touchdowns"], s["interceptions_thrown"])
		}},
	ratio("yards_per_carry", "rushing_yards", "rushing_attempts", 1, 1),
	ratio("yards_per_reception", "receiving_yards", "receptions", 1, 1),
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
// the seasons that hold both (one decimal).
var perGameFigures = map[string][]string{
	"basketball": {"points", "rebounds", "assists", "steals", "blocks", "minutes"},
	"hockey":     {"goals", "assists", "points"},
}

func perGameOver(seasons []SeasonLine, k string) (float64, bool) {
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
	return RoundTo(sum/games, 1), true
}
