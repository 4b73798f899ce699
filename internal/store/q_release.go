package store

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"
)

// releaseQueries read one sport and level's rows of each published table
// (the two '?' are the sport and level slugs). A total the data does not
// hold (has_record = 0) is NULL, never 0. Column names are the published ones.
var releaseQueries = map[string]string{
	"games": `
SELECT g.slug, s.slug AS season, g.game_date, g.start_time, g.time_zone, g.game_type, g.week, g.status,
  hf.slug AS home_team, g.home_name, af.slug AS away_team, g.away_name, g.home_score, g.away_score,
  g.neutral, g.overtime, v.name AS venue, g.attendance, g.notes, g.source
FROM games g
JOIN sports sp ON sp.id = g.sport_id JOIN levels lv ON lv.id = g.level_id
LEFT JOIN seasons s ON s.id = g.season_id
LEFT JOIN franchises hf ON hf.id = g.home_franchise_id
LEFT JOIN franchises af ON af.id = g.away_franchise_id
LEFT JOIN venues v ON v.id = g.venue_id
WHERE sp.slug = ? AND lv.slug = ?
ORDER BY g.game_date, g.slug`,
	"team_seasons": `
SELECT ts.key, f.slug AS team, s.slug AS season, ts.start_year, ts.name, ts.city, ts.abbreviation,
  c.name AS conference, d.name AS division,
  CASE WHEN ts.has_record = 1 THEN ts.wins END AS wins,
  CASE WHEN ts.has_record = 1 THEN ts.losses END AS losses,
  CASE WHEN ts.has_record = 1 THEN ts.ties END AS ties,
  CASE WHEN ts.has_record = 1 THEN ts.ot_losses END AS ot_losses,
  ts.head_coach, ts.made_playoffs, v.name AS venue, ts.source
FROM team_seasons ts
JOIN franchises f ON f.id = ts.franchise_id
JOIN seasons s ON s.id = ts.season_id
JOIN sports sp ON sp.id = s.sport_id JOIN levels lv ON lv.id = s.level_id
LEFT JOIN conferences c ON c.id = ts.conference_id
LEFT JOIN divisions d ON d.id = ts.division_id
LEFT JOIN venues v ON v.id = ts.venue_id
WHERE sp.slug = ? AND lv.slug = ?
ORDER BY ts.start_year, f.slug, ts.key`,
	"standings": `
SELECT ts.key, s.slug AS season, s.start_year, l.abbreviation AS league, c.name AS conference, d.name AS division,
  f.slug AS team, ts.name, ts.wins, ts.losses, ts.ties, ts.ot_losses,
  ts.wins + ts.losses + ts.ties + ts.ot_losses AS games_played,
  CASE WHEN ts.wins + ts.losses + ts.ties + ts.ot_losses > 0
    THEN ROUND((ts.wins + 0.5 * ts.ties) / (ts.wins + ts.losses + ts.ties + ts.ot_losses), 3) END AS win_pct,
  CASE WHEN sp.slug = 'hockey' THEN 2 * ts.wins + ts.ties + ts.ot_losses END AS points,
  ts.made_playoffs
FROM team_seasons ts
JOIN franchises f ON f.id = ts.franchise_id
JOIN seasons s ON s.id = ts.season_id
JOIN leagues l ON l.id = s.league_id
JOIN sports sp ON sp.id = s.sport_id JOIN levels lv ON lv.id = s.level_id
LEFT JOIN conferences c ON c.id = ts.conference_id
LEFT JOIN divisions d ON d.id = ts.division_id
WHERE sp.slug = ? AND lv.slug = ? AND ts.has_record = 1
ORDER BY s.start_year, l.abbreviation, c.name, d.name, win_pct DESC, f.slug`,
	"player_seasons": `
SELECT ps.id, p.slug AS player, TRIM(p.first_name || ' ' || p.last_name) AS name, s.slug AS season, ps.start_year,
  f.slug AS team, ps.team_abbreviation, ps.position, ps.stats, ps.postseason, ps.source
FROM player_seasons ps
JOIN people p ON p.id = ps.person_id
JOIN seasons s ON s.id = ps.season_id
JOIN sports sp ON sp.id = s.sport_id JOIN levels lv ON lv.id = s.level_id
LEFT JOIN franchises f ON f.id = ps.franchise_id
WHERE sp.slug = ? AND lv.slug = ?
ORDER BY ps.start_year, p.slug, ps.id`,
	"coach_seasons": `
SELECT ct.id, p.slug AS coach, TRIM(p.first_name || ' ' || p.last_name) AS name, f.slug AS team, s.slug AS season,
  ct.start_year, ct.title, ct.is_head, ct.seq,
  CASE WHEN ct.has_record = 1 THEN ct.wins END AS wins,
  CASE WHEN ct.has_record = 1 THEN ct.losses END AS losses,
  CASE WHEN ct.has_record = 1 THEN ct.ties END AS ties,
  CASE WHEN ct.has_record = 1 THEN ct.playoff_wins END AS playoff_wins,
  CASE WHEN ct.has_record = 1 THEN ct.playoff_losses END AS playoff_losses,
  ct.source
FROM coach_tenures ct
JOIN people p ON p.id = ct.person_id
JOIN franchises f ON f.id = ct.franchise_id
JOIN seasons s ON s.id = ct.season_id
JOIN sports sp ON sp.id = s.sport_id JOIN levels lv ON lv.id = s.level_id
WHERE sp.slug = ? AND lv.slug = ?
ORDER BY ct.start_year, f.slug, ct.seq, ct.id`,
	"championships": `
SELECT cr.key, c.slug AS championship, c.name AS championship_name, cr.year, s.slug AS season,
  wf.slug AS winner, cr.winner_name, rf.slug AS runner_up, cr.runner_up_name,
  cr.winner_score, cr.runner_up_score, cr.series_result, cr.game_date, cr.venue_name, cr.city,
  cr.mvp, cr.winning_coach, g.slug AS game, cr.notes, cr.source
FROM championship_results cr
JOIN championships c ON c.id = cr.championship_id
JOIN sports sp ON sp.id = c.sport_id JOIN levels lv ON lv.id = c.level_id
LEFT JOIN seasons s ON s.id = cr.season_id
LEFT JOIN franchises wf ON wf.id = cr.winner_franchise_id
LEFT JOIN franchises rf ON rf.id = cr.runner_up_franchise_id
LEFT JOIN games g ON g.id = cr.game_id
WHERE sp.slug = ? AND lv.slug = ?
ORDER BY c.slug, cr.year, cr.key`,
}

