package nfl

// NFL players: nflverse rosters 2010-2025 (people, players, roster entries),
// PFR rosters 1996-2009 (pfr_rosters.go)
// and weekly offensive player stats 2014-2024 summed into player seasons.

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// Default seasons of the roster and player-stats files (tests narrow them).
const (
	nflFirstRoster = 2010
	nflLastRoster  = 2025
	nflFirstStats  = 2014
	nflLastStats   = 2024
)

// nflStatCols maps player_stats columns to our stat names (summed).
var nflStatCols = []struct{ col, stat string }{
	{"completions", "completions"},
	{"attempts", "passing_attempts"},
	{"passing_yards", "passing_yards"},
	{"passing_tds", "passing_touchdowns"},
	{"interceptions", "interceptions_thrown"},
	{"sacks", "sacks_taken"},
	{"sack_yards", "sack_yards_lost"},
	{"carries", "rushing_attempts"},
	{"rushing_yards", "rushing_yards"},
	{"rushing_tds", "rushing_touchdowns"},
	{"receptions", "receptions"},
	{"targets", "targets"},
	{"receiving_yards", "receiving_yards"},
	{"receiving_tds", "receiving_touchdowns"},
	{"sack_fumbles_lost", "fumbles_lost"},
	{"rushing_fumbles_lost", "fumbles_lost"},
	{"receiving_fumbles_lost", "fumbles_lost"},
	{"passing_2pt_conversions", "two_point_conversions"},
	{"rushing_2pt_conversions", "two_point_conversions"},
	{"receiving_2pt_conversions", "two_point_conversions"},
	{"special_teams_tds", "special_teams_touchdowns"},
}

type nflPersonAcc struct {
	p                     dataset.Person
	pl                    dataset.Player
	firstSeen, lastSeen   int
	hasBirth, hasCollege  bool
	hasHeight, hasWeight  bool
	hasPosition, hasDraft bool
}

// nflOffList are the roster statuses of a player who was not the team's
// that season: retired, unsigned free agent, restricted free agent.
var nflOffList = map[string]bool{"RET": true, "UFA": true, "RFA": true}

// saw widens the seasons a person's rosters put him in to y (0 is none yet).
func (a *nflPersonAcc) saw(y int) {
	if a.firstSeen == 0 || y < a.firstSeen {
		a.firstSeen = y
	}
	a.lastSeen = max(a.lastSeen, y)
}

