package store

import (
	"context"
	"fmt"
	"strings"
)

// The rows the data-quality figures are counted from (readmodel turns them
// into figures). Every count is per sport and level (slugs).

// QualitySeason is one league-season: its schedule, teams and what is on file.
type QualitySeason struct {
	Sport, Level  string
	SportName     string
	LevelName     string
	Grp           string // the import group that owns it
	Year          int    // start year
	ScheduleGames int    // regular-season games per team (0 = not known)
	Teams         int    // team-season rows
	RegularGames  int    // regular-season game rows
	Decided       bool   // a champion is recorded (the season is over)
	PlayerRows    bool   // at least one player stat row
}

// QualityDate counts one scope's games on one date.
type QualityDate struct {
	Sport, Level, Date string
	Games, Scored      int64 // all games; games with both scores
}

// QualityTitles counts one scope's championship results.
type QualityTitles struct {
	Sport, Level string
	Results      int64 // championship results
	Resolved     int64 // whose champion is a franchise
	Checked      int64 // with a score and a linked game with a score
	Agree        int64 // of those, the game's winner and score are the result's
}

// QualitySource is one source's rows in one scope.
type QualitySource struct {
	Source       string // as the rows name it (several joined by "; ")
	Sport, Level string
	Grp          string
	Rows         int64
	LastYear     int // latest season start year of its rows
}

// QualityRows is everything the data-quality figures need.
type QualityRows struct {
	Seasons []QualitySeason
	Dates   []QualityDate
	Titles  []QualityTitles
	// Flawed counts games with a finding of `almanac check` (plays itself,
	// negative or missing final score, imported twice from two sources).
	Flawed  map[[2]string]int64
	Records []RecordComparison
	Sources []QualitySource
	// Imported is when each import group was last imported (RFC 3339).
	Imported map[string]string
	// People are the summary's counts per sport and level (player seasons
	// with statistics, coach seasons with a record).
	People []Competition
}

const scopeJoin = ` JOIN sports sp ON sp.id = %[1]s.sport_id JOIN levels lv ON lv.id = %[1]s.level_id `

