package ncaabsb

// NCAA baseball teams: the stats.ncaa.org team-season list (every division)
// and the crosswalk that names D-I schools as the College World Series table
// does, so a school's games and titles are one franchise.

import (
	"fmt"
	"io/fs"
	"sort"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"

	"github.com/almanac-sports/almanac/internal/slug"
)

const (
	ncaaBsbTeamsFile = "baseball/ncaabaseball_teams_2025_2026_derived.csv.gz"
	ncaaBsbXwalkFile = "crosswalks/ncaabsb_schools.csv"
)

// ncaaBsbTeam is one stats.ncaa.org team-season (its id changes every season).
type ncaaBsbTeam struct {
	Season   int
	SchoolID string
	School   string // display name: crosswalk name, else stats.ncaa.org's
	Division int
	Conf     string
}

// ncaaBsbReadTeams reads the team-season list keyed by team id, with school
// names replaced by the crosswalk's (keyed by the stable school id).
func ncaaBsbReadTeams(fsys fs.FS) (map[string]ncaaBsbTeam, error) {
	names := map[string]string{}
	xw, err := source.ReadTable(fsys, ncaaBsbXwalkFile)
	if err != nil {
		return nil, err
	}
	if err := xw.Each(func(r source.Row) error {
		id, name := r.S("school_id"), r.S("name")
		if id == "" || name == "" {
			return fmt.Errorf("school_id and name are required")
		}
		if _, dup := names[id]; dup {
			return fmt.Errorf("duplicate school_id %s", id)
		}
		names[id] = name
		return nil
	}); err != nil {
		return nil, err
	}
	t, err := source.ReadTable(fsys, ncaaBsbTeamsFile)
	if err != nil {
		return nil, err
	}
	teams := map[string]ncaaBsbTeam{}
	err = t.Each(func(r source.Row) error {
		season, ok1 := r.I("season")
		div, ok2 := r.I("ncaa_division")
		id := r.S("team_id")
		if !ok1 || !ok2 || id == "" || r.S("school_id") == "" || r.S("school_name") == "" {
			return fmt.Errorf("season, team_id, school_id, school_name and ncaa_division are required")
		}
		if _, dup := teams[id]; dup {
			return fmt.Errorf("duplicate team_id %s", id)
		}
		tm := ncaaBsbTeam{Season: season, SchoolID: r.S("school_id"), School: r.S("school_name"), Division: div, Conf: r.S("team_conference_name")}
		if n := names[tm.SchoolID]; n != "" {
			tm.School = n
		}
		teams[id] = tm
		return nil
	})
	return teams, err
}

// ncaaBsbD1 adds a franchise for every D-I school (named as the champions'
// table names it), its conferences and team-seasons; city, state and home
// park from the park of the school's latest season.
func ncaaBsbD1(ds *dataset.Dataset, teams map[string]ncaaBsbTeam, gs *ncaaBsbGames) error {
	ids := make([]string, 0, len(teams))
	for id, tm := range teams {
		if tm.Division == 1 {
			ids = append(ids, id)
		}
	}
	sort.Slice(ids, func(i, j int) bool {
		a, b := teams[ids[i]], teams[ids[j]]
		if a.School != b.School {
			return a.School < b.School
		}
		return a.Season < b.Season
	})
	franchIdx := map[string]int{}
	schoolOf := map[string]string{} // franchise key -> school id (two schools must not share a name)
	confs := map[string]int{}
	for _, id := range ids {
		tm := teams[id]
		fk := ncaaBsbKey(tm.School)
		if s, ok := schoolOf[fk]; ok && s != tm.SchoolID {
			return fmt.Errorf("%s: schools %s and %s are both named %q", ncaaBsbTeamsFile, s, tm.SchoolID, tm.School)
		}
		schoolOf[fk] = tm.SchoolID
		f := dataset.Franchise{Key: fk, Sport: dataset.Baseball, Level: dataset.NCAA, LeagueKey: ncaaBsbLeague, Name: tm.School, Source: ncaaBsbTeamsFile}
		var venue *dataset.Venue
		if p := gs.homePark[id]; p != "" {
			venue = gs.venues[gs.venueKey[p]]
		}
		if venue != nil {
			f.City, f.State, f.VenueKey = venue.City, venue.State, venue.Key
		}
		ck := ""
		if tm.Conf != "" {
			ck = ncaaBsbLeague + ":" + slug.Make(tm.Conf)
			if i, ok := confs[ck]; ok {
				c := &ds.Conferences[i]
				c.FirstYear, c.LastYear = min(c.FirstYear, tm.Season), max(c.LastYear, tm.Season)
			} else {
				confs[ck] = len(ds.Conferences)
				ds.Conferences = append(ds.Conferences, dataset.Conference{Key: ck, LeagueKey: ncaaBsbLeague, Name: tm.Conf, FirstYear: tm.Season, LastYear: tm.Season})
			}
			f.ConferenceKey = ck
		}
		// Seasons are sorted, so the latest season's identity wins.
		if i, ok := franchIdx[fk]; ok {
			ds.Franchises[i] = f
		} else {
			franchIdx[fk] = len(ds.Franchises)
			ds.Franchises = append(ds.Franchises, f)
		}
		sk := source.SeasonKey(ncaaBsbLeague, tm.Season)
		ts := dataset.TeamSeason{FranchiseKey: fk, SeasonKey: sk, Name: tm.School, ConferenceKey: ck, Source: ncaaBsbGamesFile}
		if venue != nil {
			ts.City, ts.VenueKey = venue.City, venue.Key
		}
		ds.TeamSeasons = append(ds.TeamSeasons, ts)
	}
	return nil
}

// ncaaBsbRecords sets each D-I team-season's W-L-T from all its scored
// games, the College World Series finals included: a college record is the
// season's final record as the schools and the NCAA publish it (LSU 2025
// 53-15), as in the other college groups (almanac check compares a college
// record with all its games).
func ncaaBsbRecords(ds *dataset.Dataset) {
	type rec struct{ w, l, t int }
	recs := map[string]*rec{} // franchise|season
	for _, g := range ds.Games {
		if g.HomeScore == nil || g.AwayScore == nil {
			continue
		}
		for side, fr := range []string{g.HomeKey, g.AwayKey} {
			if fr == "" {
				continue
			}
			my, their := *g.HomeScore, *g.AwayScore
			if side == 1 {
				my, their = their, my
			}
			k := fr + "|" + g.SeasonKey
			r := recs[k]
			if r == nil {
				r = &rec{}
				recs[k] = r
			}
			switch {
			case my > their:
				r.w++
			case my < their:
				r.l++
			default:
				r.t++
			}
		}
	}
	for i := range ds.TeamSeasons {
		ts := &ds.TeamSeasons[i]
		if r := recs[ts.FranchiseKey+"|"+ts.SeasonKey]; r != nil {
			ts.Wins, ts.Losses, ts.Ties, ts.HasRecord = r.w, r.l, r.t, true
		}
	}
}
