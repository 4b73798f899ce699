package store

import (
	"context"
	"database/sql"
)

// PersonRow is one person's bio.
type PersonRow struct {
	ID           int
	Slug         string
	FirstName    string
	LastName     string
	BirthDate    string
	BirthCity    string
	BirthState   string
	BirthCountry string
	DeathDate    string
	HeightIn     sql.NullInt64
	WeightLb     sql.NullInt64
	College      string
	Aliases      string // newline-separated
}

const personCols = `pe.id, pe.slug, pe.first_name, pe.last_name, pe.birth_date, pe.birth_city, pe.birth_state,
  pe.birth_country, pe.death_date, pe.height_in, pe.weight_lb, pe.college, pe.aliases`

func (p *PersonRow) dest() []any {
	return []any{&p.ID, &p.Slug, &p.FirstName, &p.LastName, &p.BirthDate, &p.BirthCity, &p.BirthState,
		&p.BirthCountry, &p.DeathDate, &p.HeightIn, &p.WeightLb, &p.College, &p.Aliases}
}

// PlayerRow is one player (a person in one sport and level) with the person's bio.
type PlayerRow struct {
	ID         int
	Person     PersonRow
	SportID    int
	LevelID    int
	Position   string
	DraftYear  sql.NullInt64
	DraftRound sql.NullInt64
	DraftPick  sql.NullInt64
	FirstYear  sql.NullInt64
	LastYear   sql.NullInt64
	HallOfFame bool
}

