// Package dataset holds what the store writes in one import: rows under natural
// string keys ("nfl:LVR", "mlb:1927"). Importers (internal/ingest) build it
// from the shipped files without touching the database; WriteDatasets
// resolves keys to integer ids in insertion order, so two imports of the same
// files give byte-identical databases.
package dataset

import (
	"encoding/json"
	"fmt"
)

// Sports and levels are fixed vocabularies.
const (
	Football   = "football"
	Basketball = "basketball"
	Baseball   = "baseball"
	Hockey     = "hockey"

	Pro  = "professional"
	NCAA = "ncaa-d1"
)

// Game statuses and types.
const (
	StatusFinal     = "final"
	StatusScheduled = "scheduled"
	StatusLive      = "live"
	StatusPostponed = "postponed"

	TypeRegular      = "regular"
	TypePlayoff      = "playoff"
	TypeChampionship = "championship"
	TypeAllStar      = "allstar"
)

// League is a competition a team plays in during a season (NFL, AFL, AAFC,
// BAA, NBA, ABA, AL, NL, NHL, WHA, NCAA D1 per sport...).
type League struct {
	Key       string // e.g. "nfl", "afl", "al", "ncaa-fb"
	Name      string
	Abbrev    string
	Sport     string
	Level     string
	FirstYear int // first season start year with data (0 = unknown)
	LastYear  int
}

// Conference belongs to a league; Division to a conference (or directly to a
// league when the league had divisions and no conferences).
type Conference struct {
	Key       string
	LeagueKey string
	Name      string
	Abbrev    string
	FirstYear int // season start years the alignment applies to (0 = open)
	LastYear  int
}

type Division struct {
	Key           string
	LeagueKey     string
	ConferenceKey string // may be empty
	Name          string
	FirstYear     int
	LastYear      int
}

type Venue struct {
	Key        string
	Name       string
	City       string
	State      string
	Country    string
	Capacity   int // 0 = unknown
	OpenedYear int // 0 = unknown
	Source     string
}

// Franchise is one team across all its names and cities.
type Franchise struct {
	Key           string // stable natural key, e.g. "nfl:LVR"
	Sport         string
	Level         string
	LeagueKey     string // current (or last) league
	Name          string // current (or last) full name, "Las Vegas Raiders"
	Nickname      string // "Raiders"
	City          string
	State         string
	Country       string
	Abbrev        string
	FoundedYear   int
	LastYear      int // last season start year (0 = active)
	ConferenceKey string
	DivisionKey   string
	VenueKey      string
	Source        string
}

// Season is one league-season. Key convention: "<leagueKey>:<startYear>".
type Season struct {
	Key                string
	LeagueKey          string
	StartYear          int
	EndYear            int
	Name               string // "2023-24 NBA Season" / "2023 MLB Season"
	StartDate          string // ISO date of first game (may be empty)
	EndDate            string // ISO date of last game
	PlayoffsEnd        string
	RegularSeasonGames int // scheduled games per team (0 = unknown)
	PlayoffFormat      string
	ChampionKey        string // franchise key of the champion (empty = none/unknown)
}

// TeamSeason is a franchise's identity and record in one season.
type TeamSeason struct {
	FranchiseKey  string
	SeasonKey     string
	Name          string
	City          string
	Abbrev        string
	ConferenceKey string
	DivisionKey   string
	VenueKey      string
	Wins          int
	Losses        int
	Ties          int
	OTLosses      int
	HasRecord     bool   // W-L-T above came from a source
	HeadCoach     string // display name of the (last) head coach that season
	MadePlayoffs  bool
	Source        string
}

type Championship struct {
	Key          string // also the slug, e.g. "super-bowl"
	Name         string
	OfficialName string
	Trophy       string
	Description  string
	Sport        string
	Level        string
	LeagueKey    string
	FirstYear    int
	LastYear     int // 0 = still contested
}

// ChampionshipResult is one title decided. Year is the year it was decided
// (season end year).
type ChampionshipResult struct {
	ChampionshipKey string
	SeasonKey       string
	Year            int
	WinnerKey       string // franchise key (may be empty for NCAA schools not modelled)
	WinnerName      string // name as of that season
	RunnerUpKey     string
	RunnerUpName    string
	WinnerScore     *int // final game score (single game) — nil when unknown
	RunnerUpScore   *int
	SeriesResult    string // "4-2" for series; empty for single games
	Date            string
	VenueName       string
	City            string
	MVP             string
	WinningCoach    string
	GameKey         string // the deciding game, when it is in Games
	Notes           string
	Source          string
}

