-- Index for the team and championship routes (teams helper): games between
-- two franchises by date (head-to-head meetings, title games of a final).
-- 0001/0002 already index a team's games by date and team seasons by
-- (franchise, season); the routes memoize their reads per import.
CREATE INDEX teams_games_h2h ON games(home_franchise_id, away_franchise_id, game_date);
