package store

import (
	"context"
	"database/sql"
	"sort"
)

// A team's roster: the players of a season and its latest season with one.

// RosterPerson is a player as a roster lists him.
type RosterPerson struct {
	FirstName string `json:"first_name"`
	LastName  string `json:"last_name"`
}

// RosterPlayer is the player behind a roster entry.
type RosterPlayer struct {
	ID                  *int64       `json:"id"`
	Slug                string       `json:"slug"`
	IsActive            bool         `json:"is_active"`
	PrimaryPosition     *string      `json:"primary_position"`
	PrimaryPositionName *string      `json:"primary_position_name"`
	Person              RosterPerson `json:"person"`
}

// RosterEntry is one player on a team in one season.
type RosterEntry struct {
	ID           int64        `json:"id"`
	Slug         string       `json:"slug"`
	PersonID     int64        `json:"person_id"`
	JerseyNumber *string      `json:"jersey_number"`
	IsCaptain    bool         `json:"is_captain"`
	IsStarter    bool         `json:"is_starter"`
	Position     *string      `json:"position"`
	Status       *string      `json:"status"`
	Player       RosterPlayer `json:"player"`
}

// TeamRosterYear is the latest season start year with roster data (roster
// entries, else player seasons); 0 when none.
func (s *Store) TeamRosterYear(ctx context.Context, franchiseID int64) (int, error) {
	return s.loadTeamRosterYear(ctx, franchiseID)
}

func (s *Store) loadTeamRosterYear(ctx context.Context, franchiseID int64) (int, error) {
	var a, b sql.NullInt64
	if err := s.queryRow(ctx, s.Rebind(`SELECT MAX(start_year) FROM roster_entries WHERE franchise_id = ?`), franchiseID).Scan(&a); err != nil {
		return 0, err
	}
	if err := s.queryRow(ctx, s.Rebind(`SELECT MAX(start_year) FROM player_seasons WHERE franchise_id = ?`), franchiseID).Scan(&b); err != nil {
		return 0, err
	}
	return int(max(a.Int64, b.Int64)), nil
}

// TeamRoster lists a team's players in the season starting startYear: its
// roster entries, or when there are none the players with stats for the team
// that season. source is "roster", "player_seasons" or "" (no data).
func (s *Store) TeamRoster(ctx context.Context, franchiseID int64, startYear int) ([]RosterEntry, string, error) {
	return s.loadTeamRoster(ctx, franchiseID, startYear)
}

func (s *Store) loadTeamRoster(ctx context.Context, franchiseID int64, startYear int) (entries []RosterEntry, source string, err error) {
	// The latest season of the team's sport and level decides who is active.
	const active = `(SELECT MAX(x.start_year) FROM seasons x JOIN franchises xf ON xf.sport_id = x.sport_id AND xf.level_id = x.level_id WHERE xf.id = ?)`
	const player = `LEFT JOIN players pl ON pl.id = (SELECT MIN(x.id) FROM players x JOIN franchises xf ON xf.id = ? WHERE x.person_id = p.id AND x.sport_id = xf.sport_id AND x.level_id = xf.level_id)`
	q := `
SELECT re.id, p.slug, p.id, re.jersey_number, re.is_captain, re.is_starter, re.position, re.status,
  pl.id, pl.position, pl.last_year, ` + active + `, p.first_name, p.last_name
FROM roster_entries re
JOIN people p ON p.id = re.person_id
` + player + `
WHERE re.franchise_id = ? AND re.start_year = ?`
	// Placeholders in text order: active, player join, WHERE.
	entries, err = s.teamRosterRows(ctx, q, franchiseID, franchiseID, franchiseID, startYear)
	if err != nil || len(entries) > 0 {
		return entries, "roster", err
	}
	q = `
SELECT ps.id, p.slug, p.id, '', 0, 0, ps.position, '',
  pl.id, pl.position, pl.last_year, ` + active + `, p.first_name, p.last_name
FROM (SELECT MIN(id) AS id, person_id, MAX(position) AS position FROM player_seasons
      WHERE franchise_id = ? AND start_year = ? GROUP BY person_id) ps
JOIN people p ON p.id = ps.person_id
` + player
	// Placeholders in text order: active, FROM subquery, player join.
	entries, err = s.teamRosterRows(ctx, q, franchiseID, franchiseID, startYear, franchiseID)
	if err != nil || len(entries) > 0 {
		return entries, "player_seasons", err
	}
	return nil, "", nil
}

func (s *Store) teamRosterRows(ctx context.Context, q string, args ...any) ([]RosterEntry, error) {
	rows, err := s.query(ctx, s.Rebind(q), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []RosterEntry
	for rows.Next() {
		var e RosterEntry
		var jersey, pos, status, plPos sql.NullString
		var captain, starter int
		var plID, plLast, latest sql.NullInt64
		if err := rows.Scan(&e.ID, &e.Slug, &e.PersonID, &jersey, &captain, &starter, &pos, &status,
			&plID, &plPos, &plLast, &latest, &e.Player.Person.FirstName, &e.Player.Person.LastName); err != nil {
			return nil, err
		}
		e.JerseyNumber, e.Position, e.Status = tcText(jersey), tcText(pos), tcText(status)
		e.IsCaptain, e.IsStarter = captain == 1, starter == 1
		e.Player.ID = tcID(plID)
		e.Player.Slug = e.Slug
		e.Player.PrimaryPosition = tcText(plPos)
		if e.Player.PrimaryPosition == nil {
			e.Player.PrimaryPosition = e.Position
		}
		e.Player.IsActive = plLast.Valid && latest.Valid && plLast.Int64 >= latest.Int64
		out = append(out, e)
	}
	// By name (last, first), ids breaking ties.
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i].Player.Person, out[j].Player.Person
		if a.LastName != b.LastName {
			return a.LastName < b.LastName
		}
		if a.FirstName != b.FirstName {
			return a.FirstName < b.FirstName
		}
		return out[i].ID < out[j].ID
	})
	return out, rows.Err()
}
