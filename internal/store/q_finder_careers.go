package store

import (
	"context"
	"database/sql"
	"slices"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/stats"
)

// CareerQuery asks for careers: each player's seasons in the scope summed.
// A bound applies to the sum (or to the rate recomputed from the sums).
type CareerQuery struct {
	FinderScope
	Conds   []FinderCond
	Per     string // "" / "total", or "game": the sum per game played
	Columns []string
	// Complete keeps only careers whose every season in the scope has
	// every column's figure.
	Complete bool
	FinderPage
}

// CareerCoverage says what a career's sums cover: its seasons in the
// scope, and per statistic the seasons that have it where they are fewer.
type CareerCoverage struct {
	Seasons  int            `json:"seasons"`
	Complete bool           `json:"complete"`
	PerStat  map[string]int `json:"per_stat,omitempty"`
}

// CareerHit is one player's career in the scope.
type CareerHit struct {
	PlayerID   int64               `json:"player_id"`
	PlayerSlug string              `json:"player_slug"`
	PlayerName string              `json:"player_name"`
	First      int                 `json:"first_season"`
	Last       int                 `json:"last_season"`
	Values     map[string]*float64 `json:"values"`
	Coverage   CareerCoverage      `json:"career_coverage"`
}

// careerRates are the rates a career recomputes from its sums: numerator
// and denominator of each (the rule of internal/stats' career rates).
var careerRates = map[string][2]string{
	"batting_average":        {"S(hits)", "S(at_bats)"},
	"era":                    {"S(earned_runs) * 27", "S(outs_pitched)"},
	"whip":                   {"(S(hits_allowed) + S(walks_allowed)) * 3", "S(outs_pitched)"},
	"save_percentage":        {"S(saves)", "S(shots_against)"},
	"goals_against_average":  {"S(goals_against) * 60", "S(minutes)"},
	"field_goal_percentage":  {"S(field_goals_made)", "S(field_goals_attempted)"},
	"three_point_percentage": {"S(three_pointers_made)", "S(three_pointers_attempted)"},
	"free_throw_percentage":  {"S(free_throws_made)", "S(free_throws_attempted)"},
	"completion_percentage":  {"S(completions)", "S(passing_attempts)"},
}

// CareerStat says whether a statistic has a career figure: a total, a rate
// recomputed from totals, or a per-game figure of a total.
func CareerStat(name string) bool {
	_, ok := careerRates[name]
	return ok || !stats.IsRate(name) || strings.HasSuffix(name, "_per_game")
}

// careerExpr is a statistic's career figure over the grouped rows, val
// giving a row's figure of a statistic.
func careerExpr(name, per string, val func(string) string) string {
	sum := func(n string) string { return "SUM(" + val(n) + ")" }
	expand := func(e string) string {
		for {
			i := strings.Index(e, "S(")
			if i < 0 {
				return e
			}
			j := strings.IndexByte(e[i:], ')') + i
			e = e[:i] + sum(e[i+2:j]) + e[j+1:]
		}
	}
	if r, ok := careerRates[name]; ok {
		return "(" + expand(r[0]) + " * 1.0 / NULLIF(" + expand(r[1]) + ", 0))"
	}
	if base, ok := strings.CutSuffix(name, "_per_game"); ok {
		return "(" + sum(base) + " * 1.0 / NULLIF(" + sum("games_played") + ", 0))"
	}
	if per == "game" && !unscaled(name, per) {
		return "(" + sum(name) + " * 1.0 / NULLIF(" + sum("games_played") + ", 0))"
	}
	return sum(name)
}

// FindCareers answers a career finder: a leader list's page from the
// head of its ordering where that holds, else from every career.
func (s *Store) FindCareers(ctx context.Context, q CareerQuery) ([]CareerHit, int, error) {
	if _, err := careerScope(q.FinderScope); err != nil {
		return nil, 0, err
	}
	head, err := s.careerTop(ctx, q)
	if err != nil {
		return nil, 0, err
	}
	if head != nil {
		out, _, err := s.findCareers(ctx, q, head.ids)
		if err != nil || head.holds(out, q) {
			return out, head.total, err
		}
	}
	return s.findCareers(ctx, q, nil)
}

