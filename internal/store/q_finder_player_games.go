package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// PlayerGameQuery asks for player game lines (player_game_lines) with the
// team-game filters read from the player's side: TeamID is the player's
// team, OpponentID the other side, Location and Result the player's team's.
// Conds bound the line's statistics.
type PlayerGameQuery struct {
	TeamGameQuery
	Person   string // a person slug, "" for all
	Position string // case-insensitive prefix, "" for all
	// Columns are the statistics answered as values, in order.
	Columns []string
}

// PlayerGameHit is one player's line in one game.
type PlayerGameHit struct {
	ID            int64               `json:"id"`
	GameID        int64               `json:"game_id"`
	GameSlug      string              `json:"game_slug"`
	Date          string              `json:"date"`
	Season        int                 `json:"season"`
	GameType      string              `json:"game_type"`
	PlayerID      *int64              `json:"player_id"`
	PlayerSlug    string              `json:"player_slug"`
	PlayerName    string              `json:"player_name"`
	Position      string              `json:"position"`
	TeamID        *int64              `json:"team_id"`
	TeamSlug      string              `json:"team_slug"`
	Team          string              `json:"team"`
	OpponentID    *int64              `json:"opponent_id"`
	OpponentSlug  string              `json:"opponent_slug"`
	Opponent      string              `json:"opponent"`
	Location      string              `json:"location"`
	Result        *string             `json:"result"`
	TeamScore     *int                `json:"team_score"`
	OpponentScore *int                `json:"opponent_score"`
	Values        map[string]*float64 `json:"values"`
	Stats         json.RawMessage     `json:"stats"`
}

// lineFrom is what the line finders read: lines (l), their games (g) and
// the games' league seasons (s). linesFirst reads the lines first (a
// player's, or those an indexed bound picks) and scopeFirst the scope's
// seasons, then their games' lines: SQLite keeps a CROSS JOIN's order
// (PostgreSQL plans it as any join), and left to itself it went season,
// game, then each game's lines probed for every line an indexed bound
// picked (two seconds for 150 lines), or down a bound's index whatever the
// scope.
const (
	lineFrom   = ` FROM player_game_lines l JOIN games g ON g.id = l.game_id JOIN seasons s ON s.id = g.season_id`
	linesFirst = ` FROM player_game_lines l CROSS JOIN games g CROSS JOIN seasons s`
	scopeFirst = ` FROM seasons s CROSS JOIN games g CROSS JOIN player_game_lines l`
)

// A line's side of its game: the player's team, the opponent, their scores.
const (
	lineTeam      = "(CASE WHEN l.home = 1 THEN g.home_franchise_id ELSE g.away_franchise_id END)"
	lineOpponent  = "(CASE WHEN l.home = 1 THEN g.away_franchise_id ELSE g.home_franchise_id END)"
	lineTeamName  = "(CASE WHEN l.home = 1 THEN g.home_name ELSE g.away_name END)"
	lineOppName   = "(CASE WHEN l.home = 1 THEN g.away_name ELSE g.home_name END)"
	lineScore     = "(CASE WHEN l.home = 1 THEN g.home_score ELSE g.away_score END)"
	lineOppScore  = "(CASE WHEN l.home = 1 THEN g.away_score ELSE g.home_score END)"
	lineLocation  = "(CASE WHEN g.neutral = 1 THEN 'neutral' WHEN l.home = 1 THEN 'home' ELSE 'away' END)"
	lineResult    = "(CASE WHEN " + lineScore + " > " + lineOppScore + " THEN 'W' WHEN " + lineScore + " < " + lineOppScore + " THEN 'L' WHEN " + lineScore + " = " + lineOppScore + " THEN 'T' END)"
	lineGameTieUp = "g.game_date, g.id, l.id"
)

// lineOrderKey orders a player's lines by their games.
var lineOrderKey = gameKey("g.game_date", "g.id")

// lineIndexed are the line statistics with an index on their figure
// (migration 0022, the same expression as jsonStat's).
var lineIndexed = map[string]bool{"goals": true, "assists": true, "points": true, "saves": true, "sacks": true, "tackles": true, "interceptions": true}

