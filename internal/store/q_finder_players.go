package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/stats"
)

// PlayerSeasonQuery asks for player season rows: one per player, season
// and team (a player traded mid-season has a row per team; the sources'
// combined rows are left out).
type PlayerSeasonQuery struct {
	FinderScope
	Position string // case-insensitive prefix ("" for all)
	Conds    []FinderCond
	// Per scales totals: "" or "total" as they are, "game" per game played,
	// "36" per 36 minutes, "60" per 60 minutes, "162" per 162 games. Rates
	// (stats.IsRate) are never scaled.
	Per string
	// Columns are the statistics answered as values, in order (the bounds'
	// and the ordering's among them).
	Columns []string
	Qualify *FinderQualify
	// Person keeps one player's seasons (a person slug, "" for all).
	Person string
	// AgeMin and AgeMax bound the season age (see seasonAge); nil for open.
	// A player whose full birth date the data lacks has no age and is left
	// out by either bound.
	AgeMin, AgeMax *int
	FinderPage
}

// FinderQualify keeps the rows meeting a league's qualification rule of
// the era: Measure at least Min of the row's season, or OrStat at least
// OrMin of it. A season with no minimum (no schedule in the data) has no
// qualified rows.
type FinderQualify struct {
	Measure string // a statistic, or plate_appearances
	Min     map[int64]float64
	OrStat  string
	OrMin   map[int64]float64
}

// PlayerSeasonHit is one row a player-season finder answers.
type PlayerSeasonHit struct {
	ID         int64               `json:"id"`
	PlayerID   int64               `json:"player_id"`
	PlayerSlug string              `json:"player_slug"`
	PlayerName string              `json:"player_name"`
	Season     int                 `json:"season"`
	SeasonSlug string              `json:"season_slug"`
	League     string              `json:"league"`
	TeamID     *int64              `json:"team_id"`
	TeamSlug   string              `json:"team_slug"`
	Team       string              `json:"team"`
	Position   string              `json:"position"`
	Age        *int                `json:"age"`
	Values     map[string]*float64 `json:"values"`
	Stats      json.RawMessage     `json:"stats"`
}

// playerFrom is what player finders read: player seasons (ps) and their
// league seasons (s).
const playerFrom = ` FROM player_seasons ps JOIN seasons s ON s.id = ps.season_id`

// notTradedTotal leaves out a traded player's season total (TOT, 2TM, 3TM:
// no franchise), which sits beside his team rows in some sources: the rows
// are the team ones, so no season counts twice in a sum. A team's rows hold
// none. It is added after the budget's count: the count then reads the
// scope's rows on an index alone (every row the query reads), not each row.
var notTradedTotal = "NOT " + tradedTotal("ps")

// playerScope is the scope's terms on playerFrom, before notTradedTotal.
func playerScope(sc FinderScope) (*finderSQL, error) {
	b, err := sportScope(sc)
	if err != nil {
		return nil, err
	}
	if sc.TeamID != 0 {
		b.add("ps.franchise_id = ?", sc.TeamID)
	}
	return b, nil
}

// sportScope is the scope's sport, level, league and seasons (both of the
// first two required).
func sportScope(sc FinderScope) (*finderSQL, error) {
	if sc.Sport == "" || sc.Level == "" {
		return nil, ErrFinderScope
	}
	b := &finderSQL{}
	b.scope(sc)
	return b, nil
}

// finderIndexed are the statistics with an index on their figure by
// season (migration 0028, the same expression as jsonStat's); on
// PostgreSQL each is a stored column of its own (migration 0034, seasonStat).
var finderIndexed = map[string]bool{}

func init() {
	for _, n := range strings.Fields(`home_runs hits runs_batted_in stolen_bases wins strikeouts era batting_average
		points assists rebounds goals passing_yards rushing_yards receiving_yards`) {
		finderIndexed[n] = true
	}
}

// finderPerGame are the statistics with an index on their per-game figure
// by season (migration 0028, perGameKey's expression).
var finderPerGame = map[string]bool{"points": true, "rebounds": true, "assists": true, "goals": true}

// statPick adds the term keeping the rows of the scope whose key (the
// expression of an index on (season_id, key)) meets op v: the index is
// read over the key's range in each season of the scope, so a bound met
// by many rows of other seasons or sports reads none of them.
func (b *finderSQL) statPick(sc FinderScope, key, op string, v float64) {
	ids, args := seasonIDs(sc)
	b.add("ps.id IN (SELECT id FROM player_seasons WHERE player_seasons.season_id IN ("+ids+") AND "+key+" "+op+" ?)", append(args, v)...)
}

