package nba

// NBA box scores: each team's totals per game from the NBA.com team game
// logs 2017-18 .. 2024-25 (regular season and playoffs; two rows per game)
// and 2025-26 (regular season), and the hoopR game rows of the 2025-26
// regular season (one row per game, home_ and away_ columns) for any game
// the NBA.com logs lack (none on the shipped files: hoopR has 1,210 of the
// 1,230 games, with the same totals). A game is matched to the imported one
// by date and teams (older seasons come from the Basketball-Reference game
// file under other ids).

import (
	"fmt"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const nbaSrcHoopr = "hoopr_nba_games_2025_26_regular_season.csv"

var nbaBoxCols = [][2]string{
	{"PTS", "points"}, {"FGM", "field_goals_made"}, {"FGA", "field_goals_attempted"}, {"FG_PCT", "field_goal_percentage"},
	{"FG3M", "three_pointers_made"}, {"FG3A", "three_pointers_attempted"}, {"FG3_PCT", "three_point_percentage"},
	{"FTM", "free_throws_made"}, {"FTA", "free_throws_attempted"}, {"FT_PCT", "free_throw_percentage"},
	{"OREB", "offensive_rebounds"}, {"DREB", "defensive_rebounds"}, {"REB", "rebounds"}, {"AST", "assists"},
	{"STL", "steals"}, {"BLK", "blocks"}, {"TOV", "turnovers"}, {"PF", "personal_fouls"},
}

func (l *nbaLoader) loadBoxScores() error {
	l.boxed = map[string]bool{}
	for _, f := range []string{nbaSrcGamelogs, nbaSrcGamelogs2026} {
		if err := l.gamelogBoxScores(f); err != nil {
			return err
		}
	}
	return l.hooprBoxScores()
}

func (l *nbaLoader) gamelogBoxScores(file string) error {
	t, err := source.ReadTable(l.fsys, nbaDir+file)
	if err != nil {
		return err
	}
	type side struct {
		s     nbaPlayoffSide
		stats map[string]float64
	}
	games := map[string][]side{}
	var ids []string
	err = t.Each(func(r source.Row) error {
		id := r.S("GAME_ID")
		s := side{s: nbaPlayoffSide{code: r.S("TEAM_ABBREVIATION"), matchup: r.S("MATCHUP"), date: source.ISODate(r.S("GAME_DATE"))}}
		for _, o := range games[id] {
			if o.s.code == s.s.code {
				return nil // a row repeated verbatim
			}
		}
		if s.stats, err = source.BoxTotals(r, nbaBoxCols); err != nil {
			return err
		}
		if games[id] == nil {
			ids = append(ids, id)
		}
		games[id] = append(games[id], s)
		return nil
	})
	if err != nil {
		return err
	}
	for _, id := range ids {
		ss := games[id]
		if len(ss) != 2 {
			return fmt.Errorf("%s: game %s has %d team rows", file, id, len(ss))
		}
		g, err := l.nbaComGame(id, []nbaPlayoffSide{ss[0].s, ss[1].s}, file)
		if err != nil {
			return fmt.Errorf("%s: %w", file, err)
		}
		i, swapped, ok := l.matchGame(g)
		if !ok {
			continue
		}
		home, away := ss[0], ss[1]
		if strings.Contains(away.s.matchup, " vs. ") || (!strings.Contains(home.s.matchup, " vs. ") && !strings.Contains(away.s.matchup, " vs. ")) {
			home, away = away, home // as nbaComGame tells them apart
		}
		if swapped {
			home, away = away, home
		}
		l.boxed[l.ds.Games[i].Key] = true
		l.ds.BoxScores = append(l.ds.BoxScores, dataset.BoxScore{GameKey: l.ds.Games[i].Key, Source: nbaDir + file + ".gz",
			Away: away.stats, Home: home.stats})
	}
	return nil
}

func (l *nbaLoader) hooprBoxScores() error {
	t, err := source.ReadTable(l.fsys, nbaDir+nbaSrcHoopr)
	if err != nil {
		return err
	}
	prefixed := func(p string) [][2]string {
		out := make([][2]string, len(nbaBoxCols))
		for i, c := range nbaBoxCols {
			out[i] = [2]string{p + c[0], c[1]}
		}
		return out
	}
	homeCols, awayCols := prefixed("home_"), prefixed("away_")
	if l.boxed == nil {
		l.boxed = map[string]bool{}
	}
	return t.Each(func(r source.Row) error {
		id := r.S("home_GAME_ID")
		if id == "" || id != r.S("away_GAME_ID") {
			return fmt.Errorf("game ids %q and %q differ", id, r.S("away_GAME_ID"))
		}
		if _, ok := l.gameIx["nba:"+id]; !ok || l.boxed["nba:"+id] {
			return nil // not a game of the season file (the NBA Cup final), or boxed from NBA.com
		}
		h, err := source.BoxTotals(r, homeCols)
		if err != nil {
			return err
		}
		a, err := source.BoxTotals(r, awayCols)
		if err != nil {
			return err
		}
		l.ds.BoxScores = append(l.ds.BoxScores, dataset.BoxScore{GameKey: "nba:" + id, Source: nbaDir + nbaSrcHoopr + ".gz", Away: a, Home: h})
		return nil
	})
}
