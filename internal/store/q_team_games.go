package store

import (
	"context"
	"database/sql"
	"sort"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/stats"
)

// A team's games: schedule, meetings, records and splits (its roster is
// in q_team_roster.go).

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
	return s.loadTeamScheduleYear(ctx, franchiseID)
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
	return s.loadTeamSchedule(ctx, franchiseID, startYear)
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
	return s.loadMeeting(ctx, a, b, startYear, cond, dir)
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
	return TeamRecordsOf(seasons, startYear), nil
}

// TeamRecordsOf sums a team's seasons (TeamSeasons) in scope.
func TeamRecordsOf(seasons []TeamSeason, startYear int) TeamRecordTotals {
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
	return t
}

// TeamIdentities lists a team's name, city and abbreviation per season, oldest first.
func (s *Store) TeamIdentities(ctx context.Context, franchiseID int64) ([]stats.TeamIdentity, error) {
	seasons, err := s.TeamSeasons(ctx, franchiseID)
	if err != nil {
		return nil, err
	}
	return TeamIdentitiesOf(seasons), nil
}

// TeamIdentitiesOf are the identities of a team's seasons (TeamSeasons).
func TeamIdentitiesOf(seasons []TeamSeason) []stats.TeamIdentity {
	out := make([]stats.TeamIdentity, 0, len(seasons))
	for i := len(seasons) - 1; i >= 0; i-- {
		ts := seasons[i]
		out = append(out, stats.TeamIdentity{StartYear: ts.StartYear, Name: ts.Name, City: ts.City, Abbreviation: ts.Abbreviation})
	}
	return out
}

// --- per-team game splits, computed once per team and dataset ---
// TeamSplits returns a team's final games with both scores, grouped by
// season start year, postseason or not, home or away and opponent.
func (s *Store) TeamSplits(ctx context.Context, franchiseID int64) ([]stats.TeamSplit, error) {
	return s.loadTeamSplits(ctx, franchiseID)
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
