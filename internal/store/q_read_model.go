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
