package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"
)

// The public changes feed: every write of a game, a team season, a player
// season or a champion row (a live score, a box score, an operator's
// correction, a re-import) logs what it changed in its own transaction,
// numbered by change_counter, whose row lock orders concurrent writers by
// commit: a reader that saw number n never later finds a smaller one. A
// mirror reads the log after its cursor and fetches again what it names.

// Kinds of public change.
const (
	KindGame         = "game"
	KindTeamSeason   = "team_season"
	KindPlayerSeason = "player_season"
	KindChampion     = "champion"
)

// Actions of a public change: the entity was written (created or changed),
// or is gone (a re-import no longer holds it).
const (
	ActionChanged = "changed"
	ActionRemoved = "removed"
)

// ChangesKept is how long the changes log keeps an entry; a cursor older
// than that has missed changes (ErrChangesGone) and its mirror starts again
// from a release.
const ChangesKept = 90 * 24 * time.Hour

// ErrChangesGone: the cursor is older than the oldest change kept.
var ErrChangesGone = errors.New("changes before the cursor's were pruned")

// ErrChangesAhead: the cursor is past the latest change (not one this
// database gave).
var ErrChangesAhead = errors.New("the cursor is past the latest change")

// Change is one entry of the changes log. Slug names the game, the team
// (team season), the player (player season) or the championship
// (champion); Year is the season's start year (team and player seasons) or
// the championship's year (champions), 0 for games.
type Change struct {
	Seq                        int64
	Kind, Action, Sport, Level string
	Slug                       string
	Year                       int64
	ChangedAt                  int64 // unix seconds
	sportID, levelID           int64
}

// ChangesPage is a page of the log after a cursor.
type ChangesPage struct {
	Changes []Change
	// Next is the cursor after the last change listed (the given one when
	// none is listed); More: more changes follow it already.
	Next int64
	More bool
}

// Changes lists the logged changes after seq after, oldest first, at most
// limit. ErrChangesGone when entries after `after` were pruned,
// ErrChangesAhead when after is past the latest change.
func (s *Store) Changes(ctx context.Context, after int64, limit int) (ChangesPage, error) {
	var last, floor int64
	if err := s.queryRow(ctx, `SELECT last, floor FROM change_counter WHERE id = 1`).Scan(&last, &floor); err != nil {
		return ChangesPage{}, err
	}
	switch {
	case after < floor:
		return ChangesPage{}, ErrChangesGone
	case after > last:
		return ChangesPage{}, ErrChangesAhead
	}
	rows, err := s.query(ctx, s.Rebind(`SELECT seq, kind, action, sport, level, slug, COALESCE(year, 0), changed_at FROM changes WHERE seq > ? ORDER BY seq LIMIT ?`), after, limit+1)
	if err != nil {
		return ChangesPage{}, err
	}
	defer rows.Close()
	page := ChangesPage{Next: after, Changes: []Change{}}
	for rows.Next() {
		var c Change
		if err := rows.Scan(&c.Seq, &c.Kind, &c.Action, &c.Sport, &c.Level, &c.Slug, &c.Year, &c.ChangedAt); err != nil {
			return ChangesPage{}, err
		}
		if len(page.Changes) == limit {
			page.More = true
			break
		}
		page.Changes = append(page.Changes, c)
		page.Next = c.Seq
	}
	return page, rows.Err()
}

// ChangesHead is the number of the latest change (the cursor a mirror that
// is up to date holds) and the floor below which entries were pruned.
func (s *Store) ChangesHead(ctx context.Context) (last, floor int64, err error) {
	err = s.queryRow(ctx, `SELECT last, floor FROM change_counter WHERE id = 1`).Scan(&last, &floor)
	return last, floor, err
}

