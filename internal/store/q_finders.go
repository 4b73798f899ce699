package store

// Finders: ad-hoc questions over player seasons, team seasons, team games
// and streaks, answered by SQL in the database (never from a copy of the
// rows in memory). Every finder is one query: the rows of the scope with
// the statistics asked for as columns, filtered and ordered on them, the
// page cut with LIMIT and the total counted with COUNT(*) OVER (). Before
// it runs, the rows it would read are counted on the indexes: past the
// budget the finder refuses (FinderBudgetError) rather than read them.

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/stats"
)

// FinderCond bounds one statistic: Stat >= Value (Op ">=") or Stat <= Value.
type FinderCond struct {
	Stat  string
	Op    string // ">=" or "<="
	Value float64
}

// FinderScope is what every finder narrows by before its statistics.
type FinderScope struct {
	Sport, Level         string // slugs (both required)
	League               string // league slug, "" for all
	SeasonMin, SeasonMax int    // start years, 0 for open
	TeamID               int64  // franchise, 0 for all
}

// FinderPage is the ordering and the window of a finder's rows.
type FinderPage struct {
	Order  string // a statistic of the finder ("" for its default)
	Desc   bool
	Offset int
	Limit  int // 0: every row (a CSV export)
	// MaxRows is the budget: the most row reads the query may make, each
	// row weighed by its cost (see weightCareer; 0: no budget).
	MaxRows int
}

// FinderBudgetError is a query that would read more of its rows than the
// Max its budget allows (Rows counted up to Max + 1).
type FinderBudgetError struct{ Rows, Max int }

func (e *FinderBudgetError) Error() string {
	return fmt.Sprintf("the query would read more than the %d rows allowed", e.Max)
}

// A finder's budget (FinderPage.MaxRows) is in row reads: a row of player
// seasons read whole for one statistic is one (some 6 µs on one core), and
// a row of each finder weighs what reading it costs beside that, measured
// on the full dataset in each finder's costliest shape (seasons ordered
// by a figure no index holds, careers by one summed and covered, team
// games ordered by points, hockey lines by shots, baseball's win streaks).
// The budget a query gets in its own rows is MaxRows over its weight.
const (
	weightCareer      = 1.25 // summed by player, each figure's coverage counted
	weightTeamSeason  = 0.65 // its scores summed from the games
	weightTeamGame    = 0.5  // a game from one side: no stats document
	weightTeamRuns    = 4    // a team season's results, walked game by game
	weightLine        = 0.45 // a player's game line, its smaller document, bounded
	weightLineOrdered = 0.27 // the same with no bound: counted apart, a page sorted
	weightLineRuns    = 0.6  // a line walked into a player's runs
	weightLineByDate  = 0.05 // a line counted on indexes, a page read by date
)

// statsWeight is the weight of a row read whole for k statistics: each past
// the first adds about a seventh of the row's cost (ten of them: 2.3x).
func statsWeight(k int) float64 { return float64(6+max(k, 1)) / 7 }

// ErrFinderScope is a scope naming no sport or level.
var ErrFinderScope = errors.New("finder: sport and level are required")

// finderSQL collects a finder query's WHERE terms and their arguments.
type finderSQL struct {
	where []string
	args  []any
}

func (b *finderSQL) add(term string, args ...any) {
	b.where = append(b.where, term)
	b.args = append(b.args, args...)
}

func (b *finderSQL) clause() string {
	if len(b.where) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(b.where, " AND ")
}

// scope adds the season terms on the seasons table aliased s.
func (b *finderSQL) scope(sc FinderScope) { b.scopeOn("s", sc) }

// scopeOn adds the season terms on the seasons table aliased a.
func (b *finderSQL) scopeOn(a string, sc FinderScope) {
	b.add(a+".sport_id = (SELECT id FROM sports WHERE slug = ?)", sc.Sport)
	b.add(a+".level_id = (SELECT id FROM levels WHERE slug = ?)", sc.Level)
	if sc.League != "" {
		b.add(a+".league_id = (SELECT id FROM leagues WHERE slug = ?)", sc.League)
	}
	if sc.SeasonMin > 0 {
		b.add(a+".start_year >= ?", sc.SeasonMin)
	}
	if sc.SeasonMax > 0 {
		b.add(a+".start_year <= ?", sc.SeasonMax)
	}
}

