package nfl

// NFL rosters 1996-2009 from Pro-Football-Reference team roster pages
// (football/pfr_rosters_1996_2023.csv; the seasons from 2010 come from the
// nflverse rosters). A player is matched to his nflverse person through the
// PFR id nflverse lists (pfr_id); the others become people keyed
// "nfl:pfr:<PFR id>". Games played and started and PFR's approximate value
// make a player season per team.

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const (
	nflSrcPFRRosters  = "pfr_rosters_1996_2023.csv"
	nflFirstPFRRoster = 1996
	nflLastPFRRoster  = 2009 // later seasons come from the nflverse rosters
)

// nflHeightIn parses PFR's "6-4" into inches (0 when empty or malformed).
func nflHeightIn(s string) int {
	ft, in, ok := strings.Cut(s, "-")
	f, err1 := strconv.Atoi(ft)
	i, err2 := strconv.Atoi(in)
	if !ok || err1 != nil || err2 != nil || i > 11 {
		return 0
	}
	return f*12 + i
}

// nflPFRDate turns M/D/YYYY into an ISO date ("" when empty or malformed).
func nflPFRDate(s string) string {
	d, err := nflISODate(s)
	if err != nil {
		return ""
	}
	return d
}

// readPFRRosters adds people, roster entries and player seasons for 1996-2009.
func (l *nflLoader) readPFRRosters(people map[string]*nflPersonAcc, order *[]string, pfrToKey map[string]string) error {
	t, err := source.ReadTable(l.fsys, nflDir+nflSrcPFRRosters)
	if err != nil {
		return err
	}
	src := nflDir + nflSrcPFRRosters + ".gz"
	l.joinPFRIds(t, people, pfrToKey)
	l.pfrRostersRead, l.pfrToKey = true, pfrToKey
	seen := map[string]bool{}
	return t.Each(func(r source.Row) error {
		y, ok := r.I("season")
		if !ok {
			return fmt.Errorf("bad season %q", r.S("season"))
		}
		if y > nflLastPFRRoster {
			return nil
		}
		id := r.S("Player-additional")
		if id == "" || r.S("Player") == "" {
			return fmt.Errorf("row without player id or name")
		}
		fr, err := l.code("pfr", r.S("team_code"))
		if err != nil {
			return err
		}
		key := pfrToKey[id]
		if key == "" {
			key = "nfl:pfr:" + id
		}
		a := people[key]
		if a == nil {
			a = &nflPersonAcc{}
			a.p = dataset.Person{Key: key, Source: src}
			a.p.FirstName, a.p.LastName = nflSplitName(r.S("Player"))
			a.p.BirthDate, a.hasBirth = nflPFRDate(r.S("BirthDate")), true
			a.p.College, a.hasCollege = r.S("College/Univ"), true
			a.p.HeightIn = nflHeightIn(r.S("Ht"))
			a.p.WeightLb, _ = r.I("Wt")
			a.pl = dataset.Player{PersonKey: key, Sport: dataset.Football, Level: dataset.Pro, Position: r.S("Pos"), Source: src}
			people[key] = a
			*order = append(*order, key)
		}
		a.saw(y)
		k := key + "|" + fr + "|" + strconv.Itoa(y)
		if seen[k] {
			return fmt.Errorf("player %s listed twice for %s %d", id, fr, y)
		}
		seen[k] = true
		sk, err := l.teamLeagueSeason(fr, y)
		if err != nil {
			return err
		}
		l.ds.Roster = append(l.ds.Roster, dataset.RosterEntry{PersonKey: key, FranchiseKey: fr, SeasonKey: sk,
			Jersey: r.S("No."), Position: r.S("Pos"), Source: src})
		stats, err := nflPFRRosterStats(r)
		if err != nil {
			return err
		}
		if len(stats) > 0 {
			l.ds.PlayerSeasons = append(l.ds.PlayerSeasons, dataset.PlayerSeason{PersonKey: key, SeasonKey: sk, FranchiseKey: fr,
				TeamAbbrev: strings.ToUpper(r.S("team_code")), Position: r.S("Pos"), Stats: stats, Source: src})
		}
		return nil
	})
}