// logChanges numbers and writes cs in tx (in order), then prunes the entries
// older than ChangesKept.
func logChanges(ctx context.Context, s *Store, tx *sql.Tx, cs []Change, now time.Time) error {
	if len(cs) == 0 {
		return nil
	}
	var last int64
	if err := tx.QueryRowContext(ctx, s.Rebind(`UPDATE change_counter SET last = last + ? WHERE id = 1 RETURNING last`), len(cs)).Scan(&last); err != nil {
		return err
	}
	seq := last - int64(len(cs))
	const perInsert = 400 // 8 values a row: well under either database's limit
	for start := 0; start < len(cs); start += perInsert {
		part := cs[start:min(start+perInsert, len(cs))]
		args := make([]any, 0, len(part)*8)
		for _, c := range part {
			seq++
			sport, level := sportLevelSlugs(c.sportID, c.levelID)
			var year any
			if c.Year != 0 {
				year = c.Year
			}
			args = append(args, seq, c.Kind, c.Action, sport, level, c.Slug, year, now.Unix())
		}
		q := `INSERT INTO changes (seq, kind, action, sport, level, slug, year, changed_at) VALUES ` +
			strings.TrimSuffix(strings.Repeat("(?, ?, ?, ?, ?, ?, ?, ?),", len(part)), ",")
		if _, err := tx.ExecContext(ctx, s.Rebind(q), args...); err != nil {
			return err
		}
	}
	var pruned sql.NullInt64
	cutoff := now.Add(-ChangesKept).Unix()
	if err := tx.QueryRowContext(ctx, s.Rebind(`SELECT MAX(seq) FROM changes WHERE changed_at < ?`), cutoff).Scan(&pruned); err != nil || !pruned.Valid {
		return err
	}
	if _, err := tx.ExecContext(ctx, s.Rebind(`DELETE FROM changes WHERE seq <= ?`), pruned.Int64); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, s.Rebind(`UPDATE change_counter SET floor = ? WHERE id = 1 AND floor < ?`), pruned.Int64, pruned.Int64)
	return err
}

func sportLevelSlugs(sportID, levelID int64) (sport, level string) {
	for _, r := range sportRows {
		if int64(r.ID) == sportID {
			sport = r.Slug
		}
	}
	for _, r := range levelRows {
		if int64(r.ID) == levelID {
			level = r.Slug
		}
	}
	return sport, level
}

// gameChanges are the public changes a write of game id makes: the game,
// and the season of each of its teams that has a team season (its record
// and standing are counted from its games).
func gameChanges(ctx context.Context, s *Store, tx *sql.Tx, id int64) ([]Change, error) {
	var g Change
	var year sql.NullInt64
	var teams [2]sql.NullString
	err := tx.QueryRowContext(ctx, s.Rebind(`SELECT g.slug, g.sport_id, g.level_id, s.start_year,
  (SELECT f.slug FROM team_seasons ts JOIN franchises f ON f.id = ts.franchise_id WHERE ts.season_id = g.season_id AND ts.franchise_id = g.home_franchise_id LIMIT 1),
  (SELECT f.slug FROM team_seasons ts JOIN franchises f ON f.id = ts.franchise_id WHERE ts.season_id = g.season_id AND ts.franchise_id = g.away_franchise_id LIMIT 1)
FROM games g LEFT JOIN seasons s ON s.id = g.season_id WHERE g.id = ?`), id).Scan(&g.Slug, &g.sportID, &g.levelID, &year, &teams[0], &teams[1])
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	g.Kind, g.Action = KindGame, ActionChanged
	out := []Change{g}
	for _, t := range teams {
		if t.Valid && year.Valid {
			out = append(out, Change{Kind: KindTeamSeason, Action: ActionChanged, Slug: t.String, Year: year.Int64, sportID: g.sportID, levelID: g.levelID})
		}
	}
	return out, nil
}

// championChanges is the public change a write of championship result id
// makes.
func championChanges(ctx context.Context, s *Store, tx *sql.Tx, id int64) ([]Change, error) {
	c := Change{Kind: KindChampion, Action: ActionChanged}
	err := tx.QueryRowContext(ctx, s.Rebind(`SELECT c.slug, c.sport_id, c.level_id, r.year FROM championship_results r JOIN championships c ON c.id = r.championship_id WHERE r.id = ?`), id).
		Scan(&c.Slug, &c.sportID, &c.levelID, &c.Year)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return []Change{c}, err
}
