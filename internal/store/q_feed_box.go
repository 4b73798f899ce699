package store

import (
	"bytes"
	"compress/flate"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// FeedBox is a score feed's box score of a final game: the players' lines
// (each BoxLine's PersonKey holds the league's player id, or "") and the
// teams' totals.
type FeedBox struct {
	Source string // what the game page names: "NHL gamecenter boxscore"
	Box    dataset.BoxScore
}

// FeedBoxOwner says whose box score a game has: "" when it has none, else
// the stored row's source. A feed writes a game's box score only when the
// game has none or has the feed's own (an imported box score stays).
func (s *Store) FeedBoxOwner(ctx context.Context, gameID int64) (string, error) {
	var src string
	err := s.queryRow(ctx, s.Rebind(`SELECT source FROM game_box_scores WHERE game_id = ?`), gameID).Scan(&src)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return src, err
}

// SaveFeedBox writes a feed's box score of game gameID, its lines linked to
// the people whose league player id they carry (sport sportID). It writes
// nothing and answers false when the game holds the same box score already,
// or when it holds another source's (an import's). A change is audited.
func (s *Store) SaveFeedBox(ctx context.Context, gameID, sportID int64, fb FeedBox, actor string) (bool, error) {
	people, err := s.peopleByLeagueID(ctx, sportID, fb.Box.Players)
	if err != nil {
		return false, err
	}
	box := fb.Box
	box.Players = append([]dataset.BoxLine(nil), fb.Box.Players...)
	for i := range box.Players {
		if p, ok := people[box.Players[i].PersonKey]; ok && p.name != "" {
			box.Players[i].Name = p.name // the person's full name, not the feed's "N. MacKinnon"
		}
	}
	js, err := appendBoxJSON(nil, &box, func(key string) (int64, error) { return people[key].id, nil })
	if err != nil {
		return false, err
	}
	tx, done, err := s.liveTx(ctx)
	if err != nil {
		return false, err
	}
	defer done()
	defer tx.Rollback()
	var src string
	var old []byte
	err = tx.QueryRowContext(ctx, s.Rebind(`SELECT source, box FROM game_box_scores WHERE game_id = ?`), gameID).Scan(&src, &old)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		old = nil
	case err != nil:
		return false, err
	case src != fb.Source:
		return false, nil
	default:
		if prev, err := inflate(old); err == nil && bytes.Equal(prev, js) {
			return false, nil
		}
	}
	var z bytes.Buffer
	zw, _ := flate.NewWriter(&z, flate.BestSpeed) // a valid level never fails
	if _, err := zw.Write(js); err != nil {
		return false, err
	}
	if err := zw.Close(); err != nil {
		return false, err
	}
	if old == nil {
		id, err := s.nextID(ctx, tx, "game_box_scores")
		if err == nil {
			_, err = tx.ExecContext(ctx, s.Rebind(`INSERT INTO game_box_scores (id, game_id, source, box, grp) VALUES (?, ?, ?, ?, ?)`),
				id, gameID, fb.Source, z.Bytes(), IngestGroup)
		}
		if err != nil {
			return false, err
		}
	} else if _, err := tx.ExecContext(ctx, s.Rebind(`UPDATE game_box_scores SET box = ? WHERE game_id = ?`), z.Bytes(), gameID); err != nil {
		return false, err
	}
	if err := s.replaceGameLines(ctx, tx, gameID, js); err != nil {
		return false, err
	}
	action := "created"
	if old != nil {
		action = "changed"
	}
	e := &AuditEntry{Action: "game.box_score", Entity: "game", ActorRole: "feed", ActorEmail: actor,
		EntityID: sql.NullInt64{Int64: gameID, Valid: true},
		After:    fmt.Sprintf(`{"source":%q,"players":%d,"linked":%d}`, fb.Source, len(box.Players), len(people)),
		Reason:   "score feed " + actor + ": box score " + action}
	if err := addAudit(ctx, s, tx, e); err != nil {
		return false, err
	}
	if err := recordChange(ctx, s, tx, ChangeGame, gameID); err != nil {
		return false, err
	}
	return true, tx.Commit()
}

type leaguePerson struct {
	id   int64
	name string
}

// peopleByLeagueID finds the people of the lines' league player ids.
func (s *Store) peopleByLeagueID(ctx context.Context, sportID int64, lines []dataset.BoxLine) (map[string]leaguePerson, error) {
	out := map[string]leaguePerson{}
	var args []any
	seen := map[string]bool{}
	for _, l := range lines {
		if l.PersonKey != "" && !seen[l.PersonKey] {
			seen[l.PersonKey] = true
			args = append(args, l.PersonKey)
		}
	}
	if len(args) == 0 {
		return out, nil
	}
	rows, err := s.query(ctx, s.Rebind(`SELECT pl.league_player_id, pe.id, pe.first_name, pe.last_name FROM players pl JOIN people pe ON pe.id = pl.person_id
WHERE pl.sport_id = ? AND pl.league_player_id IN (`+strings.TrimSuffix(strings.Repeat("?,", len(args)), ",")+`)`), append([]any{sportID}, args...)...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var key, first, last string
		var id int64
		if err := rows.Scan(&key, &id, &first, &last); err != nil {
			return nil, err
		}
		out[key] = leaguePerson{id: id, name: strings.TrimSpace(first + " " + last)}
	}
	return out, rows.Err()
}
