package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/slug"
	"github.com/almanac-sports/almanac/internal/stats"
)

// Writes by operators: live games entered through the ingest API and
// corrections of games and champion rows. Each write and its audit entry
// are one transaction.

// IngestGroup is the import group of games entered through the ingest API:
// no import deletes it.
const IngestGroup = "ingest"

// IngestTeam is a franchise as the ingest API resolves a team slug.
type IngestTeam struct {
	ID, SportID, LevelID int64
	LeagueID             sql.NullInt64
	Slug, Name           string
}

// IngestTeamBySlug finds a franchise by slug; ErrNotFound when there is none.
func (s *Store) IngestTeamBySlug(ctx context.Context, sl string) (IngestTeam, error) {
	var t IngestTeam
	err := s.DB.QueryRowContext(ctx, s.Rebind(`SELECT id, sport_id, level_id, league_id, slug, name FROM franchises WHERE slug = ?`), strings.ToLower(sl)).
		Scan(&t.ID, &t.SportID, &t.LevelID, &t.LeagueID, &t.Slug, &t.Name)
	if errors.Is(err, sql.ErrNoRows) {
		return t, ErrNotFound
	}
	return t, err
}

// SportLevelIDs resolves sport and level slugs; ok is false for an unknown one.
func SportLevelIDs(sport, level string) (sid, lid int64, sportOK, levelOK bool) {
	s, err1 := sportID(sport)
	l, err2 := levelID(level)
	return int64(s), int64(l), err1 == nil, err2 == nil
}

// IngestGame is a live game as an operator's feed sends it (teams resolved).
type IngestGame struct {
	ExternalID           string
	SportID, LevelID     int64
	Sport, Level         string // slugs
	Home, Away           IngestTeam
	Date                 string // YYYY-MM-DD
	Status               string
	Period               sql.NullInt64
	TimeRemaining        string
	HomeScore, AwayScore int64
	// Overtime: a score feed's mark of a final game decided after
	// regulation ("OT", "2OT", "SO"); an operator's write keeps the game's.
	Overtime string
}

// AuditFunc makes the audit entry of a write from the row before (nil for a
// new row) and after it.
type AuditFunc[T any] func(before *T, after T) *AuditEntry

// UpsertIngestedGame creates the game with g's external id or updates it
// (idempotent: the same body gives the same row, same id), and records the
// audit entry audit makes, in one transaction. created reports a new row.
func (s *Store) UpsertIngestedGame(ctx context.Context, g IngestGame, audit AuditFunc[GameBase]) (after GameBase, created bool, err error) {
	for attempt := 0; ; attempt++ {
		after, created, err = s.upsertIngestedGame(ctx, g, audit)
		// Two first writes of one external id at once: the loser updates.
		if err == nil || attempt > 0 || !isUniqueViolation(err) {
			return after, created, err
		}
	}
}

func (s *Store) upsertIngestedGame(ctx context.Context, g IngestGame, audit AuditFunc[GameBase]) (GameBase, bool, error) {
	after, before, err := s.writeLiveGame(ctx, g, liveWrite{source: "ingest", gameType: "regular"}, audit)
	return after, before == nil && err == nil, err
}

// liveWrite says how a live game write finds and records its game.
type liveWrite struct {
	source   string // the games row's source
	gameType string // of a new game
	// feed: the write comes from a score feed, which knows its own games: a
	// known id may move to another day (a postponement), and a game the
	// import already holds (same day and teams, no feed id yet) is taken
	// over instead of doubled.
	feed bool
}

