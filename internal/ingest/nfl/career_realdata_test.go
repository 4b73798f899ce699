package nfl_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/ingest/ingesttest"
	"github.com/almanac-sports/almanac/internal/ingest/nfl"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// nflCareer sums one person's regular-season stat over his season rows the
// way readers do: a season with a total row (no franchise) counts that row
// alone, else every team row.
func nflCareer(ds *dataset.Dataset, person, stat string) (sum float64, seasons int) {
	tot := map[string]bool{}
	for _, ps := range ds.PlayerSeasons {
		if ps.PersonKey == person && ps.FranchiseKey == "" {
			tot[ps.SeasonKey] = true
		}
	}
	seen := map[string]bool{}
	for _, ps := range ds.PlayerSeasons {
		if ps.PersonKey != person || (tot[ps.SeasonKey] && ps.FranchiseKey != "") {
			continue
		}
		if v, ok := ps.Stats[stat]; ok {
			sum += v
			if !seen[ps.SeasonKey] {
				seen[ps.SeasonKey] = true
				seasons++
			}
		}
	}
	return sum, seasons
}

// nflPeopleNamed are the keys of the people with that name who have stats.
func nflPeopleNamed(ds *dataset.Dataset, name string) []string {
	has := map[string]bool{}
	for _, ps := range ds.PlayerSeasons {
		has[ps.PersonKey] = true
	}
	var out []string
	for _, p := range ds.People {
		if strings.EqualFold(p.FirstName+" "+p.LastName, name) && has[p.Key] {
			out = append(out, p.Key)
		}
	}
	return out
}

func TestNFLCareersRealData(t *testing.T) {
	ds := ingesttest.Load(t, "nfl", nfl.Load)
	nflCheckNames(t, ds)
	// A retired player on a team's list (status RET) did not play that
	// season: Drew Brees's career ends in 2020, not on the 2021 Saints' list.
	// Nor did an unsigned free agent: Adam Vinatieri's ends in 2019, not on
	// the 2020 Colts' list as UFA.
	last := map[string]int{"nfl:00-0020531": 2020, "nfl:00-0016919": 2019}
	for _, pl := range ds.Players {
		if want, ok := last[pl.PersonKey]; ok && pl.LastYear != want {
			t.Errorf("%s's last season %d, want %d", pl.PersonKey, pl.LastYear, want)
		}
	}
	for _, e := range ds.Roster {
		if e.PersonKey == "nfl:00-0020531" && e.SeasonKey == "nfl:2021" {
			t.Errorf("Drew Brees on a 2021 roster: %+v", e)
		}
	}
	// A roster season no PFR roster lists a game of is one of no game, not
	// a missing one: Peyton Manning's 2011 (injured) has 0 games.
	manning2011 := 0
	for _, ps := range ds.PlayerSeasons {
		if ps.PersonKey == "nfl:00-0010346" && ps.SeasonKey == "nfl:2011" {
			manning2011++
			if g, ok := ps.Stats["games_played"]; !ok || g != 0 || ps.Stats["games_started"] != 0 || len(ps.Stats) != 3 {
				t.Errorf("Manning 2011: %+v", ps.Stats)
			}
		}
	}
	if manning2011 != 1 {
		t.Errorf("Manning 2011: %d rows, want 1", manning2011)
	}
	for _, tc := range []struct {
		name, season, stat string
		want               float64
	}{
		// T.J. Watt's 2021: 22.5 sacks, the record he shares, from the logs.
		{"T.J. Watt", "nfl:2021", "sacks", 22.5},
		// The logs' nicknames join by last name on the team that season:
		// "Riq Woolen" is Tariq Woolen, whose 6 interceptions led in 2022.
		{"Tariq Woolen", "nfl:2022", "interceptions", 6},
	} {
		if got, ok := nflSeasonStat(ds, tc.name, tc.season, tc.stat); !ok || got != tc.want {
			t.Errorf("%s %s %s = %v (%v), want %v", tc.name, tc.season, tc.stat, got, ok, tc.want)
		}
	}
	// An alias learned from another source's spelling is kept for search.
	for _, p := range ds.People {
		if p.FirstName == "Rocket" && p.LastName == "Ismail" && !slices.Contains(p.Aliases, "Raghib Ismail") {
			t.Errorf("Rocket Ismail's aliases %v", p.Aliases)
		}
	}
	// A total row (no franchise) is labelled TOT or nTM: the finders skip
	// it by that label and count the team rows.
	for _, ps := range ds.PlayerSeasons {
		if ab := ps.TeamAbbrev; ps.FranchiseKey == "" && ab != "TOT" && !(len(ab) == 3 && strings.HasSuffix(ab, "TM")) {
			t.Errorf("total row of %s %s labelled %q", ps.PersonKey, ps.SeasonKey, ab)
			break
		}
	}
	for _, tc := range []struct {
		name, stat string
		want       float64
	}{
		// The official tables' figures, not nflverse's play-by-play sums:
		// Brady's 2000-2022 there is 89,216 (2004 and 2006 differ), Brees's
		// 80,428 (2011: 5,535 for 5,476), Fitzgerald's 17,524 and 1,430.
		{"Tom Brady", "passing_yards", 89214},
		{"Drew Brees", "passing_yards", 80358},
		{"Larry Fitzgerald", "receiving_yards", 17492},
		{"Larry Fitzgerald", "receptions", 1432},
		{"Tom Brady", "passing_touchdowns", 649}, // 2012 from the season file (34), not the weekly sum (35)
		{"Peyton Manning", "passing_yards", 71940},
		{"Peyton Manning", "passing_touchdowns", 539},
		{"Emmitt Smith", "rushing_yards", 18355},
		// nflverse's 2003 (play-by-play) has 861 yards, NFL.com and PFR 869.
		{"Jerry Rice", "receiving_yards", 22895},
		{"Walter Payton", "rushing_yards", 16726},
		{"Dan Marino", "passing_yards", 61361},
		{"Johnny Unitas", "passing_yards", 40239},
		{"Morten Andersen", "field_goals_made", 565},
		{"Adam Vinatieri", "field_goals_made", 599},
		// Punts after 1998 are NFL.com's (no other file has them): Jeff
		// Feagles's 1,713 (1988-2009) and Sean Landeta's 1,401 whole.
		{"Jeff Feagles", "punts", 1713},
		{"Sean Landeta", "punts", 1401},
		// Returns too: Devin Hester's 14 punt and 5 kickoff return scores.
		{"Devin Hester", "punt_return_touchdowns", 14},
		{"Devin Hester", "kick_return_touchdowns", 5},
		// One person across the sources' spellings: PFR's "Rocket Ismail"
		// is NFL.com's and nflverse's "Raghib Ismail" (363 catches, 5,295
		// yards); NFL.com's "Mike Vick" is nflverse's "Michael Vick".
		{"Rocket Ismail", "receptions", 363},
		{"Rocket Ismail", "receiving_yards", 5295},
		{"Michael Vick", "passing_yards", 22464},
		{"Michael Vick", "rushing_yards", 6109},
		// Games from the PFR rosters to 2021 (the weekly files count weeks
		// with an offensive line): Manning 266 and 265 starts, Jason Kelce
		// (a center: no line at all) 159 games in 2011-2021.
		{"Peyton Manning", "games_played", 266},
		{"Peyton Manning", "games_started", 265},
		{"Jason Kelce", "games_played", 159},
		// Defence from 2016 to 2024 from the PFR game logs: Aaron Donald's
		// 111 sacks (2014-2023).
		{"Aaron Donald", "sacks", 111},
	} {
		keys := nflPeopleNamed(ds, tc.name)
		if len(keys) != 1 {
			t.Errorf("%s: %d people with stats %v", tc.name, len(keys), keys)
			continue
		}
		got, n := nflCareer(ds, keys[0], tc.stat)
		if got != tc.want {
			t.Errorf("%s %s = %v over %d seasons, want %v", tc.name, tc.stat, got, n, tc.want)
		} else {
			t.Logf("%s %s = %v over %d seasons", tc.name, tc.stat, got, n)
		}
	}
}

