package search

import "github.com/almanac-sports/almanac/internal/readmodel/rmbase"

// QueryNames is Query, with the hits for the query's other given-name forms
// ("ray bourque": "raymond bourque") filling the places left.
func (k *Kind) QueryNames(q string, sc rmbase.Scope, limit int) []Hit {
	out := k.Query(q, sc, limit)
	for _, v := range rmbase.GivenNameVariants(q) {
		if len(out) >= limit {
			break
		}
	hits:
		for _, h := range k.Query(v, sc, limit-len(out)) {
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
