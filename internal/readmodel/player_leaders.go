package readmodel

// Season leaders by category (spec §9: football Passing, Rushing, Receiving,
// Defense; basketball Scoring, Assists, Rebounds, Defense; and baseball and
// hockey categories of the same kind).

import (
	"context"
	"math"
	"sort"
	"strconv"
	"strings"
)

// leaderCategory ranks a season's rows by one figure.
type leaderCategory struct {
	Slug, Name, Stat string
	lowerIsBetter    bool
	value            func(o *PlayerStatRow) *float64
	// qualify returns the minimum of the qualifying figure (games, at-bats,
	// outs) from the season's most games played, and how to read it.
	qualify func(o *PlayerStatRow) float64
	minOf   func(maxGames float64) float64
	rule    string
	note    string
}

func rowField(name string) func(o *PlayerStatRow) *float64 {
	return func(o *PlayerStatRow) *float64 { return o.field(name) }
}

func statOf(name string) func(o *PlayerStatRow) *float64 {
	return func(o *PlayerStatRow) *float64 {
		if v, ok := o.Stats.get(name); ok {
			return &v
		}
		return nil
	}
}

func games(o *PlayerStatRow) float64 {
	if o.GamesPlayed == nil {
		return 0
	}
	return *o.GamesPlayed
}

func share(f float64) func(float64) float64 {
	return func(g float64) float64 { return math.Ceil(g * f) }
}

var perGameRule = "at least 70% of the season's most games played"

// leaderCategories are the categories of each sport, in display order.
var leaderCategories = map[string][]leaderCategory{
	"basketball": {
		{Slug: "scoring", Name: "Scoring", Stat: "points_per_game", value: rowField("points_per_game"), qualify: games, minOf: share(0.7), rule: perGameRule},
		{Slug: "assists", Name: "Assists", Stat: "assists_per_game", value: rowField("assists_per_game"), qualify: games, minOf: share(0.7), rule: perGameRule},
		{Slug: "rebounds", Name: "Rebounds", Stat: "rebounds_per_game", value: rowField("rebounds_per_game"), qualify: games, minOf: share(0.7), rule: perGameRule},
		{Slug: "defense", Name: "Defense", Stat: "steals_plus_blocks_per_game", value: func(o *PlayerStatRow) *float64 {
			if o.Steals == nil || o.Blocks == nil || games(o) == 0 {
				return nil
			}
			v := math.Round((*o.Steals+*o.Blocks)/games(o)*100) / 100
			return &v
		}, qualify: games, minOf: share(0.7), rule: perGameRule},
	},
	"football": {
		{Slug: "passing", Name: "Passing", Stat: "passing_yards", value: rowField("passing_yards")},
		{Slug: "rushing", Name: "Rushing", Stat: "rushing_yards", value: rowField("rushing_yards")},
		{Slug: "receiving", Name: "Receiving", Stat: "receiving_yards", value: rowField("receiving_yards")},
		{Slug: "defense", Name: "Defense", Stat: "tackles", value: rowField("tackles"),
			note: "The dataset's NFL player stat rows are offensive (passing, rushing, receiving); it holds no tackles, sacks or interceptions made, so there are no defensive leaders."},
	},
	"baseball": {
		{Slug: "batting", Name: "Batting average", Stat: "batting_average", value: statOf("batting_average"),
			qualify: func(o *PlayerStatRow) float64 { v, _ := o.Stats.get("at_bats"); return v }, minOf: share(3.1),
			rule: "at least 3.1 at-bats per game of the season's most games played"},
		{Slug: "home-runs", Name: "Home runs", Stat: "home_runs", value: statOf("home_runs")},
		{Slug: "runs-batted-in", Name: "Runs batted in", Stat: "runs_batted_in", value: statOf("runs_batted_in")},
		{Slug: "pitching", Name: "Earned run average", Stat: "era", lowerIsBetter: true, value: statOf("era"),
			qualify: func(o *PlayerStatRow) float64 { v, _ := o.Stats.get("outs_pitched"); return v }, minOf: share(3),
			rule: "at least one inning pitched per game of the season's most games played"},
		{Slug: "strikeouts", Name: "Strikeouts (pitching)", Stat: "strikeouts", value: statOf("strikeouts")},
	},
	"hockey": {
		{Slug: "scoring", Name: "Points", Stat: "points", value: rowField("points")},
		{Slug: "goals", Name: "Goals", Stat: "goals", value: statOf("goals")},
		{Slug: "assists", Name: "Assists", Stat: "assists", value: rowField("assists")},
		{Slug: "goaltending", Name: "Save percentage", Stat: "save_percentage", value: statOf("save_percentage"),
			qualify: games, minOf: share(0.3), rule: "goaltenders with at least 30% of the season's most games played"},
	},
}

// UnknownCategory is the error for a category the sport does not have.
type UnknownCategory struct {
	Got   string
	Known []string
}

func (e *UnknownCategory) Error() string { return "unknown category " + e.Got }

