package readmodel

import (
	"context"
	"encoding/json"
	"log/slog"
	"strconv"

	"github.com/almanac-sports/almanac/internal/forecast"
	"github.com/almanac-sports/almanac/internal/store"
)

// The forecast archive: what the site published before the games, stored
// once per dataset version and never changed (internal/store keeps it
// outside the import's tables).

// archivedGame is an archived game forecast's payload.
type archivedGame struct {
	GameID             int64   `json:"game_id"`
	Date               string  `json:"date"`
	Home               string  `json:"home"`
	Away               string  `json:"away"`
	HomeKey            string  `json:"home_key"`
	AwayKey            string  `json:"away_key"`
	HomeRating         float64 `json:"home_rating"`
	AwayRating         float64 `json:"away_rating"`
	HomeWinProbability float64 `json:"home_win_probability"`
	Playoff            bool    `json:"playoff"`
}

// archiveGameForecasts stores a new table's forecasts of the games not
// played yet (a failure is logged: the forecasts are served regardless).
func (m *Model) archiveGameForecasts(ctx context.Context, t *forecast.Table) {
	var rows []store.ArchivedForecast
	for _, u := range t.Unplayed() {
		payload, _ := json.Marshal(archivedGame{GameID: u.ID, Date: u.Date(), Home: u.HomeName, Away: u.AwayName, HomeKey: u.HomeKey, AwayKey: u.AwayKey,
			HomeRating: u.HomeRating, AwayRating: u.AwayRating, HomeWinProbability: u.HomeWinProbability, Playoff: u.Playoff})
		rows = append(rows, store.ArchivedForecast{Kind: "game", Subject: u.Subject, DatasetVersion: t.Version, Sport: t.Sport, Level: t.Level,
			Season: int(u.StartYear), Date: u.Date(), Payload: string(payload)})
	}
	if n, err := m.st.ArchiveForecasts(ctx, rows); err != nil {
		slog.Error("forecast archive failed", "sport", t.Sport, "level", t.Level, "err", err)
	} else if n > 0 {
		slog.Info("forecasts archived", "sport", t.Sport, "level", t.Level, "games", n)
	}
}

// seasonOddsSubject names an archived season-odds run: the scope with the
// season and date, as two sports' runs of one date share a dataset
// version.
func seasonOddsSubject(sport, level string, season int, asOf string) string {
	return sport + "|" + level + "|" + strconv.Itoa(season) + "|" + asOf
}

// ArchiveSeasonOdds stores a season-odds answer of a season under way
// (nothing for a finished one: its odds are hindsight).
func (m *Model) ArchiveSeasonOdds(ctx context.Context, ans *SeasonOdds) {
	if !ans.CurrentSeason {
		return
	}
	payload, err := json.Marshal(ans)
	if err != nil {
		return
	}
	_, err = m.st.ArchiveForecasts(ctx, []store.ArchivedForecast{{Kind: "season_odds", Subject: seasonOddsSubject(ans.Sport, ans.Level, ans.Season, ans.AsOf),
		DatasetVersion: ans.DatasetVersion, Sport: ans.Sport, Level: ans.Level, Season: ans.Season, Date: ans.AsOf, Payload: string(payload)}})
	if err != nil {
		slog.Error("season odds archive failed", "sport", ans.Sport, "season", ans.Season, "err", err)
	}
}
