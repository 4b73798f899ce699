package store

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"strings"
)

// GameBase is one game's own columns. Names of teams, seasons, venues and
// championships are resolved by the caller from GameDims (small tables it
// keeps in memory), so reading a page of games touches one table only.
type GameBase struct {
	ID         int64
	Slug       string
	Date       string
	StartTime  string
	TimeZone   string
	Status     string
	GameType   string
	Week       string
	HomeScore  sql.NullInt64
	AwayScore  sql.NullInt64
	Attendance sql.NullInt64
	Neutral    bool
	Overtime   string
	Source     string
	Notes      string
	Home       int64 // franchise id, 0 = not a known franchise
	Away       int64
	HomeName   string // name as of the game ("" = unknown)
	AwayName   string
	SeasonID   int64 // 0 = none
	VenueID    int64 // 0 = none
	SportID    int64
	LevelID    int64
	// Live games entered through the ingest API: the feed's id, the period
	// and the clock ("" / NULL for every imported game).
	ExternalID    string
	Period        sql.NullInt64
	TimeRemaining string
}

const gameBaseSelect = `
SELECT id, slug, game_date, start_time, time_zone, status, game_type, week, home_score, away_score, attendance, neutral,
  overtime, source, notes, COALESCE(home_franchise_id, 0), COALESCE(away_franchise_id, 0), home_name, away_name,
  COALESCE(season_id, 0), COALESCE(venue_id, 0), sport_id, level_id, COALESCE(external_id, ''), period, time_remaining
FROM games `

func scanGameBase(sc interface{ Scan(...any) error }) (GameBase, error) {
	var g GameBase
	var neutral int
	err := sc.Scan(&g.ID, &g.Slug, &g.Date, &g.StartTime, &g.TimeZone, &g.Status, &g.GameType, &g.Week, &g.HomeScore, &g.AwayScore,
		&g.Attendance, &neutral, &g.Overtime, &g.Source, &g.Notes, &g.Home, &g.Away, &g.HomeName, &g.AwayName,
		&g.SeasonID, &g.VenueID, &g.SportID, &g.LevelID, &g.ExternalID, &g.Period, &g.TimeRemaining)
	g.Neutral = neutral != 0
	return g, err
}

// GameByRef finds one game by numeric id or slug.
func (s *Store) GameByRef(ctx context.Context, ref string) (GameBase, error) {
	if id, err := strconv.ParseInt(ref, 10, 64); err == nil {
		g, err := scanGameBase(s.queryRow(ctx, s.Rebind(gameBaseSelect+"WHERE id = ?"), id))
		if err == nil || !errors.Is(err, sql.ErrNoRows) {
			return g, err
		}
	}
	g, err := scanGameBase(s.queryRow(ctx, s.Rebind(gameBaseSelect+"WHERE slug = ?"), strings.ToLower(ref)))
	if errors.Is(err, sql.ErrNoRows) {
		return g, ErrNotFound
	}
	return g, err
}

// GameRows streams every game, oldest first (date, then id), to fn; the
// API keeps them in memory to answer game lists. Notes are not read: Notes
// is "y" when the game has any, else "".
func (s *Store) GameRows(ctx context.Context, fn func(GameBase) error) error {
	rows, err := s.query(ctx, strings.Replace(gameBaseSelect, "notes,", "CASE WHEN notes <> '' THEN 'y' ELSE '' END,", 1)+"ORDER BY game_date, id")
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		g, err := scanGameBase(rows)
		if err != nil {
			return err
		}
		if err := fn(g); err != nil {
			return err
		}
	}
	return rows.Err()
}

// GameDims are the small tables games are shown and filtered with.
type GameDims struct {
	Sports        map[int64]GameDimNamed // id -> slug, name
	Levels        map[int64]GameDimNamed
	Seasons       map[int64]GameDimSeason
	Franchises    map[int64]GameDimTeam
	TeamSeasons   map[[2]int64]GameDimTeamSeason // (franchise, season) -> name as of that season
	Venues        map[int64]GameDimVenue
	Championships []GameDimChampionship
	// ResultGames maps a deciding game to its championship.
	ResultGames map[int64]int64
}

// GameDimNamed is a sport or level.
type GameDimNamed struct {
	Slug, Name string
}

// GameDimSeason is one league-season.
type GameDimSeason struct {
	ID, LeagueID, SportID, LevelID int64
	Slug, Name                     string
	StartYear, EndYear             int
	LeagueName, LeagueAbbrev       string
}

// GameDimTeam is a franchise, or its identity in one season.
type GameDimTeam struct {
	ID                       int64
	Slug                     string
	Name, City, Abbreviation string
	SportID, LevelID         int64 // franchises only
}

// GameDimTeamSeason is a franchise's identity in one season (empty: as the
// franchise).
type GameDimTeamSeason struct {
	Name, City, Abbreviation string
}

// GameDimVenue is a venue.
type GameDimVenue struct {
	ID                         int64
	Name, City, State, Country string
	Capacity                   sql.NullInt64
}

