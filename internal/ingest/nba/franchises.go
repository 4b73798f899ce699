package nba

// NBA franchises: the current clubs' facts from curated/nba_teams.csv
// (unverified fields left empty), defunct clubs from their last team season.

import (
	"fmt"
	"io/fs"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"

	"github.com/almanac-sports/almanac/internal/slug"
)

// nbaCurated is one row of curated/nba_teams.csv with unverified fields blanked.
type nbaCurated struct {
	Team, Abbrev, City, State, Country, Conference, Division, Arena string
	Founded, Capacity, Opened                                       int
	Notes                                                           string
}

func readNBACurated(fsys fs.FS) (map[string]nbaCurated, error) {
	t, err := source.ReadTable(fsys, "curated/nba_teams.csv")
	if err != nil {
		return nil, err
	}
	out := map[string]nbaCurated{}
	err = t.Each(func(r source.Row) error {
		unv := map[string]bool{}
		for _, f := range strings.Split(r.S("unverified_fields"), ";") {
			if f = strings.TrimSpace(f); f != "" {
				unv[f] = true
			}
		}
		get := func(f string) string {
			if unv[f] {
				return "" // unconfirmed in the curated sources: import as unknown
			}
			return r.S(f)
		}
		geti := func(f string) int {
			n, _ := source.ParseInt(get(f))
			return n
		}
		c := nbaCurated{Team: get("team"), Abbrev: r.S("abbreviation"), City: get("city"), State: get("state_province"),
			Country: get("country"), Conference: get("conference"), Division: get("division"), Arena: get("arena"),
			Founded: geti("founded"), Capacity: geti("arena_capacity_basketball"), Opened: geti("arena_opened"), Notes: r.S("notes")}
		out[c.Abbrev] = c
		return nil
	})
	return out, err
}

// nbaArenaCity: curated notes give a different city for the arena than for the team.
var nbaArenaCity = map[string][2]string{
	"LAC": {"Inglewood", "California"}, // nba_teams.csv notes: "Intuit Dome (Inglewood, CA) from 2024-25"
}

// nbaAlignedSince is the first season (start year) of the current
// conference and division alignment.
const nbaAlignedSince = 2004

func (l *nbaLoader) addFranchises() error {
	cur, err := readNBACurated(l.fsys)
	if err != nil {
		return err
	}
	confs := map[string]bool{}
	divs := map[string]string{}
	for _, f := range l.fr {
		if f.Status != "active" {
			continue
		}
		c, ok := cur[f.NBAAbbrev]
		if !ok {
			return fmt.Errorf("franchise %s: %s not in curated/nba_teams.csv", f.Key, f.NBAAbbrev)
		}
		if c.Conference != "" {
			confs[c.Conference] = true
			if c.Division != "" {
				divs[c.Division] = c.Conference
			}
		}
	}
	for _, name := range source.SortedKeys(confs) {
		l.ds.Conferences = append(l.ds.Conferences, dataset.Conference{Key: "nba:" + slug.Make(name), LeagueKey: "nba", Name: name + " Conference", Abbrev: name[:1]})
	}
	for _, name := range source.SortedKeys(divs) {
		l.ds.Divisions = append(l.ds.Divisions, dataset.Division{Key: "nba:" + slug.Make(name), LeagueKey: "nba", ConferenceKey: "nba:" + slug.Make(divs[name]), Name: name + " Division"})
	}
	for _, f := range l.fr {
		last := l.frLastCode[f.Key]
		if last == "" {
			return fmt.Errorf("franchise %s has no team season", f.Key)
		}
		code := l.codes[last]
		fr := dataset.Franchise{Key: f.Key, Sport: dataset.Basketball, Level: dataset.Pro, LeagueKey: l.frLeague[f.Key], Name: code.Name,
			Nickname: code.Nickname, City: code.Location, Abbrev: last, FoundedYear: l.frFirst[f.Key] - 1,
			Source: "Team Summaries.csv; crosswalks/nba_codes.csv"}
		if f.Status == "active" {
			c := cur[f.NBAAbbrev]
			if l.frLast[f.Key] != nbaSnapshotSeason {
				return fmt.Errorf("active franchise %s has no %d season", f.Key, nbaSnapshotSeason)
			}
			fr.Name, fr.City, fr.State, fr.Country, fr.Abbrev = c.Team, c.City, c.State, c.Country, c.Abbrev
			if fr.Name == "" {
				fr.Name = code.Name
			}
			fr.FoundedYear = c.Founded // NBA.com year_founded as curated; 0 when unverified
			if c.Conference != "" {
				fr.ConferenceKey = "nba:" + slug.Make(c.Conference)
				if c.Division != "" {
					fr.DivisionKey = "nba:" + slug.Make(c.Division)
				}
				// The six-division alignment is unchanged since 2004-05 (the
				// Bobcats' first season): the curated current units are the
				// franchise's in each season since (standings group and seed
				// by conference).
				for end := nbaAlignedSince + 1; end <= nbaSnapshotSeason; end++ {
					if ts := l.teamSeason(f.Key, nbaSeasonKey("NBA", end)); ts != nil {
						ts.ConferenceKey, ts.DivisionKey = fr.ConferenceKey, fr.DivisionKey
					}
				}
			}
			if c.Arena != "" {
				key := l.venue(c.Arena, last)
				v := &l.ds.Venues[l.venues[key]]
				v.City, v.State, v.Country = c.City, c.State, c.Country
				if ac, ok := nbaArenaCity[f.NBAAbbrev]; ok {
					v.City, v.State = ac[0], ac[1]
				}
				v.Capacity, v.OpenedYear = c.Capacity, c.Opened
				v.Source = "Team Summaries.csv; curated/nba_teams.csv"
				fr.VenueKey = key
			}
			fr.Source = "curated/nba_teams.csv; Team Summaries.csv; crosswalks/nba_codes.csv"
		} else {
			fr.LastYear = l.frLast[f.Key] - 1
		}
		l.ds.Franchises = append(l.ds.Franchises, fr)
	}
	return nil
}
