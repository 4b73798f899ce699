package stats

import (
	"slices"
	"strings"
)

// The glossary: the statistic names of each sport's player season lines,
// as the player-stats answers and the finders spell them, with the short
// label a table heads its column with. A finder accepts these names and no
// others (an unknown one is a 400 naming it).

// Term is one statistic of a sport.
type Term struct {
	Name  string `json:"name"`
	Label string `json:"label"` // the usual abbreviation, else the name in words
	Rate  bool   `json:"rate"`  // an average or percentage: never summed or scaled
}

var glossaryNames = map[string]string{
	"baseball": `assists at_bats balks batter_strikeouts batters_faced batting_average caught_stealing complete_games
		double_plays_turned doubles earned_runs era errors fielding_percentage games_finished games_pitched games_played
		games_started games_started_pitching grounded_into_double_plays hit_batters hit_by_pitch hits hits_allowed home_runs
		home_runs_allowed innings_pitched intentional_walks intentional_walks_allowed losses on_base_percentage outs_pitched
		passed_balls putouts runs runs_allowed runs_batted_in sacrifice_flies sacrifice_hits saves shutouts slugging_percentage
		stolen_bases strikeouts triples walks walks_allowed whip wild_pitches wins`,
	"basketball": `assists assists_per_game blocks blocks_per_game defensive_rebounds defensive_rebounds_per_game double_doubles
		effective_field_goal_percentage field_goal_percentage field_goals_attempted field_goals_attempted_per_game
		field_goals_made field_goals_made_per_game free_throw_percentage free_throws_attempted free_throws_attempted_per_game
		free_throws_made free_throws_made_per_game games_played games_started losses minutes minutes_per_game
		offensive_rebounds offensive_rebounds_per_game personal_fouls personal_fouls_per_game plus_minus_per_game points
		points_per_game rebounds rebounds_per_game steals steals_per_game three_point_percentage three_pointers_attempted
		three_pointers_attempted_per_game three_pointers_made three_pointers_made_per_game triple_doubles turnovers
		turnovers_per_game two_point_percentage two_pointers_attempted two_pointers_made wins`,
	"football": `approximate_value assisted_tackles completions extra_points_attempted extra_points_made field_goals_attempted
		field_goals_made forced_fumbles fumble_recoveries fumbles_lost games_played games_started interception_touchdowns
		interception_yards interceptions interceptions_thrown kick_return_touchdowns kick_return_yards kick_returns
		passes_defended passing_attempts passing_touchdowns passing_yards punt_return_touchdowns punt_return_yards punt_returns
		punting_yards punts qb_hits receiving_touchdowns receiving_yards receptions rushing_attempts rushing_touchdowns
		rushing_yards sack_yards_lost sacks sacks_taken safeties solo_tackles special_teams_touchdowns tackles
		tackles_for_loss targets two_point_conversions`,
	"hockey": `assists blocked_shots empty_net_goals_against game_tying_goals game_winning_goals games_played goals goals_against
		goals_against_average hits losses minutes ot_losses penalty_minutes plus_minus points power_play_assists
		power_play_goals save_percentage saves shorthanded_assists shorthanded_goals shots shots_against shutouts ties
		ties_ot_losses wins`,
}

var labels = map[string]string{
	"home_runs": "HR", "runs_batted_in": "RBI", "batting_average": "AVG", "on_base_percentage": "OBP",
	"slugging_percentage": "SLG", "era": "ERA", "whip": "WHIP", "stolen_bases": "SB", "at_bats": "AB", "hits": "H",
	"runs": "R", "doubles": "2B", "triples": "3B", "walks": "BB", "strikeouts": "SO", "batter_strikeouts": "SO (batting)",
	"innings_pitched": "IP", "saves": "SV", "points": "PTS", "rebounds": "REB", "assists": "AST", "steals": "STL",
	"blocks": "BLK", "turnovers": "TOV", "points_per_game": "PPG", "rebounds_per_game": "RPG", "assists_per_game": "APG",
	"field_goal_percentage": "FG%", "three_point_percentage": "3P%", "free_throw_percentage": "FT%",
	"games_played": "GP", "minutes": "MIN", "goals": "G", "plus_minus": "+/-", "penalty_minutes": "PIM",
	"save_percentage": "SV%", "goals_against_average": "GAA", "passing_yards": "Pass Yds", "passing_touchdowns": "Pass TD",
	"rushing_yards": "Rush Yds", "rushing_touchdowns": "Rush TD", "receiving_yards": "Rec Yds", "receptions": "Rec",
	"receiving_touchdowns": "Rec TD", "interceptions_thrown": "INT", "sacks": "Sacks", "passer_rating": "Rate",
	"time_on_ice_seconds": "TOI (s)",
}

// Glossary is a sport's terms in name order (nil for a sport without player lines).
func Glossary(sport string) []Term { return terms(glossaryNames[sport]) }

// InGlossary says whether name is one of the sport's statistics.
func InGlossary(sport, name string) bool { return inList(glossaryNames[sport], name) }

// terms are the terms of a space-separated list of names.
func terms(names string) []Term {
	var out []Term
	for _, n := range strings.Fields(names) {
		out = append(out, Term{Name: n, Label: Label(n), Rate: IsRate(n)})
	}
	return out
}

// inList says whether name is one of a space-separated list.
func inList(names, name string) bool { return slices.Contains(strings.Fields(names), name) }

// Label is a statistic's column head: its abbreviation, else its name in words.
func Label(name string) string {
	if l, ok := labels[name]; ok {
		return l
	}
	w := strings.ReplaceAll(name, "_", " ")
	return strings.ToUpper(w[:1]) + w[1:]
}
