// Package dataset holds what the store writes in one import: rows under natural
// string keys ("nfl:LVR", "mlb:1927"). Importers (internal/ingest) build it
// from the shipped files without touching the database; WriteDatasets
// resolves keys to integer ids in insertion order, so two imports of the same
// files give byte-identical databases.
package dataset

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
