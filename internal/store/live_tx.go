package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
)

// liveTx begins the transaction of a live write. On SQLite it runs on a
// connection that waits at most liveWriteWaitMS for the write lock, so a
// write during an import fails fast with an error Unavailable recognises
// (answered 503 with Retry-After) instead of waiting busyTimeoutMS; done
// gives the connection back with the general wait. Call done after the
// transaction ends.
func (s *Store) liveTx(ctx context.Context) (tx *sql.Tx, done func(), err error) {
	if s.Dialect != SQLite {
		tx, err := s.DB.BeginTx(ctx, nil)
		return tx, func() {}, err
	}
	conn, err := s.DB.Conn(ctx)
	if err != nil {
		return nil, nil, err
	}
	if _, err := conn.ExecContext(ctx, `PRAGMA busy_timeout = `+liveWriteWaitMS); err != nil {
		conn.Close()
		return nil, nil, err
	}
	done = func() {
		// A connection whose wait cannot be set back is not reused.
		if _, err := conn.ExecContext(context.Background(), `PRAGMA busy_timeout = `+busyTimeoutMS); err != nil {
			conn.Raw(func(any) error { return driver.ErrBadConn })
		}
		conn.Close()
	}
	tx, err = conn.BeginTx(ctx, nil)
	if err != nil {
		done()
		return nil, nil, err
	}
	return tx, done, nil
}
