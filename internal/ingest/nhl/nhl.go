// Package nhl is the NHL importer (group "nhl"): Hockey Databank 13.0 (1909-10 to 2017-18),
// NHL_results.csv (games 1949-50 to 2014-15), NHL API schedule and roster
// files (2009-10 to 2023-24, schedules used from 2015-16), and the curated
// team and Stanley Cup tables. See data/notes/hockey.md.
package nhl

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
	nhlDir          = "hockey/"
	nhlSrcTeams     = "Teams.csv"
	nhlSrcCurated   = "curated/nhl_teams.csv"
	nhlSrcCup       = "curated/stanley_cup_2019_2025.csv"
	nhlFirstSched   = 2015 // first season (start year) whose games come from the NHL API schedule files
	nhlLastSched    = 2017 // last season from those files; fastRhockey from 2018-19 (fastr.go)
	nhlLastRoster   = 2023 // last NHL API roster file
	nhlCurrentAlign = 2024 // first season of the curated (current) alignment
	nhlLastDatabank = 2017 // last Hockey Databank season
	nhlCurrentYear  = 2025 // 2025-26: the latest season with games; alignment and identities from the curated table
)

// nhlLeagues are the Hockey Databank lgIDs, in order.
var nhlLeagues = []dataset.League{
	{Key: "nha", Name: "National Hockey Association", Abbrev: "NHA", Sport: dataset.Hockey, Level: dataset.Pro, FirstYear: 1909, LastYear: 1916},
	{Key: "nhl", Name: "National Hockey League", Abbrev: "NHL", Sport: dataset.Hockey, Level: dataset.Pro, FirstYear: 1917, LastYear: nhlCurrentYear},
	{Key: "pcha", Name: "Pacific Coast Hockey Association", Abbrev: "PCHA", Sport: dataset.Hockey, Level: dataset.Pro, FirstYear: 1911, LastYear: 1923},
	{Key: "wchl", Name: "Western Canada Hockey League", Abbrev: "WCHL", Sport: dataset.Hockey, Level: dataset.Pro, FirstYear: 1921, LastYear: 1925},
	{Key: "wha", Name: "World Hockey Association", Abbrev: "WHA", Sport: dataset.Hockey, Level: dataset.Pro, FirstYear: 1972, LastYear: 1978},
}

// ---------------------------------------------------------------------------
// Crosswalks (data/crosswalks/nhl_*.csv)

type nhlTmKey struct {
	Year int
	TmID string
}

type nhlTeamRow struct {
	Year                                   int
	Lg, TmID, FranchID, Conf, Div, Playoff string
	Name                                   string
	G, W, L, T, OTL                        int
	HasRecord                              bool
}

type nhlLoad struct {
	fsys fs.FS
	ds   *dataset.Dataset
	x    *nhlXwalk

	abbrev    map[string]string // "Conference|EC" -> "Eastern Conference"
	teams     []nhlTeamRow
	teamByTm  map[nhlTmKey]*nhlTeamRow
	curated   map[string]map[string]string // curated team name -> row (unverified fields blanked)
	seasons   map[string]*dataset.Season
	franchIdx map[string]int // franchise key -> index in ds.Franchises

	confKeys map[string]bool
	divKeys  map[string]bool

	people     map[string]int    // person key -> index in ds.People
	coachKey   map[string]string // coachID -> person key
	playerKey  map[string]string // playerID -> person key
	hofKey     map[string]string // hofID -> person key
	headCoach  map[nhlTmKey]string
	playoffCch map[nhlTmKey]string // coach in charge in the playoffs (last stint with postseason games)

	gameIdx map[string]int // game key -> index in ds.Games

	players   *nhlPlayers
	box       map[nhlBoxKey]*nhlBoxAgg // fastRhockey player lines summed (fastr_players.go)
	boxOrder  []nhlBoxKey
	boxIdx    map[string]int  // game key -> index in ds.BoxScores (box.go)
	boxSrc    string          // the player-box file being read
	hofPlayer map[string]bool // person key -> inducted as a player
}