// findCareers answers a career finder over the players ids (nil for all).
func (s *Store) findCareers(ctx context.Context, q CareerQuery, ids []string) ([]CareerHit, int, error) {
	b, err := careerScope(q.FinderScope)
	if err != nil {
		return nil, 0, err
	}
	const from = playerFrom
	if ids != nil {
		b.add(personIn(ids))
	} else if err := s.careerCandidates(ctx, q, b); err != nil {
		return nil, 0, err
	}
	if err := s.budget(ctx, q.FinderPage, weightCareer*statsWeight(len(q.Columns)+1), from+b.clause(), b.args); err != nil {
		return nil, 0, err
	}
	// Each row's figures are read out of its stats document once, into a
	// materialized set of numbers (r, a column x_<name> per statistic),
	// before the rows are grouped by player: grouped straight off the
	// table, every row's document rode through the grouping's sort (all of
	// baseball's careers by doubles: 872 -> 662 ms).
	var names []string
	val := func(n string) string {
		if !plainName(n) {
			return "NULL"
		}
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
		return "r.x_" + n
	}
	// The seasons a statistic covers: those with its figure, and those of
	// no game (nothing there to miss).
	covered := func(st string) string {
		return "COUNT(DISTINCT CASE WHEN " + val(st) + " IS NOT NULL OR " + val("games_played") + " = 0 THEN r.start_year END)"
	}
	expr := func(st string) string { return careerExpr(st, q.Per, val) }
	cols := make([]string, 0, 2*len(q.Columns))
	for i, c := range q.Columns {
		n := strconv.Itoa(i)
		cols = append(cols, expr(c)+" AS v"+n, covered(c)+" AS c"+n)
	}
	having := &finderSQL{}
	having.conds(q.Conds, expr)
	if q.Complete {
		for _, c := range q.Columns {
			having.add(covered(c) + " = COUNT(DISTINCT r.start_year)")
		}
	}
	hv := ""
	if len(having.where) > 0 {
		hv = " HAVING " + strings.Join(having.where, " AND ")
	}
	figures := ""
	for _, n := range names {
		figures += ", " + s.seasonRead("ps", n) + " AS x_" + n
	}
	inner := `WITH r AS MATERIALIZED (SELECT ps.person_id, ps.start_year` + figures + from + b.clause() + `),
		hit AS (SELECT r.person_id, MIN(r.start_year) AS first, MAX(r.start_year) AS last, COUNT(DISTINCT r.start_year) AS seasons, ` +
		strings.Join(cols, ", ") + " FROM r GROUP BY r.person_id" + hv + ")"
	order, pgOrder := " ORDER BY hit.person_id", " ORDER BY pg.person_id"
	if i := indexOf(q.Columns, q.Order); i >= 0 {
		order, pgOrder = orderBy("hit.v"+strconv.Itoa(i), q.Desc, "hit.person_id"), orderBy("pg.v"+strconv.Itoa(i), q.Desc, "pg.person_id")
	}
	sqlText := inner + `, pg AS (SELECT hit.*, COUNT(*) OVER () AS n FROM hit` + order + window(q.FinderPage) + `)
		SELECT pg.*, p.slug, p.first_name, p.last_name FROM pg JOIN people p ON p.id = pg.person_id` + pgOrder
	args := append(append([]any(nil), b.args...), having.args...)
	return finderRows(ctx, s, q.FinderPage, sqlText, inner+" SELECT COUNT(*) FROM hit", args, func(rows *sql.Rows, h *CareerHit, total *int) error {
		vals := make([]sql.NullFloat64, len(q.Columns))
		counts := make([]int, len(q.Columns))
		dst := []any{&h.PlayerID, &h.First, &h.Last, &h.Coverage.Seasons}
		for i := range vals {
			dst = append(dst, &vals[i], &counts[i])
		}
		var first, last string
		if err := rows.Scan(append(dst, total, &h.PlayerSlug, &first, &last)...); err != nil {
			return err
		}
		h.PlayerName = strings.TrimSpace(first + " " + last)
		h.Values = values(q.Columns, vals)
		h.Coverage.Complete = true
		for i, c := range q.Columns {
			if counts[i] < h.Coverage.Seasons {
				if h.Coverage.PerStat == nil {
					h.Coverage.PerStat = map[string]int{}
				}
				h.Coverage.PerStat[c] = counts[i]
				h.Coverage.Complete = false
			}
		}
		return nil
	})
}

// careerPicked are the statistics whose career sums a lower bound can
// pick candidates for on their season index (migration 0028): sums, so a
// player's rows of the scope above zero sum to at least his career's,
// whichever rows stand for a traded season, and yards too, which a
// season can have below zero.
var careerPicked = map[string]bool{}

