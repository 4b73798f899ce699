package readmodel

import (
	"bufio"
	"context"
	"encoding/csv"
	"io"
	"slices"
	"strconv"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/store"
)

// Team reports and exports: a team's report, the side-by-side comparison
// of 2 to 4 teams, and team stat rows as CSV.

// TeamReport is reports/team_report: the team's latest season with its
// advanced metrics, and its row in every season.
type TeamReport struct {
	Team     TeamBrief     `json:"team"`
	Sport    string        `json:"sport"`
	Level    string        `json:"level"`
	Seasons  int           `json:"seasons"`
	Advanced *TeamAdvanced `json:"advanced"` // null: no games in the data
	History  []TeamStatRow `json:"history"`  // newest first
}

// TeamReport builds a team's report.
func (m *Model) TeamReport(ctx context.Context, t store.Team) (*TeamReport, error) {
	adv, err := m.TeamAdvanced(ctx, t, 0)
	if err != nil {
		return nil, err
	}
	h, err := m.TeamHistoryDesc(ctx, t)
	if err != nil {
		return nil, err
	}
	return &TeamReport{Team: TeamBrief{t.ID, t.Slug, t.Name}, Sport: t.Sport.Slug, Level: t.Level.Slug, Seasons: len(h), Advanced: adv, History: h}, nil
}

// TeamComparisonReport is reports/comparison_report: each team's advanced
// metrics for the season (its latest when none is asked) side by side.
type TeamComparisonReport struct {
	Teams   []TeamAdvanced `json:"teams"`
	Metrics []ComparisonMetric    `json:"metrics"`
}

// ComparisonMetric is one figure for every team, in the teams' order, and the
// team that leads it (null on a tie or when a figure is missing).
type ComparisonMetric struct {
	Name   string     `json:"name"`
	Better string     `json:"better"` // higher or lower
	Values []*float64 `json:"values"`
	Leader *string    `json:"leader"` // team_id (slug)
}

// CompareTeamReport puts the teams' metrics side by side; nil when one has
// no games that season.
func (m *Model) CompareTeamReport(ctx context.Context, teams []store.Team, season int) (*TeamComparisonReport, error) {
	out := TeamComparisonReport{Teams: make([]TeamAdvanced, 0, len(teams))}
	for _, t := range teams {
		a, err := m.TeamAdvanced(ctx, t, season)
		if err != nil || a == nil {
			return nil, err
		}
		out.Teams = append(out.Teams, *a)
	}
	num := func(v float64) *float64 { return &v }
	for _, mt := range []struct {
		name   string
		higher bool
		get    func(a *TeamAdvanced) *float64
	}{
		{"win_percentage", true, func(a *TeamAdvanced) *float64 { return num(a.Row.WinPercentage) }},
		{"points_per_game", true, func(a *TeamAdvanced) *float64 { return num(a.Row.PointsPerGame) }},
		{"points_allowed_per_game", false, func(a *TeamAdvanced) *float64 { return num(a.Row.PointsAllowedPerGame) }},
		{"point_differential_per_game", true, func(a *TeamAdvanced) *float64 { return num(a.PointDifferential.PerGame) }},
		{"pythagorean_win_percentage", true, func(a *TeamAdvanced) *float64 { return a.Pythagorean.ExpectedWinPercentage }},
		{"strength_of_schedule", true, func(a *TeamAdvanced) *float64 { return a.StrengthOfSchedule.OpponentWinPercentage }},
		{"season_end_rating", true, func(a *TeamAdvanced) *float64 {
			if a.Rating == nil {
				return nil
			}
			return a.Rating.SeasonEnd
		}},
		{"current_rating", true, func(a *TeamAdvanced) *float64 {
			if a.Rating == nil {
				return nil
			}
			return a.Rating.Current
		}},
	} {
		c := ComparisonMetric{Name: mt.name, Better: "higher"}
		if !mt.higher {
			c.Better = "lower"
		}
		best, tie := -1, false
		for i := range out.Teams {
			v := mt.get(&out.Teams[i])
			c.Values = append(c.Values, v)
			if v == nil {
				continue
			}
			switch b := c.Values[max(best, 0)]; {
			case best < 0:
				best, tie = i, false
			case *v == *b:
				tie = true
			case (*v > *b) == mt.higher:
				best, tie = i, false
			}
		}
		if best >= 0 && !tie && !slices.Contains(c.Values, nil) {
			c.Leader = &out.Teams[best].Team.Slug
		}
		out.Metrics = append(out.Metrics, c)
	}
	return &out, nil
}

// TeamStatsFile is the JSON export of team stat rows.
type TeamStatsFile struct {
	Season  *int           `json:"season"`
	Results []*TeamStatRow `json:"results"`
}

// NewTeamStatsFile wraps a season's rows (season 0: none).
func NewTeamStatsFile(rows []*TeamStatRow, season int) *TeamStatsFile {
	f := TeamStatsFile{Results: append([]*TeamStatRow{}, rows...)}
	if season != 0 {
		f.Season = &season
	}
	return &f
}

// teamStatCSVHeader are the columns of team stat rows as CSV.
var teamStatCSVHeader = []string{"team_id", "team_name", "season", "league", "conference", "division", "games_played", "wins", "losses",
	"ties", "otl", "win_percentage", "home_record", "away_record", "points_for", "points_against", "point_differential",
	"points_per_game", "points_allowed_per_game", "streak", "division_record", "conference_record", "last_10", "league_rank", "playoff_position"}

// WriteTeamStatsCSV writes rows as CSV with a header line.
func WriteTeamStatsCSV(w io.Writer, rows []*TeamStatRow) error {
	bw := bufio.NewWriter(w)
	cw := csv.NewWriter(bw)
	cw.Write(teamStatCSVHeader)
	for i := range rows {
		cw.Write(rows[i].csv())
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return err
	}
	return bw.Flush()
}

// csv is the row's record under teamStatCSVHeader.
func (r *TeamStatRow) csv() []string {
	opt := func(p *int) string {
		if p == nil {
			return ""
		}
		return strconv.Itoa(*p)
	}
	f := func(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }
	return []string{r.TeamID, r.TeamName, strconv.Itoa(r.Season), r.League, rmbase.Deref(r.Conference), rmbase.Deref(r.Division),
		strconv.Itoa(r.GamesPlayed), strconv.Itoa(r.Wins), strconv.Itoa(r.Losses), opt(r.Ties), opt(r.OTLosses), f(r.WinPercentage),
		r.HomeRecord, r.AwayRecord, strconv.Itoa(r.PointsFor), strconv.Itoa(r.PointsAgainst), strconv.Itoa(r.PointDifferential),
		f(r.PointsPerGame), f(r.PointsAllowedPerGame), r.Streak, rmbase.Deref(r.DivisionRecord), rmbase.Deref(r.ConferenceRecord), r.Last10,
		strconv.Itoa(r.LeagueRank), rmbase.Deref(r.PlayoffPosition)}
}
