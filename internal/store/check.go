package store

import (
	"context"
	"fmt"
	"strings"

	"github.com/almanac-sports/almanac/internal/stats"
)

// Severity of a consistency finding.
type Severity string

const (
	SevError Severity = "error"
	SevWarn  Severity = "warning"
)

// Finding is one line of `almanac check`.
type Finding struct {
	Check    string
	Severity Severity
	Message  string
}

// CheckResult is a whole consistency report.
type CheckResult struct {
	Passed   []string // checks with no finding
	Findings []Finding
}

// Errors counts error-level findings.
func (r CheckResult) Errors() int {
	n := 0
	for _, f := range r.Findings {
		if f.Severity == SevError {
			n++
		}
	}
	return n
}

type check struct {
	name string
	sev  Severity
	// q returns one row per finding; its columns are joined into the message.
	q      string
	format func(cols []string) string
}

const maxFindings = 50

// Conditions shared by the checks and the data-quality counts.
const (
	// titleScoreAgrees: a championship result r's score is its game g's score.
	titleScoreAgrees = `((g.home_franchise_id = r.winner_franchise_id AND g.home_score = r.winner_score AND g.away_score = r.runner_up_score) OR
		   (g.away_franchise_id = r.winner_franchise_id AND g.away_score = r.winner_score AND g.home_score = r.runner_up_score))`
	// crossSourceTwin: games a and b are one game imported from two sources.
	crossSourceTwin = `a.home_franchise_id = b.home_franchise_id AND a.away_franchise_id = b.away_franchise_id AND a.game_date = b.game_date AND a.id < b.id AND a.source <> b.source`
)

var checks = []check{
	{"champions resolve to franchises", SevError,
		`SELECT c.name, CAST(r.year AS TEXT), r.winner_name FROM championship_results r JOIN championships c ON c.id = r.championship_id WHERE r.winner_franchise_id IS NULL ORDER BY c.name, r.year`,
		func(c []string) string { return fmt.Sprintf("%s %s: champion %q is not a franchise", c[0], c[1], c[2]) }},
	{"championship scores agree with game rows", SevError,
		`SELECT c.name, CAST(r.year AS TEXT), CAST(r.winner_score AS TEXT), CAST(r.runner_up_score AS TEXT), CAST(g.home_score AS TEXT), CAST(g.away_score AS TEXT)
		 FROM championship_results r JOIN championships c ON c.id = r.championship_id JOIN games g ON g.id = r.game_id
		 WHERE r.winner_score IS NOT NULL AND g.home_score IS NOT NULL AND NOT ` + titleScoreAgrees + `
		 ORDER BY c.name, r.year`,
		func(c []string) string {
			return fmt.Sprintf("%s %s: result %s-%s but game row %s-%s (home-away)", c[0], c[1], c[2], c[3], c[4], c[5])
		}},
	{"championship winners appear in their deciding game", SevError,
		`SELECT c.name, CAST(r.year AS TEXT), r.winner_name FROM championship_results r JOIN championships c ON c.id = r.championship_id JOIN games g ON g.id = r.game_id
		 WHERE r.winner_franchise_id IS NOT NULL AND g.home_franchise_id <> r.winner_franchise_id AND g.away_franchise_id <> r.winner_franchise_id`,
		func(c []string) string {
			return fmt.Sprintf("%s %s: %s did not play the linked game", c[0], c[1], c[2])
		}},
	{"no team plays itself", SevError,
		`SELECT g.key, g.game_date, g.home_name FROM games g WHERE g.home_franchise_id = g.away_franchise_id ORDER BY g.game_date, g.key`,
		func(c []string) string { return fmt.Sprintf("game %s on %s: %s plays itself", c[0], c[1], c[2]) }},
	{"no game imported from two sources", SevError,
		`SELECT a.key, b.key, a.game_date FROM games a JOIN games b ON ` + crossSourceTwin + `
		 ORDER BY a.game_date, a.key`,
		func(c []string) string {
			return fmt.Sprintf("games %s and %s on %s come from two sources", c[0], c[1], c[2])
		}},
	{"same-day games of the same teams are doubleheaders", SevWarn,
		`SELECT a.key, b.key, a.game_date FROM games a JOIN games b ON a.home_franchise_id = b.home_franchise_id AND a.away_franchise_id = b.away_franchise_id AND a.game_date = b.game_date AND a.id < b.id AND a.source = b.source
		 AND a.home_score = b.home_score AND a.away_score = b.away_score AND a.start_time = b.start_time ORDER BY a.game_date, a.key`,
		func(c []string) string {
			return fmt.Sprintf("games %s and %s on %s have the same teams, time and score", c[0], c[1], c[2])
		}},
	{"scores are not negative", SevError,
		`SELECT key, game_date FROM games WHERE home_score < 0 OR away_score < 0`,
		func(c []string) string { return fmt.Sprintf("game %s on %s has a negative score", c[0], c[1]) }},
	{"final games have scores", SevError,
		`SELECT key, game_date FROM games WHERE status = 'final' AND (home_score IS NULL OR away_score IS NULL)`,
		func(c []string) string { return fmt.Sprintf("game %s on %s is final without a score", c[0], c[1]) }},
	{"every shown number traces to a source", SevError,
		`SELECT 'games', key FROM games WHERE source = ''
		 UNION ALL SELECT 'championship_results', key FROM championship_results WHERE source = ''
		 UNION ALL SELECT 'team_seasons', key FROM team_seasons WHERE has_record = 1 AND source = ''
		 UNION ALL SELECT 'player_seasons', CAST(id AS TEXT) FROM player_seasons WHERE source = ''
		 UNION ALL SELECT 'coach_tenures', CAST(id AS TEXT) FROM coach_tenures WHERE has_record = 1 AND source = ''`,
		func(c []string) string { return fmt.Sprintf("%s row %s has no source", c[0], c[1]) }},
}

