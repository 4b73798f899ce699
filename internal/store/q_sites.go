package store

import (
	"context"
	"database/sql"
	"strconv"
)

// EntityName names a team, game, championship, player, coach or season by
// slug or numeric id, for page titles. ok is false when nothing matches.
func (s *Store) EntityName(ctx context.Context, kind, slug string) (string, bool) {
	id, _ := strconv.ParseInt(slug, 10, 64)
	var q string
	switch kind {
	case "team":
		q = `SELECT name FROM franchises WHERE slug = ? OR id = ?`
	case "championship":
		q = `SELECT name FROM championships WHERE slug = ? OR id = ?`
	case "season":
		q = `SELECT name FROM seasons WHERE slug = ? OR id = ?`
	case "player", "coach":
		q = `SELECT TRIM(first_name || ' ' || last_name) FROM people WHERE slug = ? OR id = ?`
	case "game":
		q = `SELECT COALESCE(NULLIF(g.away_name, ''), a.name, '') || CASE WHEN g.neutral = 1 THEN ' vs ' ELSE ' at ' END || COALESCE(NULLIF(g.home_name, ''), h.name, '') || ', ' || g.game_date
			FROM games g LEFT JOIN franchises h ON h.id = g.home_franchise_id LEFT JOIN franchises a ON a.id = g.away_franchise_id WHERE g.slug = ? OR g.id = ?`
	default:
		return "", false
	}
	var name sql.NullString
	if err := s.queryRow(ctx, s.Rebind(q+` LIMIT 1`), slug, id).Scan(&name); err != nil || !name.Valid || name.String == "" {
		return "", false
	}
	return name.String, true
}

// SitemapPaths lists the team and championship pages of a sport and level
// (both empty: every sport and level).
func (s *Store) SitemapPaths(ctx context.Context, sport, level string) ([]string, error) {
	var out []string
	for _, t := range []struct{ table, prefix string }{{"championships", "/championships/"}, {"franchises", "/teams/"}} {
		rows, err := s.query(ctx, s.Rebind(`SELECT x.slug FROM `+t.table+` x JOIN sports sp ON sp.id = x.sport_id JOIN levels lv ON lv.id = x.level_id
			WHERE (? = '' OR sp.slug = ?) AND (? = '' OR lv.slug = ?) ORDER BY x.slug`), sport, sport, level, level)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var sl string
			if err := rows.Scan(&sl); err != nil {
				rows.Close()
				return nil, err
			}
			out = append(out, t.prefix+sl)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}
