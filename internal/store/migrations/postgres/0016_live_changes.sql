-- Live changes, numbered in commit order (the game_writes counter): every
-- instance applies those it has not seen, so a change whose Redis message
-- was lost (Redis down, an instance restarting) still reaches it. Only the
-- latest ones are kept.
CREATE TABLE live_changes (
  seq BIGINT PRIMARY KEY,
  kind TEXT NOT NULL,
  entity_id BIGINT NOT NULL
);
CREATE INDEX live_changes_entity ON live_changes(kind, entity_id);
