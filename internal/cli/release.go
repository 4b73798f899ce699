package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"time"

	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/release"
	"github.com/almanac-sports/almanac/internal/sites"
)

// releaseCmd writes a data release: `almanac release --out DIR`.
func releaseCmd(ctx context.Context, cfg config.Config, log *slog.Logger, args []string, stdout, stderr io.Writer) error {
	fl := flag.NewFlagSet("release", flag.ContinueOnError)
	fl.SetOutput(stderr)
	out := fl.String("out", cfg.ReleaseDir, "folder of releases (default: RELEASE_DIR)")
	if err := fl.Parse(args); err != nil {
		return exitError{2, err.Error()}
	}
	if *out == "" {
		return exitError{2, "release: --out DIR (or RELEASE_DIR) is required"}
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer closeStore(st)
	m, err := release.Build(ctx, st, *out, releaseScopes(), time.Now(), log)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "release %s: %d files in %s\n", m.ID, len(m.Files), *out)
	return nil
}

// releaseScopes are the sites of one sport and level, each a folder.
func releaseScopes() []release.Scope {
	var out []release.Scope
	for _, p := range sites.Default().Profiles() {
		if p.Sport != "" && p.Level != "" {
			out = append(out, release.Scope{Dir: p.ID, Sport: p.Sport, Level: p.Level})
		}
	}
	return out
}
