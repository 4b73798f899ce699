package mlb

// MLB box scores 2000-2025: each team's batting, pitching and fielding
// totals per regular-season game from the Retrosheet team table
// (retrosheet_teamstats_2000_2025.csv.gz, two rows per game, gid as the
// game tables).

import (
	"fmt"
	"strconv"

	"github.com/almanac-sports/almanac/internal/ingest/source"
)

const mlbSrcTeamstats = "retrosheet_teamstats_2000_2025.csv"

var mlbBoxCols = [][2]string{
	{"b_ab", "at_bats"}, {"b_r", "runs"}, {"b_h", "hits"}, {"b_d", "doubles"}, {"b_t", "triples"}, {"b_hr", "home_runs"},
	{"b_rbi", "runs_batted_in"}, {"b_w", "walks"}, {"b_k", "strikeouts"}, {"b_hbp", "hit_by_pitch"}, {"b_sb", "stolen_bases"},
	{"b_cs", "caught_stealing"}, {"b_sh", "sacrifice_hits"}, {"b_sf", "sacrifice_flies"}, {"b_gdp", "grounded_into_double_plays"},
	{"lob", "left_on_base"}, {"p_ipouts", "outs_pitched"}, {"p_er", "earned_runs"}, {"p_wp", "wild_pitches"},
	{"d_e", "errors"}, {"d_dp", "double_plays"},
}

func (b *mlbBuild) boxScores() error {
	sides := source.BoxSides{Freeze: b.freeze}
	src := mlbDir + mlbSrcTeamstats + ".gz"
	b.boxTotals = map[mlbYT]map[string]float64{}
	year := strconv.Itoa(mlbBrefYear)
	err := source.EachStream(b.fsys, mlbDir+mlbSrcTeamstats, func(r source.Row) error {
		m, err := source.BoxTotals(r, mlbBoxCols)
		if err != nil {
			return err
		}
		if gid := r.S("gid"); len(gid) == 12 && gid[3:7] == year {
			// Club totals of the season the Baseball-Reference player tables cover.
			k := mlbYT{mlbBrefYear, r.S("team")}
			if b.boxTotals[k] == nil {
				b.boxTotals[k] = map[string]float64{}
			}
			for _, c := range mlbBrefTeamChecks {
				v, _ := r.F(c.col)
				b.boxTotals[k][c.col] += v
			}
		}
		var home bool
		switch r.S("vishome") {
		case "h":
			home = true
		case "v":
		default:
			return fmt.Errorf("bad vishome %q", r.S("vishome"))
		}
		return sides.Add("mlb:"+r.S("gid"), src, home, m)
	})
	if err != nil {
		return err
	}
	keys := make(map[string]bool, len(b.ds.Games))
	for _, g := range b.ds.Games {
		keys[g.Key] = true
	}
	list, err := sides.Complete(func(k string) bool { return keys[k] })
	if err != nil {
		return fmt.Errorf("%s: %w", mlbSrcTeamstats, err)
	}
	b.ds.BoxScores = append(b.ds.BoxScores, list...)
	return nil
}
