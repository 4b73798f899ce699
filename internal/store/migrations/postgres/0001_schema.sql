-- Almanac core schema. Ids are assigned by the importer (stable per natural
-- key across re-imports), so primary keys are plain integers.
-- grp = the import group (nfl, nba, mlb, nhl, ncaa-*) a row belongs to.

CREATE TABLE sports (
  id BIGINT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  abbreviation TEXT NOT NULL
);

CREATE TABLE levels (
  id BIGINT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);

CREATE TABLE leagues (
  id BIGINT PRIMARY KEY,
  key TEXT NOT NULL,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  abbreviation TEXT NOT NULL,
  sport_id INTEGER NOT NULL REFERENCES sports(id),
  level_id INTEGER NOT NULL REFERENCES levels(id),
  first_year INTEGER,
  last_year INTEGER,
  grp TEXT NOT NULL
);
CREATE UNIQUE INDEX leagues_key ON leagues(key);
CREATE UNIQUE INDEX leagues_slug ON leagues(slug);

CREATE TABLE conferences (
  id BIGINT PRIMARY KEY,
  key TEXT NOT NULL,
  league_id INTEGER NOT NULL REFERENCES leagues(id),
  name TEXT NOT NULL,
  abbreviation TEXT NOT NULL DEFAULT '',
  first_year INTEGER,
  last_year INTEGER,
  grp TEXT NOT NULL
);
CREATE UNIQUE INDEX conferences_key ON conferences(key);

CREATE TABLE divisions (
  id BIGINT PRIMARY KEY,
  key TEXT NOT NULL,
  league_id INTEGER NOT NULL REFERENCES leagues(id),
  conference_id INTEGER REFERENCES conferences(id),
  name TEXT NOT NULL,
  first_year INTEGER,
  last_year INTEGER,
  grp TEXT NOT NULL
);
CREATE UNIQUE INDEX divisions_key ON divisions(key);

CREATE TABLE venues (
  id BIGINT PRIMARY KEY,
  key TEXT NOT NULL,
  name TEXT NOT NULL,
  city TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  capacity INTEGER,
  opened_year INTEGER,
  source TEXT NOT NULL DEFAULT '',
  grp TEXT NOT NULL
);
CREATE UNIQUE INDEX venues_key ON venues(key);

CREATE TABLE franchises (
  id BIGINT PRIMARY KEY,
  key TEXT NOT NULL,
  slug TEXT NOT NULL,
  sport_id INTEGER NOT NULL REFERENCES sports(id),
  level_id INTEGER NOT NULL REFERENCES levels(id),
  league_id INTEGER REFERENCES leagues(id),
  name TEXT NOT NULL,
  nickname TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  abbreviation TEXT NOT NULL DEFAULT '',
  founded_year INTEGER,
  last_year INTEGER,
  conference_id INTEGER REFERENCES conferences(id),
  division_id INTEGER REFERENCES divisions(id),
  venue_id INTEGER REFERENCES venues(id),
  source TEXT NOT NULL DEFAULT '',
  grp TEXT NOT NULL
);
CREATE UNIQUE INDEX franchises_key ON franchises(key);
CREATE UNIQUE INDEX franchises_slug ON franchises(slug);
CREATE INDEX franchises_sport_level ON franchises(sport_id, level_id);

CREATE TABLE seasons (
  id BIGINT PRIMARY KEY,
  key TEXT NOT NULL,
  slug TEXT NOT NULL,
  league_id INTEGER NOT NULL REFERENCES leagues(id),
  sport_id INTEGER NOT NULL REFERENCES sports(id),
  level_id INTEGER NOT NULL REFERENCES levels(id),
  start_year INTEGER NOT NULL,
  end_year INTEGER NOT NULL,
  name TEXT NOT NULL,
  start_date TEXT NOT NULL DEFAULT '',
  end_date TEXT NOT NULL DEFAULT '',
  playoffs_end TEXT NOT NULL DEFAULT '',
  regular_season_games INTEGER,
  playoff_format TEXT NOT NULL DEFAULT '',
  champion_franchise_id INTEGER REFERENCES franchises(id),
  grp TEXT NOT NULL
);
CREATE UNIQUE INDEX seasons_key ON seasons(key);
CREATE UNIQUE INDEX seasons_slug ON seasons(slug);
CREATE INDEX seasons_sport_year ON seasons(sport_id, level_id, start_year);

