// Package search is the site search's in-memory index: one Kind per kind of
// result (teams, players, coaches, championships, seasons), each ranking
// exact, prefix, word-prefix and substring matches of folded names, and the
// copy of its entries saved in the database.
//
// It knows nothing of the database or the snapshots it is built from: the
// read model adds the items and keeps the index for its dataset version.
package search