// Load builds the nhl group.
func Load(fsys fs.FS) (*dataset.Dataset, error) {
	l := &nhlLoad{fsys: fsys, ds: &dataset.Dataset{}, seasons: map[string]*dataset.Season{}, franchIdx: map[string]int{},
		confKeys: map[string]bool{}, divKeys: map[string]bool{}, gameIdx: map[string]int{}}
	steps := []struct {
		name string
		fn   func() error
	}{
		{"crosswalks", l.readBasics},
		{"leagues", l.buildLeagues},
		{"franchises", l.buildFranchises},
		{"people", l.readMaster},
		{"coaches", l.readCoaches},
		{"team seasons", l.buildTeamSeasons},
		{"games", l.readGames},
		{"recent team seasons", l.buildRecentTeamSeasons},
		{"champions", l.buildChampions},
		{"seasons", l.finishSeasons},
		{"player stats", l.readPlayerStats},
		{"awards", l.readAwards},
		{"rosters", l.readRosters},
	}
	for _, s := range steps {
		if err := s.fn(); err != nil {
			return nil, fmt.Errorf("nhl %s: %w", s.name, err)
		}
	}
	return l.ds, nil
}

func nhlSeasonKey(lg string, year int) string { return lg + ":" + strconv.Itoa(year) }

func nhlConfKey(lg, conf string) string { return lg + ":conf:" + conf }

func nhlDivKey(lg, conf, div string) string {
	if conf == "" {
		return lg + ":div:" + div
	}
	return lg + ":div:" + conf + "-" + div
}

func (l *nhlLoad) readBasics() error {
	x, err := readNHLXwalk(l.fsys)
	if err != nil {
		return err
	}
	l.x = x
	t, err := source.ReadTable(l.fsys, nhlDir+"abbrev.csv")
	if err != nil {
		return err
	}
	l.abbrev = map[string]string{}
	_ = t.Each(func(r source.Row) error {
		l.abbrev[r.S("Type")+"|"+r.S("Code")] = r.S("Fullname")
		return nil
	})
	t, err = source.ReadTable(l.fsys, nhlDir+nhlSrcTeams)
	if err != nil {
		return err
	}
	l.teamByTm = map[nhlTmKey]*nhlTeamRow{}
	err = t.Each(func(r source.Row) error {
		tr := nhlTeamRow{Lg: strings.ToLower(r.S("lgID")), TmID: r.S("tmID"), FranchID: r.S("franchID"),
			Conf: r.S("confID"), Div: r.S("divID"), Playoff: r.S("playoff"), Name: r.S("name")}
		var ok bool
		if tr.Year, ok = r.I("year"); !ok {
			return fmt.Errorf("bad year")
		}
		tr.G, _ = r.I("G")
		tr.W, tr.HasRecord = r.I("W")
		tr.L, _ = r.I("L")
		tr.T, _ = r.I("T")
		tr.OTL, _ = r.I("OTL")
		if _, ok := l.x.franchKey[tr.FranchID]; !ok {
			return fmt.Errorf("franchID %q not in crosswalks/nhl_franchises.csv", tr.FranchID)
		}
		l.teams = append(l.teams, tr)
		return nil
	})
	if err != nil {
		return err
	}
	for i := range l.teams {
		k := nhlTmKey{l.teams[i].Year, l.teams[i].TmID}
		if l.teamByTm[k] != nil {
			return fmt.Errorf("Teams.csv: duplicate %d %s", k.Year, k.TmID)
		}
		l.teamByTm[k] = &l.teams[i]
	}
	t, err = source.ReadTable(l.fsys, nhlSrcCurated)
	if err != nil {
		return err
	}
	l.curated = map[string]map[string]string{}
	cols := []string{"team", "abbreviation", "city", "state_province", "country", "first_nhl_season", "conference", "division", "arena", "arena_capacity_hockey", "arena_opened"}
	return t.Each(func(r source.Row) error {
		l.curated[r.S("team")] = source.CuratedRow(r, cols)
		return nil
	})
}

