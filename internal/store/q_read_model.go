package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
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

// Kinds of live change.
const (
	ChangeGame     = "game"
	ChangeChampion = "champion"
)

// liveChangesKept is how many live changes the log keeps: an instance that
// missed more (down for hours under a busy feed) starts afresh anyway.
const liveChangesKept = 10000

// recordChange is called in every transaction that writes games or
// champion rows: it counts the write (the game_writes counter, also the
// change's number: the counter's row lock orders concurrent writers by
// commit), logs what changed for the other instances and adds it to the
// public changes log.
func recordChange(ctx context.Context, s *Store, tx *sql.Tx, kind string, id int64) error {
	var seq int64
	if err := tx.QueryRowContext(ctx, `UPDATE game_writes SET n = n + 1 WHERE id = 1 RETURNING n`).Scan(&seq); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, s.Rebind(`INSERT INTO live_changes (seq, kind, entity_id) VALUES (?, ?, ?)`), seq, kind, id); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, s.Rebind(`DELETE FROM live_changes WHERE seq <= ?`), seq-liveChangesKept); err != nil {
		return err
	}
	var cs []Change
	var err error
	switch kind {
	case ChangeGame:
		cs, err = gameChanges(ctx, s, tx, id)
	case ChangeChampion:
		cs, err = championChanges(ctx, s, tx, id)
	}
	if err != nil {
		return err
	}
	return logChanges(ctx, s, tx, cs, time.Now())
}

// LiveChange is one logged change.
type LiveChange struct {
	Seq  int64
	Kind string
	ID   int64
}

// LiveChanges lists the changes after seq, oldest first, at most limit.
func (s *Store) LiveChanges(ctx context.Context, after int64, limit int) ([]LiveChange, error) {
	rows, err := s.query(ctx, s.Rebind(`SELECT seq, kind, entity_id FROM live_changes WHERE seq > ? ORDER BY seq LIMIT ?`), after, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []LiveChange
	for rows.Next() {
		var c LiveChange
		if err := rows.Scan(&c.Seq, &c.Kind, &c.ID); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// LatestChange is the number of the latest logged change of one game or
// champion row (0: none kept).
func (s *Store) LatestChange(ctx context.Context, kind string, id int64) (int64, error) {
	var n sql.NullInt64
	err := s.queryRow(ctx, s.Rebind(`SELECT MAX(seq) FROM live_changes WHERE kind = ? AND entity_id = ?`), kind, id).Scan(&n)
	return n.Int64, err
}
