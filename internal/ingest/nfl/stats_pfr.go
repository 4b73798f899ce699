package nfl

// Pro-Football-Reference season tables without player ids, joined to people
// by name, team and season (a traded player's 2TM/3TM row, the whole
// season, by name and season):
//   - pfr_fantasy_offense_seasons_1970_2021.csv: offence values before 1999
//     for players NFL.com lacks (NFL.com wins where both have a season: it
//     has completions and the team split); after, its official offence
//     figures (nflOfficial) where NFL.com has none, the rest a comparison.
//     A name with no person in a season before 1996 (the rosters start
//     then) takes the person its neighbouring seasons (two years at most)
//     joined; the rest
//     become people "nfl:pfrname:<name>-<first season>", one per run of
//     seasons. Rows from 1996 on that join no one are counted, not added.
//   - pfr_defense_seasons_2000_2015.csv: defence 2000-2015 (rows that join
//     no one are counted).
// And nflgame_player_season_stats_2009_2015.csv (gsis ids): the second
// source for defence and kicking 2009-2015 (fills what the others lack).

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
)

const (
	nflSrcFantasy = "pfr_fantasy_offense_seasons_1970_2021.csv"
	nflSrcPFRDef  = "pfr_defense_seasons_2000_2015.csv"
	nflSrcNflgame = "nflgame_player_season_stats_2009_2015.csv"
	nflChainGap   = 2 // seasons a name may skip and stay one player
)

var nflFantasyCols = []struct{ col, stat string }{
	{"G", "games_played"}, {"GS", "games_started"},
	{"PassingAtt", "passing_attempts"}, {"PassingYds", "passing_yards"}, {"PassingTD", "passing_touchdowns"}, {"Int", "interceptions_thrown"},
	{"RushingAtt", "rushing_attempts"}, {"RushingYds", "rushing_yards"}, {"RushingTD", "rushing_touchdowns"},
	{"Rec", "receptions"}, {"Tgt", "targets"}, {"ReceivingYds", "receiving_yards"}, {"ReceivingTD", "receiving_touchdowns"},
	{"FumblesLost", "fumbles_lost"},
}

var nflPFRDefCols = []struct{ col, stat string }{
	{"G", "games_played"}, {"GS", "games_started"}, {"Int", "interceptions"}, {"Int_Yds", "interception_yards"},
	{"Int_TD", "interception_touchdowns"}, {"PD", "passes_defended"}, {"FF", "forced_fumbles"}, {"FR", "fumble_recoveries"},
	{"Sk", "sacks"}, {"Tkl", "tackles"}, {"Ast", "tackles"}, {"Tkl", "solo_tackles"}, {"Ast", "assisted_tackles"}, {"Sfty", "safeties"},
}

var nflNflgameCols = []struct{ col, stat string }{
	{"defense_tkl", "tackles"}, {"defense_ast", "tackles"}, {"defense_tkl", "solo_tackles"}, {"defense_ast", "assisted_tackles"},
	{"defense_sk", "sacks"}, {"defense_int", "interceptions"}, {"defense_ffum", "forced_fumbles"},
	{"kicking_fgm", "field_goals_made"}, {"kicking_fga", "field_goals_attempted"},
	{"kicking_xpmade", "extra_points_made"}, {"kicking_xpa", "extra_points_attempted"},
}

// nflPFRSeasonTeams maps PFR's season team codes to franchises; codes
// reused by two clubs depend on the season.
func nflPFRSeasonTeam(code string, y int) string {
	switch code {
	case "BAL":
		if y < 1984 {
			return "nfl:IND"
		}
	case "HOU":
		if y < 1997 {
			return "nfl:TEN"
		}
	case "STL":
		if y < 1988 {
			return "nfl:ARI"
		}
		return "nfl:LAR"
	}
	if k, ok := map[string]string{"BOS": "nfl:NE", "PHO": "nfl:ARI", "RAI": "nfl:LVR", "OAK": "nfl:LVR", "LVR": "nfl:LVR",
		"RAM": "nfl:LAR", "LAR": "nfl:LAR", "SDG": "nfl:LAC", "LAC": "nfl:LAC", "KAN": "nfl:KC", "GNB": "nfl:GB",
		"NOR": "nfl:NO", "NWE": "nfl:NE", "SFO": "nfl:SF", "TAM": "nfl:TB"}[code]; ok {
		return k
	}
	return "nfl:" + code
}

// nflPFRName strips PFR's Pro Bowl (*) and All-Pro (+) marks.
func nflPFRName(s string) string { return strings.TrimSpace(strings.TrimRight(s, "*+ ")) }

type nflNameRow struct {
	name, abbrev, pos string
	fr                string // "" for 2TM/3TM rows
	year              int
	stats             map[string]float64
	person            string
}

// readNameRows reads a PFR table into rows joined where the name index can.
func (l *nflLoader) readNameRows(s *nflSeasonSet, file string, cols []struct{ col, stat string }) ([]*nflNameRow, error) {
	var out []*nflNameRow
	err := source.EachStream(l.fsys, nflDir+file, func(r source.Row) error {
		name := nflPFRName(r.S("Player"))
		if name == "Player" { // an in-table header line
			return nil
		}
		y, ok := r.I("season")
		if !ok || name == "" {
			return fmt.Errorf("row without season or player")
		}
		st, err := nflStatsOf(r, cols, false)
		if err != nil {
			return err
		}
		st = nflDropZeros(st)
		row := &nflNameRow{name: source.Keep(name), abbrev: source.Keep(r.S("Tm")), pos: source.Keep(r.S("Pos")), year: y, stats: st}
		if !strings.HasSuffix(row.abbrev, "TM") {
			row.fr = nflPFRSeasonTeam(row.abbrev, y)
			if _, err := l.teamLeagueSeason(row.fr, y); err != nil {
				return fmt.Errorf("team %q: %w", row.abbrev, err)
			}
		}
		row.person = s.names.find(name, row.fr, y)
		out = append(out, row)
		return nil
	})
	return out, err
}

