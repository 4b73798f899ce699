package feeds

import (
	"context"
	"log/slog"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/metrics"
	"github.com/almanac-sports/almanac/internal/store"
)

// Scheduler runs the feeds in the server (SYNC=on): one instance among those
// sharing the database syncs (a lease; another takes over within
// followerRetry when it dies), every Busy while a game is on (live, or
// still to be played today), every Idle otherwise.
type Scheduler struct {
	Syncer   *Syncer
	Adapters []Adapter
	Busy     time.Duration
	Idle     time.Duration
	Log      *slog.Logger
	now      func() time.Time
	lastWeek string // the day whose games of a week ago were fetched again
	// retry is how often a follower asks for the lease (0: followerRetry).
	retry time.Duration
}

// followerRetry is how often an instance that does not sync asks for the
// lease.
const followerRetry = 30 * time.Second

// Run syncs until ctx ends.
func (sc *Scheduler) Run(ctx context.Context) {
	var lease *store.Lease
	defer func() {
		if lease != nil {
			lease.Release()
		}
	}()
	for {
		wait := followerRetry
		if sc.retry > 0 {
			wait = sc.retry
		}
		if lease != nil && !lease.Alive(ctx) {
			lease.Release()
			lease = nil
			sc.Log.Warn("score feeds: lost the sync lease; another instance may take over")
		}
		if lease == nil {
			l, err := sc.Syncer.Store.TryLead(ctx, "sync")
			if err != nil {
				sc.Log.Warn("score feeds: asking for the sync lease", "err", err)
			}
			if l != nil {
				lease = l
				sc.Log.Info("score feeds: this instance syncs")
			}
		}
		if lease != nil {
			wait = sc.runOnce(ctx)
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-t.C:
		}
	}
}

// Record keeps a run for the freshness report and the metrics (the
// scheduler's runs and `almanac sync`'s alike) and answers its errors as
// one line ("" when it had none).
func (s *Syncer) Record(ctx context.Context, rep Report) string {
	errText := strings.Join(rep.Errors, "; ")
	if len(errText) > 500 {
		errText = strings.ToValidUTF8(errText[:500], "")
	}
	at := time.Now()
	metrics.FeedRun(rep.Source, errText == "", at)
	if err := s.Store.RecordFeedRun(ctx, rep.Source, at.Unix(), errText); err != nil && s.Log != nil {
		s.Log.Warn("score feeds: recording a run", "source", rep.Source, "err", err)
	}
	return errText
}

// runOnce fetches yesterday through tomorrow from every feed (a final game
// is fetched again the day after it ends, when leagues correct results),
// once a day the games of a week ago, and returns the wait until the next
// run.
func (sc *Scheduler) runOnce(ctx context.Context) time.Duration {
	now := time.Now
	if sc.now != nil {
		now = sc.now
	}
	today := now().UTC().Truncate(24 * time.Hour)
	for _, a := range sc.Adapters {
		sc.record(ctx, sc.Syncer.Run(ctx, a, today.AddDate(0, 0, -1), today.AddDate(0, 0, 1)))
	}
	if day := today.Format(time.DateOnly); sc.lastWeek != day {
		sc.lastWeek = day
		weekAgo := today.AddDate(0, 0, -7)
		for _, a := range sc.Adapters {
			sc.record(ctx, sc.Syncer.Run(ctx, a, weekAgo, weekAgo))
		}
	}
	on, err := sc.Syncer.Store.GamesInPlay(ctx, today.AddDate(0, 0, -1).Format(time.DateOnly), today.Format(time.DateOnly))
	if err != nil {
		sc.Log.Warn("score feeds: are games on?", "err", err)
	}
	if on {
		return sc.Busy
	}
	return sc.Idle
}

func (sc *Scheduler) record(ctx context.Context, rep Report) {
	errText := sc.Syncer.Record(ctx, rep)
	level := slog.LevelInfo
	if len(rep.Errors) > 0 {
		level = slog.LevelWarn
	}
	if rep.Created+rep.Updated > 0 || len(rep.Errors) > 0 {
		sc.Log.Log(ctx, level, "score feed run", "source", rep.Source, "requests", rep.Requests, "fetched", rep.Fetched,
			"created", rep.Created, "updated", rep.Updated, "unchanged", rep.Unchanged, "skipped", rep.Skipped, "errors", errText, "took", rep.Took)
	}
}
