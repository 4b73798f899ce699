package store

import "context"

// Sport is one sport with the levels that have data.
type Sport struct {
	ID           int          `json:"id"`
	Name         string       `json:"name"`
	Slug         string       `json:"slug"`
	Abbreviation string       `json:"abbreviation"`
	Levels       []SportLevel `json:"levels" openapi:"nonnull"`
}

// SportLevel counts one sport at one level.
type SportLevel struct {
	Name          string `json:"name"`
	Slug          string `json:"slug"`
	Teams         int    `json:"teams"`
	Championships int    `json:"championships"`
}

// Sports lists the four sports and, per level with data, team and title counts.
func (s *Store) Sports(ctx context.Context) ([]Sport, error) {
	// A handful of rows that change only on import, read on every page's
	// first load: computed once per import (callers must not modify them).
	return s.loadSports(ctx)
}

func (s *Store) loadSports(ctx context.Context) ([]Sport, error) {
	rows, err := s.query(ctx, `
SELECT sp.id, sp.name, sp.slug, sp.abbreviation, lv.name, lv.slug,
  (SELECT COUNT(*) FROM franchises f WHERE f.sport_id = sp.id AND f.level_id = lv.id),
  (SELECT COUNT(*) FROM championships c WHERE c.sport_id = sp.id AND c.level_id = lv.id)
FROM sports sp CROSS JOIN levels lv
ORDER BY sp.id, lv.id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Sport
	for rows.Next() {
		var sp Sport
		var lv SportLevel
		if err := rows.Scan(&sp.ID, &sp.Name, &sp.Slug, &sp.Abbreviation, &lv.Name, &lv.Slug, &lv.Teams, &lv.Championships); err != nil {
			return nil, err
		}
		if len(out) == 0 || out[len(out)-1].ID != sp.ID {
			sp.Levels = []SportLevel{}
			out = append(out, sp)
		}
		if lv.Teams+lv.Championships > 0 {
			last := &out[len(out)-1]
			last.Levels = append(last.Levels, lv)
		}
	}
	return out, rows.Err()
}

// LastImport returns the id of the latest import run (0 when none), so
// servers can drop cached responses when the dataset changes.
func (s *Store) LastImport(ctx context.Context) (int64, error) {
	var n int64
	err := s.queryRow(ctx, `SELECT COALESCE(MAX(id), 0) FROM import_runs`).Scan(&n)
	return n, err
}
