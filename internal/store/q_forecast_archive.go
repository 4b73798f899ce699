package store

import (
	"context"
	"strings"
	"time"
)

// ArchivedForecast is one stored forecast. Kind is "game" (Subject: the
// game's key, which survives re-imports) or "season_odds" (Subject:
// "<season>|<as_of>"); Payload is the forecast's JSON as published.
type ArchivedForecast struct {
	Kind, Subject  string
	DatasetVersion int64
	Sport, Level   string
	Season         int
	Date           string // the game's date, or the odds' as-of date
	CreatedAt      int64  // Unix seconds
	Payload        string
}

// ArchiveForecasts stores the forecasts not stored yet (same kind, subject
// and dataset version) and never changes a stored one; it returns how
// many it added.
func (s *Store) ArchiveForecasts(ctx context.Context, fs []ArchivedForecast) (int, error) {
	if len(fs) == 0 {
		return 0, nil
	}
	tx, err := s.DB.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	q := s.Rebind(`INSERT INTO forecast_archive (kind, subject, dataset_version, sport, level, season, subject_date, created_at, payload)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (kind, subject, dataset_version) DO NOTHING`)
	now := time.Now().Unix()
	added := 0
	for _, f := range fs {
		if f.CreatedAt == 0 {
			f.CreatedAt = now
		}
		res, err := tx.ExecContext(ctx, q, f.Kind, f.Subject, f.DatasetVersion, f.Sport, f.Level, f.Season, f.Date, f.CreatedAt, f.Payload)
		if err != nil {
			return 0, err
		}
		if n, err := res.RowsAffected(); err == nil {
			added += int(n)
		}
	}
	return added, tx.Commit()
}

// ArchiveFilter narrows the archive ("" and 0: any).
type ArchiveFilter struct {
	Kind, Sport, Level string
	Season             int
	DateFrom, DateTo   string // subject dates, inclusive
	Limit, Offset      int
}

// ForecastArchive lists stored forecasts, newest first, and how many match.
func (s *Store) ForecastArchive(ctx context.Context, f ArchiveFilter) ([]ArchivedForecast, int, error) {
	var conds []string
	var args []any
	add := func(cond string, v any) {
		conds = append(conds, cond)
		args = append(args, v)
	}
	if f.Kind != "" {
		add("kind = ?", f.Kind)
	}
	if f.Sport != "" {
		add("sport = ?", f.Sport)
	}
	if f.Level != "" {
		add("level = ?", f.Level)
	}
	if f.Season != 0 {
		add("season = ?", f.Season)
	}
	if f.DateFrom != "" {
		add("subject_date >= ?", f.DateFrom)
	}
	if f.DateTo != "" {
		add("subject_date <= ?", f.DateTo)
	}
	where := ""
	if len(conds) > 0 {
		where = " WHERE " + strings.Join(conds, " AND ")
	}
	var n int
	if err := s.DB.QueryRowContext(ctx, s.Rebind(`SELECT COUNT(*) FROM forecast_archive`+where), args...).Scan(&n); err != nil {
		return nil, 0, err
	}
	rows, err := s.DB.QueryContext(ctx, s.Rebind(`SELECT kind, subject, dataset_version, sport, level, season, subject_date, created_at, payload
FROM forecast_archive`+where+` ORDER BY created_at DESC, subject_date DESC, kind, subject, dataset_version LIMIT ? OFFSET ?`), append(args, f.Limit, f.Offset)...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var out []ArchivedForecast
	for rows.Next() {
		var a ArchivedForecast
		if err := rows.Scan(&a.Kind, &a.Subject, &a.DatasetVersion, &a.Sport, &a.Level, &a.Season, &a.Date, &a.CreatedAt, &a.Payload); err != nil {
			return nil, 0, err
		}
		out = append(out, a)
	}
	return out, n, rows.Err()
}

// ArchivedGameResult is an archived game forecast's payload beside the
// game's final score.
type ArchivedGameResult struct {
	Sport, Level         string
	Season               int
	Payload              string
	HomeScore, AwayScore int
}

// archiveScope narrows an archive query (over forecast_archive fa) to a
// sport and level ("": all).
func archiveScope(q, sport, level string) (string, []any) {
	var args []any
	if sport != "" {
		q += " AND fa.sport = ?"
		args = append(args, sport)
	}
	if level != "" {
		q += " AND fa.level = ?"
		args = append(args, level)
	}
	return q, args
}

// ArchivedGameResults are the archived game forecasts whose games are final
// now: per game the forecast of its latest dataset version (the last one
// published before the game), for a sport and level ("": all).
func (s *Store) ArchivedGameResults(ctx context.Context, sport, level string) ([]ArchivedGameResult, error) {
	q := `SELECT fa.sport, fa.level, fa.season, fa.payload, g.home_score, g.away_score
FROM forecast_archive fa JOIN games g ON g.key = fa.subject
WHERE fa.kind = 'game' AND g.status = 'final' AND g.home_score IS NOT NULL AND g.away_score IS NOT NULL
  AND fa.dataset_version = (SELECT MAX(f2.dataset_version) FROM forecast_archive f2 WHERE f2.kind = 'game' AND f2.subject = fa.subject)`
	q, args := archiveScope(q, sport, level)
	rows, err := s.DB.QueryContext(ctx, s.Rebind(q+" ORDER BY fa.subject_date, fa.subject"), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []ArchivedGameResult
	for rows.Next() {
		var r ArchivedGameResult
		if err := rows.Scan(&r.Sport, &r.Level, &r.Season, &r.Payload, &r.HomeScore, &r.AwayScore); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// ArchivedSeasonOdds are the archived season-odds runs of a sport and level
// ("": all): per run (its subject, a season and an as-of date) the one of
// its latest dataset version, oldest season and date first.
func (s *Store) ArchivedSeasonOdds(ctx context.Context, sport, level string) ([]ArchivedForecast, error) {
	q := `SELECT fa.kind, fa.subject, fa.dataset_version, fa.sport, fa.level, fa.season, fa.subject_date, fa.created_at, fa.payload
FROM forecast_archive fa
WHERE fa.kind = 'season_odds'
  AND fa.dataset_version = (SELECT MAX(f2.dataset_version) FROM forecast_archive f2
    WHERE f2.kind = fa.kind AND f2.subject = fa.subject AND f2.sport = fa.sport AND f2.level = fa.level)`
	q, args := archiveScope(q, sport, level)
	rows, err := s.DB.QueryContext(ctx, s.Rebind(q+" ORDER BY fa.sport, fa.level, fa.season, fa.subject_date, fa.subject"), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []ArchivedForecast
	for rows.Next() {
		var a ArchivedForecast
		if err := rows.Scan(&a.Kind, &a.Subject, &a.DatasetVersion, &a.Sport, &a.Level, &a.Season, &a.Date, &a.CreatedAt, &a.Payload); err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, rows.Err()
}
