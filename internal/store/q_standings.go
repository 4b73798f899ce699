package store

import (
	"context"
	"database/sql"
	"strconv"
	"strings"
)

// StandingsSeason is one league-season taking part in a standings table.
type StandingsSeason struct {
	ID           int64
	Slug         string
	Name         string
	StartYear    int
	EndYear      int
	LeagueID     int64
	LeagueKey    string
	LeagueSlug   string
	LeagueName   string
	LeagueAbbrev string
	SportSlug    string
	SportName    string
	LevelSlug    string
	LevelName    string
	ChampionID   sql.NullInt64 // seasons.champion_franchise_id
	// RegularSeasonGames is the schedule's games per team (0: not known).
	RegularSeasonGames int
}

// StandingsTeam is one team in one league-season, named as of that season.
type StandingsTeam struct {
	TeamSeasonID     sql.NullInt64 // null when the team has games but no team_seasons row
	FranchiseID      int64
	SeasonID         int64
	Slug             string
	Name             string
	City             string
	Abbreviation     string
	ConferenceID     sql.NullInt64
	ConferenceName   sql.NullString
	ConferenceAbbrev sql.NullString
	DivisionID       sql.NullInt64
	DivisionName     sql.NullString
	MadePlayoffs     bool
	// The team_seasons record: Official is set when it is the total of an
	// independent season table (see SeasonTableSource).
	Wins, Losses, Ties, OTLosses int
	HasRecord                    bool
	Source                       string
	Official                     bool
}

// share makes the row's texts the one copy of each (see share): the read
// model keeps the standings of every season asked for, ~40 teams a season.
func (x *StandingsTeam) share() {
	share(&x.Slug, &x.Name, &x.City, &x.Abbreviation, &x.Source,
		&x.ConferenceName.String, &x.ConferenceAbbrev.String, &x.DivisionName.String)
}

// seasonTableFiles are the independent season tables among the sources of
// team_seasons records: one row per team-season with its official W-L(-T,
// -OTL), compiled apart from the game logs (Lahman Teams.csv, Hockey Databank
// Teams.csv, Basketball-Reference Team Summaries and Sports-Reference's NCAA
// team seasons). Other records are counted from games by the importers.
var seasonTableFiles = map[string]bool{
	"Teams.csv": true, "hockey/Teams.csv": true, "Team Summaries.csv": true, "ncaa-team-data.csv": true,
}

// SeasonTableSource reports whether a team_seasons source (files joined by
// "; ", each maybe with a parenthesised note) names an independent season
// table: one of seasonTableFiles, or a file of final standings.
func SeasonTableSource(src string) bool {
	for _, part := range strings.Split(src, "; ") {
		file, note, _ := strings.Cut(part, " (")
		if seasonTableFiles[file] || strings.HasPrefix(note, "final standings") {
			return true
		}
	}
	return false
}

// StandingsGame is one game of the season: final regular-season games (for
// the records) and every playoff or championship game (for participation).
type StandingsGame struct {
	ID        int64
	SeasonID  int64
	Date      string
	Home      int64 // 0 = not a known franchise
	Away      int64
	HomeScore int
	AwayScore int
	Overtime  bool
	Shootout  bool // decided by a shootout (overtime "SO")
	GameType  string
	Final     bool
}

// StandingsData is everything a season's standings are computed from.
type StandingsData struct {
	Seasons   []StandingsSeason
	Teams     []StandingsTeam
	Games     []StandingsGame
	Champions []StandingsChampion
}

// StandingsChampion is a title winner of one of the seasons.
type StandingsChampion struct {
	SeasonID    int64
	FranchiseID int64
}

func standingsScope(sport, level string) (string, []any) {
	var conds []string
	var args []any
	if sport != "" {
		conds = append(conds, "s.sport_id = (SELECT id FROM sports WHERE slug = ?)")
		args = append(args, sport)
	}
	if level != "" {
		conds = append(conds, "s.level_id = (SELECT id FROM levels WHERE slug = ?)")
		args = append(args, level)
	}
	if len(conds) == 0 {
		return "", nil
	}
	return " AND " + strings.Join(conds, " AND "), args
}

// StandingsLatestYear is the latest season start year with final
// regular-season games in the sport/level scope ("" = all); ok is false when
// there is none.
func (s *Store) StandingsLatestYear(ctx context.Context, sport, level string) (int, bool, error) {
	cond, args := standingsScope(sport, level)
	var y sql.NullInt64
	err := s.queryRow(ctx, s.Rebind(`
SELECT MAX(s.start_year) FROM seasons s
WHERE EXISTS (SELECT 1 FROM games g WHERE g.season_id = s.id AND g.game_type = 'regular' AND g.status = 'final')`+cond), args...).Scan(&y)
	if err != nil {
		return 0, false, err
	}
	return int(y.Int64), y.Valid, nil
}

