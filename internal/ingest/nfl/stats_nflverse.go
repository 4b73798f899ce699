package nfl

// NFL season statistics with nflverse player ids (gsis_id):
//   - nflverse_player_stats_season_offense_1999_2025.csv: offence, regular
//     season, one row per player-season (the last team in recent_team). The
//     values of 1999-2013 (the weekly file of 2010-2013 adds the playoffs);
//     2014-2024 are compared with the weekly files' sums (which keep the
//     team split and the playoffs); 2025 comes from the fuller file below.
//     The official tables' offence figures win over both to 2021 (see the
//     ranks in seasons.go).
//   - nflverse_stats_player_reg_2025.csv: 2025 offence, defence, kicking.
//   - nflverse_player_stats_kicking_weekly_1999_2023.csv: kicking, summed
//     per team and season (regular season; playoffs apart).
// A gsis id is a person of the nflverse rosters (2010-2025); earlier
// players are found by name, team and season among the PFR roster people,
// else they become people of their own ("nfl:<gsis id>").

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
)

const (
	nflSrcSeasonOff = "nflverse_player_stats_season_offense_1999_2025.csv"
	nflSrcReg2025   = "nflverse_stats_player_reg_2025.csv"
	nflSrcKicking   = "nflverse_player_stats_kicking_weekly_1999_2023.csv"
	nflLastSeasonOf = 2013 // the season file gives values to here; later ones compare
	nflReg2025      = 2025
)

// nflOffCols are the offence columns of the season file (names of the
// weekly player_stats files, see nflStatCols) plus games.
var nflOffCols = append([]struct{ col, stat string }{{"games", "games_played"}}, nflStatCols...)

// nflReg2025Cols maps the 2025 file (new nflverse schema) to stat names;
// tackles are solo plus assists (as PFR counts combined tackles).
var nflReg2025Cols = []struct{ col, stat string }{
	{"games", "games_played"},
	{"completions", "completions"}, {"attempts", "passing_attempts"}, {"passing_yards", "passing_yards"},
	{"passing_tds", "passing_touchdowns"}, {"passing_interceptions", "interceptions_thrown"}, {"sacks_suffered", "sacks_taken"},
	{"sack_yards_lost", "sack_yards_lost"}, {"carries", "rushing_attempts"}, {"rushing_yards", "rushing_yards"},
	{"rushing_tds", "rushing_touchdowns"}, {"receptions", "receptions"}, {"targets", "targets"},
	{"receiving_yards", "receiving_yards"}, {"receiving_tds", "receiving_touchdowns"},
	{"sack_fumbles_lost", "fumbles_lost"}, {"rushing_fumbles_lost", "fumbles_lost"}, {"receiving_fumbles_lost", "fumbles_lost"},
	{"passing_2pt_conversions", "two_point_conversions"}, {"rushing_2pt_conversions", "two_point_conversions"},
	{"receiving_2pt_conversions", "two_point_conversions"}, {"special_teams_tds", "special_teams_touchdowns"},
	{"def_tackles_solo", "tackles"}, {"def_tackle_assists", "tackles"},
	{"def_tackles_solo", "solo_tackles"}, {"def_tackle_assists", "assisted_tackles"}, {"def_tackles_for_loss", "tackles_for_loss"},
	{"def_sacks", "sacks"}, {"def_qb_hits", "qb_hits"}, {"def_interceptions", "interceptions"},
	{"def_interception_yards", "interception_yards"}, {"def_pass_defended", "passes_defended"},
	{"def_fumbles_forced", "forced_fumbles"}, {"def_safeties", "safeties"},
	{"punt_returns", "punt_returns"}, {"punt_return_yards", "punt_return_yards"},
	{"kickoff_returns", "kick_returns"}, {"kickoff_return_yards", "kick_return_yards"},
	{"fg_made", "field_goals_made"}, {"fg_att", "field_goals_attempted"},
	{"pat_made", "extra_points_made"}, {"pat_att", "extra_points_attempted"},
}

// nflKickCols maps the kicking file; an empty cell in a kicker's week is 0
// (weeks with extra points only leave the field-goal columns empty).
var nflKickCols = []struct{ col, stat string }{
	{"fg_made", "field_goals_made"}, {"fg_att", "field_goals_attempted"},
	{"pat_made", "extra_points_made"}, {"pat_att", "extra_points_attempted"},
}

