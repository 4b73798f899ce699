package stats

// Careers: the one calculation of a career line (and of any span of
// seasons) from season lines, and its coverage.
//
// Rules:
//   - a counting statistic's total is the sum over the seasons that hold it;
//     a season without it adds nothing (absent is "not covered", never 0);
//   - rates (percentages, averages, ERA, WHIP, GAA, passer rating, per-game
//     figures) are never summed or averaged: each is recomputed from the
//     summed totals of its components, over the seasons that hold every
//     component it needs;
//   - a season's `<stat>_per_game` figure is never multiplied into a total:
//     the sources round it (NBA.com to one decimal), so games × figure is
//     not the season's total.

import (
	"math"
	"slices"
	"sort"
	"strings"
)

// SeasonLine is one season of a career: its start year and the figures its
// stat rows hold (nil for a season played without stat rows, e.g. a roster
// entry only).
type SeasonLine struct {
	Year  int
	Stats map[string]float64
}

// StatSpan is the seasons that hold one statistic.
type StatSpan struct {
	Seasons     int `json:"seasons"`
	FirstSeason int `json:"first_season"`
	LastSeason  int `json:"last_season"`
}

// Coverage says which seasons of a career its statistics cover. Seasons
// count distinct start years. Complete is true exactly when every season of
// the span has statistics (HasStatistics). StatsFirstSeason and
// StatsLastSeason bound the seasons with statistics (0 without any). ByStat
// gives the seasons of games played and of the sport's box-score figures
// (CoverageStats) where some of them miss seasons of the career; nil when
// none does.
type Coverage struct {
	FirstSeason      int                 `json:"first_season"`
	LastSeason       int                 `json:"last_season"`
	Seasons          int                 `json:"seasons"`
	SeasonsWithStats int                 `json:"seasons_with_stats"`
	StatsFirstSeason int                 `json:"stats_first_season"`
	StatsLastSeason  int                 `json:"stats_last_season"`
	Complete         bool                `json:"complete"`
	ByStat           map[string]StatSpan `json:"by_stat,omitempty"`
}

// Covers reports whether a career total of stat (or of the rate or
// per-game figure built on it) counts every season of the career: the
// stat's own seasons where ByStat lists it, else the career's.
func (c Coverage) Covers(stat string) bool {
	sp, ok := c.ByStat[stat]
	if !ok {
		base, _ := strings.CutSuffix(stat, "_per_game")
		sp, ok = c.ByStat[base]
	}
	if ok {
		return sp.Seasons == c.Seasons
	}
	return c.Complete
}

// mainFigures are each sport's main figures: a season "has statistics" when
// it holds at least one of them as a total. Games, minutes and per-game
// figures alone do not count: a season with them only has no totals to
// show. Football and hockey list each role's figure (passer, rusher,
// receiver, defender, kicker; skater, goaltender); baseball batting and
// pitching.
// Coaching is the "sport" of a coach's record: a season has statistics
// when it has a W-L record.
const Coaching = "coaching"

var mainFigures = map[string][]string{
	Coaching:     {"wins", "losses", "ties"},
	"basketball": {"points"},
	"hockey":     {"points", "goals", "assists", "goals_against", "saves", "shots_against"},
	"baseball":   {"at_bats", "hits", "plate_appearances", "outs_pitched", "earned_runs"},
	"football": {"passing_attempts", "passing_yards", "rushing_attempts", "rushing_yards", "receptions", "receiving_yards",
		"tackles", "solo_tackles", "sacks", "interceptions", "field_goals_made", "field_goals_attempted", "punts",
		"kick_returns", "punt_returns", "fumbles", "extra_points_made"},
}

// MainFigures lists the figures HasStatistics looks for in a sport's season
// (nil for a sport without a list), for counts made in SQL.
func MainFigures(sport string) []string { return mainFigures[sport] }

