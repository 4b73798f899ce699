package store

import (
	"context"
	"database/sql"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/pack"
)

// TeamLeague is the league a team plays in.
type TeamLeague struct {
	Name         string `json:"name"`
	Abbreviation string `json:"abbreviation"`
	Slug         string `json:"slug"`
}

// TeamGroup is a division or conference.
type TeamGroup struct {
	Name string `json:"name"`
}

// TeamVenue is a team's home venue.
type TeamVenue struct {
	Name       string  `json:"name"`
	City       *string `json:"city"`
	State      *string `json:"state"`
	Country    *string `json:"country"`
	Capacity   *int    `json:"capacity"`
	OpenedYear *int    `json:"opened_year"`
}

// Team is a franchise with its current identity.
type Team struct {
	ID                   int64       `json:"id"`
	Slug                 string      `json:"slug"`
	Name                 string      `json:"name"`
	City                 *string     `json:"city"`
	State                *string     `json:"state"`
	Country              *string     `json:"country"`
	Abbreviation         *string     `json:"abbreviation"`
	ShortName            *string     `json:"short_name"`
	FoundedYear          *int        `json:"founded_year"`
	LastYear             *int        `json:"last_year"`
	IsActive             bool        `json:"is_active"`
	LastChampionshipYear *int        `json:"last_championship_year"`
	ChampionshipsWon     int         `json:"championships_won"`
	Sport                SportRef    `json:"sport"`
	SportName            string      `json:"sport_name"`
	Level                LevelRef    `json:"level"`
	League               *TeamLeague `json:"league"`
	Division             *TeamGroup  `json:"division"`
	Conference           *TeamGroup  `json:"conference"`
	HomeVenue            *TeamVenue  `json:"home_venue"`
	// Group is the key of the team's league group in the list (TeamGroupCount).
	Group string `json:"group"`
}

// TeamFilter selects teams.
type TeamFilter struct {
	Sport, Level string
	Search       string
	Division     string // name, case-insensitive
	Conference   string
	League       string // abbreviation or slug, case-insensitive
	Group        string // a league group's key (TeamGroupCount.Key)
	// ByGroup lists by league group (active teams first in each), not by name.
	ByGroup bool
	Limit   int
	Offset  int
}

const teamSelect = `
SELECT f.id, f.slug, f.name, f.city, f.state, f.country, f.abbreviation, f.nickname, f.founded_year, f.last_year,
  sp.name, sp.slug, lv.name, lv.slug, lg.name, lg.abbreviation, lg.slug, d.name, cf.name, cf.abbreviation,
  v.name, v.city, v.state, v.country, v.capacity, v.opened_year
FROM franchises f
JOIN sports sp ON sp.id = f.sport_id
JOIN levels lv ON lv.id = f.level_id
LEFT JOIN leagues lg ON lg.id = f.league_id
LEFT JOIN divisions d ON d.id = f.division_id
LEFT JOIN conferences cf ON cf.id = f.conference_id
LEFT JOIN venues v ON v.id = f.venue_id`

// teamRow is a team plus what filters match on.
type teamRow struct {
	Team
	search   string // lowered "name|city|abbreviation|nickname"
	confAbbr string
}

func scanTeam(sc interface{ Scan(...any) error }) (teamRow, error) {
	var row teamRow
	t := &row.Team
	var city, state, country, abbr, nick, lgName, lgAbbr, lgSlug, div, conf, confAbbr, vName, vCity, vState, vCountry sql.NullString
	var founded, last, vCap, vOpened sql.NullInt64
	err := sc.Scan(&t.ID, &t.Slug, &t.Name, &city, &state, &country, &abbr, &nick, &founded, &last,
		&t.Sport.Name, &t.Sport.Slug, &t.Level.Name, &t.Level.Slug, &lgName, &lgAbbr, &lgSlug, &div, &conf, &confAbbr,
		&vName, &vCity, &vState, &vCountry, &vCap, &vOpened)
	if err != nil {
		return row, err
	}
	row.search = strings.ToLower(t.Name + "|" + city.String + "|" + abbr.String + "|" + nick.String)
	row.confAbbr = confAbbr.String
	t.City, t.State, t.Country, t.Abbreviation, t.ShortName = tcText(city), tcText(state), tcText(country), tcText(abbr), tcText(nick)
	t.FoundedYear, t.LastYear = tcInt(founded), tcInt(last)
	t.IsActive = t.LastYear == nil
	t.SportName = t.Sport.Name
	if lgName.Valid {
		t.League = &TeamLeague{Name: lgName.String, Abbreviation: lgAbbr.String, Slug: lgSlug.String}
	}
	if n := tcText(div); n != nil {
		t.Division = &TeamGroup{Name: *n}
	}
	if n := tcText(conf); n != nil {
		t.Conference = &TeamGroup{Name: *n}
	}
	if n := tcText(vName); n != nil {
		t.HomeVenue = &TeamVenue{Name: *n, City: tcText(vCity), State: tcText(vState), Country: tcText(vCountry), Capacity: tcInt(vCap), OpenedYear: tcInt(vOpened)}
		if t.HomeVenue.Capacity != nil && *t.HomeVenue.Capacity <= 0 {
			t.HomeVenue.Capacity = nil
		}
	}
	return row, nil
}