// LatestPlayedYear is the latest season start year with a final game of
// any type in the sport/level scope (a college sport's data may hold its
// tournament only); ok is false when there is none.
func (s *Store) LatestPlayedYear(ctx context.Context, sport, level string) (int, bool, error) {
	cond, args := standingsScope(sport, level)
	var y sql.NullInt64
	err := s.queryRow(ctx, s.Rebind(`
SELECT MAX(s.start_year) FROM seasons s
WHERE EXISTS (SELECT 1 FROM games g WHERE g.season_id = s.id AND g.status = 'final')`+cond), args...).Scan(&y)
	if err != nil {
		return 0, false, err
	}
	return int(y.Int64), y.Valid, nil
}

// StandingsYearOn is the start year of the latest season in the scope with
// a final regular-season game on or before date (YYYY-MM-DD): the season
// under way that day, or the last one played before it; ok is false when
// there is none. A season starts in the date's year or the year before.
func (s *Store) StandingsYearOn(ctx context.Context, sport, level, date string) (int, bool, error) {
	y, err := strconv.Atoi(date[:min(4, len(date))])
	if err != nil {
		return 0, false, nil
	}
	cond, scopeArgs := standingsScope(sport, level)
	args := append([]any{y - 1, y, date}, scopeArgs...)
	var out sql.NullInt64
	err = s.queryRow(ctx, s.Rebind(`
SELECT MAX(s.start_year) FROM seasons s
WHERE s.start_year IN (?, ?)
  AND EXISTS (SELECT 1 FROM games g WHERE g.season_id = s.id AND g.game_type = 'regular' AND g.status = 'final' AND g.game_date <= ?)`+cond), args...).Scan(&out)
	if err != nil {
		return 0, false, err
	}
	return int(out.Int64), out.Valid, nil
}

// StandingsInput loads the seasons starting in year within the scope, their
// teams, their final regular-season games, their postseason games and their
// champions: four queries, whatever the number of teams.
func (s *Store) StandingsInput(ctx context.Context, year int, sport, level string) (*StandingsData, error) {
	frames, err := s.StandingsFrames(ctx, []int{year}, sport, level)
	if err != nil {
		return nil, err
	}
	d := frames[year]
	if d == nil {
		return &StandingsData{}, nil
	}
	ids := make([]any, len(d.Seasons))
	for i, se := range d.Seasons {
		ids[i] = se.ID
	}
	rows, err := s.query(ctx, s.Rebind(`
SELECT g.id, g.season_id, g.game_date, COALESCE(g.home_franchise_id, 0), COALESCE(g.away_franchise_id, 0),
  COALESCE(g.home_score, 0), COALESCE(g.away_score, 0), g.overtime, g.game_type, g.status
FROM games g
WHERE g.season_id IN (`+placeholders(len(ids))+`)
  AND ((g.game_type = 'regular' AND g.status = 'final' AND g.home_score IS NOT NULL AND g.away_score IS NOT NULL)
    OR g.game_type IN ('playoff', 'championship'))
ORDER BY g.game_date, g.id`), ids...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var x StandingsGame
		var ot, status string
		if err := rows.Scan(&x.ID, &x.SeasonID, &x.Date, &x.Home, &x.Away, &x.HomeScore, &x.AwayScore, &ot, &x.GameType, &status); err != nil {
			return nil, err
		}
		x.Overtime, x.Shootout, x.Final = ot != "", ot == "SO", status == "final"
		d.Games = append(d.Games, x)
	}
	return d, rows.Err()
}

