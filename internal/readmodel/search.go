package readmodel

import (
	"context"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
)

// Search is a search answer: the hits of each kind.
type Search struct {
	Query         string      `json:"query"`
	Teams         []SearchHit `json:"teams" openapi:"nonnull"`
	Players       []SearchHit `json:"players" openapi:"nonnull"`
	Coaches       []SearchHit `json:"coaches" openapi:"nonnull"`
	Championships []SearchHit `json:"championships" openapi:"nonnull"`
	Seasons       []SearchHit `json:"seasons" openapi:"nonnull"`
	Total         int         `json:"total"`
}

// Search finds up to limit results of each kind for raw (trimmed, not
// empty): ranked exact, prefix, word prefix, then substring matches of the
// folded text.
func (m *Model) Search(ctx context.Context, raw string, sc Scope, limit int) (*Search, error) {
	idx, err := m.searchIndex(ctx)
	if err != nil {
		return nil, err
	}
	needle := rmbase.Fold(raw)
	out := Search{
		Query:         raw,
		Teams:         idx.Teams.Query(needle, sc, limit),
		Players:       idx.Players.QueryNames(needle, sc, limit),
		Coaches:       idx.Coaches.QueryNames(needle, sc, limit),
		Championships: idx.Championships.Query(needle, sc, limit),
		Seasons:       idx.Seasons.Query(needle, sc, limit),
	}
	out.Total = len(out.Teams) + len(out.Players) + len(out.Coaches) + len(out.Championships) + len(out.Seasons)
	return &out, nil
}
