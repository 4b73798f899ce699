// Package nfl is the NFL importer (group "nfl"): the NFL (1920-21 as the APFA), the AFL
// (1960-69) and the AAFC (1946-49).
//
// Games, per season, come from exactly one primary source (the richest one):
//   - 1920-1965 football/nfl_games.csv (FiveThirtyEight; no venue/week),
//   - 1966-2009 football/spreadspoke_scores.csv (venue, week/round),
//   - 2010-2025 football/games.csv (nflverse export: venue, week, kick-off
//     time, head coaches, game type).
//
// spreadspoke leaves out the 42 replacement-player games of the 1987 strike;
// those (and any other game of 1966-2020 missing from the primary source)
// are filled in from nfl_games.csv, matched by season, teams and date ±1 day,
// so no game is imported twice.
//
// Team codes are resolved with data/crosswalks/nfl_codes.csv; the name, city,
// league and abbreviation of a franchise in each season come from
// data/crosswalks/nfl_team_eras.csv. See data/notes/football.md.
package nfl

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
	nflDir           = "football/"
	nflSrcGames538   = "nfl_games.csv"
	nflSrcSpread     = "spreadspoke_scores.csv"
	nflSrcGames      = "games.csv"
	nflSrcTeams      = "nfl_teams.csv"
	nflSrcLogos      = "teams_colors_logos.csv"
	nflSrcStadiums   = "nfl_stadiums.csv"
	nflSrcSuperBowl  = "superbowl.csv"
	nflSrcMeta       = "curated/nfl_teams_meta.csv"
	nflSrcPreSB      = "curated/nfl_champions_pre_super_bowl.csv"
	nflSrcRecentSB   = "curated/super_bowl_recent.csv"
	nflSrcCodes      = "crosswalks/nfl_codes.csv"
	nflSrcEras       = "crosswalks/nfl_team_eras.csv"
	nflSrcAliases    = "crosswalks/nfl_stadium_aliases.csv"
	nflFirstSpread   = 1966 // first season taken from spreadspoke
	nflFirstGamesCSV = 2010 // first season taken from games.csv
	nflLast538       = 2020 // last season in nfl_games.csv
	nflCurrentSeason = 2025
	nflFirstAlign    = 1970 // AFC/NFC from the 1970 merger
	nflCurrentAlign  = 2002 // current eight-division alignment
	nflEastern       = "America/New_York"
)

var nflLeagues = []dataset.League{
	{Key: "nfl", Name: "National Football League", Abbrev: "NFL", Sport: dataset.Football, Level: dataset.Pro, FirstYear: 1920},
	{Key: "afl", Name: "American Football League", Abbrev: "AFL", Sport: dataset.Football, Level: dataset.Pro, FirstYear: 1960, LastYear: 1969},
	{Key: "aafc", Name: "All-America Football Conference", Abbrev: "AAFC", Sport: dataset.Football, Level: dataset.Pro, FirstYear: 1946, LastYear: 1949},
}

// nflEra is one row of nfl_team_eras.csv: a franchise's identity over a
// span of seasons.
type nflEra struct {
	Key, League, Name, Nickname, City, State, Abbrev string
	First, Last                                      int
}

type nflStadium struct {
	Name, City, State, Country string
	Capacity, Opened           int
}

type nflAlias struct{ Stadium, Relation string }

// nflGameInfo is per-game bookkeeping that has no column in Game.
type nflGameInfo struct {
	Year                 int // season start year
	HomeCoach, AwayCoach string
	// Referee is the game's referee as games.csv or nflverse names him
	// (2010 on), RefereeSource the file.
	Referee, RefereeSource string
}

