package store

import (
	"context"
	"database/sql"
)

// TeamGameStats are the statistics of a team's view of a game.
var TeamGameStats = []string{"points", "opponent_points", "margin", "total_points"}

// TeamGameQuery asks for games from one side's view: a game with two known
// teams is two rows, one per side. Only final games with a score count.
type TeamGameQuery struct {
	FinderScope
	OpponentID int64
	Location   string // home, away, neutral ("" for all)
	GameType   string // regular, playoff, championship, postseason (playoff and championship), "" for all
	Result     string // W, L, T ("" for all)
	DateMin    string // yyyy-mm-dd, "" for open
	DateMax    string
	Overtime   *bool
	Conds      []FinderCond
	FinderPage
}

// TeamGameHit is one game from a team's side.
type TeamGameHit struct {
	GameID         int64  `json:"game_id"`
	GameSlug       string `json:"game_slug"`
	Date           string `json:"date"`
	Season         int    `json:"season"`
	SeasonID       int64  `json:"-"`
	GameType       string `json:"game_type"`
	TeamID         int64  `json:"team_id"`
	TeamSlug       string `json:"team_slug"`
	Team           string `json:"team"`
	OpponentID     *int64 `json:"opponent_id"`
	OpponentSlug   string `json:"opponent_slug"`
	Opponent       string `json:"opponent"`
	Location       string `json:"location"`
	Result         string `json:"result"`
	Points         int    `json:"points"`
	OpponentPoints int    `json:"opponent_points"`
	Margin         int    `json:"margin"`
	TotalPoints    int    `json:"total_points"`
	Overtime       string `json:"overtime"`
}

// teamGamesSQL is the team's view of the games of q's scope (its team and
// opponent, not its other filters) with its arguments: both sides, each
// with a known franchise. Team slugs are joined by the caller to the rows
// it keeps.
func teamGamesSQL(q TeamGameQuery) (string, []any) {
	sc := &finderSQL{}
	sc.scope(FinderScope{Sport: q.Sport, Level: q.Level, League: q.League, SeasonMin: q.SeasonMin, SeasonMax: q.SeasonMax})
	sc.add("g.status = 'final' AND g.home_score IS NOT NULL AND g.away_score IS NOT NULL")
	side := func(us, them, loc string) (string, []any) {
		b := &finderSQL{where: append([]string(nil), sc.where...), args: append([]any(nil), sc.args...)}
		b.add("g." + us + "_franchise_id IS NOT NULL")
		if q.TeamID != 0 {
			b.add("g."+us+"_franchise_id = ?", q.TeamID)
		}
		if q.OpponentID != 0 {
			b.add("g."+them+"_franchise_id = ?", q.OpponentID)
		}
		return `SELECT g.id AS game_id, g.slug AS game_slug, g.game_date, s.start_year, s.id AS season_id, g.game_type,
			g.` + us + `_franchise_id AS team_id, g.` + us + `_name AS team,
			g.` + them + `_franchise_id AS opponent_id, g.` + them + `_name AS opponent,
			CASE WHEN g.neutral = 1 THEN 'neutral' ELSE '` + loc + `' END AS location,
			CASE WHEN g.` + us + `_score > g.` + them + `_score THEN 'W' WHEN g.` + us + `_score < g.` + them + `_score THEN 'L' ELSE 'T' END AS result,
			g.` + us + `_score AS points, g.` + them + `_score AS opponent_points, g.` + us + `_score - g.` + them + `_score AS margin,
			g.home_score + g.away_score AS total_points, g.overtime
			FROM games g JOIN seasons s ON s.id = g.season_id` + b.clause(), b.args
	}
	h, ha := side("home", "away", "home")
	a, aa := side("away", "home", "away")
	return h + " UNION ALL " + a, append(ha, aa...)
}

