// Package cache keeps the values the read model derives from the database
// for the life of one dataset version, under one invalidation rule.
//
// Each kind of value is declared once (NewKind) with the type of its
// argument, the type of its value, when a full cache sheds it and which
// writes drop it. A new dataset version drops everything (Reset); an
// operator's write drops the kinds its Event touches (Change). Concurrent
// misses of one entry wait for a single load.
package cache
