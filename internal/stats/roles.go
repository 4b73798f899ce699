package stats

// Lines by role: which line of figures shows a career (a pitcher's W-L and
// ERA, not his batting; a goaltender's GAA and SV%, not his points), picked
// from the player's position and the figures his career holds.

import "strings"

// Roles a career line can be shown for.
const (
	RoleBasketball  = "basketball"
	RoleBatting     = "batting"
	RolePitching    = "pitching"
	RoleSkater      = "skater"
	RoleGoaltending = "goaltending"
	RolePassing     = "passing"
	RoleRushing     = "rushing"
	RoleReceiving   = "receiving"
	RoleDefense     = "defense"
	RoleKicking     = "kicking"
)

// RoleLines are each role's figures, in display order.
var RoleLines = map[string][]string{
	RoleBasketball:  {"games_played", "points", "rebounds", "assists", "steals", "blocks", "field_goal_percentage", "points_per_game"},
	RoleBatting:     {"games_played", "at_bats", "hits", "home_runs", "runs_batted_in", "stolen_bases", "batting_average", "on_base_percentage", "slugging_percentage"},
	RolePitching:    {"games_pitched", "wins", "losses", "era", "innings_pitched", "strikeouts", "whip", "saves"},
	RoleSkater:      {"games_played", "goals", "assists", "points", "plus_minus", "penalty_minutes"},
	RoleGoaltending: {"games_played", "wins", "losses", "ot_losses", "ties", "goals_against_average", "save_percentage", "shutouts"},
	RolePassing:     {"games_played", "completions", "passing_attempts", "passing_yards", "passing_touchdowns", "interceptions_thrown", "passer_rating"},
	RoleRushing:     {"games_played", "rushing_attempts", "rushing_yards", "rushing_touchdowns", "yards_per_carry"},
	RoleReceiving:   {"games_played", "receptions", "receiving_yards", "receiving_touchdowns", "yards_per_reception"},
	RoleDefense:     {"games_played", "tackles", "sacks", "interceptions", "forced_fumbles", "fumbles_recovered"},
	RoleKicking:     {"games_played", "field_goals_made", "field_goals_attempted", "field_goal_percentage", "extra_points_made", "punts"},
}

// Career thresholds for a secondary role (below them a figure is an
// episode, not a role: a position player's inning on the mound).
const (
	twoWayOuts   = 600  // 200 innings pitched
	twoWayAtBats = 1000 // a pitcher's batting as a role of its own
	passingMin   = 100  // passes thrown
	rushingMin   = 300  // carries (a scrambling passer's are not a role)
	receivingMin = 100  // receptions
)

var defensePositions = map[string]bool{"DE": true, "DT": true, "NT": true, "DL": true, "LB": true, "ILB": true, "OLB": true, "MLB": true,
	"CB": true, "S": true, "SS": true, "FS": true, "DB": true, "EDGE": true}

// Roles are the career's roles, the main one first: from the position
// where it names one, then from the figures the career holds.
func Roles(sport, position string, tot map[string]float64) []string {
	pos := strings.ToUpper(strings.TrimSpace(position))
	switch sport {
	case "basketball":
		return []string{RoleBasketball}
	case "baseball":
		pitched := tot["outs_pitched"]
		_, batted := tot["at_bats"]
		if pos == "P" || pos == "SP" || pos == "RP" || (!batted && pitched > 0) {
			if tot["at_bats"] >= twoWayAtBats {
				return []string{RolePitching, RoleBatting}
			}
			return []string{RolePitching}
		}
		if pitched >= twoWayOuts {
			return []string{RoleBatting, RolePitching}
		}
		return []string{RoleBatting}
	case "hockey":
		if _, ga := tot["goals_against"]; pos == "G" || ga {
			return []string{RoleGoaltending}
		}
		return []string{RoleSkater}
	case "football":
		return footballRoles(pos, tot)
	}
	return nil
}

func footballRoles(pos string, tot map[string]float64) []string {
	var out []string
	add := func(r string) {
		for _, o := range out {
			if o == r {
				return
			}
		}
		out = append(out, r)
	}
	switch {
	case pos == "QB":
		add(RolePassing)
	case pos == "RB" || pos == "HB" || pos == "FB":
		add(RoleRushing)
	case pos == "WR" || pos == "TE":
		add(RoleReceiving)
	case pos == "K" || pos == "P" || pos == "PK":
		add(RoleKicking)
	case defensePositions[pos]:
		add(RoleDefense)
	}
	if tot["passing_attempts"] >= passingMin {
		add(RolePassing)
	}
	if tot["rushing_attempts"] >= rushingMin {
		add(RoleRushing)
	}
	if tot["receptions"] >= receivingMin {
		add(RoleReceiving)
	}
	if tot["tackles"] > 0 || tot["sacks"] > 0 || tot["interceptions"] > 0 {
		add(RoleDefense)
	}
	if tot["field_goals_attempted"] > 0 || tot["punts"] > 0 {
		add(RoleKicking)
	}
	if len(out) == 0 { // a few carries or catches: the line with the most yards
		best, by := "", 0.0
		for _, c := range [][2]string{{RolePassing, "passing_yards"}, {RoleRushing, "rushing_yards"}, {RoleReceiving, "receiving_yards"}} {
			if v := tot[c[1]]; v > by {
				best, by = c[0], v
			}
		}
		if best != "" {
			add(best)
		}
	}
	return out
}

// RoleLine is the figures of roles the totals hold, role by role in order
// (each figure once).
func RoleLine(roles []string, tot map[string]float64) []string {
	var out []string
	seen := map[string]bool{}
	for _, r := range roles {
		for _, k := range RoleLines[r] {
			if _, ok := tot[k]; ok && !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
	}
	return out
}