type nflLoader struct {
	fsys fs.FS
	ds   *dataset.Dataset

	codes    map[string]map[string]string // source -> code -> franchise key
	eras     map[string][]nflEra          // franchise key -> eras (file order)
	frOrder  []string                     // franchise keys in file order
	stadiums map[string]nflStadium
	aliases  map[string]nflAlias

	venues   map[string]*dataset.Venue
	venueOrd []string

	games   []dataset.Game
	info    []nflGameInfo
	gameIdx map[string]int

	teamByName map[string]string // nfl_teams.csv team_name -> franchise key

	filledIn map[int]int // season -> games filled in from nfl_games.csv

	rosterYears, statsYears [2]int // seasons of roster_YYYY / player_stats_YYYY files

	careerFiles                                                    bool              // read the season files of every era (seasons.go); off in small fixtures
	gsis                                                           map[string]string // gsis id -> person key
	newGsis                                                        int               // people known only by a gsis id of the season files
	nflcomPeople                                                   int               // people known only from the NFL.com tables
	pfrNamePeople                                                  int               // people known only by name from the PFR fantasy table
	fantasyUnjoined, pfrDefUnjoined, nflgameUnjoined, gsisUnjoined int               // rows joined to no person
	gameCoaches                                                    []nflCoachStint   // head coaches as the games name them (2010-)
}

// Load reads the NFL, AFL and AAFC files.
func Load(fsys fs.FS) (*dataset.Dataset, error) {
	return loadNFL(fsys, [2]int{nflFirstRoster, nflLastRoster}, [2]int{nflFirstStats, nflLastStats}, true)
}

func loadNFL(fsys fs.FS, rosterYears, statsYears [2]int, careerFiles bool) (*dataset.Dataset, error) {
	l := &nflLoader{fsys: fsys, ds: &dataset.Dataset{}, venues: map[string]*dataset.Venue{}, gameIdx: map[string]int{}, filledIn: map[int]int{},
		rosterYears: rosterYears, statsYears: statsYears, careerFiles: careerFiles, gsis: map[string]string{}}
	l.ds.Leagues = append(l.ds.Leagues, nflLeagues...)
	l.ds.Leagues[0].LastYear = nflCurrentSeason
	steps := []func() error{
		l.readCrosswalks, l.readStadiums,
		l.readGames538Early, l.readSpreadspoke, l.readGamesCSV, l.readNflverse, l.readSchedule2026, l.fillFrom538,
	}
	for _, f := range steps {
		if err := f(); err != nil {
			return nil, err
		}
	}
	res, err := l.readChampions()
	if err != nil {
		return nil, err
	}
	if err := l.buildTeams(res); err != nil {
		return nil, err
	}
	if err := l.readPlayers(); err != nil {
		return nil, err
	}
	if err := l.readDefenseBox(); err != nil {
		return nil, err
	}
	if err := l.readCoaches(); err != nil {
		return nil, err
	}
	l.ds.Games = l.games
	for i, g := range l.games {
		if in := l.info[i]; in.Referee != "" {
			l.ds.GameOfficials = append(l.ds.GameOfficials, dataset.GameOfficial{GameKey: g.Key, Position: "Referee", Name: in.Referee, Source: in.RefereeSource})
		}
	}
	for _, k := range l.venueOrd {
		l.ds.Venues = append(l.ds.Venues, *l.venues[k])
	}
	return l.ds, nil
}

func nflSeasonKey(league string, year int) string { return league + ":" + strconv.Itoa(year) }

// ---------------------------------------------------------------------------
// Crosswalks

