package forecast

import (
	"errors"
	"fmt"
	"math"

	"github.com/almanac-sports/almanac/internal/stats"
)

// Prediction answers predict_game: winner, win probabilities, expected
// score and confidence; Factors
// carries key_factors as numbers.
type Prediction struct {
	PredictedWinner    string         `json:"predicted_winner"`
	HomeTeam           string         `json:"home_team"`
	AwayTeam           string         `json:"away_team"`
	HomeTeamID         int64          `json:"home_team_id"`
	AwayTeamID         int64          `json:"away_team_id"`
	HomeWinProbability float64        `json:"home_win_probability"`
	AwayWinProbability float64        `json:"away_win_probability"`
	PredictedScore     PredictedScore `json:"predicted_score"`
	// Confidence is |2p - 1|: 0 for a coin flip, 1 for a certainty.
	Confidence float64  `json:"confidence"`
	KeyFactors []string `json:"key_factors" openapi:"nonnull"`
	Factors    []Factor `json:"factors" openapi:"nonnull"`
	// AsOf is the date of the last game the ratings learnt from.
	AsOf string `json:"as_of"`
}

// PredictedScore is the expected score of each side.
type PredictedScore struct {
	Home float64 `json:"home"`
	Away float64 `json:"away"`
}

// Factor is one measured input of a prediction.
type Factor struct {
	Name   string  `json:"name"`
	Value  float64 `json:"value"`
	Unit   string  `json:"unit"`
	Detail string  `json:"detail"`
}

// ErrSameTeam: a team cannot play itself.
var ErrSameTeam = errors.New("home and away are the same team")

// Predict forecasts a game between two franchises of this table, as if
// played next at the home side's venue.
func (t *Table) Predict(home, away int64) (Prediction, error) {
	if home == away {
		return Prediction{}, ErrSameTeam
	}
	hi, ok1 := t.Index[home]
	ai, ok2 := t.Index[away]
	if !ok1 || !ok2 {
		return Prediction{}, fmt.Errorf("team not in %s %s", t.Sport, t.Level)
	}
	hn, an := t.Teams[home].Name, t.Teams[away].Name
	hr, ar, when := t.restBefore(home, away)
	pair := t.Forecast.Predict(hi, ai, false, hr, ar)
	p := pair.Prob
	out := Prediction{HomeTeam: hn, AwayTeam: an, HomeTeamID: home, AwayTeamID: away,
		HomeWinProbability: round(p, 4), AwayWinProbability: round(1-p, 4), Confidence: round(math.Abs(2*p-1), 4),
		PredictedWinner: hn}
	if p < 0.5 {
		out.PredictedWinner = an
	}
	if n := len(t.Games); n > 0 {
		out.AsOf = t.lastFinalDate()
	}
	// Expected margin from the rating edge; expected total from both sides'
	// recent games.
	margin := t.MarginPerElo * pair.Diff
	total := (t.recentTotal(home) + t.recentTotal(away)) / 2
	out.PredictedScore = PredictedScore{Home: round(max((total+margin)/2, 0), 1), Away: round(max((total-margin)/2, 0), 1)}

	add := func(f Factor) {
		out.Factors = append(out.Factors, f)
		out.KeyFactors = append(out.KeyFactors, f.Detail)
	}
	gap := pair.HomeRating - pair.AwayRating
	add(Factor{Name: "rating_gap", Value: round(gap, 1), Unit: "elo",
		Detail: fmt.Sprintf("Rating gap: %s %.0f vs %s %.0f (%+.0f Elo)", hn, pair.HomeRating, an, pair.AwayRating, gap)})
	add(Factor{Name: "home_edge", Value: round(pair.HomeEdge, 1), Unit: "elo",
		Detail: fmt.Sprintf("Home edge: %+.0f Elo for %s, worth %+.1f points of win probability", pair.HomeEdge, hn,
			100*(stats.WinProb(pair.Diff)-stats.WinProb(pair.Diff-pair.HomeEdge)))})
	for _, side := range []struct {
		id   int64
		name string
	}{{home, hn}, {away, an}} {
		f := t.form(side.id)
		add(Factor{Name: "recent_form", Value: round(f.aboveExpected, 2), Unit: "wins above expectation",
			Detail: fmt.Sprintf("Recent form: %s %s in the last %d games, average margin %+.1f, %+.1f wins against the model's expectation",
				side.name, f.record, f.games, f.margin, f.aboveExpected)})
	}
	if hr > 0 && ar > 0 {
		add(Factor{Name: "rest_days", Value: float64(hr - ar), Unit: "days",
			Detail: fmt.Sprintf("Rest before the %s meeting: %s %d days, %s %d days (%+.0f Elo)", when, hn, hr, an, ar, pair.RestEdge)})
	}
	return out, nil
}

func round(x float64, places int) float64 {
	m := math.Pow(10, float64(places))
	return math.Round(x*m) / m
}

func (t *Table) lastFinalDate() string {
	for i := len(t.Games) - 1; i >= 0; i-- {
		if t.Games[i].Final {
			return t.Games[i].Date()
		}
	}
	return ""
}

// recentTotal is the average combined score of a team's recent games.
func (t *Table) recentTotal(id int64) float64 {
	r := t.recent[id]
	if len(r) == 0 {
		return 0
	}
	var sum float64
	for _, i := range r {
		sum += float64(t.Games[i].HomeScore) + float64(t.Games[i].AwayScore)
	}
	return sum / float64(len(r))
}

type form struct {
	games         int
	record        string // W-L or W-L-T
	margin        float64
	aboveExpected float64 // results minus the pre-game probabilities
}

func (t *Table) form(id int64) form {
	var f form
	var w, l, ties int
	for _, i := range t.recent[id] {
		g, p, y := t.Games[i], t.Forecast.Prob[i], t.Result(i)
		m := float64(g.HomeScore) - float64(g.AwayScore)
		if g.AwayID() == id {
			p, y, m = 1-p, 1-y, -m
		}
		switch y {
		case 1:
			w++
		case 0:
			l++
		default:
			ties++
		}
		f.games++
		f.margin += m
		f.aboveExpected += y - p
	}
	if f.games > 0 {
		f.margin /= float64(f.games)
	}
	f.record = fmt.Sprintf("%d-%d", w, l)
	if ties > 0 {
		f.record += fmt.Sprintf("-%d", ties)
	}
	return f
}

// restBefore finds the next scheduled meeting of home and away in the data
// and each side's days of rest before it (0, 0 and "" when there is none).
func (t *Table) restBefore(home, away int64) (hr, ar int, date string) {
	for i, g := range t.Games {
		if g.Final || g.HomeID() != home || g.AwayID() != away {
			continue
		}
		h, ok1 := t.lastDayBefore(home, i)
		a, ok2 := t.lastDayBefore(away, i)
		if !ok1 || !ok2 {
			return 0, 0, ""
		}
		return int(g.Day) - h, int(g.Day) - a, g.Date()
	}
	return 0, 0, ""
}

// lastDayBefore is the day number of id's last game before game i.
func (t *Table) lastDayBefore(id int64, i int) (int, bool) {
	for j := i - 1; j >= 0; j-- {
		if g := t.Games[j]; (g.HomeID() == id || g.AwayID() == id) && g.Day < t.Games[i].Day {
			return int(g.Day), true
		}
	}
	return 0, false
}
