package store

import (
	"database/sql"
	"fmt"
	"strings"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// batch is a multi-row INSERT builder.
type batch struct {
	w      *writer
	table  string
	cols   []string
	suffix string
	rows   [][]any
	max    int
	stmts  map[int]string
	// full is the prepared insert of a whole batch: parsing a statement of
	// hundreds of placeholders on every insert cost the import ~4 s.
	full *sql.Stmt
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
		return b.insert()
	}
	return nil
}

// flush inserts the rows still held and lets go of the prepared statement:
// the table's rows are all added.
func (b *batch) flush() error {
	err := b.insert()
	if b.full != nil {
		if cerr := b.full.Close(); err == nil {
			err = cerr
		}
		b.full = nil
	}
	return err
}

func (b *batch) insert() error {
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
	var err error
	if len(b.rows) == b.max {
		if b.full == nil {
			if b.full, err = b.w.tx.PrepareContext(b.w.ctx, q); err != nil {
				return fmt.Errorf("insert %s: %w", b.table, err)
			}
		}
		_, err = b.full.ExecContext(b.w.ctx, args...)
	} else {
		_, err = b.w.tx.ExecContext(b.w.ctx, q, args...)
	}
	if err != nil {
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
