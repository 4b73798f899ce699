package store

// A championship's results: the deciding games or series, the rows its
// statistics need, and how many games decided it.

import (
	"context"
	"database/sql"
)

// ChampionshipTeam is a team as one result names it.
type ChampionshipTeam struct {
	ID   *int64  `json:"id"`
	Slug *string `json:"slug"`
	Name string  `json:"name"`
	City *string `json:"city"`
}

// ChampionshipSeason is a season in brief.
type ChampionshipSeason struct {
	ID        int64  `json:"id"`
	Slug      string `json:"slug"`
	StartYear int    `json:"start_year"`
	EndYear   int    `json:"end_year"`
	Name      string `json:"name"`
}

// ChampionshipVenue is where a title was decided.
type ChampionshipVenue struct {
	Name *string `json:"name"`
	City *string `json:"city"`
}

// ChampionshipGame is one title decided (the final game or series).
type ChampionshipGame struct {
	ID            int64        `json:"id"`
	Year          int          `json:"year"`
	Winner        ChampionshipTeam    `json:"winner"`
	WinnerName    string       `json:"winner_name"`
	RunnerUp      *ChampionshipTeam   `json:"runner_up"`
	RunnerUpName  *string      `json:"runner_up_name"`
	WinnerScore   *int         `json:"winner_score"`
	RunnerUpScore *int         `json:"runner_up_score"`
	SeriesResult  *string      `json:"series_result"`
	Score         *string      `json:"score"`
	Season        *ChampionshipSeason `json:"season"`
	GameDate      *string      `json:"game_date"`
	Venue         *ChampionshipVenue  `json:"venue"`
	MVP           *string      `json:"mvp"`
	WinningCoach  *string      `json:"winning_coach"`
	GameID        *int64       `json:"game_id"`
	GameSlug      *string      `json:"game_slug"`
	Notes         *string      `json:"notes"`
}

// ChampionshipGames lists a championship's results, newest first.
func (s *Store) ChampionshipGames(ctx context.Context, championshipID int64, limit, offset int) ([]ChampionshipGame, int, error) {
	all, err := s.LoadChampionshipGames(ctx, championshipID)
	if err != nil {
		return nil, 0, err
	}
	return ChampionshipGamesPage(all, limit, offset), len(all), nil
}

// ChampionshipGamesPage is the page of a championship's results asked for.
func ChampionshipGamesPage(all []ChampionshipGame, limit, offset int) []ChampionshipGame {
	return tcPage(all, limit, offset)
}

