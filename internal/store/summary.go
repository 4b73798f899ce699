package store

import (
	"context"
	"fmt"
)

// Competition is one sport+level line of `almanac summary --json`.
type Competition struct {
	Sport         string `json:"sport"`
	Level         string `json:"level"`
	Championships int    `json:"championships"`
	Champions     int    `json:"champions"`
	Franchises    int    `json:"franchises"`
	Seasons       int    `json:"seasons"`
	Games         int    `json:"games"`
	Players       int    `json:"players"`
	Coaches       int    `json:"coaches"`
}

// Summary counts what the database holds per sport and level, in a fixed order.
func (s *Store) Summary(ctx context.Context) ([]Competition, error) {
	var out []Competition
	for _, sp := range sportRows {
		for _, lv := range levelRows {
			c := Competition{Sport: sp.Slug, Level: lv.Slug}
			counts := []struct {
				dst *int
				q   string
			}{
				{&c.Championships, `SELECT COUNT(*) FROM championships WHERE sport_id = ? AND level_id = ?`},
				{&c.Champions, `SELECT COUNT(*) FROM championship_results r JOIN championships c ON c.id = r.championship_id WHERE c.sport_id = ? AND c.level_id = ?`},
				{&c.Franchises, `SELECT COUNT(*) FROM franchises WHERE sport_id = ? AND level_id = ?`},
				{&c.Seasons, `SELECT COUNT(*) FROM seasons WHERE sport_id = ? AND level_id = ?`},
				{&c.Games, `SELECT COUNT(*) FROM games WHERE sport_id = ? AND level_id = ?`},
				{&c.Players, `SELECT COUNT(*) FROM players WHERE sport_id = ? AND level_id = ?`},
				{&c.Coaches, `SELECT COUNT(DISTINCT t.person_id) FROM coach_tenures t JOIN franchises f ON f.id = t.franchise_id WHERE f.sport_id = ? AND f.level_id = ?`},
			}
			for _, q := range counts {
				if err := s.DB.QueryRowContext(ctx, s.Rebind(q.q), sp.ID, lv.ID).Scan(q.dst); err != nil {
					return nil, fmt.Errorf("summary: %w", err)
				}
			}
			if c.Championships+c.Franchises+c.Seasons+c.Games+c.Players == 0 {
				continue
			}
			out = append(out, c)
		}
	}
	return out, nil
}
