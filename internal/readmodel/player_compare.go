package readmodel

// Player comparison: both players' career lines, a similarity from their
// per-game and rate figures standardized against the league's players of
// the sport (z-scores), and the figures where one leads by more than 10%.

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/almanac-sports/almanac/internal/readmodel/people"
	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// feature is one figure of a career line compared between players.
type feature struct {
	key, label, category string
	lower                bool // lower is better (ERA, goals against)
	val                  func(m map[string]float64) float64
}

func perGameOf(k string, minKey string, min float64) func(m map[string]float64) float64 {
	return func(m map[string]float64) float64 {
		if minKey != "" && m[minKey] < min {
			return math.NaN()
		}
		if v, ok := m[k+"_per_game"]; ok {
			return v
		}
		v, ok := m[k]
		if gp := m["games_played"]; ok && gp > 0 {
			return v / gp
		}
		if !ok && minKey == "" && m["games_played"] > 0 && m["__zero_missing"] == 1 {
			return 0
		}
		return math.NaN()
	}
}

func rateOf(k string, minKey string, min float64) func(m map[string]float64) float64 {
	return func(m map[string]float64) float64 {
		if v, ok := m[k]; ok && (minKey == "" || m[minKey] >= min) {
			return v
		}
		return math.NaN()
	}
}

func pg(k, label, cat string) feature {
	return feature{k + "_per_game", label, cat, false, perGameOf(k, "", 0)}
}

// compareFeatures per sport; baseball batting figures need 100 career
// at-bats, pitching ones 100 innings.
var compareFeatures = map[string][]feature{
	"basketball": {pg("points", "Points per game", "offense"), pg("assists", "Assists per game", "offense"),
		pg("rebounds", "Rebounds per game", "defense"), pg("steals", "Steals per game", "defense"), pg("blocks", "Blocks per game", "defense"),
		{"turnovers_per_game", "Turnovers per game", "offense", true, perGameOf("turnovers", "", 0)},
		{"field_goal_percentage", "Field goal percentage", "efficiency", false, rateOf("field_goal_percentage", "", 0)},
		{"three_point_percentage", "Three-point percentage", "efficiency", false, rateOf("three_point_percentage", "three_pointers_attempted", 50)},
		{"free_throw_percentage", "Free throw percentage", "efficiency", false, rateOf("free_throw_percentage", "", 0)}},
	"hockey": {pg("goals", "Goals per game", "offense"), pg("assists", "Assists per game", "offense"), pg("points", "Points per game", "offense"),
		pg("shots", "Shots per game", "offense"), pg("plus_minus", "Plus-minus per game", "defense"),
		{"penalty_minutes_per_game", "Penalty minutes per game", "defense", true, perGameOf("penalty_minutes", "", 0)},
		{"save_percentage", "Save percentage", "defense", false, rateOf("save_percentage", "shots_against", 500)},
		{"goals_against_average", "Goals-against average", "defense", true, rateOf("goals_against_average", "shots_against", 500)}},
	"football": {pg("passing_yards", "Passing yards per game", "offense"), pg("passing_touchdowns", "Passing touchdowns per game", "offense"),
		pg("rushing_yards", "Rushing yards per game", "offense"), pg("rushing_touchdowns", "Rushing touchdowns per game", "offense"),
		pg("receptions", "Receptions per game", "offense"), pg("receiving_yards", "Receiving yards per game", "offense"),
		pg("receiving_touchdowns", "Receiving touchdowns per game", "offense"),
		{"passer_rating", "Passer rating", "efficiency", false, rateOf("passer_rating", "passing_attempts", 100)},
		{"yards_per_carry", "Yards per carry", "efficiency", false, rateOf("yards_per_carry", "rushing_attempts", 50)}},
	"baseball": {{"batting_average", "Batting average", "efficiency", false, rateOf("batting_average", "at_bats", 100)},
		{"on_base_percentage", "On-base percentage", "efficiency", false, rateOf("on_base_percentage", "at_bats", 100)},
		{"slugging_percentage", "Slugging percentage", "efficiency", false, rateOf("slugging_percentage", "at_bats", 100)},
		{"home_runs_per_game", "Home runs per game", "offense", false, perGameOf("home_runs", "at_bats", 100)},
		{"runs_batted_in_per_game", "Runs batted in per game", "offense", false, perGameOf("runs_batted_in", "at_bats", 100)},
		{"runs_per_game", "Runs per game", "offense", false, perGameOf("runs", "at_bats", 100)},
		{"stolen_bases_per_game", "Stolen bases per game", "offense", false, perGameOf("stolen_bases", "at_bats", 100)},
		{"era", "Earned run average", "defense", true, rateOf("era", "outs_pitched", 300)},
		{"whip", "Walks and hits per inning", "defense", true, rateOf("whip", "outs_pitched", 300)},
		{"strikeouts_per_9", "Strikeouts per 9 innings", "defense", false, func(m map[string]float64) float64 {
			if o := m["outs_pitched"]; o >= 300 {
				return m["strikeouts"] * 27 / o
			}
			return math.NaN()
		}}},
}

