package readmodel

import (
	"context"
	"encoding/json"

	"github.com/almanac-sports/almanac/internal/stats"
)

// Checking our work: the archived game forecasts (made before the games,
// never changed) scored against the results the data holds now. Read from
// the archive on each request: it grows without the dataset changing.

// ForecastChecks answers forecasts/calibration.
type ForecastChecks struct {
	Sport  string          `json:"sport"` // "": every sport
	Level  string          `json:"level"`
	Scopes []ForecastCheck `json:"scopes" openapi:"nonnull"`
	// SeasonOdds scores the archived season-odds runs of seasons since
	// completed.
	SeasonOdds       []SeasonOddsCheck `json:"season_odds" openapi:"nonnull"`
	Method           string            `json:"method"`
	SeasonOddsMethod string            `json:"season_odds_method"`
}

// ForecastCheck is one sport and level's archived forecasts with results.
// Scores are null while no archived forecast has a result.
type ForecastCheck struct {
	Sport     string   `json:"sport"`
	Level     string   `json:"level"`
	Forecasts int      `json:"forecasts"` // final games, ties left out
	Ties      int      `json:"ties"`
	Brier     *float64 `json:"brier"`
	LogLoss   *float64 `json:"log_loss"`
	// Accuracy: the share of games the favoured side won.
	Accuracy    *float64             `json:"accuracy"`
	Calibration []OddsCalibrationBin `json:"calibration" openapi:"nonnull"`
}

// ForecastChecks scores the archive's game forecasts of a scope.
func (m *Model) ForecastChecks(ctx context.Context, sport, level string) (*ForecastChecks, error) {
	rows, err := m.st.ArchivedGameResults(ctx, sport, level)
	if err != nil {
		return nil, err
	}
	odds, err := m.seasonOddsChecks(ctx, sport, level)
	if err != nil {
		return nil, err
	}
	out := &ForecastChecks{Sport: sport, Level: level, Scopes: []ForecastCheck{}, SeasonOdds: odds,
		SeasonOddsMethod: "Each season-odds run archived while its season was under way (per as-of date, the last one published), scored once the data has the season's champion and every team of its postseason: " +
			"Brier score of the playoff probabilities against the teams that played in the postseason (the play-in apart) and log loss of the title probabilities against the champion (probabilities floored at 0.001), with calibration of the playoff probabilities.",
		Method: "Each game's last forecast archived before it was played (its home win probability), scored against the final score: Brier score (0 is perfect; " +
			"0.25 is a coin flip's), log loss (probabilities floored at 0.001) and calibration by tenth of the probability scale (how often the home team won). Tied games are left out."}
	type acc struct {
		ForecastCheck
		brier, logLoss, right float64
		bins                  [10]struct{ n, p, y float64 }
	}
	byScope := map[[2]string]*acc{}
	var order [][2]string
	for _, r := range rows {
		var f struct {
			P *float64 `json:"home_win_probability"`
		}
		if json.Unmarshal([]byte(r.Payload), &f) != nil || f.P == nil {
			continue
		}
		key := [2]string{r.Sport, r.Level}
		a := byScope[key]
		if a == nil {
			a = &acc{ForecastCheck: ForecastCheck{Sport: r.Sport, Level: r.Level}}
			byScope[key] = a
			order = append(order, key)
		}
		if r.HomeScore == r.AwayScore {
			a.Ties++
			continue
		}
		p, y := *f.P, 0.0
		if r.HomeScore > r.AwayScore {
			y = 1
		}
		a.Forecasts++
		a.brier += sq(p - y)
		a.logLoss += logLoss(y*p + (1-y)*(1-p))
		if (p > 0.5) == (y == 1) && p != 0.5 {
			a.right++
		}
		b := &a.bins[min(int(p*10), 9)]
		b.n, b.p, b.y = b.n+1, b.p+p, b.y+y
	}
	for _, key := range order {
		a := byScope[key]
		c := a.ForecastCheck
		if n := float64(c.Forecasts); n > 0 {
			c.Brier, c.LogLoss, c.Accuracy = ptr(stats.RoundTo(a.brier/n, 4)), ptr(stats.RoundTo(a.logLoss/n, 4)), ptr(stats.RoundTo(a.right/n, 4))
		}
		for b, x := range a.bins {
			bin := OddsCalibrationBin{Lower: float64(b) / 10, Upper: float64(b+1) / 10, Forecasts: int(x.n)}
			if x.n > 0 {
				bin.Predicted, bin.Observed = stats.RoundTo(x.p/x.n, 3), stats.RoundTo(x.y/x.n, 3)
			}
			c.Calibration = append(c.Calibration, bin)
		}
		out.Scopes = append(out.Scopes, c)
	}
	return out, nil
}
