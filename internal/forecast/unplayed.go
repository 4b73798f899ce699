package forecast

// Unplayed is a published forecast of a game not played yet.
type Unplayed struct {
	Game
	// Subject names the game across re-imports (ids may change): date,
	// franchise keys and the game's number among those of the same sides
	// that day (doubleheaders).
	Subject                string
	HomeKey, AwayKey       string
	HomeName, AwayName     string
	HomeRating, AwayRating float64
	HomeWinProbability     float64
}

// Unplayed lists the table's forecasts of games without a result.
func (t *Table) Unplayed() []Unplayed {
	var out []Unplayed
	seen := map[string]int{}
	for i, g := range t.Games {
		if g.Final {
			continue
		}
		h, a := t.Teams[g.HomeID()], t.Teams[g.AwayID()]
		base := g.Date() + "|" + h.Key + "|" + a.Key
		seen[base]++
		hn, an := t.Names(g)
		subject := base
		if n := seen[base]; n > 1 {
			subject += "|" + string(rune('0'+min(n, 9)))
		}
		out = append(out, Unplayed{Game: g, Subject: subject, HomeKey: h.Key, AwayKey: a.Key, HomeName: hn, AwayName: an,
			HomeRating: round(float64(t.Forecast.Pre[i][0]), 1), AwayRating: round(float64(t.Forecast.Pre[i][1]), 1),
			HomeWinProbability: round(t.Forecast.Prob[i], 4)})
	}
	return out
}
