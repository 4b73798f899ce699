package stats

import (
	"slices"
	"strings"
	"testing"
)

// The finders accept exactly the columns of each sport's player season lines.
var finderColumns = map[string]string{
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

func TestGlossaryFinderTerms(t *testing.T) {
	for sport, want := range finderColumns {
		var got []string
		for _, term := range Glossary(sport) {
			got = append(got, term.Name)
		}
		if w := strings.Fields(want); !slices.Equal(got, w) {
			t.Errorf("%s finder terms:\n got %v\nwant %v", sport, got, w)
		}
	}
	if Glossary("curling") != nil || InGlossary("curling", "points") {
		t.Error("a sport without a glossary has terms")
	}
	if !InGlossary("baseball", "era") || InGlossary("baseball", "runs_per_game") {
		t.Error("InGlossary: era is a finder column, runs_per_game (a team figure) is not")
	}
}

func TestGlossaryBooks(t *testing.T) {
	wantUnit := map[string]string{"baseball": "runs", "basketball": "points", "football": "points", "hockey": "goals"}
	if got := GlossarySports(); !slices.Equal(got, []string{"baseball", "basketball", "football", "hockey"}) {
		t.Fatalf("sports = %v", got)
	}
	for sport, unit := range wantUnit {
		b := SportGlossary(sport)
		if b.ScoreUnit.Many != unit {
			t.Errorf("%s unit = %q, want %q", sport, b.ScoreUnit.Many, unit)
		}
		groups := map[string]bool{}
		for _, g := range b.Groups {
			groups[g.ID] = true
		}
		seen := map[string]bool{}
		for _, term := range b.Terms {
			if seen[term.Name] {
				t.Errorf("%s: %s twice", sport, term.Name)
			}
			seen[term.Name] = true
			if term.Abbr == "" || term.Label == "" || term.Definition == "" {
				t.Errorf("%s %s: abbreviation, label and definition are required: %+v", sport, term.Name, term)
			}
			if !groups[term.Group] {
				t.Errorf("%s %s: unknown group %q", sport, term.Name, term.Group)
			}
			if strings.Contains(strings.ToLower(term.Label+term.Definition), "point") && sport == "baseball" {
				t.Errorf("baseball %s speaks of points: %q", term.Name, term.Label)
			}
		}
	}
	if b := SportGlossary("baseball"); !b.Terms[slices.IndexFunc(b.Terms, func(t Term) bool { return t.Name == "era" })].Rate {
		t.Error("ERA is a rate")
	}
}
