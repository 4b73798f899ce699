package server

import (
	"context"
	"io/fs"
	"net/http"
	"os"
	"time"

	"github.com/almanac-sports/almanac/data"
	"github.com/almanac-sports/almanac/internal/feeds"
	"github.com/almanac-sports/almanac/internal/live"
)

// idleSync is how often the feeds are polled when no game is on.
const idleSync = 15 * time.Minute

// syncFeeds polls the score feeds until ctx ends (SYNC=on). A game a run
// writes is patched into this instance's read model and streams, and
// reaches the others through the fanout, as an operator's live score does.
func syncFeeds(ctx context.Context, d Deps, fanout *live.Fanout) {
	var dataFS fs.FS = data.FS
	if d.Config.DataDir != "" {
		dataFS = os.DirFS(d.Config.DataDir)
	}
	s := &feeds.Syncer{Store: d.Store, Data: dataFS, Client: &http.Client{}, Bases: d.Config.SyncURLs, MLBTerms: d.Config.SyncMLBTerms, Log: d.Log,
		Written: func(ctx context.Context, id int64) { fanout.Publish(ctx, live.Change{Kind: live.KindGame, ID: id}) }}
	var run []feeds.Adapter
	for _, a := range feeds.Adapters() {
		if a.Name() == "mlb" && !d.Config.SyncMLBTerms {
			d.Log.Info("score feeds: mlb not run (SYNC_MLB_ACCEPT_TERMS=true accepts its terms: individual, non-commercial use only)")
			continue
		}
		run = append(run, a)
	}
	sc := &feeds.Scheduler{Syncer: s, Adapters: run, Busy: d.Config.SyncInterval, Idle: max(idleSync, d.Config.SyncInterval), Log: d.Log}
	sc.Run(ctx)
}
