package readmodel

import "context"

// SearchOut is a search answer: the hits of each kind.
type SearchOut struct {
	Query         string      `json:"query"`
	Teams         []SearchHit `json:"teams"`
	Players       []SearchHit `json:"players"`
	Coaches       []SearchHit `json:"coaches"`
	Championships []SearchHit `json:"championships"`
	Seasons       []SearchHit `json:"seasons"`
	Total         int         `json:"total"`
}

// Search finds up to limit results of each kind for raw (trimmed, not
// empty): ranked exact, prefix, word prefix, then substring matches of the
// folded text.
func (m *Model) Search(ctx context.Context, raw string, sc Scope, limit int) (*SearchOut, error) {
	idx, err := m.searchIndex(ctx)
	if err != nil {
		return nil, err
	}
	needle := fold(raw)
	out := SearchOut{
		Query:         raw,
		Teams:         idx.teams.query(needle, sc, limit),
		Players:       idx.players.query(needle, sc, limit),
		Coaches:       idx.coaches.query(needle, sc, limit),
		Championships: idx.championships.query(needle, sc, limit),
		Seasons:       idx.seasons.query(needle, sc, limit),
	}
	out.Total = len(out.Teams) + len(out.Players) + len(out.Coaches) + len(out.Championships) + len(out.Seasons)
	return &out, nil
}