// seasonIDs is the subquery of the ids of the scope's league seasons (its
// team aside), with its arguments.
func seasonIDs(sc FinderScope) (string, []any) {
	in := &finderSQL{}
	in.scopeOn("xs", sc)
	return "SELECT xs.id FROM seasons xs" + in.clause(), in.args
}

// conds adds each bound on the statistic columns col names (stat → column
// or expression of the outer query); a null never passes a bound.
func (b *finderSQL) conds(cs []FinderCond, col func(string) string) {
	for _, c := range cs {
		b.add(col(c.Stat)+" "+c.op()+" ?", c.Value)
	}
}

// widen is d taken off a lower bound's value or added to an upper one's:
// the looser bound a prefilter applies.
func (c FinderCond) widen(d float64) float64 {
	if c.op() == "<=" {
		return d
	}
	return -d
}

// op is the bound's SQL operator (only these two ever reach the SQL).
func (c FinderCond) op() string {
	if c.Op == "<=" {
		return "<="
	}
	return ">="
}

// orderBy is the ORDER BY of expr (nulls last: a missing figure is not a
// low one), then tie (a unique key, so pages never overlap).
func orderBy(expr string, desc bool, tie string) string {
	dir := " ASC"
	if desc {
		dir = " DESC"
	}
	return " ORDER BY " + expr + dir + " NULLS LAST, " + tie
}

// window is the LIMIT/OFFSET of p ("" for every row).
func window(p FinderPage) string {
	if p.Limit <= 0 {
		return ""
	}
	return " LIMIT " + strconv.Itoa(p.Limit) + " OFFSET " + strconv.Itoa(max(p.Offset, 0))
}

// mostGamesOnePlayer bounds the game lines a question naming one player
// reads: the most games any player has played in one of the data's
// leagues (Pete Rose's 3,562 in MLB; the data's most lines for a player
// are 718).
const mostGamesOnePlayer = 3600

// within reports whether rows rows of weight w fit p's budget without
// counting them: a question bounded by its shape (one player's games) need
// not pay a count to learn it.
func (p FinderPage) within(rows int, w float64) bool {
	return p.MaxRows <= 0 || float64(rows)*w <= float64(p.MaxRows)
}

// budget counts the rows the query reads (from: its " FROM ... WHERE ..."),
// each of weight w, and refuses past p.MaxRows.
func (s *Store) budget(ctx context.Context, p FinderPage, w float64, from string, args []any) error {
	if p.MaxRows <= 0 {
		return nil
	}
	_, err := s.budgetCount(ctx, p, w, from, args)
	return err
}

// budgetCount is budget that answers the count (counted with or without a
// budget). With a budget it counts no further than one row past it, so a
// refusal costs what the budget allows at most (every NHL line: 400,000
// counted in 300 ms before).
func (s *Store) budgetCount(ctx context.Context, p FinderPage, w float64, from string, args []any) (int, error) {
	countSQL, limit := "SELECT COUNT(*)"+from, 0
	if p.MaxRows > 0 {
		limit = max(int(float64(p.MaxRows)/w), 1)
		countSQL = "SELECT COUNT(*) FROM (SELECT 1" + from + " LIMIT " + strconv.Itoa(limit+1) + ") AS budget"
	}
	n, err := s.finderCount(ctx, s.Rebind(countSQL), args...)
	if err != nil {
		return 0, err
	}
	if limit > 0 && n > limit {
		return n, &FinderBudgetError{Rows: n, Max: limit}
	}
	return n, nil
}

// jsonStat is the number under name in the JSON stats column col (null
// when absent). Names are checked against the data's own before they get
// here, and hold only [a-z0-9_].
func (s *Store) jsonStat(col, name string) string {
	if !plainName(name) {
		return "NULL"
	}
	if s.Dialect == Postgres {
		return "((" + col + "::jsonb ->> '" + name + "')::float8)"
	}
	return "json_extract(" + col + ", '$." + name + "')"
}

