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
	progress("scores", 0, 1)
	if err := s.refreshAllTeamScores(ctx, tx); err != nil {
		return 0, err
	}
	if err := s.refreshAllTeamResults(ctx, tx); err != nil {
		return 0, err
	}
	progress("scores", 1, 1)
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
	// Fresh statistics for the planner. Without them PostgreSQL plans the
	// finders' and lists' queries on the empty tables it last saw (the
	// 50-home-run search: 1.7 s instead of 10 ms), and SQLite walks every
	// player season of a range of years rather than the few an expression
	// index picks (the same search: 23 ms instead of 5 ms). About a second
	// on SQLite.
	progress("analyze", 0, 1)
	if err := s.analyze(ctx, s.DB, true); err != nil {
		return 0, fmt.Errorf("analyze after the import: %w", err)
	}
	progress("analyze", 1, 1)
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
