package store

import (
	"database/sql"
	"fmt"

	"github.com/almanac-sports/almanac/internal/slug"
)

// keyed keeps ids and slugs stable for tables with natural keys.
type keyed struct {
	table  string
	live   map[string]bool   // keys present now (surviving rows and rows written this run)
	seen   map[string]bool   // keys written this run
	ids    map[string]int64  // key -> id already in the table (other groups) or from a past run
	slugs  map[string]string // key -> slug previously given
	next   int64
	unique *slug.Unique
}

// loadKeyed reads the ids of every row of table (before any delete), so a
// key that comes back keeps its id and slug; new keys get ids above the
// table's high-water mark, so an id is never handed out twice.
func (w *writer) loadKeyed(table string, hasSlug bool) (*keyed, error) {
	k := &keyed{table: table, ids: map[string]int64{}, slugs: map[string]string{}, unique: slug.NewUnique()}
	cols := "key, id"
	if hasSlug {
		cols += ", slug"
	}
	rows, err := w.tx.QueryContext(w.ctx, `SELECT `+cols+` FROM `+table)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var key, sl string
		var id int64
		dest := []any{&key, &id}
		if hasSlug {
			dest = append(dest, &sl)
		}
		if err := rows.Scan(dest...); err != nil {
			return nil, err
		}
		k.ids[key] = id
		if hasSlug {
			k.slugs[key] = sl
			k.unique.Take(sl)
		}
		if id > k.next {
			k.next = id
		}
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var hw sql.NullInt64
	if err := w.tx.QueryRowContext(w.ctx, w.s.Rebind(`SELECT last_id FROM id_seq WHERE tbl = ?`), table).Scan(&hw); err != nil && err != sql.ErrNoRows {
		return nil, err
	}
	if hw.Valid && hw.Int64 > k.next {
		k.next = hw.Int64
	}
	return k, nil
}

// loadLive records which keys survive the delete.
func (w *writer) loadLive(k *keyed) error {
	k.live = map[string]bool{}
	rows, err := w.tx.QueryContext(w.ctx, `SELECT key FROM `+k.table)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var key string
		if err := rows.Scan(&key); err != nil {
			return err
		}
		k.live[key] = true
	}
	return rows.Err()
}

// ref resolves a referenced key to its id; "" is NULL, an unknown key an error.
func (k *keyed) ref(key string) (any, error) {
	if key == "" {
		return nil, nil
	}
	if !k.live[key] {
		return nil, fmt.Errorf("%s: unknown key %q", k.table, key)
	}
	return k.ids[key], nil
}

// saveHighWater records the largest id handed out for table.
func (w *writer) saveHighWater(k *keyed) error {
	return w.exec(`INSERT INTO id_seq (tbl, last_id) VALUES (?, ?) ON CONFLICT (tbl) DO UPDATE SET last_id = CASE WHEN excluded.last_id > id_seq.last_id THEN excluded.last_id ELSE id_seq.last_id END`, k.table, k.next)
}

// assign returns the id (and slug) for key, reusing earlier ones. A key
// written twice in one run is an importer bug and an error.
func (k *keyed) assign(key, slugBase string) (int64, string, error) {
	if key == "" {
		return 0, "", fmt.Errorf("%s: empty key", k.table)
	}
	if k.seen == nil {
		k.seen = map[string]bool{}
	}
	if k.seen[key] {
		return 0, "", fmt.Errorf("%s: duplicate key %q", k.table, key)
	}
	k.seen[key] = true
	id, sl := k.assignID(key, slugBase)
	return id, sl, nil
}

func (k *keyed) assignID(key, slugBase string) (int64, string) {
	if id, ok := k.ids[key]; ok {
		k.live[key] = true
		sl := k.slugs[key]
		if sl == "" && slugBase != "" {
			sl = k.unique.Next(slugBase)
			k.slugs[key] = sl
		}
		return id, sl
	}
	k.next++
	k.ids[key] = k.next
	k.live[key] = true
	sl := ""
	if slugBase != "" {
		sl = k.unique.Next(slugBase)
		k.slugs[key] = sl
	}
	return k.next, sl
}
