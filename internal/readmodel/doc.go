// Package readmodel is what Almanac keeps in memory for speed, in one place,
// and the computations over it: the API below its route table. It answers in
// the API's JSON shapes but knows nothing of HTTP: callers parse and validate
// parameters, page the answers and turn a nil result or ErrUnknownTeam into
// their errors.
//
// # Map
//
// Packages (imports run downward only; none imports this one):
//
//	readmodel          the Model, its lifecycle and the answers by resource
//	├── gameindex      every game in memory: filters, lookups, saved copy, patches
//	├── people         the people snapshots: the shared base (teams, seasons,
//	│                  titles), the players and the coaches, their records,
//	│                  season lines, careers by league and JSON shapes
//	├── search         the site search's index and its saved copy
//	├── cache          the typed cache of derived values and its drop rules
//	├── rmbase         scope and names, text folding, stats maps, saved parts
//	└── rmtest         what the tests share: a small league, a live game
//
// Lifecycle (model.go): For gives the Model of a store; Preload
// (search_persist.go) loads the saved search and game indexes before the
// server answers; Warm builds the people snapshots after; Purge drops
// everything.
//
// Where each thing is computed:
//
//	game index            gameindex/ (the index, filters, lookups, saved copy,
//	                      patched copies); games_cache.go (the model's index),
//	                      game_live.go (a write patched in, what it drops)
//	game answers          games.go, game_json.go, box_score.go
//	people snapshots      people/ (base.go the shared base, players.go and
//	                      player_*.go the players, coaches.go the coaches,
//	                      season_lines.go and career.go the careers, leagues.go
//	                      by league), seasons.go; kept in people_cache.go
//	                      (with the coach answers' memos), their JSON shapes
//	                      named in people_types.go
//	player answers        player_*.go, players.go, career_audit.go
//	coach answers         coach*.go
//	search                search/ (index), search_build.go (its items),
//	                      search.go (answer), search_persist.go (saved copy)
//	standings             standings*.go
//	teams                 team_*.go
//	leagues               league*.go, forecasts.go
//	season odds           season_odds*.go (the backtest computed in the
//	                      background: season_odds_backtest_queue.go),
//	                      forecast_archive.go, forecast_checks*.go (the
//	                      archive scored: game forecasts, season odds)
//	data quality          quality*.go
//	store reads kept      store_reads.go (teams, championships, champions, rosters…)
//
// # What is cached, and when it is dropped
//
// A value is good for the dataset version it was built from (store.Version:
// the latest import run, re-read at most once a second). A new version drops
// everything (cache_version.go); so does Purge.
//
// Derived values live in one cache.Cache. Each kind is declared with its
// argument and value types, when a full cache sheds it and which writes drop
// it, one file per area: games_cache.go, teams_cache.go, leagues_cache.go,
// players_cache.go, standings_cache.go, store_cache.go. An operator's or a
// feed's write is not a new version: it is patched into what is in memory
// (game_live.go, season_live.go) and drops only the kinds its cache.Event
// touches, so it reaches the streams within milliseconds.
//
// Besides the cache: the people snapshots and the search index are lazy
// values dropped with the people caches (people_cache.go: a new version or
// Purge drops them; a live write of a new season drops the base and the
// seasons, season_live.go); the most asked-for player details sit in a
// bounded cache of their own (details.go); the forecast tables are cache entries (forecastKind) dropped only by a
// final game of their sport.
//
// Start-up: the search index and the game index are saved in the database
// for their dataset version (the import saves them), so a starting server
// loads them in under a second instead of rebuilding them.
//
// Large arrays hold no pointers where they can (game keys, forecast games,
// stats maps name their stat by number, the player lookups hold positions):
// the collector marks them without scanning them. Answers that build many
// values (game lists) draw them from a pool and return them once encoded.
package readmodel
