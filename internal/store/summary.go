package store

import (
	"context"
	"fmt"
	"strings"

	"github.com/almanac-sports/almanac/internal/stats"
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
	// Coverage: player seasons (a player in a season, whatever his teams)
	// and those holding the sport's main figures (stats.HasStatistics);
	// head-coach team-seasons and those with a W-L record.
	PlayerSeasons          int `json:"player_seasons"`
	PlayerSeasonsWithStats int `json:"player_seasons_with_stats"`
	CoachSeasons           int `json:"coach_seasons"`
	CoachSeasonsWithRecord int `json:"coach_seasons_with_record"`
	// Team-seasons on file and those with a head coach on file (a league's
	// seasons no coaching file covers show here).
	TeamSeasons          int `json:"team_seasons"`
	TeamSeasonsWithCoach int `json:"team_seasons_with_coach"`
}

// hasStatsSQL is stats.HasStatistics in SQL over a player_seasons row's
// stats text (its keys written by encoding/json as "name":): 1 when the row
// holds one of the sport's main figures or is a season of no game.
func hasStatsSQL(sport string) string {
	figs := stats.MainFigures(sport)
	if len(figs) == 0 {
		return "0"
	}
	var b strings.Builder
	b.WriteString(`CASE WHEN ps.stats LIKE '%"games_played":0,%' OR ps.stats LIKE '%"games_played":0}%' OR `)
	for i, f := range figs {
		if i > 0 {
			b.WriteString(" OR ")
		}
		b.WriteString(`ps.stats LIKE '%"` + f + `":%'`)
	}
	b.WriteString(" THEN 1 ELSE 0 END")
	return b.String()
}

// playerSeasonCounts are, per sport and level id, the player seasons (a
// player in a season, whatever his teams) and those with statistics, in one
// pass over player_seasons (its stats text is the costly part to read).
func (s *Store) playerSeasonCounts(ctx context.Context) (map[[2]int][2]int, error) {
	var has strings.Builder
	has.WriteString("CASE s.sport_id")
	for _, sp := range sportRows {
		fmt.Fprintf(&has, " WHEN %d THEN %s", sp.ID, hasStatsSQL(sp.Slug))
	}
	has.WriteString(" ELSE 0 END")
	out := map[[2]int][2]int{}
	err := s.scan(ctx, `SELECT x.sport_id, x.level_id, COUNT(*), SUM(x.has) FROM (
  SELECT s.sport_id, s.level_id, MAX(`+has.String()+`) AS has FROM player_seasons ps JOIN seasons s ON s.id = ps.season_id
  GROUP BY s.sport_id, s.level_id, ps.person_id, ps.season_id) x GROUP BY x.sport_id, x.level_id`, func(sc func(...any) error) error {
		var sport, level, n, with int
		if err := sc(&sport, &level, &n, &with); err != nil {
			return err
		}
		out[[2]int{sport, level}] = [2]int{n, with}
		return nil
	})
	return out, err
}

// Summary counts what the database holds per sport and level, in a fixed order.
func (s *Store) Summary(ctx context.Context) ([]Competition, error) {
	ps, err := s.playerSeasonCounts(ctx)
	if err != nil {
		return nil, fmt.Errorf("summary: %w", err)
	}
	var out []Competition
	for _, sp := range sportRows {
		for _, lv := range levelRows {
			c := Competition{Sport: sp.Slug, Level: lv.Slug}
			n := ps[[2]int{sp.ID, lv.ID}]
			c.PlayerSeasons, c.PlayerSeasonsWithStats = n[0], n[1]
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
				{&c.CoachSeasons, `SELECT COUNT(*) FROM coach_tenures t JOIN franchises f ON f.id = t.franchise_id WHERE t.is_head = 1 AND f.sport_id = ? AND f.level_id = ?`},
				{&c.TeamSeasons, `SELECT COUNT(*) FROM team_seasons ts JOIN franchises f ON f.id = ts.franchise_id WHERE f.sport_id = ? AND f.level_id = ?`},
				{&c.TeamSeasonsWithCoach, `SELECT COUNT(*) FROM team_seasons ts JOIN franchises f ON f.id = ts.franchise_id WHERE f.sport_id = ? AND f.level_id = ?
  AND EXISTS (SELECT 1 FROM coach_tenures t WHERE t.franchise_id = ts.franchise_id AND t.season_id = ts.season_id AND t.is_head = 1)`},
				{&c.CoachSeasonsWithRecord, `SELECT COUNT(*) FROM coach_tenures t JOIN franchises f ON f.id = t.franchise_id WHERE t.is_head = 1 AND t.has_record = 1 AND f.sport_id = ? AND f.level_id = ?`},
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
