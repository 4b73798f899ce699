package store

import (
	"context"
	"database/sql"
	"strings"
)

// PlayerStreakQuery asks for the longest runs of a player's consecutive
// games (the games he has a line in, by date) whose lines meet every bound
// of Conds, among the lines PlayerGameQuery's other filters select.
type PlayerStreakQuery struct {
	PlayerGameQuery
	// AcrossSeasons lets a run go on into the next season (default: a run
	// ends with its season).
	AcrossSeasons bool
	MinLength     int
}

// PlayerStreak is one run of a player's games.
type PlayerStreak struct {
	PlayerID   int64  `json:"player_id"`
	PlayerSlug string `json:"player_slug"`
	PlayerName string `json:"player_name"`
	StreakSpan
}

// FindPlayerStreaks answers a player streak finder, longest first: runs
// counted as FindStreaks counts a team's. A line linked to
// no person belongs to no run (its player cannot be followed from game to
// game).
func (s *Store) FindPlayerStreaks(ctx context.Context, q PlayerStreakQuery) ([]PlayerStreak, int, error) {
	rowsQ := q.PlayerGameQuery
	rowsQ.Conds = nil // the bounds make the condition, not the rows
	from, b, err := s.lineScope(rowsQ, lineDrive{})
	if err != nil {
		return nil, 0, err
	}
	b.add("l.person_id IS NOT NULL")
	w := weightLineRuns * statsWeight(len(q.Conds))
	if q.Person == "" || !q.within(mostGamesOnePlayer, w) {
		if err := s.budget(ctx, q.FinderPage, w, from+b.clause(), b.args); err != nil {
			return nil, 0, err
		}
	}
	s.lineFilters(b, rowsQ, false)
	cond := make([]string, 0, len(q.Conds))
	args := append([]any(nil), b.args...)
	for _, c := range q.Conds {
		cond = append(cond, s.jsonStat("l.stats", c.Stat)+" "+c.op()+" ?")
	}
	// The condition's arguments come before the WHERE's in the SQL text.
	condArgs := make([]any, len(q.Conds))
	for i, c := range q.Conds {
		condArgs[i] = c.Value
	}
	args = append(condArgs, args...)
	ok := "1"
	if len(cond) > 0 {
		ok = "CASE WHEN " + strings.Join(cond, " AND ") + " THEN 1 ELSE 0 END"
	}
	n := `SELECT l.person_id, g.season_id, ` + lineOrderKey + ` AS k, ` + ok + ` AS ok` + from + b.clause()
	return findRuns(ctx, s, "person_id", n, args, q.AcrossSeasons, q.MinLength, q.FinderPage, "p.slug, p.first_name, p.last_name", "JOIN people p ON p.id = pg.person_id",
		func(rows *sql.Rows, h *PlayerStreak, total *int) error {
			var first, last string
			if err := rows.Scan(append(append([]any{&h.PlayerID, &h.PlayerSlug, &first, &last}, h.scanDst()...), total)...); err != nil {
				return err
			}
			h.PlayerName = strings.TrimSpace(first + " " + last)
			return nil
		})
}