// ReleaseRows calls fn with the column names and then each row of one
// published table for a sport and level. Values are nil, int64, float64 or
// string; fn must not keep the slice.
func (s *Store) ReleaseRows(ctx context.Context, table, sport, level string, fn func(cols []string, vals []any) error) error {
	q, ok := releaseQueries[table]
	if !ok {
		return fmt.Errorf("release: unknown table %q", table)
	}
	rows, err := s.DB.QueryContext(ctx, s.Rebind(q), sport, level)
	if err != nil {
		return fmt.Errorf("release %s: %w", table, err)
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return err
	}
	return scanPlain(rows, len(cols), func(vals []any) error { return fn(cols, vals) })
}

// scanPlain calls fn with each row's values as plainValue gives them.
func scanPlain(rows *sql.Rows, n int, fn func(vals []any) error) error {
	vals := make([]any, n)
	ptrs := make([]any, n)
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return err
		}
		for i, v := range vals {
			vals[i] = plainValue(v)
		}
		if err := fn(vals); err != nil {
			return err
		}
	}
	return rows.Err()
}

// plainValue maps driver values onto nil, int64, float64 and string.
func plainValue(v any) any {
	switch x := v.(type) {
	case nil, int64, float64, string:
		return x
	case []byte:
		return string(x)
	case bool:
		if x {
			return int64(1)
		}
		return int64(0)
	case int32:
		return int64(x)
	case int:
		return int64(x)
	case float32:
		return float64(x)
	default:
		return fmt.Sprint(x)
	}
}

// privateTables are never published: accounts, sessions, mail, audit,
// feed and import bookkeeping, caches and user submissions.
var privateTables = []string{
	"users", "refresh_tokens", "one_time_tokens", "outbox", "audit_log",
	"game_writes", "live_changes", "feed_status", "source_disagreements",
	"corrections", "read_model", "forecast_archive", "import_runs", "id_seq",
	"schema_migrations", "game_revisions", "api_keys", "plans", "api_key_usage",
	"changes", "change_counter",
}

// PublicTables lists, in an order that satisfies foreign keys, the tables
// of the public dataset (everything a reader of the site can see).
func (s *Store) PublicTables(ctx context.Context) ([]string, error) {
	q := `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY rowid`
	if s.Dialect == Postgres {
		q = `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`
	}
	rows, err := s.DB.QueryContext(ctx, q)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			return nil, err
		}
		if !IsPrivateTable(n) {
			out = append(out, n)
		}
	}
	return out, rows.Err()
}

// IsPrivateTable reports whether a table holds data that is never published.
func IsPrivateTable(name string) bool {
	return slices.Contains(privateTables, name) || strings.HasPrefix(name, "user_") || strings.HasPrefix(name, "api_")
}

// CopyTable streams every row of table (the columns named) to fn.
func (s *Store) CopyTable(ctx context.Context, table string, cols []string, fn func(vals []any) error) error {
	rows, err := s.DB.QueryContext(ctx, "SELECT "+strings.Join(cols, ", ")+" FROM "+table)
	if err != nil {
		return fmt.Errorf("copy %s: %w", table, err)
	}
	defer rows.Close()
	return scanPlain(rows, len(cols), fn)
}