// gameBudget counts the sides the team's view of q's scope reads. One
// team's games are counted on its two franchise indexes alone, over all its
// seasons: an upper bound read without a game row (counting them through
// their seasons read every one, 28 ms for the Celtics' 7,000), and never
// near the budget (a franchise has played at most some 25,000 games).
func (s *Store) gameBudget(ctx context.Context, q TeamGameQuery) error {
	if q.TeamID != 0 {
		return s.budget(ctx, q.FinderPage, weightTeamGame,
			` FROM (SELECT 1 FROM games WHERE home_franchise_id = ? UNION ALL SELECT 1 FROM games WHERE away_franchise_id = ?) AS sides`,
			[]any{q.TeamID, q.TeamID})
	}
	b := &finderSQL{}
	b.scope(FinderScope{Sport: q.Sport, Level: q.Level, League: q.League, SeasonMin: q.SeasonMin, SeasonMax: q.SeasonMax})
	// Each game is read from both sides.
	return s.budget(ctx, q.FinderPage, 2*weightTeamGame, " FROM games g JOIN seasons s ON s.id = g.season_id"+b.clause(), b.args)
}

// gameFilters are q's filters on the team's view t.
func gameFilters(q TeamGameQuery) *finderSQL {
	b := &finderSQL{}
	if q.Location != "" {
		b.add("t.location = ?", q.Location)
	}
	if q.Result != "" {
		b.add("t.result = ?", q.Result)
	}
	b.gameTerms(q, "t")
	b.conds(q.Conds, func(st string) string { return "t." + st })
	return b
}

// gameTerms adds q's game type, date and overtime filters on the games
// (or team's view) aliased t.
func (b *finderSQL) gameTerms(q TeamGameQuery, t string) {
	switch q.GameType {
	case "":
	case "postseason":
		b.add(t + ".game_type IN ('playoff', 'championship')")
	default:
		b.add(t+".game_type = ?", q.GameType)
	}
	if q.DateMin != "" {
		b.add(t+".game_date >= ?", q.DateMin)
	}
	if q.DateMax != "" {
		b.add(t+".game_date <= ?", q.DateMax)
	}
	if q.Overtime != nil {
		if *q.Overtime {
			b.add(t + ".overtime <> ''")
		} else {
			b.add(t + ".overtime = ''")
		}
	}
}

// FindTeamGames answers a team-game finder (default order: newest first).
func (s *Store) FindTeamGames(ctx context.Context, q TeamGameQuery) ([]TeamGameHit, int, error) {
	if q.Sport == "" || q.Level == "" {
		return nil, 0, ErrFinderScope
	}
	if err := s.gameBudget(ctx, q); err != nil {
		return nil, 0, err
	}
	view, args := teamGamesSQL(q)
	f := gameFilters(q)
	args = append(args, f.args...)
	const tie = "game_date DESC, game_id, location"
	order, pgOrder := " ORDER BY "+tie, " ORDER BY "+tie
	if known(TeamGameStats, q.Order) {
		order, pgOrder = orderBy("t."+q.Order, q.Desc, tie), orderBy("pg."+q.Order, q.Desc, tie)
	}
	sqlText := "WITH t AS (" + view + "), pg AS (SELECT t.*, COUNT(*) OVER () AS n FROM t" + f.clause() + order + window(q.FinderPage) + `)
		SELECT pg.game_id, pg.game_slug, pg.game_date, pg.start_year, pg.season_id, pg.game_type, pg.team_id, fu.slug, pg.team,
		pg.opponent_id, COALESCE(ft.slug, ''), pg.opponent, pg.location, pg.result, pg.points, pg.opponent_points, pg.margin,
		pg.total_points, pg.overtime, pg.n
		FROM pg JOIN franchises fu ON fu.id = pg.team_id LEFT JOIN franchises ft ON ft.id = pg.opponent_id` + pgOrder
	return finderRows(ctx, s, q.FinderPage, sqlText, "SELECT COUNT(*) FROM ("+view+") t"+f.clause(), args, func(rows *sql.Rows, h *TeamGameHit, total *int) error {
		return rows.Scan(&h.GameID, &h.GameSlug, &h.Date, &h.Season, &h.SeasonID, &h.GameType, &h.TeamID, &h.TeamSlug, &h.Team,
			&h.OpponentID, &h.OpponentSlug, &h.Opponent, &h.Location, &h.Result, &h.Points, &h.OpponentPoints, &h.Margin,
			&h.TotalPoints, &h.Overtime, total)
	})
}