// franchiseOf maps a Hockey Databank (year, tmID) to its franchise key.
func (l *nhlLoad) franchiseOf(year int, tmID string) (string, bool) {
	tr := l.teamByTm[nhlTmKey{year, tmID}]
	if tr == nil {
		return "", false
	}
	return l.x.franchKey[tr.FranchID], true
}

func (l *nhlLoad) buildLeagues() error {
	l.ds.Leagues = append(l.ds.Leagues, nhlLeagues...)
	type span struct{ first, last int }
	confs := map[string]*span{}
	divs := map[string]*span{}
	divConf := map[string][3]string{}
	grow := func(m map[string]*span, k string, y int) {
		s := m[k]
		if s == nil {
			m[k] = &span{y, y}
			return
		}
		if y < s.first {
			s.first = y
		}
		if y > s.last {
			s.last = y
		}
	}
	for _, t := range l.teams {
		if t.Conf != "" {
			grow(confs, nhlConfKey(t.Lg, t.Conf), t.Year)
		}
		if t.Div != "" {
			k := nhlDivKey(t.Lg, t.Conf, t.Div)
			grow(divs, k, t.Year)
			divConf[k] = [3]string{t.Lg, t.Conf, t.Div}
		}
	}
	// Units named in the curated 2024-25 alignment are still in use.
	current := map[string]bool{}
	for _, c := range l.curated {
		if c["conference"] != "" {
			current[c["conference"]+" Conference"] = true
		}
		if c["division"] != "" {
			current[c["division"]+" Division"] = true
		}
	}
	for _, k := range source.SortedKeys(confs) {
		s := confs[k]
		code := k[strings.LastIndexByte(k, ':')+1:]
		name := l.abbrev["Conference|"+code]
		if name == "" {
			return fmt.Errorf("conference %s not in abbrev.csv", code)
		}
		last := s.last
		if current[name] && last == nhlLastDatabank {
			last = 0
		}
		l.ds.Conferences = append(l.ds.Conferences, dataset.Conference{Key: k, LeagueKey: k[:strings.IndexByte(k, ':')], Name: name, Abbrev: code, FirstYear: s.first, LastYear: last})
		l.confKeys[k] = true
	}
	for _, k := range source.SortedKeys(divs) {
		s := divs[k]
		dc := divConf[k]
		name := l.abbrev["Division|"+dc[2]]
		if name == "" {
			return fmt.Errorf("division %s not in abbrev.csv", dc[2])
		}
		d := dataset.Division{Key: k, LeagueKey: dc[0], Name: name, FirstYear: s.first, LastYear: s.last}
		if dc[1] != "" {
			d.ConferenceKey = nhlConfKey(dc[0], dc[1])
		}
		if current[name] && d.LastYear == nhlLastDatabank {
			d.LastYear = 0
		}
		l.ds.Divisions = append(l.ds.Divisions, d)
		l.divKeys[k] = true
	}
	return nil
}

// currentUnits maps curated conference/division names to keys (2024-25
// alignment = the Hockey Databank 2013-2017 units still in use).
func (l *nhlLoad) currentUnits(conf, div string) (string, string) {
	var ck, dk string
	for _, c := range l.ds.Conferences {
		if c.LeagueKey == "nhl" && c.LastYear == 0 && c.Name == conf+" Conference" {
			ck = c.Key
		}
	}
	for _, d := range l.ds.Divisions {
		if d.LeagueKey == "nhl" && d.LastYear == 0 && d.Name == div+" Division" && d.ConferenceKey == ck {
			dk = d.Key
		}
	}
	return ck, dk
}