func (l *nflLoader) readPlayers() error {
	people := map[string]*nflPersonAcc{}
	var order []string
	noID := 0
	roster := map[string]bool{}
	var retiredRows []dataset.RosterEntry // statuses nflOffList, kept only for a player without another season
	pfrToKey := map[string]string{}       // PFR player id -> nflverse person key
	// Newest season first, so bio fields take the most recent non-empty value.
	for y := l.rosterYears[1]; y >= l.rosterYears[0]; y-- {
		src := fmt.Sprintf("roster_%d.csv", y)
		t, err := source.ReadTable(l.fsys, nflDir+src)
		if err != nil {
			return err
		}
		if err := t.Each(func(r source.Row) error {
			id := r.S("gsis_id")
			if id == "" {
				noID++
				return nil
			}
			key := "nfl:" + id
			fr, err := l.code("nflverse", r.S("team"))
			if err != nil {
				return err
			}
			if pfr := r.S("pfr_id"); pfr != "" {
				pfrToKey[pfr] = key
			}
			// A player on a team's list who was not its player that season
			// (retired, RET: Drew Brees on the 2021 Saints; an unsigned free
			// agent, UFA/RFA: Adam Vinatieri on the 2020 Colts) did not play
			// for it: his bio is read, the season is not his unless he has
			// no other.
			retired := nflOffList[r.S("status")]
			a := people[key]
			if a == nil {
				a = &nflPersonAcc{}
				a.p = dataset.Person{Key: key, Source: "football/roster_YYYY.csv (nflverse)"}
				a.p.FirstName, a.p.LastName, a.p.Aliases = nflRosterName(r.S("full_name"), r.S("football_name"), r.S("first_name"), r.S("last_name"))
				a.p.FirstName, a.p.LastName = source.Keep(a.p.FirstName), source.Keep(a.p.LastName)
				for i, al := range a.p.Aliases {
					a.p.Aliases[i] = source.Keep(al)
				}
				a.pl = dataset.Player{PersonKey: key, Sport: dataset.Football, Level: dataset.Pro, Source: "football/roster_YYYY.csv (nflverse)"}
				people[key] = a
				order = append(order, key)
			}
			if !retired {
				a.saw(y)
			}
			if v := r.S("birth_date"); v != "" && !a.hasBirth {
				a.p.BirthDate, a.hasBirth = source.Keep(v), true
			}
			if v, ok := r.I("height"); ok && v > 0 && !a.hasHeight {
				a.p.HeightIn, a.hasHeight = v, true
			}
			if v, ok := r.I("weight"); ok && v > 0 && !a.hasWeight {
				a.p.WeightLb, a.hasWeight = v, true
			}
			if v := r.S("college"); v != "" && !a.hasCollege {
				a.p.College, a.hasCollege = source.Keep(v), true
			}
			if v := r.S("position"); v != "" && !a.hasPosition {
				a.pl.Position, a.hasPosition = source.Keep(v), true
			}
			if !a.hasDraft {
				if n, ok := r.I("draft_number"); ok && n > 0 {
					a.pl.DraftPick, a.hasDraft = n, true
					a.pl.DraftYear, _ = r.I("entry_year")
				}
			}
			if ry, ok := r.I("rookie_year"); ok && ry > 0 && (a.pl.FirstYear == 0 || ry < a.pl.FirstYear) {
				a.pl.FirstYear = ry
			}
			// One roster entry per player, team and season (the files hold a
			// few exact duplicates).
			rk := key + "|" + fr + "|" + strconv.Itoa(y)
			if roster[rk] {
				return nil
			}
			roster[rk] = true
			e := dataset.RosterEntry{PersonKey: key, FranchiseKey: fr, SeasonKey: nflSeasonKey("nfl", y),
				Jersey: source.Keep(r.S("jersey_number")), Position: source.Keep(r.S("position")), Status: source.Keep(r.S("status")), Source: src}
			if retired {
				retiredRows = append(retiredRows, e)
				return nil
			}
			l.ds.Roster = append(l.ds.Roster, e)
			return nil
		}); err != nil {
			return err
		}
	}
	for _, e := range retiredRows {
		if a := people[e.PersonKey]; a.firstSeen == 0 {
			a.saw(nflYearOf(e.SeasonKey))
			l.ds.Roster = append(l.ds.Roster, e)
		}
	}
	if err := l.readPFRRosters(people, &order, pfrToKey); err != nil {
		return err
	}
	if err := l.readPlayerStats(people); err != nil {
		return err
	}
	if l.careerFiles {
		if err := l.readCareerFiles(people, &order); err != nil {
			return err
		}
	}
	for _, k := range order {
		a := people[k]
		if a.pl.FirstYear == 0 || a.pl.FirstYear > a.firstSeen {
			a.pl.FirstYear = a.firstSeen
		}
		a.pl.LastYear = a.lastSeen
		l.ds.People = append(l.ds.People, a.p)
		l.ds.Players = append(l.ds.Players, a.pl)
	}
	return nil
}

// nflSrcWeekly1013 holds the weekly player_stats of 2010-2013 stacked in one
// file (same columns as player_stats_YYYY.csv). The season file gives the
// regular-season values of those years (the weekly sums differ for 12
// player-seasons, e.g. Brady 2012: 35 touchdown passes against the official
// 34); this file adds what the season file lacks, the playoffs, and is
// compared for the regular season (stats_nflverse.go).
const nflSrcWeekly1013 = "nflverse_player_stats_weekly_2010_2013.csv"

func (l *nflLoader) readPlayerStats(people map[string]*nflPersonAcc) error {
	for y := l.statsYears[0]; y <= l.statsYears[1]; y++ {
		src := fmt.Sprintf("player_stats_%d.csv", y)
		t, err := source.ReadTable(l.fsys, nflDir+src)
		if err != nil {
			return err
		}
		rows, err := l.sumWeekly(t, src, people)
		if err != nil {
			return err
		}
		l.ds.PlayerSeasons = append(l.ds.PlayerSeasons, rows...)
	}
	return nil
}

