package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/feeds"
)

// maxSyncDays bounds one `almanac sync` run (a month of days).
const maxSyncDays = 31

// syncCmd runs the score feeds once: `almanac sync [--source NAME]
// [--from DATE --to DATE]`, by default every feed the operator may run,
// yesterday through tomorrow. It prints each source's report and fails
// when a source had errors.
func syncCmd(ctx context.Context, cfg config.Config, args []string, stdout, stderr io.Writer) error {
	fl := flag.NewFlagSet("sync", flag.ContinueOnError)
	fl.SetOutput(stderr)
	var sources multiFlag
	fl.Var(&sources, "source", "run only this feed (repeatable): nhl, mlb, espn-nfl, espn-nba, espn-cfb, espn-mbb")
	today := time.Now().UTC().Truncate(24 * time.Hour)
	fromS := fl.String("from", today.AddDate(0, 0, -1).Format(time.DateOnly), "first day, YYYY-MM-DD (default yesterday)")
	toS := fl.String("to", today.AddDate(0, 0, 1).Format(time.DateOnly), "last day, YYYY-MM-DD (default tomorrow)")
	if err := fl.Parse(args); err != nil {
		return exitError{2, err.Error()}
	}
	from, err := time.Parse(time.DateOnly, *fromS)
	if err != nil {
		return exitError{2, fmt.Sprintf("--from: want YYYY-MM-DD, got %q", *fromS)}
	}
	to, err := time.Parse(time.DateOnly, *toS)
	if err != nil {
		return exitError{2, fmt.Sprintf("--to: want YYYY-MM-DD, got %q", *toS)}
	}
	if to.Before(from) || to.Sub(from) >= maxSyncDays*24*time.Hour {
		return exitError{2, fmt.Sprintf("--from %s --to %s: want 1 to %d days in order", *fromS, *toS, maxSyncDays)}
	}
	var run []feeds.Adapter
	if len(sources) == 0 {
		for _, a := range feeds.Adapters() {
			if a.Name() == "mlb" && !cfg.SyncMLBTerms {
				fmt.Fprintln(stdout, "mlb: not run (its terms allow individual, non-commercial use only; SYNC_MLB_ACCEPT_TERMS=true accepts them)")
				continue
			}
			run = append(run, a)
		}
	}
	for _, name := range sources {
		a, ok := feeds.AdapterByName(name)
		if !ok {
			return exitError{2, fmt.Sprintf("--source: unknown feed %q (known: nhl, mlb, espn-nfl, espn-nba, espn-cfb, espn-mbb)", name)}
		}
		run = append(run, a)
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer closeStore(st)
	s := &feeds.Syncer{Store: st, Data: dataFS(cfg), Client: &http.Client{}, Bases: cfg.SyncURLs, MLBTerms: cfg.SyncMLBTerms}
	failed := 0
	for _, a := range run {
		rep := s.Run(ctx, a, from, to)
		s.Record(ctx, rep) // the freshness report counts a run from here as one from the server
		fmt.Fprintf(stdout, "%s (%s)\n", rep, rep.Took.Round(time.Millisecond))
		if len(rep.Errors) > 0 {
			failed++
		}
	}
	if failed > 0 {
		return exitError{1, fmt.Sprintf("%d of %d feeds had errors", failed, len(run))}
	}
	return nil
}
