// Command almanac runs the Almanac sports-statistics sites: one binary that
// migrates, imports the shipped dataset and serves the API and web app.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/almanac-sports/almanac/internal/cli"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := cli.Run(ctx, os.Args[1:], os.Getenv, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "almanac:", err)
		os.Exit(cli.ExitCode(err))
	}
}
