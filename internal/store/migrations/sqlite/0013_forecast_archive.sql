-- Forecasts as published, kept for checking later: each game forecast made
-- before the game and each season-odds run of a season under way, stored
-- once per input dataset version and never updated. Not one of the import's
-- tables: a re-import leaves it as it was.
CREATE TABLE forecast_archive (
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  dataset_version BIGINT NOT NULL,
  sport TEXT NOT NULL,
  level TEXT NOT NULL,
  season INTEGER NOT NULL,
  subject_date TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  payload TEXT NOT NULL,
  PRIMARY KEY (kind, subject, dataset_version)
);
CREATE INDEX forecast_archive_scope ON forecast_archive (sport, level, season, created_at);
