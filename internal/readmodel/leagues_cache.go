package readmodel

import (
	"github.com/almanac-sports/almanac/internal/forecast"
	"github.com/almanac-sports/almanac/internal/readmodel/cache"
)

// yearScope is a season of a sport and level.
type yearScope struct {
	year int
	sc   Scope
}

// Cached values of leagues (a sport and level): computed from game rows,
// dropped by every write (data quality, by a result's: see ResultWrites).
var (
	leagueYearsKind  = cache.NewKind[Scope, *leagueYears]("league season totals", cache.ShedNumerous, cache.AnyWrite[Scope])
	dashboardKind    = cache.NewKind[Scope, *DashboardScope]("league dashboard", cache.ShedNumerous, cache.AnyWrite[Scope])
	insightsKind     = cache.NewKind[Scope, *InsightsScope]("league insights", cache.ShedNumerous, cache.AnyWrite[Scope])
	performanceKind  = cache.NewKind[yearScope, *PerformanceScope]("performance summary", cache.ShedNumerous, cache.AnyWrite[yearScope])
	qualityKind      = cache.NewKind[struct{}, *DataQuality]("data quality", cache.ShedNumerous, cache.ResultWrites[struct{}])
	qualityScopeKind = cache.NewKind[Scope, *DataQuality]("data quality of a scope", cache.ShedNumerous, cache.ResultWrites[Scope])
	seasonOddsKind   = cache.NewKind[OddsQuery, *SeasonOdds]("season odds", cache.ShedNumerous, oddsDrops)
	oddsHistoryKind  = cache.NewKind[OddsQuery, *OddsHistory]("season odds over a season", cache.ShedNumerous, oddsDrops)
	oddsBacktestKind = cache.NewKind[forecast.Scope, *OddsBacktest]("odds backtest", cache.ShedLast, backtestDrops)
)