// zeroMissing: sports whose stat rows leave out a zero (a receiver's
// passing yards): a missing per-game figure is 0 there.
var zeroMissing = map[string]bool{"football": true}

// minCareerGames a player needs to be in the league population.
var minCareerGames = map[string]float64{"basketball": 100, "hockey": 100, "football": 16, "baseball": 100}

// leagueModel is the spread of each feature over a sport's players.
type leagueModel struct {
	moments []stats.Moments
	players int
}

func vectorOf(sport string, m map[string]float64) []float64 {
	if zeroMissing[sport] {
		m["__zero_missing"] = 1
		defer delete(m, "__zero_missing")
	}
	fs := compareFeatures[sport]
	v := make([]float64, len(fs))
	for i, f := range fs {
		v[i] = f.val(m)
	}
	return v
}

// league measures every player's career vector of a sport and level (the
// players with minCareerGames), once per dataset version.
func (m *Model) league(ctx context.Context, sc Scope) (*leagueModel, error) {
	return playerLeagueKind.Get(ctx, m.memo(ctx), sc, func(ctx context.Context) (*leagueModel, error) {
		cols := make([][]float64, len(compareFeatures[sc.Sport]))
		lm := &leagueModel{}
		err := m.eachPlayerRows(ctx, sc, 0, func(rows []*store.PlayerSeasonRow, names rmbase.StatNames) {
			c := people.CareerOf(sc.Sport, "", people.GroupSeasons(rows, names), nil).Totals
			if c["games_played"] < minCareerGames[sc.Sport] {
				return
			}
			lm.players++
			for i, x := range vectorOf(sc.Sport, c) {
				cols[i] = append(cols[i], x)
			}
		})
		for _, col := range cols {
			lm.moments = append(lm.moments, stats.MomentsOf(col))
		}
		return lm, err
	})
}

// FigureComparison is one compared figure.
type FigureComparison struct {
	Stat                 string   `json:"stat"`
	Label                string   `json:"label"`
	Category             string   `json:"category"` // offense, defense, efficiency
	LowerIsBetter        bool     `json:"lower_is_better"`
	Player1              *float64 `json:"player1"`
	Player2              *float64 `json:"player2"`
	DifferencePercentage *float64 `json:"difference_percentage"` // player 1 against player 2, in % of player 2
	Verdict              string   `json:"verdict"`               // better, worse or similar (for player 1)
}

// PlayerComparison is the comparison of two players.
type PlayerComparison struct {
	Basis            string             `json:"basis"`
	Player1          PlayerStatRow      `json:"player1"`
	Player2          PlayerStatRow      `json:"player2"`
	SimilarityScore  float64            `json:"similarity_score"`
	SimilarityMethod string             `json:"similarity_method"`
	FeaturesCompared int                `json:"features_compared"`
	LeaguePlayers    int                `json:"league_players"`
	Recommendation   string             `json:"recommendation"`
	Advantages       Advantages         `json:"advantages"`
	Comparisons      []FigureComparison `json:"comparisons" openapi:"nonnull"`
}

// Advantages lists where each player is more than 10% ahead.
type Advantages struct {
	Player1 []string `json:"player1" openapi:"nonnull"`
	Player2 []string `json:"player2" openapi:"nonnull"`
}

