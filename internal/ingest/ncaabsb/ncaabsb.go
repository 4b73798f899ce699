// Package ncaabsb is the NCAA Division I baseball importer (group "ncaa-baseball"): the Men's
// College World Series champions from the curated table
// data/curated/college_world_series.csv, and the 2025-2026 games of D-I
// teams from the stats.ncaa.org box-score file (games.go) with a
// franchise per D-I school (teams.go).
package ncaabsb

import (
	"fmt"
	"io/fs"
	"log/slog"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"

	"github.com/almanac-sports/almanac/internal/slug"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const (
	ncaaBsbLeague = "ncaa-baseball"
	ncaaBsbFile   = "curated/college_world_series.csv"
)

var ncaaBsbChampionship = dataset.Championship{
	Key: "college-world-series", Name: "Men's College World Series", OfficialName: "NCAA Division I Baseball Championship",
	Description: "The NCAA's national championship tournament for college baseball, its finals played in Omaha since 1950.",
	Sport:       dataset.Baseball, Level: dataset.NCAA, LeagueKey: ncaaBsbLeague, FirstYear: 1947,
}

// ncaaBsbRow is one curated row with unverified fields already blanked.
type ncaaBsbRow struct {
	Year                               int
	Champion, RunnerUp, Result, Series string
	Site, MOP, MOPTeam                 string
	ChampionUnverified                 bool
}

func ncaaBsbParse(t *source.Table) ([]ncaaBsbRow, error) {
	var out []ncaaBsbRow
	err := t.Each(func(r source.Row) error {
		unv := map[string]bool{}
		for _, f := range strings.FieldsFunc(r.S("unverified_fields"), func(c rune) bool { return c == ';' || c == ',' || c == ' ' }) {
			unv[f] = true
		}
		get := func(col string) string {
			if unv[col] {
				return ""
			}
			return r.S(col)
		}
		y, ok := r.I("year")
		if !ok {
			return fmt.Errorf("bad year %q", r.S("year"))
		}
		row := ncaaBsbRow{Year: y, Champion: get("champion"), RunnerUp: get("runner_up"), Result: get("result"),
			Series: get("series"), Site: get("site"), MOP: get("most_outstanding_player"), MOPTeam: get("mop_team"),
			ChampionUnverified: unv["champion"]}
		if row.MOP == "" {
			row.MOPTeam = ""
		}
		out = append(out, row)
		return nil
	})
	return out, err
}

var ncaaBsbScoreRE = regexp.MustCompile(`^(\d+)-(\d+)(?:\s*\((\d+) inn\.?\))?$`)

// ncaaBsbScore parses "8-7" or "2-1 (11 inn.)" (winner first).
func ncaaBsbScore(s string) (w, l *int, innings int, ok bool) {
	m := ncaaBsbScoreRE.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return nil, nil, 0, false
	}
	a, _ := strconv.Atoi(m[1])
	b, _ := strconv.Atoi(m[2])
	if m[3] != "" {
		innings, _ = strconv.Atoi(m[3])
	}
	return dataset.IntPtr(a), dataset.IntPtr(b), innings, true
}

var ncaaBsbUntilRE = regexp.MustCompile(`^(.*?)\s*\((.+) until (\d{4})\)$`)

// ncaaBsbSite splits "Venue, City, ST" and resolves "Name (Old name until
// YYYY)" to the name in use in year.
func ncaaBsbSite(site string, year int) (venue, city string) {
	parts := strings.Split(site, ", ")
	if len(parts) < 3 {
		return strings.TrimSpace(site), ""
	}
	venue = strings.Join(parts[:len(parts)-2], ", ")
	city = parts[len(parts)-2]
	if m := ncaaBsbUntilRE.FindStringSubmatch(venue); m != nil {
		until, _ := strconv.Atoi(m[3])
		if year <= until {
			venue = m[2]
		} else {
			venue = m[1]
		}
	}
	return venue, city
}

func ncaaBsbKey(school string) string { return ncaaBsbLeague + ":" + slug.Make(school) }

