package store

import (
	"context"
	"database/sql"
	"hash/fnv"
	"strings"
)

// Lease is a named lock held among the instances sharing the database.
type Lease struct {
	conn *sql.Conn // PostgreSQL: the session holding the advisory lock
	key  int64
}

// TryLead takes the lock name unless another instance holds it (nil, nil).
// On PostgreSQL it is a session advisory lock held on a connection of its
// own, so it is released when the holder dies and another instance takes
// over at its next try; SQLite serves one process, which always leads.
func (s *Store) TryLead(ctx context.Context, name string) (*Lease, error) {
	if s.Dialect != Postgres {
		return &Lease{}, nil
	}
	h := fnv.New64a()
	h.Write([]byte("almanac:" + name))
	key := int64(h.Sum64())
	conn, err := s.DB.Conn(ctx)
	if err != nil {
		return nil, err
	}
	var ok bool
	if err := conn.QueryRowContext(ctx, `SELECT pg_try_advisory_lock($1)`, key).Scan(&ok); err != nil || !ok {
		conn.Close()
		return nil, err
	}
	return &Lease{conn: conn, key: key}, nil
}

// Alive reports whether the lease still holds (its session is up).
func (l *Lease) Alive(ctx context.Context) bool {
	if l.conn == nil {
		return true
	}
	return l.conn.PingContext(ctx) == nil
}

// Release gives the lock up.
func (l *Lease) Release() {
	if l.conn == nil {
		return
	}
	l.conn.ExecContext(context.Background(), `SELECT pg_advisory_unlock($1)`, l.key)
	l.conn.Close()
}

// GamesInPlay reports whether a game of one of days is live or still to
// be played (the feeds poll often while games are on).
func (s *Store) GamesInPlay(ctx context.Context, days ...string) (bool, error) {
	if len(days) == 0 {
		return false, nil
	}
	args := make([]any, len(days))
	for i, d := range days {
		args[i] = d
	}
	var n int
	err := s.DB.QueryRowContext(ctx, s.Rebind(`SELECT COUNT(*) FROM games WHERE game_date IN (?`+strings.Repeat(", ?", len(days)-1)+`) AND status IN ('live', 'scheduled')`), args...).Scan(&n)
	return n > 0, err
}
