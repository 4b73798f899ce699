package source

import (
	"fmt"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// BoxTotals reads one team's totals from a box score row: each [source
// column, stat name] pair that has a value; a value that is not a number
// fails the row.
func BoxTotals(r Row, cols [][2]string) (map[string]float64, error) {
	m := make(map[string]float64, len(cols))
	for _, c := range cols {
		s := r.S(c[0])
		if s == "" {
			continue
		}
		v, ok := r.F(c[0])
		if !ok {
			return nil, fmt.Errorf("bad %s %q", c[0], s)
		}
		m[c[1]] = v
	}
	return m, nil
}

// BoxSides collects per-game team totals in first-seen order and checks
// that each game gets one away and one home side.
type BoxSides struct {
	// Freeze: each side's totals become their stored text as they are
	// added (dataset.BoxScore.Freeze), not held as maps until written.
	Freeze bool
	idx    map[string]int
	list   []dataset.BoxScore
	has    [][2]bool // away, home seen, per box score
}

func (b *BoxSides) Add(gameKey, source string, home bool, m map[string]float64) error {
	if b.idx == nil {
		b.idx = map[string]int{}
	}
	i, ok := b.idx[gameKey]
	if !ok {
		i = len(b.list)
		b.idx[gameKey] = i
		b.list = append(b.list, dataset.BoxScore{GameKey: gameKey, Source: source, Frozen: b.Freeze})
		b.has = append(b.has, [2]bool{})
	}
	side := 0
	if home {
		side = 1
	}
	if b.has[i][side] {
		return fmt.Errorf("game %s: two %s rows", gameKey, map[bool]string{true: "home", false: "away"}[home])
	}
	b.has[i][side] = true
	bs := &b.list[i]
	if !b.Freeze {
		if home {
			bs.Home = m
		} else {
			bs.Away = m
		}
		return nil
	}
	js, err := dataset.StatsJSON(m)
	if err != nil {
		return fmt.Errorf("game %s: %w", gameKey, err)
	}
	if home {
		bs.HomeText = js
	} else {
		bs.AwayText = js
	}
	return nil
}

// Complete returns the box scores that have both sides and whose game is
// known (has reports the game keys of the dataset).
func (b *BoxSides) Complete(has func(key string) bool) ([]dataset.BoxScore, error) {
	out := make([]dataset.BoxScore, 0, len(b.list))
	for i, bs := range b.list {
		if !b.has[i][0] || !b.has[i][1] {
			return nil, fmt.Errorf("game %s: one team's row only", bs.GameKey)
		}
		if has(bs.GameKey) {
			out = append(out, bs)
		}
	}
	return out, nil
}