func (l *nflLoader) readFantasy(s *nflSeasonSet) error {
	rows, err := l.readNameRows(s, nflSrcFantasy, nflFantasyCols)
	if err != nil {
		return err
	}
	src := nflDir + nflSrcFantasy + ".gz"
	byName := map[string][]*nflNameRow{}
	for _, r := range rows {
		k := nflNameKey(r.name)
		byName[k] = append(byName[k], r)
	}
	for _, k := range source.SortedKeys(byName) {
		rs := byName[k]
		sort.SliceStable(rs, func(i, j int) bool { return rs[i].year < rs[j].year })
		for _, r := range rs {
			if r.person == "" && r.year < nflFirstPFRRoster {
				r.person = s.names.near(r.name, r.year)
			}
		}
		nflChain(rs)
		// The rest before the rosters start: new people, one per run.
		var cur *nflPersonAcc
		lastYear := 0
		for _, r := range rs {
			if r.person != "" || r.year >= nflFirstPFRRoster {
				continue
			}
			if cur == nil || r.year-lastYear > nflChainGap+1 || r.year == lastYear {
				key := nflPersonKey("pfrname", r.name+"-"+strconv.Itoa(r.year))
				first, last := nflSplitName(r.name)
				if cur = s.people[key]; cur == nil {
					cur = s.newPerson(key, first, last, r.pos, src)
					l.pfrNamePeople++
				}
			}
			r.person, lastYear = cur.p.Key, r.year
		}
	}
	for _, r := range rows {
		if r.person == "" {
			l.fantasyUnjoined++
			continue
		}
		c := &nflContrib{person: r.person, year: r.year, fr: r.fr, total: true, rank: nflRankFantasy,
			compareOnly: r.year > nflNFLcomLastOff, src: src, abbrev: r.abbrev, pos: r.pos, stats: r.stats}
		if c.compareOnly {
			v, rest := nflSplitOfficial(c, nflRankFantasyOfficial)
			if v != nil {
				s.add(v)
			}
			c = rest
		}
		s.add(c)
	}
	return nil
}

// near is the one person of that name in the seasons around y (within
// nflChainGap+1), "" when none or several.
func (ix nflNameIndex) near(name string, y int) string {
	cand := ""
	for d := -nflChainGap - 1; d <= nflChainGap+1; d++ {
		p, ok := ix[nflNameKey(name)+"|"+strconv.Itoa(y+d)]
		if !ok || d == 0 {
			continue
		}
		if p == "" || (cand != "" && cand != p) {
			return ""
		}
		cand = p
	}
	return cand
}

// nflChain gives an unjoined row (before the rosters) the person of the
// nearest joined row of the same name within nflChainGap seasons, when
// only one person is that near.
func nflChain(rs []*nflNameRow) {
	for changed := true; changed; {
		changed = false
		for _, r := range rs {
			if r.person != "" || r.year >= nflFirstPFRRoster {
				continue
			}
			cand := ""
			for _, o := range rs {
				if o.person == "" || o == r {
					continue
				}
				if d := o.year - r.year; d != 0 && d >= -nflChainGap-1 && d <= nflChainGap+1 {
					if cand != "" && cand != o.person {
						cand = "-"
						break
					}
					cand = o.person
				}
			}
			if cand != "" && cand != "-" {
				r.person, changed = cand, true
			}
		}
	}
}

func (l *nflLoader) readPFRDefense(s *nflSeasonSet) error {
	rows, err := l.readNameRows(s, nflSrcPFRDef, nflPFRDefCols)
	if err != nil {
		return err
	}
	src := nflDir + nflSrcPFRDef + ".gz"
	for _, r := range rows {
		if r.person == "" {
			l.pfrDefUnjoined++
			continue
		}
		s.add(&nflContrib{person: r.person, year: r.year, fr: r.fr, total: r.fr == "", rank: nflRankPFRDef,
			src: src, abbrev: r.abbrev, pos: r.pos, stats: r.stats})
	}
	return nil
}

func (l *nflLoader) readNflgame(s *nflSeasonSet) error {
	src := nflDir + nflSrcNflgame + ".gz"
	return source.EachStream(l.fsys, nflDir+nflSrcNflgame, func(r source.Row) error {
		y, ok := r.I("season")
		if !ok {
			return fmt.Errorf("bad season %q", r.S("season"))
		}
		id := r.S("id")
		person := l.gsis[id]
		if person == "" && s.people["nfl:"+id] != nil {
			person = "nfl:" + id
		}
		fr, err := l.code("nflverse", r.S("team"))
		if err != nil {
			return err
		}
		st, err := nflStatsOf(r, nflNflgameCols, false)
		if err != nil {
			return err
		}
		st = nflDropZeros(st)
		if len(st) == 0 {
			return nil
		}
		if person == "" {
			l.nflgameUnjoined++
			return nil
		}
		s.add(&nflContrib{person: person, year: y, fr: fr, rank: nflRankNflgame, src: src, abbrev: r.S("team"),
			pos: r.S("pos"), stats: st})
		return nil
	})
}