// lineScope is the FROM of q and the part of its WHERE its budget counts
// (scope, team, player and the bound d picks lines by); lineFilters adds
// the rest. A player's lines are read first, as are those d's bound picks;
// a question with an indexed bound d does not pick by reads its scope's
// games first.
func (s *Store) lineScope(q PlayerGameQuery, d lineDrive) (string, *finderSQL, error) {
	if q.Sport == "" || q.Level == "" {
		return "", nil, ErrFinderScope
	}
	b := &finderSQL{}
	from := lineFrom
	switch {
	case q.Person != "" || d.bound != nil:
		from = linesFirst
	case indexedBound(q):
		from = scopeFirst
	}
	if from != lineFrom {
		b.add("g.id = l.game_id")
		b.add("s.id = g.season_id")
	}
	b.scope(FinderScope{Sport: q.Sport, Level: q.Level, League: q.League, SeasonMin: q.SeasonMin, SeasonMax: q.SeasonMax})
	if q.Person != "" {
		b.add("l.person_id = (SELECT id FROM people WHERE slug = ?)", q.Person)
	}
	if q.TeamID != 0 {
		b.add("((l.home = 1 AND g.home_franchise_id = ?) OR (l.home = 0 AND g.away_franchise_id = ?))", q.TeamID, q.TeamID)
	}
	if q.Person == "" && d.bound != nil {
		b.add("l.id IN (SELECT id FROM player_game_lines WHERE "+s.jsonStat("stats", d.bound.Stat)+" "+d.bound.op()+" ?)", d.bound.Value)
	}
	return from, b, nil
}

// lineFilters adds q's other filters to b.
func (s *Store) lineFilters(b *finderSQL, q PlayerGameQuery, conds bool) {
	if q.OpponentID != 0 {
		b.add("((l.home = 1 AND g.away_franchise_id = ?) OR (l.home = 0 AND g.home_franchise_id = ?))", q.OpponentID, q.OpponentID)
	}
	switch q.Location {
	case "home":
		b.add("g.neutral = 0 AND l.home = 1")
	case "away":
		b.add("g.neutral = 0 AND l.home = 0")
	case "neutral":
		b.add("g.neutral = 1")
	}
	if q.Result != "" {
		b.add(lineResult+" = ?", q.Result)
	}
	b.gameTerms(q.TeamGameQuery, "g")
	if q.Position != "" {
		b.add("UPPER(l.position) LIKE ?", strings.ToUpper(q.Position)+"%")
	}
	if conds {
		b.conds(q.Conds, func(st string) string { return s.jsonStat("l.stats", st) })
	}
}

