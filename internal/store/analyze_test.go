package store_test

import (
	"context"
	"database/sql"
	"os"
	"testing"

	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// A store's ANALYZE on PostgreSQL reads only its own schema: a table of
// another schema in the same database keeps the statistics it had (never
// analyzed, reltuples -1). A bare ANALYZE walked and locked every schema,
// which deadlocked parallel migrations.
func TestAnalyzeKeepsToItsSchema(t *testing.T) {
	dsn := os.Getenv("TEST_DATABASE_URL")
	if dsn == "" {
		t.Skip("PostgreSQL only: SQLite holds one schema per file")
	}
	ctx := context.Background()
	other, err := sql.Open("pgx", storetest.NewPostgresURL(t, dsn))
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if _, err := other.ExecContext(ctx, `CREATE TABLE neighbour (id INTEGER PRIMARY KEY)`); err != nil {
		t.Fatal(err)
	}
	if _, err := other.ExecContext(ctx, `INSERT INTO neighbour SELECT generate_series(1, 50)`); err != nil {
		t.Fatal(err)
	}
	reltuples := func(db interface {
		QueryRowContext(context.Context, string, ...any) *sql.Row
	}, table string) float64 {
		t.Helper()
		var n float64
		q := `SELECT c.reltuples FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
			WHERE n.nspname = current_schema() AND c.relname = $1`
		if err := db.QueryRowContext(ctx, q, table).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if n := reltuples(other, "neighbour"); n != -1 {
		t.Fatalf("neighbour starts analyzed: reltuples %v", n)
	}
	st := storetest.NewTestStore(t) // migrating analyzes the store's tables
	if n := reltuples(st.DB, "sports"); n < 0 {
		t.Errorf("the store's own table was not analyzed: reltuples %v", n)
	}
	if n := reltuples(other, "neighbour"); n != -1 {
		t.Errorf("the store analyzed another schema's table: reltuples %v", n)
	}
}
