package store

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"strconv"
	"strings"
)

// CalendarGame is one game of a team's calendar with its revision.
type CalendarGame struct {
	Slug, Date, StartTime, TimeZone, Status, GameType string
	HomeName, AwayName, Venue                         string
	Neutral                                           bool
	HomeScore, AwayScore                              sql.NullInt64
	Seq                                               int   // raised on every change of the fields above
	Stamp                                             int64 // unix seconds the revision was recorded
}

func (g CalendarGame) digest() string {
	h := sha256.Sum256([]byte(strings.Join([]string{g.Date, g.StartTime, g.TimeZone, g.Status, g.GameType,
		g.HomeName, g.AwayName, g.Venue, strconv.FormatBool(g.Neutral), nullInt(g.HomeScore), nullInt(g.AwayScore)}, "\x1f")))
	return hex.EncodeToString(h[:12])
}

func nullInt(n sql.NullInt64) string {
	if !n.Valid {
		return ""
	}
	return strconv.FormatInt(n.Int64, 10)
}

// TeamCalendar lists a franchise's games on or after from (YYYY-MM-DD),
// oldest first. A game listed for the first time, or whose fields changed
// since it was last listed, gets a new revision recorded at now.
func (s *Store) TeamCalendar(ctx context.Context, franchiseID int64, from string, now int64) ([]CalendarGame, error) {
	rows, err := s.DB.QueryContext(ctx, s.Rebind(`
SELECT g.id, g.slug, g.game_date, g.start_time, g.time_zone, g.status, g.game_type,
  COALESCE(NULLIF(g.home_name, ''), hf.name, ''), COALESCE(NULLIF(g.away_name, ''), af.name, ''),
  COALESCE(v.name, ''), g.neutral, g.home_score, g.away_score, r.seq, r.digest, r.changed_at
FROM games g
LEFT JOIN franchises hf ON hf.id = g.home_franchise_id
LEFT JOIN franchises af ON af.id = g.away_franchise_id
LEFT JOIN venues v ON v.id = g.venue_id
LEFT JOIN game_revisions r ON r.game_id = g.id
WHERE (g.home_franchise_id = ? OR g.away_franchise_id = ?) AND g.game_date >= ?
ORDER BY g.game_date, g.start_time, g.id`), franchiseID, franchiseID, from)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	type bump struct {
		id     int64
		seq    int
		digest string
	}
	var out []CalendarGame
	var bumps []bump
	for rows.Next() {
		var g CalendarGame
		var id int64
		var neutral int64
		var seq, stamp sql.NullInt64
		var digest sql.NullString
		if err := rows.Scan(&id, &g.Slug, &g.Date, &g.StartTime, &g.TimeZone, &g.Status, &g.GameType, &g.HomeName, &g.AwayName,
			&g.Venue, &neutral, &g.HomeScore, &g.AwayScore, &seq, &digest, &stamp); err != nil {
			return nil, err
		}
		g.Neutral = neutral != 0
		d := g.digest()
		switch {
		case !seq.Valid:
			g.Stamp = now
			bumps = append(bumps, bump{id, 0, d})
		case digest.String != d:
			g.Seq, g.Stamp = int(seq.Int64)+1, now
			bumps = append(bumps, bump{id, g.Seq, d})
		default:
			g.Seq, g.Stamp = int(seq.Int64), stamp.Int64
		}
		out = append(out, g)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(bumps) == 0 {
		return out, nil
	}
	tx, err := s.DB.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	for _, b := range bumps {
		if _, err := tx.ExecContext(ctx, s.Rebind(`INSERT INTO game_revisions (game_id, seq, digest, changed_at) VALUES (?, ?, ?, ?)
ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, digest = excluded.digest, changed_at = excluded.changed_at`), b.id, b.seq, b.digest, now); err != nil {
			return nil, err
		}
	}
	return out, tx.Commit()
}
