package store

import (
	"context"
	"errors"
	"time"
)

// BackfillIngestSeasons gives a season to the ingested games written before
// ingested games had one (migration 0007): each gets the season a new write
// of it would (ingestSeason), in its own transaction. A game no season can
// hold (a date the league has none for) keeps none. It returns how many games
// got a season; with no such game it is one indexed query.
func (s *Store) BackfillIngestSeasons(ctx context.Context) (int, error) {
	rows, err := s.query(ctx, `SELECT g.id, g.sport_id, g.level_id, g.game_date, COALESCE(g.home_franchise_id, 0), COALESCE(g.away_franchise_id, 0), h.league_id, a.league_id
FROM games g LEFT JOIN franchises h ON h.id = g.home_franchise_id LEFT JOIN franchises a ON a.id = g.away_franchise_id
WHERE g.external_id IS NOT NULL AND g.season_id IS NULL ORDER BY g.id`)
	if err != nil {
		return 0, err
	}
	type pending struct {
		id int64
		g  IngestGame
	}
	var todo []pending
	for rows.Next() {
		var p pending
		if err := rows.Scan(&p.id, &p.g.SportID, &p.g.LevelID, &p.g.Date, &p.g.Home.ID, &p.g.Away.ID, &p.g.Home.LeagueID, &p.g.Away.LeagueID); err != nil {
			rows.Close()
			return 0, err
		}
		todo = append(todo, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, err
	}
	n := 0
	for _, p := range todo {
		err := s.backfillOne(ctx, p.id, p.g)
		switch {
		case errors.Is(err, ErrNoSeason):
		case err != nil:
			return n, err
		default:
			n++
		}
	}
	return n, nil
}

func (s *Store) backfillOne(ctx context.Context, id int64, g IngestGame) error {
	tx, err := s.DB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	season, err := s.ingestSeason(ctx, tx, g, time.Now())
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, s.Rebind(`UPDATE games SET season_id = ? WHERE id = ? AND season_id IS NULL`), season, id); err != nil {
		return err
	}
	if err := s.refreshTeamScores(ctx, tx, season); err != nil {
		return err
	}
	if err := recordChange(ctx, s, tx, ChangeGame, id); err != nil {
		return err
	}
	return tx.Commit()
}
