package dataset

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