// Game. Key is the source's id or a synthesized stable one.
type Game struct {
	Key        string
	SeasonKey  string
	Date       string // local date, ISO
	StartTime  string // local "HH:MM" (may be empty)
	TimeZone   string // IANA name when known
	HomeKey    string // franchise keys
	AwayKey    string
	HomeName   string // names as of the game
	AwayName   string
	HomeScore  *int
	AwayScore  *int
	Neutral    bool
	Status     string
	GameType   string
	Week       string // week number or round label
	VenueKey   string
	Attendance int
	Overtime   string // "", "OT", "2OT", "SO"
	Notes      string
	Source     string
}

type Person struct {
	Key          string // "mlb:ruthba01", "nba:jamesle01", "nfl:00-0023459"
	FirstName    string
	LastName     string
	BirthDate    string
	BirthCity    string
	BirthState   string
	BirthCountry string
	DeathDate    string
	HeightIn     int
	WeightLb     int
	College      string
	// Aliases are the person's other names (legal, short, former, or a
	// source's other spelling), searchable; stored newline-separated.
	Aliases []string
	Source  string
}

type Player struct {
	PersonKey  string
	Sport      string
	Level      string
	Position   string
	Bats       string
	Throws     string
	DraftYear  int
	DraftRound int
	DraftPick  int
	FirstYear  int
	LastYear   int
	HallOfFame bool
	Source     string
	// LeaguePlayerID is the league's own id of the player (the NHL API's),
	// where the data gives it.
	LeaguePlayerID string
}

// PlayerSeason: one player's stats for one team-season (name -> number).
type PlayerSeason struct {
	PersonKey    string
	SeasonKey    string
	FranchiseKey string // empty for TOT rows
	TeamAbbrev   string
	Position     string
	Stats        map[string]float64
	Postseason   map[string]float64 // may be nil
	Source       string
	// Frozen: Stats and Postseason were encoded by Freeze into the two
	// texts below and let go (the maps are nil).
	Frozen                    bool
	StatsText, PostseasonText string
}

type RosterEntry struct {
	PersonKey    string
	FranchiseKey string
	SeasonKey    string
	Jersey       string
	Position     string
	Status       string
	IsCaptain    bool
	IsStarter    bool
	Source       string
}

type CoachTenure struct {
	PersonKey    string
	FranchiseKey string
	SeasonKey    string
	Title        string // "Head Coach", "Manager", ...
	IsHead       bool
	Order        int // 1 = first coach of that team-season
	Wins         int
	Losses       int
	Ties         int
	PlayoffWins  int
	PlayoffLoss  int
	HasRecord    bool
	Source       string
}

type Award struct {
	PersonKey string
	Name      string
	Year      int // year awarded (season end year)
	LeagueKey string
	Notes     string
	Source    string
}

// Dataset holds everything one import writes.
type Dataset struct {
	Leagues             []League
	Conferences         []Conference
	Divisions           []Division
	Venues              []Venue
	Franchises          []Franchise
	Seasons             []Season
	TeamSeasons         []TeamSeason
	Championships       []Championship
	ChampionshipResults []ChampionshipResult
	Games               []Game
	People              []Person
	Players             []Player
	PlayerSeasons       []PlayerSeason
	Roster              []RosterEntry
	Coaches             []CoachTenure
	Awards              []Award
	BoxScores           []BoxScore
	GameOfficials       []GameOfficial
	// Disagreements: figures two sources give differently beyond rounding
	// (the importer keeps the better one and records both here).
	Disagreements []Disagreement
	// Coach people that are coaches only are still People; Coaches links them.
}

// Merge appends other into d (used to combine per-sport partial datasets).
func (d *Dataset) Merge(o *Dataset) {
	d.Leagues = append(d.Leagues, o.Leagues...)
	d.Conferences = append(d.Conferences, o.Conferences...)
	d.Divisions = append(d.Divisions, o.Divisions...)
	d.Venues = append(d.Venues, o.Venues...)
	d.Franchises = append(d.Franchises, o.Franchises...)
	d.Seasons = append(d.Seasons, o.Seasons...)
	d.TeamSeasons = append(d.TeamSeasons, o.TeamSeasons...)
	d.Championships = append(d.Championships, o.Championships...)
	d.ChampionshipResults = append(d.ChampionshipResults, o.ChampionshipResults...)
	d.Games = append(d.Games, o.Games...)
	d.People = append(d.People, o.People...)
	d.Players = append(d.Players, o.Players...)
	d.PlayerSeasons = append(d.PlayerSeasons, o.PlayerSeasons...)
	d.Roster = append(d.Roster, o.Roster...)
	d.Coaches = append(d.Coaches, o.Coaches...)
	d.Awards = append(d.Awards, o.Awards...)
	d.BoxScores = append(d.BoxScores, o.BoxScores...)
	d.GameOfficials = append(d.GameOfficials, o.GameOfficials...)
	d.Disagreements = append(d.Disagreements, o.Disagreements...)
}

