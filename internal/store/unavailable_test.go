package store_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/store"
)

// Real errors from real databases: SQLite held by another writer, a
// PostgreSQL address nobody listens on.
func TestUnavailable(t *testing.T) {
	ctx := context.Background()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(t.TempDir(), "busy.db")+"?_pragma=busy_timeout(0)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(`CREATE TABLE t (x INTEGER)`); err != nil {
		t.Fatal(err)
	}
	holder, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	if _, err := holder.ExecContext(ctx, `BEGIN IMMEDIATE`); err != nil {
		t.Fatal(err)
	}
	defer holder.ExecContext(ctx, `ROLLBACK`)
	other, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	_, busy := other.ExecContext(ctx, `INSERT INTO t VALUES (1)`)

	pg, err := sql.Open("pgx", "postgres://nobody@127.0.0.1:1/none?connect_timeout=2&sslmode=disable")
	if err != nil {
		t.Fatal(err)
	}
	defer pg.Close()
	pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	refused := pg.PingContext(pctx)

	for _, c := range []struct {
		name string
		err  error
		want bool
	}{
		{"sqlite busy", busy, true},
		{"sqlite busy, wrapped", fmt.Errorf("games: %w", busy), true},
		{"postgres refused", refused, true},
		{"no rows", sql.ErrNoRows, false},
		{"not found", store.ErrNotFound, false},
		{"other", errors.New("syntax error"), false},
		{"nil", nil, false},
	} {
		if got := store.Unavailable(c.err); got != c.want {
			t.Errorf("%s: Unavailable(%v) = %v, want %v", c.name, c.err, got, c.want)
		}
	}
}
