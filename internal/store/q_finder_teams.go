package store

import (
	"context"
	"database/sql"
	"slices"
	"strings"
)

// TeamSeasonStats are the statistics of the team-season finder, each a
// column of its query: records as the team seasons hold them, points from
// the season's final regular-season games, finish the rank in the league
// by winning percentage ((W + T/2) / games).
var TeamSeasonStats = []string{"games", "wins", "losses", "ties", "ot_losses", "win_pct",
	"points_for", "points_against", "margin", "margin_per_game", "finish", "made_playoffs", "champion"}

// TeamSeasonQuery asks for team seasons.
type TeamSeasonQuery struct {
	FinderScope
	Conds []FinderCond
	FinderPage
}

// TeamSeasonHit is one team season. A figure the data does not cover (a
// season without a record, or without its games) is null, never zero.
type TeamSeasonHit struct {
	ID            int64    `json:"id"`
	TeamID        int64    `json:"team_id"`
	TeamSlug      string   `json:"team_slug"`
	Team          string   `json:"team"`
	SeasonID      int64    `json:"-"`
	Season        int      `json:"season"`
	SeasonSlug    string   `json:"season_slug"`
	League        string   `json:"league"`
	Games         *int     `json:"games"`
	Wins          *int     `json:"wins"`
	Losses        *int     `json:"losses"`
	Ties          *int     `json:"ties"`
	OTLosses      *int     `json:"ot_losses"`
	WinPct        *float64 `json:"win_pct"`
	PointsFor     *int     `json:"points_for"`
	PointsAgainst *int     `json:"points_against"`
	Margin        *int     `json:"margin"`
	MarginPerGame *float64 `json:"margin_per_game"`
	Finish        *int     `json:"finish"`
	MadePlayoffs  bool     `json:"made_playoffs"`
	Champion      bool     `json:"champion"`
}

