package people

import (
	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
)

// The JSON shapes of players as the lists and details answer them.

// TeamRef names a team (franchise) as it was called at the time.
type TeamRef struct {
	ID           int    `json:"id"`
	Slug         string `json:"slug"`
	Name         string `json:"name"`
	Abbreviation string `json:"abbreviation"`
}

// Player is one player of the list.
type Player struct {
	ID              int            `json:"id"`
	Slug            string         `json:"slug"`
	FirstName       string         `json:"first_name"`
	LastName        string         `json:"last_name"`
	DisplayName     string         `json:"display_name"`
	JerseyNumber    *string        `json:"jersey_number"`
	PrimaryPosition *string        `json:"primary_position"`
	Height          *int           `json:"height"`
	Weight          *int           `json:"weight"`
	Age             *int           `json:"age"`
	BirthDate       *string        `json:"birth_date"`
	BirthPlace      *string        `json:"birth_place"`
	YearsExperience int            `json:"years_experience"`
	FirstYear       *int           `json:"first_year"`
	LastYear        *int           `json:"last_year"`
	College         *string        `json:"college"`
	DraftYear       *int           `json:"draft_year"`
	DraftRound      *int           `json:"draft_round"`
	DraftPick       *int           `json:"draft_pick"`
	CareerStats     rmbase.StatMap `json:"career_stats"`
	// CareerCoverage: which seasons of the headline career (the one
	// career_stats total) have statistics.
	CareerCoverage stats.Coverage `json:"career_coverage"`
	// CareerRoles: the lines the career is shown by, the main one first
	// (batting, pitching; skater, goaltending; passing, rushing, ...).
	CareerRoles       []string        `json:"career_roles" openapi:"nonnull"`
	Awards            []string        `json:"awards" openapi:"nonnull"`
	Championships     int             `json:"championships"`
	AllStarSelections int             `json:"all_star_selections"`
	IsActive          bool            `json:"is_active"`
	Status            string          `json:"status"`
	Sport             rmbase.NameSlug `json:"sport"`
	Level             rmbase.NameSlug `json:"level"`
	CurrentTeam       *TeamRef        `json:"current_team"`
	HallOfFame        bool            `json:"hall_of_fame"`
	ContractYear      *int            `json:"contract_year"`
}

// AwardRecord is an award and the year it was won.
type AwardRecord struct {
	Name string `json:"name"`
	Year int    `json:"year"`
}
