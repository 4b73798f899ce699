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
	if err := s.budget(ctx, q.FinderPage, weightTeamSeason, " FROM team_seasons ts JOIN seasons s ON s.id = ts.season_id"+where, sc.args); err != nil {
		return nil, 0, err
	}
	// The scope's rows are sorted on their keys only (id, season, year,
	// winning percentage, and the statistics ordered or bounded on), the
	// page's rows read whole afterwards: sorting every full row cost more
	// than the rest of the query. The scores are joined only when asked.
	keys := []string{"win_pct"}
	for _, st := range append([]string{q.Order}, condStats(q.Conds)...) {
		if known(TeamSeasonStats, st) && st != "finish" && !slices.Contains(keys, st) {
			keys = append(keys, st)
		}
	}
	cols, scores := "", false
	for _, k := range keys {
		cols += ", " + teamStat(k) + " AS " + k
		scores = scores || slices.Contains(teamScoreStats, k)
	}
	t := `WITH t AS (SELECT ts.id, ts.franchise_id, ts.season_id, s.start_year` + cols + ` FROM team_seasons ts JOIN seasons s ON s.id = ts.season_id`
	if scores {
		t += teamScoresJoin
	}
	t += where + `)`
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
	// The page's rows, whole, with their team's and league's slugs.
	const page = ` FROM pg JOIN team_seasons ts ON ts.id = pg.id JOIN seasons s ON s.id = ts.season_id` + teamScoresJoin +
		` JOIN franchises f ON f.id = ts.franchise_id JOIN leagues l ON l.id = s.league_id`
	var u, finish string
	if q.Order == "finish" || slices.ContainsFunc(q.Conds, func(c FinderCond) bool { return c.Stat == "finish" }) {
		// The finish is bounded or ordered by: every season's teams ranked.
		u = t + `, u AS (SELECT t.*, CASE WHEN t.win_pct IS NULL THEN NULL ELSE RANK() OVER (PARTITION BY t.season_id ORDER BY t.win_pct DESC NULLS LAST) END AS finish FROM t)`
		finish = "pg.finish"
	} else {
		// Else only the page's rows are ranked: one more than the teams
		// of their season with a better record (what RANK answers).
		u = t + `, u AS (SELECT t.* FROM t)`
		finish = `CASE WHEN pg.win_pct IS NULL THEN NULL ELSE (SELECT COUNT(*) + 1 FROM team_seasons x
			WHERE x.season_id = pg.season_id AND ` + teamWinPct("x") + ` > pg.win_pct) END`
	}
	// The total counts v apart: COUNT(*) OVER () kept every row for the
	// window and cost more than the sort; without it the page is a top-N
	// sort (by the seasons' index in the default ordering).
	q1 := u + `, v AS (SELECT u.* FROM u` + outer.clause() + `), pg AS (SELECT v.* FROM v` + order("v") + window(q.FinderPage) + `)
		SELECT ` + teamSeasonCols() + `, ` + finish + `, (SELECT COUNT(*) FROM v)` + page + order("pg")
	count := u + ` SELECT COUNT(*) FROM u` + outer.clause()
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

// teamScoresJoin joins a team season's summed scores (team_scores.go) as a.
const teamScoresJoin = " LEFT JOIN team_season_scores a ON a.season_id = ts.season_id AND a.franchise_id = ts.franchise_id"

// teamScoreStats are the statistics read from team_season_scores.
var teamScoreStats = []string{"points_for", "points_against", "margin", "margin_per_game"}

// teamStat is the SQL of a statistic but the finish, on team_seasons ts,
// seasons s and team_season_scores a.
func teamStat(name string) string {
	const rec = "CASE WHEN ts.has_record = 1 THEN "
	switch name {
	case "games":
		return rec + teamGames("ts") + " END"
	case "wins", "losses", "ties", "ot_losses":
		return rec + "ts." + name + " END"
	case "win_pct":
		return teamWinPct("ts")
	case "points_for", "points_against":
		return "a." + name
	case "margin":
		return "a.points_for - a.points_against"
	case "margin_per_game":
		return "(a.points_for - a.points_against) * 1.0 / NULLIF(a.games, 0)"
	case "made_playoffs":
		return "ts.made_playoffs"
	case "champion":
		return "CASE WHEN s.champion_franchise_id = ts.franchise_id THEN 1 ELSE 0 END"
	}
	return "NULL"
}

// teamSeasonCols are the columns of the team-season finder's rows before
// the finish, in scan order, on team_seasons ts, seasons s,
// team_season_scores a, franchises f and leagues l.
func teamSeasonCols() string {
	cols := []string{"ts.id", "ts.franchise_id", "f.slug", "ts.name", "s.id", "s.start_year", "s.slug", "l.slug"}
	for _, st := range TeamSeasonStats {
		if st != "finish" {
			cols = append(cols, teamStat(st))
		}
	}
	return strings.Join(cols, ", ")
}

// condStats are the statistics cs bound.
func condStats(cs []FinderCond) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Stat
	}
	return out
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
