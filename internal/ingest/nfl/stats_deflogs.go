package nfl

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// Defence seasons from the PFR defence game logs (pfr_defense_game_logs,
// 2010-2025, box.go): each player's lines summed per team and season, the
// regular season apart from the playoffs. They are the defence's figures
// from 2016 to 2024, where no season table has them (PFR's season table
// ends with 2015, nflverse's 2025 file has its own), and the playoffs' from
// 2010; elsewhere a comparison. Only the figures the season tables of
// earlier years also hold are summed, so a career total covers the same
// ground in every season (no tackles for loss or quarterback hits).
const (
	nflFirstDefLogValue = 2016
	nflLastDefLogValue  = 2024
)

var nflDefLogCols = [][2]string{
	{"tackles_combined", "tackles"}, {"tackles_solo", "solo_tackles"}, {"tackles_assists", "assisted_tackles"},
	{"sacks", "sacks"}, {"def_int", "interceptions"}, {"def_int_yds", "interception_yards"},
	{"def_int_td", "interception_touchdowns"}, {"pass_defended", "passes_defended"},
	{"fumbles_forced", "forced_fumbles"}, {"fumbles_rec", "fumble_recoveries"},
}

// lastNames indexes the roster people by last name, team and season ("" where
// two share the name), built on first use.
func (s *nflSeasonSet) lastNames() nflNameIndex {
	if s.byLast == nil {
		s.byLast = nflRosterIndex(s.l.ds.Roster, s.people, func(a *nflPersonAcc, r dataset.RosterEntry) string {
			return nflNameKey(a.p.LastName) + "|" + r.FranchiseKey + "|" + strconv.Itoa(nflYearOf(r.SeasonKey))
		})
	}
	return s.byLast
}

func (l *nflLoader) readDefenseLogs(s *nflSeasonSet) error {
	type acc struct {
		person, fr string
		y          int
		reg, post  map[string]float64
	}
	sums := map[string]*acc{}
	var order []string
	err := source.EachStream(l.fsys, nflDir+nflSrcDefense, func(r source.Row) error {
		gi, ok := l.gameIdx["nfl:"+r.S("game_id")]
		if !ok {
			return nil // a game the import does not have
		}
		g := &l.games[gi]
		fr := g.AwayKey
		if parts := strings.Split(r.S("game_id"), "_"); len(parts) == 4 && nflSameTeam(r.S("team"), parts[3]) {
			fr = g.HomeKey
		}
		y := nflYearOf(g.SeasonKey)
		person := s.names.find(r.S("player"), fr, y)
		if person == "" {
			// The logs call some players by a nickname the rosters do not
			// ("Riq Woolen", "Sauce Gardner"): the one player of that last
			// name on the team that season.
			// A double last name may be the roster's two words or its
			// first half ("Jean-Francois", "Robey-Coleman").
			_, last := nflSplitName(r.S("player"))
			first, _, _ := strings.Cut(last, "-")
			for _, n := range []string{last, strings.ReplaceAll(last, "-", " "), first} {
				if person = s.lastNames()[nflNameKey(n)+"|"+fr+"|"+strconv.Itoa(y)]; person != "" {
					break
				}
			}
		}
		if person == "" {
			l.defLogUnjoined++
			return nil
		}
		k := person + "|" + fr + "|" + strconv.Itoa(y)
		a := sums[k]
		if a == nil {
			a = &acc{person: person, fr: fr, y: y, reg: map[string]float64{}, post: map[string]float64{}}
			sums[k] = a
			order = append(order, k)
		}
		side := a.reg
		if g.GameType != dataset.TypeRegular {
			side = a.post
		}
		for _, c := range nflDefLogCols {
			v, ok := r.F(c[0])
			if !ok {
				return fmt.Errorf("bad %s %q", c[0], r.S(c[0]))
			}
			if v != 0 {
				side[c[1]] += v
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	src := nflDir + nflSrcDefense + ".gz"
	for _, k := range order {
		a := sums[k]
		value := a.y >= nflFirstDefLogValue && a.y <= nflLastDefLogValue
		c := &nflContrib{person: a.person, year: a.y, fr: a.fr, rank: nflRankDefLogs, compareOnly: !value, src: src, stats: a.reg}
		if value {
			c.post = a.post
		} else if len(a.post) > 0 {
			s.add(&nflContrib{person: a.person, year: a.y, fr: a.fr, rank: nflRankDefLogs, src: src, stats: map[string]float64{}, post: a.post})
		}
		s.add(c)
	}
	return nil
}