// FindTeamSeasons answers a team-season finder.
func (s *Store) FindTeamSeasons(ctx context.Context, q TeamSeasonQuery) ([]TeamSeasonHit, int, error) {
	if q.Sport == "" || q.Level == "" {
		return nil, 0, ErrFinderScope
	}
	sc := &finderSQL{}
	sc.scope(FinderScope{Sport: q.Sport, Level: q.Level, League: q.League, SeasonMin: q.SeasonMin, SeasonMax: q.SeasonMax})
	where := sc.clause()
	// The rows read are the scope's team seasons, each with its summed
	// scores (team_scores.go).
	if err := s.budget(ctx, q.FinderPage, "SELECT COUNT(*) FROM team_seasons ts JOIN seasons s ON s.id = ts.season_id"+where, sc.args); err != nil {
		return nil, 0, err
	}
	const rec = "CASE WHEN ts.has_record = 1 THEN "
	// Team and league slugs are read for the page's rows only (both ids
	// are required and keyed): every row of the scope read them before.
	t := `WITH t AS (SELECT ts.id, ts.franchise_id, ts.name, s.id AS season_id, s.start_year, s.slug AS sslug, s.league_id,
		` + rec + teamGames("ts") + ` END AS games, ` + rec + `ts.wins END AS wins, ` + rec + `ts.losses END AS losses,
		` + rec + `ts.ties END AS ties, ` + rec + `ts.ot_losses END AS ot_losses, ` + teamWinPct("ts") + ` AS win_pct,
		a.points_for, a.points_against, a.points_for - a.points_against AS margin, (a.points_for - a.points_against) * 1.0 / NULLIF(a.games, 0) AS margin_per_game,
		ts.made_playoffs, CASE WHEN s.champion_franchise_id = ts.franchise_id THEN 1 ELSE 0 END AS champion
		FROM team_seasons ts JOIN seasons s ON s.id = ts.season_id
		LEFT JOIN team_season_scores a ON a.season_id = ts.season_id AND a.franchise_id = ts.franchise_id` + where + `)`
	args := append([]any(nil), sc.args...)
	outer := &finderSQL{}
	if q.TeamID != 0 {
		outer.add("u.franchise_id = ?", q.TeamID)
	}
	outer.conds(q.Conds, func(st string) string { return "u." + st })
	args = append(args, outer.args...)
	order := func(tbl string) string {
		if known(TeamSeasonStats, q.Order) {
			return orderBy(tbl+"."+q.Order, q.Desc, tbl+".id")
		}
		return " ORDER BY " + tbl + ".start_year DESC, " + tbl + ".win_pct DESC NULLS LAST, " + tbl + ".id"
	}
	const pageNames = " JOIN franchises f ON f.id = pg.franchise_id JOIN leagues l ON l.id = pg.league_id"
	var q1, count string
	if q.Order == "finish" || slices.ContainsFunc(q.Conds, func(c FinderCond) bool { return c.Stat == "finish" }) {
		// The finish is bounded or ordered by: every season's teams ranked.
		u := t + `, u AS (SELECT t.*, CASE WHEN t.win_pct IS NULL THEN NULL ELSE RANK() OVER (PARTITION BY t.season_id ORDER BY t.win_pct DESC NULLS LAST) END AS finish FROM t)`
		q1 = u + `, pg AS (SELECT u.*, COUNT(*) OVER () AS n FROM u` + outer.clause() + order("u") + window(q.FinderPage) + `)
		SELECT ` + teamSeasonCols("pg") + `, pg.finish, pg.n FROM pg` + pageNames + order("pg")
		count = u + ` SELECT COUNT(*) FROM u` + outer.clause()
	} else {
		// Else only the page's rows are ranked: one more than the teams
		// of their season with a better record (what RANK answers).
		u := t + `, u AS (SELECT t.* FROM t)`
		q1 = u + `, pg AS (SELECT u.*, COUNT(*) OVER () AS n FROM u` + outer.clause() + order("u") + window(q.FinderPage) + `)
		SELECT ` + teamSeasonCols("pg") + `, CASE WHEN pg.win_pct IS NULL THEN NULL ELSE (SELECT COUNT(*) + 1 FROM team_seasons x
			WHERE x.season_id = pg.season_id AND ` + teamWinPct("x") + ` > pg.win_pct) END, pg.n FROM pg` + pageNames + order("pg")
		count = u + ` SELECT COUNT(*) FROM u` + outer.clause()
	}
	return finderRows(ctx, s, q.FinderPage, q1, count, args, func(rows *sql.Rows, h *TeamSeasonHit, total *int) error {
		var playoffs, champ int
		var pf, pa, margin sql.NullFloat64 // sums: PostgreSQL answers numeric
		if err := rows.Scan(&h.ID, &h.TeamID, &h.TeamSlug, &h.Team, &h.SeasonID, &h.Season, &h.SeasonSlug, &h.League,
			&h.Games, &h.Wins, &h.Losses, &h.Ties, &h.OTLosses, &h.WinPct, &pf, &pa, &margin, &h.MarginPerGame,
			&playoffs, &champ, &h.Finish, total); err != nil {
			return err
		}
		h.PointsFor, h.PointsAgainst, h.Margin = intOf(pf), intOf(pa), intOf(margin)
		h.MadePlayoffs, h.Champion = playoffs == 1, champ == 1
		if h.WinPct != nil {
			*h.WinPct = roundStat(*h.WinPct)
		}
		if h.MarginPerGame != nil {
			*h.MarginPerGame = roundStat(*h.MarginPerGame)
		}
		return nil
	})
}

// teamGames is a team season's games played (table alias tbl).
func teamGames(tbl string) string {
	return "(" + tbl + ".wins + " + tbl + ".losses + " + tbl + ".ties + " + tbl + ".ot_losses)"
}

// teamWinPct is a team season's winning percentage, (W + T/2) / games,
// null without a record or a game.
func teamWinPct(tbl string) string {
	return "CASE WHEN " + tbl + ".has_record = 1 AND " + teamGames(tbl) + " > 0 THEN (" + tbl + ".wins + 0.5 * " + tbl + ".ties) / " + teamGames(tbl) + " END"
}

// teamSeasonCols are the columns of the team-season finder's rows before
// the finish, in scan order (on table alias tbl, the team's and league's
// slugs on franchises f and leagues l).
func teamSeasonCols(tbl string) string {
	cols := []string{"id", "franchise_id", "f.slug", "name", "season_id", "start_year", "sslug", "l.slug", "games", "wins", "losses", "ties",
		"ot_losses", "win_pct", "points_for", "points_against", "margin", "margin_per_game", "made_playoffs", "champion"}
	for i, c := range cols {
		if !strings.Contains(c, ".") {
			cols[i] = tbl + "." + c
		}
	}
	return strings.Join(cols, ", ")
}

func known(names []string, name string) bool {
	for _, n := range names {
		if n == name {
			return true
		}
	}
	return false
}

func intOf(v sql.NullFloat64) *int {
	if !v.Valid {
		return nil
	}
	n := int(v.Float64)
	return &n
}
