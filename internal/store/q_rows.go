package store

import (
	"context"
	"database/sql"
	"strings"
)

// Helpers of the snapshot readers: NULL columns as nil pointers, pages of
// a list held in memory.

func tcText(v sql.NullString) *string {
	if !v.Valid {
		return nil
	}
	t := strings.TrimSpace(v.String)
	if t == "" {
		return nil
	}
	return &t
}

func tcInt(v sql.NullInt64) *int {
	if !v.Valid {
		return nil
	}
	n := int(v.Int64)
	return &n
}

func tcID(v sql.NullInt64) *int64 {
	if !v.Valid || v.Int64 == 0 {
		return nil
	}
	n := v.Int64
	return &n
}

// filterPage is the page (limit rows from offset) of the rows keep accepts,
// as pointers into all (records of ~200 bytes were copied, with a write
// barrier per pointer while the collector runs), and how many it accepts.
func filterPage[T any](all []T, limit, offset int, keep func(i int) bool) ([]*T, int) {
	var page []*T
	total := 0
	for i := range all {
		if !keep(i) {
			continue
		}
		if total >= offset && offset >= 0 && len(page) < limit {
			if page == nil { // room for a usual page: growing it from one row copied ~6x the page
				page = make([]*T, 0, min(limit, len(all)-i, 32))
			}
			page = append(page, &all[i])
		}
		total++
	}
	return page, total
}

// tcPage slices one page out of a full list.
func tcPage[T any](all []T, limit, offset int) []T {
	if offset < 0 || offset >= len(all) || limit <= 0 {
		return nil
	}
	return all[offset:min(offset+limit, len(all))]
}

// queryAll reads every row q gives, each scanned into a new T, in order
// (nil for none).
func queryAll[T any](ctx context.Context, s *Store, q string, scan func(*sql.Rows, *T) error, args ...any) ([]T, error) {
	rows, err := s.query(ctx, q, args...)
	return collect(rows, err, scan)
}

// collect reads every row of a query's answer, each scanned into a new T,
// and closes it.
func collect[T any](rows *sql.Rows, err error, scan func(*sql.Rows, *T) error) ([]T, error) {
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		var r T
		if err := scan(rows, &r); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
