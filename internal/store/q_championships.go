package store

import (
	"context"
	"database/sql"
	"strconv"
	"strings"
)

// SportRef is the sport of a championship or team.
type SportRef struct {
	Name         string `json:"name"`
	Slug         string `json:"slug"`
	Abbreviation string `json:"abbreviation,omitempty"`
}

// LevelRef is a level (or any name + slug pair).
type LevelRef struct {
	Name string `json:"name"`
	Slug string `json:"slug"`
}

// LatestChampion is a championship's most recent winner.
type LatestChampion struct {
	TeamName string  `json:"team_name"`
	TeamSlug *string `json:"team_slug"`
	Year     int     `json:"year"`
}

// Championship is one title (Super Bowl, NBA Finals, ...).
type Championship struct {
	ID             int64           `json:"id"`
	Slug           string          `json:"slug"`
	Name           string          `json:"name"`
	OfficialName   *string         `json:"official_name"`
	Description    *string         `json:"description"`
	TrophyName     *string         `json:"trophy_name"`
	FirstYear      *int            `json:"first_year"`
	LastYear       *int            `json:"last_year"`
	Sport          SportRef        `json:"sport"`
	Level          LevelRef        `json:"level"`
	TotalChampions int             `json:"total_champions"`
	LatestChampion *LatestChampion `json:"latest_champion"`
}

// ChampionshipFilter selects championships.
type ChampionshipFilter struct {
	Sport, Level string // slugs, "" = all
	Season       int    // contested that year (0 = any)
	Search       string
	Limit        int
	Offset       int
}

const championshipSelect = `
SELECT c.id, c.slug, c.name, c.official_name, c.description, c.trophy_name, c.first_year, c.last_year,
  sp.name, sp.slug, sp.abbreviation, lv.name, lv.slug,
  (SELECT COUNT(*) FROM championship_results r WHERE r.championship_id = c.id),
  lr.winner_name, lf.slug, lr.year
FROM championships c
JOIN sports sp ON sp.id = c.sport_id
JOIN levels lv ON lv.id = c.level_id
LEFT JOIN championship_results lr ON lr.id = (
  SELECT r2.id FROM championship_results r2 WHERE r2.championship_id = c.id ORDER BY r2.year DESC, r2.id DESC LIMIT 1)
LEFT JOIN franchises lf ON lf.id = lr.winner_franchise_id`

func scanChampionship(sc interface{ Scan(...any) error }) (Championship, error) {
	var c Championship
	var off, desc, trophy, lname, lslug sql.NullString
	var first, last, lyear sql.NullInt64
	err := sc.Scan(&c.ID, &c.Slug, &c.Name, &off, &desc, &trophy, &first, &last,
		&c.Sport.Name, &c.Sport.Slug, &c.Sport.Abbreviation, &c.Level.Name, &c.Level.Slug,
		&c.TotalChampions, &lname, &lslug, &lyear)
	if err != nil {
		return c, err
	}
	c.OfficialName, c.Description, c.TrophyName = tcText(off), tcText(desc), tcText(trophy)
	c.FirstYear, c.LastYear = tcInt(first), tcInt(last)
	if lyear.Valid {
		c.LatestChampion = &LatestChampion{TeamName: lname.String, TeamSlug: tcText(lslug), Year: int(lyear.Int64)}
	}
	return c, nil
}

// ChampionshipSnapshot holds every championship in list order (levels, sports, then
// current titles before defunct ones, oldest first).
type ChampionshipSnapshot struct {
	list   []Championship
	search []string // lowered "name|official name|sport name" per row
}

// LoadChampionships reads every championship (the read model keeps them).
func (s *Store) LoadChampionships(ctx context.Context) (*ChampionshipSnapshot, error) {
	rows, err := s.query(ctx, championshipSelect+` ORDER BY lv.id, sp.id, CASE WHEN c.last_year IS NULL THEN 0 ELSE 1 END, c.first_year, c.name, c.id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	snap := &ChampionshipSnapshot{}
	for rows.Next() {
		c, err := scanChampionship(rows)
		if err != nil {
			return nil, err
		}
		snap.list = append(snap.list, c)
		off := ""
		if c.OfficialName != nil {
			off = *c.OfficialName
		}
		snap.search = append(snap.search, strings.ToLower(c.Name+"|"+off+"|"+c.Sport.Name))
	}
	return snap, rows.Err()
}

// Championships lists championships (by level, sport, then current titles
// before defunct ones) and counts all that match. The rows are the
// snapshot's: callers must not modify them.
func (s *Store) Championships(ctx context.Context, f ChampionshipFilter) ([]*Championship, int, error) {
	snap, err := s.LoadChampionships(ctx)
	if err != nil {
		return nil, 0, err
	}
	page, total := snap.List(f)
	return page, total, nil
}

// List is the page of championships f asks for and how many match.
func (snap *ChampionshipSnapshot) List(f ChampionshipFilter) ([]*Championship, int) {
	search := strings.ToLower(strings.TrimSpace(f.Search))
	page, total := filterPage(snap.list, f.Limit, f.Offset, func(i int) bool {
		c := &snap.list[i]
		if (f.Sport != "" && c.Sport.Slug != f.Sport) || (f.Level != "" && c.Level.Slug != f.Level) {
			return false
		}
		if f.Season != 0 && ((c.FirstYear != nil && *c.FirstYear > f.Season) || (c.LastYear != nil && *c.LastYear < f.Season)) {
			return false
		}
		return search == "" || strings.Contains(snap.search[i], search)
	})
	return page, total
}

// ChampionshipBySlug finds one championship by slug or numeric id.
func (s *Store) ChampionshipBySlug(ctx context.Context, slugOrID string) (Championship, error) {
	snap, err := s.LoadChampionships(ctx)
	if err != nil {
		return Championship{}, err
	}
	return snap.BySlug(slugOrID)
}

// BySlug finds one championship by slug or numeric id.
func (snap *ChampionshipSnapshot) BySlug(slugOrID string) (Championship, error) {
	id, _ := strconv.ParseInt(slugOrID, 10, 64)
	for _, c := range snap.list {
		if c.Slug == slugOrID {
			return c, nil
		}
	}
	for _, c := range snap.list {
		if id > 0 && c.ID == id {
			return c, nil
		}
	}
	return Championship{}, ErrNotFound
}
