-- Games and standings read paths (games helper).
-- The in-memory game index loads every game in date order.
CREATE INDEX games_game_date ON games(game_date, id);
-- A team's name as of a game's season; a game's championship result.
CREATE INDEX team_seasons_franchise_season ON team_seasons(franchise_id, season_id);
CREATE INDEX championship_results_game ON championship_results(game_id);