// CoverageStats are the statistics whose absence from a season with
// statistics means "not covered" rather than "not his role" (every player
// of the sport has them when the source records them): by_stat lists
// those some seasons lack. Baseball and football lines depend on the role
// (a batter has no pitching line, a passer no receptions), so only their
// main figures decide coverage. Hockey's goaltending figures are listed
// too: a skater never has them (nothing to qualify), and a goalie has a
// line every season he plays, so a season without shots against or saves
// is one the source did not record (the NHL's shots start in 1967-68, its
// shots against in 1982-83).
var CoverageStats = map[string][]string{
	"basketball": {"points", "rebounds", "assists", "steals", "blocks", "turnovers", "field_goals_made", "field_goals_attempted",
		"free_throws_made", "free_throws_attempted", "three_pointers_made", "minutes"},
	// Shutouts: Goalies.csv has them, the game lines (2018-19 on) do not.
	"hockey": {"goals", "assists", "points", "plus_minus", "penalty_minutes", "shots", "goals_against", "shots_against", "saves", "shutouts"},
	// Every football player who plays has starts and an approximate value,
	// whatever his role; the sources record them in some eras only (starts
	// from 1970, approximate value 1996-2021).
	"football": {"games_started", "approximate_value"},
}

// HasStatistics reports whether a season line holds one of the sport's
// main figures (any counting figure other than games and minutes for a
// sport without a list), or is a season of no game.
func HasStatistics(sport string, line map[string]float64) bool {
	// A season of no game (on a roster, injured all year) has nothing a
	// source could miss: it is covered.
	if g, ok := line["games_played"]; ok && g == 0 {
		return true
	}
	if figs, ok := mainFigures[sport]; ok {
		for _, k := range figs {
			if _, ok := line[k]; ok {
				return true
			}
		}
		return false
	}
	for k := range line {
		if !IsRate(k) && k != "games_played" && k != "games_started" && k != "minutes" {
			return true
		}
	}
	return false
}

// figureRole is the football role each main figure belongs to; returns
// and fumbles belong to none.
var figureRole = map[string]string{
	"passing_attempts": RolePassing, "passing_yards": RolePassing,
	"rushing_attempts": RoleRushing, "rushing_yards": RoleRushing,
	"receptions": RoleReceiving, "receiving_yards": RoleReceiving,
	"tackles": RoleDefense, "solo_tackles": RoleDefense, "sacks": RoleDefense, "interceptions": RoleDefense,
	"field_goals_made": RoleKicking, "field_goals_attempted": RoleKicking, "punts": RoleKicking, "extra_points_made": RoleKicking,
}

// HasRoleStatistics is HasStatistics for a season (its start year) of a
// career of roles (nil: any role), the main one first. A football season
// whose only main figures are another role's holds the player's line only
// where the sources list every player's figures of his main role that
// season (a zero there is a zero): else it is a gap. Charles Woodson's 1999 (one catch,
// no defence on file) is not covered; a quarterback's season of one
// carry and no pass is.
func HasRoleStatistics(sport string, roles []string, year int, line map[string]float64) bool {
	if !HasStatistics(sport, line) {
		return false
	}
	if sport != "football" || len(roles) == 0 {
		return true
	}
	if g, ok := line["games_played"]; ok && g == 0 {
		return true
	}
	for _, k := range mainFigures[sport] {
		if _, ok := line[k]; ok {
			if r := figureRole[k]; r == "" || slices.Contains(roles, r) {
				return true
			}
		}
	}
	return roleRecorded(roles[0], year)
}

// roleRecorded reports the football seasons whose sources list every
// player's figures of the role: passing, rushing and receiving are columns
// of one offence row (a player listed for a carry has his passes there
// too); the defence tables are whole from 2000 (before, NFL.com's hold a
// third of the players); the punting ones end in 2016 (no punts after it).
func roleRecorded(role string, year int) bool {
	switch role {
	case RolePassing, RoleRushing, RoleReceiving:
		return true
	case RoleDefense:
		return year >= 2000
	case RoleKicking:
		return year <= 2016
	}
	return false
}

// IsRate reports figures that are not summed over seasons (recomputed from
// their components where possible): rates, averages, per-game figures.
// Innings pitched is derived from outs.
func IsRate(name string) bool {
	switch name {
	case "era", "whip", "innings_pitched", "passer_rating", "passing_rating":
		return true
	}
	return strings.Contains(name, "percentage") || strings.Contains(name, "average") || strings.Contains(name, "_pct") ||
		strings.Contains(name, "per_game") || strings.Contains(name, "rating") || strings.HasSuffix(name, "_rate") ||
		strings.HasPrefix(name, "avg_") || strings.Contains(name, "_per_") || strings.HasPrefix(name, "per_")
}