// PlayerRows reads every player with the person's bio, ordered by id.
func (s *Store) PlayerRows(ctx context.Context) ([]PlayerRow, error) {
	rows, err := s.query(ctx, `
SELECT p.id, p.sport_id, p.level_id, p.position, p.draft_year, p.draft_round, p.draft_pick, p.first_year, p.last_year,
  p.hall_of_fame, `+personCols+`
FROM players p JOIN people pe ON pe.id = p.person_id
ORDER BY p.id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []PlayerRow
	for rows.Next() {
		var r PlayerRow
		var hof int
		d := append([]any{&r.ID, &r.SportID, &r.LevelID, &r.Position, &r.DraftYear, &r.DraftRound, &r.DraftPick,
			&r.FirstYear, &r.LastYear, &hof}, r.Person.dest()...)
		if err := rows.Scan(d...); err != nil {
			return nil, err
		}
		r.HallOfFame = hof != 0
		out = append(out, r)
	}
	return out, rows.Err()
}

// CoachPeopleRows reads the bio of every person with a coaching tenure.
func (s *Store) CoachPeopleRows(ctx context.Context) ([]PersonRow, error) {
	rows, err := s.query(ctx, `
SELECT `+personCols+` FROM people pe
WHERE pe.id IN (SELECT DISTINCT person_id FROM coach_tenures)
ORDER BY pe.id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []PersonRow
	for rows.Next() {
		var r PersonRow
		if err := rows.Scan(r.dest()...); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// PersonByID reads one person.
func (s *Store) PersonByID(ctx context.Context, id int) (PersonRow, error) {
	var r PersonRow
	err := s.queryRow(ctx, s.Rebind(`SELECT `+personCols+` FROM people pe WHERE pe.id = ?`), id).Scan(r.dest()...)
	if err == sql.ErrNoRows {
		return r, ErrNotFound
	}
	return r, err
}

// PlayerSeasonRow is one player_seasons row with its season's league context.
type PlayerSeasonRow struct {
	ID          int
	PersonID    int
	SeasonID    int
	FranchiseID sql.NullInt64
	StartYear   int
	TeamAbbrev  string
	Position    string
	Stats       string
	Postseason  string
	LeagueID    int
	SportID     int
	LevelID     int
}

// ScanPlayerSeasons streams every player season in (person, year, id) order.
// withStats=false leaves Stats and Postseason empty (cheaper).
func (s *Store) ScanPlayerSeasons(ctx context.Context, withStats bool, fn func(*PlayerSeasonRow) error) error {
	cols := `'', ''`
	if withStats {
		cols = `ps.stats, ps.postseason`
	}
	rows, err := s.query(ctx, `
SELECT ps.id, ps.person_id, ps.season_id, ps.franchise_id, ps.start_year, ps.team_abbreviation, ps.position, `+cols+`,
  s.league_id, s.sport_id, s.level_id
FROM player_seasons ps JOIN seasons s ON s.id = ps.season_id
ORDER BY ps.person_id, ps.start_year, ps.id`)
	if err != nil {
		return err
	}
	return eachPlayerSeason(rows, fn)
}

// PlayerSeasonsOf reads one person's player seasons (with stats), oldest first.
func (s *Store) PlayerSeasonsOf(ctx context.Context, personID int) ([]PlayerSeasonRow, error) {
	rows, err := s.query(ctx, s.Rebind(`
SELECT ps.id, ps.person_id, ps.season_id, ps.franchise_id, ps.start_year, ps.team_abbreviation, ps.position, ps.stats, ps.postseason,
  s.league_id, s.sport_id, s.level_id
FROM player_seasons ps JOIN seasons s ON s.id = ps.season_id
WHERE ps.person_id = ?
ORDER BY ps.start_year, ps.id`), personID)
	if err != nil {
		return nil, err
	}
	return collectPlayerSeasons(rows)
}

// RosterRow is one roster entry with its season's league context.
type RosterRow struct {
	PersonID    int
	FranchiseID int
	SeasonID    int
	StartYear   int
	Jersey      string
	Position    string
	LeagueID    int
	SportID     int
	LevelID     int
}

// ScanRoster streams every roster entry in (person, year, id) order.
func (s *Store) ScanRoster(ctx context.Context, fn func(*RosterRow) error) error {
	rows, err := s.query(ctx, `
SELECT r.person_id, r.franchise_id, r.season_id, r.start_year, r.jersey_number, r.position, s.league_id, s.sport_id, s.level_id
FROM roster_entries r JOIN seasons s ON s.id = r.season_id
ORDER BY r.person_id, r.start_year, r.id`)
	if err != nil {
		return err
	}
	defer rows.Close()
	var r RosterRow
	for rows.Next() {
		if err := rows.Scan(&r.PersonID, &r.FranchiseID, &r.SeasonID, &r.StartYear, &r.Jersey, &r.Position,
			&r.LeagueID, &r.SportID, &r.LevelID); err != nil {
			return err
		}
		if err := fn(&r); err != nil {
			return err
		}
	}
	return rows.Err()
}

// AwardRow is one award won by a person.
type AwardRow struct {
	PersonID int
	Name     string
	Year     int
	LeagueID sql.NullInt64
	SportID  sql.NullInt64
	LevelID  sql.NullInt64
}

// AwardRows reads every award, by person then year.
func (s *Store) AwardRows(ctx context.Context) ([]AwardRow, error) {
	return queryAll(ctx, s, `
SELECT a.person_id, a.name, a.year, a.league_id, lg.sport_id, lg.level_id
FROM awards a LEFT JOIN leagues lg ON lg.id = a.league_id
ORDER BY a.person_id, a.year, a.name, a.id`, func(rows *sql.Rows, r *AwardRow) error {
		return rows.Scan(&r.PersonID, &r.Name, &r.Year, &r.LeagueID, &r.SportID, &r.LevelID)
	})
}

// TenureRow is one coach tenure with its season's league context.
type TenureRow struct {
	ID            int
	PersonID      int
	FranchiseID   int
	SeasonID      int
	StartYear     int
	Title         string
	IsHead        bool
	Seq           int
	Wins          int
	Losses        int
	Ties          int
	PlayoffWins   int
	PlayoffLosses int
	HasRecord     bool
	LeagueID      int
	SportID       int
	LevelID       int
}

// TenureRows reads every coach tenure by person, year and order.
func (s *Store) TenureRows(ctx context.Context) ([]TenureRow, error) {
	rows, err := s.query(ctx, `
SELECT t.id, t.person_id, t.franchise_id, t.season_id, t.start_year, t.title, t.is_head, t.seq, t.wins, t.losses, t.ties,
  t.playoff_wins, t.playoff_losses, t.has_record, s.league_id, s.sport_id, s.level_id
FROM coach_tenures t JOIN seasons s ON s.id = t.season_id
ORDER BY t.person_id, t.start_year, t.seq, t.id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []TenureRow
	for rows.Next() {
		var r TenureRow
		var head, rec int
		if err := rows.Scan(&r.ID, &r.PersonID, &r.FranchiseID, &r.SeasonID, &r.StartYear, &r.Title, &head, &r.Seq,
			&r.Wins, &r.Losses, &r.Ties, &r.PlayoffWins, &r.PlayoffLosses, &rec, &r.LeagueID, &r.SportID, &r.LevelID); err != nil {
			return nil, err
		}
		r.IsHead, r.HasRecord = head != 0, rec != 0
		out = append(out, r)
	}
	return out, rows.Err()
}

// TeamGameRecord is a franchise's regular-season record in one season,
// computed from final games.
type TeamGameRecord struct {
	SeasonID    int
	FranchiseID int
	Wins        int
	Losses      int
	Ties        int
}

// TeamGameRecords computes every franchise's W-L-T per season from final
// regular-season games (used where no source gave a record).
func (s *Store) TeamGameRecords(ctx context.Context) ([]TeamGameRecord, error) {
	return queryAll(ctx, s, `
SELECT season_id, fid, SUM(w), SUM(l), SUM(t) FROM (
  SELECT season_id, home_franchise_id AS fid,
    CASE WHEN home_score > away_score THEN 1 ELSE 0 END AS w,
    CASE WHEN home_score < away_score THEN 1 ELSE 0 END AS l,
    CASE WHEN home_score = away_score THEN 1 ELSE 0 END AS t
  FROM games WHERE status = 'final' AND game_type = 'regular' AND season_id IS NOT NULL
    AND home_franchise_id IS NOT NULL AND home_score IS NOT NULL AND away_score IS NOT NULL
  UNION ALL
  SELECT season_id, away_franchise_id,
    CASE WHEN away_score > home_score THEN 1 ELSE 0 END,
    CASE WHEN away_score < home_score THEN 1 ELSE 0 END,
    CASE WHEN away_score = home_score THEN 1 ELSE 0 END
  FROM games WHERE status = 'final' AND game_type = 'regular' AND season_id IS NOT NULL
    AND away_franchise_id IS NOT NULL AND home_score IS NOT NULL AND away_score IS NOT NULL
) x GROUP BY season_id, fid`, func(rows *sql.Rows, r *TeamGameRecord) error {
		return rows.Scan(&r.SeasonID, &r.FranchiseID, &r.Wins, &r.Losses, &r.Ties)
	})
}

// RosterOf reads one person's roster entries, oldest first.
func (s *Store) RosterOf(ctx context.Context, personID int) ([]RosterRow, error) {
	rows, err := s.query(ctx, s.Rebind(`
SELECT r.person_id, r.franchise_id, r.season_id, r.start_year, r.jersey_number, r.position, s.league_id, s.sport_id, s.level_id
FROM roster_entries r JOIN seasons s ON s.id = r.season_id
WHERE r.person_id = ?
ORDER BY r.start_year, r.id`), personID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []RosterRow
	for rows.Next() {
		var r RosterRow
		if err := rows.Scan(&r.PersonID, &r.FranchiseID, &r.SeasonID, &r.StartYear, &r.Jersey, &r.Position,
			&r.LeagueID, &r.SportID, &r.LevelID); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
