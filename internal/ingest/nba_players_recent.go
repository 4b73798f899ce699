package ingest

// NBA player statistics 2021-22 .. 2024-25 from NBA.com
// (nbacom_player_season_stats_2021_22_to_2024_25.csv): Player Play By Play
// has only games and minutes for these seasons; NBA.com adds the rest.
// NBA.com gives per-game averages (rounded to 0.1), so they are stored as
// per-game stats, never multiplied back into totals; games, wins, losses,
// double- and triple-doubles are exact season totals. There is no BRef id:
// a row joins the season of the same normalized name, on the player's total
// row when he played for several teams (TEAM_COUNT > 1) and on the row of
// the same franchise otherwise.

import (
	"fmt"
	"log/slog"
	"strconv"
)

const nbaSrcNBAComPlayers = "nbacom_player_season_stats_2021_22_to_2024_25.csv"

var nbaComPlayerStats = []struct{ col, name string }{
	{"W", "wins"}, {"L", "losses"}, {"DD2", "double_doubles"}, {"TD3", "triple_doubles"},
	{"MIN", "minutes_per_game"}, {"PTS", "points_per_game"}, {"REB", "rebounds_per_game"}, {"OREB", "offensive_rebounds_per_game"},
	{"DREB", "defensive_rebounds_per_game"}, {"AST", "assists_per_game"}, {"STL", "steals_per_game"}, {"BLK", "blocks_per_game"},
	{"TOV", "turnovers_per_game"}, {"PF", "personal_fouls_per_game"}, {"FGM", "field_goals_made_per_game"},
	{"FGA", "field_goals_attempted_per_game"}, {"FG3M", "three_pointers_made_per_game"}, {"FG3A", "three_pointers_attempted_per_game"},
	{"FTM", "free_throws_made_per_game"}, {"FTA", "free_throws_attempted_per_game"}, {"PLUS_MINUS", "plus_minus_per_game"},
	{"FG_PCT", "field_goal_percentage"}, {"FG3_PCT", "three_point_percentage"}, {"FT_PCT", "free_throw_percentage"},
}

func (l *nbaLoader) addNBAComPlayerStats() error {
	t, err := ReadTable(l.fsys, nbaDir+nbaSrcNBAComPlayers)
	if err != nil {
		return err
	}
	matched := 0
	err = t.Each(func(r Row) error {
		season := r.S("season")
		start, err := strconv.Atoi(season[:min(4, len(season))])
		if err != nil || len(season) != 7 {
			return fmt.Errorf("bad season %q", season)
		}
		y := start + 1
		gp, ok := r.I("GP")
		teams, ok2 := r.I("TEAM_COUNT")
		if !ok || !ok2 || gp <= 0 || teams < 1 {
			return fmt.Errorf("bad GP or TEAM_COUNT")
		}
		code, err := l.brefFromNBACom(r.S("TEAM_ABBREVIATION"), y)
		if err != nil {
			return err
		}
		fr, _ := l.franchiseOf(code)
		var pick []int
		for _, i := range l.pbpIx[nbaNormName(r.S("PLAYER_NAME"))+"|"+strconv.Itoa(y)] {
			ps := &l.ds.PlayerSeasons[i]
			if (teams > 1 && ps.TeamAbbrev == "TOT") || (teams == 1 && ps.FranchiseKey == fr) {
				pick = append(pick, i)
			}
		}
		if len(pick) != 1 {
			return nil // no or several same-named seasons: left with games and minutes only
		}
		ps := &l.ds.PlayerSeasons[pick[0]]
		if g := ps.Stats["games_played"]; g != float64(gp) {
			return nil // not the same player-season
		}
		for _, st := range nbaComPlayerStats {
			if v, ok := r.F(st.col); ok {
				ps.Stats[st.name] = v
			}
		}
		ps.Source += "; " + nbaSrcNBAComPlayers + ".gz"
		matched++
		return nil
	})
	slog.Debug("nba.com player seasons", "matched", matched, "rows", len(t.Rows))
	l.NBAComMatched, l.NBAComRows = matched, len(t.Rows)
	return err
}
