-- Each score feed's last runs, for GET /api/freshness/ and /metrics: when it
-- last ran, last succeeded (a run without errors) and last failed, and why.
CREATE TABLE feed_status (
  source TEXT PRIMARY KEY,
  last_run_at BIGINT NOT NULL DEFAULT 0,
  last_success_at BIGINT NOT NULL DEFAULT 0,
  last_error_at BIGINT NOT NULL DEFAULT 0,
  last_error TEXT NOT NULL DEFAULT '',
  runs BIGINT NOT NULL DEFAULT 0,
  failed_runs BIGINT NOT NULL DEFAULT 0
);
