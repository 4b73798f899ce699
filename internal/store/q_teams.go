package store

import (
	"context"
	"database/sql"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/almanac-sports/almanac/internal/pack"
	"github.com/almanac-sports/almanac/internal/stats"
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
	Sport                ChampSport  `json:"sport"`
	SportName            string      `json:"sport_name"`
	Level                ChampLevel  `json:"level"`
	League               *TeamLeague `json:"league"`
	Division             *TeamGroup  `json:"division"`
	Conference           *TeamGroup  `json:"conference"`
	HomeVenue            *TeamVenue  `json:"home_venue"`
}

// TeamFilter selects teams.
type TeamFilter struct {
	Sport, Level string
	Search       string
	Division     string // name, case-insensitive
	Conference   string
	League       string // abbreviation or slug, case-insensitive
	Limit        int
	Offset       int
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

// teamSnap holds every team, by name.
type teamSnap struct {
	rows   []teamRow
	byID   map[int64]int
	bySlug map[string]int
}

func (s *Store) teamSnapshot(ctx context.Context) (*teamSnap, error) {
	return tcMemo(ctx, s, "teams", func(ctx context.Context) (*teamSnap, error) {
		titles, err := s.titleSeasonSnapshot(ctx)
		if err != nil {
			return nil, err
		}
		rows, err := s.query(ctx, teamSelect)
		if err != nil {
			return nil, err
		}
		defer rows.Close()
		snap := &teamSnap{byID: map[int64]int{}, bySlug: map[string]int{}}
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
		return snap, nil
	})
}

func (f TeamFilter) match(t *teamRow, search string) bool {
	switch {
	case f.Sport != "" && t.Sport.Slug != f.Sport,
		f.Level != "" && t.Level.Slug != f.Level,
		search != "" && !strings.Contains(t.search, search),
		f.Division != "" && (t.Division == nil || !strings.EqualFold(t.Division.Name, f.Division)),
		f.Conference != "" && (t.Conference == nil || !(strings.EqualFold(t.Conference.Name, f.Conference) || strings.EqualFold(t.confAbbr, f.Conference))),
		f.League != "" && (t.League == nil || !(strings.EqualFold(t.League.Abbreviation, f.League) || strings.EqualFold(t.League.Slug, f.League))):
		return false
	}
	return true
}

func (s *Store) filterTeams(ctx context.Context, f TeamFilter) ([]*teamRow, error) {
	snap, err := s.teamSnapshot(ctx)
	if err != nil {
		return nil, err
	}
	search := strings.ToLower(strings.TrimSpace(f.Search))
	var out []*teamRow
	for i := range snap.rows {
		if f.match(&snap.rows[i], search) {
			out = append(out, &snap.rows[i])
		}
	}
	return out, nil
}

// Teams lists teams by name and counts all that match.
func (s *Store) Teams(ctx context.Context, f TeamFilter) ([]Team, int, error) {
	rows, err := s.filterTeams(ctx, f)
	if err != nil {
		return nil, 0, err
	}
	page := tcPage(rows, f.Limit, f.Offset)
	out := make([]Team, len(page))
	for i, r := range page {
		out[i] = r.Team
	}
	return out, len(rows), nil
}

// TeamBySlug finds a team by slug or numeric id.
func (s *Store) TeamBySlug(ctx context.Context, slugOrID string) (Team, error) {
	snap, err := s.teamSnapshot(ctx)
	if err != nil {
		return Team{}, err
	}
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

// TeamBrief is the debug page's team row.
type TeamBrief struct {
	ID        int64   `json:"id"`
	Slug      string  `json:"slug"`
	Name      string  `json:"name"`
	City      *string `json:"city"`
	SportName string  `json:"sport_name"`
}

// TeamBriefs lists teams in brief, by name.
func (s *Store) TeamBriefs(ctx context.Context, f TeamFilter) ([]TeamBrief, int, error) {
	rows, err := s.filterTeams(ctx, f)
	if err != nil {
		return nil, 0, err
	}
	page := tcPage(rows, f.Limit, f.Offset)
	out := make([]TeamBrief, len(page))
	for i, r := range page {
		out[i] = TeamBrief{ID: r.ID, Slug: r.Slug, Name: r.Name, City: r.City, SportName: r.Sport.Name}
	}
	return out, len(rows), nil
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
// the seasons (by start year) in which it won any title.
func (s *Store) TeamSeasons(ctx context.Context, franchiseID int64) ([]TeamSeason, error) {
	snap, err := s.teamSeasonSnapshot(ctx)
	if err != nil {
		return nil, err
	}
	return snap[franchiseID], nil
}

func (s *Store) teamSeasonSnapshot(ctx context.Context) (map[int64][]TeamSeason, error) {
	return tcMemo(ctx, s, "team-seasons", func(ctx context.Context) (map[int64][]TeamSeason, error) {
		titles, err := s.titleSeasonSnapshot(ctx)
		if err != nil {
			return nil, err
		}
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
	})
}

// TeamTitleYears counts the seasons in which a team won a title, by season
// start year, so a league title and the Super Bowl won in the same season
// (1969 Chiefs: AFL Championship and Super Bowl IV) count once; all time or
// (startYear != 0) that season only.
func (s *Store) TeamTitleYears(ctx context.Context, franchiseID int64, startYear int) (int, error) {
	titles, err := s.titleSeasonSnapshot(ctx)
	if err != nil {
		return 0, err
	}
	if startYear != 0 {
		if titles.years[franchiseID][startYear] {
			return 1, nil
		}
		return 0, nil
	}
	return len(titles.years[franchiseID]), nil
}

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
	return tcMemo(ctx, s, "roster-year:"+strconv.FormatInt(franchiseID, 10), func(ctx context.Context) (int, error) {
		return s.loadTeamRosterYear(ctx, franchiseID)
	})
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
	type roster struct {
		entries []RosterEntry
		source  string
	}
	r, err := tcMemo(ctx, s, "roster:"+strconv.FormatInt(franchiseID, 10)+":"+strconv.Itoa(startYear), func(ctx context.Context) (roster, error) {
		e, src, err := s.loadTeamRoster(ctx, franchiseID, startYear)
		return roster{e, src}, err
	})
	// A copy: callers may fill in and sort their entries.
	return append([]RosterEntry(nil), r.entries...), r.source, err
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

// ScheduleGame is one game from a team's side.
type ScheduleGame struct {
	ID           int64
	Slug         string
	Date         string
	Time         string
	Week         string
	Status       string
	GameType     string
	HomeID       int64
	AwayID       int64
	HomeName     string
	AwayName     string
	HomeSlug     string
	AwaySlug     string
	HomeAbbrev   string
	AwayAbbrev   string
	HomeScore    *int
	AwayScore    *int
	Neutral      bool
	VenueName    string
	Overtime     string
	SeasonID     int64
	SeasonName   string
	SeasonStart  int
	Championship string
}

// TeamScheduleYear is the start year of the season of the team's latest
// game (scheduled games included); 0 when the team has no games.
func (s *Store) TeamScheduleYear(ctx context.Context, franchiseID int64) (int, error) {
	return tcMemo(ctx, s, "schedule-year:"+strconv.FormatInt(franchiseID, 10), func(ctx context.Context) (int, error) {
		return s.loadTeamScheduleYear(ctx, franchiseID)
	})
}

func (s *Store) loadTeamScheduleYear(ctx context.Context, franchiseID int64) (int, error) {
	var best int
	var bestDate string
	for _, col := range []string{"home_franchise_id", "away_franchise_id"} {
		var y int
		var d string
		err := s.queryRow(ctx, s.Rebind(`SELECT s.start_year, g.game_date FROM games g JOIN seasons s ON s.id = g.season_id
WHERE g.`+col+` = ? ORDER BY g.game_date DESC LIMIT 1`), franchiseID).Scan(&y, &d)
		if err == sql.ErrNoRows {
			continue
		}
		if err != nil {
			return 0, err
		}
		if d > bestDate {
			best, bestDate = y, d
		}
	}
	return best, nil
}

// TeamSchedule lists a team's games in the seasons starting startYear, in
// date order.
func (s *Store) TeamSchedule(ctx context.Context, franchiseID int64, startYear int) ([]ScheduleGame, error) {
	return tcMemo(ctx, s, "schedule:"+strconv.FormatInt(franchiseID, 10)+":"+strconv.Itoa(startYear), func(ctx context.Context) ([]ScheduleGame, error) {
		return s.loadTeamSchedule(ctx, franchiseID, startYear)
	})
}

func (s *Store) loadTeamSchedule(ctx context.Context, franchiseID int64, startYear int) ([]ScheduleGame, error) {
	rows, err := s.query(ctx, s.Rebind(`
SELECT g.id, g.slug, g.game_date, g.start_time, g.week, g.status, g.game_type,
  COALESCE(g.home_franchise_id, 0), COALESCE(g.away_franchise_id, 0), g.home_name, g.away_name,
  COALESCE(hf.slug, ''), COALESCE(af.slug, ''),
  COALESCE(NULLIF(hts.abbreviation, ''), hf.abbreviation, ''), COALESCE(NULLIF(ats.abbreviation, ''), af.abbreviation, ''),
  g.home_score, g.away_score, g.neutral, COALESCE(v.name, ''), g.overtime, s.id, s.name, s.start_year,
  COALESCE((SELECT c.name FROM championship_results r JOIN championships c ON c.id = r.championship_id WHERE r.game_id = g.id ORDER BY r.id LIMIT 1), '')
FROM games g
JOIN seasons s ON s.id = g.season_id
LEFT JOIN franchises hf ON hf.id = g.home_franchise_id
LEFT JOIN franchises af ON af.id = g.away_franchise_id
LEFT JOIN team_seasons hts ON hts.franchise_id = g.home_franchise_id AND hts.season_id = g.season_id
LEFT JOIN team_seasons ats ON ats.franchise_id = g.away_franchise_id AND ats.season_id = g.season_id
LEFT JOIN venues v ON v.id = g.venue_id
WHERE (g.home_franchise_id = ? OR g.away_franchise_id = ?)
  AND g.season_id IN (SELECT x.id FROM seasons x WHERE x.start_year = ?)
ORDER BY g.game_date, g.start_time, g.id`), franchiseID, franchiseID, startYear)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []ScheduleGame
	for rows.Next() {
		var g ScheduleGame
		var hs, as sql.NullInt64
		var neutral int
		if err := rows.Scan(&g.ID, &g.Slug, &g.Date, &g.Time, &g.Week, &g.Status, &g.GameType,
			&g.HomeID, &g.AwayID, &g.HomeName, &g.AwayName, &g.HomeSlug, &g.AwaySlug, &g.HomeAbbrev, &g.AwayAbbrev,
			&hs, &as, &neutral, &g.VenueName, &g.Overtime, &g.SeasonID, &g.SeasonName, &g.SeasonStart, &g.Championship); err != nil {
			return nil, err
		}
		g.HomeScore, g.AwayScore, g.Neutral = tcInt(hs), tcInt(as), neutral == 1
		out = append(out, g)
	}
	return out, rows.Err()
}

// Meeting is one game between two teams.
type Meeting struct {
	ID        int64
	Slug      string
	Date      string
	HomeID    int64
	HomeScore *int
	AwayScore *int
	Status    string
	SeasonID  int64
}

// LastMeeting is the latest final game between a and b (in the seasons
// starting startYear when it is not 0); nil when none.
func (s *Store) LastMeeting(ctx context.Context, a, b int64, startYear int) (*Meeting, error) {
	return s.meeting(ctx, a, b, startYear, `g.status = 'final' AND g.home_score IS NOT NULL AND g.away_score IS NOT NULL`, "DESC")
}

// NextMeeting is the earliest scheduled game between a and b on or after
// today (in the seasons starting startYear when it is not 0); nil when none.
func (s *Store) NextMeeting(ctx context.Context, a, b int64, today string, startYear int) (*Meeting, error) {
	return s.meeting(ctx, a, b, startYear, `g.status = 'scheduled' AND g.game_date >= '`+sqlDate(today)+`'`, "ASC")
}

// sqlDate keeps only a YYYY-MM-DD date (the caller's clock, never user input).
func sqlDate(d string) string {
	if _, err := time.Parse("2006-01-02", d); err != nil {
		return "0000-00-00"
	}
	return d
}

func (s *Store) meeting(ctx context.Context, a, b int64, startYear int, cond, dir string) (*Meeting, error) {
	key := "meeting:" + strconv.FormatInt(a, 10) + ":" + strconv.FormatInt(b, 10) + ":" + strconv.Itoa(startYear) + ":" + dir + ":" + cond
	return tcMemo(ctx, s, key, func(ctx context.Context) (*Meeting, error) {
		return s.loadMeeting(ctx, a, b, startYear, cond, dir)
	})
}

func (s *Store) loadMeeting(ctx context.Context, a, b int64, startYear int, cond, dir string) (*Meeting, error) {
	var best *Meeting
	for _, pair := range [][2]int64{{a, b}, {b, a}} {
		q := `SELECT g.id, g.slug, g.game_date, g.home_franchise_id, g.home_score, g.away_score, g.status, COALESCE(g.season_id, 0)
FROM games g WHERE g.home_franchise_id = ? AND g.away_franchise_id = ? AND ` + cond
		args := []any{pair[0], pair[1]}
		if startYear != 0 {
			q += ` AND g.season_id IN (SELECT x.id FROM seasons x WHERE x.start_year = ?)`
			args = append(args, startYear)
		}
		q += ` ORDER BY g.game_date ` + dir + `, g.id ` + dir + ` LIMIT 1`
		var m Meeting
		var hs, as sql.NullInt64
		err := s.queryRow(ctx, s.Rebind(q), args...).Scan(&m.ID, &m.Slug, &m.Date, &m.HomeID, &hs, &as, &m.Status, &m.SeasonID)
		if err == sql.ErrNoRows {
			continue
		}
		if err != nil {
			return nil, err
		}
		m.HomeScore, m.AwayScore = tcInt(hs), tcInt(as)
		if best == nil || (dir == "DESC" && m.Date > best.Date) || (dir == "ASC" && m.Date < best.Date) {
			mm := m
			best = &mm
		}
	}
	return best, nil
}

// TeamRecordTotals sums a team's official regular-season records (team
// seasons that carry one), all time or in the seasons starting startYear.
type TeamRecordTotals struct {
	Seasons  int // team seasons in scope
	Recorded int // of which with an official record
	Wins     int
	Losses   int
	Ties     int
	OTLosses int
	First    int
	Last     int
}

// TeamRecords sums the team-season records in scope (startYear 0 = all time).
func (s *Store) TeamRecords(ctx context.Context, franchiseID int64, startYear int) (TeamRecordTotals, error) {
	seasons, err := s.TeamSeasons(ctx, franchiseID)
	if err != nil {
		return TeamRecordTotals{}, err
	}
	var t TeamRecordTotals
	for _, ts := range seasons {
		if startYear != 0 && ts.StartYear != startYear {
			continue
		}
		if t.Seasons == 0 || ts.StartYear < t.First {
			t.First = ts.StartYear
		}
		t.Last = max(t.Last, ts.StartYear)
		t.Seasons++
		if ts.HasRecord {
			t.Recorded++
			t.Wins += ts.Wins
			t.Losses += ts.Losses
			t.Ties += ts.Ties
			t.OTLosses += ts.OTLosses
		}
	}
	return t, nil
}

// TeamIdentities lists a team's name, city and abbreviation per season, oldest first.
func (s *Store) TeamIdentities(ctx context.Context, franchiseID int64) ([]stats.TeamIdentity, error) {
	seasons, err := s.TeamSeasons(ctx, franchiseID)
	if err != nil {
		return nil, err
	}
	out := make([]stats.TeamIdentity, 0, len(seasons))
	for i := len(seasons) - 1; i >= 0; i-- {
		ts := seasons[i]
		out = append(out, stats.TeamIdentity{StartYear: ts.StartYear, Name: ts.Name, City: ts.City, Abbreviation: ts.Abbreviation})
	}
	return out, nil
}

// --- per-team game splits, computed once per team and dataset ---

// tcCache memoizes the team and championship reads per store: the dataset
// only changes on import, so entries live until a new import run appears
// (checked at most once a second) or ResetTeamCaches is called.
type tcCache struct {
	mu      sync.Mutex
	runID   int64
	checked time.Time
	entries map[string]*tcEntry
}

type tcEntry struct {
	once sync.Once
	v    any
	err  error
}

// tcMaxEntries bounds the memo (per-team rosters and schedules add up); when
// full it starts over.
const tcMaxEntries = 20000

var tcCaches sync.Map // *Store -> *tcCache

// tcMemo returns the value memoized under key, loading it once.
func tcMemo[T any](ctx context.Context, s *Store, key string, load func(context.Context) (T, error)) (T, error) {
	v, _ := tcCaches.LoadOrStore(s, &tcCache{entries: map[string]*tcEntry{}})
	c := v.(*tcCache)
	c.mu.Lock()
	if time.Since(c.checked) > time.Second {
		run, err := s.LastImport(ctx)
		if err != nil {
			c.mu.Unlock()
			var zero T
			return zero, err
		}
		if run != c.runID {
			c.runID = run
			c.entries = map[string]*tcEntry{}
		}
		c.checked = time.Now()
	}
	e, ok := c.entries[key]
	if !ok {
		if len(c.entries) >= tcMaxEntries {
			c.entries = map[string]*tcEntry{}
		}
		e = &tcEntry{}
		c.entries[key] = e
	}
	c.mu.Unlock()
	e.once.Do(func() {
		// Not the request's context: a cancelled request must not poison the entry.
		e.v, e.err = load(context.WithoutCancel(ctx))
	})
	if e.err != nil {
		c.mu.Lock()
		if c.entries[key] == e {
			delete(c.entries, key)
		}
		c.mu.Unlock()
		var zero T
		return zero, e.err
	}
	return e.v.(T), nil
}

// ResetTeamCaches drops the memoized team and championship reads (after an
// import in the same process, when the next second is too late).
func (s *Store) ResetTeamCaches() { tcCaches.Delete(s) }

// TeamSplits returns a team's final games with both scores, grouped by
// season start year, postseason or not, home or away and opponent. Computed
// from games on first use and kept until the next import.
func (s *Store) TeamSplits(ctx context.Context, franchiseID int64) ([]stats.TeamSplit, error) {
	return tcMemo(ctx, s, "splits:"+strconv.FormatInt(franchiseID, 10), func(ctx context.Context) ([]stats.TeamSplit, error) {
		return s.loadTeamSplits(ctx, franchiseID)
	})
}

func (s *Store) loadTeamSplits(ctx context.Context, franchiseID int64) ([]stats.TeamSplit, error) {
	const side = `
SELECT COALESCE(s.start_year, 0), CASE WHEN g.game_type IN ('playoff', 'championship') THEN 1 ELSE 0 END, %HOME%,
  COALESCE(g.%OPP%_franchise_id, 0), COUNT(*),
  SUM(CASE WHEN g.%US%_score > g.%OPP%_score THEN 1 ELSE 0 END),
  SUM(CASE WHEN g.%US%_score < g.%OPP%_score THEN 1 ELSE 0 END),
  SUM(CASE WHEN g.%US%_score = g.%OPP%_score THEN 1 ELSE 0 END),
  SUM(g.%US%_score), SUM(g.%OPP%_score)
FROM games g LEFT JOIN seasons s ON s.id = g.season_id
WHERE g.%US%_franchise_id = ? AND g.status = 'final' AND g.game_type IN ('regular', 'playoff', 'championship')
  AND g.home_score IS NOT NULL AND g.away_score IS NOT NULL
GROUP BY COALESCE(s.start_year, 0), CASE WHEN g.game_type IN ('playoff', 'championship') THEN 1 ELSE 0 END, COALESCE(g.%OPP%_franchise_id, 0)`
	home := strings.NewReplacer("%HOME%", "1", "%US%", "home", "%OPP%", "away").Replace(side)
	away := strings.NewReplacer("%HOME%", "0", "%US%", "away", "%OPP%", "home").Replace(side)
	rows, err := s.query(ctx, s.Rebind(home+"\nUNION ALL\n"+away), franchiseID, franchiseID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []stats.TeamSplit{}
	for rows.Next() {
		var sp stats.TeamSplit
		var post, isHome int
		if err := rows.Scan(&sp.StartYear, &post, &isHome, &sp.Opponent, &sp.Games, &sp.Wins, &sp.Losses, &sp.Ties, &sp.PointsFor, &sp.PointsAgainst); err != nil {
			return nil, err
		}
		sp.Postseason, sp.Home = post == 1, isHome == 1
		out = append(out, sp)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].StartYear < out[j].StartYear })
	return out, nil
}
