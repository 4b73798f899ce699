// Package readmodel is what Almanac keeps in memory for speed, in one place,
// and the computations over it: the API below its route table.
//
// The database is the source of truth. For one store, For returns the Model
// every API on that store shares; it is built from the database lazily (and
// warmed in the background at start) and holds:
//
//   - the game index (every game as a 32-byte key plus a 44-byte display
//     record, position lists per team, season and scope, a slice by id and
//     positions sorted by slug hash for detail lookups): ~47 MB for the
//     shipped 384k games;
//   - the people snapshots (players with career figures, coaches with
//     records, seasons), packed into a few large arrays with interned text:
//     ~60 MB; with, once coach statistics are asked for, every head
//     tenure's season row as JSON in one pointer-free array (~6.5 MB,
//     coach_seasons.go: nine tenths of that answer, copied, not encoded);
//   - the search index (one compact record per result, word prefixes as
//     offsets, a suffix array per kind): ~20 MB;
//   - memoized derived values (list counts, computed standings, team
//     figures and per-season team rows, each row with its JSON encoded
//     once (~630 bytes; the API copies it into lists and histories), a
//     team's detail and advanced
//     metrics (answers asked for often and costly to rebuild: kept whole,
//     read-only), championship statistics, league
//     figures per sport and level: season totals, dashboard, insights,
//     performance summaries, leader rankings) and the store's snapshots and
//     per-team reads (teams, team seasons, championships, champions,
//     rosters, schedules: the store keeps nothing itself, it asks the memo
//     this model installs with store.SetMemo): ~30 MB once the bench routes
//     have run, at most 4,096 entries;
//   - the walk-forward forecast table of each sport and level, built on
//     first use (forecasts.go): ~68 bytes per game (a 40-byte game, the
//     ratings history as float32), ~20 MB for MLB, NFL, NBA and NHL
//     together.
//
// Large arrays hold no pointers where they can (game keys, forecast games,
// stats maps name their stat by number, the player lookups hold positions):
// the collector marks them without scanning them. Of the ~200 MB live heap,
// ~81 MB is scannable (runtime/metrics /gc/scan/heap:bytes); a collection
// costs ~37 ms of CPU, and on one busy core its mark phase is a window of
// slower answers, so pointers in long-lived values cost latency. Answers
// that build many values (game lists) draw them from a pool and return
// them once encoded.
//
// Measured after a warm-up over the bench routes (after a collection):
// ~213 MB of live heap. The soft heap limit (GOMEMLIMIT, 280 MiB by default)
// and a 2 MiB SQLite page cache per connection keep the process at ~335 MB
// resident (~31 MB of it the binary's pages); what the limit leaves above
// the live heap (~60 MB) is spent by the garbage of answers, so an answer's
// allocation is what its latency under saturation depends on most (a route
// allocating ~30 KB an answer collects about every 2,000 answers). The
// response cache's answers are live heap too: the default limit grows by
// what the cache holds (cli.followCache), so a full 64 MiB cache does not
// shrink that room (with it full, 300 new 500-row game pages: 12 collections
// and 1.1 s, against 111 and 2.3 s under a fixed limit; ~390 MB resident).
//
// One invalidation rule covers all of it (and the API's response cache): a
// value is good for the dataset version it was built from (store.Version:
// the latest import run, re-read at most once a second, bumped at once by an
// import through the store). Model.Purge drops everything at once.
// Operators' writes are not new versions: a live score, a correction and a
// season the ingest opens are patched into what is in memory (game_live.go,
// season_live.go), so they reach the streams within milliseconds.
//
// Start-up: the search index is the slowest part to build (it ranks every
// player and coach by career) and the first a visitor needs, so its entries
// are also saved in the database for their dataset version (the import does
// it; see search_persist.go). The game index's arrays are saved the same way
// (reading 384k games costs 1.5-3 s, loading the ~6 MB copy ~0.3 s), also
// keyed by the count of game writes, which every live game, correction and
// backfill bumps in its transaction (game_persist.go). Preload loads both
// before the server answers (under a second); Warm builds the rest after.
//
// The Model answers in the API's JSON shapes (GameJSON, PlayerOut, …) but
// knows nothing of HTTP: callers parse and validate parameters, page the
// answers and turn a nil result or ErrUnknownTeam into their errors.
package readmodel
