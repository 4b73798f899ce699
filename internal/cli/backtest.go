package cli

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/forecast"
	"github.com/almanac-sports/almanac/internal/stats"
)

// backtest prints the walk-forward forecast scores per sport and level:
// ours, the home-rate baseline and FiveThirtyEight's on the games it covers.
func backtest(ctx context.Context, cfg config.Config, args []string, stdout, stderr io.Writer) error {
	fl := flag.NewFlagSet("backtest", flag.ContinueOnError)
	fl.SetOutput(stderr)
	sport := fl.String("sport", "", "only this sport (football, basketball, baseball, hockey)")
	level := fl.String("level", "", "only this level (professional, ncaa-d1)")
	decades := fl.Bool("decades", false, "also print the figures per decade")
	asJSON := fl.Bool("json", false, "print JSON")
	if err := fl.Parse(args); err != nil {
		return exitError{2, err.Error()}
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer closeStore(st)
	// A fresh database gets the shipped dataset first, as serve does.
	if empty, err := st.IsEmpty(ctx); err != nil {
		return err
	} else if empty {
		if _, err := runImport(ctx, cfg, st, nil, stderr); err != nil {
			return err
		}
	}
	var out []backtestJSON
	for _, sc := range forecast.Scopes {
		if (*sport != "" && sc.Sport != *sport) || (*level != "" && sc.Level != *level) {
			continue
		}
		t, err := forecast.Build(ctx, st, sc, dataFS(cfg))
		if err != nil {
			return fmt.Errorf("%s %s: %w", sc.Sport, sc.Level, err)
		}
		if *asJSON {
			out = append(out, backtestJSON{Sport: sc.Sport, Level: sc.Level, Params: t.Params(), Ours: t.Ours, Baseline: t.Base, FTE: t.FTE})
			continue
		}
		printBacktest(stdout, t, *decades)
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	return nil
}

type backtestJSON struct {
	Sport    string               `json:"sport"`
	Level    string               `json:"level"`
	Params   stats.EloParams      `json:"params"`
	Ours     stats.Report         `json:"ours"`
	Baseline stats.Report         `json:"baseline"`
	FTE      *forecast.Comparison `json:"fivethirtyeight"`
}

func printBacktest(w io.Writer, t *forecast.Table, decades bool) {
	p := t.Params()
	fmt.Fprintf(w, "\n%s %s: %d final games, %d seasons (built in %v)\n", t.Sport, t.Level, t.Ours.Games, len(t.Forecast.Fits), t.BuildTime.Round(1e6))
	fmt.Fprintf(w, "  latest fit: K %.1f, home edge %.1f, reversion %.2f, rest %.1f/day (cap %d), playoff gap x%.1f; forecast = mean of the %d best systems\n",
		p.K, p.HomeAdv, p.Revert, p.Rest, p.RestCap, p.PlayoffMult, len(t.Forecast.Ensemble))
	row := func(name string, s stats.Scores) {
		fmt.Fprintf(w, "  %-28s %7d  %.4f  %8.3f  %8.4f\n", name, s.Games, s.Brier, s.Accuracy, s.LogLoss)
	}
	fmt.Fprintf(w, "  %-28s %7s  %6s  %8s  %8s\n", "forecaster", "games", "Brier", "accuracy", "log loss")
	row("Almanac Elo (walk-forward)", t.Ours.Scores)
	row("home-rate baseline", t.Base.Scores)
	if c := t.FTE; c != nil {
		fmt.Fprintf(w, "  on FiveThirtyEight's games (%d of %d matched):\n", c.Matched, c.Rows)
		row("Almanac Elo (walk-forward)", c.Ours.Scores)
		row("FiveThirtyEight Elo", c.Theirs.Scores)
	}
	if !decades {
		return
	}
	// The best system's settings, averaged over the decade's seasons: how
	// the walk-forward fit moved.
	type sum struct{ k, home, revert, n float64 }
	fits := map[int]*sum{}
	for _, f := range t.Forecast.Fits {
		d := f.Season - f.Season%10
		if fits[d] == nil {
			fits[d] = &sum{}
		}
		x := fits[d]
		x.k, x.home, x.revert, x.n = x.k+f.Params.K, x.home+f.Params.HomeAdv, x.revert+f.Params.Revert, x.n+1
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "  decade\tgames\tBrier\tbaseline\taccuracy\tlog loss\tfit K\thome\treversion\t")
	for i, d := range t.Ours.Decades {
		b := t.Base.Decades[i]
		f := fits[d.Decade]
		if f == nil {
			f = &sum{n: 1}
		}
		fmt.Fprintf(tw, "  %ds\t%d\t%.4f\t%.4f\t%.3f\t%.4f\t%.1f\t%.0f\t%.2f\t\n", d.Decade, d.Games, d.Brier, b.Brier, d.Accuracy, d.LogLoss,
			f.k/f.n, f.home/f.n, f.revert/f.n)
	}
	tw.Flush()
}
