// Package nba is the NBA importer (group "nba"): BAA 1946-49, NBA 1949-, ABA 1967-76.
//
// Sources (data/basketball, see data/notes/basketball.md):
//   - Team Summaries.csv: team-season W-L, playoffs flag, arena (1947-2026).
//   - bref_franchise_seasons_1947_2020.csv, coaches.csv, Coach-Player Data.csv: coaches.
//   - bref_games_1947_2020.csv (+ bref_game_attendance_derived.csv): games 1946-2020.
//   - play_off_totals_2010_2024.csv (+ game_info.csv attendance): playoffs 2020-2024.
//   - nba_elo_latest.csv: 2021-22 regular season and play-in.
//   - nba_finals_derived.csv: every Finals 1947-2024.
//   - Player *.csv, All-Star Selections, End of Season Teams, Draft Pick History: people.
//   - gabriel1200_bref_player_scoring_totals_1974_2026.csv: player points,
//     games, minutes, FGA, FTA after Player Totals (2021-22 ..) (bref_totals.go);
//     pbpstats_player_season_totals_top500_2001_2024.csv: rebounds, assists ...
//     2021-22 .. 2023-24 and playoff lines (pbpstats.go); NBA.com per-game
//     player stats 2021-22 .. 2025-26 (players_recent.go).
//
// Crosswalks (data/crosswalks): nba_codes.csv (BRef season code -> franchise),
// nba_franchises.csv (franchise list), nba_nbacom_codes.csv (NBA.com -> BRef code).
package nba

import (
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"

	"github.com/almanac-sports/almanac/internal/slug"
)

const nbaDir = "basketball/"

// nbaCode is one row of crosswalks/nba_codes.csv.
type nbaCode struct {
	Code, FranchiseKey string
	First, Last        int // season end years
	Name               string
	Location, Nickname string
}

type nbaFranchiseRow struct {
	Key, BrefID, NBAAbbrev, Status string
}

type nbacomCode struct {
	NBA, Bref   string
	First, Last int
}

// nbaLoader carries the state shared by the NBA import steps.
type nbaLoader struct {
	fsys   fs.FS
	ds     *dataset.Dataset
	codes  map[string]nbaCode
	fr     []nbaFranchiseRow
	nbacom []nbacomCode

	seasons      map[string]*dataset.Season
	leagueOf     map[string]string // "<code>|<end year>" -> league key, from Team Summaries
	teamSeasonIx map[string]int    // "<franchise>|<season key>" -> index in ds.TeamSeasons
	venues       map[string]int    // venue key -> index
	gameIx       map[string]int    // game key -> index
	gameByMatch  map[string]int    // "<date>|<home fr>|<away fr>" -> index
	boxed        map[string]bool   // game keys with a box score
	people       map[string]int    // person key -> index
	// franchise facts gathered from team seasons
	frFirst, frLast map[string]int    // season end years
	frLastCode      map[string]string // franchise -> BRef code of its last season
	frLeague        map[string]string // franchise -> league of its last season

	numToSlug          map[string]string // Player Totals numeric id -> BRef slug
	totals, seasonInfo *source.Table
	// UnmatchedTotals counts Player Totals rows whose numeric id could not be
	// linked to a BRef player id (skipped).
	UnmatchedTotals int
	// NBAComMatched of NBAComRows NBA.com player rows joined a season;
	// NBAComOnly of them made a season no other file has.
	NBAComMatched, NBAComRows, NBAComOnly int
	// SkippedPlayoffTotals counts play_off_totals games already in bref;
	// Gamelogs2026Confirmed the 2025-26 game-log games already imported.
	SkippedPlayoffTotals, Gamelogs2026Confirmed int
	nbaIDIx                                     map[string][]int  // "<NBA.com id>|<season end year>" -> seasons from the BRef totals file
	rosterFromTotals                            []int             // seasons from the BRef totals file, for roster entries
	nbaPerson                                   map[string]string // NBA.com person id -> person key (from the BRef totals file's joins)
	lastTotals                                  int               // last season (end year) of Player Totals.csv
	// PBPAdded regular seasons took pbpstats figures, PBPPlayoffs playoff
	// lines; PBPUnjoined rows found no season; PBPDiffs figures differ from BRef.
	PBPAdded, PBPPlayoffs, PBPUnjoined, PBPDiffs int
	// BRefTotalsAdded seasons and BRefTotalsNewPeople people came from the
	// BRef totals file; BRefTotalsUnjoined of its Player Totals-era rows
	// matched no single Player Totals row.
	BRefTotalsAdded, BRefTotalsNewPeople, BRefTotalsUnjoined int
}