// GameDimChampionship is a title and the league and years it covers.
type GameDimChampionship struct {
	ID, SportID, LevelID int64
	LeagueID             sql.NullInt64
	Slug, Name           string
	FirstYear, LastYear  sql.NullInt64
}

// SeasonDim reads one league-season as GameDims holds it (a season an
// ingest opened after the dims were loaded); ErrNotFound when there is none.
func (s *Store) SeasonDim(ctx context.Context, id int64) (GameDimSeason, error) {
	var x GameDimSeason
	err := s.DB.QueryRowContext(ctx, s.Rebind(seasonDimSelect+` WHERE s.id = ?`), id).
		Scan(&x.ID, &x.LeagueID, &x.SportID, &x.LevelID, &x.Slug, &x.Name, &x.StartYear, &x.EndYear, &x.LeagueName, &x.LeagueAbbrev)
	if errors.Is(err, sql.ErrNoRows) {
		return x, ErrNotFound
	}
	return x, err
}

const seasonDimSelect = `SELECT s.id, s.league_id, s.sport_id, s.level_id, s.slug, s.name, s.start_year, s.end_year, lg.name, lg.abbreviation
FROM seasons s JOIN leagues lg ON lg.id = s.league_id`

// GameDims loads the small tables games refer to (a few tens of thousands
// of rows in all).
func (s *Store) GameDims(ctx context.Context) (*GameDims, error) {
	d := &GameDims{Sports: map[int64]GameDimNamed{}, Levels: map[int64]GameDimNamed{}, Seasons: map[int64]GameDimSeason{},
		Franchises: map[int64]GameDimTeam{}, TeamSeasons: map[[2]int64]GameDimTeamSeason{}, Venues: map[int64]GameDimVenue{},
		ResultGames: map[int64]int64{}}
	intern := texts{}.intern
	scan := func(q string, fn func(*sql.Rows) error) error {
		rows, err := s.query(ctx, q)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			if err := fn(rows); err != nil {
				return err
			}
		}
		return rows.Err()
	}
	steps := []struct {
		q  string
		fn func(*sql.Rows) error
	}{
		{`SELECT id, slug, name FROM sports`, func(r *sql.Rows) error {
			var id int64
			var x GameDimNamed
			err := r.Scan(&id, &x.Slug, &x.Name)
			d.Sports[id] = x
			return err
		}},
		{`SELECT id, slug, name FROM levels`, func(r *sql.Rows) error {
			var id int64
			var x GameDimNamed
			err := r.Scan(&id, &x.Slug, &x.Name)
			d.Levels[id] = x
			return err
		}},
		{seasonDimSelect, func(r *sql.Rows) error {
			var x GameDimSeason
			err := r.Scan(&x.ID, &x.LeagueID, &x.SportID, &x.LevelID, &x.Slug, &x.Name, &x.StartYear, &x.EndYear, &x.LeagueName, &x.LeagueAbbrev)
			d.Seasons[x.ID] = x
			return err
		}},
		{`SELECT id, slug, name, city, abbreviation, sport_id, level_id FROM franchises`, func(r *sql.Rows) error {
			var x GameDimTeam
			err := r.Scan(&x.ID, &x.Slug, &x.Name, &x.City, &x.Abbreviation, &x.SportID, &x.LevelID)
			d.Franchises[x.ID] = x
			return err
		}},
		{`SELECT franchise_id, season_id, name, city, abbreviation FROM team_seasons`, func(r *sql.Rows) error {
			var x GameDimTeamSeason
			var franchise, season int64
			err := r.Scan(&franchise, &season, &x.Name, &x.City, &x.Abbreviation)
			// ~40k rows name ~1k teams: one copy of each text.
			x.Name, x.City, x.Abbreviation = intern(x.Name), intern(x.City), intern(x.Abbreviation)
			d.TeamSeasons[[2]int64{franchise, season}] = x
			return err
		}},
		{`SELECT id, name, city, state, country, capacity FROM venues`, func(r *sql.Rows) error {
			var x GameDimVenue
			err := r.Scan(&x.ID, &x.Name, &x.City, &x.State, &x.Country, &x.Capacity)
			d.Venues[x.ID] = x
			return err
		}},
		{`SELECT id, sport_id, level_id, league_id, slug, name, first_year, last_year FROM championships ORDER BY id`, func(r *sql.Rows) error {
			var x GameDimChampionship
			err := r.Scan(&x.ID, &x.SportID, &x.LevelID, &x.LeagueID, &x.Slug, &x.Name, &x.FirstYear, &x.LastYear)
			d.Championships = append(d.Championships, x)
			return err
		}},
		{`SELECT game_id, championship_id FROM championship_results WHERE game_id IS NOT NULL ORDER BY id DESC`, func(r *sql.Rows) error {
			var g, c int64
			err := r.Scan(&g, &c)
			d.ResultGames[g] = c
			return err
		}},
	}
	for _, st := range steps {
		if err := scan(st.q, st.fn); err != nil {
			return nil, err
		}
	}
	return d, nil
}