// seasonStat is the figure name of the player_seasons row aliased alias
// ("" for the bare table). On PostgreSQL an indexed figure (finderIndexed)
// is its stored column (migration 0034), which its index holds and which
// is read without parsing the row's document; elsewhere it is jsonStat's.
func (s *Store) seasonStat(alias, name string) string {
	if alias != "" {
		alias += "."
	}
	if s.Dialect == Postgres && finderIndexed[name] {
		return alias + "stat_" + name
	}
	return s.jsonStat(alias+"stats", name)
}

// seasonRead is seasonStat where every row of a set is read and no index
// is matched. PostgreSQL parses the document of a figure with no column of
// its own; parsed as json (no tree is built) it costs 60% of a jsonb cast
// (baseball's 117,000 hits: 0.8 s against 1.3).
func (s *Store) seasonRead(alias, name string) string {
	if s.Dialect != Postgres || finderIndexed[name] || !plainName(name) {
		return s.seasonStat(alias, name)
	}
	if alias != "" {
		alias += "."
	}
	return "((" + alias + "stats::json ->> '" + name + "')::float8)"
}

// round is expr rounded to places decimals (unrounded for none), in the
// dialect's terms: PostgreSQL rounds to places on numeric only.
func (s *Store) round(expr string, places int) string {
	if places <= 0 {
		return expr
	}
	p := strconv.Itoa(places)
	if s.Dialect == Postgres {
		return "(ROUND(CAST(" + expr + " AS numeric), " + p + ")::float8)"
	}
	return "ROUND(" + expr + ", " + p + ")"
}

func plainName(name string) bool {
	if name == "" || len(name) > 64 {
		return false
	}
	for _, c := range name {
		if (c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '_' {
			return false
		}
	}
	return true
}

// FinderSeason is a league season with its schedule: the games most of its
// teams played (0 without records), for the qualification rules.
type FinderSeason struct {
	StartYear int
	Games     int
}

// FinderSchedules are the seasons of a sport and level by id, each with its
// schedule. Baseball's tied games were replayed, so they are no part of its
// schedule.
func (s *Store) FinderSchedules(ctx context.Context, sport, level string) (map[int64]FinderSeason, error) {
	rows, err := s.query(ctx, s.Rebind(`SELECT s.id, s.start_year, ts.wins + ts.losses + ts.ot_losses + CASE WHEN ? = 'baseball' THEN 0 ELSE ts.ties END
		FROM seasons s JOIN team_seasons ts ON ts.season_id = s.id AND ts.has_record = 1
		WHERE s.sport_id = (SELECT id FROM sports WHERE slug = ?) AND s.level_id = (SELECT id FROM levels WHERE slug = ?)`), sport, sport, level)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	games := map[int64][]int{}
	years := map[int64]int{}
	for rows.Next() {
		var id int64
		var year, g int
		if err := rows.Scan(&id, &year, &g); err != nil {
			return nil, err
		}
		games[id] = append(games[id], g)
		years[id] = year
	}
	out := make(map[int64]FinderSeason, len(games))
	for id, g := range games {
		out[id] = FinderSeason{StartYear: years[id], Games: stats.ScheduleLength(g)}
	}
	return out, rows.Err()
}

// roundStat rounds a computed figure to the three places an answer shows.
func roundStat(v float64) float64 { return stats.RoundTo(v, 3) }

// finderRows runs a finder's query, scanning each row with scan (given the
// total, the query's last column, COUNT(*) OVER ()). A page past the end
// holds no row to carry the total: countSQL then counts it.
func finderRows[T any](ctx context.Context, s *Store, p FinderPage, q, countSQL string, args []any, scan func(*sql.Rows, *T, *int) error) ([]T, int, error) {
	rows, err := s.finderQuery(ctx, s.Rebind(q), args...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var out []T
	total := 0
	for rows.Next() {
		var h T
		if err := scan(rows, &h, &total); err != nil {
			return nil, 0, err
		}
		if out == nil && p.Limit > 0 {
			// The first row gives the total, so the page's size: grown
			// row by row, a page of 100 was copied seven times.
			out = make([]T, 0, max(min(total-p.Offset, p.Limit), 1))
		}
		out = append(out, h)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	if len(out) == 0 && p.Offset > 0 {
		total, err = s.finderCount(ctx, s.Rebind(countSQL), args...)
	}
	return out, total, err
}
