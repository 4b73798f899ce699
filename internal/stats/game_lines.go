package stats

import (
	"slices"
	"strings"
)

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
func GameLineGlossary(sport string) []Term {
	var out []Term
	for _, n := range strings.Fields(gameLineNames[sport]) {
		out = append(out, gameLineTerm(sport, n))
	}
	return out
}

// gameLineTerm is the glossary's term for a game-line statistic; one the
// glossary does not define (a line's time on ice, in seconds) gets its own.
func gameLineTerm(sport, name string) Term {
	if b := books[sport]; b != nil {
		for _, t := range b.Terms {
			if t.Name == name {
				return t
			}
		}
	}
	if t, ok := lineOnlyTerms[name]; ok {
		return t
	}
	return Term{Name: name, Abbr: name, Label: strings.ReplaceAll(name, "_", " "), Rate: IsRate(name)}
}

// lineOnlyTerms are the game-line statistics no season line has.
var lineOnlyTerms = map[string]Term{
	"time_on_ice_seconds": {Name: "time_on_ice_seconds", Abbr: "TOI (s)", Label: "Time on ice (seconds)",
		Definition: "Time the player was on the ice in the game, in seconds."},
	"fumble_return_touchdowns": {Name: "fumble_return_touchdowns", Abbr: "Fum TD", Label: "Fumble return touchdowns",
		Definition: "Touchdowns scored returning a fumble the defense recovered."},
}

// InGameLines says whether name is a statistic of the sport's game lines.
func InGameLines(sport, name string) bool {
	return slices.Contains(strings.Fields(gameLineNames[sport]), name)
}

// GameLineDefaults are the columns shown when a question names none.
func GameLineDefaults(sport string) []string { return gameLineDefaults[sport] }
