// Package cli implements the almanac subcommands.
package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/almanac-sports/almanac/data"
	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/ingest"
	"github.com/almanac-sports/almanac/internal/metrics"
	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/server"
	"github.com/almanac-sports/almanac/internal/store"
)

// exitError carries a specific exit status (check failures exit 1 quietly).
type exitError struct {
	code int
	msg  string
}

func (e exitError) Error() string { return e.msg }

// ExitCode maps an error from Run to a process exit status.
func ExitCode(err error) int {
	var e exitError
	if errors.As(err, &e) {
		return e.code
	}
	return 1
}

const usage = `almanac — open sports statistics

Usage:
  almanac serve                 migrate, import the dataset if the database is empty, serve
  almanac migrate               apply database migrations
  almanac import [--source N]   import the shipped dataset (all sources, or the named ones);
                [--if-empty]    only when the database holds none yet
  almanac probe [URL]           exit 0 when URL (default: /readyz on LISTEN_ADDR) answers 200
  almanac check                 consistency report; exit 1 on any error-level finding
  almanac summary [--json]      counts per sport and level
  almanac backtest [--decades]  walk-forward forecast scores per sport and level
  almanac sync [--source NAME] [--from DATE --to DATE]
                                fetch the score feeds once (default: every feed, yesterday to tomorrow)
  almanac user create --email E --password P [--role user|operator|admin] [--first F] [--last L]
  almanac user list             accounts and their roles
  almanac user set-role --email E --role R
  almanac outbox list [--limit N]  mail queued by the server (verification, reset)
  almanac release [--out DIR]   write a data release (CSV, Parquet, SQLite, dictionary,
                                SHA256SUMS, changelog) into DIR/<id> (default RELEASE_DIR)
  almanac openapi               print the API's OpenAPI 3 document (as /api/openapi.json serves it;
                                no database needed)

Configuration (environment variables, or flags of the same name):
`

// Run executes one subcommand.
func Run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	cfg, rest, err := config.Load(getenv, args)
	if err != nil {
		return err
	}
	if len(rest) == 0 {
		fmt.Fprint(stderr, usage+config.Help())
		return exitError{2, "no command given"}
	}
	cmd, cmdArgs := rest[0], rest[1:]
	log := cfg.Logger()
	slog.SetDefault(log)
	switch cmd {
	case "serve":
		return serve(ctx, cfg, log, stderr)
	case "migrate":
		st, err := openStore(ctx, cfg)
		if err != nil {
			return err
		}
		defer closeStore(st)
		log.Info("migrations applied", "dialect", st.Dialect)
		return nil
	case "import":
		fl := flag.NewFlagSet("import", flag.ContinueOnError)
		fl.SetOutput(stderr)
		var sources multiFlag
		fl.Var(&sources, "source", "import only this source (repeatable): "+groupNames())
		ifEmpty := fl.Bool("if-empty", false, "import only when the database holds no dataset yet (a one-off job before starting several servers)")
		if err := fl.Parse(cmdArgs); err != nil {
			return exitError{2, err.Error()}
		}
		st, err := openStore(ctx, cfg)
		if err != nil {
			return err
		}
		defer closeStore(st)
		if *ifEmpty {
			if empty, err := st.IsEmpty(ctx); err != nil {
				return err
			} else if !empty {
				log.Info("the database already holds a dataset: nothing to import")
				return nil
			}
		}
		defer importPacing(heapBudget())()
		_, err = runImport(ctx, cfg, st, sources, stderr)
		return err
	case "probe":
		return probe(ctx, cfg, cmdArgs, stdout)
	case "check":
		st, err := openStore(ctx, cfg)
		if err != nil {
			return err
		}
		defer closeStore(st)
		return runCheck(ctx, st, stdout)
	case "summary":
		fl := flag.NewFlagSet("summary", flag.ContinueOnError)
		fl.SetOutput(stderr)
		asJSON := fl.Bool("json", false, "print JSON")
		if err := fl.Parse(cmdArgs); err != nil {
			return exitError{2, err.Error()}
		}
		st, err := openStore(ctx, cfg)
		if err != nil {
			return err
		}
		defer closeStore(st)
		return runSummary(ctx, st, *asJSON, stdout)
	case "backtest":
		return backtest(ctx, cfg, cmdArgs, stdout, stderr)
	case "sync":
		return syncCmd(ctx, cfg, cmdArgs, stdout, stderr)
	case "user":
		return userCmd(ctx, cfg, cmdArgs, stdout, stderr)
	case "outbox":
		return outboxCmd(ctx, cfg, cmdArgs, stdout, stderr)
	case "release":
		return releaseCmd(ctx, cfg, log, cmdArgs, stdout, stderr)
	case "openapi":
		_, err := stdout.Write(server.OpenAPIDocument(cfg))
		return err
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage+config.Help())
		return nil
	default:
		fmt.Fprint(stderr, usage+config.Help())
		return exitError{2, fmt.Sprintf("unknown command %q", cmd)}
	}
}

type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(v string) error { *m = append(*m, strings.Split(v, ",")...); return nil }

