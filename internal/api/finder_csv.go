package api

import (
	"bufio"
	"encoding/csv"
	"net/http"
	"strconv"

	"github.com/almanac-sports/almanac/internal/store"
)

// finderCSV is a finder's whole result as CSV (format=csv): written by the
// handler, never cached.
type finderCSV struct {
	name   string
	header []string
	rows   [][]string
}

func (f finderCSV) stream(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="`+f.name+`.csv"`)
	bw := bufio.NewWriterSize(w, 64<<10)
	defer bw.Flush()
	cw := csv.NewWriter(bw)
	cw.Write(f.header)
	for _, r := range f.rows {
		cw.Write(r)
	}
	cw.Flush()
}

func num(v *float64) string {
	if v == nil {
		return ""
	}
	return strconv.FormatFloat(*v, 'f', -1, 64)
}

func numi(v *int) string {
	if v == nil {
		return ""
	}
	return strconv.Itoa(*v)
}

func playerSeasonsCSV(cols []string, hits []store.PlayerSeasonHit) finderCSV {
	f := finderCSV{name: "player-seasons", header: append([]string{"player", "player_slug", "season", "league", "team", "team_slug", "position", "age"}, cols...)}
	for _, h := range hits {
		row := []string{h.PlayerName, h.PlayerSlug, strconv.Itoa(h.Season), h.League, h.Team, h.TeamSlug, h.Position, numi(h.Age)}
		for _, c := range cols {
			row = append(row, num(h.Values[c]))
		}
		f.rows = append(f.rows, row)
	}
	return f
}

func teamSeasonsCSV(hits []store.TeamSeasonHit) finderCSV {
	f := finderCSV{name: "team-seasons", header: append([]string{"team", "team_slug", "season", "league"}, store.TeamSeasonStats...)}
	b := func(v bool) string { return strconv.FormatBool(v) }
	for _, h := range hits {
		f.rows = append(f.rows, []string{h.Team, h.TeamSlug, strconv.Itoa(h.Season), h.League, numi(h.Games), numi(h.Wins), numi(h.Losses),
			numi(h.Ties), numi(h.OTLosses), num(h.WinPct), numi(h.PointsFor), numi(h.PointsAgainst), numi(h.Margin), num(h.MarginPerGame),
			numi(h.Finish), b(h.MadePlayoffs), b(h.Champion)})
	}
	return f
}

func teamGamesCSV(hits []store.TeamGameHit) finderCSV {
	f := finderCSV{name: "team-games", header: []string{"date", "season", "game_type", "team", "team_slug", "location", "opponent", "opponent_slug",
		"result", "points", "opponent_points", "margin", "total_points", "overtime", "game_slug"}}
	for _, h := range hits {
		f.rows = append(f.rows, []string{h.Date, strconv.Itoa(h.Season), h.GameType, h.Team, h.TeamSlug, h.Location, h.Opponent, h.OpponentSlug,
			h.Result, strconv.Itoa(h.Points), strconv.Itoa(h.OpponentPoints), strconv.Itoa(h.Margin), strconv.Itoa(h.TotalPoints), h.Overtime, h.GameSlug})
	}
	return f
}

func streaksCSV(hits []store.Streak) finderCSV {
	f := finderCSV{name: "streaks", header: append([]string{"team", "team_slug"}, spanHeader...)}
	for _, h := range hits {
		f.rows = append(f.rows, append([]string{h.Team, h.TeamSlug}, spanCSV(h.StreakSpan)...))
	}
	return f
}

// spanHeader heads a streak's span columns (spanCSV).
var spanHeader = []string{"season", "length", "start_date", "start_game_slug", "end_date", "end_game_slug", "end_season"}

func spanCSV(s store.StreakSpan) []string {
	return []string{strconv.Itoa(s.Season), strconv.Itoa(s.Length), s.StartDate, s.StartSlug, s.EndDate, s.EndSlug, strconv.Itoa(s.EndSeason)}
}

func careersCSV(cols []string, hits []store.CareerHit) finderCSV {
	f := finderCSV{name: "player-careers", header: append([]string{"player", "player_slug", "first_season", "last_season", "seasons", "complete"}, cols...)}
	for _, h := range hits {
		row := []string{h.PlayerName, h.PlayerSlug, strconv.Itoa(h.First), strconv.Itoa(h.Last), strconv.Itoa(h.Coverage.Seasons), strconv.FormatBool(h.Coverage.Complete)}
		for _, c := range cols {
			row = append(row, num(h.Values[c]))
		}
		f.rows = append(f.rows, row)
	}
	return f
}