// leaderCategoryOf finds a sport's category by slug or name (any case, spaces
// or underscores for dashes; "" is the sport's first).
func leaderCategoryOf(sport, v string) (leaderCategory, error) {
	cats := leaderCategories[sport]
	key := strings.NewReplacer(" ", "-", "_", "-").Replace(strings.ToLower(strings.TrimSpace(v)))
	var known []string
	for _, c := range cats {
		if key == "" || key == c.Slug || key == strings.ReplaceAll(strings.ToLower(c.Name), " ", "-") {
			return c, nil
		}
		known = append(known, c.Slug)
	}
	return leaderCategory{}, &UnknownCategory{Got: v, Known: known}
}

// Leader is one ranked player of a category.
type Leader struct {
	Rank        int      `json:"rank"`
	Value       float64  `json:"value"`
	RowID       int      `json:"row_id"`
	PlayerID    int      `json:"player_id"`
	PlayerSlug  string   `json:"player_slug"`
	PlayerName  string   `json:"player_name"`
	TeamName    *string  `json:"team_name"`
	Position    *string  `json:"position"`
	GamesPlayed *float64 `json:"games_played"`
}

// Leaders is a category's top players of one season.
type Leaders struct {
	Sport         string   `json:"sport"`
	Level         string   `json:"level"`
	Season        int      `json:"season"`
	Category      string   `json:"category"`
	CategoryName  string   `json:"category_name"`
	Stat          string   `json:"stat"`
	LowerIsBetter bool     `json:"lower_is_better"`
	Qualification *string  `json:"qualification"`
	Minimum       *float64 `json:"minimum"`
	Note          *string  `json:"note"`
	Results       []Leader `json:"results"`
}

// PlayerLeaders ranks the season's rows (the latest with the main figure
// unless hasYear) by the category (see leaderCategoryOf; *UnknownCategory
// when the sport has no such one); limit rows at most.
func (m *Model) PlayerLeaders(ctx context.Context, sc Scope, category string, year int, hasYear bool, limit int) (*Leaders, error) {
	c, err := leaderCategoryOf(sc.Sport, category)
	if err != nil {
		return nil, err
	}
	out := &Leaders{Sport: sc.Sport, Level: sc.Level, Season: year, Category: c.Slug, CategoryName: c.Name, Stat: c.Stat,
		LowerIsBetter: c.lowerIsBetter, Note: strOrNil(c.note), Results: []Leader{}}
	if !hasYear {
		_, latest, err := m.statYears(ctx, sc)
		if err != nil {
			return nil, err
		}
		out.Season = latest
	}
	t, err := m.seasonTable(ctx, sc, out.Season)
	if err != nil || t == nil {
		return out, err
	}
	r, err := m.leaderRanking(ctx, sc, out.Season, &c, t)
	if err != nil {
		return nil, err
	}
	if c.minOf != nil {
		out.Qualification, out.Minimum = strOrNil(c.rule), &r.min
	}
	idx := r.idx
	for n, i := range idx {
		if n == limit {
			break
		}
		r := &t.rows[i]
		l := Leader{Rank: n + 1, Value: *c.value(r), RowID: r.ID, PlayerID: r.PlayerID, PlayerSlug: r.PlayerSlug, PlayerName: r.PlayerName,
			TeamName: r.TeamName, Position: r.Position, GamesPlayed: r.GamesPlayed}
		if n > 0 && l.Value == out.Results[n-1].Value {
			l.Rank = out.Results[n-1].Rank // ties share a rank
		}
		out.Results = append(out.Results, l)
	}
	return out, nil
}

// leaderRanking is a season's qualifying rows ordered by a category, best
// first: kept per dataset version, since sorting a season's rows by a
// category (read through reflection) was most of a leaders request.
type leaderRanking struct {
	t   *statTable // the table the positions index
	idx []int      // positions in t.rows
	min float64
}

func (m *Model) leaderRanking(ctx context.Context, sc Scope, year int, c *leaderCategory, t *statTable) (*leaderRanking, error) {
	rank := func(context.Context) (*leaderRanking, error) {
		r := &leaderRanking{t: t}
		if c.minOf != nil {
			r.min = c.minOf(t.maxGames)
		}
		for i := range t.rows {
			if v := c.value(&t.rows[i]); v != nil && (c.qualify == nil || c.qualify(&t.rows[i]) >= r.min) {
				r.idx = append(r.idx, i)
			}
		}
		sort.SliceStable(r.idx, func(a, b int) bool {
			x, y := *c.value(&t.rows[r.idx[a]]), *c.value(&t.rows[r.idx[b]])
			if c.lowerIsBetter {
				return x < y
			}
			return x > y
		})
		return r, nil
	}
	r, err := memoized(ctx, m, "pleaders|"+sc.Sport+"|"+sc.Level+"|"+strconv.Itoa(year)+"|"+c.Slug, rank)
	if err == nil && r.t != t { // the memo dropped and rebuilt the table since
		return rank(ctx)
	}
	return r, err
}
