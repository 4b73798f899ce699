package store

import (
	"context"
	"database/sql"
	"strconv"
)

// Reads the forecasts are built from: every game of one sport and level in
// playing order, and the franchises they are played by.

// ForecastGame is one game between two known franchises.
type ForecastGame struct {
	ID                 int64
	Date               string // YYYY-MM-DD
	StartYear          int    // the season's start year (from the date when the game has no season)
	Home, Away         int64  // franchise ids
	HomeName, AwayName string // names as of the game
	HomeScore          int
	AwayScore          int
	Final              bool // status final with both scores
	Neutral            bool
	GameType           string // regular, playoff, championship
}

// ForecastGames lists the games of a sport and level between known
// franchises, oldest first (date, then id).
func (s *Store) ForecastGames(ctx context.Context, sport, level string) ([]ForecastGame, error) {
	rows, err := s.query(ctx, s.Rebind(`
SELECT g.id, g.game_date, COALESCE(se.start_year, 0), g.home_franchise_id, g.away_franchise_id, g.home_name, g.away_name,
  g.home_score, g.away_score, g.status, g.neutral, g.game_type
FROM games g
JOIN sports sp ON sp.id = g.sport_id
JOIN levels lv ON lv.id = g.level_id
LEFT JOIN seasons se ON se.id = g.season_id
WHERE sp.slug = ? AND lv.slug = ? AND g.home_franchise_id IS NOT NULL AND g.away_franchise_id IS NOT NULL
  AND g.home_franchise_id <> g.away_franchise_id
ORDER BY g.game_date, g.id`), sport, level)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []ForecastGame
	// Names repeat across a franchise's games: one copy of each is kept
	// (the tables live in memory for a dataset version).
	intern := texts{}.intern
	for rows.Next() {
		var g ForecastGame
		var hs, as sql.NullInt64
		var status string
		var neutral int
		if err := rows.Scan(&g.ID, &g.Date, &g.StartYear, &g.Home, &g.Away, &g.HomeName, &g.AwayName,
			&hs, &as, &status, &neutral, &g.GameType); err != nil {
			return nil, err
		}
		g.Final = status == "final" && hs.Valid && as.Valid
		g.HomeScore, g.AwayScore, g.Neutral = int(hs.Int64), int(as.Int64), neutral != 0
		g.HomeName, g.AwayName, g.Date, g.GameType = intern(g.HomeName), intern(g.AwayName), intern(g.Date), intern(g.GameType)
		if g.StartYear == 0 && len(g.Date) >= 4 {
			g.StartYear, _ = strconv.Atoi(g.Date[:4])
		}
		out = append(out, g)
	}
	return out, rows.Err()
}

// ForecastTeam is a franchise as forecasts name it.
type ForecastTeam struct {
	ID                 int64
	Key, Slug          string // key: the importers' stable key, e.g. nfl:LVR
	Name, Abbreviation string
}

// ForecastTeams lists the franchises of a sport and level.
func (s *Store) ForecastTeams(ctx context.Context, sport, level string) ([]ForecastTeam, error) {
	rows, err := s.query(ctx, s.Rebind(`
SELECT f.id, f.key, f.slug, f.name, f.abbreviation
FROM franchises f
JOIN sports sp ON sp.id = f.sport_id
JOIN levels lv ON lv.id = f.level_id
WHERE sp.slug = ? AND lv.slug = ?
ORDER BY f.id`), sport, level)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []ForecastTeam
	for rows.Next() {
		var t ForecastTeam
		if err := rows.Scan(&t.ID, &t.Key, &t.Slug, &t.Name, &t.Abbreviation); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// ForecastGameRef finds a game by id or slug with the sport and level its
// forecast lives in.
func (s *Store) ForecastGameRef(ctx context.Context, ref string) (id int64, date, sport, level string, err error) {
	g, err := s.GameByRef(ctx, ref)
	if err != nil {
		return 0, "", "", "", err
	}
	err = s.queryRow(ctx, s.Rebind(`SELECT sp.slug, lv.slug FROM sports sp, levels lv WHERE sp.id = ? AND lv.id = ?`),
		g.SportID, g.LevelID).Scan(&sport, &level)
	return g.ID, g.Date, sport, level, err
}
