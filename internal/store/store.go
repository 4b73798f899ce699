// Package store holds all database access: plain SQL methods on *Store that
// run unchanged on SQLite (default, embedded) and PostgreSQL.
package store

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	_ "github.com/jackc/pgx/v5/stdlib" // registers "pgx"
	_ "modernc.org/sqlite"             // registers "sqlite"
)

// ErrNotFound is returned when a requested row does not exist.
var ErrNotFound = errors.New("not found")

//go:embed migrations
var migrationFS embed.FS

// Dialect names the SQL flavour of the open database.
type Dialect string

const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// Store wraps one database handle.
type Store struct {
	DB      *sql.DB
	Dialect Dialect

	stmts   stmtCache
	finders finderStmts
	ver     version
	lineCov lineCoverageMemo
}

// ParseURL splits DATABASE_URL into a dialect and a driver DSN.
// A bare path or "sqlite:PATH" is SQLite; "postgres://" or "postgresql://" is PostgreSQL.
func ParseURL(url string) (Dialect, string, error) {
	switch {
	case url == "":
		return "", "", errors.New("empty database URL")
	case strings.HasPrefix(url, "postgres://"), strings.HasPrefix(url, "postgresql://"):
		return Postgres, url, nil
	case strings.HasPrefix(url, "sqlite://"):
		return SQLite, strings.TrimPrefix(url, "sqlite://"), nil
	case strings.HasPrefix(url, "sqlite:"):
		return SQLite, strings.TrimPrefix(url, "sqlite:"), nil
	case strings.Contains(url, "://"):
		return "", "", fmt.Errorf("unsupported database URL scheme in %q (use a file path, sqlite:PATH or postgres://)", url)
	default:
		return SQLite, url, nil
	}
}

// SQLite's page cache per connection, in KiB as cache_size takes it
// (negative). Reads are served mostly from the read model and the file sits
// in the kernel's page cache, so 2 MiB per connection is enough (8 MiB cost
// ~30 MB of resident memory after a warm-up for no measured gain); the
// import's connection gets importCacheKiB while it writes: 32 MiB (64 MiB
// put the import's peak at 739 MB resident, 32 MiB at 652 MB, in the same
// time).
const (
	sqliteCacheKiB = "-2048"
	importCacheKiB = "-32768"
)

// How long a SQLite connection waits for the write lock: busyTimeoutMS in
// general; liveWriteWaitMS for a live write (an ingested or synced game, a
// box score, a correction), which answers 503 with Retry-After rather than
// hold its client while an import (one transaction, so that a failed import
// changes nothing) keeps the lock for a minute.
const (
	busyTimeoutMS   = "10000"
	liveWriteWaitMS = "2000"
)

// Open connects to the database named by url.
func Open(ctx context.Context, url string) (*Store, error) {
	dialect, dsn, err := ParseURL(url)
	if err != nil {
		return nil, err
	}
	var db *sql.DB
	switch dialect {
	case SQLite:
		if dir := filepath.Dir(dsn); dir != "" && dir != "." {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return nil, fmt.Errorf("create database directory: %w", err)
			}
		}
		// WAL lets readers run while an import writes; busy_timeout waits for locks.
		db, err = sql.Open("sqlite", "file:"+dsn+"?_pragma=journal_mode(WAL)&_pragma=busy_timeout("+busyTimeoutMS+")&_pragma=foreign_keys(1)&_pragma=synchronous(NORMAL)&_pragma=cache_size("+sqliteCacheKiB+")&_txlock=immediate")
		if err != nil {
			return nil, err
		}
		db.SetMaxOpenConns(8)
		db.SetMaxIdleConns(8)
		db.SetConnMaxLifetime(0)
	case Postgres:
		db, err = sql.Open("pgx", dsn)
		if err != nil {
			return nil, err
		}
		db.SetMaxOpenConns(32)
		db.SetMaxIdleConns(32)
	}
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("connect to %s database: %w", dialect, err)
	}
	return &Store{DB: db, Dialect: dialect}, nil
}

// Close releases the handle.
func (s *Store) Close() error { return s.DB.Close() }

// Ping reports whether the database answers.
func (s *Store) Ping(ctx context.Context) error { return s.DB.PingContext(ctx) }

// Rebind turns '?' placeholders into '$n' for PostgreSQL.
func (s *Store) Rebind(q string) string { return rebind(s.Dialect, q) }

