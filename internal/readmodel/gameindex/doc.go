// Package gameindex holds every game in memory for the read model: the
// games sorted by (date, id) with per-team, per-season and per-scope
// position lists, the small tables games refer to, and the lookups by id
// and slug. Lists, counts, deep pages, team-name search and records are
// answered from it without a query.
//
// Where each thing is:
//
//	index.go    the index, its build from game rows, a game rebuilt from it
//	plan.go     a games filter resolved into candidate positions and checks
//	lookup.go   one game by id or slug
//	sides.go    a team as its games of a season name it; the title a game decided
//	texts.go    dates as numbers and back; the texts of a page of games
//	saved.go    the copy saved in the database, loaded at start (Load)
//	patch.go    copies of the index with one game changed, added or removed
//
// It knows nothing of the answers' JSON nor of the cache: the read model
// keeps one index per dataset version, installs the patched copies a live
// write makes, and turns positions into answers.
package gameindex
