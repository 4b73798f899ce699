package readmodel

import "github.com/almanac-sports/almanac/internal/readmodel/people"

// The people's JSON shapes keep their names here: the API's answers use
// them (the snapshots that make them are in people).
type (
	// Player is one player of the list.
	Player = people.Player
	// TeamRef names a team (franchise) as it was called at the time.
	TeamRef = people.TeamRef
	// AwardRecord is an award and the year it was won.
	AwardRecord = people.AwardRecord
	// Person is a person's bio.
	Person = people.Person
	// Title is a championship won with a team.
	Title = people.Title
	// Coach is one coach of the list.
	Coach = people.Coach
	// CoachTeam is the team a coach coached, named as of that season.
	CoachTeam = people.CoachTeam
	// CareerRecord is a coach's head-coaching record.
	CareerRecord = people.CareerRecord
	// PreviousTeam is a team a coach coached before the current one.
	PreviousTeam = people.PreviousTeam
	// CareerLeague is a player's career in one league.
	CareerLeague = people.CareerLeague
	// CoachLeague is a coach's record in one league of one sport and level.
	CoachLeague = people.CoachLeague
)
