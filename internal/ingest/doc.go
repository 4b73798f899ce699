// Package ingest turns the shipped public data files into the rows the store
// writes (internal/store/dataset), and imports them through the store.
//
// Each competition has its own importer package (nfl, nba, mlb, nhl, ncaafb,
// ncaambb, ncaabsb, ncaahky); what several of them read alike (tables, rows,
// scores, dates, names, box totals) is in package source. This package lists
// the importers (registry.go) and runs them (load.go).
//
// Importers never touch the database: each one reads its files and adds rows
// under natural string keys ("nfl:LVR", "mlb:1927"); Import hands the parsed
// groups to the store, which writes them in one transaction.
package ingest
