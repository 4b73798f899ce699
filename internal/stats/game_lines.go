package stats

// The statistics of player game lines (box scores' player lines), as the
// player-game finder and player streaks spell them: the sports whose data
// holds such lines (hockey: every player's line; football: defensive
// players' lines). Each name means what it means in a season line; a sport
// absent here has no player game lines.
var gameLineNames = map[string]string{
	"hockey": `goals assists points plus_minus penalty_minutes shots hits blocked_shots time_on_ice_seconds shots_against
		saves goals_against`,
	"football": `tackles solo_tackles assisted_tackles tackles_for_loss sacks qb_hits interceptions interception_yards
		passes_defended forced_fumbles fumble_recoveries interception_touchdowns fumble_return_touchdowns`,
}

// gameLineDefaults are the columns a player-game answer shows when asked
// about none.
var gameLineDefaults = map[string][]string{
	"hockey":   {"goals", "assists", "points"},
	"football": {"tackles", "sacks", "interceptions"},
}

// GameLineGlossary is a sport's game-line terms in the data's column order
// (nil for a sport without player game lines).
func GameLineGlossary(sport string) []Term { return terms(gameLineNames[sport]) }

// InGameLines says whether name is a statistic of the sport's game lines.
func InGameLines(sport, name string) bool { return inList(gameLineNames[sport], name) }

// GameLineDefaults are the columns shown when a question names none.
func GameLineDefaults(sport string) []string { return gameLineDefaults[sport] }
