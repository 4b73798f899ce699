package stats

import (
	"fmt"
	"math"
	"strings"
)

// Trend is one league figure in a season against the season before and the
// season ten years earlier, with the numbers its text is written from.
type Trend struct {
	Key         string `json:"key"`
	Title       string `json:"title"`
	Description string `json:"description"`
	// Direction against the previous season: up, down or flat (within 1% of
	// an average, or one percentage point of a share).
	Direction string  `json:"direction"`
	Unit      string  `json:"unit"`
	Season    string  `json:"season"`
	Current   float64 `json:"current"`
	Games     int     `json:"games"` // games the current figure covers
	// The previous season's figure and the change in percent of it.
	PreviousSeason string   `json:"previous_season"`
	Previous       float64  `json:"previous"`
	Change         float64  `json:"change"` // current - previous
	ChangePercent  *float64 `json:"change_percent"`
	// Ten seasons earlier, when the data has it.
	TenYearsAgoSeason *string  `json:"ten_years_ago_season"`
	TenYearsAgo       *float64 `json:"ten_years_ago"`
}

// Metric is a season figure a trend follows.
type Metric struct {
	Key, Title, Unit string
	// Share: a share of games (0-1), shown in percent.
	Share bool
	Value func(SeasonFigures) (float64, bool)
}

// LeagueMetrics are the trends worth following in a sport: scoring, the
// home edge, games within one score and (where the data marks it) games
// decided after regulation.
func LeagueMetrics(sport string) []Metric {
	unit := ScoreUnit(sport)
	ot := "Overtime games"
	if sport == "hockey" {
		ot = "Overtime and shootout games"
	}
	return []Metric{
		{Key: "scoring", Title: "Scoring", Unit: unit + " per team per game", Value: SeasonFigures.AverageScore},
		{Key: "home_win_rate", Title: "Home win rate", Unit: "share of decided games won at home", Share: true, Value: SeasonFigures.HomeWinRate},
		{Key: "close_games", Title: "Games decided by " + CloseMarginText(sport), Unit: "share of games", Share: true, Value: SeasonFigures.CloseShare},
		{Key: "overtime", Title: ot, Unit: "share of games", Share: true, Value: SeasonFigures.OvertimeShare},
	}
}

func (m Metric) format(v float64) string {
	if m.Share {
		return fmt.Sprintf("%.1f%%", v*100)
	}
	return fmt.Sprintf("%.2f", v)
}

// BuildTrend compares the metric in cur with prev and ten (nil: not in the
// data); false when cur or prev has no value for it.
func BuildTrend(m Metric, cur SeasonFigures, prev, ten *SeasonFigures) (Trend, bool) {
	v, ok := m.Value(cur)
	if !ok || prev == nil {
		return Trend{}, false
	}
	pv, ok := m.Value(*prev)
	if !ok {
		return Trend{}, false
	}
	t := Trend{Key: m.Key, Title: m.Title, Unit: m.Unit, Season: cur.Label(), Current: v, Games: cur.Games,
		PreviousSeason: prev.Label(), Previous: pv, Change: math.Round((v-pv)*1000) / 1000}
	if pc, ok := PercentChange(v, pv); ok {
		t.ChangePercent = &pc
	}
	tol := 0.01
	if !m.Share {
		tol = 0.01 * math.Abs(pv)
	}
	t.Direction = Direction(v, pv, tol)
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s in %s", m.Title, m.format(v), t.Season)
	if !cur.Championship && cur.Last != "" {
		fmt.Fprintf(&b, " (games to %s)", cur.Last)
	}
	switch {
	case t.Direction == "flat":
		fmt.Fprintf(&b, ", about level with %s in %s", m.format(pv), t.PreviousSeason)
	case m.Share:
		fmt.Fprintf(&b, ", %s %.1f points from %s in %s", t.Direction, math.Abs(v-pv)*100, m.format(pv), t.PreviousSeason)
	default:
		fmt.Fprintf(&b, ", %s %.1f%% from %s in %s", t.Direction, math.Abs(*t.ChangePercent), m.format(pv), t.PreviousSeason)
	}
	if ten != nil {
		if tv, ok := m.Value(*ten); ok {
			label := ten.Label()
			t.TenYearsAgo, t.TenYearsAgoSeason = &tv, &label
			fmt.Fprintf(&b, "; %s ten seasons earlier (%s)", m.format(tv), label)
		}
	}
	fmt.Fprintf(&b, ". %s%s, over %d games.", strings.ToUpper(m.Unit[:1]), m.Unit[1:], cur.Games)
	t.Description = b.String()
	return t, true
}
