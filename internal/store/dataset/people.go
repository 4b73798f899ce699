package dataset

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
