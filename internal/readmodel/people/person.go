package people

import (
	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/store"
)

// Person is a person's bio.
type Person struct {
	FirstName    string  `json:"first_name"`
	LastName     string  `json:"last_name"`
	FullName     string  `json:"full_name"`
	Age          *int    `json:"age"`
	BirthDate    *string `json:"birth_date"`
	BirthPlace   *string `json:"birth_place"`
	Bio          *string `json:"bio"`
	BirthCity    *string `json:"birth_city"`
	BirthState   *string `json:"birth_state"`
	BirthCountry *string `json:"birth_country"`
	College      *string `json:"college"`
	HeightInches *int    `json:"height_inches"`
	WeightPounds *int    `json:"weight_pounds"`
	DeathDate    *string `json:"death_date"`
}

// BioOf is personOf without the age, the part that does not change with
// the day.
func BioOf(p store.PersonRow) Person {
	return Person{
		FirstName: p.FirstName, LastName: p.LastName, FullName: rmbase.JoinNonEmpty(" ", p.FirstName, p.LastName),
		BirthDate:  rmbase.StrOrNil(p.BirthDate),
		BirthPlace: rmbase.StrOrNil(rmbase.JoinNonEmpty(", ", p.BirthCity, p.BirthState, p.BirthCountry)),
		BirthCity:  rmbase.StrOrNil(p.BirthCity), BirthState: rmbase.StrOrNil(p.BirthState), BirthCountry: rmbase.StrOrNil(p.BirthCountry),
		College: rmbase.StrOrNil(p.College), HeightInches: rmbase.NullInt(p.HeightIn), WeightPounds: rmbase.NullInt(p.WeightLb),
		DeathDate: rmbase.StrOrNil(p.DeathDate),
	}
}

// Title is a championship won with a team.
type Title struct {
	Year             int     `json:"year"`
	ChampionshipName string  `json:"championship_name"`
	ChampionshipSlug string  `json:"championship_slug"`
	TeamName         string  `json:"team_name"`
	TeamSlug         *string `json:"team_slug"`
}