// recordCheck compares team-season W-L-T with the regular-season games.
// recordQuery compares each team-season's W-L-T with its regular-season
// games of that year (a college team's record counts every game, bowls and
// tournaments included, so there all its games). Games are grouped by franchise and season start year,
// not by league-season: interleague games belong to the home team's league.
const recordQuery = `
WITH g AS (
  SELECT s.start_year AS y, home_franchise_id AS fid,
         CASE WHEN home_score > away_score THEN 1 ELSE 0 END AS w,
         CASE WHEN home_score < away_score THEN 1 ELSE 0 END AS l,
         CASE WHEN home_score = away_score THEN 1 ELSE 0 END AS t,
         CASE WHEN home_score < away_score AND overtime <> '' THEN 1 ELSE 0 END AS otl
  FROM games JOIN seasons s ON s.id = games.season_id
  JOIN franchises f ON f.id = home_franchise_id JOIN levels lv ON lv.id = f.level_id
  WHERE (game_type = 'regular' OR lv.slug = 'ncaa-d1') AND status = 'final' AND home_franchise_id IS NOT NULL
  UNION ALL
  SELECT s.start_year, away_franchise_id,
         CASE WHEN away_score > home_score THEN 1 ELSE 0 END,
         CASE WHEN away_score < home_score THEN 1 ELSE 0 END,
         CASE WHEN home_score = away_score THEN 1 ELSE 0 END,
         CASE WHEN away_score < home_score AND overtime <> '' THEN 1 ELSE 0 END
  FROM games JOIN seasons s ON s.id = games.season_id
  JOIN franchises f ON f.id = away_franchise_id JOIN levels lv ON lv.id = f.level_id
  WHERE (game_type = 'regular' OR lv.slug = 'ncaa-d1') AND status = 'final' AND away_franchise_id IS NOT NULL
), agg AS (
  SELECT y, fid, SUM(w) AS w, SUM(l) AS l, SUM(t) AS t, SUM(otl) AS otl FROM g GROUP BY y, fid
)
SELECT ts.name, ts.start_year, sp.slug, lv.slug, ts.wins, ts.losses, ts.ties, ts.ot_losses, agg.w, agg.l, agg.t, agg.otl, ts.source
FROM team_seasons ts JOIN agg ON agg.y = ts.start_year AND agg.fid = ts.franchise_id
JOIN franchises f ON f.id = ts.franchise_id JOIN sports sp ON sp.id = f.sport_id JOIN levels lv ON lv.id = f.level_id
WHERE ts.has_record = 1
ORDER BY ts.start_year, ts.name`

