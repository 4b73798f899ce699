package dataset

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
