-- Derived read-model parts kept between processes (e.g. the search index's
-- entries), each for the dataset version it was built from: a server that
-- finds the current version's copy loads it instead of rebuilding.
CREATE TABLE read_model (
  name TEXT PRIMARY KEY,
  version BIGINT NOT NULL,
  data BYTEA NOT NULL
);
