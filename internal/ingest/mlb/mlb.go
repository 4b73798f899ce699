// Package mlb is the MLB importer (group "mlb"): the Lahman Baseball Database 2025 release
// (seasons 1871-2024), Retrosheet game info 1899-2024 (attendance_data.csv.gz,
// via the MLBEconomics R package), Retrosheet reference files (ballparks,
// team list, coaches) and the curated team table data/curated/mlb_teams.csv.
// See data/notes/baseball.md for sources, licences and known gaps.
package mlb

import (
	"fmt"
	"io/fs"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const (
	mlbDir     = "baseball/"
	mlbWSFirst = 1903 // first modern World Series
)

// mlbLeagueInfo names the Lahman lgIDs.
var mlbLeagueInfo = map[string]struct{ Key, Name string }{
	"AL": {"al", "American League"},
	"NL": {"nl", "National League"},
	"AA": {"aa", "American Association"},
	"UA": {"ua", "Union Association"},
	"PL": {"pl", "Players' League"},
	"FL": {"fl", "Federal League"},
	"NA": {"na", "National Association"},
}

// mlbLeagueOrder fixes the output order of leagues.
var mlbLeagueOrder = []string{"AL", "NL", "AA", "UA", "PL", "FL", "NA"}

var mlbDivisionNames = map[string]string{"E": "East", "C": "Central", "W": "West"}

// mlbTables are the files Load reads (path below data/).
var mlbTables = []string{
	"Teams.csv", "TeamsFranchises.csv", "SeriesPost.csv", "Managers.csv", "HomeGames.csv",
	"Parks.csv", "ballparks.csv", "NgLgNov2025-teams.csv", "attendance_data.csv",
	"People.csv", "AwardsPlayers.csv", "AwardsManagers.csv",
	"AllstarFull.csv", "HallOfFame.csv", "CollegePlaying.csv", "Schools.csv", "coaches.csv",
	mlbSrcGameinfo, mlbBrefFiles[mlbBrefBat].file, mlbBrefFiles[mlbBrefPit].file, mlbBrefFiles[mlbBrefFld].file,
}

// ---------------------------------------------------------------------------
// Raw column access. Row.S maps "NA" to "", but "NA" is a real Lahman lgID
// (National Association), so the importer reads raw values through mlbCols.

type mlbCols struct {
	t   *source.Table
	idx map[string]int
}

func mlbColsOf(t *source.Table, names ...string) (mlbCols, error) {
	m, err := t.Cols(names...)
	if err != nil {
		return mlbCols{}, err
	}
	return mlbCols{t: t, idx: m}, nil
}

// s returns the trimmed raw value of column name in rec.
func (c mlbCols) s(rec []string, name string) string {
	i, ok := c.idx[name]
	if !ok {
		panic("mlb: column not resolved: " + name)
	}
	if i >= len(rec) {
		return ""
	}
	return strings.TrimSpace(rec[i])
}

// i parses an integer column (0 when empty).
func (c mlbCols) i(rec []string, name string) int {
	v, _ := source.ParseInt(c.s(rec, name))
	return v
}

// n parses an integer column and tells whether it was present.
func (c mlbCols) n(rec []string, name string) (int, bool) {
	return source.ParseInt(c.s(rec, name))
}

// mlbReadAll reads the named tables from dir concurrently.
func mlbReadAll(fsys fs.FS, dir string, names []string) (map[string]*source.Table, error) {
	out := make(map[string]*source.Table, len(names))
	var mu sync.Mutex
	var firstErr error
	var wg sync.WaitGroup
	sem := make(chan struct{}, 3)
	for _, n := range names {
		wg.Add(1)
		go func(n string) {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			t, err := source.ReadTable(fsys, dir+n)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				if firstErr == nil {
					firstErr = err
				}
				return
			}
			out[n] = t
		}(n)
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	return out, nil
}

// mlbReadInTurn returns the named tables of dir one by one, in order, each
// read while its predecessor is used: two tables at most are held at once,
// not all of them.
func mlbReadInTurn(fsys fs.FS, dir string, names []string) (next func() (*source.Table, error)) {
	type read struct {
		t   *source.Table
		err error
	}
	start := func(n string) chan read {
		c := make(chan read, 1)
		go func() {
			t, err := source.ReadTable(fsys, dir+n)
			c <- read{t, err}
		}()
		return c
	}
	i := 0
	var ahead chan read
	if len(names) > 0 {
		ahead = start(names[0])
	}
	return func() (*source.Table, error) {
		if i >= len(names) {
			return nil, fmt.Errorf("no table after %s", names[len(names)-1])
		}
		r := <-ahead
		i++
		if i < len(names) {
			ahead = start(names[i])
		}
		return r.t, r.err
	}
}

// ---------------------------------------------------------------------------
// Team-seasons (Lahman Teams.csv)

type mlbYT struct {
	Year int
	ID   string
}

type mlbYTP struct {
	Year       int
	Team, Park string
}

type mlbTeam struct {
	Year                        int
	ID, LgID, Franch, Div       string
	Name, Park, BR, Retro       string
	G, W, L                     int
	DivWin, WCWin, LgWin, WSWin bool
	InPost                      bool   // appears in SeriesPost that year
	MainPark                    string // Retrosheet park id with most home games (HomeGames.csv)
	City                        string
	Manager                     string // last manager's display name
	// Abbrev is the club's abbreviation after Lahman when a new identity
	// gives one (ATH, the Athletics from 2025); else BR is.
	Abbrev string
}

func (t *mlbTeam) League() string    { return mlbLeagueInfo[t.LgID].Key }
func (t *mlbTeam) SeasonKey() string { return source.SeasonKey(t.League(), t.Year) }
func (t *mlbTeam) FranchKey() string { return "mlb:" + t.Franch }

// Ties: Lahman Teams has no tie column; G counts tie games, so ties = G-W-L
// (checked against the game scores: it matches for 98% of 1899-2024 team-seasons).
func (t *mlbTeam) Ties() int {
	if d := t.G - t.W - t.L; d > 0 {
		return d
	}
	return 0
}

type mlbTeams struct {
	lastYear   int        // latest season (Lahman's, or the one carried past it)
	lahmanLast int        // latest season in Teams.csv (2024)
	list       []*mlbTeam // sorted by year, league, team id
	byID       map[mlbYT]*mlbTeam
	byRetro    map[mlbYT]*mlbTeam
}

// mlbRetroFixes corrects Lahman teamIDretro values that are not Retrosheet ids.
var mlbRetroFixes = map[mlbYT]string{
	// Lahman Teams.csv gives teamIDretro "BL5" for the 1882 Baltimore Orioles
	// (teamID BL2); Retrosheet's team list has that club as BL2 (1882-1889)
	// and no BL5.
	{1882, "BL2"}: "BL2",
}

func mlbParseTeams(t *source.Table) (*mlbTeams, error) {
	c, err := mlbColsOf(t, "yearID", "lgID", "teamID", "franchID", "divID", "G", "W", "L", "DivWin", "WCWin", "LgWin", "WSWin", "name", "park", "teamIDBR", "teamIDretro")
	if err != nil {
		return nil, err
	}
	ts := &mlbTeams{byID: map[mlbYT]*mlbTeam{}, byRetro: map[mlbYT]*mlbTeam{}}
	for n, rec := range t.Rows {
		tm := &mlbTeam{
			Year: c.i(rec, "yearID"), LgID: c.s(rec, "lgID"), ID: c.s(rec, "teamID"), Franch: c.s(rec, "franchID"),
			Div: c.s(rec, "divID"), G: c.i(rec, "G"), W: c.i(rec, "W"), L: c.i(rec, "L"),
			DivWin: c.s(rec, "DivWin") == "Y", WCWin: c.s(rec, "WCWin") == "Y", LgWin: c.s(rec, "LgWin") == "Y", WSWin: c.s(rec, "WSWin") == "Y",
			Name: c.s(rec, "name"), Park: c.s(rec, "park"), BR: c.s(rec, "teamIDBR"), Retro: c.s(rec, "teamIDretro"),
		}
		if fix, ok := mlbRetroFixes[mlbYT{tm.Year, tm.ID}]; ok {
			tm.Retro = fix
		}
		if tm.Year == 0 || tm.ID == "" || tm.Franch == "" {
			return nil, fmt.Errorf("%s line %d: missing year, team or franchise", t.Name, n+2)
		}
		if _, ok := mlbLeagueInfo[tm.LgID]; !ok {
			return nil, fmt.Errorf("%s line %d: unknown league %q", t.Name, n+2, tm.LgID)
		}
		k := mlbYT{tm.Year, tm.ID}
		if ts.byID[k] != nil {
			return nil, fmt.Errorf("%s line %d: duplicate team-season %d %s", t.Name, n+2, tm.Year, tm.ID)
		}
		ts.byID[k] = tm
		if tm.Retro != "" {
			rk := mlbYT{tm.Year, tm.Retro}
			if ts.byRetro[rk] != nil {
				return nil, fmt.Errorf("%s line %d: duplicate Retrosheet id %d %s", t.Name, n+2, tm.Year, tm.Retro)
			}
			ts.byRetro[rk] = tm
		}
		ts.list = append(ts.list, tm)
		ts.lastYear = max(ts.lastYear, tm.Year)
	}
	sort.SliceStable(ts.list, func(i, j int) bool {
		a, b := ts.list[i], ts.list[j]
		if a.Year != b.Year {
			return a.Year < b.Year
		}
		if a.LgID != b.LgID {
			return mlbLeagueRank(a.LgID) < mlbLeagueRank(b.LgID)
		}
		return a.ID < b.ID
	})
	return ts, nil
}

func mlbLeagueRank(lg string) int {
	for i, l := range mlbLeagueOrder {
		if l == lg {
			return i
		}
	}
	return len(mlbLeagueOrder)
}

// ---------------------------------------------------------------------------
// Load

// Load reads the baseball folder and the curated MLB team table.
func Load(fsys fs.FS) (*dataset.Dataset, error) { return load(fsys, false) }

// LoadFrozen is Load with each player season frozen as it is built (see
// dataset.Dataset.Freeze), the form the import writes: the stat maps of
// ~117,000 seasons were the largest part of the load's heap, held beside
// the box scores parsed after them.
func LoadFrozen(fsys fs.FS) (*dataset.Dataset, error) { return load(fsys, true) }

func load(fsys fs.FS, freeze bool) (*dataset.Dataset, error) {
	tabs, err := mlbReadAll(fsys, mlbDir, mlbTables)
	if err != nil {
		return nil, err
	}
	cur, err := source.ReadTable(fsys, "curated/mlb_teams.csv")
	if err != nil {
		return nil, err
	}
	xw, err := source.ReadTable(fsys, "crosswalks/mlb_retro_teams.csv")
	if err != nil {
		return nil, err
	}
	ws, err := source.ReadTable(fsys, mlbSrcWS2025)
	if err != nil {
		return nil, err
	}
	tabs[mlbSrcWS2025], tabs["crosswalks/mlb_retro_teams.csv"] = ws, xw
	b := &mlbBuild{ds: &dataset.Dataset{}, tabs: tabs, fsys: fsys, freeze: freeze}
	steps := []func() error{
		b.loadTeams, b.recentTeams, b.leagues, b.seriesPost, b.homeParks, b.recentParks, b.retroTeams, b.loadPeople, b.managers,
		func() error { return b.loadFranchises(cur, xw) },
		b.loadGames, b.venues, b.seasons, b.teamSeasons, b.worldSeries, b.writeGames, b.dropTables,
		b.playerStats, b.awards, b.coaches, b.boxScores, b.brefSeasons,
	}
	for _, st := range steps {
		if err := st(); err != nil {
			return nil, err
		}
	}
	return b.ds, nil
}

// mlbLateTables are the tables read after the games are written (awards,
// coaches, the Baseball-Reference season).
var mlbLateTables = []string{"AwardsPlayers.csv", "AwardsManagers.csv", "AllstarFull.csv", "HallOfFame.csv", "coaches.csv",
	mlbBrefFiles[mlbBrefBat].file, mlbBrefFiles[mlbBrefPit].file, mlbBrefFiles[mlbBrefFld].file}

// dropTables lets go of the tables no later step reads: the player stats
// and box scores that follow are the load's largest rows, and the game
// and team tables (~80 MB parsed) need not sit beside them.
func (b *mlbBuild) dropTables() error {
	for name := range b.tabs {
		if !slices.Contains(mlbLateTables, name) {
			delete(b.tabs, name)
		}
	}
	return nil
}

// mlbBuild carries the intermediate state of one load.
type mlbBuild struct {
	fsys   fs.FS
	ds     *dataset.Dataset
	tabs   map[string]*source.Table
	freeze bool // player seasons are frozen as they are built (LoadFrozen)

	teams      *mlbTeams
	series     []mlbSeries
	roundOf    map[mlbPair]string // postseason round label per team pair and year
	retroTeam  map[string]mlbRetroTeam
	parks      map[string]*mlbPark // Retrosheet park id -> park facts
	venueUsed  map[string]bool
	venueOver  map[string]mlbVenueOverride
	homeCount  map[mlbYTP]int // home games per team-season and park
	games      []mlbGame
	gameStats  mlbGameStats
	people     map[string]*mlbPersonInfo    // Lahman playerID -> facts
	retroToID  map[string]string            // Retrosheet person id -> Lahman playerID
	bbrefToID  map[string]string            // Baseball-Reference id -> Lahman playerID
	boxTotals  map[mlbYT]map[string]float64 // Retrosheet box totals per club of the season after Lahman
	mgrRows    []mlbManagerRow
	franchises map[string]*dataset.Franchise

	// Seasons past Lahman (recent.go).
	recent         []mlbGame
	recentSeries   []mlbSeries
	recentMVP      map[int]string // World Series MVP by year
	recentManager  map[int]string // World Series winning manager by year
	scheduledGames map[int]int    // games per team on the schedule of a season in progress
}

// ---------------------------------------------------------------------------
// Leagues and divisions

func (b *mlbBuild) loadTeams() error {
	ts, err := mlbParseTeams(b.tabs["Teams.csv"])
	if err != nil {
		return err
	}
	b.teams = ts
	return nil
}

func (b *mlbBuild) leagues() error {
	first, last := map[string]int{}, map[string]int{}
	type divSpan struct{ first, last int }
	divs := map[string]*divSpan{}
	for _, t := range b.teams.list {
		if first[t.LgID] == 0 || t.Year < first[t.LgID] {
			first[t.LgID] = t.Year
		}
		if t.Year > last[t.LgID] {
			last[t.LgID] = t.Year
		}
		if t.Div != "" {
			if _, ok := mlbDivisionNames[t.Div]; !ok {
				return fmt.Errorf("Teams.csv: unknown divID %q (%d %s)", t.Div, t.Year, t.ID)
			}
			k := t.LgID + "|" + t.Div
			d := divs[k]
			if d == nil {
				d = &divSpan{t.Year, t.Year}
				divs[k] = d
			}
			d.first = min(d.first, t.Year)
			d.last = max(d.last, t.Year)
		}
	}
	for _, lg := range mlbLeagueOrder {
		if first[lg] == 0 {
			continue
		}
		info := mlbLeagueInfo[lg]
		b.ds.Leagues = append(b.ds.Leagues, dataset.League{
			Key: info.Key, Name: info.Name, Abbrev: lg, Sport: dataset.Baseball, Level: dataset.Pro,
			FirstYear: first[lg], LastYear: last[lg],
		})
		for _, dv := range []string{"E", "C", "W"} {
			d := divs[lg+"|"+dv]
			if d == nil {
				continue
			}
			lastYear := d.last
			if lastYear == b.teams.lastYear {
				lastYear = 0 // still in use
			}
			b.ds.Divisions = append(b.ds.Divisions, dataset.Division{
				Key: mlbDivisionKey(lg, dv), LeagueKey: info.Key,
				Name: info.Name + " " + mlbDivisionNames[dv], FirstYear: d.first, LastYear: lastYear,
			})
		}
	}
	return nil
}

func mlbDivisionKey(lgID, div string) string {
	if div == "" {
		return ""
	}
	return "mlb:" + strings.ToLower(lgID) + "-" + strings.ToLower(mlbDivisionNames[div])
}
