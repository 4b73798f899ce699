package store

import (
	"context"
	"database/sql"
	"sync"
)

// stmtCache keeps read queries prepared. The SQLite driver prepares every
// query afresh, which cost a sixth of a small API request (e.g. /api/sports);
// a *sql.Stmt is prepared once per pooled connection and then reused.
// PostgreSQL's driver already caches statements per connection.
type stmtCache struct {
	mu sync.RWMutex
	m  map[string]*sql.Stmt
}

// maxStmts bounds the cache: queries are built from a fixed set of filter
// combinations, but nothing should grow without limit.
const maxStmts = 512

func (s *Store) stmt(ctx context.Context, q string) *sql.Stmt {
	if s.Dialect != SQLite {
		return nil
	}
	c := &s.stmts
	c.mu.RLock()
	st := c.m[q]
	c.mu.RUnlock()
	if st != nil {
		return st
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if st := c.m[q]; st != nil {
		return st
	}
	if len(c.m) >= maxStmts {
		return nil
	}
	st, err := s.DB.PrepareContext(ctx, q)
	if err != nil {
		return nil // the plain query reports the error
	}
	if c.m == nil {
		c.m = map[string]*sql.Stmt{}
	}
	c.m[q] = st
	return st
}

// query runs a read query through the statement cache.
func (s *Store) query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	if st := s.stmt(ctx, q); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return s.DB.QueryContext(ctx, q, args...)
}

// queryRow is query for a single row.
func (s *Store) queryRow(ctx context.Context, q string, args ...any) *sql.Row {
	if st := s.stmt(ctx, q); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return s.DB.QueryRowContext(ctx, q, args...)
}
