package store

import (
	"context"
	"database/sql"
	"errors"
)

// SaveReadModel keeps a derived part of the read model (name) built from the
// dataset at version, replacing any older copy.
func (s *Store) SaveReadModel(ctx context.Context, name string, version int64, data []byte) error {
	_, err := s.DB.ExecContext(ctx, s.Rebind(`INSERT INTO read_model (name, version, data) VALUES (?, ?, ?)
		ON CONFLICT (name) DO UPDATE SET version = excluded.version, data = excluded.data`), name, version, data)
	return err
}

// LoadReadModel returns the saved part name if it was built from the dataset
// at version; ok is false when there is none for that version.
func (s *Store) LoadReadModel(ctx context.Context, name string, version int64) (data []byte, ok bool, err error) {
	err = s.DB.QueryRowContext(ctx, s.Rebind(`SELECT data FROM read_model WHERE name = ? AND version = ?`), name, version).Scan(&data)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, false, nil
	}
	return data, err == nil, err
}

// GameWrites is the number of writes to games since the database was made,
// outside imports (live games, corrections, backfills): a saved game index is
// good while it is unchanged.
func (s *Store) GameWrites(ctx context.Context) (int64, error) {
	var n int64
	err := s.DB.QueryRowContext(ctx, `SELECT n FROM game_writes WHERE id = 1`).Scan(&n)
	return n, err
}

// countGameWrite is called in every transaction that writes games.
func countGameWrite(ctx context.Context, tx *sql.Tx) error {
	_, err := tx.ExecContext(ctx, `UPDATE game_writes SET n = n + 1 WHERE id = 1`)
	return err
}
