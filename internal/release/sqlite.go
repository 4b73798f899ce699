package release

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/almanac-sports/almanac/internal/store"
)

// writeSQLite copies the public dataset into a new SQLite file with the
// store's schema; private tables (accounts, sessions, audit, feeds) are
// dropped, so the file holds no account data.
func writeSQLite(ctx context.Context, src *store.Store, path string) error {
	dst, err := store.Open(ctx, path)
	if err != nil {
		return err
	}
	defer dst.Close()
	if err := dst.Migrate(ctx); err != nil {
		return err
	}
	tables, err := dst.PublicTables(ctx) // creation order: parents first
	if err != nil {
		return err
	}
	for _, t := range tables {
		if err := copyTable(ctx, src, dst, t); err != nil {
			return err
		}
	}
	all, err := names(ctx, dst.DB, `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
	if err != nil {
		return err
	}
	for _, t := range all {
		if !store.IsPrivateTable(t) {
			continue
		}
		if _, err := dst.DB.ExecContext(ctx, "DROP TABLE "+t); err != nil {
			return fmt.Errorf("drop %s: %w", t, err)
		}
	}
	// One self-contained file: no WAL beside it.
	for _, q := range []string{"PRAGMA wal_checkpoint(TRUNCATE)", "PRAGMA journal_mode=DELETE", "VACUUM"} {
		if _, err := dst.DB.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("%s: %w", q, err)
		}
	}
	return nil
}

func copyTable(ctx context.Context, src, dst *store.Store, table string) error {
	cols, err := names(ctx, dst.DB, "SELECT name FROM pragma_table_info('"+table+"') ORDER BY cid")
	if err != nil {
		return err
	}
	tx, err := dst.DB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	ins, err := tx.PrepareContext(ctx, "INSERT INTO "+table+" ("+strings.Join(cols, ", ")+") VALUES ("+strings.TrimSuffix(strings.Repeat("?, ", len(cols)), ", ")+")")
	if err != nil {
		return err
	}
	defer ins.Close()
	if err := src.CopyTable(ctx, table, cols, func(vals []any) error {
		_, err := ins.ExecContext(ctx, vals...)
		return err
	}); err != nil {
		return fmt.Errorf("copy %s: %w", table, err)
	}
	return tx.Commit()
}

// names runs a query of one text column.
func names(ctx context.Context, db *sql.DB, q string) ([]string, error) {
	rows, err := db.QueryContext(ctx, q)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, rows.Err()
}
