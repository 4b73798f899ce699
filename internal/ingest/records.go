// Package ingest turns the shipped public data files into the rows the store
// writes (internal/store/dataset), and imports them through the store.
//
// Importers never touch the database: each one reads its files and adds rows
// under natural string keys ("nfl:LVR", "mlb:1927"); Import hands the parsed
// groups to the store, which writes them in one transaction.
package ingest

import "github.com/almanac-sports/almanac/internal/store/dataset"

// The importers' row types are the store's write types; the aliases keep the
// importer code short.
type (
	Dataset            = dataset.Dataset
	League             = dataset.League
	Conference         = dataset.Conference
	Division           = dataset.Division
	Venue              = dataset.Venue
	Franchise          = dataset.Franchise
	Season             = dataset.Season
	TeamSeason         = dataset.TeamSeason
	Championship       = dataset.Championship
	ChampionshipResult = dataset.ChampionshipResult
	Game               = dataset.Game
	Person             = dataset.Person
	Player             = dataset.Player
	PlayerSeason       = dataset.PlayerSeason
	RosterEntry        = dataset.RosterEntry
	CoachTenure        = dataset.CoachTenure
	Award              = dataset.Award
	BoxScore           = dataset.BoxScore
	BoxLine            = dataset.BoxLine
	Disagreement       = dataset.Disagreement
)

const (
	Football   = dataset.Football
	Basketball = dataset.Basketball
	Baseball   = dataset.Baseball
	Hockey     = dataset.Hockey
	Pro        = dataset.Pro
	NCAA       = dataset.NCAA

	StatusFinal     = dataset.StatusFinal
	StatusScheduled = dataset.StatusScheduled
	StatusLive      = dataset.StatusLive
	StatusPostponed = dataset.StatusPostponed

	TypeRegular      = dataset.TypeRegular
	TypePlayoff      = dataset.TypePlayoff
	TypeChampionship = dataset.TypeChampionship
	TypeAllStar      = dataset.TypeAllStar
)

// IntPtr is a helper for optional scores.
func IntPtr(v int) *int { return dataset.IntPtr(v) }
