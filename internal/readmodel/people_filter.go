package readmodel

import (
	"errors"
	"strings"

	"github.com/almanac-sports/almanac/internal/readmodel/people"
)

// PeopleFilter is what the player and coach lists filter on ("" = any).
type PeopleFilter struct {
	Scope   Scope
	Year    int // a season's start year, when HasYear
	HasYear bool
	// Position is a prefix of the primary position (players) or of the
	// latest title (coaches); Team a franchise slug, id or abbreviation;
	// Status active, inactive or retired; Search a part of the name.
	Position, Team, Status, Search string
}

// ErrUnknownTeam is the answer to a PeopleFilter whose Team names no team in
// its scope.
var ErrUnknownTeam = errors.New("readmodel: no such team")

// teams resolves the team filter to franchise ids (nil = any team).
func (f PeopleFilter) teams(b *people.Base) ([]int, error) {
	if f.Team == "" || strings.EqualFold(f.Team, "all") {
		return nil, nil
	}
	ids := b.ResolveTeam(f.Team, f.Scope)
	if len(ids) == 0 {
		return nil, ErrUnknownTeam
	}
	return ids, nil
}
