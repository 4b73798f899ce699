// Package storetest opens a fresh, migrated store per test: a SQLite file in
// a temp dir, or a new PostgreSQL schema when TEST_DATABASE_URL is set.
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
)

// NewTestStore returns a migrated, empty store that is removed after the test.
func NewTestStore(t testing.TB) *store.Store {
	t.Helper()
	ctx := context.Background()
	dsn := os.Getenv("TEST_DATABASE_URL")
	if dsn == "" {
		st, err := store.Open(ctx, filepath.Join(t.TempDir(), "almanac-test.db"))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		if err := st.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		return st
	}
	st, err := store.Open(ctx, NewPostgresURL(t, dsn))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	if err := st.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	return st
}

// NewTestURL returns a DATABASE_URL for an empty database that is removed
// after the test: PostgreSQL (a fresh schema) when TEST_DATABASE_URL is set,
// else a SQLite file in a temp dir.
func NewTestURL(t testing.TB) string {
	t.Helper()
	if dsn := os.Getenv("TEST_DATABASE_URL"); dsn != "" {
		return NewPostgresURL(t, dsn)
	}
	return filepath.Join(t.TempDir(), "almanac-test.db")
}

// NewPostgresURL creates a schema in the database dsn names and returns a URL
// whose search_path points at it; the schema is dropped after the test.
func NewPostgresURL(t testing.TB, dsn string) string {
	t.Helper()
	ctx := context.Background()
	admin, err := sql.Open("pgx", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	b := make([]byte, 6)
	rand.Read(b)
	schema := "t_" + hex.EncodeToString(b)
	if _, err := admin.ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
		t.Fatalf("create schema: %v", err)
	}
	u, err := url.Parse(dsn)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	t.Cleanup(func() {
		if a, err := sql.Open("pgx", dsn); err == nil {
			a.ExecContext(context.Background(), "DROP SCHEMA "+schema+" CASCADE")
			a.Close()
		}
	})
	return u.String()
}

// NewDatabase creates an empty database outside a test (for TestMain):
// PostgreSQL schema when TEST_DATABASE_URL is set, else a SQLite file in dir.
// drop removes it.
func NewDatabase(dir string) (dbURL string, drop func(), err error) {
	dsn := os.Getenv("TEST_DATABASE_URL")
	if dsn == "" {
		return filepath.Join(dir, "almanac-test.db"), func() {}, nil
	}
	admin, err := sql.Open("pgx", dsn)
	if err != nil {
		return "", nil, err
	}
	defer admin.Close()
	b := make([]byte, 6)
	rand.Read(b)
	schema := "t_" + hex.EncodeToString(b)
	if _, err := admin.Exec("CREATE SCHEMA " + schema); err != nil {
		return "", nil, err
	}
	u, err := url.Parse(dsn)
	if err != nil {
		return "", nil, err
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String(), func() {
		if a, err := sql.Open("pgx", dsn); err == nil {
			a.Exec("DROP SCHEMA " + schema + " CASCADE")
			a.Close()
		}
	}, nil
}
