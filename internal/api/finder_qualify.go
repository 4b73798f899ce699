package api

import (
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// qualifiers are each sport's rules for its rate statistics
// (internal/stats/qualify.go), by statistic; "" is the rule of any
// per-game figure.
var qualifiers = map[string]map[string]func(stat string) func(year, games int) stats.Qualifier{
	"baseball": {
		"batting_average": mlb(stats.MLBBatting), "on_base_percentage": mlb(stats.MLBBatting), "slugging_percentage": mlb(stats.MLBBatting),
		"era": mlb(stats.MLBPitching), "whip": mlb(stats.MLBPitching),
	},
	"basketball": {"": func(stat string) func(int, int) stats.Qualifier {
		total := strings.TrimSuffix(stat, "_per_game")
		return func(y, g int) stats.Qualifier { return stats.NBAPerGame(y, g, total) }
	}},
	"hockey":   {"save_percentage": mlb(stats.NHLGoalie), "goals_against_average": mlb(stats.NHLGoalie)},
	"football": {"passer_rating": mlb(stats.NFLPasser), "completion_percentage": mlb(stats.NFLPasser)},
}

// mlb adapts a rule that depends on the schedule alone.
func mlb(f func(int) stats.Qualifier) func(string) func(int, int) stats.Qualifier {
	return func(string) func(int, int) stats.Qualifier { return func(_, g int) stats.Qualifier { return f(g) } }
}

// qualify is the league's rule of each season for the rate a player-season
// finder orders by, else the first rate it bounds (a figure per game is a
// rate too), with the rule of its latest season in words.
func (a *API) qualify(r *http.Request, sport string, f finderParams, pq store.PlayerSeasonQuery) (*store.FinderQualify, string, error) {
	scaled := pq.Per == "game"
	stat := ""
	for _, c := range append([]string{pq.Order}, pq.Columns...) {
		if stats.IsRate(c) || scaled {
			stat = c
			break
		}
	}
	if stat == "" {
		return nil, "", httpio.BadParam("qualified", "needs a rate (an average, a percentage, or per=game) in ordering or a bound")
	}
	rules := qualifiers[sport]
	mk, ok := rules[stat]
	if !ok && sport == "basketball" && (scaled || stats.IsRate(stat)) {
		mk, ok = rules[""], true
	}
	if !ok {
		return nil, "", httpio.BadParam("qualified", "%s has no qualification rule for %s", sport, stat)
	}
	if scaled && sport == "basketball" {
		mk = func(string) func(int, int) stats.Qualifier {
			return func(y, g int) stats.Qualifier { return stats.NBAPerGame(y, g, stat) }
		}
	}
	rule := mk(stat)
	sched, err := a.model().FinderSchedules(r.Context(), sport, f.scope.Level)
	if err != nil {
		return nil, "", err
	}
	qu := &store.FinderQualify{Min: map[int64]float64{}, OrMin: map[int64]float64{}}
	latest, words := 0, ""
	for _, id := range slices.Sorted(maps.Keys(sched)) {
		s := sched[id]
		if s.Games == 0 || (f.scope.SeasonMin > 0 && s.StartYear < f.scope.SeasonMin) || (f.scope.SeasonMax > 0 && s.StartYear > f.scope.SeasonMax) {
			continue
		}
		q := rule(s.StartYear, s.Games)
		qu.Measure = q.Measure
		if q.Measure == "games" {
			qu.Measure = "games_played"
		}
		qu.Min[id] = q.Min
		if q.OrTotal != "" {
			qu.OrStat, qu.OrMin[id] = q.OrTotal, q.OrMin
		}
		if s.StartYear >= latest {
			latest, words = s.StartYear, q.Rule
		}
	}
	if qu.Measure == "" {
		return nil, "", httpio.BadParam("qualified", "no season in range has a schedule to apply the rule to")
	}
	return qu, "The league's rule of each season for " + stat + "; in " + strconv.Itoa(latest) + ": " + words, nil
}
