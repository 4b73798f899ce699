// Package source holds what the importers share: reading the shipped files
// (CSV and gzipped JSON tables, rows addressed by column name), and the
// rules several sources follow alike (winner-first scores, curated rows'
// unverified fields, dates and season labels, people's names, team box
// totals). It knows no competition: each importer package names its files.
package source