// QualityRows reads the counts behind the data-quality figures.
func (s *Store) QualityRows(ctx context.Context) (*QualityRows, error) {
	out := &QualityRows{Flawed: map[[2]string]int64{}, Imported: map[string]string{}}
	if err := s.qualitySeasons(ctx, out); err != nil {
		return nil, fmt.Errorf("quality seasons: %w", err)
	}
	err := s.scan(ctx, `SELECT sp.slug, lv.slug, g.game_date, COUNT(*), SUM(CASE WHEN g.home_score IS NOT NULL AND g.away_score IS NOT NULL THEN 1 ELSE 0 END)
		FROM games g`+fmt.Sprintf(scopeJoin, "g")+`GROUP BY sp.slug, lv.slug, g.game_date`, func(sc func(...any) error) error {
		var d QualityDate
		if err := sc(&d.Sport, &d.Level, &d.Date, &d.Games, &d.Scored); err != nil {
			return err
		}
		share(&d.Sport, &d.Level) // ~60,000 rows, kept by the quality report
		out.Dates = append(out.Dates, d)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("quality dates: %w", err)
	}
	err = s.scan(ctx, `SELECT sp.slug, lv.slug, COUNT(*),
		SUM(CASE WHEN r.winner_franchise_id IS NOT NULL THEN 1 ELSE 0 END),
		SUM(CASE WHEN g.id IS NOT NULL AND r.winner_score IS NOT NULL AND g.home_score IS NOT NULL THEN 1 ELSE 0 END),
		SUM(CASE WHEN g.id IS NOT NULL AND r.winner_score IS NOT NULL AND g.home_score IS NOT NULL AND `+titleScoreAgrees+` THEN 1 ELSE 0 END)
		FROM championship_results r JOIN championships c ON c.id = r.championship_id`+fmt.Sprintf(scopeJoin, "c")+`
		LEFT JOIN games g ON g.id = r.game_id GROUP BY sp.slug, lv.slug`, func(sc func(...any) error) error {
		var t QualityTitles
		if err := sc(&t.Sport, &t.Level, &t.Results, &t.Resolved, &t.Checked, &t.Agree); err != nil {
			return err
		}
		out.Titles = append(out.Titles, t)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("quality titles: %w", err)
	}
	for _, q := range []string{
		`SELECT sp.slug, lv.slug, COUNT(*) FROM games a` + fmt.Sprintf(scopeJoin, "a") + `WHERE a.home_franchise_id = a.away_franchise_id
		 OR a.home_score < 0 OR a.away_score < 0 OR (a.status = 'final' AND (a.home_score IS NULL OR a.away_score IS NULL)) GROUP BY sp.slug, lv.slug`,
		`SELECT sp.slug, lv.slug, COUNT(DISTINCT b.id) FROM games a JOIN games b ON ` + crossSourceTwin + fmt.Sprintf(scopeJoin, "b") + `GROUP BY sp.slug, lv.slug`,
	} {
		err = s.scan(ctx, q, func(sc func(...any) error) error {
			var sport, level string
			var n int64
			if err := sc(&sport, &level, &n); err != nil {
				return err
			}
			out.Flawed[[2]string{sport, level}] += n
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("quality findings: %w", err)
		}
	}
	if out.Records, err = s.RecordComparisons(ctx); err != nil {
		return nil, fmt.Errorf("quality records: %w", err)
	}
	if err := s.qualitySources(ctx, out); err != nil {
		return nil, fmt.Errorf("quality sources: %w", err)
	}
	if out.People, err = s.Summary(ctx); err != nil {
		return nil, fmt.Errorf("quality people: %w", err)
	}
	err = s.scan(ctx, `SELECT finished_at, groups FROM import_runs ORDER BY id`, func(sc func(...any) error) error {
		var at, groups string
		if err := sc(&at, &groups); err != nil {
			return err
		}
		for _, g := range strings.Split(groups, ",") {
			out.Imported[strings.TrimSpace(g)] = at
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("quality imports: %w", err)
	}
	return out, nil
}

func (s *Store) qualitySeasons(ctx context.Context, out *QualityRows) error {
	counts := func(q string) (map[int64]int, error) {
		m := map[int64]int{}
		err := s.scan(ctx, q, func(sc func(...any) error) error {
			var id int64
			var n int
			if err := sc(&id, &n); err != nil {
				return err
			}
			m[id] = n
			return nil
		})
		return m, err
	}
	teams, err := counts(`SELECT season_id, COUNT(*) FROM team_seasons GROUP BY season_id`)
	if err != nil {
		return err
	}
	games, err := counts(`SELECT season_id, COUNT(*) FROM games WHERE game_type = 'regular' AND season_id IS NOT NULL GROUP BY season_id`)
	if err != nil {
		return err
	}
	players, err := counts(`SELECT season_id, COUNT(*) FROM player_seasons GROUP BY season_id`)
	if err != nil {
		return err
	}
	return s.scan(ctx, `SELECT s.id, sp.slug, lv.slug, sp.name, lv.name, s.grp, s.start_year, COALESCE(s.regular_season_games, 0),
		CASE WHEN s.champion_franchise_id IS NOT NULL THEN 1 ELSE 0 END
		FROM seasons s`+fmt.Sprintf(scopeJoin, "s")+`ORDER BY s.start_year, s.id`, func(sc func(...any) error) error {
		var id int64
		var decided int
		var q QualitySeason
		if err := sc(&id, &q.Sport, &q.Level, &q.SportName, &q.LevelName, &q.Grp, &q.Year, &q.ScheduleGames, &decided); err != nil {
			return err
		}
		q.Teams, q.RegularGames, q.Decided, q.PlayerRows = teams[id], games[id], decided == 1, players[id] > 0
		out.Seasons = append(out.Seasons, q)
		return nil
	})
}

// qualitySources counts each source's rows per scope: games, team seasons,
// player and coach seasons, roster entries and championship results.
func (s *Store) qualitySources(ctx context.Context, out *QualityRows) error {
	const perSeason = `SELECT t.source AS src, s.sport_id AS sid, s.level_id AS lid, t.grp AS grp, COUNT(*) AS n, MAX(s.start_year) AS y
		FROM %s t JOIN seasons s ON s.id = t.season_id WHERE t.source <> '' GROUP BY t.source, s.sport_id, s.level_id, t.grp`
	parts := []string{}
	for _, tbl := range []string{"games", "team_seasons", "player_seasons", "coach_tenures", "roster_entries"} {
		parts = append(parts, fmt.Sprintf(perSeason, tbl))
	}
	parts = append(parts, `SELECT r.source, c.sport_id, c.level_id, r.grp, COUNT(*), MAX(r.year - 1)
		FROM championship_results r JOIN championships c ON c.id = r.championship_id WHERE r.source <> '' GROUP BY r.source, c.sport_id, c.level_id, r.grp`)
	q := `SELECT x.src, sp.slug, lv.slug, x.grp, SUM(x.n), MAX(x.y) FROM (` + strings.Join(parts, " UNION ALL ") + `) x` +
		fmt.Sprintf(scopeJoin, "x") + `GROUP BY x.src, sp.slug, lv.slug, x.grp ORDER BY x.src, sp.slug, lv.slug`
	q = strings.ReplaceAll(q, "x.sport_id", "x.sid")
	q = strings.ReplaceAll(q, "x.level_id", "x.lid")
	return s.scan(ctx, q, func(sc func(...any) error) error {
		var r QualitySource
		if err := sc(&r.Source, &r.Sport, &r.Level, &r.Grp, &r.Rows, &r.LastYear); err != nil {
			return err
		}
		out.Sources = append(out.Sources, r)
		return nil
	})
}

// scan runs q and calls row for each result row with its Scan.
func (s *Store) scan(ctx context.Context, q string, row func(scan func(...any) error) error) error {
	rows, err := s.DB.QueryContext(ctx, q)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := row(rows.Scan); err != nil {
			return err
		}
	}
	return rows.Err()
}
