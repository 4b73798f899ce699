package people

// The one place careers are computed: every career the API shows (player
// detail, players list, per league, the career endpoint, comparison,
// exports) is stats.Career over the player's merged season lines
// (GroupSeasons) and the seasons he played without stat rows.

import (
	"sort"
	"strings"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
)

// CareerOf is the career line of merged season lines plus the start years
// of seasons played without stat rows (roster entries only), for a player
// listed at position (see stats.Career).
func CareerOf(sport, position string, lines []SeasonLine, bare []int) stats.CareerLine {
	ss := make([]stats.SeasonLine, 0, len(lines)+len(bare))
	for _, l := range lines {
		ss = append(ss, stats.SeasonLine{Year: l.Year, Stats: l.Line})
	}
	for _, y := range bare {
		ss = append(ss, stats.SeasonLine{Year: y})
	}
	return stats.Career(sport, position, ss)
}

// postTotals sums the postseason lines (nil when no season has one).
func postTotals(sport string, lines []SeasonLine) map[string]float64 {
	var ss []stats.SeasonLine
	for _, l := range lines {
		if len(l.Post) > 0 {
			ss = append(ss, stats.SeasonLine{Year: l.Year, Stats: l.Post})
		}
	}
	if ss == nil {
		return nil
	}
	return stats.Totals(sport, ss)
}

// headlineStats per sport, in display order: after the role lines, the
// rest of the small career_stats map of list rows. Only the ones a player
// has appear.
var headlineStats = map[string][]string{
	"basketball": {"games_played", "points", "rebounds", "assists", "steals", "blocks", "field_goal_percentage", "points_per_game"},
	"baseball": {"games_played", "hits", "home_runs", "runs_batted_in", "stolen_bases", "batting_average",
		"wins", "losses", "era", "strikeouts", "saves"},
	"hockey": {"games_played", "goals", "assists", "points", "plus_minus", "penalty_minutes",
		"wins", "shutouts", "save_percentage", "goals_against_average"},
	"football": {"games_played", "passing_yards", "passing_touchdowns", "rushing_yards", "rushing_touchdowns",
		"receptions", "receiving_yards", "receiving_touchdowns", "tackles", "sacks", "interceptions"},
}

// headlineMap is the list's career_stats: the figures of the career's
// roles first (a pitcher's W-L and ERA lead, so a card shows them), then
// the sport's other headline figures (baseball wins, losses and saves only
// with innings pitched: "wins" alone could be a team figure of a batter's
// row).
func headlineMap(sport string, roles []string, tot map[string]float64) rmbase.StatMap {
	out := rmbase.StatMap{}
	seen := map[string]bool{}
	add := func(k string) {
		if v, ok := tot[k]; ok && !seen[k] {
			seen[k] = true
			out = append(out, rmbase.Stat(k, v))
		}
	}
	for _, k := range stats.RoleLine(roles, tot) {
		add(k)
	}
	for _, k := range headlineStats[sport] {
		if sport == "baseball" && (k == "wins" || k == "losses" || k == "saves") {
			if _, pitched := tot["outs_pitched"]; !pitched {
				continue
			}
		}
		add(k)
	}
	return out
}

// fullMap is every figure of the totals, by name (nil for none).
func fullMap(tot map[string]float64) rmbase.StatMap {
	var out rmbase.StatMap
	for k, v := range tot {
		if !strings.HasPrefix(k, "__") {
			out = append(out, rmbase.Stat(k, v))
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out
}
