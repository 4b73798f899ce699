package stats

import "time"

// Data-quality measures: every figure is a numerator over a denominator
// counted from rows, scored 0-100 and given a status: excellent at
// 95 or more, good at 80 or more, poor below.

// Quality thresholds of the health bar.
const (
	QualityExcellent = 95.0
	QualityGood      = 80.0
)

// Quality statuses.
const (
	StatusExcellent  = "excellent"
	StatusGood       = "good"
	StatusPoor       = "poor"
	StatusUnmeasured = "unmeasured"
)

// Percent is 100·num/den capped at 100, or nil when den is 0 (nothing to measure).
func Percent(num, den int64) *float64 {
	if den <= 0 {
		return nil
	}
	v := float64(num) / float64(den) * 100
	if v > 100 {
		v = 100
	}
	v = RoundTo(v, 2)
	return &v
}

// QualityStatus names a 0-100 score: excellent (≥95), good (≥80), poor, or
// unmeasured (nil).
func QualityStatus(v *float64) string {
	switch {
	case v == nil:
		return StatusUnmeasured
	case *v >= QualityExcellent:
		return StatusExcellent
	case *v >= QualityGood:
		return StatusGood
	default:
		return StatusPoor
	}
}

// MeanScore is the mean of the measured scores (nil when none is).
func MeanScore(vs ...*float64) *float64 {
	sum, n := 0.0, 0
	for _, v := range vs {
		if v != nil {
			sum += *v
			n++
		}
	}
	if n == 0 {
		return nil
	}
	m := RoundTo(sum/float64(n), 2)
	return &m
}

// SeasonGames is one league-season's schedule and the regular-season games on file.
type SeasonGames struct {
	Year          int // start year
	ScheduleGames int // games per team (0 = not known)
	Teams         int // teams with a season row
	Games         int // regular-season games on file
}

// ExpectedGames is a season's regular-season games from its schedule length
// and teams: each game has two teams.
func ExpectedGames(scheduleGames, teams int) int { return scheduleGames * teams / 2 }

// ScheduleCoverage is the share of expected regular-season games on file:
// seasons of one year are pooled (a game between leagues belongs to the
// home team's league) and each year counts at most its expected games.
// Seasons whose schedule length is not known are left out (unknown counts
// them).
func ScheduleCoverage(seasons []SeasonGames) (present, expected int64, unknown int) {
	type pool struct{ present, expected int64 }
	years := map[int]*pool{}
	for _, s := range seasons {
		if s.ScheduleGames <= 0 || s.Teams <= 0 {
			unknown++
			continue
		}
		p := years[s.Year]
		if p == nil {
			p = &pool{}
			years[s.Year] = p
		}
		p.present += int64(s.Games)
		p.expected += int64(ExpectedGames(s.ScheduleGames, s.Teams))
	}
	for _, p := range years {
		present += min(p.present, p.expected)
		expected += p.expected
	}
	return present, expected, unknown
}

// RecordCheck is how a published team-season record compares with the
// regular-season games on file (the consistency rule of `almanac check`).
type RecordCheck int

const (
	RecordMatch    RecordCheck = iota // same games, same wins
	RecordGap                         // fewer games on file than the record (coverage gap)
	RecordMismatch                    // more games than the record, or the same games with other wins
)

// CompareRecord compares a record W-L-T (and overtime losses) with the game
// sums gw-gl-gt.
func CompareRecord(w, l, t, otl, gw, gl, gt int) RecordCheck {
	rec, games := w+l+t+otl, gw+gl+gt
	switch {
	case games > rec || (games == rec && gw != w):
		return RecordMismatch
	case games < rec:
		return RecordGap
	default:
		return RecordMatch
	}
}

// DateCount is the number of games on one date.
type DateCount struct {
	Date  string // YYYY-MM-DD
	Games int64
}

// Freshness compares the games of the year up to asOf (YYYY-MM-DD) with the
// year before: a source that keeps up has as many games in its latest year
// as in the one before, in season or out. recent counts games in (asOf-365
// days, asOf], prior those in the 365 days before.
func Freshness(days []DateCount, asOf string) (recent, prior int64) {
	end, err := time.Parse(time.DateOnly, asOf)
	if err != nil {
		return 0, 0
	}
	mid := end.AddDate(0, 0, -365).Format(time.DateOnly)
	start := end.AddDate(0, 0, -730).Format(time.DateOnly)
	for _, d := range days {
		switch {
		case d.Date > asOf || d.Date <= start:
		case d.Date > mid:
			recent += d.Games
		default:
			prior += d.Games
		}
	}
	return recent, prior
}

// DaysBetween is the whole days from one date to another (YYYY-MM-DD); 0 when either is bad.
func DaysBetween(from, to string) int {
	a, err1 := time.Parse(time.DateOnly, from)
	b, err2 := time.Parse(time.DateOnly, to)
	if err1 != nil || err2 != nil {
		return 0
	}
	return int(b.Sub(a).Hours() / 24)
}
