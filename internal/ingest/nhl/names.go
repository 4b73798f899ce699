package nhl

import (
	"github.com/almanac-sports/almanac/internal/ingest/source"
)

// People's names in the NHL group: the Hockey Databank (Master.csv) gives
// the name each player went by in plain ASCII and his given names (see
// GivenAlias); the NHL API rosters (2009-10 to 2023-24) spell some names
// with their accents.

// nhlRosterName takes an NHL API roster's spelling of a Master.csv person's
// name: the same name with accents replaces the plain one (the roster's
// "Frédéric St-Denis" over Master.csv's "Frederic"); a different name
// ("Daniel Brière" for Danny Briere) becomes an alias.
func (l *nhlLoad) nhlRosterName(pk, first, last string) {
	i, ok := l.people[pk]
	if !ok || first == "" || last == "" {
		return
	}
	p := &l.ds.People[i]
	roster := first + " " + last
	if roster == p.FirstName+" "+p.LastName {
		return
	}
	if source.NameKey(roster) == source.NameKey(p.FirstName+" "+p.LastName) {
		if source.NonASCII(roster) > source.NonASCII(p.FirstName+p.LastName) {
			p.FirstName, p.LastName = first, last
		}
		return
	}
	for _, a := range p.Aliases {
		if a == roster {
			return
		}
	}
	p.Aliases = append(p.Aliases, roster)
}