// sumWeekly sums one weekly player_stats table into a player season per
// player, team and season (regular season; the playoffs apart).
func (l *nflLoader) sumWeekly(t *source.Table, src string, people map[string]*nflPersonAcc) ([]dataset.PlayerSeason, error) {
	type acc struct {
		ps       dataset.PlayerSeason
		regWeeks map[string]bool
		postWeek map[string]bool
	}
	cols := make([]int, len(nflStatCols))
	var err error
	for i, c := range nflStatCols {
		if cols[i], err = t.Col(c.col); err != nil {
			return nil, err
		}
	}
	m := map[string]*acc{}
	var order []string
	if err := t.Each(func(r source.Row) error {
		key := "nfl:" + r.S("player_id")
		if people[key] == nil {
			return fmt.Errorf("player %s not in any roster file", key)
		}
		y, ok := r.I("season")
		if !ok {
			return fmt.Errorf("bad season %q", r.S("season"))
		}
		fr, err := l.code("nflverse", r.S("recent_team"))
		if err != nil {
			return err
		}
		k := key + "|" + fr + "|" + strconv.Itoa(y)
		a := m[k]
		if a == nil {
			a = &acc{ps: dataset.PlayerSeason{PersonKey: key, SeasonKey: nflSeasonKey("nfl", y), FranchiseKey: fr,
				TeamAbbrev: r.S("recent_team"), Position: r.S("position"), Stats: map[string]float64{}, Source: src},
				regWeeks: map[string]bool{}, postWeek: map[string]bool{}}
			m[k] = a
			order = append(order, k)
		}
		target, err := nflWeekSide(r, a.ps.Stats, &a.ps.Postseason, a.regWeeks, a.postWeek)
		if err != nil {
			return err
		}
		for i, c := range nflStatCols {
			v, ok := nflFloat(r, cols[i])
			if ok && v != 0 {
				target[c.stat] += v
			}
		}
		return nil
	}); err != nil {
		return nil, err
	}
	out := make([]dataset.PlayerSeason, 0, len(order))
	for _, k := range order {
		out = append(out, m[k].ps)
	}
	return out, nil
}

// nflWeekSide picks the regular-season or playoff totals a weekly row adds
// to, counting its week once as a game played.
func nflWeekSide(r source.Row, reg map[string]float64, post *map[string]float64, regWeeks, postWeeks map[string]bool) (map[string]float64, error) {
	target, weeks := reg, regWeeks
	switch t := r.S("season_type"); t {
	case "REG":
	case "POST":
		if *post == nil {
			*post = map[string]float64{}
		}
		target, weeks = *post, postWeeks
	default:
		return nil, fmt.Errorf("unknown season_type %q", t)
	}
	if w := r.S("week"); !weeks[w] {
		weeks[w] = true
		target["games_played"]++
	}
	return target, nil
}

// nflRosterName is the name the sport uses: nflverse's football_name (the
// first name a player goes by, "Deshaun") with the rest of full_name
// ("Deshaun Watson"); first_name/last_name are the legal name ("Derrick
// Watson"), kept as an alias when it differs.
func nflRosterName(full, football, first, last string) (string, string, []string) {
	fn, ln := first, last
	switch rest, ok := strings.CutPrefix(full, football+" "); {
	case football != "" && ok:
		fn, ln = football, strings.TrimSpace(rest)
	case football != "":
		fn = football
	case full != "":
		fn, ln = nflSplitName(full)
	}
	if fn == "" && ln == "" {
		return first, last, nil
	}
	legal := strings.TrimSpace(first + " " + last)
	if legal != "" && nflNameKey(legal) != nflNameKey(fn+" "+ln) { // not for a suffix or punctuation alone
		return fn, ln, []string{legal}
	}
	return fn, ln, nil
}

// nflFloat reads column i of r as a number ("", "NA" -> false).
func nflFloat(r source.Row, i int) (float64, bool) {
	s, ok := r.Cell(i)
	if s = strings.TrimSpace(s); !ok || s == "" || s == "NA" {
		return 0, false
	}
	v, err := strconv.ParseFloat(s, 64)
	return v, err == nil
}