func (l *nhlLoad) buildFranchises() error {
	// Venues from the curated table, sorted by team.
	venueOf := map[string]string{}
	for _, team := range source.SortedKeys(l.curated) {
		c := l.curated[team]
		if c["arena"] == "" {
			continue
		}
		v := dataset.Venue{Key: "nhl:" + slug.Make(c["arena"]), Name: c["arena"], City: c["city"], State: c["state_province"], Country: c["country"], Source: nhlSrcCurated}
		v.Capacity, _ = source.ParseInt(c["arena_capacity_hockey"])
		v.OpenedYear, _ = source.ParseInt(c["arena_opened"])
		venueOf[team] = v.Key
		l.ds.Venues = append(l.ds.Venues, v)
	}
	first := map[string]*nhlTeamRow{}
	firstNHL := map[string]int{}
	last := map[string]*nhlTeamRow{}
	for i := range l.teams {
		t := &l.teams[i]
		if first[t.FranchID] == nil {
			first[t.FranchID] = t
		}
		if t.Lg == "nhl" && firstNHL[t.FranchID] == 0 {
			firstNHL[t.FranchID] = t.Year
		}
		last[t.FranchID] = t
	}
	used := map[string]bool{}
	for _, fr := range l.x.franchs {
		f := dataset.Franchise{Key: fr.Key, Sport: dataset.Hockey, Level: dataset.Pro, Nickname: fr.Nickname, Source: "hockey/" + nhlSrcTeams}
		if fr.FranchID != "" {
			lt := last[fr.FranchID]
			if lt == nil {
				return fmt.Errorf("franchID %s of the crosswalk has no Teams.csv row", fr.FranchID)
			}
			f.LeagueKey, f.Name, f.Abbrev = lt.Lg, lt.Name, lt.TmID
			f.FoundedYear = first[fr.FranchID].Year
			f.LastYear = lt.Year
			if lt.Conf != "" {
				f.ConferenceKey = nhlConfKey(lt.Lg, lt.Conf)
			}
			if lt.Div != "" {
				f.DivisionKey = nhlDivKey(lt.Lg, lt.Conf, lt.Div)
			}
		}
		if fr.CuratedTeam != "" {
			c := l.curated[fr.CuratedTeam]
			if c == nil {
				return fmt.Errorf("curated team %q not in %s", fr.CuratedTeam, nhlSrcCurated)
			}
			used[fr.CuratedTeam] = true
			f.LeagueKey, f.Name, f.LastYear = "nhl", fr.CuratedTeam, 0
			f.City, f.State, f.Country, f.Abbrev = c["city"], c["state_province"], c["country"], c["abbreviation"]
			f.VenueKey = venueOf[fr.CuratedTeam]
			f.ConferenceKey, f.DivisionKey = l.currentUnits(c["conference"], c["division"])
			if c["conference"] == "" {
				f.ConferenceKey = ""
			}
			if c["division"] == "" {
				f.DivisionKey = ""
			}
			// First NHL season: curated value, else (unverified) the first
			// NHL year of the franchID in Teams.csv.
			if y, ok := source.ParseInt(strings.SplitN(c["first_nhl_season"], "-", 2)[0]); ok {
				f.FoundedYear = y
			} else if fr.FranchID != "" {
				f.FoundedYear = firstNHL[fr.FranchID]
			}
			f.Source = nhlSrcCurated + "; hockey/" + nhlSrcTeams
		}
		if f.Name == "" {
			return fmt.Errorf("franchise %s has no identity", fr.Key)
		}
		l.franchIdx[f.Key] = len(l.ds.Franchises)
		l.ds.Franchises = append(l.ds.Franchises, f)
	}
	for team := range l.curated {
		if !used[team] {
			return fmt.Errorf("curated team %q has no crosswalk row", team)
		}
	}
	return nil
}

// season returns (creating) the league-season.
func (l *nhlLoad) season(lg string, year int) *dataset.Season {
	k := nhlSeasonKey(lg, year)
	s := l.seasons[k]
	if s == nil {
		abbr := strings.ToUpper(lg)
		s = &dataset.Season{Key: k, LeagueKey: lg, StartYear: year, EndYear: year + 1, Name: source.SeasonLabel(year) + " " + abbr + " Season"}
		l.seasons[k] = s
	}
	return s
}
