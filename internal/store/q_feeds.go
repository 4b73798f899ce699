package store

import (
	"context"
	"database/sql"
)

// RecordFeedRun notes one run of a score feed at (Unix seconds); errText
// "" is a success.
func (s *Store) RecordFeedRun(ctx context.Context, source string, at int64, errText string) error {
	ok, failed := at, int64(0)
	errAt := int64(0)
	if errText != "" {
		ok, failed, errAt = 0, 1, at
	}
	_, err := s.DB.ExecContext(ctx, s.Rebind(`INSERT INTO feed_status (source, last_run_at, last_success_at, last_error_at, last_error, runs, failed_runs)
VALUES (?, ?, ?, ?, ?, 1, ?)
ON CONFLICT (source) DO UPDATE SET last_run_at = excluded.last_run_at,
  last_success_at = CASE WHEN excluded.last_success_at > 0 THEN excluded.last_success_at ELSE feed_status.last_success_at END,
  last_error_at = CASE WHEN excluded.last_error_at > 0 THEN excluded.last_error_at ELSE feed_status.last_error_at END,
  last_error = CASE WHEN excluded.last_error_at > 0 THEN excluded.last_error ELSE feed_status.last_error END,
  runs = feed_status.runs + 1, failed_runs = feed_status.failed_runs + excluded.failed_runs`),
		source, at, ok, errAt, errText, failed)
	return err
}

// FeedFreshness is what a feed has done: its runs, and the games it wrote.
type FeedFreshness struct {
	Source        string
	LastRun       int64 // Unix seconds; 0: never
	LastSuccess   int64
	LastErrorAt   int64
	LastError     string
	Runs, Failed  int64
	LastGameDate  string // the latest day of a final game it reported ("": none)
	GamesAdded24h int    // games it created in the 24 hours before now
}

// Freshness reads a feed's status at now (Unix seconds).
func (s *Store) Freshness(ctx context.Context, source string, now int64) (FeedFreshness, error) {
	f := FeedFreshness{Source: source}
	err := s.DB.QueryRowContext(ctx, s.Rebind(`SELECT last_run_at, last_success_at, last_error_at, last_error, runs, failed_runs FROM feed_status WHERE source = ?`), source).
		Scan(&f.LastRun, &f.LastSuccess, &f.LastErrorAt, &f.LastError, &f.Runs, &f.Failed)
	if err != nil && err != sql.ErrNoRows {
		return f, err
	}
	// A feed's games carry external ids "<source>:<id>": the range holds
	// exactly them (";" follows ":").
	var last sql.NullString
	if err := s.DB.QueryRowContext(ctx, s.Rebind(`SELECT MAX(game_date) FROM games WHERE external_id >= ? AND external_id < ? AND status = 'final'`),
		source+":", source+";").Scan(&last); err != nil {
		return f, err
	}
	f.LastGameDate = last.String
	err = s.DB.QueryRowContext(ctx, s.Rebind(`SELECT COUNT(*) FROM audit_log WHERE action = 'game.sync' AND actor_email = ? AND before_json = '' AND at >= ?`),
		source, now-86400).Scan(&f.GamesAdded24h)
	return f, err
}
