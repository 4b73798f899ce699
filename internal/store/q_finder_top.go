package store

import (
	"context"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/stats"
)

// Leader lists: a finder ordered (descending) by an indexed figure and
// narrowed by nothing but its scope asks for the head of that ordering.
// Read whole, every row of the scope was parsed to be sorted (the most
// hits in a baseball season: 117,000 rows, about 2 s); the head is found
// on the figure's index instead, and only its rows are read. The count of
// every row is taken on indexes too.

// The deepest page end (offset + limit) a head is picked for: seasons'
// heads read that many rows (baseball's 2,000 most hits: 95 ms), careers'
// that many players' (its 300 leaders in hits: 165 ms; 1,000 took 260,
// past the 200 a finder query may take). Deeper pages read every row, as
// far as the budget allows.
const (
	seasonTopMax = 2000
	careerTopMax = 300
	// A season's head is read off each season's index on PostgreSQL down to
	// this page end; its cost is seasons × end rows (baseball's every row
	// costs what 450 heads of its 296 seasons do).
	pgLateralTopMax = 300
)

// tradedTotal is the term of a traded player's season total row (TOT,
// 2TM, 3TM: no franchise) of player_seasons aliased t ("" for none).
func tradedTotal(t string) string {
	if t != "" {
		t += "."
	}
	return "(" + t + "franchise_id IS NULL AND (" + t + "team_abbreviation = 'TOT' OR " + t + "team_abbreviation LIKE '_TM'))"
}

// seasonTop applies to a player-season finder ordered (descending) by an
// indexed figure, with no term but its scope, and a page: it gives the
// figure of the page's last row, counting the rows the finder answers
// (traded totals aside) down the figure's index, and the count of every
// row the finder answers. The page then reads the rows at that figure or
// above alone: ties included, the order among them is whole.
func (s *Store) seasonTop(ctx context.Context, q PlayerSeasonQuery) (floor float64, total int, ok bool, err error) {
	end := q.Offset + q.Limit
	if !q.Desc || q.Limit <= 0 || end > seasonTopMax || !finderIndexed[q.Order] || indexOf(q.Columns, q.Order) < 0 ||
		(q.Per != "" && q.Per != "total" && !stats.IsRate(q.Order)) ||
		len(q.Conds) > 0 || q.Position != "" || q.AgeMin != nil || q.AgeMax != nil || q.Qualify != nil || q.Person != "" || q.TeamID != 0 {
		return 0, 0, false, nil
	}
	ids, args := seasonIDs(q.FinderScope)
	key := s.seasonStat("", q.Order)
	head := `SELECT ` + key + ` FROM player_seasons WHERE season_id IN (` + ids + `) AND ` + key + ` IS NOT NULL
		AND NOT ` + tradedTotal("") + ` ORDER BY ` + key + ` DESC`
	if s.Dialect == Postgres && end <= pgLateralTopMax {
		// PostgreSQL merges no index's heads over several seasons: each
		// season's head is read on the index and the heads are sorted
		// (baseball's 100 most hits: 296 heads, 70 ms against 330 for its
		// every row).
		sc := &finderSQL{}
		sc.scopeOn("xs", q.FinderScope) // seasonIDs' terms and arguments
		head = `SELECT t.v FROM seasons xs CROSS JOIN LATERAL (SELECT ` + key + ` AS v FROM player_seasons
			WHERE season_id = xs.id AND ` + key + ` IS NOT NULL AND NOT ` + tradedTotal("") + ` ORDER BY ` + key + ` DESC LIMIT ` + strconv.Itoa(end) + `) t` +
			sc.clause() + ` ORDER BY t.v DESC`
	}
	rows, err := s.finderQuery(ctx, s.Rebind(head+` LIMIT 1 OFFSET `+strconv.Itoa(end-1)), args...)
	if err != nil {
		return 0, 0, false, err
	}
	found := rows.Next()
	if found {
		err = rows.Scan(&floor)
	}
	rows.Close()
	if err == nil {
		err = rows.Err()
	}
	if err != nil || !found { // not found: fewer rows have the figure than the page ends at
		return 0, 0, false, err
	}
	// The scope's rows less its traded totals: both on indexes (a total has
	// no franchise, migration 0026's partial index).
	total, err = s.finderCount(ctx, s.Rebind(`SELECT (SELECT COUNT(*) FROM player_seasons WHERE season_id IN (`+ids+`)) -
		(SELECT COUNT(*) FROM player_seasons WHERE season_id IN (`+ids+`) AND `+tradedTotal("")+`)`), append(args, args...)...)
	return floor, total, err == nil, err
}

