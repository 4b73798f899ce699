-- Player game lines: one row per player line of a stored box score (the
-- box's "players", migrations 0005), so the player-game finders and player
-- streaks ask the database rather than inflate every box. A line belongs to
-- its box score (the same game and group) and is rewritten with it. home is
-- the player's side; person_id is the box's link (NULL: a name only); stats
-- is a JSON object of the line's recorded figures (a figure the source lacks
-- is absent, never zero).
CREATE TABLE player_game_lines (
  id INTEGER PRIMARY KEY,
  game_id INTEGER NOT NULL REFERENCES games(id),
  person_id INTEGER,
  home INTEGER NOT NULL,
  name TEXT NOT NULL,
  position TEXT NOT NULL,
  stats TEXT NOT NULL,
  grp TEXT NOT NULL
);
CREATE INDEX player_game_lines_game ON player_game_lines(game_id);
CREATE INDEX player_game_lines_person ON player_game_lines(person_id, game_id);
CREATE INDEX player_game_lines_grp ON player_game_lines(grp);
-- The figures questions bound most often, through an index on the figure
-- (the same expression the finder queries: store lineIndexed lists them).
CREATE INDEX player_game_lines_stat_goals ON player_game_lines(json_extract(stats, '$.goals'));
CREATE INDEX player_game_lines_stat_assists ON player_game_lines(json_extract(stats, '$.assists'));
CREATE INDEX player_game_lines_stat_points ON player_game_lines(json_extract(stats, '$.points'));
CREATE INDEX player_game_lines_stat_saves ON player_game_lines(json_extract(stats, '$.saves'));
CREATE INDEX player_game_lines_stat_sacks ON player_game_lines(json_extract(stats, '$.sacks'));
CREATE INDEX player_game_lines_stat_tackles ON player_game_lines(json_extract(stats, '$.tackles'));
CREATE INDEX player_game_lines_stat_interceptions ON player_game_lines(json_extract(stats, '$.interceptions'));
