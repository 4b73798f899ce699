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
	"io/fs"
	"strconv"

	"github.com/almanac-sports/almanac/internal/store/dataset"
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
	pfrRostersRead                                                 bool              // the PFR roster file was read; pfr_games.go reads it again for 2010-2021
	pfrToKey                                                       map[string]string // PFR id -> person key
	defLogUnjoined                                                 int               // defence game-log lines whose name no roster has on that team
	pfrGamesUnjoined                                               int               // PFR roster rows of 2010-2021 whose id no nflverse person has
	gsisMerged                                                     int               // gsis-only people merged into a person NFL.com's name finds
	nflcomPeople                                                   int               // people known only from the NFL.com tables
	pfrNamePeople                                                  int               // people known only by name from the PFR fantasy table
	pfrBornJoined                                                  int               // PFR roster ids joined to an nflverse person by name and birth date
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
