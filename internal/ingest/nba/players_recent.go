package nba

// NBA player statistics 2021-22 .. 2025-26 from NBA.com
// (nbacom_player_season_stats_2021_22_to_2024_25.csv and _2025_26.csv, same
// columns): the BRef totals file has only points, games, minutes, FGA and
// FTA for these seasons; NBA.com adds the rest. NBA.com gives per-game
// averages (rounded to 0.1), so they are stored as per-game stats, never
// multiplied back into totals; games, wins, losses, double- and
// triple-doubles are exact season totals. A row joins the season of the same
// NBA.com person id (the totals file's nba_id): the player's total row when
// he played for several teams (TEAM_COUNT > 1), the row of the same
// franchise otherwise, and only when the games agree.

import (
	"fmt"
	"log/slog"
	"strconv"

	"github.com/almanac-sports/almanac/internal/ingest/source"
)

const nbaSrcNBAComPlayers = "nbacom_player_season_stats_2021_22_to_2024_25.csv"

// nbaNBAComPlayerFiles are read in order; the 2025-26 file has the same columns.
var nbaNBAComPlayerFiles = []string{nbaSrcNBAComPlayers, "nbacom_player_season_stats_2025_26.csv"}

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
	for _, f := range nbaNBAComPlayerFiles {
		if err := l.addNBAComPlayerFile(f); err != nil {
			return err
		}
	}
	slog.Debug("nba.com player seasons", "matched", l.NBAComMatched, "rows", l.NBAComRows)
	return nil
}

func (l *nbaLoader) addNBAComPlayerFile(file string) error {
	t, err := source.ReadTable(l.fsys, nbaDir+file)
	if err != nil {
		return err
	}
	matched := 0
	err = t.Each(func(r source.Row) error {
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
		id, ok := source.ParseInt(r.S("PLAYER_ID"))
		if !ok || id <= 0 {
			return fmt.Errorf("bad PLAYER_ID %q", r.S("PLAYER_ID"))
		}
		ik := strconv.Itoa(id) + "|" + strconv.Itoa(y)
		i, ok := l.nbaComSeason(l.nbaIDIx[ik], teams, fr)
		if !ok {
			if len(l.nbaIDIx[ik]) > 0 {
				return nil // no single season of that id and team: left with the BRef totals only
			}
			// Not in the BRef totals at all (two 2025-26 players): the
			// season comes from NBA.com alone, games exact, the rest per game.
			pk, ok := l.nbaPerson[strconv.Itoa(id)]
			if !ok {
				pk = "nba:nbaid-" + strconv.Itoa(id)
				l.nbaPerson[strconv.Itoa(id)] = pk
				l.addNBAIDPerson(pk, nbaBRefRow{name: r.S("PLAYER_NAME"), year: y})
			}
			ps, err := l.playerSeason(pk, "NBA", y, code, "", file+".gz")
			if err != nil {
				return err
			}
			ps.Stats["games_played"] = float64(gp)
			i = len(l.ds.PlayerSeasons)
			l.nbaIDIx[ik] = append(l.nbaIDIx[ik], i)
			l.rosterFromTotals = append(l.rosterFromTotals, i)
			l.ds.PlayerSeasons = append(l.ds.PlayerSeasons, ps)
			l.NBAComOnly++
		}
		ps := &l.ds.PlayerSeasons[i]
		if g := ps.Stats["games_played"]; g != float64(gp) {
			// Same person id, so the same player-season: BRef's games are
			// kept, NBA.com's averages are over its own games.
			l.disagree(r.S("PLAYER_NAME"), y, ps.TeamAbbrev, "games_played", nbaSourceOf(ps.Source), g, file+".gz", float64(gp))
		}
		for _, st := range nbaComPlayerStats {
			if v, ok := r.F(st.col); ok {
				ps.Stats[st.name] = v
			}
		}
		if ps.Source != file+".gz" {
			ps.Source += "; " + file + ".gz"
		}
		matched++
		return nil
	})
	l.NBAComMatched += matched
	l.NBAComRows += len(t.Rows)
	return err
}

// nbaComSeason picks the season an NBA.com row belongs to among the seasons
// of its person id: the total row of a traded player (TEAM_COUNT > 1); for
// one team the row of that franchise, else the only team row (NBA.com names
// the player's current team: Brandon Ingram 2024-25 is TOR there, NOP in
// BRef, traded without playing for Toronto).
func (l *nbaLoader) nbaComSeason(ix []int, teams int, fr string) (int, bool) {
	var tot, same, team []int
	for _, i := range ix {
		ps := &l.ds.PlayerSeasons[i]
		switch {
		case ps.TeamAbbrev == "TOT":
			tot = append(tot, i)
		case ps.FranchiseKey == fr:
			same = append(same, i)
			team = append(team, i)
		default:
			team = append(team, i)
		}
	}
	switch {
	case teams > 1 && len(tot) == 1:
		return tot[0], true
	case teams == 1 && len(tot) == 0 && len(same) == 1:
		return same[0], true
	case teams == 1 && len(tot) == 0 && len(team) == 1:
		return team[0], true
	}
	return 0, false
}
