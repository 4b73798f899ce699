package store

import (
	"database/sql"
	"fmt"

	"github.com/almanac-sports/almanac/internal/slug"
)

// keyed keeps ids and slugs stable for tables with natural keys. One map
// holds all it knows of a key: four maps (live, written this run, id, slug)
// held each key four times over, ~100 MB of the import's peak heap with
// every source's games and people.
type keyed struct {
	table  string
	keys   map[string]keyState
	next   int64
	unique *slug.Unique
}

// keyState is what the import knows of one key.
type keyState struct {
	id   int64  // the row's id: already in the table (other groups), from a past run, or given this run
	slug string // the slug previously given
	// hasID: id is set. live: the key is present now (a surviving row or
	// one written this run). seen: written this run.
	hasID, live, seen bool
}

// loadKeyed reads the ids of every row of table (before any delete), so a
// key that comes back keeps its id and slug; new keys get ids above the
// table's high-water mark, so an id is never handed out twice.
func (w *writer) loadKeyed(table string, hasSlug bool) (*keyed, error) {
	k := &keyed{table: table, keys: map[string]keyState{}, unique: slug.NewUnique()}
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
		k.keys[key] = keyState{id: id, slug: sl, hasID: true}
		if hasSlug {
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
		e := k.keys[key]
		e.live = true
		k.keys[key] = e
	}
	return rows.Err()
}

// ref resolves a referenced key to its id; "" is NULL, an unknown key an error.
func (k *keyed) ref(key string) (any, error) {
	if key == "" {
		return nil, nil
	}
	e := k.keys[key]
	if !e.live {
		return nil, fmt.Errorf("%s: unknown key %q", k.table, key)
	}
	return e.id, nil
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
	e := k.keys[key]
	if e.seen {
		return 0, "", fmt.Errorf("%s: duplicate key %q", k.table, key)
	}
	e.seen, e.live = true, true
	if !e.hasID {
		k.next++
		e.id, e.hasID = k.next, true
	}
	if e.slug == "" && slugBase != "" {
		e.slug = k.unique.Next(slugBase)
	}
	k.keys[key] = e
	return e.id, e.slug, nil
}