// StreakQuery asks for the longest runs of games meeting Kind, per team,
// among the games TeamGameQuery selects (its filters narrow the games a run
// is made of: a run of home wins skips the road games).
type StreakQuery struct {
	TeamGameQuery
	Kind string // win, loss, unbeaten (win or tie), winless (loss or tie)
	// AcrossSeasons lets a run go on into the next season (default: a
	// run ends with its season, as the leagues count streaks).
	AcrossSeasons bool
	MinLength     int
}

// Streak is one run of a team's games.
type Streak struct {
	TeamID   int64  `json:"team_id"`
	TeamSlug string `json:"team_slug"`
	Team     string `json:"team"`
	StreakSpan
}

// StreakSpan is a run's length and its first and last games: Season is
// the first game's, EndSeason the last's.
type StreakSpan struct {
	Season    int    `json:"season"`
	Length    int    `json:"length"`
	StartID   int64  `json:"start_game_id"`
	StartSlug string `json:"start_game_slug"`
	StartDate string `json:"start_date"`
	EndID     int64  `json:"end_game_id"`
	EndSlug   string `json:"end_game_slug"`
	EndDate   string `json:"end_date"`
	EndSeason int    `json:"end_season"`
}

// scanDst are the scan targets of a span, in the order streak queries select them.
func (sp *StreakSpan) scanDst() []any {
	return []any{&sp.Season, &sp.Length, &sp.StartID, &sp.StartSlug, &sp.StartDate, &sp.EndID, &sp.EndSlug, &sp.EndDate, &sp.EndSeason}
}

var streakKinds = map[string]string{
	"win": "t.result = 'W'", "loss": "t.result = 'L'",
	"unbeaten": "t.result <> 'L'", "winless": "t.result <> 'W'",
}

// FindStreaks answers a streak finder, longest first: the runs of
// consecutive games (by date, then game) meeting the kind (see findRuns).
func (s *Store) FindStreaks(ctx context.Context, q StreakQuery) ([]Streak, int, error) {
	if q.Sport == "" || q.Level == "" {
		return nil, 0, ErrFinderScope
	}
	cond, ok := streakKinds[q.Kind]
	if !ok {
		cond = streakKinds["win"]
	}
	details := func(runs []run) ([]Streak, int, error) {
		return pageRuns(ctx, s, "team_id", runs, q.FinderPage, "fa.slug, fa.name", "JOIN franchises fa ON fa.id = pg.team_id",
			func(rows *sql.Rows, h *Streak, total *int) error {
				return rows.Scan(append(append([]any{&h.TeamID, &h.TeamSlug, &h.Team}, h.scanDst()...), total)...)
			})
	}
	if q.fromResults() {
		runs, err := s.resultRuns(ctx, q)
		if err != nil {
			return nil, 0, err
		}
		return details(runs)
	}
	if err := s.gameBudget(ctx, q.TeamGameQuery); err != nil {
		return nil, 0, err
	}
	view, args := teamGamesSQL(q.TeamGameQuery)
	g := q.TeamGameQuery
	g.Conds = nil
	f := gameFilters(g)
	args = append(args, f.args...)
	n := `SELECT t.team_id, t.season_id, ` + gameKey("t.game_date", "t.game_id") + ` AS k, CASE WHEN ` + cond + ` THEN 1 ELSE 0 END AS ok
		FROM (` + view + `) t` + f.clause()
	runs, err := streamRuns(ctx, s, "team_id", n, args, q.AcrossSeasons, q.MinLength)
	if err != nil {
		return nil, 0, err
	}
	return details(runs)
}

// gameKey orders games by date, then id, and carries the id: a key
// modulo 10000000 is its game.
func gameKey(date, id string) string {
	return "CAST(REPLACE(" + date + ", '-', '') AS BIGINT) * 10000000 + " + id
}
