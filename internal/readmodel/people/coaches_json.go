package people

// The JSON shapes of coaches as the lists and details answer them.

import (
	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
)

// CoachTeam is the team a coach coached, named as of that season.
type CoachTeam struct {
	ID           int    `json:"id"`
	Slug         string `json:"slug"`
	Name         string `json:"name"`
	City         string `json:"city"`
	Abbreviation string `json:"abbreviation"`
	SportName    string `json:"sport_name"`
}

// CareerRecord is a coach's head-coaching record.
type CareerRecord struct {
	Games              int      `json:"games"`
	Wins               int      `json:"wins"`
	Losses             int      `json:"losses"`
	Ties               int      `json:"ties"`
	WinPercentage      *float64 `json:"win_percentage"`
	PlayoffAppearances int      `json:"playoff_appearances"`
	PlayoffWins        *int     `json:"playoff_wins"`
	PlayoffLosses      *int     `json:"playoff_losses"`
	// CareerCoverage: the seasons as head coach (Seasons) and those with a
	// W-L record (SeasonsWithStats) the record sums.
	CareerCoverage stats.Coverage `json:"career_coverage"`
}

// PreviousTeam is a team a coach coached before the current one.
type PreviousTeam struct {
	ID   int    `json:"id"`
	Slug string `json:"slug"`
	Name string `json:"name"`
}

// Coach is one coach of the list.
type Coach struct {
	ID                   int        `json:"id"`
	Slug                 string     `json:"slug"`
	FirstName            string     `json:"first_name"`
	LastName             string     `json:"last_name"`
	DisplayName          string     `json:"display_name"`
	CurrentTeam          *CoachTeam `json:"current_team"`
	Title                *string    `json:"title"`
	Position             *string    `json:"position"`
	IsHeadCoach          bool       `json:"is_head_coach"`
	IsActive             bool       `json:"is_active"`
	Status               string     `json:"status"`
	YearsExperience      int        `json:"years_experience"`
	YearsWithCurrentTeam int        `json:"years_with_current_team"`
	FirstYear            *int       `json:"first_year"`
	LastYear             *int       `json:"last_year"`
	// RecordsEnd is the last season of the league's coaching records on
	// file when they end before its seasons do and he was coaching then
	// (his record may go on past it; his status is "unknown"); else null.
	RecordsEnd       *int            `json:"records_end"`
	CareerRecord     *CareerRecord   `json:"career_record"`
	ChampionshipsWon int             `json:"championships_won"`
	Awards           []string        `json:"awards" openapi:"nonnull"`
	PreviousTeams    []PreviousTeam  `json:"previous_teams" openapi:"nonnull"`
	Sport            rmbase.NameSlug `json:"sport"`
	Level            rmbase.NameSlug `json:"level"`
	Person           Person          `json:"person"`
}

// CoachCoverage is the coverage of a coach's record over head tenures:
// a season has statistics when some head tenure of it has a W-L record.
func CoachCoverage(ts []*Tenure) stats.Coverage {
	lines := make([]stats.SeasonLine, 0, len(ts))
	for _, t := range ts {
		if !t.IsHead {
			continue
		}
		l := stats.SeasonLine{Year: t.Year}
		if t.HasRecord {
			l.Stats = map[string]float64{"wins": float64(t.Wins)}
		}
		lines = append(lines, l)
	}
	return stats.CoverageOf(stats.Coaching, nil, lines)
}
