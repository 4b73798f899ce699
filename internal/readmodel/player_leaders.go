package readmodel

// Season leaders by category: football Passing, Rushing, Receiving,
// Defense; basketball Scoring, Assists, Rebounds, Defense; baseball and
// hockey categories of the same kind.

import (
	"context"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
)

// leaderCategory ranks a season's rows by one figure.
type leaderCategory struct {
	Slug, Name, Stat string
	lowerIsBetter    bool
	value            func(o *PlayerStatRow) *float64
	// qualifier is the league's minimum for the category in a season of
	// that schedule (nil: a total, no minimum); see internal/stats.
	qualifier func(startYear, teamGames int) stats.Qualifier
	note      string
}

func rowField(name string) func(o *PlayerStatRow) *float64 {
	return func(o *PlayerStatRow) *float64 { return o.field(name) }
}

func statOf(name string) func(o *PlayerStatRow) *float64 {
	return func(o *PlayerStatRow) *float64 {
		if v, ok := o.Stats.Get(name); ok {
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

// nbaPerGame is the NBA's per-game rule for a figure with a total rule
// (points, rebounds, assists) or none ("").
func nbaPerGame(total string) func(int, int) stats.Qualifier {
	return func(y, g int) stats.Qualifier { return stats.NBAPerGame(y, g, total) }
}

func anySeason(f func(int) stats.Qualifier) func(int, int) stats.Qualifier {
	return func(_, g int) stats.Qualifier { return f(g) }
}

// leaderCategories are the categories of each sport, in display order.
var leaderCategories = map[string][]leaderCategory{
	"basketball": {
		{Slug: "scoring", Name: "Scoring", Stat: "points_per_game", value: rowField("points_per_game"), qualifier: nbaPerGame("points")},
		{Slug: "assists", Name: "Assists", Stat: "assists_per_game", value: rowField("assists_per_game"), qualifier: nbaPerGame("assists")},
		{Slug: "rebounds", Name: "Rebounds", Stat: "rebounds_per_game", value: rowField("rebounds_per_game"), qualifier: nbaPerGame("rebounds")},
		{Slug: "defense", Name: "Defense", Stat: "steals_plus_blocks_per_game", value: func(o *PlayerStatRow) *float64 {
			if o.Steals == nil || o.Blocks == nil || games(o) == 0 {
				return nil
			}
			v := math.Round((*o.Steals+*o.Blocks)/games(o)*100) / 100
			return &v
		}, qualifier: nbaPerGame("")},
	},
	"football": {
		{Slug: "passing", Name: "Passing", Stat: "passing_yards", value: rowField("passing_yards")},
		{Slug: "rushing", Name: "Rushing", Stat: "rushing_yards", value: rowField("rushing_yards")},
		{Slug: "receiving", Name: "Receiving", Stat: "receiving_yards", value: rowField("receiving_yards")},
		{Slug: "defense", Name: "Defense", Stat: "tackles", value: rowField("tackles"),
			note: "The dataset's NFL player stat rows are offensive (passing, rushing, receiving); it holds no tackles, sacks or interceptions made, so there are no defensive leaders."},
		{Slug: "passer-rating", Name: "Passer rating", Stat: "passer_rating", value: rowField("passer_rating"), qualifier: anySeason(stats.NFLPasser)},
	},
	"baseball": {
		{Slug: "batting", Name: "Batting average", Stat: "batting_average", value: statOf("batting_average"), qualifier: anySeason(stats.MLBBatting)},
		{Slug: "home-runs", Name: "Home runs", Stat: "home_runs", value: statOf("home_runs")},
		{Slug: "runs-batted-in", Name: "Runs batted in", Stat: "runs_batted_in", value: statOf("runs_batted_in")},
		{Slug: "pitching", Name: "Earned run average", Stat: "era", lowerIsBetter: true, value: statOf("era"), qualifier: anySeason(stats.MLBPitching)},
		{Slug: "strikeouts", Name: "Strikeouts (pitching)", Stat: "strikeouts", value: statOf("strikeouts")},
	},
	"hockey": {
		{Slug: "scoring", Name: "Points", Stat: "points", value: rowField("points")},
		{Slug: "goals", Name: "Goals", Stat: "goals", value: statOf("goals")},
		{Slug: "assists", Name: "Assists", Stat: "assists", value: rowField("assists")},
		{Slug: "goaltending", Name: "Save percentage", Stat: "save_percentage", value: statOf("save_percentage"), qualifier: anySeason(stats.NHLGoalie)},
	},
}

// plateAppearances are a batter's plate appearances: AB + BB + HBP + SF +
// SH (a figure the source does not give adds nothing).
var plateAppearances = []string{"at_bats", "walks", "hit_by_pitch", "sacrifice_flies", "sacrifice_hits"}

// measure is the row's figure a qualifier counts.
func measure(o *PlayerStatRow, name string) float64 {
	switch name {
	case "games":
		return games(o)
	case "plate_appearances":
		var pa float64
		for _, k := range plateAppearances {
			v, _ := o.Stats.Get(k)
			pa += v
		}
		return pa
	}
	if v := o.field(name); v != nil {
		return *v
	}
	return 0
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
	Sport  string `json:"sport"`
	Level  string `json:"level"`
	Season int    `json:"season"`
	SeasonLeaderCategory
}

// head is the category's leader list with no leader yet.
func (c *leaderCategory) head() SeasonLeaderCategory {
	return SeasonLeaderCategory{Category: c.Slug, CategoryName: c.Name, Stat: c.Stat, LowerIsBetter: c.lowerIsBetter,
		Note: rmbase.StrOrNil(c.note), Results: []Leader{}}
}

// add appends the row as the next leader of category c: ties share a rank.
func (cat *SeasonLeaderCategory) add(c *leaderCategory, r *PlayerStatRow) {
	l := Leader{Rank: len(cat.Results) + 1, Value: *c.value(r), RowID: r.ID, PlayerID: r.PlayerID, PlayerSlug: r.PlayerSlug,
		PlayerName: r.PlayerName, TeamName: r.TeamName, Position: r.Position, GamesPlayed: r.GamesPlayed}
	if n := len(cat.Results); n > 0 && cat.Results[n-1].Value == l.Value {
		l.Rank = cat.Results[n-1].Rank
	}
	cat.Results = append(cat.Results, l)
}

// PlayerLeaders ranks the season's rows (the latest with the main figure
// unless hasYear) by the category (see leaderCategoryOf; *UnknownCategory
// when the sport has no such one); limit rows at most.
func (m *Model) PlayerLeaders(ctx context.Context, sc Scope, category string, year int, hasYear bool, limit int) (*Leaders, error) {
	c, err := leaderCategoryOf(sc.Sport, category)
	if err != nil {
		return nil, err
	}
	out := &Leaders{Sport: sc.Sport, Level: sc.Level, Season: year, SeasonLeaderCategory: c.head()}
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
	if c.qualifier != nil && r.rule != "" {
		out.Qualification, out.Minimum = &r.rule, &r.min
	}
	for n, i := range r.idx {
		if n == limit {
			break
		}
		out.add(&c, &t.rows[i])
	}
	return out, nil
}

// leaderRanking is a season's qualifying rows ordered by a category, best
// first: kept per dataset version, since sorting a season's rows by a
// category (read through reflection) was most of a leaders request.
type leaderRanking struct {
	t    *statTable // the table the positions index
	idx  []int      // positions in t.rows
	min  float64    // the minimum of the season's main league
	rule string     // its rule in words (with the other leagues' minimums)
}

func (m *Model) leaderRanking(ctx context.Context, sc Scope, year int, c *leaderCategory, t *statTable) (*leaderRanking, error) {
	rank := func(context.Context) (*leaderRanking, error) { return rankLeaders(c, t, year), nil }
	r, err := leaderRankingKind.Get(ctx, m.memo(ctx), leaderKey{yearScope{year, sc}, c.Slug}, rank)
	if err == nil && r.t != t { // the memo dropped and rebuilt the table since
		return rank(ctx)
	}
	return r, err
}

// rankLeaders orders the rows of t with a value that meet the minimum of
// their league season (its schedule from team records; the season's most
// games played by anyone where there are none).
func rankLeaders(c *leaderCategory, t *statTable, year int) *leaderRanking {
	r := &leaderRanking{t: t}
	quals := map[int]*stats.Qualifier{}
	qualOf := func(i int) *stats.Qualifier {
		id := t.seasonOf(i)
		q, ok := quals[id]
		if !ok {
			g := t.schedule[id]
			if g == 0 {
				g = int(t.maxGames)
			}
			v := c.qualifier(year, g)
			q = &v
			quals[id] = q
		}
		return q
	}
	better := func(x, y float64) bool {
		if c.lowerIsBetter {
			return x < y
		}
		return x > y
	}
	var short []int // rows short of the minimum that may still lead
	rows := map[int]int{}
	for i := range t.rows {
		o := &t.rows[i]
		if c.value(o) == nil {
			continue
		}
		if c.qualifier == nil {
			r.idx = append(r.idx, i)
			continue
		}
		q := qualOf(i)
		rows[t.seasonOf(i)]++
		switch {
		case measure(o, q.Measure) >= q.Min, q.OrTotal != "" && measure(o, q.OrTotal) >= q.OrMin:
			r.idx = append(r.idx, i)
		case q.LeadIfShort && games(o) > 0:
			short = append(short, i)
		}
	}
	order := func() {
		sort.SliceStable(r.idx, func(a, b int) bool { return better(*c.value(&t.rows[r.idx[a]]), *c.value(&t.rows[r.idx[b]])) })
	}
	order()
	if len(short) > 0 && len(r.idx) > 0 {
		// NBA: a player short of the games still leads when his total
		// spread over the minimum beats the qualified leader.
		lead := *c.value(&t.rows[r.idx[0]])
		for _, i := range short {
			o := &t.rows[i]
			if q := qualOf(i); q.Min > 0 && better(*c.value(o)*games(o)/q.Min, lead) {
				r.idx = append(r.idx, i)
			}
		}
		order()
	}
	if c.qualifier != nil {
		r.min, r.rule = mainRule(t, rows, quals)
	}
	return r
}

func (t *statTable) seasonOf(i int) int {
	if i < len(t.seasons) {
		return t.seasons[i]
	}
	return 0
}

// mainRule is the minimum and rule of the league season with the most rows,
// naming the other leagues' minimums where they differ (1961: AL 162 games,
// NL 154).
func mainRule(t *statTable, rows map[int]int, quals map[int]*stats.Qualifier) (float64, string) {
	ids := make([]int, 0, len(rows))
	for id := range rows {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(a, b int) bool {
		if rows[ids[a]] != rows[ids[b]] {
			return rows[ids[a]] > rows[ids[b]]
		}
		return ids[a] < ids[b]
	})
	if len(ids) == 0 {
		return 0, ""
	}
	main := quals[ids[0]]
	rule := main.Rule
	var others []string
	for _, id := range ids[1:] {
		if q := quals[id]; q.Min != main.Min {
			others = append(others, t.leagueOf(id)+" "+strconv.FormatFloat(q.Min, 'f', -1, 64))
		}
	}
	if len(others) > 0 {
		rule += "; " + strings.Join(others, ", ")
	}
	return main.Min, rule
}

// leagueOf is the league abbreviation of a row of league season id.
func (t *statTable) leagueOf(id int) string {
	for i, s := range t.seasons {
		if s == id {
			return t.rows[i].League
		}
	}
	return ""
}
