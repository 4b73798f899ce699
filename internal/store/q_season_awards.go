package store

import "context"

// SeasonAward is an award given in a league season to a person.
type SeasonAward struct {
	Name       string
	Year       int
	Notes      string
	PersonSlug string
	PersonName string
}

// SeasonAwards reads the awards a league gave in a year (the year the
// sources date them by), by name then person.
func (s *Store) SeasonAwards(ctx context.Context, leagueID int64, year int) ([]SeasonAward, error) {
	rows, err := s.query(ctx, s.Rebind(`
SELECT a.name, a.year, a.notes, pe.slug, TRIM(pe.first_name || ' ' || pe.last_name)
FROM awards a JOIN people pe ON pe.id = a.person_id
WHERE a.league_id = ? AND a.year = ?
ORDER BY a.name, pe.last_name, pe.first_name, a.id`), leagueID, year)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []SeasonAward
	for rows.Next() {
		var a SeasonAward
		if err := rows.Scan(&a.Name, &a.Year, &a.Notes, &a.PersonSlug, &a.PersonName); err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, rows.Err()
}
