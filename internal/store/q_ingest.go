package store

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/slug"
)

// Writes by operators: live games entered through the ingest API and
// corrections of games and champion rows. Each write and its audit entry
// are one transaction.

// IngestGroup is the import group of games entered through the ingest API:
// no import deletes it.
const IngestGroup = "ingest"

// IngestTeam is a franchise as the ingest API resolves a team slug.
type IngestTeam struct {
	ID, SportID, LevelID int64
	LeagueID             sql.NullInt64
	Slug, Name           string
}

// IngestTeamBySlug finds a franchise by slug; ErrNotFound when there is none.
func (s *Store) IngestTeamBySlug(ctx context.Context, sl string) (IngestTeam, error) {
	var t IngestTeam
	err := s.DB.QueryRowContext(ctx, s.Rebind(`SELECT id, sport_id, level_id, league_id, slug, name FROM franchises WHERE slug = ?`), strings.ToLower(sl)).
		Scan(&t.ID, &t.SportID, &t.LevelID, &t.LeagueID, &t.Slug, &t.Name)
	if errors.Is(err, sql.ErrNoRows) {
		return t, ErrNotFound
	}
	return t, err
}

// SportLevelIDs resolves sport and level slugs; ok is false for an unknown one.
func SportLevelIDs(sport, level string) (sid, lid int64, sportOK, levelOK bool) {
	s, err1 := sportID(sport)
	l, err2 := levelID(level)
	return int64(s), int64(l), err1 == nil, err2 == nil
}

// IngestGame is a live game as an operator's feed sends it (teams resolved).
type IngestGame struct {
	ExternalID           string
	SportID, LevelID     int64
	Home, Away           IngestTeam
	Date                 string // YYYY-MM-DD
	Status               string
	Period               sql.NullInt64
	TimeRemaining        string
	HomeScore, AwayScore int64
}

// AuditFunc makes the audit entry of a write from the row before (nil for a
// new row) and after it.
type AuditFunc[T any] func(before *T, after T) *AuditEntry

// UpsertIngestedGame creates the game with g's external id or updates it
// (idempotent: the same body gives the same row, same id), and records the
// audit entry audit makes, in one transaction. created reports a new row.
func (s *Store) UpsertIngestedGame(ctx context.Context, g IngestGame, audit AuditFunc[GameBase]) (after GameBase, created bool, err error) {
	for attempt := 0; ; attempt++ {
		after, created, err = s.upsertIngestedGame(ctx, g, audit)
		// Two first writes of one external id at once: the loser updates.
		if err == nil || attempt > 0 || !isUniqueViolation(err) {
			return after, created, err
		}
	}
}

