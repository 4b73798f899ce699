package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
)

// planStatsMigration gathers the planner's statistics for a database
// imported before every import gathered them.
const planStatsMigration = "0024_planner_statistics"

type analyzer interface {
	QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error)
	ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error)
}

// analyze refreshes the planner's statistics of the store's own tables.
// On PostgreSQL a bare ANALYZE walks every schema of the database, so it
// names the tables of the current schema: another application's (or a
// parallel test's) tables are neither read nor locked, which is what
// deadlocked two stores sharing one database.
//
// vacuum (PostgreSQL, outside a transaction) vacuums each table too: an
// index-only scan reads a row's heap page until the table's visibility
// map marks it all-visible, which only VACUUM does, and autovacuum comes
// to freshly imported tables late. Counts on indexes read the heap for
// every row meanwhile (a team's games, counted for a finder's budget:
// 94 ms, 4 once vacuumed; baseball's player seasons: 153 ms, 8).
func (s *Store) analyze(ctx context.Context, db analyzer, vacuum bool) error {
	if s.Dialect != Postgres {
		_, err := db.ExecContext(ctx, `ANALYZE`)
		return err
	}
	rows, err := db.QueryContext(ctx, `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`)
	if err != nil {
		return err
	}
	var tables []string
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			rows.Close()
			return err
		}
		tables = append(tables, t)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	command := "ANALYZE "
	if vacuum {
		command = "VACUUM (ANALYZE) "
	}
	for _, t := range tables {
		if _, err := db.ExecContext(ctx, command+`"`+strings.ReplaceAll(t, `"`, `""`)+`"`); err != nil {
			return fmt.Errorf("analyze %s: %w", t, err)
		}
	}
	return nil
}

func (s *Store) migratePlanStats(ctx context.Context, tx *sql.Tx) error {
	return s.analyze(ctx, tx, false)
}