// Load builds the nba group.
func Load(fsys fs.FS) (*dataset.Dataset, error) {
	_, ds, err := loadNBA(fsys)
	return ds, err
}

func loadNBA(fsys fs.FS) (*nbaLoader, *dataset.Dataset, error) {
	l := &nbaLoader{
		fsys: fsys, ds: &dataset.Dataset{},
		seasons: map[string]*dataset.Season{}, leagueOf: map[string]string{}, teamSeasonIx: map[string]int{},
		venues: map[string]int{}, gameIx: map[string]int{}, gameByMatch: map[string]int{}, people: map[string]int{},
		frFirst: map[string]int{}, frLast: map[string]int{}, frLastCode: map[string]string{}, frLeague: map[string]string{},
	}
	steps := []struct {
		name string
		fn   func() error
	}{
		{"crosswalks", l.loadCrosswalks},
		{"leagues", l.addLeagues},
		{"team seasons", l.loadTeamSummaries},
		{"franchises", l.addFranchises},
		{"people", l.loadPeople},
		{"coaches", l.loadCoaches},
		{"games", l.loadGames},
		{"box scores", l.loadBoxScores},
		{"finals", l.loadFinals},
		{"aba finals", l.loadABAFinals},
		{"season facts", l.seasonFacts},
		{"player seasons", l.loadPlayerSeasons},
		{"awards", l.loadAwards},
	}
	for _, st := range steps {
		if err := st.fn(); err != nil {
			return nil, nil, fmt.Errorf("nba %s: %w", st.name, err)
		}
	}
	// Seasons in key order (deterministic).
	keys := make([]string, 0, len(l.seasons))
	for k := range l.seasons {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		l.ds.Seasons = append(l.ds.Seasons, *l.seasons[k])
	}
	return l, l.ds, nil
}

// nbaSeasonKey maps a source league tag and season end year to a season key.
func nbaSeasonKey(lg string, endYear int) string {
	return strings.ToLower(lg) + ":" + strconv.Itoa(endYear-1)
}

func (l *nbaLoader) loadCrosswalks() error {
	t, err := source.ReadTable(l.fsys, "crosswalks/nba_codes.csv")
	if err != nil {
		return err
	}
	l.codes = map[string]nbaCode{}
	if err := t.Each(func(r source.Row) error {
		c := nbaCode{Code: r.S("bref_code"), FranchiseKey: r.S("franchise_key"), Name: r.S("team_name"), Location: r.S("location"), Nickname: r.S("nickname")}
		c.First, _ = r.I("first_season")
		c.Last, _ = r.I("last_season")
		if c.Code == "" || c.FranchiseKey == "" {
			return fmt.Errorf("empty code or franchise")
		}
		if _, dup := l.codes[c.Code]; dup {
			return fmt.Errorf("duplicate code %s", c.Code)
		}
		l.codes[c.Code] = c
		return nil
	}); err != nil {
		return err
	}
	t, err = source.ReadTable(l.fsys, "crosswalks/nba_franchises.csv")
	if err != nil {
		return err
	}
	if err := t.Each(func(r source.Row) error {
		l.fr = append(l.fr, nbaFranchiseRow{Key: r.S("franchise_key"), BrefID: r.S("bref_franchise_id"), NBAAbbrev: r.S("nbacom_abbrev"), Status: r.S("status")})
		return nil
	}); err != nil {
		return err
	}
	t, err = source.ReadTable(l.fsys, "crosswalks/nba_nbacom_codes.csv")
	if err != nil {
		return err
	}
	return t.Each(func(r source.Row) error {
		c := nbacomCode{NBA: r.S("nbacom_code"), Bref: r.S("bref_code")}
		c.First, _ = r.I("first_season")
		c.Last, _ = r.I("last_season")
		l.nbacom = append(l.nbacom, c)
		return nil
	})
}