func rebind(d Dialect, q string) string {
	if d != Postgres || !strings.Contains(q, "?") {
		return q
	}
	var b strings.Builder
	b.Grow(len(q) + 16)
	n := 0
	inStr := false
	for i := 0; i < len(q); i++ {
		c := q[i]
		if c == '\'' {
			inStr = !inStr
		}
		if c == '?' && !inStr {
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// migrationFills fill the tables a migration makes from the rows already
// stored, in the migration's transaction: the migration is recorded only
// with its rows.
func (s *Store) migrationFills() map[string]func(context.Context, *sql.Tx) error {
	return map[string]func(context.Context, *sql.Tx) error{
		gameLinesMigration:   s.migrateGameLines,
		teamScoresMigration:  s.refreshAllTeamScores,
		teamResultsMigration: s.refreshAllTeamResults,
		planStatsMigration:   s.migratePlanStats,
	}
}

// Migrate applies every embedded migration not yet recorded.
func (s *Store) Migrate(ctx context.Context) error {
	if _, err := s.DB.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY)`); err != nil {
		return fmt.Errorf("create schema_migrations: %w", err)
	}
	dir := "migrations/" + string(s.Dialect)
	names, err := s.migrationNames()
	if err != nil {
		return err
	}
	for _, name := range names {
		version := strings.TrimSuffix(name, ".sql")
		var one int
		err := s.DB.QueryRowContext(ctx, s.Rebind(`SELECT 1 FROM schema_migrations WHERE version = ?`), version).Scan(&one)
		if err == nil {
			continue
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		body, err := fs.ReadFile(migrationFS, dir+"/"+name)
		if err != nil {
			return err
		}
		tx, err := s.DB.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		for _, stmt := range splitSQL(string(body)) {
			if _, err := tx.ExecContext(ctx, stmt); err != nil {
				tx.Rollback()
				return fmt.Errorf("migration %s: %w", name, err)
			}
		}
		if fill := s.migrationFills()[version]; fill != nil {
			if err := fill(ctx, tx); err != nil {
				tx.Rollback()
				return err
			}
		}
		if _, err := tx.ExecContext(ctx, s.Rebind(`INSERT INTO schema_migrations (version) VALUES (?)`), version); err != nil {
			tx.Rollback()
			return err
		}
		if err := tx.Commit(); err != nil {
			return err
		}
	}
	n, err := s.BackfillIngestSeasons(ctx)
	if err != nil {
		return fmt.Errorf("giving ingested games their season: %w", err)
	}
	if n > 0 {
		slog.Info("gave ingested games their season", "games", n)
	}
	return nil
}

// migrationNames lists the embedded migration files of the dialect, in order.
func (s *Store) migrationNames() ([]string, error) {
	entries, err := fs.ReadDir(migrationFS, "migrations/"+string(s.Dialect))
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".sql") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	return names, nil
}

// PendingMigrations counts the embedded migrations the database has not
// recorded as applied (all of them before the first Migrate).
func (s *Store) PendingMigrations(ctx context.Context) (int, error) {
	names, err := s.migrationNames()
	if err != nil {
		return 0, err
	}
	applied := map[string]bool{}
	rows, err := s.DB.QueryContext(ctx, `SELECT version FROM schema_migrations`)
	if err != nil {
		// No schema_migrations table yet: nothing is applied.
		if s.Ping(ctx) == nil {
			return len(names), nil
		}
		return 0, err
	}
	defer rows.Close()
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return 0, err
		}
		applied[v] = true
	}
	if err := rows.Err(); err != nil {
		return 0, err
	}
	n := 0
	for _, name := range names {
		if !applied[strings.TrimSuffix(name, ".sql")] {
			n++
		}
	}
	return n, nil
}

// splitSQL splits a migration file on semicolons at line ends, dropping comments.
func splitSQL(body string) []string {
	var out []string
	var cur strings.Builder
	for _, line := range strings.Split(body, "\n") {
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "--") {
			continue
		}
		cur.WriteString(line)
		cur.WriteByte('\n')
		if strings.HasSuffix(t, ";") {
			out = append(out, strings.TrimSpace(cur.String()))
			cur.Reset()
		}
	}
	if s := strings.TrimSpace(cur.String()); s != "" {
		out = append(out, s)
	}
	return out
}

// IsEmpty reports whether no dataset has been imported yet.
func (s *Store) IsEmpty(ctx context.Context) (bool, error) {
	var n int
	if err := s.DB.QueryRowContext(ctx, `SELECT COUNT(*) FROM import_runs`).Scan(&n); err != nil {
		return false, err
	}
	return n == 0, nil
}
