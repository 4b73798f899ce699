package store

// Player game lines (migration 0022): the player lines of every stored box
// score, one row each, so finders ask SQL about them. The import builds them
// from the parsed rows (boxScoreLines), the very figures of the JSON it
// stores, and reads that JSON only for a box with a name or position that
// is not valid UTF-8; a score feed reads its box's JSON, and so does the
// fill of a new table from every box already stored: a line always says
// what its box says.

import (
	"bytes"
	"compress/flate"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math"
	"sort"
	"strconv"
	"unicode/utf8"

	"github.com/almanac-sports/almanac/internal/store/dataset"
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

// boxScoreLines are the lines boxLines reads from the stored JSON of bs
// (appendBoxJSON), built from bs itself: the figures were written with the
// shortest text that reads back as the same number, so they are the same;
// person gives a line's person id as appendBoxJSON asked it. ok is false
// for a name or position that is not valid UTF-8 (the JSON replaces its
// bytes): the caller reads that box score's JSON instead.
func boxScoreLines(bs *dataset.BoxScore, person func(key string) (int64, error)) (lines []gameLine, ok bool, err error) {
	// The stats object's keys in the order encoding/json writes a map's
	// (sorted), each column once: a column named twice takes its last
	// recorded value, as the map boxLines fills does.
	order := make([]int, len(bs.Columns))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return bs.Columns[order[a]] < bs.Columns[order[b]] })
	keys := make([][]byte, len(bs.Columns))
	for i, c := range bs.Columns {
		keys[i] = appendJSONString(nil, c)
	}
	var buf []byte
	lines = make([]gameLine, 0, len(bs.Players))
	for _, p := range bs.Players {
		if !utf8.ValidString(p.Name) || !utf8.ValidString(p.Position) {
			return nil, false, nil
		}
		if len(p.Values) != len(bs.Columns) {
			return nil, false, fmt.Errorf("player %q: %d values for %d columns", p.Name, len(p.Values), len(bs.Columns))
		}
		id, err := person(p.PersonKey)
		if err != nil {
			return nil, false, err
		}
		recorded := func(j int) bool {
			v := p.Values[j]
			return p.Has&(1<<uint(j)) != 0 && !math.IsNaN(v) && !math.IsInf(v, 0)
		}
		buf = append(buf[:0], '{')
		for n := 0; n < len(order); {
			// Of a column named twice, the last recorded value stands.
			pick := -1
			m := n
			for ; m < len(order) && bs.Columns[order[m]] == bs.Columns[order[n]]; m++ {
				if recorded(order[m]) {
					pick = order[m]
				}
			}
			n = m
			if pick < 0 {
				continue
			}
			if len(buf) > 1 {
				buf = append(buf, ',')
			}
			buf = append(append(buf, keys[pick]...), ':')
			buf = appendJSONFloat(buf, p.Values[pick])
		}
		buf = append(buf, '}')
		lines = append(lines, gameLine{home: p.Home, person: id, name: p.Name, position: p.Position, stats: string(buf)})
	}
	return lines, true, nil
}

// appendJSONFloat appends f as encoding/json writes a float64.
func appendJSONFloat(b []byte, f float64) []byte {
	format := byte('f')
	if abs := math.Abs(f); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, f, format, -1, 64)
	if format == 'e' {
		// e-09 is written e-9.
		if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b
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
// JSON, in tx (a score feed's box score, in the ingest group).
func (s *Store) replaceGameLines(ctx context.Context, tx *sql.Tx, game int64, js []byte) error {
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
VALUES (?, ?, ?, ?, ?, ?, ?, ?)`), l.values(id, game, IngestGroup)...); err != nil {
			return err
		}
	}
	return nil
}

// BackfillGameLines writes the lines of every stored box score, in one
// transaction, and returns the lines written. Migration 0022 does it in its
// own transaction (see fillGameLines); this is for a database whose table
// must be rebuilt.
func (s *Store) BackfillGameLines(ctx context.Context) (int, error) {
	tx, err := s.DB.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	n, err := s.fillGameLines(ctx, tx)
	if err != nil {
		return 0, err
	}
	return n, tx.Commit()
}

// boxChunk is how many stored box scores the fill reads at a time: a
// PostgreSQL connection cannot write while a query's rows are open, so each
// chunk is read whole before its lines are written.
var boxChunk = 200

// fillGameLines replaces player_game_lines with the lines of every stored
// box score, inside tx.
func (s *Store) fillGameLines(ctx context.Context, tx *sql.Tx) (int, error) {
	w := &writer{s: s, tx: tx, ctx: ctx, progress: func(string, int, int) {}}
	if err := w.exec(`DELETE FROM player_game_lines`); err != nil {
		return 0, err
	}
	// The rows go in faster without the indexes, built once at the end.
	defs, err := w.dropIndexes([]string{"player_game_lines"})
	if err != nil {
		return 0, err
	}
	type stored struct {
		game int64
		z    []byte
		grp  string
	}
	b := w.batch("player_game_lines", gameLineCols, "")
	var next, after int64
	for {
		rows, err := tx.QueryContext(ctx, s.Rebind(`SELECT game_id, box, grp FROM game_box_scores WHERE game_id > ? ORDER BY game_id LIMIT ?`), after, boxChunk)
		if err != nil {
			return 0, err
		}
		var chunk []stored
		for rows.Next() {
			var x stored
			if err := rows.Scan(&x.game, &x.z, &x.grp); err != nil {
				rows.Close()
				return 0, err
			}
			chunk = append(chunk, x)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return 0, err
		}
		if len(chunk) == 0 {
			break
		}
		for _, x := range chunk {
			js, err := inflate(x.z)
			if err == nil {
				err = w.addLines(b, &next, x.game, x.grp, js)
			}
			if err != nil {
				return 0, fmt.Errorf("box score of game %d: %w", x.game, err)
			}
		}
		after = chunk[len(chunk)-1].game
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
	return int(next), nil
}

// addLines adds the lines of a box score's JSON to b, numbered after *next.
func (w *writer) addLines(b *batch, next *int64, game int64, grp string, js []byte) error {
	lines, err := boxLines(js)
	if err != nil {
		return err
	}
	return addGameLines(b, next, game, grp, lines)
}

// addBoxLines adds the lines of box score bs, whose stored JSON is js, to
// b: built from bs, or read from js when bs's cannot be (see
// boxScoreLines).
func (w *writer) addBoxLines(b *batch, next *int64, game int64, grp string, bs *dataset.BoxScore, js []byte) error {
	lines, ok, err := boxScoreLines(bs, w.personID)
	if err != nil {
		return err
	}
	if !ok {
		return w.addLines(b, next, game, grp, js)
	}
	return addGameLines(b, next, game, grp, lines)
}

// addGameLines adds the lines of a game to b, numbered after *next.
func addGameLines(b *batch, next *int64, game int64, grp string, lines []gameLine) error {
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

// migrateGameLines fills the table migration 0022 creates, in the
// migration's transaction: the migration is recorded only with its lines.
func (s *Store) migrateGameLines(ctx context.Context, tx *sql.Tx) error {
	n, err := s.fillGameLines(ctx, tx)
	if err != nil {
		return fmt.Errorf("player game lines from the stored box scores: %w", err)
	}
	slog.Info("player game lines written from the stored box scores", "lines", n)
	return nil
}
