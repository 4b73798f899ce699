package store

// Player game lines (migration 0022): the player lines of every stored box
// score, one row each, so finders ask SQL about them. They are derived from
// the box score's own stored JSON wherever a box is written (the import, a
// score feed) and, once, from every box already stored when the table is
// new: a line always says what its box says.

import (
	"bytes"
	"compress/flate"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
)

// gameLineCols are the columns a line is written with.
var gameLineCols = []string{"id", "game_id", "person_id", "home", "name", "position", "stats", "grp"}

// gameLine is one player line of a box score.
type gameLine struct {
	home           bool
	person         int64 // 0: the line names no known person
	name, position string
	stats          string // JSON object of the recorded figures
}

// boxLines reads the player lines of a box score's stored JSON (migrations
// 0005): [home 0/1, person id or 0, name, position, value per column], a
// null value being a figure the source lacks (left out of stats).
func boxLines(js []byte) ([]gameLine, error) {
	var box struct {
		Columns []string            `json:"columns"`
		Players [][]json.RawMessage `json:"players"`
	}
	if err := json.Unmarshal(js, &box); err != nil {
		return nil, err
	}
	out := make([]gameLine, 0, len(box.Players))
	for i, p := range box.Players {
		if len(p) != 4+len(box.Columns) {
			return nil, fmt.Errorf("player line %d: %d fields for %d columns", i, len(p), len(box.Columns))
		}
		var l gameLine
		var home int
		if err := json.Unmarshal(p[0], &home); err != nil {
			return nil, fmt.Errorf("player line %d: side: %w", i, err)
		}
		l.home = home == 1
		if err := json.Unmarshal(p[1], &l.person); err != nil {
			return nil, fmt.Errorf("player line %d: person: %w", i, err)
		}
		if err := json.Unmarshal(p[2], &l.name); err != nil {
			return nil, fmt.Errorf("player line %d: name: %w", i, err)
		}
		if err := json.Unmarshal(p[3], &l.position); err != nil {
			return nil, fmt.Errorf("player line %d: position: %w", i, err)
		}
		m := make(map[string]float64, len(box.Columns))
		for j, c := range box.Columns {
			var v *float64
			if err := json.Unmarshal(p[4+j], &v); err != nil {
				return nil, fmt.Errorf("player line %d: %s: %w", i, c, err)
			}
			if v != nil {
				m[c] = *v
			}
		}
		st, err := json.Marshal(m)
		if err != nil {
			return nil, err
		}
		l.stats = string(st)
		out = append(out, l)
	}
	return out, nil
}

// values are a line's column values for a row of id, game and group.
func (l gameLine) values(id, game int64, grp string) []any {
	var person any
	if l.person != 0 {
		person = l.person
	}
	return []any{id, game, person, b2i(l.home), l.name, l.position, l.stats, grp}
}

// inflate reads a stored (deflated) box score.
func inflate(z []byte) ([]byte, error) {
	return io.ReadAll(flate.NewReader(bytes.NewReader(z)))
}

// replaceGameLines rewrites the lines of one game from its box score's
// JSON, in tx (a score feed's box score).
func (s *Store) replaceGameLines(ctx context.Context, tx *sql.Tx, game int64, grp string, js []byte) error {
	lines, err := boxLines(js)
	if err != nil {
		return fmt.Errorf("player lines of game %d: %w", game, err)
	}
	if _, err := tx.ExecContext(ctx, s.Rebind(`DELETE FROM player_game_lines WHERE game_id = ?`), game); err != nil {
		return err
	}
	for _, l := range lines {
		id, err := s.nextID(ctx, tx, "player_game_lines")
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, s.Rebind(`INSERT INTO player_game_lines (id, game_id, person_id, home, name, position, stats, grp)
VALUES (?, ?, ?, ?, ?, ?, ?, ?)`), l.values(id, game, grp)...); err != nil {
			return err
		}
	}
	return nil
}

// BackfillGameLines writes the lines of every stored box score, in one
// transaction: run once, when the table is new (migration 0022), on a
// database whose box scores were written before it. It returns the lines
// written.
func (s *Store) BackfillGameLines(ctx context.Context) (int, error) {
	tx, err := s.DB.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	w := &writer{s: s, tx: tx, ctx: ctx, progress: func(string, int, int) {}}
	if err := w.exec(`DELETE FROM player_game_lines`); err != nil {
		return 0, err
	}
	// The rows go in faster without the indexes, built once at the end.
	defs, err := w.dropIndexes([]string{"player_game_lines"})
	if err != nil {
		return 0, err
	}
	rows, err := tx.QueryContext(ctx, `SELECT game_id, box, grp FROM game_box_scores ORDER BY game_id`)
	if err != nil {
		return 0, err
	}
	b := w.batch("player_game_lines", gameLineCols, "")
	var next int64
	for rows.Next() {
		var game int64
		var z []byte
		var grp string
		if err := rows.Scan(&game, &z, &grp); err != nil {
			rows.Close()
			return 0, err
		}
		js, err := inflate(z)
		if err == nil {
			err = w.addLines(b, &next, game, grp, js)
		}
		if err != nil {
			rows.Close()
			return 0, fmt.Errorf("box score of game %d: %w", game, err)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, err
	}
	if err := b.flush(); err != nil {
		return 0, err
	}
	if s.Dialect == Postgres {
		// Check the lines' deferred references now: PostgreSQL builds no
		// index on a table with checks pending.
		if err := w.exec(`SET CONSTRAINTS ALL IMMEDIATE`); err != nil {
			return 0, err
		}
	}
	for _, d := range defs {
		if err := w.exec(d.sql); err != nil {
			return 0, fmt.Errorf("rebuild index %s: %w", d.name, err)
		}
	}
	return int(next), tx.Commit()
}

// addLines adds the lines of a box score's JSON to b, numbered after *next.
func (w *writer) addLines(b *batch, next *int64, game int64, grp string, js []byte) error {
	lines, err := boxLines(js)
	if err != nil {
		return err
	}
	for _, l := range lines {
		*next++
		if err := b.add(l.values(*next, game, grp)...); err != nil {
			return err
		}
	}
	return nil
}

// gameLinesMigration is the migration that makes the table: applying it
// fills the table from the box scores already stored.
const gameLinesMigration = "0022_player_game_lines"

// backfillGameLines fills the new table, logging how many lines it wrote.
func (s *Store) backfillGameLines(ctx context.Context) error {
	n, err := s.BackfillGameLines(ctx)
	if err != nil {
		return fmt.Errorf("player game lines from the stored box scores: %w", err)
	}
	slog.Info("player game lines written from the stored box scores", "lines", n)
	return nil
}