// franchiseOf maps a BRef season code to its franchise key.
func (l *nbaLoader) franchiseOf(code string) (string, error) {
	c, ok := l.codes[code]
	if !ok {
		return "", fmt.Errorf("BRef code %q not in crosswalks/nba_codes.csv", code)
	}
	return c.FranchiseKey, nil
}

// brefFromNBACom maps an NBA.com abbreviation in a season (end year) to the
// Basketball-Reference code of that season.
func (l *nbaLoader) brefFromNBACom(code string, endYear int) (string, error) {
	for _, c := range l.nbacom {
		if c.NBA == code && endYear >= c.First && endYear <= c.Last {
			return c.Bref, nil
		}
	}
	return "", fmt.Errorf("NBA.com code %q (season %d) not in crosswalks/nba_nbacom_codes.csv", code, endYear)
}

func (l *nbaLoader) addLeagues() error {
	l.ds.Leagues = append(l.ds.Leagues,
		dataset.League{Key: "baa", Name: "Basketball Association of America", Abbrev: "BAA", Sport: dataset.Basketball, Level: dataset.Pro, FirstYear: 1946, LastYear: 1948},
		dataset.League{Key: "nba", Name: "National Basketball Association", Abbrev: "NBA", Sport: dataset.Basketball, Level: dataset.Pro, FirstYear: 1949},
		dataset.League{Key: "aba", Name: "American Basketball Association", Abbrev: "ABA", Sport: dataset.Basketball, Level: dataset.Pro, FirstYear: 1967, LastYear: 1975},
	)
	return nil
}

func (l *nbaLoader) season(lg string, endYear int) *dataset.Season {
	key := nbaSeasonKey(lg, endYear)
	if s, ok := l.seasons[key]; ok {
		return s
	}
	lk := strings.ToLower(lg)
	s := &dataset.Season{Key: key, LeagueKey: lk, StartYear: endYear - 1, EndYear: endYear,
		Name: fmt.Sprintf("%d-%02d %s Season", endYear-1, endYear%100, strings.ToUpper(lg))}
	l.seasons[key] = s
	return s
}

// nbaAmbiguousArenas: arena names Team Summaries uses for two different
// buildings. Key "<arena>|<BRef code>" -> city used to keep the venues apart.
var nbaAmbiguousArenas = map[string]string{
	"Municipal Auditorium|NOJ": "New Orleans", // New Orleans Jazz 1975-77
	"Municipal Auditorium|KCO": "Kansas City", // Kansas City-Omaha Kings 1973-75
}

func nbaVenueKey(arena, code string) (key, city string) {
	if c, ok := nbaAmbiguousArenas[arena+"|"+code]; ok {
		return "nba:" + slug.Make(arena+" "+c), c
	}
	return "nba:" + slug.Make(arena), ""
}

func (l *nbaLoader) venue(arena, code string) string {
	if arena == "" {
		return ""
	}
	key, city := nbaVenueKey(arena, code)
	if _, ok := l.venues[key]; !ok {
		l.venues[key] = len(l.ds.Venues)
		l.ds.Venues = append(l.ds.Venues, dataset.Venue{Key: key, Name: arena, City: city, Country: "", Source: "Team Summaries.csv"})
	}
	return key
}

