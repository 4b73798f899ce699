package store

import (
	"context"
	"database/sql"
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
	const gp = "(ts.wins + ts.losses + ts.ties + ts.ot_losses)"
	q1 := `WITH t AS (SELECT ts.id, ts.franchise_id, f.slug AS fslug, ts.name, s.id AS season_id, s.start_year, s.slug AS sslug, l.slug AS lslug,
		` + rec + gp + ` END AS games, ` + rec + `ts.wins END AS wins, ` + rec + `ts.losses END AS losses,
		` + rec + `ts.ties END AS ties, ` + rec + `ts.ot_losses END AS ot_losses,
		CASE WHEN ts.has_record = 1 AND ` + gp + ` > 0 THEN (ts.wins + 0.5 * ts.ties) / ` + gp + ` END AS win_pct,
		a.points_for, a.points_against, a.points_for - a.points_against AS margin, (a.points_for - a.points_against) * 1.0 / NULLIF(a.games, 0) AS margin_per_game,
		ts.made_playoffs, CASE WHEN s.champion_franchise_id = ts.franchise_id THEN 1 ELSE 0 END AS champion
		FROM team_seasons ts JOIN seasons s ON s.id = ts.season_id JOIN leagues l ON l.id = s.league_id
		JOIN franchises f ON f.id = ts.franchise_id
		LEFT JOIN team_season_scores a ON a.season_id = ts.season_id AND a.franchise_id = ts.franchise_id` + where + `),
	u AS (SELECT t.*, CASE WHEN t.win_pct IS NULL THEN NULL ELSE RANK() OVER (PARTITION BY t.season_id ORDER BY t.win_pct DESC NULLS LAST) END AS finish FROM t)
	SELECT u.*, COUNT(*) OVER () FROM u`
	args := append([]any(nil), sc.args...)
	outer := &finderSQL{}
	if q.TeamID != 0 {
		outer.add("u.franchise_id = ?", q.TeamID)
	}
	outer.conds(q.Conds, func(st string) string { return "u." + st })
	order := " ORDER BY u.start_year DESC, u.win_pct DESC NULLS LAST, u.id"
	if known(TeamSeasonStats, q.Order) {
		order = orderBy("u."+q.Order, q.Desc, "u.id")
	}
	args = append(args, outer.args...)
	count := strings.Replace(q1, "SELECT u.*, COUNT(*) OVER () FROM u", "SELECT COUNT(*) FROM u", 1) + outer.clause()
	return finderRows(ctx, s, q.FinderPage, q1+outer.clause()+order+window(q.FinderPage), count, args, func(rows *sql.Rows, h *TeamSeasonHit, total *int) error {
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
