package nfl

import (
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"

	"github.com/almanac-sports/almanac/internal/slug"
)

// Venues: the stadium file, and the venues the game files name.

func (l *nflLoader) readStadiums() error {
	t, err := source.ReadTable(l.fsys, nflDir+nflSrcStadiums)
	if err != nil {
		return err
	}
	l.stadiums = map[string]nflStadium{}
	return t.Each(func(r source.Row) error {
		s := nflStadium{Name: r.S("stadium_name")}
		s.City, s.State, s.Country = nflSplitLocation(r.S("stadium_location"))
		s.Capacity, _ = source.ParseInt(r.S("stadium_capacity"))
		s.Opened, _ = source.ParseInt(r.S("stadium_open"))
		l.stadiums[s.Name] = s
		return nil
	})
}

// nflSplitLocation splits "Pittsburgh, PA" / "Munich, Germany".
func nflSplitLocation(loc string) (city, state, country string) {
	parts := strings.Split(loc, ",")
	if len(parts) < 2 {
		return strings.TrimSpace(loc), "", ""
	}
	city = strings.TrimSpace(parts[0])
	rest := strings.TrimSpace(parts[len(parts)-1])
	if nflUSState[rest] {
		return city, rest, "USA"
	}
	return city, "", rest
}

// nflUSState holds the USPS codes of the states (and DC).
var nflUSState = func() map[string]bool {
	m := map[string]bool{}
	for _, a := range nflStateAbbr {
		m[a] = true
	}
	return m
}()

// nflFixStadium corrects a spreadspoke_scores.csv error: it files the
// Arizona Cardinals' 1994-2004 home games under "University of Phoenix
// Stadium", which nfl_stadiums.csv says opened in 2006; the same file has
// Sun Devil Stadium (Tempe) in NFL use 1988-2005.
func nflFixStadium(name string, year int) string {
	if name == "University of Phoenix Stadium" && year < 2006 {
		return "Sun Devil Stadium"
	}
	return name
}

// venue returns the venue key for a stadium name as printed in a game file,
// creating the venue on first use.
func (l *nflLoader) venue(name string) string {
	name = strings.TrimSpace(name)
	if name == "" {
		return ""
	}
	facts, hasFacts := l.stadiums[name]
	if a, ok := l.aliases[name]; ok {
		if a.Relation == "same" {
			name = a.Stadium
		}
		facts, hasFacts = l.stadiums[a.Stadium]
	}
	key := "nfl:" + slug.Make(name)
	if _, ok := l.venues[key]; ok {
		return key
	}
	v := &dataset.Venue{Key: key, Name: name}
	if hasFacts {
		v.City, v.State, v.Country, v.Capacity, v.OpenedYear = facts.City, facts.State, facts.Country, facts.Capacity, facts.Opened
		v.Source = nflSrcStadiums
	}
	l.venues[key] = v
	l.venueOrd = append(l.venueOrd, key)
	return key
}