// Load builds the ncaa-baseball group from the curated table,
// the D-I team list and the games file.
func Load(fsys fs.FS) (*dataset.Dataset, error) {
	t, err := source.ReadTable(fsys, ncaaBsbFile)
	if err != nil {
		return nil, err
	}
	rows, err := ncaaBsbParse(t)
	if err != nil {
		return nil, err
	}
	teams, err := ncaaBsbReadTeams(fsys)
	if err != nil {
		return nil, err
	}
	gs, err := ncaaBsbLoadGames(fsys, teams)
	if err != nil {
		return nil, err
	}
	slog.Info("ncaa-baseball games", "games", len(gs.games), "duplicate_contests", gs.duplicates,
		"without_box", gs.noBox, "without_score", gs.noScore, "home_away_reversed", gs.swapped, "score_disagreements", len(gs.disagreements))
	return ncaaBsbBuild(rows, teams, gs)
}

func ncaaBsbBuild(rows []ncaaBsbRow, teams map[string]ncaaBsbTeam, gs *ncaaBsbGames) (*dataset.Dataset, error) {
	ds := &dataset.Dataset{}
	first, last := 0, 0
	for _, r := range rows {
		if first == 0 || r.Year < first {
			first = r.Year
		}
		last = max(last, r.Year)
	}
	for y := range gs.dates {
		last = max(last, y)
	}
	ds.Leagues = append(ds.Leagues, dataset.League{Key: ncaaBsbLeague, Name: "NCAA Division I Baseball", Abbrev: "NCAA",
		Sport: dataset.Baseball, Level: dataset.NCAA, FirstYear: first, LastYear: last})
	ds.Championships = append(ds.Championships, ncaaBsbChampionship)
	if err := ncaaBsbD1(ds, teams, gs); err != nil {
		return nil, err
	}
	franch := map[string]bool{}
	for _, f := range ds.Franchises {
		franch[f.Key] = true
	}
	addSchool := func(name string) string {
		if name == "" {
			return ""
		}
		k := ncaaBsbKey(name)
		if !franch[k] {
			franch[k] = true
			ds.Franchises = append(ds.Franchises, dataset.Franchise{Key: k, Sport: dataset.Baseball, Level: dataset.NCAA, LeagueKey: ncaaBsbLeague,
				Name: name, Source: ncaaBsbFile})
		}
		return k
	}
	seasons := map[int]bool{}
	newSeason := func(y int) dataset.Season {
		d := gs.dates[y]
		return dataset.Season{Key: source.SeasonKey(ncaaBsbLeague, y), LeagueKey: ncaaBsbLeague, StartYear: y, EndYear: y,
			Name: fmt.Sprintf("%d NCAA Baseball Season", y), StartDate: d[0], EndDate: d[1]}
	}
	for _, r := range rows {
		sk := source.SeasonKey(ncaaBsbLeague, r.Year)
		if seasons[r.Year] {
			return nil, fmt.Errorf("%s: duplicate year %d", ncaaBsbFile, r.Year)
		}
		seasons[r.Year] = true
		s := newSeason(r.Year)
		// 2020 (not held) has no champion; rows whose champion is unverified are skipped.
		if r.Champion == "" || r.ChampionUnverified {
			ds.Seasons = append(ds.Seasons, s)
			continue
		}
		res := dataset.ChampionshipResult{ChampionshipKey: ncaaBsbChampionship.Key, SeasonKey: sk, Year: r.Year,
			WinnerName: r.Champion, RunnerUpName: r.RunnerUp, SeriesResult: r.Series, MVP: r.MOP, Source: ncaaBsbFile}
		res.WinnerKey = addSchool(r.Champion)
		res.RunnerUpKey = addSchool(r.RunnerUp)
		s.ChampionKey = res.WinnerKey
		var notes []string
		if r.Result != "" {
			w, l, inn, ok := ncaaBsbScore(r.Result)
			if !ok {
				return nil, fmt.Errorf("%s %d: unparsable result %q", ncaaBsbFile, r.Year, r.Result)
			}
			res.WinnerScore, res.RunnerUpScore = w, l
			if inn > 0 {
				notes = append(notes, fmt.Sprintf("Final game went %d innings", inn))
			}
		}
		if r.MOPTeam != "" && r.MOPTeam != r.Champion {
			notes = append(notes, "Most Outstanding Player from "+r.MOPTeam)
		}
		res.Notes = strings.Join(notes, "; ")
		res.VenueName, res.City = ncaaBsbSite(r.Site, r.Year)
		if d := ncaaBsbLinkFinals(&res, gs.games); d != nil {
			ds.Disagreements = append(ds.Disagreements, *d)
		}
		ds.Seasons = append(ds.Seasons, s)
		ds.ChampionshipResults = append(ds.ChampionshipResults, res)
	}
	// Seasons with games but no curated row (2026: champion not decided in the data).
	var extra []int
	for y := range gs.dates {
		if !seasons[y] {
			extra = append(extra, y)
		}
	}
	sort.Ints(extra)
	for _, y := range extra {
		ds.Seasons = append(ds.Seasons, newSeason(y))
	}
	ds.Games = gs.games
	ncaaBsbRecords(ds)
	for _, k := range gs.venueOrder {
		ds.Venues = append(ds.Venues, *gs.venues[k])
	}
	ds.Disagreements = append(ds.Disagreements, gs.disagreements...)
	ncaaBsbLastYears(ds)
	return ds, nil
}

