package store

import (
	"context"
	"database/sql"
)

// SeasonRow is one league-season with the aggregates the seasons directory
// shows (counts and first/last game dates over its games), read in one pass.
type SeasonRow struct {
	ID                 int
	Slug               string
	Name               string
	StartYear          int
	EndYear            int
	StartDate          string
	EndDate            string
	PlayoffsEnd        string
	RegularSeasonGames sql.NullInt64
	PlayoffFormat      string
	LeagueID           int
	LeagueName         string
	LeagueAbbrev       string
	SportID            int
	SportName          string
	SportSlug          string
	LevelID            int
	LevelName          string
	LevelSlug          string
	ChampionID         sql.NullInt64
	// From games (allstar games excluded).
	Games        int
	RegularStart string
	RegularEnd   string
	FirstGame    string
	LastGame     string
	LastFinal    string // the last final game's date
	FinalGames   int
	OpenGames    int // scheduled or live
	TeamsCount   int
}

// SeasonCount is the number of seasons SeasonRows reads (one each): the
// ingest API adds seasons without a new dataset version.
func (s *Store) SeasonCount(ctx context.Context) (int, error) {
	var n int
	err := s.queryRow(ctx, `
SELECT COUNT(*) FROM seasons s
JOIN leagues lg ON lg.id = s.league_id
JOIN sports sp ON sp.id = s.sport_id
JOIN levels lv ON lv.id = s.level_id`).Scan(&n)
	return n, err
}

// SeasonRows reads every season with its games and teams aggregates.
func (s *Store) SeasonRows(ctx context.Context) ([]SeasonRow, error) {
	return queryAll(ctx, s, `
SELECT s.id, s.slug, s.name, s.start_year, s.end_year, s.start_date, s.end_date, s.playoffs_end,
  s.regular_season_games, s.playoff_format,
  lg.id, lg.name, lg.abbreviation, sp.id, sp.name, sp.slug, lv.id, lv.name, lv.slug,
  s.champion_franchise_id,
  COALESCE(g.n, 0), COALESCE(g.reg_start, ''), COALESCE(g.reg_end, ''), COALESCE(g.first_date, ''),
  COALESCE(g.last_date, ''), COALESCE(g.last_final, ''), COALESCE(g.finals, 0), COALESCE(g.open, 0),
  COALESCE(ts.n, 0)
FROM seasons s
JOIN leagues lg ON lg.id = s.league_id
JOIN sports sp ON sp.id = s.sport_id
JOIN levels lv ON lv.id = s.level_id
LEFT JOIN (
  SELECT season_id, COUNT(*) AS n,
    MIN(CASE WHEN game_type = 'regular' THEN game_date END) AS reg_start,
    MAX(CASE WHEN game_type = 'regular' THEN game_date END) AS reg_end,
    MIN(game_date) AS first_date, MAX(game_date) AS last_date,
    MAX(CASE WHEN status = 'final' THEN game_date END) AS last_final,
    SUM(CASE WHEN status = 'final' THEN 1 ELSE 0 END) AS finals,
    SUM(CASE WHEN status IN ('scheduled', 'live') THEN 1 ELSE 0 END) AS open
  FROM games WHERE season_id IS NOT NULL AND game_type <> 'allstar'
  GROUP BY season_id
) g ON g.season_id = s.id
LEFT JOIN (SELECT season_id, COUNT(*) AS n FROM team_seasons GROUP BY season_id) ts ON ts.season_id = s.id
ORDER BY s.start_year DESC, lv.id, sp.id, lg.id`, func(rows *sql.Rows, r *SeasonRow) error {
		return rows.Scan(&r.ID, &r.Slug, &r.Name, &r.StartYear, &r.EndYear, &r.StartDate, &r.EndDate, &r.PlayoffsEnd,
			&r.RegularSeasonGames, &r.PlayoffFormat,
			&r.LeagueID, &r.LeagueName, &r.LeagueAbbrev, &r.SportID, &r.SportName, &r.SportSlug, &r.LevelID, &r.LevelName, &r.LevelSlug,
			&r.ChampionID,
			&r.Games, &r.RegularStart, &r.RegularEnd, &r.FirstGame, &r.LastGame, &r.LastFinal, &r.FinalGames, &r.OpenGames,
			&r.TeamsCount)
	})
}

// TeamSeasonRow is one franchise's identity and record in one season.
type TeamSeasonRow struct {
	FranchiseID  int
	SeasonID     int
	StartYear    int
	Name         string
	City         string
	Abbreviation string
	Wins         int
	Losses       int
	Ties         int
	OTLosses     int
	HasRecord    bool
	MadePlayoffs bool
	HeadCoach    string
}