// loadTeamSummaries: one team season per row (League Average rows skipped).
func (l *nbaLoader) loadTeamSummaries() error {
	t, err := source.ReadTable(l.fsys, nbaDir+"Team Summaries.csv")
	if err != nil {
		return err
	}
	type row struct {
		season int
		lg     string
		code   string
		r      source.Row
	}
	var rows []row
	if err := t.Each(func(r source.Row) error {
		if r.S("team") == "League Average" || r.S("abbreviation") == "" {
			return nil
		}
		y, ok := r.I("season")
		if !ok {
			return fmt.Errorf("bad season %q", r.S("season"))
		}
		rows = append(rows, row{y, r.S("lg"), r.S("abbreviation"), r})
		return nil
	}); err != nil {
		return err
	}
	sort.SliceStable(rows, func(i, j int) bool {
		if rows[i].season != rows[j].season {
			return rows[i].season < rows[j].season
		}
		return rows[i].code < rows[j].code
	})
	for _, x := range rows {
		c, ok := l.codes[x.code]
		if !ok {
			return fmt.Errorf("Team Summaries %d %s: code not in crosswalk", x.season, x.code)
		}
		if c.Name != x.r.S("team") {
			return fmt.Errorf("Team Summaries %d %s: name %q differs from crosswalk %q", x.season, x.code, x.r.S("team"), c.Name)
		}
		s := l.season(x.lg, x.season)
		w, okw := x.r.I("w")
		lo, okl := x.r.I("l")
		src := "Team Summaries.csv"
		if x.season == nbaSnapshotSeason {
			src = "Team Summaries.csv (2025-26 as of 2026-03-01)"
		}
		ts := dataset.TeamSeason{
			FranchiseKey: c.FranchiseKey, SeasonKey: s.Key, Name: c.Name, City: c.Location, Abbrev: x.code,
			VenueKey: l.venue(x.r.S("arena"), x.code), Wins: w, Losses: lo, HasRecord: okw && okl,
			MadePlayoffs: x.r.S("playoffs") == "TRUE", Source: src,
		}
		k := c.FranchiseKey + "|" + s.Key
		if _, dup := l.teamSeasonIx[k]; dup {
			return fmt.Errorf("two team seasons for %s", k)
		}
		l.teamSeasonIx[k] = len(l.ds.TeamSeasons)
		l.ds.TeamSeasons = append(l.ds.TeamSeasons, ts)
		l.leagueOf[x.code+"|"+strconv.Itoa(x.season)] = strings.ToLower(x.lg)
		f := c.FranchiseKey
		if l.frFirst[f] == 0 || x.season < l.frFirst[f] {
			l.frFirst[f] = x.season
		}
		if x.season >= l.frLast[f] {
			l.frLast[f] = x.season
			l.frLastCode[f] = x.code
			l.frLeague[f] = strings.ToLower(x.lg)
		}
	}
	return nil
}

// nbaSnapshotSeason is the season (end year) Team Summaries holds only partly
// (2025-26 as of 2026-03-01).
const nbaSnapshotSeason = 2026

// seasonKeyFor returns the season key of a BRef code's season (league from
// Team Summaries).
func (l *nbaLoader) seasonKeyFor(code string, endYear int) (string, error) {
	lg, ok := l.leagueOf[code+"|"+strconv.Itoa(endYear)]
	if !ok {
		return "", fmt.Errorf("no Team Summaries row for %s %d", code, endYear)
	}
	return lg + ":" + strconv.Itoa(endYear-1), nil
}

func (l *nbaLoader) teamSeason(fr, seasonKey string) *dataset.TeamSeason {
	i, ok := l.teamSeasonIx[fr+"|"+seasonKey]
	if !ok {
		return nil
	}
	return &l.ds.TeamSeasons[i]
}
