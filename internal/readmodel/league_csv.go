package readmodel

// The league reports as CSV rows (the header first).

import (
	"strconv"

	"github.com/almanac-sports/almanac/internal/stats"
)

func csvNum(v *float64) string {
	if v == nil {
		return ""
	}
	return strconv.FormatFloat(*v, 'f', -1, 64)
}

func csvInt(v *int) string {
	if v == nil {
		return ""
	}
	return strconv.Itoa(*v)
}

func csvStr(v *string) string {
	if v == nil {
		return ""
	}
	return *v
}

// CSVRows lists each scope's figures one per row: the metric, its value
// in the latest season, the previous season's and the change in percent.
func (d *Dashboard) CSVRows() [][]string {
	rows := [][]string{{"sport", "level", "season", "metric", "value", "previous_season", "previous_value", "change_percent"}}
	for _, s := range d.Sports {
		prev := s.Previous
		if prev == nil {
			prev = &DashboardFigures{}
		}
		label := func(se *LeagueSeason) string {
			if se == nil {
				return ""
			}
			return se.Label
		}
		for _, m := range []struct {
			name        string
			cur, before string
			change      *float64
		}{
			{"total_games", strconv.Itoa(s.TotalGames), strconv.Itoa(prev.TotalGames), s.ChangePercent.TotalGames},
			{"regular_season_games", strconv.Itoa(s.RegularSeasonGames), strconv.Itoa(prev.RegularSeasonGames), nil},
			{"postseason_games", strconv.Itoa(s.PostseasonGames), strconv.Itoa(prev.PostseasonGames), nil},
			{"average_score", csvNum(s.AverageScore), csvNum(prev.AverageScore), s.ChangePercent.AverageScore},
			{"top_team", csvStr(s.TopTeam), csvStr(prev.TopTeam), nil},
			{"top_team_record", csvStr(s.TopTeamRecord), csvStr(prev.TopTeamRecord), nil},
			{"active_players", csvInt(s.ActivePlayers), csvInt(prev.ActivePlayers), s.ChangePercent.ActivePlayers},
			{"new_players", csvInt(s.NewPlayers), csvInt(prev.NewPlayers), s.ChangePercent.NewPlayers},
			{"players_season", csvStr(s.PlayersSeasonLabel), csvStr(prev.PlayersSeasonLabel), nil},
		} {
			if s.Previous == nil {
				m.before = ""
			}
			rows = append(rows, []string{s.Sport.Slug, s.Level.Slug, label(s.Season), m.name, m.cur, label(s.Previous.seasonOrNil()), m.before, csvNum(m.change)})
		}
	}
	return rows
}

func (f *DashboardFigures) seasonOrNil() *LeagueSeason {
	if f == nil {
		return nil
	}
	return f.Season
}

// PerformanceCSVRows lists every team of every scope, then one row of
// league totals per scope.
func PerformanceCSVRows(scopes []PerformanceScope) [][]string {
	rows := [][]string{{"sport", "level", "season", "row", "team_id", "team", "league", "games", "wins", "losses", "ties", "ot_losses",
		"win_percentage", "points_for", "points_against", "point_differential", "home_record", "away_record"}}
	itoa := strconv.Itoa
	for _, s := range scopes {
		for _, t := range s.Teams {
			rows = append(rows, []string{s.Sport.Slug, s.Level.Slug, s.Season.Label, "team", strconv.FormatInt(t.TeamID, 10), t.TeamName, t.League,
				itoa(t.Games), itoa(t.Wins), itoa(t.Losses), itoa(t.Ties), itoa(t.OTLosses), strconv.FormatFloat(t.WinPercentage, 'f', 3, 64),
				itoa(t.PointsFor), itoa(t.PointsAgainst), itoa(t.PointDifferential), t.HomeRecord, t.AwayRecord})
		}
		tot := s.Totals
		rows = append(rows, []string{s.Sport.Slug, s.Level.Slug, s.Season.Label, "league", "", "League totals (" + itoa(tot.Teams) + " teams)", "",
			itoa(tot.Games), "", "", itoa(tot.Ties), "", "", itoa(tot.Points), itoa(tot.Points), "0",
			stats.RecordText(tot.HomeWins, tot.HomeLosses, 0, 0), stats.RecordText(tot.HomeLosses, tot.HomeWins, 0, 0)})
	}
	return rows
}