func groupNames() string {
	var n []string
	for _, g := range ingest.Groups() {
		n = append(n, g.Name)
	}
	return strings.Join(n, ", ")
}

func openStore(ctx context.Context, cfg config.Config) (*store.Store, error) {
	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, err
	}
	if err := st.Migrate(ctx); err != nil {
		st.Close()
		return nil, err
	}
	return st, nil
}

func dataFS(cfg config.Config) fs.FS {
	if cfg.DataDir != "" {
		return os.DirFS(cfg.DataDir)
	}
	return data.FS
}

// runImport parses and writes the dataset in one transaction.
// closeStore closes a command's store and lets go of the read model built
// on it.
func closeStore(st *store.Store) {
	readmodel.Release(st)
	st.Close()
}

func runImport(ctx context.Context, cfg config.Config, st *store.Store, sources []string, stderr io.Writer) (int, error) {
	start := time.Now()
	total := len(sources)
	if total == 0 {
		total = len(ingest.Groups())
	}
	p := newProgress(stderr, total)
	p.line(fmt.Sprintf("importing %d sources (a first start imports once; later starts skip this)", total))
	groups := 0
	n, err := ingest.Import(ctx, st, dataFS(cfg), sources, func(l ingest.Loaded) {
		groups++
		p.line(holds(l.Group.Name, l.Dataset))
	}, p.update)
	p.finish()
	metrics.ImportRun(err, time.Since(start))
	if err != nil {
		return 0, fmt.Errorf("import failed, database unchanged: %w", err)
	}
	p.line(fmt.Sprintf("imported %d rows from %d sources in %s", n, groups, time.Since(start).Round(time.Millisecond)))
	// The search and game indexes are derived from the whole dataset and
	// slow to build: build them now and save them with the data, so servers
	// load them at start. They read different tables and are built side by
	// side.
	t := time.Now()
	type built struct {
		err  error
		took time.Duration
	}
	games := make(chan built, 1)
	go func() {
		err := readmodel.For(st).WarmGames(ctx)
		games <- built{err, time.Since(t)}
	}()
	if err := api.New(api.Deps{Store: st, Config: cfg, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}).Warm(ctx); err != nil {
		// The data is in; a server builds the index itself when none is saved.
		p.line(fmt.Sprintf("search index not saved (servers will build it): %v", err))
	} else {
		p.line(fmt.Sprintf("built and saved the search index in %s", time.Since(t).Round(time.Millisecond)))
	}
	if g := <-games; g.err != nil {
		p.line(fmt.Sprintf("game index not saved (servers will build it): %v", g.err))
	} else {
		p.line(fmt.Sprintf("built and saved the game index in %s", g.took.Round(time.Millisecond)))
	}
	return n, nil
}

func runCheck(ctx context.Context, st *store.Store, out io.Writer) error {
	res, err := st.Check(ctx)
	if err != nil {
		return err
	}
	if err := checkStandings(ctx, st, &res); err != nil {
		return err
	}
	if err := checkCareers(ctx, st, &res); err != nil {
		return err
	}
	for _, name := range res.Passed {
		fmt.Fprintf(out, "ok       %s\n", name)
	}
	for _, f := range res.Findings {
		fmt.Fprintf(out, "%-8s %s: %s\n", f.Severity, f.Check, f.Message)
	}
	if n := res.Errors(); n > 0 {
		fmt.Fprintf(out, "%d error(s)\n", n)
		return exitError{1, fmt.Sprintf("check found %d error(s)", n)}
	}
	fmt.Fprintln(out, "no errors")
	return nil
}

// share is "n (p%)" of a count out of a total ("0" without a total).
func share(n, of int) string {
	if of == 0 {
		return strconv.Itoa(n)
	}
	return fmt.Sprintf("%d (%.1f%%)", n, 100*float64(n)/float64(of))
}

func runSummary(ctx context.Context, st *store.Store, asJSON bool, out io.Writer) error {
	comps, err := st.Summary(ctx)
	if err != nil {
		return err
	}
	if comps == nil {
		comps = []store.Competition{}
	}
	if asJSON {
		enc := json.NewEncoder(out)
		return enc.Encode(struct {
			Competitions []store.Competition `json:"competitions"`
		}{comps})
	}
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "sport\tlevel\tchampionships\tchampions\tfranchises\tseasons\tgames\tplayers\tcoaches\tplayer seasons\twith stats\tteam-seasons\twith head coach\tcoach seasons\twith W-L\t")
	for _, c := range comps {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%s\t%d\t%s\t%d\t%s\t\n", c.Sport, c.Level, c.Championships, c.Champions, c.Franchises, c.Seasons, c.Games, c.Players, c.Coaches,
			c.PlayerSeasons, share(c.PlayerSeasonsWithStats, c.PlayerSeasons), c.TeamSeasons, share(c.TeamSeasonsWithCoach, c.TeamSeasons), c.CoachSeasons, share(c.CoachSeasonsWithRecord, c.CoachSeasons))
	}
	return tw.Flush()
}
