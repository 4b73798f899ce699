package store

import (
	"context"
	"database/sql"
	"fmt"
	"runtime/debug"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// Sports and levels are seeded with fixed ids so every import agrees.
var sportRows = []struct {
	ID                 int
	Slug, Name, Abbrev string
}{
	{1, dataset.Football, "Football", "FB"},
	{2, dataset.Basketball, "Basketball", "BB"},
	{3, dataset.Baseball, "Baseball", "BSB"},
	{4, dataset.Hockey, "Hockey", "HKY"},
}

var levelRows = []struct {
	ID         int
	Slug, Name string
}{
	{1, dataset.Pro, "Professional"},
	{2, dataset.NCAA, "NCAA Division I"},
}

func sportID(s string) (int, error) {
	for _, r := range sportRows {
		if r.Slug == s {
			return r.ID, nil
		}
	}
	return 0, fmt.Errorf("unknown sport %q", s)
}

func levelID(s string) (int, error) {
	for _, r := range levelRows {
		if r.Slug == s {
			return r.ID, nil
		}
	}
	return 0, fmt.Errorf("unknown level %q", s)
}

// Progress receives (stage, done, total) while a dataset is written.
type Progress func(stage string, done, total int)

// WriteDatasets replaces the rows of the given import groups with the given
// datasets, in one transaction: on any error nothing changes. Rows keep the id
// they had under the same natural key, so links stay valid across re-imports.
func (s *Store) WriteDatasets(ctx context.Context, groups map[string]*dataset.Dataset, progress Progress) (int, error) {
	names := make([]string, 0, len(groups))
	for g := range groups {
		names = append(names, g)
	}
	// The writer lets go of each table's rows once written: it gets a copy
	// of each dataset's header, so the caller's stay whole.
	return s.WriteGroups(ctx, names, func(g string) (*dataset.Dataset, error) {
		d := *groups[g]
		return &d, nil
	}, progress)
}

// WriteGroups is WriteDatasets with each group's dataset asked of load when
// its turn comes (in name order) and let go once written, so an import holds
// one group's parsed rows at a time rather than all of them. The dataset
// load returns is handed over: its large tables are cleared as they are
// written. A load error fails the whole write like any other: nothing
// changes.
func (s *Store) WriteGroups(ctx context.Context, names []string, load func(group string) (*dataset.Dataset, error), progress Progress) (int, error) {
	if progress == nil {
		progress = func(string, int, int) {}
	}
	started := time.Now().UTC().Format(time.RFC3339)
	names = slices.Clone(names)
	sort.Strings(names)

	// One connection for the whole run: SQLite's foreign-key pragma is per
	// connection and cannot change inside a transaction.
	conn, err := s.DB.Conn(ctx)
	if err != nil {
		return 0, err
	}
	defer conn.Close()
	if s.Dialect == SQLite {
		// Checked once for all rows with foreign_key_check before commit,
		// instead of row by row.
		if _, err := conn.ExecContext(ctx, `PRAGMA foreign_keys = OFF`); err != nil {
			return 0, err
		}
		defer conn.ExecContext(context.Background(), `PRAGMA foreign_keys = ON`)
		// A large page cache while the indexes are built; the pooled
		// connection goes back to the small one afterwards.
		if _, err := conn.ExecContext(ctx, `PRAGMA cache_size = `+importCacheKiB); err != nil {
			return 0, err
		}
		defer conn.ExecContext(context.Background(), `PRAGMA cache_size = `+sqliteCacheKiB)
	}
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	w := &writer{s: s, tx: tx, ctx: ctx, progress: progress, k: map[string]*keyed{}}
	if err := w.seed(); err != nil {
		return 0, err
	}
	for _, t := range keyedTables {
		k, err := w.loadKeyed(t.name, t.slug)
		if err != nil {
			return 0, fmt.Errorf("load %s keys: %w", t.name, err)
		}
		w.k[t.name] = k
	}
	snap, err := w.snapshotEntities(names)
	if err != nil {
		return 0, err
	}
	if err := w.deleteGroups(names); err != nil {
		return 0, err
	}
	for _, t := range keyedTables {
		if err := w.loadLive(w.k[t.name]); err != nil {
			return 0, err
		}
	}
	// Bulk tables load faster without their secondary indexes; they are
	// rebuilt (and uniqueness enforced) once all rows are in.
	defs, err := w.dropIndexes(bulkTables)
	if err != nil {
		return 0, err
	}
	for _, g := range names {
		ds, err := load(g)
		if err != nil {
			return 0, err
		}
		if err := w.write(g, ds); err != nil {
			return 0, fmt.Errorf("write group %s: %w", g, err)
		}
	}
	if err := w.dropFeedBoxes(); err != nil {
		return 0, err
	}
	if s.Dialect == Postgres {
		// Run the deferred checks of the references into rewritten rows
		// (ingested games keep pointing at their teams) now: PostgreSQL
		// builds no index on a table with checks pending.
		if _, err := tx.ExecContext(ctx, `SET CONSTRAINTS ALL IMMEDIATE`); err != nil {
			return 0, err
		}
	}
	// Every group is written and its rows let go: their pages go back to
	// the system before the index builds, whose sorting memory is SQLite's
	// own and would otherwise come on top of a heap no longer in use.
	debug.FreeOSMemory()
	for i, d := range defs {
		progress("index "+d.name, i, len(defs))
		if _, err := tx.ExecContext(ctx, d.sql); err != nil {
			return 0, fmt.Errorf("rebuild index %s: %w", d.name, err)
		}
	}
	kept, err := w.reapplyCorrections()
	if err != nil {
		return 0, err
	}
	if err := w.auditKept(names, kept); err != nil {
		return 0, err
	}
	if err := w.foreignKeyCheck(); err != nil {
		return 0, err
	}
	if err := w.logImportChanges(snap, names, time.Now()); err != nil {
		return 0, err
	}
	for _, t := range keyedTables {
		if err := w.saveHighWater(w.k[t.name]); err != nil {
			return 0, err
		}
	}
	if _, err := tx.ExecContext(ctx, s.Rebind(`INSERT INTO import_runs (id, started_at, finished_at, groups, rows_written) VALUES ((SELECT COALESCE(MAX(id),0)+1 FROM import_runs), ?, ?, ?, ?)`),
		started, time.Now().UTC().Format(time.RFC3339), strings.Join(names, ","), w.rows); err != nil {
		return 0, err
	}
	progress("commit", 0, 1)
	if err := tx.Commit(); err != nil {
		return 0, err
	}
	progress("commit", 1, 1)
	if s.Dialect == Postgres {
		// Fresh statistics for the planner: without them PostgreSQL plans
		// the finders' and lists' queries on the empty tables it last saw
		// (the 50-home-run search: 1.7 s instead of 10 ms). SQLite's
		// planner needs none for these indexes.
		progress("analyze", 0, 1)
		if _, err := s.DB.ExecContext(ctx, `ANALYZE`); err != nil {
			return 0, fmt.Errorf("analyze after the import: %w", err)
		}
		progress("analyze", 1, 1)
	}
	s.versionChanged()
	return w.rows, nil
}

type writer struct {
	s        *Store
	tx       *sql.Tx
	ctx      context.Context
	progress Progress
	rows     int

	k map[string]*keyed // table -> natural key bookkeeping
}

var keyedTables = []struct {
	name string
	slug bool
}{
	{"leagues", true}, {"conferences", false}, {"divisions", false}, {"venues", false},
	{"franchises", true}, {"seasons", true}, {"team_seasons", false}, {"championships", true},
	{"games", true}, {"championship_results", false}, {"people", true}, {"players", false},
}

var bulkTables = []string{"games", "player_seasons", "people", "players", "roster_entries", "coach_tenures", "team_seasons", "awards", "game_box_scores", "player_game_lines"}

type indexDef struct{ name, sql string }

// dropIndexes drops the secondary indexes of tables and returns their definitions.
func (w *writer) dropIndexes(tables []string) ([]indexDef, error) {
	var defs []indexDef
	for _, t := range tables {
		q := `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL ORDER BY name`
		if w.s.Dialect == Postgres {
			q = `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = ? AND schemaname = current_schema() AND indexname NOT LIKE '%_pkey' ORDER BY indexname`
		}
		rows, err := w.tx.QueryContext(w.ctx, w.s.Rebind(q), t)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var d indexDef
			if err := rows.Scan(&d.name, &d.sql); err != nil {
				rows.Close()
				return nil, err
			}
			defs = append(defs, d)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	for _, d := range defs {
		if _, err := w.tx.ExecContext(w.ctx, `DROP INDEX `+d.name); err != nil {
			return nil, fmt.Errorf("drop index %s: %w", d.name, err)
		}
	}
	return defs, nil
}

// foreignKeyCheck verifies every reference at once (SQLite runs the import
// with per-row enforcement off; PostgreSQL enforced them row by row).
func (w *writer) foreignKeyCheck() error {
	if w.s.Dialect != SQLite {
		return nil
	}
	rows, err := w.tx.QueryContext(w.ctx, `PRAGMA foreign_key_check`)
	if err != nil {
		return err
	}
	defer rows.Close()
	if rows.Next() {
		var table, parent string
		var rowid, fkid any
		if err := rows.Scan(&table, &rowid, &parent, &fkid); err != nil {
			return err
		}
		return fmt.Errorf("foreign key violation: %s row %v references a missing %s row", table, rowid, parent)
	}
	return rows.Err()
}

// childTables first: deletion order respects foreign keys.
var groupTables = []string{
	"source_disagreements", "game_officials", "player_game_lines", "game_box_scores", "awards", "coach_tenures", "roster_entries", "player_seasons", "players",
	"championship_results", "games", "team_seasons", "seasons", "championships",
	"franchises", "people", "venues", "divisions", "conferences", "leagues",
}

func (w *writer) exec(q string, args ...any) error {
	_, err := w.tx.ExecContext(w.ctx, w.s.Rebind(q), args...)
	return err
}

func (w *writer) seed() error {
	for _, r := range sportRows {
		if err := w.exec(`INSERT INTO sports (id, slug, name, abbreviation) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET slug = excluded.slug, name = excluded.name, abbreviation = excluded.abbreviation`, r.ID, r.Slug, r.Name, r.Abbrev); err != nil {
			return err
		}
	}
	for _, r := range levelRows {
		if err := w.exec(`INSERT INTO levels (id, slug, name) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET slug = excluded.slug, name = excluded.name`, r.ID, r.Slug, r.Name); err != nil {
			return err
		}
	}
	return nil
}

func (w *writer) deleteGroups(groups []string) error {
	if len(groups) == 0 {
		return nil
	}
	ph := strings.TrimSuffix(strings.Repeat("?,", len(groups)), ",")
	args := make([]any, len(groups))
	for i, g := range groups {
		args[i] = g
	}
	// Links from surviving rows into deleted ones (none expected across groups)
	// would fail the foreign keys and abort the whole import, which is what we want.
	for _, t := range groupTables {
		w.progress("clear "+t, 0, 1)
		if err := w.exec(`DELETE FROM `+t+` WHERE grp IN (`+ph+`)`, args...); err != nil {
			return fmt.Errorf("clear %s: %w", t, err)
		}
	}
	return nil
}

// batch is a multi-row INSERT builder.
type batch struct {
	w      *writer
	table  string
	cols   []string
	suffix string
	rows   [][]any
	max    int
	stmts  map[int]string
}

func (w *writer) batch(table string, cols []string, suffix string) *batch {
	max := 30000 / len(cols)
	if max > 500 {
		max = 500
	}
	return &batch{w: w, table: table, cols: cols, suffix: suffix, max: max, stmts: map[int]string{}}
}

func (b *batch) add(vals ...any) error {
	if len(vals) != len(b.cols) {
		return fmt.Errorf("%s: %d values for %d columns", b.table, len(vals), len(b.cols))
	}
	b.rows = append(b.rows, vals)
	if len(b.rows) >= b.max {
		return b.flush()
	}
	return nil
}

func (b *batch) flush() error {
	if len(b.rows) == 0 {
		return nil
	}
	q, ok := b.stmts[len(b.rows)]
	if !ok {
		var sb strings.Builder
		sb.WriteString("INSERT INTO " + b.table + " (" + strings.Join(b.cols, ", ") + ") VALUES ")
		one := "(" + strings.TrimSuffix(strings.Repeat("?,", len(b.cols)), ",") + ")"
		for i := range b.rows {
			if i > 0 {
				sb.WriteByte(',')
			}
			sb.WriteString(one)
		}
		if b.suffix != "" {
			sb.WriteString(" " + b.suffix)
		}
		q = b.w.s.Rebind(sb.String())
		b.stmts[len(b.rows)] = q
	}
	args := make([]any, 0, len(b.rows)*len(b.cols))
	for _, r := range b.rows {
		args = append(args, r...)
	}
	if _, err := b.w.tx.ExecContext(b.w.ctx, q, args...); err != nil {
		return fmt.Errorf("insert %s: %w", b.table, err)
	}
	b.w.rows += len(b.rows)
	b.rows = b.rows[:0]
	return nil
}

// Nullable helpers: zero values of optional fields are stored as NULL.
func nz(v int) any {
	if v == 0 {
		return nil
	}
	return v
}

func np(v *int) any {
	if v == nil {
		return nil
	}
	return *v
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func jsonMap(m map[string]float64) (string, error) { return dataset.StatsJSON(m) }
