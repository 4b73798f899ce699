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
		Players:       idx.players.queryNames(needle, sc, limit),
		Coaches:       idx.coaches.queryNames(needle, sc, limit),
		Championships: idx.championships.query(needle, sc, limit),
		Seasons:       idx.seasons.query(needle, sc, limit),
	}
	out.Total = len(out.Teams) + len(out.Players) + len(out.Coaches) + len(out.Championships) + len(out.Seasons)
	return &out, nil
}

// queryNames is query, with the hits for the query's other given-name forms
// ("ray bourque": "raymond bourque") filling the places left.
func (k *searchKind) queryNames(q string, sc Scope, limit int) []SearchHit {
	out := k.query(q, sc, limit)
	for _, v := range givenNameVariants(q) {
		if len(out) >= limit {
			break
		}
	hits:
		for _, h := range k.query(v, sc, limit-len(out)) {
			for _, o := range out {
				if o.ID == h.ID && o.URL == h.URL {
					continue hits
				}
			}
			out = append(out, h)
		}
	}
	return out
}
