// Package api is Almanac's public read API: a route table on the standard
// mux, one handler shape, JSON errors, paging, caching headers and an
// OpenAPI document generated from the same table.
//
// # What lives in memory
//
// The database is the source of truth. For speed the API keeps, per store,
// a read model built from it lazily (and warmed in the background at start):
//
//   - the game index (every game as a 24-byte key plus a compact display
//     record, position lists per team, season and scope): ~66 MB for the
//     shipped 366k games;
//   - the people snapshots (players with career figures, coaches with
//     records, seasons), packed into a few large arrays with interned text:
//     ~60 MB;
//   - the search index (one compact record per result, word prefixes as
//     offsets, a suffix array per kind): ~25 MB;
//   - the store's memoized team and championship reads: a few MB.
//
// That is ~150 MB of live heap once warm; the soft heap limit (GOMEMLIMIT,
// 300 MiB by default) and an 8 MiB SQLite page cache per connection keep the
// process near 300 MB resident on a 1 GB server.
//
// One invalidation rule covers all of it and the response cache: a value is
// good for the dataset version it was built from (store.Version: the latest
// import run, re-read at most once a second, bumped at once by an import
// through the store).
//
// The response cache holds encoded answers (identity and gzip), bounded in
// bytes (RESPONSE_CACHE_MB) and keyed on the route plus the canonical form
// of the parameters the route declares, so no request can make it grow past
// its bound or add entries with parameters the route ignores.
package api
