package store

import (
	"context"
	"database/sql"
	"fmt"
)

// Team season scores (migration 0023): each team season's final
// regular-season games summed, the games and the points its team scored and
// allowed, for the team-season finder. They are derived from the games and
// refilled wherever a game's score, status, teams or season is written: the
// migration and every import (all of them), a live or fed game, an
// operator's correction and a season backfill (the seasons the game was and
// is in). A sum never outlives the games it was made from.

const teamScoresMigration = "0023_team_season_scores"

// teamScoresFill sums the games matching where (a condition on games g,
// "" for all) per team season.
func teamScoresFill(where string) string {
	side := func(us, them string) string {
		return `SELECT g.season_id, g.` + us + `_franchise_id AS fid, g.` + us + `_score AS pf, g.` + them + `_score AS pa` + regularSides(us) + where
	}
	return `INSERT INTO team_season_scores (season_id, franchise_id, games, points_for, points_against)
		SELECT season_id, fid, COUNT(*), SUM(pf), SUM(pa) FROM (` + side("home", "away") + ` UNION ALL ` + side("away", "home") + `) x
		GROUP BY season_id, fid`
}

// finalSides is the FROM and WHERE of a season's final games with a score,
// seen from the side us (home or away) where it has a franchise: the games
// the derived team season tables are made of (the results hold them all).
func finalSides(us string) string {
	return ` FROM games g WHERE g.status = 'final' AND g.home_score IS NOT NULL AND g.away_score IS NOT NULL
		AND g.season_id IS NOT NULL AND g.` + us + `_franchise_id IS NOT NULL`
}

// regularSides is finalSides for the regular season's games (the scores').
func regularSides(us string) string {
	return finalSides(us) + " AND g.game_type = 'regular'"
}

// refreshAllTeamScores refills every team season's sums.
func (s *Store) refreshAllTeamScores(ctx context.Context, tx *sql.Tx) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM team_season_scores`); err != nil {
		return fmt.Errorf("team season scores: %w", err)
	}
	if _, err := tx.ExecContext(ctx, teamScoresFill("")); err != nil {
		return fmt.Errorf("team season scores: %w", err)
	}
	return nil
}

// refreshTeamScores refills the sums of the given league seasons (0: none),
// and their team season results (team_results.go).
func (s *Store) refreshTeamScores(ctx context.Context, tx *sql.Tx, seasons ...int64) error {
	done := map[int64]bool{0: true}
	for _, id := range seasons {
		if done[id] {
			continue
		}
		done[id] = true
		if _, err := tx.ExecContext(ctx, s.Rebind(`DELETE FROM team_season_scores WHERE season_id = ?`), id); err != nil {
			return fmt.Errorf("team season scores: %w", err)
		}
		if _, err := tx.ExecContext(ctx, s.Rebind(teamScoresFill(" AND g.season_id = ?")), id, id); err != nil {
			return fmt.Errorf("team season scores: %w", err)
		}
		if err := s.refreshTeamResults(ctx, tx, id); err != nil {
			return err
		}
	}
	return nil
}
