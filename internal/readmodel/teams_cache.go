package readmodel

import "github.com/almanac-sports/almanac/internal/readmodel/cache"

// franchiseYear is a franchise's season (or its latest: 0).
type franchiseYear struct {
	team int64
	year int
}

// Cached values of teams: computed from game rows, dropped by every write.
var (
	teamDetailKind   = cache.NewKind[int64, *TeamDetail]("team detail", cache.ShedNumerous, cache.AnyWrite[int64])
	teamHistoryKind  = cache.NewKind[int64, []TeamStatRow]("team stats history", cache.ShedNumerous, cache.AnyWrite[int64])
	teamRatingsKind  = cache.NewKind[int64, teamRatings]("team ratings", cache.ShedNumerous, cache.AnyWrite[int64])
	teamTrendsKind   = cache.NewKind[int64, []TeamTrendSeason]("team trends", cache.ShedNumerous, cache.AnyWrite[int64])
	teamFiguresKind  = cache.NewKind[franchiseYear, teamFigures]("team figures", cache.ShedNumerous, cache.AnyWrite[franchiseYear])
	teamScheduleKind = cache.NewKind[franchiseYear, []TeamScheduleGame]("team schedule", cache.ShedNumerous, cache.AnyWrite[franchiseYear])
	teamAdvancedKind = cache.NewKind[franchiseYear, *TeamAdvanced]("team advanced metrics", cache.ShedNumerous, cache.AnyWrite[franchiseYear])
	teamStatsKind    = cache.NewKind[yearScope, []TeamStatRow]("team stats of a season", cache.ShedNumerous, cache.AnyWrite[yearScope])
	teamRankingsKind = cache.NewKind[leaderKey, *TeamRankings]("team rankings", cache.ShedNumerous, cache.AnyWrite[leaderKey])
)
