package cli

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// standingsTarget is the least share of season-table team-seasons whose
// official record the standings must show, per sport and level.
const standingsTarget = 99.5

const standingsCheck = "standings show the official season totals"

// checkStandings adds one line per sport and level: the share of
// team-seasons with an official season-table record that the standings show
// with that record (an error under standingsTarget), and how many the games
// alone reproduce, before reconciliation.
func checkStandings(ctx context.Context, st *store.Store, res *store.CheckResult) error {
	agreements, err := readmodel.For(st).StandingsAgreement(ctx)
	if err != nil {
		return fmt.Errorf("check %q: %w", standingsCheck, err)
	}
	for _, a := range agreements {
		shown := readmodel.Share(a.ShownAgree, a.TeamSeasons)
		withGames := "none has game logs"
		if a.WithGames > 0 {
			withGames = fmt.Sprintf("%.1f%% of the %d with game logs", readmodel.Share(a.GamesAgree, a.WithGames), a.WithGames)
		}
		msg := fmt.Sprintf("%s %s: %.2f%% of %d team-seasons (games alone agree for %.1f%%, %s; %s; splits omitted for %d)",
			a.Sport, a.Level, shown, a.TeamSeasons, readmodel.Share(a.GamesAgree, a.TeamSeasons),
			withGames, differenceCounts(a.Differences), a.SplitsOmitted)
		if shown < standingsTarget {
			res.Findings = append(res.Findings, store.Finding{Check: standingsCheck, Severity: store.SevError, Message: msg + "; e.g. " + a.Missing})
			continue
		}
		res.Passed = append(res.Passed, standingsCheck+": "+msg)
	}
	return nil
}

// differenceCounts lists the reasons the games differ, most frequent first.
func differenceCounts(d map[stats.Difference]int) string {
	if len(d) == 0 {
		return "no differences"
	}
	keys := make([]stats.Difference, 0, len(d))
	for k := range d {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if d[keys[i]] != d[keys[j]] {
			return d[keys[i]] > d[keys[j]]
		}
		return keys[i] < keys[j]
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%d %s", d[k], strings.ReplaceAll(string(k), "_", " "))
	}
	return strings.Join(parts, ", ")
}