// perGameKey is the per-game indexes' expression of a statistic: its total
// over the games played, else the stored per-game figure. Every per-game
// figure perStat gives is within a rounding step of it.
func (s *Store) perGameKey(base string) string {
	return "COALESCE(" + s.jsonStat("stats", base) + " * 1.0 / NULLIF(" + s.jsonStat("stats", "games_played") + ", 0), " +
		s.jsonStat("stats", base+"_per_game") + ")"
}

// perGameBound says whether a bound on stat (scaled by per) can pick its
// rows on a per-game index: its base statistic, and the slack the bound
// widens by there. A <stat>_per_game figure is the total over the games
// rounded to the sport's places (or the stored one), so it meets a bound
// only where the unrounded key is within one step of it; per=game's figure
// is the unrounded key itself.
func perGameBound(sport, stat, per string) (base string, slack float64, ok bool) {
	if b, named := strings.CutSuffix(stat, "_per_game"); named && finderPerGame[b] {
		if p := stats.PerGamePlaces(sport); p > 0 {
			slack = math.Pow10(-p)
		}
		return b, slack, true
	}
	if per == "game" && finderPerGame[stat] {
		return stat, 0, true
	}
	return "", 0, false
}

// perStat is the expression of a statistic of the row of a sport, scaled
// by per.
func (s *Store) perStat(sport, name, per string) string {
	v := s.seasonStat("ps", name)
	if base, ok := strings.CutSuffix(name, "_per_game"); ok && !stats.IsRate(base) {
		// A season's per-game figure is its total over its games played
		// (PTS / GP), rounded as the player pages round it: the sources
		// store it for a few recent seasons only, so read as stored a bound
		// on it left out every earlier season. The stored figure stands
		// where the total or the games are missing.
		return "COALESCE(" + s.round(s.perStat(sport, base, "game"), stats.PerGamePlaces(sport)) + ", " + v + ")"
	}
	if stats.IsRate(name) || unscaled(name, per) {
		return v
	}
	gp, mins := s.jsonStat("ps.stats", "games_played"), s.jsonStat("ps.stats", "minutes")
	switch per {
	case "game":
		return "(" + v + " * 1.0 / NULLIF(" + gp + ", 0))"
	case "162":
		return "(" + v + " * 162.0 / NULLIF(" + gp + ", 0))"
	case "36":
		return "(" + v + " * 36.0 / NULLIF(" + mins + ", 0))"
	case "60":
		return "(" + v + " * 60.0 / NULLIF(" + mins + ", 0))"
	}
	return v
}

// unscaled says whether a scale leaves a statistic as it is: the games a
// figure per game divides by (1 a game, 162 per 162), the minutes a figure
// per 36 or 60 minutes does, and the games started beside them; the
// reference sites' per-game and per-minutes tables show them as counts
// ("points a game over 400 games" bounds the games, not 1). Minutes per
// game are a figure of their own.
func unscaled(name, per string) bool {
	switch name {
	case "games_played", "games_started":
		return true
	case "minutes":
		return per == "36" || per == "60"
	}
	return false
}

// measure is the expression a qualification rule counts in the stats
// column col.
func (s *Store) measure(col, name string) string {
	if name == "plate_appearances" {
		// AB + BB + HBP + SF + SH; a figure a source lacks adds nothing.
		parts := []string{"at_bats", "walks", "hit_by_pitch", "sacrifice_flies", "sacrifice_hits"}
		for i, p := range parts {
			parts[i] = "COALESCE(" + s.jsonStat(col, p) + ", 0)"
		}
		return "(" + strings.Join(parts, " + ") + ")"
	}
	return s.jsonStat(col, name)
}

// measureIndexed are the qualification measures with an index on
// (season_id, measure) (migration 0030, the expression of measure("stats")).
var measureIndexed = map[string]bool{"plate_appearances": true}

// qualifyReads are the statistics a qualification rule reads of each row.
func qualifyReads(qu *FinderQualify) int {
	switch {
	case qu == nil:
		return 0
	case qu.Measure == "plate_appearances":
		return 5 // AB + BB + HBP + SF + SH
	case qu.OrStat != "":
		return 2
	}
	return 1
}

// qualifyPick adds the term keeping the rows of the scope that may meet qu:
// its measure at least the lowest minimum of the scope's seasons, read on
// the measure's index. The exact rule of each row's season is applied too;
// a rule with an alternative (OrStat) picks nothing here. A season's
// qualifiers are about a tenth of its rows: the 2023 batting average read
// 126 of 1,614.
func (s *Store) qualifyPick(b *finderSQL, sc FinderScope, qu *FinderQualify) {
	if qu == nil || qu.OrStat != "" || !measureIndexed[qu.Measure] || len(qu.Min) == 0 {
		return
	}
	low := math.Inf(1)
	for _, m := range qu.Min {
		low = min(low, m)
	}
	b.statPick(sc, s.measure("stats", qu.Measure), ">=", low)
}