// nflCell reads column col of r: ok false when empty or NA; a value that is
// not a number is an error naming the column.
func nflCell(r source.Row, col string) (float64, bool, error) {
	s := r.S(col)
	if s == "" || s == "--" {
		return 0, false, nil
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", ""), 64)
	if err != nil {
		return 0, false, fmt.Errorf("bad %s %q", col, s)
	}
	return v, true, nil
}

// nflStatsOf reads the mapped columns of r; with emptyIsZero an empty cell
// counts as 0 (files where a row means the player took part).
func nflStatsOf(r source.Row, cols []struct{ col, stat string }, emptyIsZero bool) (map[string]float64, error) {
	m := map[string]float64{}
	for _, c := range cols {
		v, ok, err := nflCell(r, c.col)
		if err != nil {
			return nil, err
		}
		if ok || emptyIsZero {
			m[c.stat] += v
		}
	}
	return m, nil
}

// gsisPerson finds the person of a gsis id (see the file comment).
func (s *nflSeasonSet) gsisPerson(gsis, name, pos, fr string, y int, src string) string {
	if k, ok := s.l.gsis[gsis]; ok {
		if _, only := s.gsisOnly[k]; only {
			s.sawGsisOnly(k, name, fr, y)
		}
		return k
	}
	key := "nfl:" + gsis
	if s.people[key] == nil && name == "" {
		// 30 rows of 1999-2001 carry only an abbreviated name ("P.Franklin"):
		// nothing to join them by.
		s.l.gsisUnjoined++
		return ""
	}
	if s.people[key] == nil {
		if p := s.names.find(name, fr, y); p != "" {
			key = p
		} else if p := s.names.find(name, "", y); p != "" {
			key = p
		} else {
			first, last := nflSplitName(name)
			s.newPerson(key, first, last, pos, src)
			s.l.newGsis++
			s.gsisOnly[key] = nil
		}
	}
	if _, only := s.gsisOnly[key]; only {
		s.sawGsisOnly(key, name, fr, y)
	}
	s.l.gsis[gsis] = key
	return key
}

func (l *nflLoader) readSeasonOffense(s *nflSeasonSet) error {
	src := nflDir + nflSrcSeasonOff + ".gz"
	return source.EachStream(l.fsys, nflDir+nflSrcSeasonOff, func(r source.Row) error {
		y, ok := r.I("season")
		if !ok {
			return fmt.Errorf("bad season %q", r.S("season"))
		}
		id := r.S("player_id")
		if id == "0" || y >= nflReg2025 { // team plays without a player; 2025 from its own file
			return nil
		}
		if st := r.S("season_type"); st != "REG" {
			return fmt.Errorf("season_type %q, want REG", st)
		}
		// One 1999 row (Steve Bono) has no team: a season figure without one.
		fr := ""
		if tm := r.S("recent_team"); tm != "" {
			var err error
			if fr, err = l.code("nflverse", tm); err != nil {
				return err
			}
		}
		st, err := nflStatsOf(r, nflOffCols, false)
		if err != nil {
			return err
		}
		st = nflDropZeros(st)
		person := s.gsisPerson(id, r.S("player_display_name"), r.S("position"), fr, y, src)
		if person == "" {
			return nil
		}
		s.add(&nflContrib{person: person, year: y, fr: fr, total: true, rank: nflRankNflverse, compareOnly: y > nflLastSeasonOf,
			src: src, abbrev: r.S("recent_team"), pos: r.S("position"), stats: st})
		return nil
	})
}

// nflDropZeros is m without its zero figures (the offence files list every
// player with any play; a 0 there is "none recorded", not a measured zero
// of a statistic the player's role has), games kept. It is a new map of
// the kept figures' size: deleting from m would keep every column's room,
// and the loader holds about 200,000 of these at once.
func nflDropZeros(m map[string]float64) map[string]float64 {
	n := 0
	for k, v := range m {
		if v != 0 || k == "games_played" {
			n++
		}
	}
	out := make(map[string]float64, n)
	for k, v := range m {
		if v != 0 || k == "games_played" {
			out[k] = v
		}
	}
	return out
}

func (l *nflLoader) readReg2025(s *nflSeasonSet) error {
	src := nflDir + nflSrcReg2025 + ".gz"
	return source.EachStream(l.fsys, nflDir+nflSrcReg2025, func(r source.Row) error {
		if y, _ := r.I("season"); y != nflReg2025 || r.S("season_type") != "REG" {
			return fmt.Errorf("season %q %q, want 2025 REG", r.S("season"), r.S("season_type"))
		}
		if r.S("player_id") == "" { // the last row: team plays without a player (penalties)
			return nil
		}
		fr, err := l.code("nflverse", r.S("recent_team"))
		if err != nil {
			return err
		}
		st, err := nflStatsOf(r, nflReg2025Cols, false)
		if err != nil {
			return err
		}
		st = nflDropZeros(st)
		person := s.gsisPerson(r.S("player_id"), r.S("player_display_name"), r.S("position"), fr, nflReg2025, src)
		if person == "" {
			return fmt.Errorf("player %s without a name", r.S("player_id"))
		}
		s.add(&nflContrib{person: person, year: nflReg2025, fr: fr, total: true, rank: nflRankNflverse,
			src: src, abbrev: r.S("recent_team"), pos: r.S("position"), stats: st})
		return nil
	})
}

// readKicking sums the weekly kicking file per kicker, team and season.
func (l *nflLoader) readKicking(s *nflSeasonSet) error {
	src := nflDir + nflSrcKicking + ".gz"
	type acc struct {
		c         *nflContrib
		reg, post map[string]bool // weeks
	}
	m := map[string]*acc{}
	var order []string
	err := source.EachStream(l.fsys, nflDir+nflSrcKicking, func(r source.Row) error {
		y, ok := r.I("season")
		if !ok {
			return fmt.Errorf("bad season %q", r.S("season"))
		}
		fr, err := l.code("nflverse", r.S("team"))
		if err != nil {
			return err
		}
		st, err := nflStatsOf(r, nflKickCols, true)
		if err != nil {
			return err
		}
		person := s.gsisPerson(r.S("player_id"), r.S("player_display_name"), r.S("position"), fr, y, src)
		if person == "" {
			return fmt.Errorf("kicker %s without a name", r.S("player_id"))
		}
		k := person + "|" + fr + "|" + strconv.Itoa(y)
		a := m[k]
		if a == nil {
			a = &acc{c: &nflContrib{person: person, year: y, fr: fr, rank: nflRankNflverse, src: src, abbrev: r.S("team"),
				pos: r.S("position"), stats: map[string]float64{}}, reg: map[string]bool{}, post: map[string]bool{}}
			m[k] = a
			order = append(order, k)
		}
		target, err := nflWeekSide(r, a.c.stats, &a.c.post, a.reg, a.post) // a kicker's week row: he played
		if err != nil {
			return err
		}
		for k, v := range st {
			target[k] += v
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, k := range order {
		s.add(m[k].c)
	}
	return nil
}

// readWeekly1013 adds the 2010-2013 playoffs and compares the regular season.
func (l *nflLoader) readWeekly1013(s *nflSeasonSet) error {
	t, err := source.ReadTable(l.fsys, nflDir+nflSrcWeekly1013)
	if err != nil {
		return err
	}
	rows, err := l.sumWeekly(t, nflSrcWeekly1013, s.people)
	if err != nil {
		return err
	}
	src := nflDir + nflSrcWeekly1013 + ".gz"
	for _, ps := range rows {
		y := nflYearOf(ps.SeasonKey)
		s.add(&nflContrib{person: ps.PersonKey, year: y, fr: ps.FranchiseKey, rank: nflRankRows, compareOnly: true,
			src: src, abbrev: ps.TeamAbbrev, pos: ps.Position, stats: ps.Stats})
		if len(ps.Postseason) > 0 {
			s.add(&nflContrib{person: ps.PersonKey, year: y, fr: ps.FranchiseKey, rank: nflRankRows,
				src: src, abbrev: ps.TeamAbbrev, pos: ps.Position, post: ps.Postseason})
		}
	}
	return nil
}