// CareerLine is a span's totals (sums and rates recomputed from them), the
// roles they show (Roles) and its coverage.
type CareerLine struct {
	Totals   map[string]float64
	Roles    []string
	Coverage Coverage
}

// Career computes the career line of a sport's season lines (any order; two
// lines of one year, e.g. two leagues, are one season of the span) for a
// player listed at position ("" when unknown): its roles come from the
// position and the totals, and decide which seasons hold its statistics.
func Career(sport, position string, seasons []SeasonLine) CareerLine {
	tot := Totals(sport, seasons)
	roles := Roles(sport, position, tot)
	return CareerLine{Totals: tot, Roles: roles, Coverage: CoverageOf(sport, roles, seasons)}
}

// Totals is a span's totals without its coverage (a multi-team season's
// team lines added up, a season line's missing rates).
func Totals(sport string, seasons []SeasonLine) map[string]float64 {
	tot := map[string]float64{}
	for _, s := range seasons {
		for k, v := range s.Stats {
			if !IsRate(k) && !math.IsNaN(v) && !math.IsInf(v, 0) {
				tot[k] += v
			}
		}
	}
	for _, r := range rateRules {
		if v, ok := r.over(seasons); ok {
			tot[r.name] = v
		}
	}
	for _, k := range perGameFigures[sport] {
		if v, ok := perGameOver(seasons, k, perGamePlaces[sport]); ok {
			tot[k+"_per_game"] = v
		}
	}
	return tot
}

// CoverageOf measures which seasons of a span of a career of roles (nil:
// any role) hold statistics (HasRoleStatistics).
func CoverageOf(sport string, roles []string, seasons []SeasonLine) Coverage {
	years := map[int]bool{}     // every season of the span
	withStats := map[int]bool{} // seasons with statistics
	for _, s := range seasons {
		years[s.Year] = true
		if HasRoleStatistics(sport, roles, s.Year, s.Stats) {
			withStats[s.Year] = true
		}
	}
	c := Coverage{Seasons: len(years), SeasonsWithStats: len(withStats)}
	c.FirstSeason, c.LastSeason = bounds(years)
	c.StatsFirstSeason, c.StatsLastSeason = bounds(withStats)
	c.Complete = c.Seasons > 0 && c.SeasonsWithStats == c.Seasons
	// By statistic: the tracked figures' seasons, when some figure's are
	// fewer than the career's, or, in a partly covered career, more than its
	// seasons with statistics (games of seasons whose box scores are not on
	// file): a reader then knows which totals count every season (each
	// tracked figure he has is listed, whole ones too).
	spans := map[string]StatSpan{}
	uneven := false
	for _, k := range append([]string{"games_played"}, CoverageStats[sport]...) {
		have := map[int]bool{}
		for _, s := range seasons {
			if _, ok := s.Stats[k]; ok {
				have[s.Year] = true
			}
		}
		if len(have) == 0 {
			continue // never recorded for him: no total to qualify
		}
		sp := StatSpan{Seasons: len(have)}
		sp.FirstSeason, sp.LastSeason = bounds(have)
		spans[k] = sp
		uneven = uneven || sp.Seasons < c.Seasons || (!c.Complete && sp.Seasons > c.SeasonsWithStats)
	}
	// A rate built on a tracked figure covers the seasons that hold every
	// component it needs (save percentage: shots and goals against).
	for _, r := range rateRules {
		if !tracksAny(spans, r.need) {
			continue
		}
		have := map[int]bool{}
		for _, s := range seasons {
			if holdsAll(s.Stats, r.need) {
				have[s.Year] = true
			}
		}
		if len(have) > 0 {
			sp := StatSpan{Seasons: len(have)}
			sp.FirstSeason, sp.LastSeason = bounds(have)
			spans[r.name] = sp
		}
	}
	if uneven {
		c.ByStat = spans
	}
	return c
}

func tracksAny(spans map[string]StatSpan, keys []string) bool {
	for _, k := range keys {
		if _, ok := spans[k]; ok {
			return true
		}
	}
	return false
}

func bounds(years map[int]bool) (first, last int) {
	ys := make([]int, 0, len(years))
	for y := range years {
		ys = append(ys, y)
	}
	if len(ys) == 0 {
		return 0, 0
	}
	sort.Ints(ys)
	return ys[0], ys[len(ys)-1]
}