// bySeason is a CASE giving each season's number (NULL for a season not in m).
func bySeason(col string, m map[int64]float64) string {
	if len(m) == 0 {
		return "NULL"
	}
	ids := make([]int64, 0, len(m))
	for id := range m {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	var b strings.Builder
	b.WriteString("CASE " + col)
	for _, id := range ids {
		b.WriteString(" WHEN " + strconv.FormatInt(id, 10) + " THEN " + strconv.FormatFloat(m[id], 'f', -1, 64))
	}
	b.WriteString(" END")
	return b.String()
}

// seasonAge is the SQL of a player's age in a season as each sport's
// reference counts it: baseball on June 30 of the season's year, football
// on December 31 of it, basketball and hockey on February 1 of the year the
// season ends. birth is a YYYY-MM-DD column, year the season's start year;
// NULL without a full birth date.
func seasonAge(sport, birth, year string) string {
	ref, day := year, "06-30"
	switch sport {
	case "football":
		day = "12-31"
	case "basketball", "hockey":
		ref, day = "("+year+" + 1)", "02-01"
	}
	return "(CASE WHEN LENGTH(" + birth + ") = 10 THEN " + ref + " - CAST(SUBSTR(" + birth + ", 1, 4) AS INTEGER) - " +
		"(CASE WHEN SUBSTR(" + birth + ", 6, 5) > '" + day + "' THEN 1 ELSE 0 END) END)"
}

// FindPlayerSeasons answers a player-season finder: the page's rows and the
// count of every row matching.
func (s *Store) FindPlayerSeasons(ctx context.Context, q PlayerSeasonQuery) ([]PlayerSeasonHit, int, error) {
	b, err := playerScope(q.FinderScope)
	if err != nil {
		return nil, 0, err
	}
	const from = playerFrom
	// A bound on an indexed statistic (as a total, or a rate) picks its
	// rows through the index: the query then reads those rows only.
	for _, c := range q.Conds {
		if finderIndexed[c.Stat] && (q.Per == "" || q.Per == "total" || stats.IsRate(c.Stat)) {
			b.statPick(q.FinderScope, s.seasonStat("", c.Stat), c.op(), c.Value)
		} else if base, slack, ok := perGameBound(q.Sport, c.Stat, q.Per); ok {
			b.statPick(q.FinderScope, s.perGameKey(base), c.op(), c.Value+c.widen(slack))
		}
	}
	s.qualifyPick(b, q.FinderScope, q.Qualify)
	floor, topTotal, top, err := s.seasonTop(ctx, q)
	if err != nil {
		return nil, 0, err
	}
	if top {
		b.statPick(q.FinderScope, s.seasonStat("", q.Order), ">=", floor)
	}
	if q.Person != "" {
		// One player's rows are few: counted before the budget's check.
		b.add("ps.person_id = (SELECT id FROM people WHERE slug = ?)", q.Person)
	}
	if err := s.budget(ctx, q.FinderPage, statsWeight(len(q.Columns)+qualifyReads(q.Qualify)), from+b.clause(), b.args); err != nil {
		return nil, 0, err
	}
	if q.TeamID == 0 {
		b.add(notTradedTotal)
	}
	if q.Position != "" {
		b.add("UPPER(ps.position) LIKE ?", strings.ToUpper(q.Position)+"%")
	}
	if q.AgeMin != nil || q.AgeMax != nil {
		age := "(SELECT " + seasonAge(q.Sport, "pp.birth_date", "ps.start_year") + " FROM people pp WHERE pp.id = ps.person_id)"
		if q.AgeMin != nil {
			b.add(age+" >= ?", *q.AgeMin)
		}
		if q.AgeMax != nil {
			b.add(age+" <= ?", *q.AgeMax)
		}
	}
	if qu := q.Qualify; qu != nil {
		term := s.measure("ps.stats", qu.Measure) + " >= " + bySeason("s.id", qu.Min)
		if qu.OrStat != "" {
			term = "(" + term + " OR " + s.jsonStat("ps.stats", qu.OrStat) + " >= " + bySeason("s.id", qu.OrMin) + ")"
		}
		b.add(term)
	}
	// The matching rows are found and sorted on their ids and figures
	// alone: the row itself (its stats document, some 600 bytes), its
	// player, league and team are read for the page's rows only. Carried
	// through the sort, the documents were 40% of ordering all of
	// baseball's rows (1,130 -> 660 ms).
	b.conds(q.Conds, func(st string) string { return s.perStat(q.Sport, st, q.Per) })
	cols, pick := statSelect(q.Columns, func(st string) string { return s.perStat(q.Sport, st, q.Per) })
	// Without a statistic to order by, rows go by season (Desc: newest first).
	order, pgOrder := statOrder(q.FinderPage, q.Columns, "start_year", "id")
	inner := `WITH hit AS (SELECT ps.id, ps.start_year` + cols + from + b.clause() + `)`
	sqlText := inner + `, pg AS (SELECT hit.*, COUNT(*) OVER () AS n FROM hit` + order + window(q.FinderPage) + `)
		SELECT pg.id, ps.person_id, p.slug, p.first_name, p.last_name, pg.start_year, s.slug, l.slug,
		ps.franchise_id, COALESCE(f.slug, ''), ps.team_abbreviation, ps.position, ` + seasonAge(q.Sport, "p.birth_date", "pg.start_year") + `,
		ps.stats` + pick + `, pg.n
		FROM pg JOIN player_seasons ps ON ps.id = pg.id JOIN seasons s ON s.id = ps.season_id
		JOIN people p ON p.id = ps.person_id JOIN leagues l ON l.id = s.league_id
		LEFT JOIN franchises f ON f.id = ps.franchise_id` + pgOrder
	out, total, err := finderRows(ctx, s, q.FinderPage, sqlText, inner+" SELECT COUNT(*) FROM hit", b.args, func(rows *sql.Rows, h *PlayerSeasonHit, total *int) error {
		var first, last, stats string
		var team, age sql.NullInt64
		var err error
		h.Values, err = scanStats(rows, q.Columns, total, &h.ID, &h.PlayerID, &h.PlayerSlug, &first, &last, &h.Season, &h.SeasonSlug, &h.League,
			&team, &h.TeamSlug, &h.Team, &h.Position, &age, &stats)
		if err != nil {
			return err
		}
		h.PlayerName = strings.TrimSpace(first + " " + last)
		if team.Valid {
			h.TeamID = &team.Int64
		}
		if age.Valid {
			a := int(age.Int64)
			h.Age = &a
		}
		h.Stats = json.RawMessage(stats)
		return nil
	})
	if top {
		total = topTotal // the page's rows are the head's: the count is every row's
	}
	return out, total, err
}

// statSelect are the select items of the statistics asked for (v0, v1,
// ... by expr) and the outer query's picks of them (pg.v0, ...).
func statSelect(cols []string, expr func(string) string) (sel, pick string) {
	for i, c := range cols {
		v := "v" + strconv.Itoa(i)
		sel += ", " + expr(c) + " AS " + v
		pick += ", pg." + v
	}
	return sel, pick
}

// scanStats scans a finder row whose columns are dst's, then statSelect's
// picks of cols, then the total, and gives the picks' values.
func scanStats(rows *sql.Rows, cols []string, total *int, dst ...any) (map[string]*float64, error) {
	vals := make([]sql.NullFloat64, len(cols))
	// One slice of every destination: appended to dst, it grew twice a row
	// (an eighth of a finder request's allocations).
	all := make([]any, 0, len(dst)+len(cols)+1)
	all = append(all, dst...)
	for i := range vals {
		all = append(all, &vals[i])
	}
	if err := rows.Scan(append(all, total)...); err != nil {
		return nil, err
	}
	return values(cols, vals), nil
}

// statOrder is the ORDER BY of a finder's hit and pg queries: by the
// statistic of p.Order when it is among cols (ties: tie columns, the last
// unique), else by the fallback column then tie (p.Desc: descending).
func statOrder(p FinderPage, cols []string, fallback string, tie ...string) (order, pgOrder string) {
	dir := " ASC"
	if p.Desc {
		dir = " DESC"
	}
	i := slices.Index(cols, p.Order)
	at := func(t string) string {
		ties := make([]string, len(tie))
		for j, c := range tie {
			ties[j] = t + c
		}
		if i >= 0 && p.Order != "" {
			return orderBy(t+"v"+strconv.Itoa(i), p.Desc, strings.Join(ties, ", "))
		}
		return " ORDER BY " + t + fallback + dir + ", " + strings.Join(ties, ", ")
	}
	return at("hit."), at("pg.")
}

// values pairs each column with its number (nil where the row has none),
// rounded to the places a page shows.
func values(cols []string, vals []sql.NullFloat64) map[string]*float64 {
	m := make(map[string]*float64, len(cols))
	nums := make([]float64, len(cols)) // one allocation for the row's figures
	for i, c := range cols {
		if vals[i].Valid {
			nums[i] = roundStat(vals[i].Float64)
			m[c] = &nums[i]
		} else {
			m[c] = nil
		}
	}
	return m
}