CREATE TABLE team_seasons (
  id BIGINT PRIMARY KEY,
  key TEXT NOT NULL,
  franchise_id INTEGER NOT NULL REFERENCES franchises(id),
  season_id INTEGER NOT NULL REFERENCES seasons(id),
  start_year INTEGER NOT NULL,
  name TEXT NOT NULL,
  city TEXT NOT NULL DEFAULT '',
  abbreviation TEXT NOT NULL DEFAULT '',
  conference_id INTEGER REFERENCES conferences(id),
  division_id INTEGER REFERENCES divisions(id),
  venue_id INTEGER REFERENCES venues(id),
  wins INTEGER NOT NULL DEFAULT 0,
  losses INTEGER NOT NULL DEFAULT 0,
  ties INTEGER NOT NULL DEFAULT 0,
  ot_losses INTEGER NOT NULL DEFAULT 0,
  has_record INTEGER NOT NULL DEFAULT 0,
  head_coach TEXT NOT NULL DEFAULT '',
  made_playoffs INTEGER NOT NULL DEFAULT 0,
  source TEXT NOT NULL DEFAULT '',
  grp TEXT NOT NULL
);
CREATE UNIQUE INDEX team_seasons_key ON team_seasons(key);
CREATE INDEX team_seasons_franchise ON team_seasons(franchise_id, start_year);
CREATE INDEX team_seasons_season ON team_seasons(season_id);

CREATE TABLE championships (
  id BIGINT PRIMARY KEY,
  key TEXT NOT NULL,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  official_name TEXT NOT NULL DEFAULT '',
  trophy_name TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  sport_id INTEGER NOT NULL REFERENCES sports(id),
  level_id INTEGER NOT NULL REFERENCES levels(id),
  league_id INTEGER REFERENCES leagues(id),
  first_year INTEGER,
  last_year INTEGER,
  grp TEXT NOT NULL
);
CREATE UNIQUE INDEX championships_key ON championships(key);
CREATE UNIQUE INDEX championships_slug ON championships(slug);

CREATE TABLE games (
  id BIGINT PRIMARY KEY,
  key TEXT NOT NULL,
  slug TEXT NOT NULL,
  season_id INTEGER REFERENCES seasons(id),
  sport_id INTEGER NOT NULL REFERENCES sports(id),
  level_id INTEGER NOT NULL REFERENCES levels(id),
  game_date TEXT NOT NULL,
  start_time TEXT NOT NULL DEFAULT '',
  time_zone TEXT NOT NULL DEFAULT '',
  home_franchise_id INTEGER REFERENCES franchises(id),
  away_franchise_id INTEGER REFERENCES franchises(id),
  home_name TEXT NOT NULL DEFAULT '',
  away_name TEXT NOT NULL DEFAULT '',
  home_score INTEGER,
  away_score INTEGER,
  neutral INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL,
  game_type TEXT NOT NULL,
  week TEXT NOT NULL DEFAULT '',
  venue_id INTEGER REFERENCES venues(id),
  attendance INTEGER,
  overtime TEXT NOT NULL DEFAULT '',
  notes TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL,
  grp TEXT NOT NULL
);
CREATE UNIQUE INDEX games_key ON games(key);
CREATE UNIQUE INDEX games_slug ON games(slug);
CREATE INDEX games_date ON games(sport_id, level_id, game_date);
CREATE INDEX games_season ON games(season_id);
CREATE INDEX games_home ON games(home_franchise_id, game_date);
CREATE INDEX games_away ON games(away_franchise_id, game_date);

CREATE TABLE championship_results (
  id BIGINT PRIMARY KEY,
  key TEXT NOT NULL,
  championship_id INTEGER NOT NULL REFERENCES championships(id),
  season_id INTEGER REFERENCES seasons(id),
  year INTEGER NOT NULL,
  winner_franchise_id INTEGER REFERENCES franchises(id),
  winner_name TEXT NOT NULL,
  runner_up_franchise_id INTEGER REFERENCES franchises(id),
  runner_up_name TEXT NOT NULL DEFAULT '',
  winner_score INTEGER,
  runner_up_score INTEGER,
  series_result TEXT NOT NULL DEFAULT '',
  game_date TEXT NOT NULL DEFAULT '',
  venue_name TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  mvp TEXT NOT NULL DEFAULT '',
  winning_coach TEXT NOT NULL DEFAULT '',
  game_id INTEGER REFERENCES games(id),
  notes TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL,
  grp TEXT NOT NULL
);
CREATE UNIQUE INDEX championship_results_key ON championship_results(key);
CREATE INDEX championship_results_champ ON championship_results(championship_id, year);
CREATE INDEX championship_results_winner ON championship_results(winner_franchise_id);

