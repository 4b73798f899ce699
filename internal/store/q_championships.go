package store

import (
	"context"
	"database/sql"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/stats"
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
	Sport          SportRef      `json:"sport"`
	Level          LevelRef      `json:"level"`
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

// ChampionRecord is one title won, as the champions pages show it.
type ChampionRecord struct {
	ID               int64   `json:"id"`
	Year             int     `json:"year"`
	TeamID           *int64  `json:"team_id"`
	TeamSlug         *string `json:"team_slug"`
	TeamCity         *string `json:"team_city"`
	TeamName         string  `json:"team_name"`
	ChampionshipID   int64   `json:"championship_id"`
	ChampionshipName string  `json:"championship_name"`
	ChampionshipSlug string  `json:"championship_slug"`
	SportName        string  `json:"sport_name"`
	SportSlug        string  `json:"sport_slug"`
	LevelSlug        string  `json:"level_slug"`
	Record           *string `json:"record"`
	Coach            *string `json:"coach"`
	SeasonID         *int64  `json:"season_id"`
	SeasonName       *string `json:"season_name"`
	SeasonStartYear  *int    `json:"season_start_year"`
	RunnerUpName     *string `json:"runner_up_name"`
	Score            *string `json:"score"`
}

// ChampionFilter selects champion records.
type ChampionFilter struct {
	ChampionshipID  int64
	FranchiseID     int64
	Sport, Level    string
	SeasonStartYear int // the season's start year (0 = any)
	Search          string
	Limit, Offset   int
}

// championFrom finds the winner's team season by the title's season, or by
// its start year when the title belongs to another league's season (Super
// Bowls III and IV were won by AFL teams).
const championFrom = `
FROM championship_results r
JOIN championships c ON c.id = r.championship_id
JOIN sports sp ON sp.id = c.sport_id
JOIN levels lv ON lv.id = c.level_id
LEFT JOIN franchises f ON f.id = r.winner_franchise_id
LEFT JOIN seasons s ON s.id = r.season_id
LEFT JOIN team_seasons ts ON ts.id = COALESCE(
  (SELECT x.id FROM team_seasons x WHERE x.franchise_id = r.winner_franchise_id AND x.season_id = r.season_id),
  (SELECT MIN(x.id) FROM team_seasons x WHERE x.franchise_id = r.winner_franchise_id AND x.start_year = s.start_year))`

const championSelect = `
SELECT r.id, r.year, r.winner_franchise_id, f.slug, COALESCE(NULLIF(ts.city, ''), f.city), r.winner_name, COALESCE(f.name, ''),
  c.id, c.name, c.slug, sp.name, sp.slug, lv.slug,
  ts.has_record, ts.wins, ts.losses, ts.ties, ts.ot_losses,
  r.winning_coach, COALESCE(NULLIF(ts.head_coach, ''), (SELECT TRIM(p.first_name || ' ' || p.last_name) FROM coach_tenures ct JOIN people p ON p.id = ct.person_id
    WHERE ct.franchise_id = r.winner_franchise_id AND ct.season_id = COALESCE(ts.season_id, r.season_id) AND ct.is_head = 1 ORDER BY ct.seq DESC, ct.id DESC LIMIT 1)),
  s.id, s.name, s.start_year,
  r.runner_up_name, r.winner_score, r.runner_up_score, r.series_result` + championFrom

func scanChampion(sc interface{ Scan(...any) error }) (c ChampionRecord, franchise string, err error) {
	var team, season, sstart, hasRec, w, l, t, otl, ws, rs sql.NullInt64
	var slug, city, wcoach, hcoach, sname, runner, series sql.NullString
	err = sc.Scan(&c.ID, &c.Year, &team, &slug, &city, &c.TeamName, &franchise,
		&c.ChampionshipID, &c.ChampionshipName, &c.ChampionshipSlug, &c.SportName, &c.SportSlug, &c.LevelSlug,
		&hasRec, &w, &l, &t, &otl, &wcoach, &hcoach, &season, &sname, &sstart, &runner, &ws, &rs, &series)
	if err != nil {
		return c, "", err
	}
	c.TeamID, c.TeamSlug, c.TeamCity = tcID(team), tcText(slug), tcText(city)
	if hasRec.Valid && hasRec.Int64 == 1 {
		rec := stats.RecordText(int(w.Int64), int(l.Int64), int(t.Int64), int(otl.Int64))
		c.Record = &rec
	}
	c.Coach = tcText(wcoach)
	if c.Coach == nil {
		c.Coach = tcText(hcoach)
	}
	c.SeasonID, c.SeasonName, c.SeasonStartYear = tcID(season), tcText(sname), tcInt(sstart)
	c.RunnerUpName = tcText(runner)
	c.Score = titleScore(ws, rs, series)
	return c, franchise, nil
}

// titleScore is the series result ("4-2") when the title was a series, else
// the final game's score ("24-10"), else nil.
func titleScore(ws, rs sql.NullInt64, series sql.NullString) *string {
	if series.Valid && strings.TrimSpace(series.String) != "" {
		v := strings.TrimSpace(series.String)
		return &v
	}
	if ws.Valid && rs.Valid {
		v := strconv.FormatInt(ws.Int64, 10) + "-" + strconv.FormatInt(rs.Int64, 10)
		return &v
	}
	return nil
}

// ChampionSnapshot holds every champion record, newest first.
type ChampionSnapshot struct {
	list   []ChampionRecord
	search []string // lowered winner name, city, franchise name, championship, coach
}

// LoadChampions reads every champion record (the read model keeps them).
func (s *Store) LoadChampions(ctx context.Context) (*ChampionSnapshot, error) {
	rows, err := s.query(ctx, championSelect+` ORDER BY r.year DESC, lv.id, sp.id, c.id, r.id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	snap := &ChampionSnapshot{}
	for rows.Next() {
		c, franchise, err := scanChampion(rows)
		if err != nil {
			return nil, err
		}
		snap.list = append(snap.list, c)
		parts := []string{c.TeamName, franchise, c.ChampionshipName}
		for _, p := range []*string{c.TeamCity, c.Coach} {
			if p != nil {
				parts = append(parts, *p)
			}
		}
		snap.search = append(snap.search, strings.ToLower(strings.Join(parts, "|")))
	}
	return snap, rows.Err()
}

// Champions lists champion records, newest first, and counts all that match
// (the snapshot's rows: callers must not modify them).
func (s *Store) Champions(ctx context.Context, f ChampionFilter) ([]*ChampionRecord, int, error) {
	snap, err := s.LoadChampions(ctx)
	if err != nil {
		return nil, 0, err
	}
	page, total := snap.List(f)
	return page, total, nil
}

// List is the page of champion records f asks for and how many match.
func (snap *ChampionSnapshot) List(f ChampionFilter) ([]*ChampionRecord, int) {
	search := strings.ToLower(strings.TrimSpace(f.Search))
	page, total := filterPage(snap.list, f.Limit, f.Offset, func(i int) bool {
		c := &snap.list[i]
		switch {
		case f.ChampionshipID != 0 && c.ChampionshipID != f.ChampionshipID,
			f.FranchiseID != 0 && (c.TeamID == nil || *c.TeamID != f.FranchiseID),
			f.Sport != "" && c.SportSlug != f.Sport,
			f.Level != "" && c.LevelSlug != f.Level,
			f.SeasonStartYear != 0 && (c.SeasonStartYear == nil || *c.SeasonStartYear != f.SeasonStartYear),
			search != "" && !strings.Contains(snap.search[i], search):
			return false
		}
		return true
	})
	return page, total
}

// TitleSeasons maps each franchise to the seasons (start year, or the decided
// year when a title has no season) in which it won a title, and the latest
// decided year.
type TitleSeasons struct {
	years  map[int64]map[int]bool
	latest map[int64]int
}

// TitleSeasonsOf are the title seasons of every franchise in champions.
func TitleSeasonsOf(snap *ChampionSnapshot) *TitleSeasons {
	ts := &TitleSeasons{years: map[int64]map[int]bool{}, latest: map[int64]int{}}
	for _, c := range snap.list {
		if c.TeamID == nil {
			continue
		}
		y := c.Year
		if c.SeasonStartYear != nil {
			y = *c.SeasonStartYear
		}
		if ts.years[*c.TeamID] == nil {
			ts.years[*c.TeamID] = map[int]bool{}
		}
		ts.years[*c.TeamID][y] = true
		ts.latest[*c.TeamID] = max(ts.latest[*c.TeamID], c.Year)
	}
	return ts
}

// titleSeasonSnapshot reads the title seasons afresh.
func (s *Store) titleSeasonSnapshot(ctx context.Context) (*TitleSeasons, error) {
	snap, err := s.LoadChampions(ctx)
	if err != nil {
		return nil, err
	}
	return TitleSeasonsOf(snap), nil
}

func tcText(v sql.NullString) *string {
	if !v.Valid {
		return nil
	}
	t := strings.TrimSpace(v.String)
	if t == "" {
		return nil
	}
	return &t
}

func tcInt(v sql.NullInt64) *int {
	if !v.Valid {
		return nil
	}
	n := int(v.Int64)
	return &n
}

func tcID(v sql.NullInt64) *int64 {
	if !v.Valid || v.Int64 == 0 {
		return nil
	}
	n := v.Int64
	return &n
}

// filterPage is the page (limit rows from offset) of the rows keep accepts,
// as pointers into all (records of ~200 bytes were copied, with a write
// barrier per pointer while the collector runs), and how many it accepts.
func filterPage[T any](all []T, limit, offset int, keep func(i int) bool) ([]*T, int) {
	var page []*T
	total := 0
	for i := range all {
		if !keep(i) {
			continue
		}
		if total >= offset && offset >= 0 && len(page) < limit {
			if page == nil { // room for a usual page: growing it from one row copied ~6x the page
				page = make([]*T, 0, min(limit, len(all)-i, 32))
			}
			page = append(page, &all[i])
		}
		total++
	}
	return page, total
}

// tcPage slices one page out of a full list.
func tcPage[T any](all []T, limit, offset int) []T {
	if offset < 0 || offset >= len(all) || limit <= 0 {
		return nil
	}
	return all[offset:min(offset+limit, len(all))]
}
