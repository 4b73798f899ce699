// Package rmbase holds the small pieces every part of the read model shares
// and that know nothing of the database: the sport/level scope and names,
// text folding for matching, stats maps with their numbered stat names and
// JSON encoding, and the encoding of parts saved in the database.
//
// It imports no other read-model package; they all import it.
package rmbase
