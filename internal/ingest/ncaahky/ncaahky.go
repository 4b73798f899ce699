// Package ncaahky imports NCAA Division I men's ice hockey (group "ncaa-hockey"): national
// champions 1948-2025 from the curated table curated/ncaa_hockey_champions.csv;
// games 1998-99 .. 2012-13 and 2024-25 .. 2025-26 (games.go).
package ncaahky

import (
	"fmt"
	"io/fs"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"

	"github.com/almanac-sports/almanac/internal/slug"
)

const (
	ncaahkyLeague = "ncaa-hockey"
	ncaahkyChamp  = "ncaa-mens-ice-hockey"
	ncaahkySrc    = "curated/ncaa_hockey_champions.csv"
	ncaahkyFirst  = 1948 // first title year
)

// ncaahkyVacated splits "Denver (appearance vacated)" into the school and a note.
func ncaahkyVacated(name string) (string, string) {
	const tag = "(appearance vacated)"
	if i := strings.Index(name, tag); i >= 0 {
		school := strings.TrimSpace(name[:i])
		return school, school + "'s tournament appearance was later vacated by the NCAA"
	}
	return strings.TrimSpace(name), ""
}

func ncaahkyKey(school string) string { return ncaahkyLeague + ":" + slug.Make(school) }

// ncaahkySeasonKey: the title year's season starts the year before
// (1947-48 -> title 1948 -> key ncaa-hockey:1947).
func ncaahkySeasonKey(titleYear int) string { return ncaahkyLeague + ":" + strconv.Itoa(titleYear-1) }

// Load builds the ncaa-hockey group.
func Load(fsys fs.FS) (*dataset.Dataset, error) {
	t, err := source.ReadTable(fsys, ncaahkySrc)
	if err != nil {
		return nil, err
	}
	ds := &dataset.Dataset{}
	ds.Leagues = append(ds.Leagues, dataset.League{Key: ncaahkyLeague, Name: "NCAA Division I Men's Ice Hockey", Abbrev: "NCAA",
		Sport: dataset.Hockey, Level: dataset.NCAA, FirstYear: ncaahkyFirst - 1})
	ds.Championships = append(ds.Championships, dataset.Championship{Key: ncaahkyChamp, Name: "NCAA Men's Ice Hockey Championship",
		OfficialName: "NCAA Division I Men's Ice Hockey Tournament", Trophy: "",
		Description: "National championship of NCAA Division I men's ice hockey, decided by a single final game (Frozen Four).",
		Sport:       dataset.Hockey, Level: dataset.NCAA, LeagueKey: ncaahkyLeague, FirstYear: ncaahkyFirst})
	schools := map[string]string{} // key -> name
	var schoolOrder []string
	school := func(name string) string {
		k := ncaahkyKey(name)
		if _, ok := schools[k]; !ok {
			schools[k] = name
			schoolOrder = append(schoolOrder, k)
		}
		return k
	}
	seasons := map[int]*dataset.Season{}
	lastYear := 0
	cols := []string{"year", "champion", "runner_up", "score", "overtime", "overtime_periods", "site_city", "venue", "most_outstanding_player", "mop_team", "notes"}
	err = t.Each(func(r source.Row) error {
		c := source.CuratedRow(r, cols)
		year, ok := source.ParseInt(r.S("year"))
		if !ok {
			return fmt.Errorf("bad year %q", r.S("year"))
		}
		if year > lastYear {
			lastYear = year
		}
		s := &dataset.Season{Key: ncaahkySeasonKey(year), LeagueKey: ncaahkyLeague, StartYear: year - 1, EndYear: year,
			Name: source.SeasonLabel(year-1) + " NCAA Division I Men's Ice Hockey Season"}
		if seasons[year] != nil {
			return fmt.Errorf("two rows for %d", year)
		}
		seasons[year] = s
		if c["champion"] == "" {
			// 2020 (not held) or an unverified champion: no result.
			return nil
		}
		winner := strings.TrimSpace(c["champion"])
		runner, vacNote := ncaahkyVacated(c["runner_up"])
		res := dataset.ChampionshipResult{ChampionshipKey: ncaahkyChamp, SeasonKey: s.Key, Year: year,
			WinnerKey: school(winner), WinnerName: winner, VenueName: c["venue"], City: c["site_city"], Source: ncaahkySrc}
		if runner != "" {
			res.RunnerUpKey, res.RunnerUpName = school(runner), runner
		}
		if w, lo, ok := source.Score(c["score"]); ok {
			res.WinnerScore, res.RunnerUpScore = dataset.IntPtr(w), dataset.IntPtr(lo)
		}
		res.MVP = ncaahkyMOP(c["most_outstanding_player"], c["mop_team"], winner)
		var notes []string
		if c["overtime"] == "yes" {
			ot := c["overtime_periods"]
			if ot == "" {
				ot = "OT"
			}
			notes = append(notes, "Final decided in overtime ("+ot+")")
		}
		switch n := c["notes"]; {
		case strings.HasPrefix(n, "Most Outstanding Player not filled"), strings.HasPrefix(n, "MOP printed as"):
			// notes about the curation itself, not the final
			if vacNote != "" {
				notes = append(notes, vacNote)
			}
		case n != "":
			notes = append(notes, n)
		case vacNote != "":
			notes = append(notes, vacNote)
		}
		res.Notes = strings.Join(notes, ". ")
		s.ChampionKey = res.WinnerKey
		ds.ChampionshipResults = append(ds.ChampionshipResults, res)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if lastYear, err = ncaahkyReadGames(fsys, ds, school, seasons, lastYear); err != nil {
		return nil, err
	}
	ds.Leagues[0].LastYear = lastYear - 1
	for y := ncaahkyFirst; y <= lastYear; y++ {
		if s := seasons[y]; s != nil {
			ds.Seasons = append(ds.Seasons, *s)
		}
	}
	gone := ncaahkyGone(ds)
	for _, k := range schoolOrder {
		ds.Franchises = append(ds.Franchises, dataset.Franchise{Key: k, Sport: dataset.Hockey, Level: dataset.NCAA, LeagueKey: ncaahkyLeague,
			Name: schools[k], LastYear: gone[k], Source: ncaahkySrc})
	}
	return ds, nil
}

// ncaahkyGone gives the last season (start year) of the schools whose games
// stop before the end of the USCHO file, which lists every D-I team's games
// (Iona, 2002-03): they left Division I. A school last seen in 2012-13 is
// not known to have left: the 2024-26 file lacks some D-I teams and the
// seasons between have no file.
func ncaahkyGone(ds *dataset.Dataset) map[string]int {
	last, _ := source.LastSeasons(ds, nil)
	gone := map[string]int{}
	for k, l := range last {
		if l.Year+1 < ncaahkyLastUSCHO {
			gone[k] = l.Year
		}
	}
	return gone
}

// ncaahkyMOP formats the Most Outstanding Player(s); the team is shown when
// it is not the champion ("Joe Riley (Dartmouth)"). Several MOPs (1960) are
// separated by "; " in both columns.
func ncaahkyMOP(names, teams, champion string) string {
	if names == "" {
		return ""
	}
	ns := strings.Split(names, ";")
	ts := strings.Split(teams, ";")
	out := make([]string, 0, len(ns))
	for i, n := range ns {
		n = strings.TrimSpace(n)
		team := ""
		if len(ts) == len(ns) {
			team = strings.TrimSpace(ts[i])
		}
		if team != "" && team != champion {
			n += " (" + team + ")"
		}
		out = append(out, n)
	}
	return strings.Join(out, "; ")
}