func init() {
	for _, n := range strings.Fields(`home_runs hits runs_batted_in stolen_bases wins strikeouts points assists rebounds goals
		passing_yards rushing_yards receiving_yards`) {
		careerPicked[n] = true
	}
}

// maxCandidates is the most players a career bound's candidates narrow the
// query to; a bound more of them meet narrows it too little to be worth it.
const maxCandidates = 1000

// careerCandidates narrows q's rows, where a lower bound allows it, to the
// players who may meet it (the first bound that narrows to few enough).
// Only they can meet it, so the sums then read their rows only.
//   - A summed count (careerPicked): the players whose rows of the scope's
//     seasons sum to the bound at least, summed on the count's (season,
//     figure, person) index alone, no stats document read (the NHL's
//     400-goal careers since 2000: 28 players of 2,400). A row of 0 adds
//     nothing to a sum a positive bound asks of, so only the rows above 0
//     are read and grouped, a range of the index: the grouping's sort was
//     most of the pick's work, and most baseball rows have no home run (500
//     home runs: 52 -> 21 ms).
//   - A count per game (finderPerGame): the players with a season at the
//     bound or above on the per-game index, since an average of seasons is
//     at most the best of them; and those with a season of no games, whose
//     total counts without its games (migration 0033).
func (s *Store) careerCandidates(ctx context.Context, q CareerQuery, b *finderSQL) error {
	// A team's careers are its own rows, found on its index already.
	if q.TeamID != 0 {
		return nil
	}
	total := q.Per == "" || q.Per == "total"
	for _, c := range q.Conds {
		if c.op() != ">=" || c.Value <= 0 {
			continue
		}
		seasons, args := seasonIDs(q.FinderScope)
		var pick string
		// A career's per-game figure is unrounded: no slack to widen by.
		if base, _, ok := perGameBound(q.Sport, c.Stat, q.Per); ok {
			pick = `SELECT person_id FROM player_seasons WHERE player_seasons.season_id IN (` + seasons + `) AND ` + s.perGameKey(base) + ` >= ?
				UNION SELECT person_id FROM player_seasons WHERE player_seasons.season_id IN (` + seasons + `) AND COALESCE(` + s.jsonStat("stats", "games_played") + `, 0) = 0`
			args = append(append(args, c.Value), args...)
		} else if careerPicked[c.Stat] && total {
			key := s.seasonStat("", c.Stat)
			pick = `SELECT person_id FROM player_seasons WHERE player_seasons.season_id IN (` + seasons + `)
				AND ` + key + ` > 0 GROUP BY person_id HAVING SUM(` + key + `) >= ?`
			args = append(args, c.Value)
		} else {
			continue
		}
		rows, err := s.finderQuery(ctx, s.Rebind(pick+` LIMIT `+strconv.Itoa(maxCandidates+1)), args...)
		if err != nil {
			return err
		}
		ids := make([]string, 0, 64)
		for rows.Next() {
			var id int64
			if err := rows.Scan(&id); err != nil {
				rows.Close()
				return err
			}
			ids = append(ids, strconv.FormatInt(id, 10))
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		if len(ids) > maxCandidates {
			continue
		}
		if len(ids) == 0 {
			b.add("1 = 0")
			return nil
		}
		b.add(personIn(ids))
		return nil
	}
	return nil
}

// careerScope is the scope's terms on playerFrom for careers: a season a
// player spent with several teams counts once, as the player page counts
// it. Its total row (no franchise) stands for it where the source has one,
// since the sources fix figures on the total they leave on the team rows;
// else its team rows are summed. A team's careers sum its rows alone.
func careerScope(sc FinderScope) (*finderSQL, error) {
	if sc.TeamID != 0 {
		return playerScope(sc)
	}
	b, err := sportScope(sc)
	if err != nil {
		return nil, err
	}
	// The total rows of the scope's seasons are few: the team rows they
	// stand for are found once, as one set, on indexes alone (migration
	// 0026), not probed row by row.
	ids, args := seasonIDs(sc)
	b.add("ps.id NOT IN ("+seasonTeamRows(ids)+")", args...)
	return b, nil
}

func indexOf(xs []string, x string) int {
	for i, v := range xs {
		if v == x && x != "" {
			return i
		}
	}
	return -1
}
