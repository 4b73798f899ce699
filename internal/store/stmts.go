package store

import (
	"context"
	"database/sql"
	"sync"

	"github.com/maypok86/otter/v2"
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

// finderStmts keeps the finders' queries prepared, apart from stmtCache:
// their text follows what clients ask (statistics, orderings, filters), so
// they take turns in a bounded cache (an evicted statement is closed)
// instead of filling the one the pages' fixed queries keep. Preparing a
// finder's query was a sixth of its work (the qualified batting average).
const maxFinderStmts = 32

// finderStmts is made on first use.
type finderStmts struct {
	once sync.Once
	c    *otter.Cache[string, *sql.Stmt]
}

func (s *Store) finderStmt(ctx context.Context, q string) *sql.Stmt {
	if s.Dialect != SQLite {
		return nil
	}
	c := &s.finders
	c.once.Do(func() {
		c.c = otter.Must(&otter.Options[string, *sql.Stmt]{
			MaximumSize: maxFinderStmts,
			OnDeletion:  func(e otter.DeletionEvent[string, *sql.Stmt]) { e.Value.Close() },
		})
	})
	if st, ok := c.c.GetIfPresent(q); ok {
		return st
	}
	st, err := s.DB.PrepareContext(ctx, q)
	if err != nil {
		return nil // the plain query reports the error
	}
	if kept, set := c.c.SetIfAbsent(q, st); !set {
		st.Close()
		return kept
	}
	return st
}

// finderQuery runs a finder's query through finderStmts. A statement
// evicted (and closed) between its lookup and its use fails: the query then
// runs unprepared.
func (s *Store) finderQuery(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	if st := s.finderStmt(ctx, q); st != nil {
		if rows, err := st.QueryContext(ctx, args...); err == nil || ctx.Err() != nil {
			return rows, err
		}
	}
	return s.DB.QueryContext(ctx, q, args...)
}

// finderCount is the single number a finder's count query answers.
func (s *Store) finderCount(ctx context.Context, q string, args ...any) (int, error) {
	rows, err := s.finderQuery(ctx, q, args...)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	n := 0
	if rows.Next() {
		if err := rows.Scan(&n); err != nil {
			return 0, err
		}
	}
	return n, rows.Err()
}
