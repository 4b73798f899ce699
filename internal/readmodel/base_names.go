package readmodel

import (
	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/readmodel/search"
)

// The shared small types keep their names here: the API's answers use them.
type (
	// Scope is the sport/level filter every list accepts (slugs; "" = all).
	Scope = rmbase.Scope
	// NameSlug names a sport, level or championship.
	NameSlug = rmbase.NameSlug
	// StatMap is a stats map that keeps its order when encoded as a JSON object.
	StatMap = rmbase.StatMap
	// SearchHit is one search result.
	SearchHit = search.Hit
)

// Stat makes a stats map entry.
func Stat(name string, v float64) rmbase.StatKV { return rmbase.Stat(name, v) }
