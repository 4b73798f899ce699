package readmodel

import "github.com/almanac-sports/almanac/internal/readmodel/cache"

// leaderKey is a ranking (a category or an ordering) of a season's rows.
type leaderKey struct {
	yearScope
	name string
}

// Cached values built from player rows only: no game or title write drops
// them (a new dataset version does).
var (
	leaguePlayersKind = cache.NewKind[Scope, playerYears]("league player seasons", cache.ShedNumerous, cache.NoWrite[Scope])
	breakoutsKind     = cache.NewKind[Scope, *Breakouts]("breakouts", cache.ShedNumerous, cache.NoWrite[Scope])
	playerLeagueKind  = cache.NewKind[Scope, *leagueModel]("player league model", cache.ShedNumerous, cache.NoWrite[Scope])
	statYearsKind     = cache.NewKind[Scope, statYearSet]("player stat years", cache.ShedNumerous, cache.NoWrite[Scope])
	statTableKind     = cache.NewKind[yearScope, *statTable]("player stat table", cache.ShedNumerous, cache.NoWrite[yearScope])
	statOrderKind     = cache.NewKind[leaderKey, []int32]("player stat ordering", cache.ShedNumerous, cache.NoWrite[leaderKey])
	leaderRankingKind = cache.NewKind[leaderKey, *leaderRanking]("player leader ranking", cache.ShedNumerous, cache.NoWrite[leaderKey])
)