// ncaaBsbLastYears ends the schools that did not play the latest season
// (the team list holds every D-I team of each season): their last season
// is their latest team-season, else their latest title series (Rollins,
// runner-up 1954, never in the team list).
func ncaaBsbLastYears(ds *dataset.Dataset) {
	listed, latest := source.LastSeasons(ds, nil)
	last := make(map[string]int, len(listed))
	for k, l := range listed {
		last[k] = l.Year
	}
	for _, r := range ds.ChampionshipResults {
		for _, k := range []string{r.WinnerKey, r.RunnerUpKey} {
			if _, ok := listed[k]; k != "" && !ok {
				last[k] = max(last[k], r.Year)
			}
		}
	}
	for i := range ds.Franchises {
		f := &ds.Franchises[i]
		if y, ok := last[f.Key]; ok && y < latest {
			f.LastYear = y
		}
	}
}

// ncaaBsbLinkFinals marks the games of a title's finals (the last games
// between the champion and the runner-up that season: one, or as many as
// the series result counts) as championship games and links the deciding
// one, when its score is the curated one; another score is a disagreement
// and the result stays unlinked.
func ncaaBsbLinkFinals(res *dataset.ChampionshipResult, games []dataset.Game) *dataset.Disagreement {
	if res.WinnerKey == "" || res.RunnerUpKey == "" {
		return nil
	}
	var idx []int
	for i, g := range games {
		if g.SeasonKey == res.SeasonKey && ((g.HomeKey == res.WinnerKey && g.AwayKey == res.RunnerUpKey) || (g.AwayKey == res.WinnerKey && g.HomeKey == res.RunnerUpKey)) {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		return nil
	}
	n := 1
	if w, l, ok := strings.Cut(res.SeriesResult, "-"); ok {
		a, _ := strconv.Atoi(w)
		b, _ := strconv.Atoi(l)
		n = max(1, a+b)
	}
	idx = idx[max(0, len(idx)-n):] // games are in date order
	last := &games[idx[len(idx)-1]]
	ws, rs := last.HomeScore, last.AwayScore
	if last.AwayKey == res.WinnerKey {
		ws, rs = rs, ws
	}
	if res.WinnerScore != nil && (*ws != *res.WinnerScore || *rs != *res.RunnerUpScore) {
		return &dataset.Disagreement{Subject: fmt.Sprintf("%d College World Series final", res.Year), Field: "score (champion-runner-up)",
			KeptSource: res.Source, KeptValue: fmt.Sprintf("%d-%d", *res.WinnerScore, *res.RunnerUpScore),
			OtherSource: ncaaBsbGamesFile + " game " + last.Key, OtherValue: fmt.Sprintf("%d-%d", *ws, *rs)}
	}
	for k, i := range idx {
		games[i].GameType, games[i].Week = dataset.TypeChampionship, fmt.Sprintf("CWS Finals game %d", k+1)
	}
	res.GameKey, res.Date = last.Key, last.Date
	if res.WinnerScore == nil {
		res.WinnerScore, res.RunnerUpScore = ws, rs
	}
	return nil
}
