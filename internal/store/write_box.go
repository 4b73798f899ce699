package store

import (
	"bytes"
	"compress/flate"
	"encoding/json"
	"fmt"
	"math"
	"strconv"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// boxScores writes one row per game box score, its JSON built here so the
// player lines carry person ids, stored deflated (see migrations
// 0005_box_scores.sql): about two fifths of the bytes.
func (w *writer) boxScores(g string, d *dataset.Dataset) error {
	next, err := w.nextID("game_box_scores")
	if err != nil {
		return err
	}
	b := w.batch("game_box_scores", []string{"id", "game_id", "source", "box", "grp"}, "")
	nextLine, err := w.nextID("player_game_lines")
	if err != nil {
		return err
	}
	lines := w.batch("player_game_lines", gameLineCols, "")
	var buf []byte
	var zbuf bytes.Buffer
	zw, _ := flate.NewWriter(&zbuf, flate.BestSpeed) // a valid level never fails; best speed: 33 MB instead of 30, a third less time
	for i := range d.BoxScores {
		bs := &d.BoxScores[i]
		if i%20000 == 0 {
			w.progress(g+": game_box_scores", i, len(d.BoxScores))
		}
		game, err := w.k["games"].ref(bs.GameKey)
		if err != nil || game == nil {
			return fmt.Errorf("box score of game %q: %v", bs.GameKey, err)
		}
		buf, err = appendBoxJSON(buf[:0], bs, w.personID)
		if err != nil {
			return fmt.Errorf("box score of game %s: %w", bs.GameKey, err)
		}
		zbuf.Reset()
		zw.Reset(&zbuf)
		if _, err := zw.Write(buf); err != nil {
			return err
		}
		if err := zw.Close(); err != nil {
			return err
		}
		next++
		if err := b.add(next, game, bs.Source, bytes.Clone(zbuf.Bytes()), g); err != nil {
			return err
		}
		if len(bs.Players) > 0 {
			if err := w.addBoxLines(lines, &nextLine, game.(int64), g, bs, buf); err != nil {
				return fmt.Errorf("box score of game %s: %w", bs.GameKey, err)
			}
		}
	}
	if err := b.flush(); err != nil {
		return err
	}
	return lines.flush()
}

// gameOfficials writes the officials the sources name, in their order.
func (w *writer) gameOfficials(g string, d *dataset.Dataset) error {
	next, err := w.nextID("game_officials")
	if err != nil {
		return err
	}
	b := w.batch("game_officials", []string{"id", "game_id", "position", "name", "source", "grp"}, "")
	for _, o := range d.GameOfficials {
		game, err := w.k["games"].ref(o.GameKey)
		if err != nil || game == nil {
			return fmt.Errorf("official of game %q: %v", o.GameKey, err)
		}
		if o.Position == "" || o.Name == "" {
			return fmt.Errorf("official of game %q: position and name are required", o.GameKey)
		}
		next++
		if err := b.add(next, game, o.Position, o.Name, o.Source, g); err != nil {
			return err
		}
	}
	return b.flush()
}

// dropFeedBoxes removes a score feed's box score of a game the import now
// has one for (the source's own lines win: a game keeps one box score) or
// of a game the import no longer has.
func (w *writer) dropFeedBoxes() error {
	// A feed box's lines go with it.
	if err := w.exec(`DELETE FROM player_game_lines WHERE grp = ? AND game_id IN (SELECT game_id FROM game_box_scores WHERE grp <> ?)`, IngestGroup, IngestGroup); err != nil {
		return err
	}
	if err := w.exec(`DELETE FROM player_game_lines WHERE grp = ? AND game_id NOT IN (SELECT id FROM games)`, IngestGroup); err != nil {
		return err
	}
	if err := w.exec(`DELETE FROM game_box_scores WHERE grp = ? AND game_id IN (SELECT game_id FROM game_box_scores WHERE grp <> ?)`, IngestGroup, IngestGroup); err != nil {
		return err
	}
	return w.exec(`DELETE FROM game_box_scores WHERE grp = ? AND game_id NOT IN (SELECT id FROM games)`, IngestGroup)
}

// personID is the id of the person of key, 0 when the key names none.
func (w *writer) personID(key string) (int64, error) {
	person, err := w.k["people"].ref(key)
	if err != nil {
		return 0, err
	}
	id, _ := person.(int64)
	return id, nil
}

// appendBoxJSON appends the stored JSON of a box score (migrations 0005),
// each line's person id asked of person (0: the line links to no one).
func appendBoxJSON(b []byte, bs *dataset.BoxScore, person func(key string) (int64, error)) ([]byte, error) {
	num := func(b []byte, v float64, has bool) []byte {
		if !has || math.IsNaN(v) || math.IsInf(v, 0) {
			return append(b, "null"...)
		}
		return strconv.AppendFloat(b, v, 'f', -1, 64)
	}
	team := func(b []byte, name string, js string) []byte {
		if js == "" {
			return b
		}
		if len(b) > 1 {
			b = append(b, ',')
		}
		b = appendJSONString(b, name)
		return append(append(b, ':'), js...)
	}
	away, home, err := bs.TeamTexts()
	if err != nil {
		return nil, err
	}
	b = append(b, '{')
	b = team(b, "away", away)
	b = team(b, "home", home)
	if len(bs.Players) == 0 {
		return append(b, '}'), nil
	}
	if len(b) > 1 {
		b = append(b, ',')
	}
	b = append(b, `"columns":[`...)
	for i, c := range bs.Columns {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, c)
	}
	b = append(b, `],"players":[`...)
	for i, p := range bs.Players {
		if len(p.Values) != len(bs.Columns) || len(bs.Columns) > 64 {
			return nil, fmt.Errorf("player %q: %d values for %d columns", p.Name, len(p.Values), len(bs.Columns))
		}
		id, err := person(p.PersonKey)
		if err != nil {
			return nil, err
		}
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '[')
		b = strconv.AppendInt(b, int64(b2i(p.Home)), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, id, 10)
		b = append(b, ',')
		b = appendJSONString(b, p.Name)
		b = append(b, ',')
		b = appendJSONString(b, p.Position)
		for j, v := range p.Values {
			b = num(append(b, ','), v, p.Has&(1<<uint(j)) != 0)
		}
		b = append(b, ']')
	}
	return append(b, "]}"...), nil
}

// appendJSONString appends s as a JSON string.
func appendJSONString(b []byte, s string) []byte {
	q, _ := json.Marshal(s) // a string always marshals
	return append(b, q...)
}