// ComparePlayers compares two careers of the same sport and level.
func (m *Model) ComparePlayers(ctx context.Context, c1, c2 *PlayerCareer) (*PlayerComparison, error) {
	sport := c1.Player.Sport.Slug
	sc := Scope{Sport: sport, Level: c1.Player.Level.Slug}
	lm, err := m.league(ctx, sc)
	if err != nil {
		return nil, err
	}
	out := &PlayerComparison{Basis: "career: each player's career totals and per-game figures over every season with stat rows",
		SimilarityMethod: "each compared figure standardized against the league's players of the sport with at least " +
			fmt.Sprint(minCareerGames[sport]) + " career games (z-scores); similarity = 1/(1 + d), d the root-mean-square z-score difference over the figures both players have",
		LeaguePlayers: lm.players, Advantages: Advantages{Player1: []string{}, Player2: []string{}}, Comparisons: []FigureComparison{}}
	var v [2][]float64
	for i, c := range []*PlayerCareer{c1, c2} {
		row := PlayerStatRow{PlayerID: c.Player.ID, PlayerSlug: c.Player.Slug, PlayerName: c.Player.Name, Position: c.Player.Position, Sport: sport}
		line := map[string]float64{}
		if c.Career != nil {
			row = *c.Career
			for _, kv := range c.Career.Stats {
				line[kv.Name()] = kv.Value
			}
		}
		v[i] = vectorOf(sport, line)
		if i == 0 {
			out.Player1 = row
		} else {
			out.Player2 = row
		}
	}
	out.SimilarityScore, out.FeaturesCompared = stats.Similarity(v[0], v[1], lm.moments)
	type edge struct {
		text string
		pct  float64
	}
	var edges [2][]edge
	for i, f := range compareFeatures[sport] {
		a, b := v[0][i], v[1][i]
		if math.IsNaN(a) && math.IsNaN(b) || f.lower && (math.IsNaN(a) || math.IsNaN(b)) {
			continue // no figure, or a lower-is-better figure one player has none of (a batter's ERA)
		}
		pct, ok, verdict := stats.CompareFigure(a, b, f.lower)
		fc := FigureComparison{Stat: f.key, Label: f.label, Category: f.category, LowerIsBetter: f.lower,
			Player1: roundedOrNil(a), Player2: roundedOrNil(b), Verdict: string(verdict)}
		text := fmt.Sprintf("%s: %s vs %s", f.label, fmtFig(a), fmtFig(b))
		if ok {
			fc.DifferencePercentage = &pct
			text += fmt.Sprintf(" (%+.1f%%)", pct)
		}
		out.Comparisons = append(out.Comparisons, fc)
		switch verdict {
		case stats.Better:
			edges[0] = append(edges[0], edge{text, math.Abs(pct)})
			out.Advantages.Player1 = append(out.Advantages.Player1, text)
		case stats.Worse:
			edges[1] = append(edges[1], edge{text, math.Abs(pct)})
			out.Advantages.Player2 = append(out.Advantages.Player2, text)
		}
	}
	names := [2]string{out.Player1.PlayerName, out.Player2.PlayerName}
	var parts []string
	for i, es := range edges {
		sort.SliceStable(es, func(a, b int) bool { return es[a].pct > es[b].pct })
		if len(es) == 0 {
			parts = append(parts, names[i]+" leads in none of them")
			continue
		}
		var top []string
		for _, e := range es[:min(2, len(es))] {
			top = append(top, e.text)
		}
		parts = append(parts, fmt.Sprintf("%s leads in %d (%s)", names[i], len(es), strings.Join(top, "; ")))
	}
	out.Recommendation = fmt.Sprintf("Over %d compared figures, %s. Similarity %.2f: %s.", len(out.Comparisons),
		strings.Join(parts, "; "), out.SimilarityScore, profileWord(out.SimilarityScore, out.FeaturesCompared))
	return out, nil
}

func profileWord(sim float64, used int) string {
	switch {
	case used == 0:
		return "they share no figure to compare (different roles)"
	case sim >= 0.75:
		return "very similar statistical profiles"
	case sim >= 0.5:
		return "similar profiles, within a standard deviation of each other on average"
	case sim >= 0.33:
		return "different profiles"
	}
	return "very different profiles"
}

func roundedOrNil(x float64) *float64 {
	if math.IsNaN(x) {
		return nil
	}
	x = stats.RoundTo(x, 3)
	return &x
}

func fmtFig(x float64) string {
	if math.IsNaN(x) {
		return "none"
	}
	if math.Abs(x) < 1 {
		return fmt.Sprintf("%.3f", x)
	}
	return fmt.Sprintf("%.1f", x)
}
