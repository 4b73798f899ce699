package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// BoxScoreRow is a game's stored box score (JSON as migrations/0005 says).
type BoxScoreRow struct {
	Source string
	Box    []byte
}

// BoxScore reads the box score of a game; ok is false when it has none.
func (s *Store) BoxScore(ctx context.Context, gameID int64) (row BoxScoreRow, ok bool, err error) {
	var z []byte
	err = s.queryRow(ctx, s.Rebind(`SELECT source, box FROM game_box_scores WHERE game_id = ?`), gameID).Scan(&row.Source, &z)
	if errors.Is(err, sql.ErrNoRows) {
		return row, false, nil
	}
	if err != nil {
		return row, false, err
	}
	if row.Box, err = inflate(z); err != nil {
		return row, false, fmt.Errorf("box score of game %d: %w", gameID, err)
	}
	return row, true, nil
}

// BoxScoreGames lists the ids of the games with a box score, ascending
// (only an import writes box scores).
func (s *Store) BoxScoreGames(ctx context.Context) ([]int64, error) {
	return queryAll(ctx, s, `SELECT game_id FROM game_box_scores ORDER BY game_id`, func(rows *sql.Rows, id *int64) error {
		return rows.Scan(id)
	})
}

// PersonSlugs maps person ids to their slugs (ids not found are absent).
func (s *Store) PersonSlugs(ctx context.Context, ids []int64) (map[int64]string, error) {
	out := make(map[int64]string, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	rows, err := s.query(ctx, s.Rebind(`SELECT id, slug FROM people WHERE id IN (`+strings.TrimSuffix(strings.Repeat("?,", len(ids)), ",")+`)`), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var slug string
		if err := rows.Scan(&id, &slug); err != nil {
			return nil, err
		}
		out[id] = slug
	}
	return out, rows.Err()
}

// GameOfficial is one official of a game as a source names him.
type GameOfficial struct {
	Position string
	Name     string
}

// GameOfficials lists the officials of a game in the source's order (none:
// no source names them).
func (s *Store) GameOfficials(ctx context.Context, gameID int64) ([]GameOfficial, error) {
	rows, err := s.query(ctx, s.Rebind(`SELECT position, name FROM game_officials WHERE game_id = ? ORDER BY id`), gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []GameOfficial
	for rows.Next() {
		var o GameOfficial
		if err := rows.Scan(&o.Position, &o.Name); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}
