package store

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"
)

// Team season results (migrations 0029, 0031): each team season's final
// games in order, a letter per game for the team's result, each game's key
// and a letter per game for its type, for the streak finder. Like the team
// season scores they are derived from the games and refilled with them: the
// migration and every import (all of them), and every write of a game
// through refreshTeamScores (the seasons the game was and is in).

const teamResultsMigration = "0031_team_results_all_games"

// resultTypes are the letters of the game types in the results' types, and
// for each game type a finder asks for, the letters it keeps (postseason:
// the playoff rounds and the final together, as the leagues count playoff
// streaks).
var resultTypes = map[string]string{"regular": "R", "playoff": "P", "championship": "C", "postseason": "PC"}

// teamResultsFill orders the final games matching where (a condition on
// games g, "" for all) per team season: the same games, sides and order as
// the streak finder's view of them (teamGamesSQL, gameKey).
func (s *Store) teamResultsFill(where string) string {
	agg := func(expr, sep string) string {
		if s.Dialect == Postgres {
			return "string_agg(" + expr + ", '" + sep + "' ORDER BY k)"
		}
		return "group_concat(" + expr + ", '" + sep + "' ORDER BY k)"
	}
	typ := "CASE g.game_type"
	for _, t := range []string{"regular", "playoff", "championship"} {
		typ += " WHEN '" + t + "' THEN '" + resultTypes[t] + "'"
	}
	typ += " ELSE 'X' END"
	side := func(us, them string) string {
		return `SELECT g.season_id, g.` + us + `_franchise_id AS fid, ` + gameKey("g.game_date", "g.id") + ` AS k,
		CASE WHEN g.` + us + `_score > g.` + them + `_score THEN 'W' WHEN g.` + us + `_score < g.` + them + `_score THEN 'L' ELSE 'T' END AS r,
		` + typ + ` AS t` + finalSides(us) + where
	}
	return `INSERT INTO team_season_results (season_id, franchise_id, results, games, types)
		SELECT season_id, fid, ` + agg("r", "") + `, ` + agg("CAST(k AS TEXT)", " ") + `, ` + agg("t", "") + `
		FROM (` + side("home", "away") + ` UNION ALL ` + side("away", "home") + `) x GROUP BY season_id, fid`
}

// refreshAllTeamResults refills every team season's results.
func (s *Store) refreshAllTeamResults(ctx context.Context, tx *sql.Tx) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM team_season_results`); err != nil {
		return fmt.Errorf("team season results: %w", err)
	}
	if _, err := tx.ExecContext(ctx, s.teamResultsFill("")); err != nil {
		return fmt.Errorf("team season results: %w", err)
	}
	return nil
}

// refreshTeamResults refills the results of one league season.
func (s *Store) refreshTeamResults(ctx context.Context, tx *sql.Tx, season int64) error {
	if _, err := tx.ExecContext(ctx, s.Rebind(`DELETE FROM team_season_results WHERE season_id = ?`), season); err != nil {
		return fmt.Errorf("team season results: %w", err)
	}
	if _, err := tx.ExecContext(ctx, s.Rebind(s.teamResultsFill(" AND g.season_id = ?")), season, season); err != nil {
		return fmt.Errorf("team season results: %w", err)
	}
	return nil
}

// resultKinds are the games a streak of each kind is made of, by the
// team's result (as streakKinds on the finder's view).
var resultKinds = map[string]func(byte) bool{
	"win":      func(r byte) bool { return r == 'W' },
	"loss":     func(r byte) bool { return r == 'L' },
	"unbeaten": func(r byte) bool { return r != 'L' },
	"winless":  func(r byte) bool { return r != 'W' },
}

// fromResults says whether q's runs can be counted on the team season
// results: each season apart, every final game of its teams (or those of
// one type), the kind alone deciding which games a run is made of.
func (q StreakQuery) fromResults() bool {
	_, typed := resultTypes[q.GameType]
	return !q.AcrossSeasons && q.OpponentID == 0 && q.Location == "" && (q.GameType == "" || typed) && q.Result == "" &&
		q.DateMin == "" && q.DateMax == "" && q.Overtime == nil
}

// resultRuns are the runs of q's kind (at least q.MinLength games) in the
// team season results of its scope: the runs the finder's view of every
// game gives, in one row per team season read, not two per game sorted.
// Its budget counts those rows.
func (s *Store) resultRuns(ctx context.Context, q StreakQuery) ([]run, error) {
	ok, found := resultKinds[q.Kind]
	if !found {
		ok = resultKinds["win"]
	}
	b := &finderSQL{}
	b.scope(FinderScope{Sport: q.Sport, Level: q.Level, League: q.League, SeasonMin: q.SeasonMin, SeasonMax: q.SeasonMax})
	if q.TeamID != 0 {
		b.add("r.franchise_id = ?", q.TeamID)
	}
	const from = ` FROM team_season_results r JOIN seasons s ON s.id = r.season_id`
	if err := s.budget(ctx, q.FinderPage, weightTeamRuns, from+b.clause(), b.args); err != nil {
		return nil, err
	}
	rows, err := s.query(ctx, s.Rebind("SELECT r.franchise_id, r.results, r.games, r.types"+from+b.clause()), b.args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	minLen := max(q.MinLength, 1)
	typ := resultTypes[q.GameType] // "": every game
	var runs []run
	for rows.Next() {
		var team int64
		var results, games, types string
		if err := rows.Scan(&team, &results, &games, &types); err != nil {
			return nil, err
		}
		if runs, err = appendRuns(runs, team, results, games, types, typ, ok, minLen); err != nil {
			return nil, err
		}
	}
	return runs, rows.Err()
}

// appendRuns adds a team season's runs: its results a letter per game,
// games their keys in the same order, space-separated, and types their
// types' letters. Games of a type whose letter typ lacks ("": every game is
// kept) are left out of the sequence, as the finder's view leaves them out.
func appendRuns(runs []run, team int64, results, games, types string, typ string, ok func(byte) bool, minLen int) ([]run, error) {
	if len(types) != len(results) {
		return nil, fmt.Errorf("team season results of team %d: %d results, %d types", team, len(results), len(types))
	}
	cur := run{who: team}
	var first, last string // the run's first and last keys
	end := func() error {
		if cur.length >= minLen {
			var err error
			if cur.k0, err = strconv.ParseInt(first, 10, 64); err == nil {
				cur.k1, err = strconv.ParseInt(last, 10, 64)
			}
			if err != nil {
				return fmt.Errorf("team season results of team %d: %w", team, err)
			}
			runs = append(runs, cur)
		}
		cur.length = 0
		return nil
	}
	rest := games
	for i := 0; i < len(results); i++ {
		key, after, _ := strings.Cut(rest, " ")
		rest = after
		if typ != "" && strings.IndexByte(typ, types[i]) < 0 {
			continue
		}
		if !ok(results[i]) {
			if err := end(); err != nil {
				return nil, err
			}
			continue
		}
		if cur.length == 0 {
			first = key
		}
		last = key
		cur.length++
	}
	if err := end(); err != nil {
		return nil, err
	}
	return runs, nil
}