// LoadChampionshipGames reads every result of a championship, newest first.
func (s *Store) LoadChampionshipGames(ctx context.Context, championshipID int64) ([]ChampionshipGame, error) {
	rows, err := s.query(ctx, s.Rebind(`
SELECT r.id, r.year, r.winner_franchise_id, wf.slug, r.winner_name, COALESCE(NULLIF(wts.city, ''), wf.city),
  r.runner_up_franchise_id, rf.slug, r.runner_up_name, COALESCE(NULLIF(rts.city, ''), rf.city),
  r.winner_score, r.runner_up_score, r.series_result,
  s.id, s.slug, s.start_year, s.end_year, s.name,
  r.game_date, r.venue_name, r.city, r.mvp, r.winning_coach, r.game_id, g.slug, r.notes
FROM championship_results r
LEFT JOIN franchises wf ON wf.id = r.winner_franchise_id
LEFT JOIN franchises rf ON rf.id = r.runner_up_franchise_id
LEFT JOIN seasons s ON s.id = r.season_id
LEFT JOIN team_seasons wts ON wts.franchise_id = r.winner_franchise_id AND wts.season_id = r.season_id
LEFT JOIN team_seasons rts ON rts.franchise_id = r.runner_up_franchise_id AND rts.season_id = r.season_id
LEFT JOIN games g ON g.id = r.game_id
WHERE r.championship_id = ?
ORDER BY r.year DESC, r.id DESC`), championshipID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []ChampionshipGame
	for rows.Next() {
		var g ChampionshipGame
		var wid, rid, ws, rs, sid, sstart, send, gid sql.NullInt64
		var wslug, wcity, rslug, rname, rcity, series, sslug, sname, date, venue, city, mvp, coach, gslug, notes sql.NullString
		if err := rows.Scan(&g.ID, &g.Year, &wid, &wslug, &g.WinnerName, &wcity, &rid, &rslug, &rname, &rcity,
			&ws, &rs, &series, &sid, &sslug, &sstart, &send, &sname,
			&date, &venue, &city, &mvp, &coach, &gid, &gslug, &notes); err != nil {
			return nil, err
		}
		g.Winner = ChampionshipTeam{ID: tcID(wid), Slug: tcText(wslug), Name: g.WinnerName, City: tcText(wcity)}
		g.RunnerUpName = tcText(rname)
		if g.RunnerUpName != nil {
			g.RunnerUp = &ChampionshipTeam{ID: tcID(rid), Slug: tcText(rslug), Name: *g.RunnerUpName, City: tcText(rcity)}
		}
		g.WinnerScore, g.RunnerUpScore, g.SeriesResult = tcInt(ws), tcInt(rs), tcText(series)
		g.Score = titleScore(ws, rs, series)
		if sid.Valid {
			g.Season = &ChampionshipSeason{ID: sid.Int64, Slug: sslug.String, StartYear: int(sstart.Int64), EndYear: int(send.Int64), Name: sname.String}
		}
		g.GameDate = tcText(date)
		if v, c := tcText(venue), tcText(city); v != nil || c != nil {
			g.Venue = &ChampionshipVenue{Name: v, City: c}
		}
		g.MVP, g.WinningCoach, g.GameID, g.GameSlug, g.Notes = tcText(mvp), tcText(coach), tcID(gid), tcText(gslug), tcText(notes)
		out = append(out, g)
	}
	return out, rows.Err()
}

// TitleRow is one result reduced to what championship statistics need.
type TitleRow struct {
	Year          int
	WinnerID      int64 // 0 = no franchise
	WinnerName    string
	WinnerSlug    string
	WinnerCurrent string // the franchise's current name
	RunnerUpID    int64
	RunnerUpName  string
	WinnerScore   *int
}

// ChampionshipTitles returns every result of a championship, oldest first.
func (s *Store) ChampionshipTitles(ctx context.Context, championshipID int64) ([]TitleRow, error) {
	return s.loadChampionshipTitles(ctx, championshipID)
}

func (s *Store) loadChampionshipTitles(ctx context.Context, championshipID int64) ([]TitleRow, error) {
	rows, err := s.query(ctx, s.Rebind(`
SELECT r.year, COALESCE(r.winner_franchise_id, 0), r.winner_name, COALESCE(f.slug, ''), COALESCE(f.name, ''),
  COALESCE(r.runner_up_franchise_id, 0), r.runner_up_name, r.winner_score
FROM championship_results r LEFT JOIN franchises f ON f.id = r.winner_franchise_id
WHERE r.championship_id = ? ORDER BY r.year, r.id`), championshipID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []TitleRow
	for rows.Next() {
		var t TitleRow
		var ws sql.NullInt64
		if err := rows.Scan(&t.Year, &t.WinnerID, &t.WinnerName, &t.WinnerSlug, &t.WinnerCurrent, &t.RunnerUpID, &t.RunnerUpName, &ws); err != nil {
			return nil, err
		}
		t.WinnerScore = tcInt(ws)
		out = append(out, t)
	}
	return out, rows.Err()
}

// ChampionshipGameCount counts the games that decided this championship:
// the championship-type games between each result's winner and runner-up in
// the seasons starting the same year (World Series games belong to the AL or
// NL season of the home team), plus deciding games linked to a
// result. byGames is false when the data holds no such games and the count is
// the number of results instead.
func (s *Store) ChampionshipGameCount(ctx context.Context, championshipID int64) (n int, byGames bool, err error) {
	return s.loadChampionshipGameCount(ctx, championshipID)
}

func (s *Store) loadChampionshipGameCount(ctx context.Context, championshipID int64) (n int, byGames bool, err error) {
	err = s.queryRow(ctx, s.Rebind(`
SELECT COUNT(*) FROM (
  SELECT g.id FROM championship_results r JOIN seasons rs ON rs.id = r.season_id
  JOIN games g ON g.home_franchise_id = r.winner_franchise_id AND g.away_franchise_id = r.runner_up_franchise_id
  JOIN seasons gs ON gs.id = g.season_id AND gs.start_year = rs.start_year
  WHERE r.championship_id = ? AND g.game_type = 'championship'
  UNION
  SELECT g.id FROM championship_results r JOIN seasons rs ON rs.id = r.season_id
  JOIN games g ON g.home_franchise_id = r.runner_up_franchise_id AND g.away_franchise_id = r.winner_franchise_id
  JOIN seasons gs ON gs.id = g.season_id AND gs.start_year = rs.start_year
  WHERE r.championship_id = ? AND g.game_type = 'championship'
  UNION
  SELECT r.game_id FROM championship_results r WHERE r.championship_id = ? AND r.game_id IS NOT NULL
) x`), championshipID, championshipID, championshipID).Scan(&n)
	if err != nil || n > 0 {
		return n, n > 0, err
	}
	err = s.queryRow(ctx, s.Rebind(`SELECT COUNT(*) FROM championship_results WHERE championship_id = ?`), championshipID).Scan(&n)
	return n, false, err
}

// --- small shared helpers (championships and teams) ---