// RecordComparison is one team-season's published record beside the sums
// of its regular-season games on file.
type RecordComparison struct {
	Team             string
	Year             int
	Sport, Level     string
	W, L, T, OTL     int    // the published record
	GW, GL, GT, GOTL int    // summed from the games
	Source           string // the record's source file
}

// Check classifies the comparison (stats.CompareRecord).
func (c RecordComparison) Check() stats.RecordCheck {
	return stats.CompareRecord(c.W, c.L, c.T, c.OTL, c.GW, c.GL, c.GT)
}

// RecordComparisons compares every team-season record with its games (only
// team-seasons with a published record and at least one game).
func (s *Store) RecordComparisons(ctx context.Context) ([]RecordComparison, error) {
	rows, err := s.DB.QueryContext(ctx, recordQuery)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []RecordComparison
	for rows.Next() {
		var c RecordComparison
		if err := rows.Scan(&c.Team, &c.Year, &c.Sport, &c.Level, &c.W, &c.L, &c.T, &c.OTL, &c.GW, &c.GL, &c.GT, &c.GOTL, &c.Source); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// Check runs every consistency check.
func (s *Store) Check(ctx context.Context) (CheckResult, error) {
	var res CheckResult
	for _, c := range checks {
		rows, err := s.DB.QueryContext(ctx, c.q)
		if err != nil {
			return res, fmt.Errorf("check %q: %w", c.name, err)
		}
		n := 0
		var sample string
		for rows.Next() {
			cols, err := scanStrings(rows)
			if err != nil {
				rows.Close()
				return res, err
			}
			n++
			if c.sev == SevWarn {
				// Warnings are summarised: a count and one example.
				if n == 1 {
					sample = c.format(cols)
				}
				continue
			}
			if n <= maxFindings {
				res.Findings = append(res.Findings, Finding{c.name, c.sev, c.format(cols)})
			}
		}
		if c.sev == SevWarn && n > 0 {
			res.Findings = append(res.Findings, Finding{c.name, c.sev, fmt.Sprintf("%d found, e.g. %s", n, sample)})
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return res, err
		}
		if c.sev == SevError && n > maxFindings {
			res.Findings = append(res.Findings, Finding{c.name, c.sev, fmt.Sprintf("… and %d more", n-maxFindings)})
		}
		if n == 0 {
			res.Passed = append(res.Passed, c.name)
		}
	}
	if err := s.checkRecords(ctx, &res); err != nil {
		return res, err
	}
	if err := s.checkDisagreements(ctx, &res); err != nil {
		return res, err
	}
	return res, nil
}

// checkDisagreements reports the figures two sources give differently
// beyond rounding (recorded by the import, which shows the kept value): one
// warning per group, field and pair of sources, with its count and the
// first three cases, each with both values.
func (s *Store) checkDisagreements(ctx context.Context, res *CheckResult) error {
	const name = "overlapping sources agree"
	rows, err := s.DB.QueryContext(ctx, `SELECT grp, field, kept_source, other_source, subject, kept_value, other_value
		FROM source_disagreements ORDER BY grp, field, kept_source, other_source, id`)
	if err != nil {
		return fmt.Errorf("check %q: %w", name, err)
	}
	defer rows.Close()
	type pair struct{ grp, field, kept, other string }
	var order []pair
	count := map[pair]int{}
	examples := map[pair][]string{}
	for rows.Next() {
		var p pair
		var subject, kv, ov string
		if err := rows.Scan(&p.grp, &p.field, &p.kept, &p.other, &subject, &kv, &ov); err != nil {
			return err
		}
		if count[p] == 0 {
			order = append(order, p)
		}
		count[p]++
		if len(examples[p]) < 3 {
			examples[p] = append(examples[p], fmt.Sprintf("%s %s (kept) vs %s", subject, kv, ov))
		}
	}
	if err := rows.Err(); err != nil {
		return err
	}
	for _, p := range order {
		res.Findings = append(res.Findings, Finding{name, SevWarn, fmt.Sprintf("%s %s: %d differ between %s (kept) and %s, e.g. %s",
			p.grp, p.field, count[p], p.kept, p.other, strings.Join(examples[p], "; "))})
	}
	if len(order) == 0 {
		res.Passed = append(res.Passed, name)
	}
	return nil
}

// checkRecords: a team-season record counted from games must agree with
// the games. Fewer games than the record is a coverage gap (warning); a
// different win count with all games present, or more games than the
// record, is an error. Official totals from independent season tables
// (store.SeasonTableSource) are left out: standings show them and explain
// their difference from the games, and `almanac check` measures that per
// sport (readmodel.StandingsAgreement).
func (s *Store) checkRecords(ctx context.Context, res *CheckResult) error {
	const name = "team-season records agree with games"
	cmp, err := s.RecordComparisons(ctx)
	if err != nil {
		return fmt.Errorf("check %q: %w", name, err)
	}
	errs, gaps, splits := 0, 0, 0
	var gapSample, splitSample string
	for _, c := range cmp {
		if SeasonTableSource(c.Source) {
			continue
		}
		if c.OTL > 0 && c.GW+c.GL+c.GT == c.W+c.L+c.T+c.OTL && c.GW == c.W && c.GOTL != c.OTL {
			// Same games, but the overtime losses are not all flagged in the
			// games (e.g. NHL 2015-16..2017-18: no OT/SO flag in the source).
			splits++
			if splitSample == "" {
				splitSample = fmt.Sprintf("e.g. %s %d: record OTL %d, games flag %d", c.Team, c.Year, c.OTL, c.GOTL)
			}
		}
		switch c.Check() {
		case stats.RecordMismatch:
			errs++
			if errs <= maxFindings {
				res.Findings = append(res.Findings, Finding{name, SevError, fmt.Sprintf("%s %d: record %d-%d-%d (OTL %d) but games give %d-%d-%d", c.Team, c.Year, c.W, c.L, c.T, c.OTL, c.GW, c.GL, c.GT)})
			}
		case stats.RecordGap:
			gaps++
			if gapSample == "" {
				gapSample = fmt.Sprintf("e.g. %s %d: record has %d games, %d imported", c.Team, c.Year, c.W+c.L+c.T+c.OTL, c.GW+c.GL+c.GT)
			}
		}
	}
	if errs > maxFindings {
		res.Findings = append(res.Findings, Finding{name, SevError, fmt.Sprintf("… and %d more", errs-maxFindings)})
	}
	if gaps > 0 {
		res.Findings = append(res.Findings, Finding{name, SevWarn, fmt.Sprintf("%d team-seasons have fewer games than their record (source coverage gaps); %s", gaps, gapSample)})
	}
	if splits > 0 {
		res.Findings = append(res.Findings, Finding{name, SevWarn, fmt.Sprintf("%d team-seasons have overtime losses the games do not flag; %s", splits, splitSample)})
	}
	if errs == 0 && gaps == 0 && splits == 0 {
		res.Passed = append(res.Passed, name)
	}
	return nil
}

func scanStrings(rows interface {
	Columns() ([]string, error)
	Scan(...any) error
}) ([]string, error) {
	cols, err := rows.Columns()
	if err != nil {
		return nil, err
	}
	raw := make([]any, len(cols))
	for i := range raw {
		raw[i] = new(any)
	}
	if err := rows.Scan(raw...); err != nil {
		return nil, err
	}
	out := make([]string, len(cols))
	for i, r := range raw {
		v := *(r.(*any))
		switch x := v.(type) {
		case nil:
			out[i] = ""
		case []byte:
			out[i] = string(x)
		default:
			out[i] = fmt.Sprint(x)
		}
	}
	return out, nil
}
