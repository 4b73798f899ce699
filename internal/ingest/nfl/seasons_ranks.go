package nfl

// Source ranks (lower wins). From 1999 the offence's official counting
// figures (nflOfficial) come from NFL.com, else PFR, where they have the
// player's season: nflverse sums play-by-play, which misses or miscounts a
// few plays (Drew Brees 2011: 5,535 passing yards there, 5,476 official);
// its other figures (attempts, completions, fumbles …) and every player
// the official tables lack keep nflverse's.
const (
	nflRankNFLcomOfficial  = -2 // NFL.com 1999-2016, nflOfficial figures only
	nflRankFantasyOfficial = -1 // PFR 1999-2021, nflOfficial figures only
	nflRankPFRGames        = -3 // PFR rosters 2010-2021: games, starts, approximate value
	nflRankRows            = 0  // roster and weekly files (already rows)
	nflRankNflverse        = 1  // nflverse season, 2025 and kicking files (gsis ids)
	nflRankPFRDef          = 2  // PFR season defence 2000-2015 (official; names)
	nflRankDefLogs         = 2  // PFR defence game logs summed, 2016-2024 (stats_deflogs.go)
	nflRankNFLcom          = 3  // NFL.com career tables (official; partial players)
	nflRankNflgame         = 4  // nflgame season sums 2009-2015 (second source)
	nflRankFantasy         = 5  // PFR fantasy table 1970-2021 (names; no completions)
	nflRankNoGames         = 6  // a roster season PFR lists no game of, 2010-2021: 0 games
)

// nflCompared are the statistics whose disagreements are recorded.
var nflCompared = map[string]bool{"passing_yards": true, "passing_touchdowns": true, "interceptions_thrown": true,
	"rushing_yards": true, "rushing_touchdowns": true, "receptions": true, "receiving_yards": true, "receiving_touchdowns": true,
	"sacks": true, "interceptions": true, "field_goals_made": true, "field_goals_attempted": true, "extra_points_made": true}

// nflOfficial are the offence figures the official tables (NFL.com, PFR)
// give from 1999 over nflverse's (see the ranks).
var nflOfficial = map[string]bool{"passing_yards": true, "passing_touchdowns": true, "interceptions_thrown": true,
	"rushing_yards": true, "rushing_touchdowns": true, "receptions": true, "receiving_yards": true, "receiving_touchdowns": true}

// nflHasOffence: a season line with a figure of the offence.
func nflHasOffence(m map[string]float64) bool {
	for st := range m {
		if nflOfficial[st] || st == "passing_attempts" || st == "completions" || st == "rushing_attempts" || st == "targets" {
			return true
		}
	}
	return false
}

// nflSplitOfficial splits a compare-only contribution from 1999 on into its
// nflOfficial figures (a value-giving contribution of rank official) and
// the rest (still compared only); nil for a part without figures. A 0
// stays compared only, as nflverse's zeros are dropped: an official table
// lists a receiver with no catch, which is no figure of his season.
func nflSplitOfficial(c *nflContrib, official int) (values, compared *nflContrib) {
	v, rest := *c, *c
	v.stats, rest.stats = map[string]float64{}, map[string]float64{}
	v.rank, v.compareOnly, v.post, rest.compareOnly = official, false, nil, true
	for st, x := range c.stats {
		if nflOfficial[st] && x != 0 {
			v.stats[st] = x
		} else {
			rest.stats[st] = x
		}
	}
	if len(v.stats) == 0 {
		return nil, &rest
	}
	return &v, &rest
}