CREATE TABLE people (
  id BIGINT PRIMARY KEY,
  key TEXT NOT NULL,
  slug TEXT NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  birth_date TEXT NOT NULL DEFAULT '',
  birth_city TEXT NOT NULL DEFAULT '',
  birth_state TEXT NOT NULL DEFAULT '',
  birth_country TEXT NOT NULL DEFAULT '',
  death_date TEXT NOT NULL DEFAULT '',
  height_in INTEGER,
  weight_lb INTEGER,
  college TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL DEFAULT '',
  grp TEXT NOT NULL
);
CREATE UNIQUE INDEX people_key ON people(key);
CREATE UNIQUE INDEX people_slug ON people(slug);
CREATE INDEX people_last_name ON people(last_name);

CREATE TABLE players (
  id BIGINT PRIMARY KEY,
  key TEXT NOT NULL,
  person_id INTEGER NOT NULL REFERENCES people(id),
  sport_id INTEGER NOT NULL REFERENCES sports(id),
  level_id INTEGER NOT NULL REFERENCES levels(id),
  position TEXT NOT NULL DEFAULT '',
  bats TEXT NOT NULL DEFAULT '',
  throws TEXT NOT NULL DEFAULT '',
  draft_year INTEGER,
  draft_round INTEGER,
  draft_pick INTEGER,
  first_year INTEGER,
  last_year INTEGER,
  hall_of_fame INTEGER NOT NULL DEFAULT 0,
  source TEXT NOT NULL DEFAULT '',
  grp TEXT NOT NULL
);
CREATE UNIQUE INDEX players_key ON players(key);
CREATE INDEX players_person ON players(person_id);

CREATE TABLE player_seasons (
  id BIGINT PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES people(id),
  season_id INTEGER NOT NULL REFERENCES seasons(id),
  franchise_id INTEGER REFERENCES franchises(id),
  start_year INTEGER NOT NULL,
  team_abbreviation TEXT NOT NULL DEFAULT '',
  position TEXT NOT NULL DEFAULT '',
  stats TEXT NOT NULL DEFAULT '{}',
  postseason TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL,
  grp TEXT NOT NULL
);
CREATE INDEX player_seasons_person ON player_seasons(person_id, start_year);
CREATE INDEX player_seasons_team ON player_seasons(franchise_id, start_year);

CREATE TABLE roster_entries (
  id BIGINT PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES people(id),
  franchise_id INTEGER NOT NULL REFERENCES franchises(id),
  season_id INTEGER NOT NULL REFERENCES seasons(id),
  start_year INTEGER NOT NULL,
  jersey_number TEXT NOT NULL DEFAULT '',
  position TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT '',
  is_captain INTEGER NOT NULL DEFAULT 0,
  is_starter INTEGER NOT NULL DEFAULT 0,
  source TEXT NOT NULL,
  grp TEXT NOT NULL
);
CREATE INDEX roster_entries_team ON roster_entries(franchise_id, start_year);
CREATE INDEX roster_entries_person ON roster_entries(person_id);

CREATE TABLE coach_tenures (
  id BIGINT PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES people(id),
  franchise_id INTEGER NOT NULL REFERENCES franchises(id),
  season_id INTEGER NOT NULL REFERENCES seasons(id),
  start_year INTEGER NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  is_head INTEGER NOT NULL DEFAULT 1,
  seq INTEGER NOT NULL DEFAULT 1,
  wins INTEGER NOT NULL DEFAULT 0,
  losses INTEGER NOT NULL DEFAULT 0,
  ties INTEGER NOT NULL DEFAULT 0,
  playoff_wins INTEGER NOT NULL DEFAULT 0,
  playoff_losses INTEGER NOT NULL DEFAULT 0,
  has_record INTEGER NOT NULL DEFAULT 0,
  source TEXT NOT NULL,
  grp TEXT NOT NULL
);
CREATE INDEX coach_tenures_person ON coach_tenures(person_id, start_year);
CREATE INDEX coach_tenures_team ON coach_tenures(franchise_id, start_year);

CREATE TABLE awards (
  id BIGINT PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES people(id),
  name TEXT NOT NULL,
  year INTEGER NOT NULL,
  league_id INTEGER REFERENCES leagues(id),
  notes TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL,
  grp TEXT NOT NULL
);
CREATE INDEX awards_person ON awards(person_id);

CREATE TABLE import_runs (
  id BIGINT PRIMARY KEY,
  finished_at TEXT NOT NULL,
  groups TEXT NOT NULL,
  rows_written INTEGER NOT NULL
);

CREATE TABLE id_seq (
  tbl TEXT PRIMARY KEY,
  last_id BIGINT NOT NULL
);