// StandingsFrames loads, for each of the start years within the scope, its
// seasons, their teams and their champions (StandingsInput without the
// games, which the read model takes from its game index): three queries for
// all the years, where a franchise's history asks for a hundred seasons.
// A year with no season is absent from the map.
func (s *Store) StandingsFrames(ctx context.Context, years []int, sport, level string) (map[int]*StandingsData, error) {
	out := map[int]*StandingsData{}
	if len(years) == 0 {
		return out, nil
	}
	cond, scopeArgs := standingsScope(sport, level)
	in := "s.start_year IN (" + placeholders(len(years)) + ")"
	args := make([]any, 0, len(years)+len(scopeArgs))
	for _, y := range years {
		args = append(args, y)
	}
	args = append(args, scopeArgs...)
	seasonIDs := "SELECT s.id FROM seasons s WHERE " + in + cond

	rows, err := s.query(ctx, s.Rebind(`
SELECT s.id, s.slug, s.name, s.start_year, s.end_year, lg.id, lg.key, lg.slug, lg.name, lg.abbreviation,
  sp.slug, sp.name, lv.slug, lv.name, s.champion_franchise_id, COALESCE(s.regular_season_games, 0), s.grp
FROM seasons s
JOIN leagues lg ON lg.id = s.league_id
JOIN sports sp ON sp.id = s.sport_id
JOIN levels lv ON lv.id = s.level_id
WHERE `+in+cond+`
ORDER BY s.start_year, s.sport_id, s.level_id, lg.id`), args...)
	if err != nil {
		return nil, err
	}
	yearOf := map[int64]int{} // season id -> start year
	var opened []StandingsSeason
	for rows.Next() {
		var x StandingsSeason
		var grp string
		if err := rows.Scan(&x.ID, &x.Slug, &x.Name, &x.StartYear, &x.EndYear, &x.LeagueID, &x.LeagueKey, &x.LeagueSlug, &x.LeagueName, &x.LeagueAbbrev,
			&x.SportSlug, &x.SportName, &x.LevelSlug, &x.LevelName, &x.ChampionID, &x.RegularSeasonGames, &grp); err != nil {
			rows.Close()
			return nil, err
		}
		if grp == IngestGroup {
			opened = append(opened, x)
		}
		share(&x.Slug, &x.Name, &x.LeagueKey, &x.LeagueSlug, &x.LeagueName, &x.LeagueAbbrev, &x.SportSlug, &x.SportName, &x.LevelSlug, &x.LevelName)
		d := out[x.StartYear]
		if d == nil {
			d = &StandingsData{}
			out[x.StartYear] = d
		}
		d.Seasons = append(d.Seasons, x)
		yearOf[x.ID] = x.StartYear
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return out, nil
	}

	teams, err := s.standingsTeams(ctx, `ts.season_id IN (`+seasonIDs+`)`, args...)
	if err != nil {
		return nil, err
	}
	for _, x := range teams {
		d := out[yearOf[x.SeasonID]]
		d.Teams = append(d.Teams, x)
	}
	if err := s.openedSeasonTeams(ctx, out, opened); err != nil {
		return nil, err
	}

	rows, err = s.query(ctx, s.Rebind(`
SELECT cr.season_id, cr.winner_franchise_id FROM championship_results cr
WHERE cr.winner_franchise_id IS NOT NULL AND cr.season_id IN (`+seasonIDs+`)`), args...)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var x StandingsChampion
		if err := rows.Scan(&x.SeasonID, &x.FranchiseID); err != nil {
			rows.Close()
			return nil, err
		}
		d := out[yearOf[x.SeasonID]]
		d.Champions = append(d.Champions, x)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	// A league season's own champion (in MLB, its pennant winner) counts
	// only where no title was played for its sport and level that year:
	// the 2018 champion is the World Series winner, not also the National
	// League's pennant winner.
	group := func(se StandingsSeason) string { return se.SportSlug + "/" + se.LevelSlug }
	for _, d := range out {
		seasonGroup := map[int64]string{}
		for _, se := range d.Seasons {
			seasonGroup[se.ID] = group(se)
		}
		titled := map[string]bool{}
		for _, c := range d.Champions {
			titled[seasonGroup[c.SeasonID]] = true
		}
		for _, se := range d.Seasons {
			if se.ChampionID.Valid && !titled[group(se)] {
				d.Champions = append(d.Champions, StandingsChampion{SeasonID: se.ID, FranchiseID: se.ChampionID.Int64})
			}
		}
	}
	return out, nil
}

// placeholders is n bind parameters, comma-separated (n > 0).
func placeholders(n int) string { return strings.TrimSuffix(strings.Repeat("?,", n), ",") }

// StandingsFranchises names franchises that played in a season without a
// team_seasons row (ids from the games), so they still get a row.
func (s *Store) StandingsFranchises(ctx context.Context, ids []int64) ([]StandingsTeam, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	ph := placeholders(len(ids))
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	return queryAll(ctx, s, s.Rebind(`SELECT id, slug, name, city, abbreviation FROM franchises WHERE id IN (`+ph+`) ORDER BY id`),
		func(rows *sql.Rows, x *StandingsTeam) error {
			if err := rows.Scan(&x.FranchiseID, &x.Slug, &x.Name, &x.City, &x.Abbreviation); err != nil {
				return err
			}
			x.share()
			return nil
		}, args...)
}

// OfficialTeamSeason is a team-season whose record is the official total of
// an independent season table.
type OfficialTeamSeason struct {
	SportSlug, LevelSlug string
	StartYear            int
	FranchiseID          int64
	SeasonID             int64
	Name                 string
	Wins, Losses         int
	Ties, OTLosses       int
}

// OfficialTeamSeasons lists every team-season with a season-table record,
// by sport, level and season start year.
func (s *Store) OfficialTeamSeasons(ctx context.Context) ([]OfficialTeamSeason, error) {
	rows, err := s.query(ctx, `
SELECT sp.slug, lv.slug, s.start_year, ts.franchise_id, ts.season_id, ts.name, ts.wins, ts.losses, ts.ties, ts.ot_losses, ts.source
FROM team_seasons ts
JOIN seasons s ON s.id = ts.season_id
JOIN sports sp ON sp.id = s.sport_id
JOIN levels lv ON lv.id = s.level_id
WHERE ts.has_record = 1
ORDER BY sp.slug, lv.slug, s.start_year, ts.season_id, ts.franchise_id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []OfficialTeamSeason
	for rows.Next() {
		var x OfficialTeamSeason
		var src string
		if err := rows.Scan(&x.SportSlug, &x.LevelSlug, &x.StartYear, &x.FranchiseID, &x.SeasonID, &x.Name, &x.Wins, &x.Losses, &x.Ties, &x.OTLosses, &src); err != nil {
			return nil, err
		}
		if SeasonTableSource(src) {
			out = append(out, x)
		}
	}
	return out, rows.Err()
}
