package readmodel

import (
	"github.com/almanac-sports/almanac/internal/forecast"
	"github.com/almanac-sports/almanac/internal/readmodel/cache"
)

// Cached values of the game index and what is computed from game rows.
var (
	// gameIndexKind is the game index: never shed; a game write installs
	// the patched index (PatchGame).
	gameIndexKind = cache.NewKind[struct{}, *gameIndex]("game index", cache.Never, cache.NoWrite[struct{}])
	// gameCountKind is the count of a game filter's matches (by its key).
	gameCountKind = cache.NewKind[string, int]("game count", cache.ShedFirst, cache.AnyWrite[string])
	// boxScoreGamesKind lists the games with a box score: a feed's new box
	// score and a title correction drop it.
	boxScoreGamesKind = cache.NewKind[struct{}, []int32]("games with a box score", cache.ShedNumerous,
		func(_ struct{}, ev cache.Event) bool { return ev.BoxScore || ev.Title })
	// forecastKind is the walk-forward forecast table of a sport and level:
	// only a final game of its sport (or of any, for a table of every
	// sport) drops it.
	forecastKind = cache.NewKind[forecast.Scope, *forecast.Table]("forecast table", cache.ShedLast,
		func(sc forecast.Scope, ev cache.Event) bool {
			return ev.Sport != "" && (ev.Sport == "*" || sc.Sport == "" || sc.Sport == ev.Sport)
		})
	// champStatsKind is a championship's figures from its titles and games.
	champStatsKind = cache.NewKind[int64, ChampionshipStats]("championship figures", cache.ShedNumerous, cache.AnyWrite[int64])
)