func (l *nflLoader) readCrosswalks() error {
	t, err := source.ReadTable(l.fsys, nflSrcCodes)
	if err != nil {
		return err
	}
	l.codes = map[string]map[string]string{}
	if err := t.Each(func(r source.Row) error {
		src, code, key := r.S("source"), r.S("code"), r.S("franchise_key")
		if src == "" || code == "" || !strings.HasPrefix(key, "nfl:") {
			return fmt.Errorf("bad crosswalk row %q %q %q", src, code, key)
		}
		if l.codes[src] == nil {
			l.codes[src] = map[string]string{}
		}
		if _, dup := l.codes[src][code]; dup {
			return fmt.Errorf("duplicate code %s/%s", src, code)
		}
		l.codes[src][code] = key
		return nil
	}); err != nil {
		return err
	}
	t, err = source.ReadTable(l.fsys, nflSrcEras)
	if err != nil {
		return err
	}
	l.eras = map[string][]nflEra{}
	if err := t.Each(func(r source.Row) error {
		first, ok1 := r.I("first_season")
		last, ok2 := r.I("last_season")
		e := nflEra{Key: r.S("franchise_key"), League: r.S("league"), Name: r.S("name"), Nickname: r.S("nickname"),
			City: r.S("city"), State: r.S("state"), Abbrev: r.S("abbrev"), First: first, Last: last}
		if !ok1 || !ok2 || last < first || e.Key == "" || e.Name == "" {
			return fmt.Errorf("bad era row for %q", e.Key)
		}
		switch e.League {
		case "nfl", "afl", "aafc", "independent":
		default:
			return fmt.Errorf("era %s: unknown league %q", e.Key, e.League)
		}
		prev := l.eras[e.Key]
		if len(prev) == 0 {
			l.frOrder = append(l.frOrder, e.Key)
		} else if prev[len(prev)-1].Last >= first {
			return fmt.Errorf("era %s: overlapping spans at %d", e.Key, first)
		}
		l.eras[e.Key] = append(prev, e)
		return nil
	}); err != nil {
		return err
	}
	for src, m := range l.codes {
		for code, key := range m {
			if _, ok := l.eras[key]; !ok {
				return fmt.Errorf("crosswalk %s/%s -> %s has no era rows", src, code, key)
			}
		}
	}
	t, err = source.ReadTable(l.fsys, nflSrcAliases)
	if err != nil {
		return err
	}
	l.aliases = map[string]nflAlias{}
	if err := t.Each(func(r source.Row) error {
		rel := r.S("relation")
		if rel != "same" && rel != "facts" {
			return fmt.Errorf("alias %q: unknown relation %q", r.S("name"), rel)
		}
		l.aliases[r.S("name")] = nflAlias{Stadium: r.S("stadium_name"), Relation: rel}
		return nil
	}); err != nil {
		return err
	}
	// spreadspoke full names -> team_id (nfl_teams.csv) -> franchise.
	t, err = source.ReadTable(l.fsys, nflDir+nflSrcTeams)
	if err != nil {
		return err
	}
	l.teamByName = map[string]string{}
	return t.Each(func(r source.Row) error {
		key, err := l.code("nfl_teams", r.S("team_id"))
		if err != nil {
			return err
		}
		l.teamByName[r.S("team_name")] = key
		return nil
	})
}

// code maps a source's team code to a franchise key.
func (l *nflLoader) code(source, code string) (string, error) {
	if k, ok := l.codes[source][code]; ok {
		return k, nil
	}
	return "", fmt.Errorf("no crosswalk entry for %s team code %q", source, code)
}

// era returns the identity of franchise fr in season year.
func (l *nflLoader) era(fr string, year int) (nflEra, bool) {
	for _, e := range l.eras[fr] {
		if year >= e.First && year <= e.Last {
			return e, true
		}
	}
	return nflEra{}, false
}

// teamLeague is the league whose season a team-season belongs to
// (independent 1920 opponents are filed under the NFL season).
func (l *nflLoader) teamLeague(fr string, year int) (string, error) {
	e, ok := l.era(fr, year)
	if !ok {
		return "", fmt.Errorf("franchise %s has no era row for %d", fr, year)
	}
	if e.League == "independent" {
		return "nfl", nil
	}
	return e.League, nil
}

// gameSeason: a game between two AFL (or two AAFC) teams belongs to that
// league's season; everything else (incl. Super Bowls I-IV) to the NFL's.
func (l *nflLoader) gameSeason(home, away string, year int) (string, error) {
	lh, err := l.teamLeague(home, year)
	if err != nil {
		return "", err
	}
	la, err := l.teamLeague(away, year)
	if err != nil {
		return "", err
	}
	if lh == la {
		return nflSeasonKey(lh, year), nil
	}
	return nflSeasonKey("nfl", year), nil
}

// franchiseByName resolves a team name as printed for season year ("New
// York Yankees (AAFC)", "Dallas Texans") to a franchise. league may be "" to
// accept any league.
func (l *nflLoader) franchiseByName(name string, year int, league string) (string, error) {
	name = strings.TrimSpace(name)
	if i := strings.Index(name, " ("); i > 0 {
		name = name[:i]
	}
	var hits []string
	for _, fr := range l.frOrder {
		e, ok := l.era(fr, year)
		if !ok || e.Name != name {
			continue
		}
		if league != "" && e.League != league {
			continue
		}
		hits = append(hits, fr)
	}
	if len(hits) != 1 {
		return "", fmt.Errorf("team name %q (%d, league %q) matches %d franchises", name, year, league, len(hits))
	}
	return hits[0], nil
}

// ---------------------------------------------------------------------------
// Venues

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
