package readmodel

import (
	"github.com/almanac-sports/almanac/internal/readmodel/cache"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// What the model keeps of the store's reads. The whole-dataset snapshots
// (teams, championships, champions: not computed from game rows) are
// dropped by a title correction only; the per-team and per-championship
// reads by every write.
var (
	championsKind     = cache.NewKind[struct{}, *store.ChampionSnapshot]("champion records", cache.ShedLast, cache.TitleWrites[struct{}])
	titleSeasonsKind  = cache.NewKind[struct{}, *store.TitleSeasons]("title seasons", cache.ShedLast, cache.TitleWrites[struct{}])
	championshipsKind = cache.NewKind[struct{}, *store.ChampionshipSnapshot]("championships", cache.ShedLast, cache.TitleWrites[struct{}])
	teamsKind         = cache.NewKind[struct{}, *store.TeamSnapshot]("teams", cache.ShedLast, cache.TitleWrites[struct{}])
	teamSeasonsKind   = cache.NewKind[struct{}, map[int64][]store.TeamSeason]("team seasons", cache.ShedLast, cache.TitleWrites[struct{}])
	sportsKind        = cache.NewKind[struct{}, []store.Sport]("sports", cache.ShedLast, cache.TitleWrites[struct{}])

	finderSchedulesKind = cache.NewKind[Scope, map[int64]store.FinderSeason]("finder schedules", cache.ShedNumerous, cache.AnyWrite[Scope])
	rosterKind          = cache.NewKind[franchiseYear, teamRoster]("team roster", cache.ShedNumerous, cache.AnyWrite[franchiseYear])
	scheduleYearKind    = cache.NewKind[int64, int]("team schedule year", cache.ShedNumerous, cache.AnyWrite[int64])
	splitsKind          = cache.NewKind[int64, []stats.TeamSplit]("team splits", cache.ShedNumerous, cache.AnyWrite[int64])
	meetingKind         = cache.NewKind[meetingKey, *store.Meeting]("meeting", cache.ShedNumerous, cache.AnyWrite[meetingKey])
	champGamesKind      = cache.NewKind[int64, []store.ChampionshipGame]("championship results", cache.ShedNumerous, cache.AnyWrite[int64])
	champTitlesKind     = cache.NewKind[int64, []store.TitleRow]("championship titles", cache.ShedNumerous, cache.AnyWrite[int64])
	champGameCountKind  = cache.NewKind[int64, champGameCount]("championship game count", cache.ShedNumerous, cache.AnyWrite[int64])
)

// teamRoster is a team's roster of a season and where it comes from.
type teamRoster struct {
	entries []store.RosterEntry
	source  string
}

// meetingKey is the last (or, from today, next) game between two teams.
type meetingKey struct {
	a, b  int64
	year  int
	next  bool
	today string
}

// champGameCount is a championship's count of games (or of results).
type champGameCount struct {
	n       int
	byGames bool
}