// writeLiveGame creates or updates the game with g's external id in one
// transaction and records the audit entry audit makes; before is the row
// before the write (nil for a new one).
func (s *Store) writeLiveGame(ctx context.Context, g IngestGame, w liveWrite, audit AuditFunc[GameBase]) (after GameBase, before *GameBase, err error) {
	tx, done, err := s.liveTx(ctx)
	if err != nil {
		return GameBase{}, nil, err
	}
	defer done()
	defer tx.Rollback()
	if b, err := scanGameBase(tx.QueryRowContext(ctx, s.Rebind(gameBaseSelect+`WHERE external_id = ?`), g.ExternalID)); err == nil {
		before = &b
	} else if !errors.Is(err, sql.ErrNoRows) {
		return GameBase{}, nil, err
	}
	taken := false // an imported game the feed takes over
	if before == nil && w.feed {
		b, err := scanGameBase(tx.QueryRowContext(ctx, s.Rebind(gameBaseSelect+`WHERE sport_id = ? AND level_id = ? AND game_date = ? AND home_franchise_id = ? AND away_franchise_id = ?
  AND COALESCE(external_id, '') = '' ORDER BY id LIMIT 1`), g.SportID, g.LevelID, g.Date, g.Home.ID, g.Away.ID))
		if err == nil {
			before, taken = &b, true
		} else if !errors.Is(err, sql.ErrNoRows) {
			return GameBase{}, nil, err
		}
	}
	if before != nil {
		check := *before
		if w.feed {
			check.Date = g.Date
		}
		if err := sameGame(check, g); err != nil {
			return GameBase{}, nil, err
		}
	}
	if w.feed && before != nil && !taken && sameResult(*before, g) {
		return *before, before, nil // nothing to write: readers' caches stay
	}
	season, err := s.ingestSeason(ctx, tx, g, time.Now())
	if err != nil {
		return GameBase{}, nil, err
	}
	home, away := feedScores(g, w.feed)
	ot := g.Overtime
	if !w.feed && before != nil {
		ot = before.Overtime
	}
	var id int64
	if before != nil {
		id = before.ID
		_, err = tx.ExecContext(ctx, s.Rebind(`UPDATE games SET season_id = ?, sport_id = ?, level_id = ?, game_date = ?, home_franchise_id = ?, away_franchise_id = ?,
  home_name = ?, away_name = ?, home_score = ?, away_score = ?, status = ?, period = ?, time_remaining = ?, external_id = ?, overtime = ? WHERE id = ?`),
			season, g.SportID, g.LevelID, g.Date, g.Home.ID, g.Away.ID, g.Home.Name, g.Away.Name, home, away, g.Status, g.Period, g.TimeRemaining, g.ExternalID, ot, id)
	} else {
		if id, err = s.nextID(ctx, tx, "games"); err != nil {
			return GameBase{}, nil, err
		}
		var sl string
		if sl, err = s.freeSlug(ctx, tx, "games", g.Date+"-"+g.Away.Slug+"-at-"+g.Home.Slug); err != nil {
			return GameBase{}, nil, err
		}
		_, err = tx.ExecContext(ctx, s.Rebind(`INSERT INTO games (id, key, slug, season_id, sport_id, level_id, game_date, home_franchise_id, away_franchise_id,
  home_name, away_name, home_score, away_score, status, game_type, source, grp, external_id, period, time_remaining, overtime)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
			id, "ingest:"+g.ExternalID, sl, season, g.SportID, g.LevelID, g.Date, g.Home.ID, g.Away.ID, g.Home.Name, g.Away.Name,
			home, away, g.Status, w.gameType, w.source, IngestGroup, g.ExternalID, g.Period, g.TimeRemaining, ot)
	}
	if err == nil {
		was := int64(0) // the season the game leaves, if it moves
		if before != nil {
			was = before.SeasonID
		}
		err = s.refreshTeamScores(ctx, tx, season, was)
	}
	if err == nil {
		err = recordChange(ctx, s, tx, ChangeGame, id)
	}
	if err == nil && taken {
		// The feed's result of an imported game is kept like a correction, so
		// a re-import of the game's source does not take it back.
		err = saveCorrection(ctx, s, tx, "games", id)
	}
	if err != nil {
		return GameBase{}, nil, err
	}
	after, err = scanGameBase(tx.QueryRowContext(ctx, s.Rebind(gameBaseSelect+`WHERE id = ?`), id))
	if err != nil {
		return GameBase{}, nil, err
	}
	if e := audit(before, after); e != nil {
		if err := addAudit(ctx, s, tx, e); err != nil {
			return GameBase{}, nil, err
		}
	}
	// A new season is not a new dataset version: the read model adds it when
	// the game is patched in (readmodel.PatchGame), so the write reaches
	// every stream within the second instead of after a rebuild.
	if err := tx.Commit(); err != nil {
		return GameBase{}, nil, err
	}
	return after, before, nil
}

// IdentityError: a known external id sent with another sport, level, team
// or date. An id names one game; letting a later write move it would turn
// one feed's game into another's (ids are only unique within a feed), so
// the write is refused, not applied.
type IdentityError struct {
	Field    string // sport__slug, level__slug, home_team, away_team or game_date
	Was, Now string
}

func (e *IdentityError) Error() string {
	return fmt.Sprintf("%s: the game with this external_id has %s, not %s (an id names one game)", e.Field, e.Was, e.Now)
}

// CheckIngestSportLevel refuses a known external id sent with another sport
// or level (IdentityError) before the write's teams are resolved: they are
// checked against the sport and level sent, and a team would otherwise be
// the field named when it is the sport or level that changed.
func (s *Store) CheckIngestSportLevel(ctx context.Context, g IngestGame) error {
	var b GameBase
	err := s.queryRow(ctx, s.Rebind(`SELECT sport_id, level_id FROM games WHERE external_id = ?`), g.ExternalID).Scan(&b.SportID, &b.LevelID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	return sameSportLevel(b, g)
}

// sameSportLevel checks that g has the stored game b's sport and level.
func sameSportLevel(b GameBase, g IngestGame) error {
	sport, level := sportLevelSlugs(b.SportID, b.LevelID)
	switch {
	case b.SportID != g.SportID:
		return &IdentityError{Field: "sport__slug", Was: sport, Now: g.Sport}
	case b.LevelID != g.LevelID:
		return &IdentityError{Field: "level__slug", Was: level, Now: g.Level}
	}
	return nil
}

// sameGame checks that g is the stored game b (identity fields only: the
// score, status and clock are what a write may change).
func sameGame(b GameBase, g IngestGame) error {
	if err := sameSportLevel(b, g); err != nil {
		return err
	}
	switch {
	case b.Home != g.Home.ID:
		return &IdentityError{Field: "home_team", Was: b.HomeName, Now: g.Home.Name}
	case b.Away != g.Away.ID:
		return &IdentityError{Field: "away_team", Was: b.AwayName, Now: g.Away.Name}
	case b.Date != g.Date:
		return &IdentityError{Field: "game_date", Was: b.Date, Now: g.Date}
	}
	return nil
}

// ErrNoSeason: no season of the game's league holds its date, and the
// ingest may not open one for it (see ingestSeason).
var ErrNoSeason = errors.New("no season covers the game's date")

// fallSeasonMonth: in a league whose seasons span two calendar years, a game
// before July belongs to the season that began the year before.
const fallSeasonMonth = time.July

// ingestSeason is the season g belongs to, in the league of its home team
// (else its away team's, else the latest league of its sport and level):
//  1. the season whose dates (first game to the end of the playoffs) hold it;
//  2. else the season starting in the game's season year: the calendar year
//     where the league's seasons stay within one year (MLB), else the year of
//     the season's fall half (NBA 2026-27 holds 2026-10-20 and 2027-04-10);
//  3. else, for a season year after the league's latest season and at most
//     next year, a new season of that league, in the group ingest (an import
//     bringing that season later adopts it, same id; see writer.seasons).
//
// ErrNoSeason otherwise (a year the league has no season for, such as a
// lockout, or one too far ahead).
func (s *Store) ingestSeason(ctx context.Context, tx *sql.Tx, g IngestGame, now time.Time) (id int64, err error) {
	date, err := time.Parse(time.DateOnly, g.Date)
	if err != nil {
		return 0, err
	}
	league, err := s.ingestLeague(ctx, tx, g)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, ErrNoSeason
	} else if err != nil {
		return 0, err
	}
	err = tx.QueryRowContext(ctx, s.Rebind(`SELECT id FROM seasons WHERE league_id = ? AND start_date <> '' AND start_date <= ?
  AND (CASE WHEN playoffs_end > end_date THEN playoffs_end ELSE end_date END) >= ? ORDER BY start_year DESC LIMIT 1`),
		league, g.Date, g.Date).Scan(&id)
	if !errors.Is(err, sql.ErrNoRows) {
		return id, err
	}
	var latest struct {
		start, end int
		name       string
	}
	err = tx.QueryRowContext(ctx, s.Rebind(`SELECT start_year, end_year, name FROM seasons WHERE league_id = ? ORDER BY start_year DESC LIMIT 1`), league).
		Scan(&latest.start, &latest.end, &latest.name)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, ErrNoSeason
	} else if err != nil {
		return 0, err
	}
	span, year := latest.end-latest.start, date.Year()
	if span > 0 && date.Month() < fallSeasonMonth {
		year--
	}
	err = tx.QueryRowContext(ctx, s.Rebind(`SELECT id FROM seasons WHERE league_id = ? AND start_year = ?`), league, year).Scan(&id)
	if !errors.Is(err, sql.ErrNoRows) {
		return id, err
	}
	if year <= latest.start || year > now.Year()+1 {
		return 0, ErrNoSeason
	}
	var key string
	var sport, level int64
	if err := tx.QueryRowContext(ctx, s.Rebind(`SELECT key, sport_id, level_id FROM leagues WHERE id = ?`), league).Scan(&key, &sport, &level); err != nil {
		return 0, err
	}
	label := stats.SeasonLabel(year, year+span)
	// Named as the latest season is ("2025-26 NBA Season", "2025 NFL Season").
	name := strings.Replace(latest.name, stats.SeasonLabel(latest.start, latest.end), label, 1)
	if name == latest.name {
		name = strings.Replace(latest.name, strconv.Itoa(latest.start), strconv.Itoa(year), 1)
	}
	if name == latest.name {
		name = label + " " + strings.ToUpper(key) + " Season"
	}
	if id, err = s.nextID(ctx, tx, "seasons"); err != nil {
		return 0, err
	}
	sl, err := s.freeSlug(ctx, tx, "seasons", key+" "+label)
	if err != nil {
		return 0, err
	}
	_, err = tx.ExecContext(ctx, s.Rebind(`INSERT INTO seasons (id, key, slug, league_id, sport_id, level_id, start_year, end_year, name, grp)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`), id, key+":"+strconv.Itoa(year), sl, league, sport, level, year, year+span, name, IngestGroup)
	return id, err
}

// ingestLeague is the league of g's home team, else of its away team, else
// the league of g's sport and level with the latest season.
func (s *Store) ingestLeague(ctx context.Context, tx *sql.Tx, g IngestGame) (int64, error) {
	for _, t := range []IngestTeam{g.Home, g.Away} {
		if t.LeagueID.Valid {
			return t.LeagueID.Int64, nil
		}
	}
	var id int64
	err := tx.QueryRowContext(ctx, s.Rebind(`SELECT league_id FROM seasons WHERE sport_id = ? AND level_id = ? ORDER BY start_year DESC, league_id LIMIT 1`),
		g.SportID, g.LevelID).Scan(&id)
	return id, err
}

// nextID hands out an id of table above every id given so far (the import
// keeps the same high-water mark, so neither reuses the other's ids).
func (s *Store) nextID(ctx context.Context, tx *sql.Tx, table string) (int64, error) {
	if _, err := tx.ExecContext(ctx, s.Rebind(`INSERT INTO id_seq (tbl, last_id) VALUES (?, 0) ON CONFLICT (tbl) DO NOTHING`), table); err != nil {
		return 0, err
	}
	var id int64
	err := tx.QueryRowContext(ctx, s.Rebind(`UPDATE id_seq SET last_id = 1 + CASE WHEN last_id >= (SELECT COALESCE(MAX(id), 0) FROM `+table+`) THEN last_id
  ELSE (SELECT COALESCE(MAX(id), 0) FROM `+table+`) END WHERE tbl = ? RETURNING last_id`), table).Scan(&id)
	return id, err
}

// freeSlug is base slugified, with -2, -3, … when table has it already.
func (s *Store) freeSlug(ctx context.Context, tx *sql.Tx, table, base string) (string, error) {
	base = slug.Make(base)
	for n := 1; n < 1000; n++ {
		sl := base
		if n > 1 {
			sl += "-" + strconv.Itoa(n)
		}
		var one int
		err := tx.QueryRowContext(ctx, s.Rebind(`SELECT 1 FROM `+table+` WHERE slug = ?`), sl).Scan(&one)
		if errors.Is(err, sql.ErrNoRows) {
			return sl, nil
		}
		if err != nil {
			return "", err
		}
	}
	return "", errors.New("no free slug in " + table + " for " + base)
}