// nflSeasonStat is one player's figure in one season, counted as
// nflCareer counts it (false when no row has it).
func nflSeasonStat(ds *dataset.Dataset, name, season, stat string) (float64, bool) {
	keys := nflPeopleNamed(ds, name)
	if len(keys) != 1 {
		return 0, false
	}
	one := &dataset.Dataset{}
	for _, ps := range ds.PlayerSeasons {
		if _, has := ps.Stats[stat]; has && ps.PersonKey == keys[0] && ps.SeasonKey == season {
			one.PlayerSeasons = append(one.PlayerSeasons, ps)
		}
	}
	sum, n := nflCareer(one, keys[0], stat)
	return sum, n > 0
}

func nflPersonOf(ds *dataset.Dataset, key string) dataset.Person {
	for _, p := range ds.People {
		if p.Key == key {
			return p
		}
	}
	return dataset.Person{}
}

// nflCheckNames: the 2020 passing leader under the name the sport uses, his
// legal name kept as an alias; players known only from the old tables exist.
func nflCheckNames(t *testing.T, ds *dataset.Dataset) {
	t.Helper()
	best, leader := 0.0, ""
	for _, ps := range ds.PlayerSeasons {
		if ps.SeasonKey == "nfl:2020" && ps.Stats["passing_yards"] > best {
			best, leader = ps.Stats["passing_yards"], ps.PersonKey
		}
	}
	p := nflPersonOf(ds, leader)
	if p.FirstName+" "+p.LastName != "Deshaun Watson" || best != 4823 || len(p.Aliases) != 1 || p.Aliases[0] != "Derrick Watson" {
		t.Errorf("2020 passing leader %q %q aliases %v with %v yards", p.FirstName, p.LastName, p.Aliases, best)
	}
	for _, name := range []string{"Walter Payton", "Johnny Unitas", "Emmitt Smith", "Deshaun Watson"} {
		if n := len(nflPeopleNamed(ds, name)); n != 1 {
			t.Errorf("%s: %d people with stats", name, n)
		}
	}
}
