package store

// Operators' corrections survive re-imports: a correction updates its row and
// records the corrected values (the overlay) under the row's table and
// natural key; an import writes the source's rows, then applies every
// overlay again and audits each value it overrode.

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// correctable are the columns a correction sets, per table: an overlay
// applies these and nothing else.
var correctable = map[string][]string{
	"games":                {"home_score", "away_score", "status"},
	"championship_results": {"winner_franchise_id", "winner_name", "runner_up_franchise_id", "runner_up_name", "winner_score", "runner_up_score", "winning_coach"},
	"seasons":              {"champion_franchise_id"},
}

// franchiseColumns name franchises: an overlay whose franchise is gone from
// the data is reported, not applied (the row would point nowhere).
var franchiseColumns = map[string]bool{"winner_franchise_id": true, "runner_up_franchise_id": true, "champion_franchise_id": true}

type txQuerier interface {
	QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row
	ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error)
}

// readCorrectable reads the row's natural key and correctable columns, in
// the order of correctable[table]; where is "id" or "key".
func readCorrectable(ctx context.Context, s *Store, db txQuerier, table, where string, arg any) (string, []any, error) {
	cols := correctable[table]
	vals := make([]any, len(cols))
	dest := make([]any, len(cols)+1)
	var key string
	dest[0] = &key
	for i := range vals {
		dest[i+1] = &vals[i]
	}
	err := db.QueryRowContext(ctx, s.Rebind(`SELECT key, `+strings.Join(cols, ", ")+` FROM `+table+` WHERE `+where+` = ?`), arg).Scan(dest...)
	for i, v := range vals {
		if b, ok := v.([]byte); ok {
			vals[i] = string(b)
		}
	}
	return key, vals, err
}

// saveCorrection records what row id of table now holds as its overlay.
func saveCorrection(ctx context.Context, s *Store, db txQuerier, table string, id int64) error {
	key, vals, err := readCorrectable(ctx, s, db, table, "id", id)
	if err != nil {
		return fmt.Errorf("read corrected %s %d: %w", table, id, err)
	}
	fields, err := json.Marshal(columnMap(table, vals))
	if err != nil {
		return err
	}
	_, err = db.ExecContext(ctx, s.Rebind(`INSERT INTO corrections (entity, row_key, fields, at) VALUES (?, ?, ?, ?)
ON CONFLICT (entity, row_key) DO UPDATE SET fields = excluded.fields, at = excluded.at`), table, key, string(fields), time.Now().Unix())
	return err
}

func columnMap(table string, vals []any) map[string]any {
	m := make(map[string]any, len(vals))
	for i, c := range correctable[table] {
		m[c] = vals[i]
	}
	return m
}

// KeptCorrection is one overlay an import applied over the source's values
// (Source), or could not apply (Problem: the row or its team is gone).
type KeptCorrection struct {
	Entity  string         `json:"entity"`
	Key     string         `json:"key"`
	Source  map[string]any `json:"source,omitempty"`
	Kept    map[string]any `json:"kept"`
	Problem string         `json:"problem,omitempty"`
}

// reapplyCorrections applies every overlay to the rows just written and
// returns what it overrode or could not apply; a row that already holds the
// corrected values is left alone.
func (w *writer) reapplyCorrections() ([]KeptCorrection, error) {
	type overlay struct{ entity, key, fields string }
	rows, err := w.tx.QueryContext(w.ctx, `SELECT entity, row_key, fields FROM corrections ORDER BY entity, row_key`)
	if err != nil {
		return nil, err
	}
	var all []overlay
	for rows.Next() {
		var o overlay
		if err := rows.Scan(&o.entity, &o.key, &o.fields); err != nil {
			rows.Close()
			return nil, err
		}
		all = append(all, o)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var out []KeptCorrection
	for _, o := range all {
		cols, ok := correctable[o.entity]
		if !ok {
			return nil, fmt.Errorf("correction of %s %s: not a correctable table", o.entity, o.key)
		}
		kept, err := decodeFields(o.fields, cols)
		if err != nil {
			return nil, fmt.Errorf("correction of %s %s: %w", o.entity, o.key, err)
		}
		note := KeptCorrection{Entity: o.entity, Key: o.key, Kept: columnMap(o.entity, kept)}
		_, cur, err := readCorrectable(w.ctx, w.s, w.tx, o.entity, "key", o.key)
		if errors.Is(err, sql.ErrNoRows) {
			note.Problem = "row not in the data"
			out = append(out, note)
			continue
		}
		if err != nil {
			return nil, err
		}
		if sameValues(cur, kept) {
			continue
		}
		note.Source = columnMap(o.entity, cur)
		if missing, err := w.missingFranchise(cols, kept); err != nil {
			return nil, err
		} else if missing != "" {
			note.Problem = missing + " names a team not in the data"
			out = append(out, note)
			continue
		}
		set := make([]string, len(cols))
		for i, c := range cols {
			set[i] = c + " = ?"
		}
		if err := w.exec(`UPDATE `+o.entity+` SET `+strings.Join(set, ", ")+` WHERE key = ?`, append(kept, o.key)...); err != nil {
			return nil, fmt.Errorf("apply correction of %s %s: %w", o.entity, o.key, err)
		}
		out = append(out, note)
	}
	return out, nil
}

// decodeFields reads an overlay's values in column order; whole numbers
// come back as int64.
func decodeFields(fields string, cols []string) ([]any, error) {
	dec := json.NewDecoder(bytes.NewReader([]byte(fields)))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil {
		return nil, err
	}
	vals := make([]any, len(cols))
	for i, c := range cols {
		v, ok := m[c]
		if !ok {
			return nil, fmt.Errorf("no %s", c)
		}
		if n, isNum := v.(json.Number); isNum {
			iv, err := n.Int64()
			if err != nil {
				return nil, fmt.Errorf("%s: %w", c, err)
			}
			v = iv
		}
		vals[i] = v
	}
	return vals, nil
}

func sameValues(a, b []any) bool {
	for i := range a {
		if fmt.Sprint(a[i]) != fmt.Sprint(b[i]) {
			return false
		}
	}
	return true
}

// missingFranchise is the first franchise column whose team is not in the
// franchises table ("" when all are).
func (w *writer) missingFranchise(cols []string, vals []any) (string, error) {
	for i, c := range cols {
		if !franchiseColumns[c] || vals[i] == nil {
			continue
		}
		var n int
		if err := w.tx.QueryRowContext(w.ctx, w.s.Rebind(`SELECT COUNT(*) FROM franchises WHERE id = ?`), vals[i]).Scan(&n); err != nil {
			return "", err
		}
		if n == 0 {
			return c, nil
		}
	}
	return "", nil
}

// auditKept records the import's overrides in the audit log (nothing when
// there are none).
func (w *writer) auditKept(groups []string, kept []KeptCorrection) error {
	if len(kept) == 0 {
		return nil
	}
	b, err := json.Marshal(kept)
	if err != nil {
		return err
	}
	applied := 0
	for _, k := range kept {
		if k.Problem == "" {
			applied++
		}
	}
	return addAudit(w.ctx, w.s, w.tx, &AuditEntry{Action: "import.corrections", Entity: "import", After: string(b),
		Reason: fmt.Sprintf("import of %s kept %d operator corrections over the source's values; %d could not be applied", strings.Join(groups, ","), applied, len(kept)-applied)})
}