func (s *Store) upsertIngestedGame(ctx context.Context, g IngestGame, audit AuditFunc[GameBase]) (GameBase, bool, error) {
	tx, err := s.DB.BeginTx(ctx, nil)
	if err != nil {
		return GameBase{}, false, err
	}
	defer tx.Rollback()
	var before *GameBase
	if b, err := scanGameBase(tx.QueryRowContext(ctx, s.Rebind(gameBaseSelect+`WHERE external_id = ?`), g.ExternalID)); err == nil {
		before = &b
	} else if !errors.Is(err, sql.ErrNoRows) {
		return GameBase{}, false, err
	}
	season, err := s.ingestSeason(ctx, tx, g)
	if err != nil {
		return GameBase{}, false, err
	}
	var id int64
	if before != nil {
		id = before.ID
		_, err = tx.ExecContext(ctx, s.Rebind(`UPDATE games SET season_id = ?, sport_id = ?, level_id = ?, game_date = ?, home_franchise_id = ?, away_franchise_id = ?,
  home_name = ?, away_name = ?, home_score = ?, away_score = ?, status = ?, period = ?, time_remaining = ? WHERE id = ?`),
			season, g.SportID, g.LevelID, g.Date, g.Home.ID, g.Away.ID, g.Home.Name, g.Away.Name, g.HomeScore, g.AwayScore, g.Status, g.Period, g.TimeRemaining, id)
	} else {
		if id, err = s.nextGameID(ctx, tx); err != nil {
			return GameBase{}, false, err
		}
		var sl string
		if sl, err = s.freeGameSlug(ctx, tx, g.Date+"-"+g.Away.Slug+"-at-"+g.Home.Slug); err != nil {
			return GameBase{}, false, err
		}
		_, err = tx.ExecContext(ctx, s.Rebind(`INSERT INTO games (id, key, slug, season_id, sport_id, level_id, game_date, home_franchise_id, away_franchise_id,
  home_name, away_name, home_score, away_score, status, game_type, source, grp, external_id, period, time_remaining)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'regular', 'ingest', ?, ?, ?, ?)`),
			id, "ingest:"+g.ExternalID, sl, season, g.SportID, g.LevelID, g.Date, g.Home.ID, g.Away.ID, g.Home.Name, g.Away.Name,
			g.HomeScore, g.AwayScore, g.Status, IngestGroup, g.ExternalID, g.Period, g.TimeRemaining)
	}
	if err != nil {
		return GameBase{}, false, err
	}
	after, err := scanGameBase(tx.QueryRowContext(ctx, s.Rebind(gameBaseSelect+`WHERE id = ?`), id))
	if err != nil {
		return GameBase{}, false, err
	}
	if e := audit(before, after); e != nil {
		if err := addAudit(ctx, s, tx, e); err != nil {
			return GameBase{}, false, err
		}
	}
	return after, before == nil, tx.Commit()
}

// ingestSeason is the season of the home team's league whose dates hold the
// game (NULL when none does, e.g. a season the dataset does not have yet).
func (s *Store) ingestSeason(ctx context.Context, tx *sql.Tx, g IngestGame) (any, error) {
	if !g.Home.LeagueID.Valid {
		return nil, nil
	}
	var id int64
	err := tx.QueryRowContext(ctx, s.Rebind(`SELECT id FROM seasons WHERE league_id = ? AND start_date <> '' AND start_date <= ?
  AND (CASE WHEN playoffs_end > end_date THEN playoffs_end ELSE end_date END) >= ? ORDER BY start_year DESC LIMIT 1`),
		g.Home.LeagueID.Int64, g.Date, g.Date).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return id, err
}

// nextGameID hands out a game id above every id given so far (the import
// keeps the same high-water mark, so neither reuses the other's ids).
func (s *Store) nextGameID(ctx context.Context, tx *sql.Tx) (int64, error) {
	if _, err := tx.ExecContext(ctx, `INSERT INTO id_seq (tbl, last_id) VALUES ('games', 0) ON CONFLICT (tbl) DO NOTHING`); err != nil {
		return 0, err
	}
	var id int64
	err := tx.QueryRowContext(ctx, `UPDATE id_seq SET last_id = 1 + CASE WHEN last_id >= (SELECT COALESCE(MAX(id), 0) FROM games) THEN last_id
  ELSE (SELECT COALESCE(MAX(id), 0) FROM games) END WHERE tbl = 'games' RETURNING last_id`).Scan(&id)
	return id, err
}

// freeGameSlug is base slugified, with -2, -3, … when taken.
func (s *Store) freeGameSlug(ctx context.Context, tx *sql.Tx, base string) (string, error) {
	base = slug.Make(base)
	for n := 1; n < 1000; n++ {
		sl := base
		if n > 1 {
			sl += "-" + strconv.Itoa(n)
		}
		var one int
		err := tx.QueryRowContext(ctx, s.Rebind(`SELECT 1 FROM games WHERE slug = ?`), sl).Scan(&one)
		if errors.Is(err, sql.ErrNoRows) {
			return sl, nil
		}
		if err != nil {
			return "", err
		}
	}
	return "", errors.New("no free game slug for " + base)
}

// GameCorrection is an operator's correction of a game's score and status.
type GameCorrection struct {
	HomeScore, AwayScore int64
	Status               string // "" keeps the status
}

