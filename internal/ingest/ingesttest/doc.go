// Package ingesttest holds the importers' test helpers: writing a parsed
// dataset to a fresh store and running the consistency check on it, box
// score counts, gzipped fixtures. Only tests import it.
package ingesttest
