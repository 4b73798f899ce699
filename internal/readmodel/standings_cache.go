package readmodel

import "github.com/almanac-sports/almanac/internal/readmodel/cache"

// Cached standings: computed from game rows, dropped by every write.
var (
	standingsLatestKind = cache.NewKind[Scope, int]("latest standings season", cache.ShedNumerous, cache.AnyWrite[Scope])
	standingsKind       = cache.NewKind[yearScope, *standingsTable]("standings table", cache.ShedNumerous, cache.AnyWrite[yearScope])
	standingsFlatKind   = cache.NewKind[StandingsQuery, []Standing]("standings rows", cache.ShedNumerous, cache.AnyWrite[StandingsQuery])
	standingsGroupsKind = cache.NewKind[StandingsQuery, []StandingsGroup]("standings groups", cache.ShedNumerous, cache.AnyWrite[StandingsQuery])
)
