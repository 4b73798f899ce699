package nfl

import (
	"slices"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// Joining the season files' people across sources that spell a name
// differently. The id-keyed season files (gsis ids, 1999 on) name a player
// as nflverse does; a player whose id no roster lists and whose name no
// roster has that season becomes a person of his own ("gsis-only"). NFL.com
// names him its way again, with a birth date. So:
//   - a gsis-only person's seasons go into the name index, so NFL.com's rows
//     of the same name, team and season join him instead of making a third;
//   - an NFL.com player no roster name finds is joined by last name, birth
//     date, team and season to a roster person (NFL.com's "Raghib Ismail" is
//     PFR's "Rocket Ismail", its "Mike Vick" nflverse's "Michael Vick"), and
//     its name becomes that person's alias;
//   - a gsis-only person whose name, team and season such an alias then
//     finds is merged into that person.

// nflGsisSeason is one season a gsis-only person was read in.
type nflGsisSeason struct {
	name, fr string
	y        int
}

// bornKey is the key of the index of roster people by last name, birth date,
// franchise and season.
func bornKey(last, birth, fr string, y int) string {
	return nflNameKey(last) + "|" + birth + "|" + fr + "|" + strconv.Itoa(y)
}

// nflRosterIndex indexes the roster people by key (a person and one of his
// roster entries; "" to leave the entry out). Two people one key finds
// make it "" (twins of one last name and birthday on one team).
func nflRosterIndex(roster []dataset.RosterEntry, people map[string]*nflPersonAcc, key func(*nflPersonAcc, dataset.RosterEntry) string) nflNameIndex {
	ix := nflNameIndex{}
	for _, r := range roster {
		if a := people[r.PersonKey]; a != nil {
			if k := key(a, r); k != "" {
				ix.put(k, a.p.Key)
			}
		}
	}
	return ix
}

// byBirth keys a roster person with a full birth date by last name, birth
// date, team and season.
func byBirth(a *nflPersonAcc, r dataset.RosterEntry) string {
	if len(a.p.BirthDate) != 10 {
		return ""
	}
	return bornKey(a.p.LastName, a.p.BirthDate, r.FranchiseKey, nflYearOf(r.SeasonKey))
}

// sawGsisOnly records a season of a gsis-only person and indexes his name
// there.
func (s *nflSeasonSet) sawGsisOnly(key, name, fr string, y int) {
	a := s.people[key]
	if a == nil {
		return
	}
	s.gsisOnly[key] = append(s.gsisOnly[key], nflGsisSeason{name: name, fr: fr, y: y})
	s.names.add(a, fr, y)
}

// nflcomPerson is the person an NFL.com player's rows (1996 on) point to
// by name, else (or where the name finds a gsis-only person) by last name
// and birth date: the one most rows find, a roster person before a
// gsis-only one. A roster person's rows teach the NFL.com name at their
// team-seasons (learned), so a gsis-only person of that name there is
// merged into him; a name found by birth date only becomes his alias.
func (s *nflSeasonSet) nflcomPerson(first, last string, b nflNFLcomBio, rows []*nflNFLcomRow) string {
	type hit struct {
		p       string
		byBirth bool
	}
	hits := make([]hit, len(rows))
	for i, r := range rows {
		if r.year < nflFirstPFRRoster {
			continue
		}
		p := s.names.find(first+" "+last, r.fr, r.year)
		hits[i] = hit{p, false}
		if _, only := s.gsisOnly[p]; (p == "" || only) && len(b.birth) == 10 && r.fr != "" {
			if q := s.born[bornKey(last, b.birth, r.fr, r.year)]; q != "" {
				hits[i] = hit{q, true}
			}
		}
	}
	person := nflMajority(hits, func(h hit) string {
		if _, only := s.gsisOnly[h.p]; only {
			return ""
		}
		return h.p
	})
	if person == "" {
		return nflMajority(hits, func(h hit) string { return h.p })
	}
	name := first + " " + last
	for i, r := range rows {
		s.learned.put(nflNameKey(name)+"|"+r.fr+"|"+strconv.Itoa(r.year), person)
		if hits[i].p == person && hits[i].byBirth {
			s.people[person].addAlias(name)
		}
	}
	return person
}

// addAlias gives a person another name a source calls him by.
func (a *nflPersonAcc) addAlias(name string) {
	if a == nil || nflNameKey(name) == nflNameKey(a.p.FirstName+" "+a.p.LastName) ||
		slices.ContainsFunc(a.p.Aliases, func(x string) bool { return nflNameKey(x) == nflNameKey(name) }) {
		return
	}
	a.p.Aliases = append(a.p.Aliases, name)
}

// mergeGsisOnly merges each gsis-only person a learned alias finds (by
// name, team and season, most of his seasons) into that person.
func (s *nflSeasonSet) mergeGsisOnly() {
	into := map[string]string{}
	for _, g := range source.SortedKeys(s.gsisOnly) {
		to := nflMajority(s.gsisOnly[g], func(r nflGsisSeason) string {
			return s.learned[nflNameKey(r.name)+"|"+r.fr+"|"+strconv.Itoa(r.y)]
		})
		if to != "" && to != g && s.people[to] != nil {
			into[g] = to
		}
	}
	if len(into) == 0 {
		return
	}
	// In key order: two people merged into one season keep one order.
	for _, k := range source.SortedKeys(s.contribs) {
		person, year, _ := strings.Cut(k, "|")
		to, ok := into[person]
		if !ok {
			continue
		}
		cs := s.contribs[k]
		for _, c := range cs {
			c.person = to
		}
		nk := to + "|" + year
		s.contribs[nk] = append(s.contribs[nk], cs...)
		delete(s.contribs, k)
	}
	for id, p := range s.l.gsis {
		if to, ok := into[p]; ok {
			s.l.gsis[id] = to
		}
	}
	for k, p := range s.names {
		if to, ok := into[p]; ok {
			s.names[k] = to
		}
	}
	for g := range into {
		delete(s.people, g)
		delete(s.gsisOnly, g)
	}
	*s.order = slices.DeleteFunc(*s.order, func(k string) bool { _, gone := into[k]; return gone })
	s.l.newGsis -= len(into)
	s.l.gsisMerged += len(into)
}

// fillBio gives a person NFL.com's birth date, birthplace, college, height
// and weight where no roster did (a gsis-only person has none of them).
func (s *nflSeasonSet) fillBio(person string, b nflNFLcomBio) {
	a := s.people[person]
	if a == nil {
		return
	}
	if a.p.BirthDate == "" {
		a.p.BirthDate = b.birth
	}
	if a.p.BirthCity == "" && a.p.BirthState == "" {
		a.p.BirthCity, a.p.BirthState = b.city, b.state
	}
	if a.p.College == "" {
		a.p.College = b.college
	}
	if a.p.HeightIn == 0 {
		a.p.HeightIn = b.height
	}
	if a.p.WeightLb == 0 {
		a.p.WeightLb = b.weight
	}
}
