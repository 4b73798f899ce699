package nba

// NBA rebounds, assists, steals, blocks, turnovers and shooting splits from
// pbpstats_player_season_totals_top500_2001_2024.csv: pbpstats.com season
// totals (play-by-play derived) of the 500 players with most minutes in each
// regular season 2001-2024, one row per player-season (a traded player's
// teams combined) and his playoff lines. Keyed by the NBA.com person id.
//
//   - Regular seasons after Player Totals (2021-22 .. 2023-24): the figures
//     the BRef totals file lacks are added to the player's season (his total
//     row when traded). Where both give a figure (points, games, FGA, FTA)
//     BRef is kept and a difference is recorded as a disagreement.
//   - Regular seasons Player Totals covers (2000-01 .. 2020-21): BRef wins;
//     pbpstats is play-by-play derived and differs by 1-2 in ~1% of rows, so
//     only differences beyond 2 are recorded (7 on the shipped files).
//   - Playoffs: the season's playoff line as the postseason stats of the same
//     row (no other file has NBA player playoff totals).
//
// An empty cell is 0 for the players the file lists; players it does not
// list keep those figures "not covered".

import (
	"fmt"
	"log/slog"
	"math"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const nbaSrcPBPStats = "pbpstats_player_season_totals_top500_2001_2024.csv"

// nbaPBPCols: pbpstats column -> stat name. Points, games, FTA and FGA are
// BRef's in the regular season.
var nbaPBPCols = []struct{ col, name string }{
	{"GamesPlayed", "games_played"}, {"Minutes", "minutes"}, {"Points", "points"},
	{"OffRebounds", "offensive_rebounds"}, {"DefRebounds", "defensive_rebounds"}, {"Rebounds", "rebounds"},
	{"Assists", "assists"}, {"Steals", "steals"}, {"Blocks", "blocks"}, {"Turnovers", "turnovers"},
	{"FG2M", "two_pointers_made"}, {"FG2A", "two_pointers_attempted"}, {"FG3M", "three_pointers_made"}, {"FG3A", "three_pointers_attempted"},
	{"FtPoints", "free_throws_made"}, {"FTA", "free_throws_attempted"},
}

// nbaPBPCompared are the regular-season figures compared with BRef's.
var nbaPBPCompared = []string{"games_played", "points", "rebounds", "assists", "steals", "blocks", "turnovers", "field_goals_attempted", "free_throws_attempted"}

func nbaPBPStats(r source.Row) (map[string]float64, error) {
	m := make(map[string]float64, len(nbaPBPCols)+2)
	for _, c := range nbaPBPCols {
		v := r.S(c.col)
		if v == "" {
			m[c.name] = 0 // empty = 0 for a listed player
			continue
		}
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return nil, fmt.Errorf("bad %s %q", c.col, v)
		}
		m[c.name] = f
	}
	m["field_goals_made"] = m["two_pointers_made"] + m["three_pointers_made"]
	m["field_goals_attempted"] = m["two_pointers_attempted"] + m["three_pointers_attempted"]
	return m, nil
}

// addPBPStats reads the pbpstats file (streamed: 253 columns, few used).
func (l *nbaLoader) addPBPStats() error {
	byPS := map[string][]int{} // person|season key -> player seasons
	for i, ps := range l.ds.PlayerSeasons {
		k := ps.PersonKey + "|" + ps.SeasonKey
		byPS[k] = append(byPS[k], i)
	}
	// target is the season row a pbpstats row belongs to: the total row of a
	// traded player, else his only row.
	target := func(id string, y int) *dataset.PlayerSeason {
		pk, ok := l.nbaPerson[id]
		if !ok {
			return nil
		}
		ix := byPS[pk+"|"+nbaSeasonKey("NBA", y)]
		for _, i := range ix {
			if l.ds.PlayerSeasons[i].TeamAbbrev == "TOT" {
				return &l.ds.PlayerSeasons[i]
			}
		}
		if len(ix) == 1 {
			return &l.ds.PlayerSeasons[ix[0]]
		}
		return nil
	}
	var added, post, unjoined, diffs int
	err := source.EachStream(l.fsys, nbaDir+nbaSrcPBPStats, func(r source.Row) error {
		y, ok := r.I("year")
		if !ok || y < 2001 {
			return fmt.Errorf("bad year %q", r.S("year"))
		}
		id, ok := source.ParseInt(r.S("nba_id"))
		if !ok {
			return fmt.Errorf("bad nba_id %q", r.S("nba_id"))
		}
		m, err := nbaPBPStats(r)
		if err != nil {
			return err
		}
		ps := target(strconv.Itoa(id), y)
		if ps == nil {
			unjoined++
			return nil
		}
		switch r.S("season_type") {
		case "Playoffs":
			ps.Postseason = m
			post++
		case "Regular Season":
			recent := y > l.lastTotals
			for _, f := range nbaPBPCompared {
				kept, ok := ps.Stats[f]
				if !ok || kept == m[f] || (!recent && math.Abs(kept-m[f]) <= 2) {
					continue
				}
				diffs++
				l.disagree(r.S("Name"), y, ps.TeamAbbrev, f, nbaSourceOf(ps.Source), kept, nbaSrcPBPStats+".gz", m[f])
			}
			if !recent {
				return nil
			}
			for k, v := range m {
				if _, have := ps.Stats[k]; !have {
					ps.Stats[k] = v
				}
			}
			ps.Source += "; " + nbaSrcPBPStats + ".gz"
			added++
		default:
			return fmt.Errorf("bad season_type %q", r.S("season_type"))
		}
		return nil
	})
	slog.Debug("pbpstats", "regular seasons added", added, "playoff lines", post, "unjoined", unjoined, "differences", diffs)
	l.PBPAdded, l.PBPPlayoffs, l.PBPUnjoined, l.PBPDiffs = added, post, unjoined, diffs
	return err
}

// nbaSourceOf is the first source of a season's source list.
func nbaSourceOf(src string) string {
	first, _, _ := strings.Cut(src, ";")
	return first
}
