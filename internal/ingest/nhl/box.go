package nhl

// NHL box scores 2018-19 .. 2025-26: every player's line of every game
// from the fastRhockey player box (the same rows fastr_players.go sums
// into seasons). A goalie dressed as the backup who did not play has no
// line. Players link to the people the season totals use.

import (
	"fmt"
	"math"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// nhlTOI is the index of time on ice among nhlBoxCols.
const nhlTOI = 8

// nhlBoxCols are the player line columns and the source column of each
// (time on ice is parsed from "MM:SS" into seconds).
var nhlBoxCols = [][2]string{{"goals", "goals"}, {"assists", "assists"}, {"points", "points"}, {"plus_minus", "plus_minus"},
	{"penalty_minutes", "pim"}, {"shots", "shots_on_goal"}, {"hits", "hits"}, {"blocked_shots", "blocked_shots"},
	{"time_on_ice_seconds", "toi"}, {"shots_against", "shots_against"}, {"saves", "saves"}, {"goals_against", "goals_against"}}

// addGameLine adds one row of the player box to its game's box score; the
// line's PersonKey holds the NHL player id until finishBoxScores.
func (l *nhlLoad) addGameLine(r source.Row) error {
	key := "nhl:" + r.S("game_id")
	i, ok := l.boxIdx[key]
	if !ok {
		cols := make([]string, len(nhlBoxCols))
		for j, c := range nhlBoxCols {
			cols[j] = c[0]
		}
		i = len(l.ds.BoxScores)
		l.boxIdx[key] = i
		l.ds.BoxScores = append(l.ds.BoxScores, dataset.BoxScore{GameKey: key, Source: l.boxSrc, Columns: cols})
	}
	var home bool
	switch r.S("home_away") {
	case "home":
		home = true
	case "away":
	default:
		return fmt.Errorf("bad home_away %q", r.S("home_away"))
	}
	vals := make([]float64, len(nhlBoxCols))
	var has uint64
	for j, c := range nhlBoxCols {
		s := r.S(c[1])
		if s != "" {
			has |= 1 << uint(j)
		}
		switch {
		case s == "":
		case c[1] == "toi":
			m, err := nhlTOIMinutes(s)
			if err != nil {
				return err
			}
			vals[j] = math.Round(m * 60)
		default:
			v, ok := r.F(c[1])
			if !ok {
				return fmt.Errorf("bad %s %q", c[1], s)
			}
			vals[j] = v
		}
	}
	pos := r.S("position")
	if pos == "" {
		pos = "G"
		if vals[nhlTOI] == 0 {
			return nil // the backup goalie, who did not play
		}
	}
	// Held until the write: kept apart from the row's line (see source.Keep).
	l.ds.BoxScores[i].Players = append(l.ds.BoxScores[i].Players, dataset.BoxLine{Home: home, PersonKey: source.Keep(r.S("player_id")),
		Name: source.Keep(r.S("player_name")), Position: source.Keep(pos), Values: vals, Has: has})
	return nil
}

// finishBoxScores links the lines to people and keeps the box scores of
// the imported games only (the schedule leaves out preseason and All-Star
// games).
func (l *nhlLoad) finishBoxScores(personOf map[string]string) {
	out := l.ds.BoxScores[:0]
	for _, bs := range l.ds.BoxScores {
		if _, ok := l.gameIdx[bs.GameKey]; !ok {
			continue
		}
		for j := range bs.Players {
			bs.Players[j].PersonKey = personOf[bs.Players[j].PersonKey]
		}
		out = append(out, bs)
	}
	l.ds.BoxScores = out
}
