package store

import (
	"context"
	"database/sql"
)

// StatYear is one season start year of a sport and level with player stat
// rows: how many, and how many carry a given stat (see PlayerStatYears).
type StatYear struct {
	Year    int
	Rows    int
	WithKey int
}

// PlayerStatYears lists the start years with player season rows of a sport
// and level (slugs), oldest first; WithKey counts the rows whose stats JSON
// holds the text key (such as `"points"`).
func (s *Store) PlayerStatYears(ctx context.Context, sport, level, key string) ([]StatYear, error) {
	rows, err := s.query(ctx, s.Rebind(`
SELECT ps.start_year, COUNT(*), SUM(CASE WHEN ps.stats LIKE ? THEN 1 ELSE 0 END)
FROM player_seasons ps
JOIN seasons s ON s.id = ps.season_id
JOIN sports sp ON sp.id = s.sport_id
JOIN levels l ON l.id = s.level_id
WHERE sp.slug = ? AND l.slug = ?
GROUP BY ps.start_year ORDER BY ps.start_year`), "%"+key+"%", sport, level)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []StatYear
	for rows.Next() {
		var y StatYear
		if err := rows.Scan(&y.Year, &y.Rows, &y.WithKey); err != nil {
			return nil, err
		}
		out = append(out, y)
	}
	return out, rows.Err()
}

// ScanPlayerSeasonsIn streams the player seasons (with stats) of a sport and
// level (slugs), of one start year or, with year 0, of every year; in
// (person, year, id) order. fn must copy what it keeps: the row is reused.
func (s *Store) ScanPlayerSeasonsIn(ctx context.Context, sport, level string, year int, fn func(*PlayerSeasonRow) error) error {
	rows, err := s.query(ctx, s.Rebind(`
SELECT ps.id, ps.person_id, ps.season_id, ps.franchise_id, ps.start_year, ps.team_abbreviation, ps.position, ps.stats, ps.postseason,
  s.league_id, s.sport_id, s.level_id
FROM player_seasons ps
JOIN seasons s ON s.id = ps.season_id
JOIN sports sp ON sp.id = s.sport_id
JOIN levels l ON l.id = s.level_id
WHERE sp.slug = ? AND l.slug = ? AND (? = 0 OR ps.start_year = ?)
ORDER BY ps.person_id, ps.start_year, ps.id`), sport, level, year, year)
	if err != nil {
		return err
	}
	return eachPlayerSeason(rows, fn)
}

// eachPlayerSeason calls fn with each row (one reused value) and closes rows.
func eachPlayerSeason(rows *sql.Rows, fn func(*PlayerSeasonRow) error) error {
	defer rows.Close()
	var r PlayerSeasonRow
	for rows.Next() {
		if err := rows.Scan(r.dest()...); err != nil {
			return err
		}
		if err := fn(&r); err != nil {
			return err
		}
	}
	return rows.Err()
}

// collectPlayerSeasons reads rows of player seasons and closes them.
func collectPlayerSeasons(rows *sql.Rows) ([]PlayerSeasonRow, error) {
	defer rows.Close()
	var out []PlayerSeasonRow
	for rows.Next() {
		var r PlayerSeasonRow
		if err := rows.Scan(r.dest()...); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

func (r *PlayerSeasonRow) dest() []any {
	return []any{&r.ID, &r.PersonID, &r.SeasonID, &r.FranchiseID, &r.StartYear, &r.TeamAbbrev, &r.Position,
		&r.Stats, &r.Postseason, &r.LeagueID, &r.SportID, &r.LevelID}
}