// nflPFRRosterStats reads a PFR roster row's games (G), starts (GS) and
// approximate value (AV); an empty cell is no figure.
func nflPFRRosterStats(r source.Row) (map[string]float64, error) {
	st := map[string]float64{}
	for _, c := range [][2]string{{"G", "games_played"}, {"GS", "games_started"}, {"AV", "approximate_value"}} {
		if v, ok := r.F(c[0]); ok {
			st[c[1]] = v
		} else if r.S(c[0]) != "" {
			return nil, fmt.Errorf("bad %s %q", c[0], r.S(c[0]))
		}
	}
	return st, nil
}

// teamLeagueSeason is the season key of a franchise's league in year y.
func (l *nflLoader) teamLeagueSeason(fr string, y int) (string, error) {
	lg, err := l.teamLeague(fr, y)
	if err != nil {
		return "", err
	}
	return nflSeasonKey(lg, y), nil
}

// joinPFRIds finds the nflverse person of a PFR id nflverse does not list
// (Adam Vinatieri's roster rows have no pfr_id) by name, team and season in
// the PFR seasons the nflverse rosters also have (2010 on), so his 1996-2009
// seasons are not a second person.
func (l *nflLoader) joinPFRIds(t *source.Table, people map[string]*nflPersonAcc, pfrToKey map[string]string) {
	names := nflNameIndex{}
	for _, r := range l.ds.Roster {
		if a := people[r.PersonKey]; a != nil {
			names.add(a, r.FranchiseKey, nflYearOf(r.SeasonKey))
		}
	}
	found := map[string][]string{}
	var ids []string
	_ = t.Each(func(r source.Row) error {
		y, _ := r.I("season")
		id := r.S("Player-additional")
		if y <= nflLastPFRRoster || pfrToKey[id] != "" {
			return nil
		}
		fr, err := l.code("pfr", r.S("team_code"))
		if err != nil {
			return nil // a row the import does not otherwise read
		}
		if p := names.find(r.S("Player"), fr, y); p != "" {
			if found[id] == nil {
				ids = append(ids, id)
			}
			found[id] = append(found[id], p)
		}
		return nil
	})
	for _, id := range ids {
		pfrToKey[id] = nflMajority(found[id], func(p string) string { return p })
	}
	// The rest by name and birth date, where one nflverse person has both:
	// a player whose last nflverse roster lists no PFR id and who played no
	// PFR season from 2010 (Jeff Garcia, Marc Bulger) is not a second person.
	born := nflNameIndex{}
	for _, a := range people {
		if a.p.BirthDate == "" {
			continue
		}
		for _, n := range append([]string{a.p.FirstName + " " + a.p.LastName}, a.p.Aliases...) {
			born.put(nflNameKey(n)+"|"+a.p.BirthDate, a.p.Key)
		}
	}
	_ = t.Each(func(r source.Row) error {
		id := r.S("Player-additional")
		if pfrToKey[id] != "" {
			return nil
		}
		if d := nflPFRDate(r.S("BirthDate")); d != "" {
			if p := born[nflNameKey(r.S("Player"))+"|"+d]; p != "" {
				pfrToKey[id] = p
				l.pfrBornJoined++
			}
		}
		return nil
	})
	// The rest by last name, birth date, team and season from 2010, where
	// the two spell the first name differently (PFR's "Josh Cribbs" is
	// nflverse's "Joshua Cribbs", its "Cadillac Williams" "Carnell").
	onTeam := nflRosterIndex(l.ds.Roster, people, byBirth)
	found = map[string][]string{}
	pfrName := map[string]string{}
	ids = ids[:0]
	_ = t.Each(func(r source.Row) error {
		y, _ := r.I("season")
		id := r.S("Player-additional")
		d := nflPFRDate(r.S("BirthDate"))
		if y <= nflLastPFRRoster || pfrToKey[id] != "" || d == "" {
			return nil
		}
		fr, err := l.code("pfr", r.S("team_code"))
		if err != nil {
			return nil
		}
		name, _, _ := strings.Cut(r.S("Player"), " (") // 2022: "(IR)", "(SUS)"
		_, last := nflSplitName(name)
		if p := onTeam[bornKey(last, d, fr, y)]; p != "" {
			if found[id] == nil {
				ids = append(ids, id)
				pfrName[id] = name
			}
			found[id] = append(found[id], p)
		}
		return nil
	})
	for _, id := range ids {
		pfrToKey[id] = nflMajority(found[id], func(p string) string { return p })
		l.pfrBornJoined++
		people[pfrToKey[id]].addAlias(pfrName[id])
	}
}