// careerHead is the head of a career ordering: its players, the sum the
// page's last one reaches at least, and the count of every career.
type careerHead struct {
	ids   []string
	floor float64
	total int
}

// careerTop applies to a career finder ordered (descending) by a summed
// count (careerPicked), with no bound, no team and a page: it sums each
// player's rows of the scope above zero on the count's index, as the
// career counts them (a traded season's total row, not its team rows), and
// keeps the players down to the page's end, ties included. A count's sum
// is its career's; yards' is at least it (a season can be below zero), so
// the answer is checked (holds) before it stands.
func (s *Store) careerTop(ctx context.Context, q CareerQuery) (*careerHead, error) {
	end := q.Offset + q.Limit
	if !q.Desc || q.Limit <= 0 || end > careerTopMax || !careerPicked[q.Order] || indexOf(q.Columns, q.Order) < 0 ||
		(q.Per != "" && q.Per != "total") || q.TeamID != 0 || len(q.Conds) > 0 || q.Complete {
		return nil, nil
	}
	ids, args := seasonIDs(q.FinderScope)
	key := s.seasonStat("", q.Order)
	sums := `SELECT person_id, SUM(` + key + `) FROM player_seasons WHERE season_id IN (` + ids + `) AND ` + key + ` > 0
		AND id NOT IN (` + seasonTeamRows(ids) + `) GROUP BY person_id ORDER BY 2 DESC`
	if s.Dialect == Postgres {
		// Every row above zero, less the team rows of seasons a total row
		// stands for (a couple of hundred): PostgreSQL's index holds no
		// row id or franchise to tell a team row by, so this reads the
		// rows on the index alone (baseball's hits: 580 -> 67 ms). Counts
		// sum exactly; a player's sum above zero is one with such a row.
		// SQLite's index holds the row id: it keeps the plain form.
		tk := s.seasonStat("t", q.Order)
		sums = `SELECT person_id, SUM(v) FROM (SELECT person_id, ` + key + ` AS v FROM player_seasons WHERE season_id IN (` + ids + `) AND ` + key + ` > 0
		UNION ALL SELECT t.person_id, -` + tk + ` FROM player_seasons x JOIN player_seasons t
		ON t.person_id = x.person_id AND t.season_id = x.season_id AND t.franchise_id IS NOT NULL
		WHERE x.franchise_id IS NULL AND x.season_id IN (` + ids + `) AND ` + tk + ` > 0) AS r
		GROUP BY person_id HAVING SUM(v) > 0 ORDER BY 2 DESC`
	}
	rows, err := s.finderQuery(ctx, s.Rebind(sums), append(args, args...)...)
	if err != nil {
		return nil, err
	}
	h := &careerHead{}
	for rows.Next() {
		var id int64
		var sum float64
		if err := rows.Scan(&id, &sum); err != nil {
			rows.Close()
			return nil, err
		}
		if len(h.ids) >= end && sum < h.floor {
			break
		}
		h.ids = append(h.ids, strconv.FormatInt(id, 10))
		if len(h.ids) == end {
			h.floor = sum
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(h.ids) < end { // fewer players have the count than the page ends at
		return nil, nil
	}
	// Every player of the scope has a career: counted on the (season,
	// person) index alone (migration 0032).
	h.total, err = s.finderCount(ctx, s.Rebind(`SELECT COUNT(DISTINCT person_id) FROM player_seasons WHERE season_id IN (`+ids+`)`), args...)
	return h, err
}

// holds says whether the page a head's players gave is the whole
// ordering's: full, and its last sum at the head's floor at least (every
// other player's sum is below it).
func (h *careerHead) holds(out []CareerHit, q CareerQuery) bool {
	if len(out) < q.Limit {
		return false
	}
	v := out[len(out)-1].Values[q.Order]
	return v != nil && *v >= h.floor
}

// seasonTeamRows is the subquery of the team rows of the seasons (ids, a
// subquery) a player spent with several teams where a total row stands for
// them: found on indexes alone (migration 0026), as one set.
func seasonTeamRows(ids string) string {
	return `SELECT t.id FROM player_seasons x JOIN player_seasons t
		ON t.person_id = x.person_id AND t.season_id = x.season_id AND t.franchise_id IS NOT NULL
		WHERE x.franchise_id IS NULL AND x.season_id IN (` + ids + `)`
}

// personIn is the term keeping the rows of the players ids.
func personIn(ids []string) string {
	return "ps.person_id IN (" + strings.Join(ids, ", ") + ")"
}