// FindPlayerGames answers a player-game finder: the page's lines and the
// count of every line matching. Order: a statistic of Columns, else by
// date (ascending when Desc is false).
func (s *Store) FindPlayerGames(ctx context.Context, q PlayerGameQuery) ([]PlayerGameHit, int, error) {
	w := weightLine
	if len(q.Conds) == 0 {
		w = weightLineOrdered
	}
	w *= statsWeight(len(q.Columns))
	// An indexed bound's lines or the scope's, whichever are fewer, are
	// read and counted against the budget; one player's are too few to
	// count when the budget holds the longest career.
	var d lineDrive
	counted := q.Person != "" && q.within(mostGamesOnePlayer, w)
	if q.Person == "" && indexedBound(q) {
		var err error
		if d, err = s.driveLines(ctx, q, statsWeight(len(q.Columns))); err != nil {
			return nil, 0, err
		}
		counted = true
	}
	from, b, err := s.lineScope(q, d)
	if err != nil {
		return nil, 0, err
	}
	// Without a player, a bound or a statistic to order by, the lines go
	// by date and the page is read game by game (linesByDate).
	byDate := q.Person == "" && len(q.Conds) == 0 && !slices.Contains(q.Columns, q.Order)
	total := 0
	if byDate {
		total, err = s.budgetCount(ctx, q.FinderPage, weightLineByDate, from+b.clause(), b.args)
	} else if !counted {
		err = s.budget(ctx, q.FinderPage, w, from+b.clause(), b.args)
	}
	if err != nil {
		return nil, 0, err
	}
	scoped := len(b.where)
	s.lineFilters(b, q, true)
	if byDate && len(b.where) > scoped {
		if total, err = s.budgetCount(ctx, FinderPage{}, 1, from+b.clause(), b.args); err != nil {
			return nil, 0, err
		}
	}
	cols, pick := statSelect(q.Columns, func(st string) string { return s.jsonStat("l.stats", st) })
	// Without a statistic to order by, lines go by date (Desc: newest
	// first); equal figures, newest first.
	tie := []string{"id"}
	if q.Order != "" && slices.Contains(q.Columns, q.Order) {
		tie = []string{"k DESC", "id"}
	}
	order, pgOrder := statOrder(q.FinderPage, q.Columns, "k", tie...)
	n := "COUNT(*) OVER ()"
	if len(q.Conds) == 0 {
		// Without a bound, the lines are counted apart on the scope's terms
		// alone (no stats document read), and the sort keeps the page's
		// lines only: a window over every line held them all (a season of
		// NHL lines by shots: 143 -> 84 ms).
		n = "(SELECT COUNT(*) FROM hit)"
	}
	if byDate {
		from, order, n = linesByDate(b, q), linesByDateOrder(q.Desc), strconv.Itoa(total)
	}
	// The matching lines are found first, with what orders them alone;
	// the page's lines are then read whole, with their games, names and
	// slugs (a bound matching a few hundred lines sorted each one's stats,
	// names and scores with it).
	inner := `WITH hit AS (SELECT l.id, g.id AS game_id, g.game_date, ` + lineOrderKey + ` AS k` + cols + from + b.clause() + `)`
	sqlText := inner + `, pg AS (SELECT hit.*, ` + n + ` AS n FROM hit` + order + window(q.FinderPage) + `)
		SELECT pg.id, pg.game_id, g.slug, g.game_date, s.start_year, g.game_type, l.person_id, COALESCE(p.slug, ''),
		COALESCE(p.first_name, ''), COALESCE(p.last_name, ''), l.name, l.position, ` + lineTeam + `, COALESCE(ft.slug, ''), ` + lineTeamName + `,
		` + lineOpponent + `, COALESCE(fo.slug, ''), ` + lineOppName + `, ` + lineLocation + `, ` + lineResult + `, ` + lineScore + `, ` + lineOppScore + `, l.stats` + pick + `, pg.n
		FROM pg JOIN player_game_lines l ON l.id = pg.id JOIN games g ON g.id = pg.game_id JOIN seasons s ON s.id = g.season_id
		LEFT JOIN people p ON p.id = l.person_id LEFT JOIN franchises ft ON ft.id = ` + lineTeam + `
		LEFT JOIN franchises fo ON fo.id = ` + lineOpponent + pgOrder
	return finderRows(ctx, s, q.FinderPage, sqlText, inner+" SELECT COUNT(*) FROM hit", b.args, func(rows *sql.Rows, h *PlayerGameHit, total *int) error {
		var first, last, name, stats string
		var person, team, opp, score, oppScore sql.NullInt64
		var result sql.NullString
		var err error
		h.Values, err = scanStats(rows, q.Columns, total, &h.ID, &h.GameID, &h.GameSlug, &h.Date, &h.Season, &h.GameType, &person, &h.PlayerSlug, &first, &last, &name,
			&h.Position, &team, &h.TeamSlug, &h.Team, &opp, &h.OpponentSlug, &h.Opponent, &h.Location, &result, &score, &oppScore, &stats)
		if err != nil {
			return err
		}
		h.PlayerName = strings.TrimSpace(first + " " + last)
		if h.PlayerName == "" {
			h.PlayerName = name // a line linked to no one keeps the source's name
		}
		h.PlayerID, h.TeamID, h.OpponentID = tcID(person), tcID(team), tcID(opp)
		h.TeamScore, h.OpponentScore = tcInt(score), tcInt(oppScore)
		if result.Valid {
			h.Result = &result.String
		}
		h.Stats = json.RawMessage(stats)
		return nil
	})
}