// TeamSnapshot holds every team, by name: the read model keeps one per
// dataset version and answers lists and lookups from it.
type TeamSnapshot struct {
	rows   []teamRow
	byID   map[int64]int
	bySlug map[string]int
	// groups in list order, each group's place in it, and the rows (their
	// indexes) in group order (orderByGroup).
	groups    []TeamGroupCount
	groupRank map[string]int
	byGroup   []int
}

// LoadTeams reads every team; titles gives their championships.
func (s *Store) LoadTeams(ctx context.Context, titles *TitleSeasons) (*TeamSnapshot, error) {
	rows, err := s.query(ctx, teamSelect)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	snap := &TeamSnapshot{byID: map[int64]int{}, bySlug: map[string]int{}}
	for rows.Next() {
		t, err := scanTeam(rows)
		if err != nil {
			return nil, err
		}
		t.ChampionshipsWon = len(titles.years[t.ID])
		if y, ok := titles.latest[t.ID]; ok {
			t.LastChampionshipYear = &y
		}
		snap.rows = append(snap.rows, t)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	sort.SliceStable(snap.rows, func(i, j int) bool {
		a, b := snap.rows[i], snap.rows[j]
		if a.Name != b.Name {
			return a.Name < b.Name
		}
		return a.ID < b.ID
	})
	for i, t := range snap.rows {
		snap.byID[t.ID] = i
		snap.bySlug[t.Slug] = i
	}
	snap.orderByGroup()
	return snap, nil
}

func (f TeamFilter) match(t *teamRow, search string) bool {
	switch {
	case f.Sport != "" && t.Sport.Slug != f.Sport,
		f.Level != "" && t.Level.Slug != f.Level,
		search != "" && !strings.Contains(t.search, search),
		f.Division != "" && (t.Division == nil || !strings.EqualFold(t.Division.Name, f.Division)),
		f.Conference != "" && (t.Conference == nil || !(strings.EqualFold(t.Conference.Name, f.Conference) || strings.EqualFold(t.confAbbr, f.Conference))),
		f.League != "" && (t.League == nil || !(strings.EqualFold(t.League.Abbreviation, f.League) || strings.EqualFold(t.League.Slug, f.League))),
		f.Group != "" && !strings.EqualFold(t.Group, f.Group):
		return false
	}
	return true
}

// filterTeams returns the matching rows of the page f.Limit, f.Offset asks
// for, and how many match in all (a list of every match would be a pointer
// per team, ~1.7k of them, on each request).
func (snap *TeamSnapshot) filter(f TeamFilter) (page []*teamRow, total int) {
	search := strings.ToLower(strings.TrimSpace(f.Search))
	if f.Limit > 0 && f.Offset >= 0 {
		page = make([]*teamRow, 0, min(f.Limit, len(snap.rows)))
	}
	for k := range snap.rows {
		i := k
		if f.ByGroup {
			i = snap.byGroup[k]
		}
		if !f.match(&snap.rows[i], search) {
			continue
		}
		if f.Limit > 0 && f.Offset >= 0 && total >= f.Offset && total < f.Offset+f.Limit {
			page = append(page, &snap.rows[i])
		}
		total++
	}
	return page, total
}

// teamSnapshot reads the teams afresh (the read model keeps a snapshot).
func (s *Store) teamSnapshot(ctx context.Context) (*TeamSnapshot, error) {
	titles, err := s.titleSeasonSnapshot(ctx)
	if err != nil {
		return nil, err
	}
	return s.LoadTeams(ctx, titles)
}

// Teams lists teams by name and counts all that match. The teams are the
// snapshot's own: callers must not change them.
func (snap *TeamSnapshot) Teams(f TeamFilter) ([]*Team, int) {
	page, total := snap.filter(f)
	out := make([]*Team, len(page))
	for i, r := range page {
		out[i] = &r.Team
	}
	return out, total
}

// Teams is TeamSnapshot.Teams of a snapshot read afresh.
func (s *Store) Teams(ctx context.Context, f TeamFilter) ([]*Team, int, error) {
	snap, err := s.teamSnapshot(ctx)
	if err != nil {
		return nil, 0, err
	}
	out, total := snap.Teams(f)
	return out, total, nil
}

// TeamBySlug is TeamSnapshot.BySlug of a snapshot read afresh.
func (s *Store) TeamBySlug(ctx context.Context, slugOrID string) (Team, error) {
	snap, err := s.teamSnapshot(ctx)
	if err != nil {
		return Team{}, err
	}
	return snap.BySlug(slugOrID)
}

// BySlug finds a team by slug or numeric id.
func (snap *TeamSnapshot) BySlug(slugOrID string) (Team, error) {
	if i, ok := snap.bySlug[slugOrID]; ok {
		return snap.rows[i].Team, nil
	}
	if id, err := strconv.ParseInt(slugOrID, 10, 64); err == nil {
		if i, ok := snap.byID[id]; ok {
			return snap.rows[i].Team, nil
		}
	}
	return Team{}, ErrNotFound
}

// TeamListing is the debug page's team row.
type TeamListing struct {
	ID        int64   `json:"id"`
	Slug      string  `json:"slug"`
	Name      string  `json:"name"`
	City      *string `json:"city"`
	SportName string  `json:"sport_name"`
}

// Briefs lists teams in brief, by name.
func (snap *TeamSnapshot) Briefs(f TeamFilter) ([]TeamListing, int) {
	page, total := snap.filter(f)
	out := make([]TeamListing, len(page))
	for i, r := range page {
		out[i] = TeamListing{ID: r.ID, Slug: r.Slug, Name: r.Name, City: r.City, SportName: r.Sport.Name}
	}
	return out, total
}

// TeamBriefs is TeamSnapshot.Briefs of a snapshot read afresh.
func (s *Store) TeamBriefs(ctx context.Context, f TeamFilter) ([]TeamListing, int, error) {
	snap, err := s.teamSnapshot(ctx)
	if err != nil {
		return nil, 0, err
	}
	out, total := snap.Briefs(f)
	return out, total, nil
}

// TeamSeason is one season of a team.
type TeamSeason struct {
	SeasonID        int64
	SeasonSlug      string
	SeasonName      string
	StartYear       int
	EndYear         int
	LeagueAbbrev    string
	Name            string
	City            string
	Abbreviation    string
	Wins            int
	Losses          int
	Ties            int
	OTLosses        int
	HasRecord       bool
	HeadCoach       string
	MadePlayoffs    bool
	ChampionshipWon bool
}

// TeamSeasons lists a team's seasons, newest first. ChampionshipWon marks
// the seasons (by start year) in which it won any title. It reads every
// team's seasons afresh: the read model keeps them (LoadTeamSeasons).
func (s *Store) TeamSeasons(ctx context.Context, franchiseID int64) ([]TeamSeason, error) {
	titles, err := s.titleSeasonSnapshot(ctx)
	if err != nil {
		return nil, err
	}
	snap, err := s.LoadTeamSeasons(ctx, titles)
	if err != nil {
		return nil, err
	}
	return snap[franchiseID], nil
}

// LoadTeamSeasons reads every team's seasons, newest first, by franchise;
// titles marks the seasons with a title.
func (s *Store) LoadTeamSeasons(ctx context.Context, titles *TitleSeasons) (map[int64][]TeamSeason, error) {
	rows, err := s.query(ctx, `
SELECT ts.franchise_id, s.id, s.slug, s.name, s.start_year, s.end_year, COALESCE(lg.abbreviation, ''), ts.name, ts.city, ts.abbreviation,
  ts.wins, ts.losses, ts.ties, ts.ot_losses, ts.has_record, ts.head_coach, ts.made_playoffs
FROM team_seasons ts
JOIN seasons s ON s.id = ts.season_id
LEFT JOIN leagues lg ON lg.id = s.league_id
ORDER BY ts.franchise_id, s.start_year DESC, s.id DESC`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64][]TeamSeason{}
	// Kept for the dataset's life: text interned and each team's list in
	// a shared block (pack), far fewer objects for every GC cycle.
	pk := pack.New()
	for rows.Next() {
		var t TeamSeason
		var fid int64
		var has, playoffs int
		if err := rows.Scan(&fid, &t.SeasonID, &t.SeasonSlug, &t.SeasonName, &t.StartYear, &t.EndYear, &t.LeagueAbbrev, &t.Name, &t.City, &t.Abbreviation,
			&t.Wins, &t.Losses, &t.Ties, &t.OTLosses, &has, &t.HeadCoach, &playoffs); err != nil {
			return nil, err
		}
		t.HasRecord, t.MadePlayoffs = has == 1, playoffs == 1
		t.ChampionshipWon = titles.years[fid][t.StartYear]
		t.SeasonSlug, t.SeasonName, t.LeagueAbbrev = pk.Str(t.SeasonSlug), pk.Str(t.SeasonName), pk.Str(t.LeagueAbbrev)
		t.Name, t.City, t.Abbreviation, t.HeadCoach = pk.Str(t.Name), pk.Str(t.City), pk.Str(t.Abbreviation), pk.Str(t.HeadCoach)
		out[fid] = append(out[fid], t)
	}
	var block pack.Slabs[TeamSeason]
	for fid, list := range out {
		out[fid] = pack.Slice(&block, list)
	}
	return out, rows.Err()
}

// TeamTitleYears counts the seasons in which a team won a title, by season
// start year, so a league title and the Super Bowl won in the same season
// (1969 Chiefs: AFL Championship and Super Bowl IV) count once; all time or
// (startYear != 0) that season only.
func (titles *TitleSeasons) TeamTitleYears(franchiseID int64, startYear int) int {
	if startYear != 0 {
		if titles.years[franchiseID][startYear] {
			return 1
		}
		return 0
	}
	return len(titles.years[franchiseID])
}
