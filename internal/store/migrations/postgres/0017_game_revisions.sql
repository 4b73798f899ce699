-- Calendar revisions: each game's calendar fields as last published (a
-- digest), with a sequence number raised whenever they change, so a
-- subscribed calendar sees an updated event (iCalendar SEQUENCE, DTSTAMP).
CREATE TABLE game_revisions (
  game_id BIGINT PRIMARY KEY,
  seq INTEGER NOT NULL,
  digest TEXT NOT NULL,
  changed_at BIGINT NOT NULL
);