// Disagreement is one figure two sources give differently beyond rounding:
// Subject names what it is about in words a reader can find ("LeBron James
// 2022-23 LAL", "Bill Belichick 2003 NE"), Field the figure ("points",
// "wins"); Kept is the value shown and its source, Other the one set aside.
type Disagreement struct {
	Subject     string
	Field       string
	KeptSource  string
	KeptValue   string
	OtherSource string
	OtherValue  string
}

// GameOfficial is one official of a game as a source names him: the
// position the source gives ("Referee") and the name.
type GameOfficial struct {
	GameKey  string
	Position string
	Name     string
	Source   string
}

// BoxScore is one game's box score from one source: each team's totals
// and/or the players' lines (one value per column, at most 64 columns).
type BoxScore struct {
	GameKey string
	Source  string
	Away    map[string]float64 // nil when the source has no team totals
	Home    map[string]float64
	Columns []string // player line stat names, in display order
	Players []BoxLine
	// Frozen: Away and Home were encoded by Freeze into the two texts
	// below and let go (the maps are nil).
	Frozen             bool
	AwayText, HomeText string
}

// Freeze encodes the box score's team totals into their stored texts and
// lets the maps go (a map of 40 totals takes ~900 bytes, its text ~350); a
// frozen box score stays as it is.
func (bs *BoxScore) Freeze() error {
	if bs.Frozen {
		return nil
	}
	away, err := StatsJSON(bs.Away)
	if err != nil {
		return fmt.Errorf("box score of game %s: %w", bs.GameKey, err)
	}
	home, err := StatsJSON(bs.Home)
	if err != nil {
		return fmt.Errorf("box score of game %s: %w", bs.GameKey, err)
	}
	bs.Away, bs.Home, bs.AwayText, bs.HomeText, bs.Frozen = nil, nil, away, home, true
	return nil
}

// TeamTexts are the stored texts of the away and home totals ("" for a
// side without them), frozen or not.
func (bs *BoxScore) TeamTexts() (away, home string, err error) {
	if bs.Frozen {
		return bs.AwayText, bs.HomeText, nil
	}
	if away, err = StatsJSON(bs.Away); err != nil {
		return "", "", err
	}
	home, err = StatsJSON(bs.Home)
	return away, home, err
}

// BoxLine is one player's line in a box score.
type BoxLine struct {
	Home      bool
	PersonKey string // "" when the source's player is not one of People
	Name      string
	Position  string
	Values    []float64
	Has       uint64 // bit i set: Values[i] is recorded (else it is not in the source)
}

// AllRecorded is the Has mask of a line with n recorded values.
func AllRecorded(n int) uint64 { return 1<<uint(n) - 1 }

// IntPtr is a helper for optional scores.
func IntPtr(v int) *int { return &v }

// StatsJSON is the stored form of a stat map: JSON with its keys sorted
// (deterministic); "" for a nil map.
func StatsJSON(m map[string]float64) (string, error) {
	if m == nil {
		return "", nil
	}
	b, err := json.Marshal(m)
	return string(b), err
}

// Freeze encodes every player season's stat maps and every box score's
// team totals into their stored texts and lets the maps go: a parsed source
// waiting to be written holds about a third of the memory (a map of 25
// stats takes ~1 KB, its text ~350 bytes). Only the import, which owns the
// rows it parsed, freezes them; readers of a frozen row read the texts.
func (d *Dataset) Freeze() error {
	for i := range d.PlayerSeasons {
		if err := d.PlayerSeasons[i].Freeze(); err != nil {
			return err
		}
	}
	for i := range d.BoxScores {
		if err := d.BoxScores[i].Freeze(); err != nil {
			return err
		}
	}
	return nil
}

// Freeze encodes the season's stat maps into their stored texts and lets
// the maps go (see Dataset.Freeze); a frozen season stays as it is.
func (ps *PlayerSeason) Freeze() error {
	if ps.Frozen {
		return nil
	}
	st, err := StatsJSON(ps.Stats)
	if err != nil {
		return fmt.Errorf("player season %s %s: %w", ps.PersonKey, ps.SeasonKey, err)
	}
	post, err := StatsJSON(ps.Postseason)
	if err != nil {
		return fmt.Errorf("player season %s %s: %w", ps.PersonKey, ps.SeasonKey, err)
	}
	*ps = PlayerSeason{PersonKey: ps.PersonKey, SeasonKey: ps.SeasonKey, FranchiseKey: ps.FranchiseKey, TeamAbbrev: ps.TeamAbbrev,
		Position: ps.Position, Source: ps.Source, Frozen: true, StatsText: st, PostseasonText: post}
	return nil
}