// TeamSeasonRows reads every team-season (names as of that season, records).
func (s *Store) TeamSeasonRows(ctx context.Context) ([]TeamSeasonRow, error) {
	rows, err := s.query(ctx, `
SELECT franchise_id, season_id, start_year, name, city, abbreviation, wins, losses, ties, ot_losses,
  has_record, made_playoffs, head_coach
FROM team_seasons ORDER BY season_id, franchise_id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []TeamSeasonRow
	for rows.Next() {
		var r TeamSeasonRow
		var hr, mp int
		if err := rows.Scan(&r.FranchiseID, &r.SeasonID, &r.StartYear, &r.Name, &r.City, &r.Abbreviation,
			&r.Wins, &r.Losses, &r.Ties, &r.OTLosses, &hr, &mp, &r.HeadCoach); err != nil {
			return nil, err
		}
		r.HasRecord, r.MadePlayoffs = hr != 0, mp != 0
		out = append(out, r)
	}
	return out, rows.Err()
}

// FranchiseRow is one team (franchise) with its current identity.
type FranchiseRow struct {
	ID           int
	Slug         string
	Name         string
	Nickname     string
	City         string
	Abbreviation string
	SportID      int
	SportName    string
	SportSlug    string
	LevelID      int
	LevelName    string
	LevelSlug    string
	LeagueID     sql.NullInt64
	LeagueAbbrev string
	FoundedYear  sql.NullInt64
	LastYear     sql.NullInt64
}

// FranchiseRows reads every franchise.
func (s *Store) FranchiseRows(ctx context.Context) ([]FranchiseRow, error) {
	return queryAll(ctx, s, `
SELECT f.id, f.slug, f.name, f.nickname, f.city, f.abbreviation, sp.id, sp.name, sp.slug, lv.id, lv.name, lv.slug,
  f.league_id, COALESCE(lg.abbreviation, ''), f.founded_year, f.last_year
FROM franchises f
JOIN sports sp ON sp.id = f.sport_id
JOIN levels lv ON lv.id = f.level_id
LEFT JOIN leagues lg ON lg.id = f.league_id
ORDER BY f.id`, func(rows *sql.Rows, r *FranchiseRow) error {
		return rows.Scan(&r.ID, &r.Slug, &r.Name, &r.Nickname, &r.City, &r.Abbreviation, &r.SportID, &r.SportName, &r.SportSlug,
			&r.LevelID, &r.LevelName, &r.LevelSlug, &r.LeagueID, &r.LeagueAbbrev, &r.FoundedYear, &r.LastYear)
	})
}

// ChampionshipRow is one championship (competition).
type ChampionshipRow struct {
	ID        int
	Slug      string
	Name      string
	Official  string
	Trophy    string
	SportID   int
	SportName string
	SportSlug string
	LevelID   int
	LevelName string
	LevelSlug string
	LeagueID  sql.NullInt64
	FirstYear sql.NullInt64
	LastYear  sql.NullInt64
	Results   int
}

// ChampionshipRows reads every championship with its number of results.
func (s *Store) ChampionshipRows(ctx context.Context) ([]ChampionshipRow, error) {
	return queryAll(ctx, s, `
SELECT c.id, c.slug, c.name, c.official_name, c.trophy_name, sp.id, sp.name, sp.slug, lv.id, lv.name, lv.slug,
  c.league_id, c.first_year, c.last_year,
  (SELECT COUNT(*) FROM championship_results r WHERE r.championship_id = c.id)
FROM championships c
JOIN sports sp ON sp.id = c.sport_id
JOIN levels lv ON lv.id = c.level_id
ORDER BY c.id`, func(rows *sql.Rows, r *ChampionshipRow) error {
		return rows.Scan(&r.ID, &r.Slug, &r.Name, &r.Official, &r.Trophy, &r.SportID, &r.SportName, &r.SportSlug,
			&r.LevelID, &r.LevelName, &r.LevelSlug, &r.LeagueID, &r.FirstYear, &r.LastYear, &r.Results)
	})
}

// ResultRow is one decided championship (one title).
type ResultRow struct {
	ID               int
	ChampionshipID   int
	ChampionshipSlug string
	ChampionshipName string
	SeasonID         sql.NullInt64
	Year             int
	WinnerID         sql.NullInt64
	WinnerName       string
	WinningCoach     string
}

// ResultRows reads every championship result, oldest first.
func (s *Store) ResultRows(ctx context.Context) ([]ResultRow, error) {
	return queryAll(ctx, s, `
SELECT r.id, c.id, c.slug, c.name, r.season_id, r.year, r.winner_franchise_id, r.winner_name, r.winning_coach
FROM championship_results r JOIN championships c ON c.id = r.championship_id
ORDER BY r.year, r.id`, func(rows *sql.Rows, r *ResultRow) error {
		return rows.Scan(&r.ID, &r.ChampionshipID, &r.ChampionshipSlug, &r.ChampionshipName, &r.SeasonID, &r.Year,
			&r.WinnerID, &r.WinnerName, &r.WinningCoach)
	})
}
