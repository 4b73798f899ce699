package store

import (
	"context"
	"database/sql"
	"errors"
)

// Operators' corrections of a game's result and of a champion, each written
// with its audit entry in one transaction.

// GameCorrection is an operator's correction of a game's score and status.
type GameCorrection struct {
	HomeScore, AwayScore int64
	Status               string // "" keeps the status
}

// CorrectGame applies c to game id and records the audit entry, in one
// transaction; ErrNotFound when there is no such game.
func (s *Store) CorrectGame(ctx context.Context, id int64, c GameCorrection, audit AuditFunc[GameBase]) (GameBase, error) {
	tx, done, err := s.liveTx(ctx)
	if err != nil {
		return GameBase{}, err
	}
	defer done()
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
	if err := saveCorrection(ctx, s, tx, "games", id); err != nil {
		return GameBase{}, err
	}
	if err := s.refreshTeamScores(ctx, tx, before.SeasonID); err != nil {
		return GameBase{}, err
	}
	if err := recordChange(ctx, s, tx, ChangeGame, id); err != nil {
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
	ID                         int64
	WinnerID, RunnerUpID       sql.NullInt64
	WinnerName, RunnerName     string
	WinnerScore, RunnerUpScore sql.NullInt64
	WinningCoach               string
}

// ChampionCorrection names the champion (and optionally the runner-up).
type ChampionCorrection struct {
	Winner   IngestTeam
	RunnerUp *IngestTeam // nil keeps the runner-up
}

// CorrectChampion applies c to championship result id and records the audit
// entry, in one transaction; ErrNotFound when there is no such row. What
// follows from the winner follows the correction: the source's winning coach
// is dropped (the new winner's head coach that season is shown), a winner
// who was the runner-up swaps places and scores with the old winner, and
// the season's champion moves when it was the old winner.
func (s *Store) CorrectChampion(ctx context.Context, id int64, c ChampionCorrection, audit AuditFunc[ChampionRow]) (ChampionRow, error) {
	tx, done, err := s.liveTx(ctx)
	if err != nil {
		return ChampionRow{}, err
	}
	defer done()
	defer tx.Rollback()
	var seasonID sql.NullInt64
	read := func() (ChampionRow, error) {
		r := ChampionRow{ID: id}
		err := tx.QueryRowContext(ctx, s.Rebind(`SELECT winner_franchise_id, runner_up_franchise_id, winner_name, runner_up_name, winner_score, runner_up_score, winning_coach, season_id FROM championship_results WHERE id = ?`), id).
			Scan(&r.WinnerID, &r.RunnerUpID, &r.WinnerName, &r.RunnerName, &r.WinnerScore, &r.RunnerUpScore, &r.WinningCoach, &seasonID)
		if errors.Is(err, sql.ErrNoRows) {
			return r, ErrNotFound
		}
		return r, err
	}
	before, err := read()
	if err != nil {
		return ChampionRow{}, err
	}
	winnerChanged := !before.WinnerID.Valid || before.WinnerID.Int64 != c.Winner.ID
	runnerID, runnerName := before.RunnerUpID, before.RunnerName
	if c.RunnerUp != nil {
		runnerID, runnerName = sql.NullInt64{Int64: c.RunnerUp.ID, Valid: true}, c.RunnerUp.Name
	} else if winnerChanged && before.RunnerUpID.Valid && before.RunnerUpID.Int64 == c.Winner.ID {
		runnerID, runnerName = before.WinnerID, before.WinnerName
	}
	winnerScore, runnerScore, coach := before.WinnerScore, before.RunnerUpScore, before.WinningCoach
	if winnerChanged {
		coach = ""
		if before.RunnerUpID.Valid && before.RunnerUpID.Int64 == c.Winner.ID && runnerID == before.WinnerID {
			winnerScore, runnerScore = runnerScore, winnerScore
		}
	}
	if _, err := tx.ExecContext(ctx, s.Rebind(`UPDATE championship_results SET winner_franchise_id = ?, winner_name = ?, runner_up_franchise_id = ?, runner_up_name = ?, winner_score = ?, runner_up_score = ?, winning_coach = ? WHERE id = ?`),
		c.Winner.ID, c.Winner.Name, runnerID, runnerName, winnerScore, runnerScore, coach, id); err != nil {
		return ChampionRow{}, err
	}
	if err := saveCorrection(ctx, s, tx, "championship_results", id); err != nil {
		return ChampionRow{}, err
	}
	if winnerChanged && seasonID.Valid && before.WinnerID.Valid {
		res, err := tx.ExecContext(ctx, s.Rebind(`UPDATE seasons SET champion_franchise_id = ? WHERE id = ? AND champion_franchise_id = ?`), c.Winner.ID, seasonID.Int64, before.WinnerID.Int64)
		if err != nil {
			return ChampionRow{}, err
		}
		if n, _ := res.RowsAffected(); n > 0 {
			if err := saveCorrection(ctx, s, tx, "seasons", seasonID.Int64); err != nil {
				return ChampionRow{}, err
			}
		}
	}
	if err := recordChange(ctx, s, tx, ChangeChampion, id); err != nil {
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