// CorrectGame applies c to game id and records the audit entry, in one
// transaction; ErrNotFound when there is no such game.
func (s *Store) CorrectGame(ctx context.Context, id int64, c GameCorrection, audit AuditFunc[GameBase]) (GameBase, error) {
	tx, err := s.DB.BeginTx(ctx, nil)
	if err != nil {
		return GameBase{}, err
	}
	defer tx.Rollback()
	before, err := scanGameBase(tx.QueryRowContext(ctx, s.Rebind(gameBaseSelect+`WHERE id = ?`), id))
	if errors.Is(err, sql.ErrNoRows) {
		return GameBase{}, ErrNotFound
	}
	if err != nil {
		return GameBase{}, err
	}
	status := c.Status
	if status == "" {
		status = before.Status
	}
	if _, err := tx.ExecContext(ctx, s.Rebind(`UPDATE games SET home_score = ?, away_score = ?, status = ? WHERE id = ?`), c.HomeScore, c.AwayScore, status, id); err != nil {
		return GameBase{}, err
	}
	after, err := scanGameBase(tx.QueryRowContext(ctx, s.Rebind(gameBaseSelect+`WHERE id = ?`), id))
	if err != nil {
		return GameBase{}, err
	}
	if e := audit(&before, after); e != nil {
		if err := addAudit(ctx, s, tx, e); err != nil {
			return GameBase{}, err
		}
	}
	return after, tx.Commit()
}

// ChampionRow is the part of a championship result a correction changes.
type ChampionRow struct {
	ID                     int64
	WinnerID, RunnerUpID   sql.NullInt64
	WinnerName, RunnerName string
}

// ChampionCorrection names the champion (and optionally the runner-up).
type ChampionCorrection struct {
	Winner   IngestTeam
	RunnerUp *IngestTeam // nil keeps the runner-up
}

// CorrectChampion applies c to championship result id and records the audit
// entry, in one transaction; ErrNotFound when there is no such row.
func (s *Store) CorrectChampion(ctx context.Context, id int64, c ChampionCorrection, audit AuditFunc[ChampionRow]) (ChampionRow, error) {
	tx, err := s.DB.BeginTx(ctx, nil)
	if err != nil {
		return ChampionRow{}, err
	}
	defer tx.Rollback()
	read := func() (ChampionRow, error) {
		r := ChampionRow{ID: id}
		err := tx.QueryRowContext(ctx, s.Rebind(`SELECT winner_franchise_id, runner_up_franchise_id, winner_name, runner_up_name FROM championship_results WHERE id = ?`), id).
			Scan(&r.WinnerID, &r.RunnerUpID, &r.WinnerName, &r.RunnerName)
		if errors.Is(err, sql.ErrNoRows) {
			return r, ErrNotFound
		}
		return r, err
	}
	before, err := read()
	if err != nil {
		return ChampionRow{}, err
	}
	runnerID, runnerName := before.RunnerUpID, before.RunnerName
	if c.RunnerUp != nil {
		runnerID, runnerName = sql.NullInt64{Int64: c.RunnerUp.ID, Valid: true}, c.RunnerUp.Name
	}
	if _, err := tx.ExecContext(ctx, s.Rebind(`UPDATE championship_results SET winner_franchise_id = ?, winner_name = ?, runner_up_franchise_id = ?, runner_up_name = ? WHERE id = ?`),
		c.Winner.ID, c.Winner.Name, runnerID, runnerName, id); err != nil {
		return ChampionRow{}, err
	}
	after, err := read()
	if err != nil {
		return ChampionRow{}, err
	}
	if e := audit(&before, after); e != nil {
		if err := addAudit(ctx, s, tx, e); err != nil {
			return ChampionRow{}, err
		}
	}
	return after, tx.Commit()
}

// ChampionByID is one champion record as the champions list shows it, read
// from the database (not the snapshot); ErrNotFound when there is none.
func (s *Store) ChampionByID(ctx context.Context, id int64) (ChampionRecord, error) {
	c, _, err := scanChampion(s.DB.QueryRowContext(ctx, s.Rebind(championSelect+` WHERE r.id = ?`), id))
	if errors.Is(err, sql.ErrNoRows) {
		return c, ErrNotFound
	}
	return c, err
}
