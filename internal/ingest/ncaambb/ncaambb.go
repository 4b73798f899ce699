// Package ncaambb is the NCAA Division I men's basketball importer (group "ncaa-basketball").
//
// Sources (data/basketball, see data/notes/basketball.md):
//   - Kaggle March Machine Learning Mania files: March-Madness-2026_MTeams.csv
//     (school names), the two MNCAATourneyCompactResults files (tournament
//     games 1985-2025), MSeasons.csv (DayZero 1985-2022), MTeamConferences.csv
//   - Conferences.csv, MTeamCoaches.csv.
//   - ncaa-team-data.csv (Sports-Reference via mkearney): team-season W-L 1948-2019.
//   - ncaa_mbb_champions_derived.csv: national champions 1948-2025.
//
// Crosswalks: ncaambb_schools.csv (Sports-Reference slug -> Kaggle TeamID),
// ncaambb_dayzero.csv (DayZero of 2023-2025, missing from MSeasons.csv).
package ncaambb

import (
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const (
	ncaambbDir = "basketball/" // the sport's folder, shared with the NBA's files
	mbbLeague  = "ncaa-basketball"
	mbbChamp   = "ncaa-mens-basketball"
)

type mbbLoader struct {
	fsys fs.FS
	ds   *dataset.Dataset

	teamName  map[string]string       // Kaggle TeamID -> name
	teamLast  map[string]int          // Kaggle TeamID -> LastD1Season
	srToID    map[string]string       // SR slug -> Kaggle TeamID ("" = not a Kaggle school)
	srName    map[string]string       // SR slug -> school name for non-Kaggle schools
	dayZero   map[int]time.Time       // season (end year) -> DayZero
	frKeys    map[string]bool         // franchise keys to build
	seasons   map[int]*dataset.Season // end year -> season
	teamSeas  map[string]*dataset.TeamSeason
	gameKeys  map[string]bool
	coachName map[string]string // snake_case coach name -> display name
	confUsed  map[string][2]int // conf abbrev -> first/last season start year
	srCoach   map[string]bool   // team seasons whose head coach came from ncaa-team-data
	final2026 []dataset.Game    // national finals of the 2026 tournament file (champions.go)
	srCoaches []mbbSRCoach      // ncaa-team-data head coaches with their team's W-L
	// NonMajorSkipped counts ncaa-team-data rows of non-major ("-nm") seasons.
	NonMajorSkipped int
}

// Load builds the ncaa-basketball group.
func Load(fsys fs.FS) (*dataset.Dataset, error) {
	l := &mbbLoader{fsys: fsys, ds: &dataset.Dataset{}, frKeys: map[string]bool{}, seasons: map[int]*dataset.Season{},
		teamSeas: map[string]*dataset.TeamSeason{}, gameKeys: map[string]bool{}, confUsed: map[string][2]int{}, srCoach: map[string]bool{}}
	steps := []struct {
		name string
		fn   func() error
	}{
		{"reference", l.loadReference},
		{"games", l.loadGames},
		{"champions", l.loadChampions},
		{"team seasons", l.loadTeamData},
		{"conferences", l.loadConferences},
		{"coaches", l.loadCoaches},
		{"assemble", l.assemble},
	}
	for _, st := range steps {
		if err := st.fn(); err != nil {
			return nil, fmt.Errorf("ncaa-basketball %s: %w", st.name, err)
		}
	}
	return l.ds, nil
}

func mbbFranchiseKey(teamID string) string { return mbbLeague + ":" + teamID }

// mbbSRFranchiseKey is the key of a school that is not in the Kaggle team
// list (e.g. City College of New York, champion 1950).
func mbbSRFranchiseKey(slug string) string { return mbbLeague + ":sr-" + slug }

func mbbSeasonKey(endYear int) string { return mbbLeague + ":" + strconv.Itoa(endYear-1) }

func (l *mbbLoader) season(endYear int) string {
	if _, ok := l.seasons[endYear]; !ok {
		l.seasons[endYear] = &dataset.Season{Key: mbbSeasonKey(endYear), LeagueKey: mbbLeague, StartYear: endYear - 1, EndYear: endYear,
			Name: fmt.Sprintf("%d-%02d NCAA Division I Men's Basketball Season", endYear-1, endYear%100)}
	}
	return mbbSeasonKey(endYear)
}

func (l *mbbLoader) loadReference() error {
	t, err := source.ReadTable(l.fsys, ncaambbDir+"March-Madness-2026_MTeams.csv")
	if err != nil {
		return err
	}
	l.teamName, l.teamLast = map[string]string{}, map[string]int{}
	t.Each(func(r source.Row) error {
		l.teamName[r.S("TeamID")] = r.S("TeamName")
		l.teamLast[r.S("TeamID")], _ = r.I("LastD1Season")
		return nil
	})
	t, err = source.ReadTable(l.fsys, "crosswalks/ncaambb_schools.csv")
	if err != nil {
		return err
	}
	l.srToID, l.srName = map[string]string{}, map[string]string{}
	if err := t.Each(func(r source.Row) error {
		id := r.S("kaggle_team_id")
		if id != "" && l.teamName[id] == "" {
			return fmt.Errorf("school %s: Kaggle id %s not in MTeams", r.S("sr_slug"), id)
		}
		l.srToID[r.S("sr_slug")] = id
		l.srName[r.S("sr_slug")] = r.S("sr_school_name")
		return nil
	}); err != nil {
		return err
	}
	l.dayZero = map[int]time.Time{}
	t, err = source.ReadTable(l.fsys, ncaambbDir+"MSeasons.csv")
	if err != nil {
		return err
	}
	if err := t.Each(func(r source.Row) error {
		y, _ := r.I("Season")
		d, err := time.Parse("2006-01-02", source.ISODate(r.S("DayZero")))
		if err != nil {
			return err
		}
		l.dayZero[y] = d
		return nil
	}); err != nil {
		return err
	}
	t, err = source.ReadTable(l.fsys, "crosswalks/ncaambb_dayzero.csv")
	if err != nil {
		return err
	}
	return t.Each(func(r source.Row) error {
		y, _ := r.I("season")
		d, err := time.Parse("2006-01-02", r.S("day_zero"))
		if err != nil {
			return err
		}
		if _, dup := l.dayZero[y]; dup {
			return fmt.Errorf("DayZero %d given twice", y)
		}
		l.dayZero[y] = d
		return nil
	})
}

// mbbRound names the tournament round of a DayNum. The days are the same
// every year (134/135 play-in, 136/137 first round, ..., 152 national
// semifinals, 154 final) except 2021, when the whole tournament was played
// in Indiana on a shifted schedule (136 First Four, 137/138 first round,
// 139/140 second round, 145/146 regional semifinals, 147/148 regional finals).
func mbbRound(season, day int) string {
	if season == 2021 {
		switch day {
		case 136:
			return "First Four"
		case 137, 138:
			return "Round of 64"
		case 139, 140:
			return "Round of 32"
		case 145, 146:
			return "Sweet 16"
		case 147, 148:
			return "Elite Eight"
		}
	}
	switch day {
	case 134, 135:
		if season >= 2011 {
			return "First Four"
		}
		return "Opening Round"
	case 136, 137:
		return "Round of 64"
	case 138, 139:
		return "Round of 32"
	case 143, 144:
		return "Sweet 16"
	case 145, 146:
		return "Elite Eight"
	case 152:
		return "Final Four"
	case 154:
		return "National Championship"
	}
	return ""
}

func mbbOvertime(n int) string {
	switch {
	case n <= 0:
		return ""
	case n == 1:
		return "OT"
	default:
		return strconv.Itoa(n) + "OT"
	}
}

func mbbGameKey(season, day int, w, lo string) string {
	return fmt.Sprintf("%s:%d-%d-%s-%s", mbbLeague, season, day, w, lo)
}

// loadGames: the union of the two tournament result files (identical where
// they overlap, 2001-2021); the older file is read first.
func (l *mbbLoader) loadGames() error {
	for _, f := range []string{"NCAA_March_Madness_MNCAATourneyCompactResults.csv", "March-Madness-2026_MNCAATourneyCompactResults.csv"} {
		t, err := source.ReadTable(l.fsys, ncaambbDir+f)
		if err != nil {
			return err
		}
		if err := t.Each(func(r source.Row) error {
			season, _ := r.I("Season")
			day, _ := r.I("DayNum")
			w, lo := r.S("WTeamID"), r.S("LTeamID")
			key := mbbGameKey(season, day, w, lo)
			if l.gameKeys[key] {
				return nil
			}
			dz, ok := l.dayZero[season]
			if !ok {
				return fmt.Errorf("season %d: no DayZero", season)
			}
			ws, ok1 := r.I("WScore")
			ls, ok2 := r.I("LScore")
			if !ok1 || !ok2 {
				return fmt.Errorf("game %s without score", key)
			}
			for _, id := range []string{w, lo} {
				if l.teamName[id] == "" {
					return fmt.Errorf("game %s: team %s not in MTeams", key, id)
				}
				l.frKeys[mbbFranchiseKey(id)] = true
			}
			ot, _ := r.I("NumOT")
			round := mbbRound(season, day)
			if round == "" {
				return fmt.Errorf("game %s: unknown round day", key)
			}
			g := dataset.Game{Key: key, SeasonKey: l.season(season), Date: dz.AddDate(0, 0, day).Format("2006-01-02"),
				HomeKey: mbbFranchiseKey(w), AwayKey: mbbFranchiseKey(lo), HomeName: l.teamName[w], AwayName: l.teamName[lo],
				HomeScore: dataset.IntPtr(ws), AwayScore: dataset.IntPtr(ls), Status: dataset.StatusFinal, GameType: dataset.TypePlayoff, Week: round,
				Overtime: mbbOvertime(ot), Source: f}
			// WLoc is the winner's location. Neutral-site games list the winner first.
			switch r.S("WLoc") {
			case "N":
				g.Neutral = true
			case "A":
				g.HomeKey, g.AwayKey, g.HomeName, g.AwayName = g.AwayKey, g.HomeKey, g.AwayName, g.HomeName
				g.HomeScore, g.AwayScore = g.AwayScore, g.HomeScore
			}
			if day == 154 {
				g.GameType = dataset.TypeChampionship
			}
			l.gameKeys[key] = true
			l.ds.Games = append(l.ds.Games, g)
			for _, id := range []string{w, lo} {
				ts := l.teamSeason(mbbFranchiseKey(id), season)
				ts.MadePlayoffs = true
				mbbAddSource(ts, f)
			}
			return nil
		}); err != nil {
			return err
		}
	}
	if err := l.load2026Tournament(); err != nil {
		return fmt.Errorf("%s: %w", mbbSrc2026, err)
	}
	sort.SliceStable(l.ds.Games, func(i, j int) bool {
		a, b := l.ds.Games[i], l.ds.Games[j]
		if a.Date != b.Date {
			return a.Date < b.Date
		}
		return a.Key < b.Key
	})
	return nil
}

func (l *mbbLoader) teamSeason(fr string, endYear int) *dataset.TeamSeason {
	sk := l.season(endYear)
	k := fr + "|" + sk
	ts, ok := l.teamSeas[k]
	if !ok {
		ts = &dataset.TeamSeason{FranchiseKey: fr, SeasonKey: sk}
		l.teamSeas[k] = ts
	}
	return ts
}

// mbbAddSource appends a source name to a team season's Source once.
func mbbAddSource(ts *dataset.TeamSeason, src string) {
	for _, s := range strings.Split(ts.Source, "; ") {
		if s == src {
			return
		}
	}
	if ts.Source != "" {
		ts.Source += "; "
	}
	ts.Source += src
}

// schoolKey resolves a Sports-Reference slug to a franchise key.
func (l *mbbLoader) schoolKey(slug string) (string, error) {
	id, ok := l.srToID[slug]
	if !ok {
		return "", fmt.Errorf("school %q not in crosswalks/ncaambb_schools.csv", slug)
	}
	if id == "" {
		return mbbSRFranchiseKey(slug), nil
	}
	return mbbFranchiseKey(id), nil
}

// mbbSeasonEndYear parses "1998-99" (and "1999-00") into the end year. The
// file's own `year` column is wrong for 1999-00 (it says 1900), so it is not used.
func mbbSeasonEndYear(s string) (int, error) {
	p := strings.SplitN(s, "-", 2)
	if len(p) != 2 || len(p[0]) != 4 || len(p[1]) != 2 {
		return 0, fmt.Errorf("season %q", s)
	}
	start, err := strconv.Atoi(p[0])
	if err != nil {
		return 0, err
	}
	end := start + 1
	if fmt.Sprintf("%02d", end%100) != p[1] {
		return 0, fmt.Errorf("season %q: end year does not follow start year", s)
	}
	return end, nil
}

// assemble writes league, franchises, seasons and team seasons in key order.
func (l *mbbLoader) assemble() error {
	l.ds.Leagues = append(l.ds.Leagues, dataset.League{Key: mbbLeague, Name: "NCAA Division I Men's Basketball", Abbrev: "NCAA", Sport: dataset.Basketball, Level: dataset.NCAA})
	minY := 0
	for y := range l.seasons {
		if minY == 0 || y < minY {
			minY = y
		}
	}
	l.ds.Leagues[0].FirstYear = minY - 1
	for _, k := range source.SortedKeys(l.frKeys) {
		f := dataset.Franchise{Key: k, Sport: dataset.Basketball, Level: dataset.NCAA, LeagueKey: mbbLeague}
		if slug, ok := strings.CutPrefix(k, mbbLeague+":sr-"); ok {
			f.Name, f.Source = l.srName[slug], "ncaa-team-data.csv; crosswalks/ncaambb_schools.csv"
		} else {
			id := strings.TrimPrefix(k, mbbLeague+":")
			f.Name, f.Source = l.teamName[id], "March-Madness-2026_MTeams.csv"
			if last := l.teamLast[id]; last > 0 && last < 2026 {
				f.LastYear = last - 1 // left Division I
			}
		}
		if f.Name == "" {
			return fmt.Errorf("franchise %s without name", k)
		}
		l.ds.Franchises = append(l.ds.Franchises, f)
	}
	years := make([]int, 0, len(l.seasons))
	for y := range l.seasons {
		years = append(years, y)
	}
	sort.Ints(years)
	for _, y := range years {
		l.ds.Seasons = append(l.ds.Seasons, *l.seasons[y])
	}
	names := map[string]string{}
	for _, f := range l.ds.Franchises {
		names[f.Key] = f.Name
	}
	for _, k := range source.SortedKeys(l.teamSeas) {
		ts := l.teamSeas[k]
		ts.Name = names[ts.FranchiseKey]
		l.ds.TeamSeasons = append(l.ds.TeamSeasons, *ts)
	}
	return nil
}
