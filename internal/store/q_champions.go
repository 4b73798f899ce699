package store

import (
	"context"
	"database/sql"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/stats"
)

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