// linesByDate is the FROM of a question in date order with neither a player
// nor a bound, and adds its join terms to b: the sport's games in date
// order (their index), each game's lines, until the page is full. Reading
// every line of the scope first and counting them with the page took
// 0.9 s for a season's 50,000 lines; the total is counted on the indexes.
func linesByDate(b *finderSQL, q PlayerGameQuery) string {
	b.add("g.sport_id = (SELECT id FROM sports WHERE slug = ?)", q.Sport)
	b.add("g.level_id = (SELECT id FROM levels WHERE slug = ?)", q.Level)
	b.add("s.id = g.season_id")
	b.add("l.game_id = g.id")
	return ` FROM games g CROSS JOIN seasons s CROSS JOIN player_game_lines l`
}

// linesByDateOrder orders byDate's lines as statOrder's date key does:
// by date, then game, then line.
func linesByDateOrder(desc bool) string {
	if desc {
		return " ORDER BY hit.game_date DESC, hit.game_id DESC, hit.id"
	}
	return " ORDER BY hit.game_date, hit.game_id, hit.id"
}

// LineSeason is one league season with player game lines: its final games
// and how many of them have lines.
type LineSeason struct {
	Season         int    `json:"season"`
	League         string `json:"league"`
	Games          int    `json:"games"`
	GamesWithLines int    `json:"games_with_lines"`
}

// lineCoverageTTL bounds how long a coverage answer is reused: a score
// feed adds lines without a new import.
const lineCoverageTTL = time.Minute

type lineCoverageMemo struct {
	mu   sync.Mutex
	memo map[string]lineCoverageEntry
	// fill lets one request at a time read the games: when an answer
	// expired under load, every request at that moment read them at once
	// (16 requests, 50 ms each, on one core: seconds of queueing).
	fill sync.Mutex
}

type lineCoverageEntry struct {
	version int64
	at      time.Time
	seasons []LineSeason
}

// GameLineCoverage lists the league seasons of a sport and level that have
// player game lines, oldest first, each with its final games and those
// with lines. It reads every game of the sport, so its answer is kept for
// the dataset version (and at most lineCoverageTTL); one request reads it
// again while the others keep the expired answer of the same version.
func (s *Store) GameLineCoverage(ctx context.Context, sport, level string) ([]LineSeason, error) {
	key := sport + "|" + level
	v := s.Version(ctx)
	e, ok := s.lineCov.get(key)
	if ok && e.version == v && time.Since(e.at) < lineCoverageTTL {
		return e.seasons, nil
	}
	if ok && e.version == v {
		if !s.lineCov.fill.TryLock() {
			return e.seasons, nil // another request is reading it
		}
	} else {
		s.lineCov.fill.Lock()
	}
	defer s.lineCov.fill.Unlock()
	// Another request may have read it while this one waited.
	if e, ok := s.lineCov.get(key); ok && e.version == v && time.Since(e.at) < lineCoverageTTL {
		return e.seasons, nil
	}
	rows, err := s.query(ctx, s.Rebind(`SELECT s.start_year, lg.slug, COUNT(*), COUNT(wl.game_id)
		FROM games g JOIN seasons s ON s.id = g.season_id JOIN leagues lg ON lg.id = s.league_id
		LEFT JOIN (SELECT DISTINCT game_id FROM player_game_lines) wl ON wl.game_id = g.id
		WHERE s.sport_id = (SELECT id FROM sports WHERE slug = ?) AND s.level_id = (SELECT id FROM levels WHERE slug = ?) AND g.status = 'final'
		GROUP BY s.start_year, lg.slug HAVING COUNT(wl.game_id) > 0 ORDER BY s.start_year, lg.slug`), sport, level)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []LineSeason{}
	for rows.Next() {
		var c LineSeason
		if err := rows.Scan(&c.Season, &c.League, &c.Games, &c.GamesWithLines); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	s.lineCov.mu.Lock()
	if s.lineCov.memo == nil {
		s.lineCov.memo = map[string]lineCoverageEntry{}
	}
	s.lineCov.memo[key] = lineCoverageEntry{version: v, at: time.Now(), seasons: out}
	s.lineCov.mu.Unlock()
	return out, nil
}

func (m *lineCoverageMemo) get(key string) (lineCoverageEntry, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.memo[key]
	return e, ok
}
