package api

// Finders (/api/finders/…): ad-hoc questions over the whole history, each
// one SQL query in the database (internal/store q_finder*.go) under a
// budget of rows and time. Lists page like every list; format=csv answers
// the whole result.

import (
	"context"
	"net/http"
	"slices"
	"strings"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// finderPage is a finder's page: the statistics asked for first (columns;
// never nil: condColumns starts from an empty list, the player seasons'
// from their default ordering), and for player seasons the scale (per) and
// the qualification applied.
type finderPage[T any] struct {
	Paged[T]
	Columns       []string `json:"columns" openapi:"nonnull"`
	Per           string   `json:"per,omitempty"`
	Qualification string   `json:"qualification,omitempty"`
}

func (a *API) finderRoutes() []Route {
	const base = "/api/finders/"
	with := func(ps ...Param) []Param { return append(append([]Param(nil), ps...), finderCommon...) }
	rs := []Route{
		{Path: base + "player-seasons", Summary: "Player seasons (one row per player, season and team) matching any statistic bounds: <stat>__gte / <stat>__lte with the names of the sport's glossary (/api/finders/glossary)", Tag: "finders",
			Params: with(
				Param{Name: "position", Type: "string", Description: "Position, case-insensitive prefix"},
				Param{Name: "player", Type: "string", Description: "Only this player's seasons (person slug)"},
				Param{Name: "age__gte", Type: "integer", Description: "Season age at least (baseball: on June 30; football: on December 31 of the season's year; basketball and hockey: on February 1 of the year the season ends); players without a full birth date are left out"},
				Param{Name: "age__lte", Type: "integer", Description: "Season age at most (as age__gte)"},
				Param{Name: "per", Type: "string", Description: "Scale totals: total, game, 36 (minutes, basketball), 60 (minutes, hockey), 162 (games, baseball); rates are never scaled, and games (and minutes per 36 or 60) stay counts", Enum: []string{"total", "game", "36", "60", "162"}, Default: "total"},
				Param{Name: "qualified", Type: "boolean", Description: "Only rows meeting the league's qualification rule of the era for the rate ordered or bounded"}),
			Cache: CacheSemiStatic, Rate: RateAnalytics, PerSite: true, Operators: true, Handler: declared[finderPage[store.PlayerSeasonHit]](a.findPlayerSeasons)},
		{Path: base + "player-careers", Summary: "Careers: each player's seasons in the scope summed (rates recomputed from the sums), with career_coverage; bounds apply to the sums", Tag: "finders",
			Params: with(careerParams...), Cache: CacheSemiStatic, Rate: RateAnalytics, PerSite: true, Operators: true, Handler: declared[finderPage[store.CareerHit]](a.findCareers)},
		{Path: base + "team-seasons", Summary: "Team seasons: record, points for and against (final regular-season games), margin, finish in the league, playoffs, title; bounds on any of them", Tag: "finders",
			Params: with(), Cache: CacheSemiStatic, Rate: RateAnalytics, PerSite: true, Operators: true, Handler: declared[finderPage[store.TeamSeasonHit]](a.findTeamSeasons)},
		{Path: base + "team-games", Summary: "Final games from a team's side (a game is a row per side): opponent, location, type, result, points and margin bounds, dates, overtime", Tag: "finders",
			Params: with(teamGameParams...), Cache: CacheSemiStatic, Rate: RateAnalytics, PerSite: true, Operators: true, Handler: declared[finderPage[store.TeamGameHit]](a.findTeamGames)},
		{Path: base + "player-games", Summary: "Player game lines (box scores' player lines, where the data has them: coverage lists the league seasons and their games with lines) matching <stat>__gte / <stat>__lte on the sport's game-line statistics (/api/finders/glossary game_lines), with the team-game filters read from the player's side", Tag: "finders",
			Params: with(append(append([]Param(nil), teamGameParams...), playerGameParams...)...),
			Cache:  CacheSemiStatic, Rate: RateAnalytics, PerSite: true, Operators: true, Handler: declared[lineFinderPage[store.PlayerGameHit]](a.findPlayerGames)},
		{Path: base + "streaks", Summary: "The longest runs of a team's consecutive games meeting a condition (win, loss, unbeaten, winless), with their first and last games; with player= or a game-line bound (points__gte=1), a player's consecutive games (those he has a line in) meeting every bound, where the data has player game lines (coverage)", Tag: "finders",
			Params: with(append(append(append([]Param(nil), teamGameParams...), playerGameParams...),
				Param{Name: "kind", Type: "string", Description: "win, loss, unbeaten (no loss), winless (no win)", Enum: []string{"win", "loss", "unbeaten", "winless"}, Default: "win"},
				Param{Name: "span", Type: "string", Description: "season: a run ends with its season (as the leagues count); all: runs go on across seasons", Enum: []string{"season", "all"}, Default: "season"},
				Param{Name: "length__gte", Type: "integer", Description: "Only runs at least this long", Default: "2"})...),
			Cache: CacheSemiStatic, Rate: RateAnalytics, PerSite: true, Operators: true, Handler: declared[streaksPage](a.findStreaks)},
		{Path: base + "glossary", Summary: "The statistics the player finders accept for a sport: name, column label, whether a rate (results: season lines; game_lines: player game lines, empty where the data has none)", Tag: "finders",
			Params: ScopeParams, Cache: CacheStatic, PerSite: true, Handler: typed(a.finderGlossary)},
	}
	for i := range rs {
		if rs[i].Rate == RateAnalytics {
			// The queries: one that finds no turn in time is a 503 (finderTurns).
			rs[i].Errors = append(rs[i].Errors, http.StatusServiceUnavailable)
		}
	}
	return rs
}

// glossaryPage is a sport's finder statistics: lists, empty when the sport
// has none.
type glossaryPage struct {
	Sport     string       `json:"sport"`
	Results   []stats.Term `json:"results" openapi:"nonnull"`
	GameLines []stats.Term `json:"game_lines" openapi:"nonnull"`
}

func (a *API) finderGlossary(r *http.Request) (*glossaryPage, error) {
	sc, err := a.statScope(r)
	if err != nil {
		return nil, err
	}
	out := glossaryPage{Sport: sc.Sport, Results: stats.Glossary(sc.Sport), GameLines: stats.GameLineGlossary(sc.Sport)}
	if out.Results == nil {
		out.Results = []stats.Term{}
	}
	if out.GameLines == nil {
		out.GameLines = []stats.Term{}
	}
	return &out, nil
}

// perBySport are the scales a sport's player lines allow beside total and game.
var perBySport = map[string]string{"basketball": "36", "hockey": "60", "baseball": "162"}

func (a *API) findPlayerSeasons(r *http.Request) (any, error) {
	p := paramsOf(r)
	var sport string
	isStat := func(n string) bool { return stats.InGlossary(sport, n) }
	sc, err := a.statScope(r)
	if err != nil {
		return nil, err
	}
	sport = sc.Sport
	f, err := a.parseFinder(r, isStat, "age__gte", "age__lte")
	if err != nil {
		return nil, err
	}
	q := query(r)
	pq := store.PlayerSeasonQuery{FinderScope: f.scope, Conds: f.conds}
	pq.Position = p.Text("position")
	pq.Per = p.Enum("per", "total", "game", "36", "60", "162")
	pq.Person = strings.ToLower(p.Text("player"))
	if n, ok := p.Int("age__gte", 10, 70); ok {
		pq.AgeMin = &n
	}
	if n, ok := p.Int("age__lte", 10, 70); ok {
		pq.AgeMax = &n
	}
	if err := p.Err(); err != nil {
		return nil, err
	}
	if pq.AgeMin != nil && pq.AgeMax != nil && *pq.AgeMin > *pq.AgeMax {
		return nil, httpio.BadParam("age__gte", "%d is above age__lte %d", *pq.AgeMin, *pq.AgeMax)
	}
	if err := a.playerParam(r.Context(), pq.Person); err != nil {
		return nil, err
	}
	if p := pq.Per; p != "" && p != "total" && p != "game" && perBySport[sport] != p {
		return nil, httpio.BadParam("per", "%s lines have no per=%s (use total or game%s)", sport, p, orPer(sport))
	}
	for _, c := range f.conds {
		pq.Columns = appendNew(pq.Columns, c.Stat)
	}
	pq.Order, pq.Desc = f.order, f.desc
	// One player's seasons read in order, oldest first (his stat line);
	// any other question is ordered by its first bound, else the sport's
	// leading statistic.
	if pq.Order == "" && pq.Person == "" {
		if len(f.conds) > 0 {
			pq.Order, pq.Desc = f.conds[0].Stat, true
		} else {
			def := readmodel.DefaultOrdering[sport]
			pq.Order, pq.Desc = strings.TrimPrefix(def, "-"), strings.HasPrefix(def, "-")
		}
	}
	pq.Columns = appendNew(pq.Columns, pq.Order)
	if len(pq.Columns) == 0 {
		// A player's seasons asked about no statistic show the sport's leading one.
		pq.Columns = []string{strings.TrimPrefix(readmodel.DefaultOrdering[sport], "-")}
	}
	rule := ""
	if q.Get("qualified") == "true" {
		if pq.Qualify, rule, err = a.qualify(r, sport, f, pq); err != nil {
			return nil, err
		}
	} else if v := q.Get("qualified"); v != "" && v != "false" {
		return nil, httpio.BadParam("qualified", "must be true or false, got %q", clip(v))
	}
	pq.FinderPage = store.FinderPage{Order: pq.Order, Desc: pq.Desc}
	return runFinder(a, r, f, &pq.FinderPage, func(ctx context.Context) ([]store.PlayerSeasonHit, int, error) {
		return a.Store.FindPlayerSeasons(ctx, pq)
	},
		func(hits []store.PlayerSeasonHit) finderCSV { return playerSeasonsCSV(pq.Columns, hits) },
		func(p Paged[store.PlayerSeasonHit]) any {
			return &finderPage[store.PlayerSeasonHit]{Paged: p, Columns: pq.Columns, Per: orTotal(pq.Per), Qualification: rule}
		})
}

// runFinder runs a finder's query within the budget: the page asked for,
// or with format=csv the whole result.
func runFinder[T any](a *API, r *http.Request, f finderParams, fp *store.FinderPage, find func(context.Context) ([]T, int, error),
	csvOf func([]T) finderCSV, page func(Paged[T]) any) (any, error) {
	// The budget's clock starts with the query's turn (see finderTurns).
	release, err := a.finds.take(r.Context(), a.finderTimeout())
	if err != nil {
		return nil, err
	}
	defer release()
	rows, ctx, cancel := a.finderBudget(r)
	defer cancel()
	fp.MaxRows = rows
	if !f.csv {
		fp.Offset, fp.Limit = f.page.Offset(), f.page.Size
	}
	hits, n, err := find(ctx)
	if err = finderErr(r, ctx, err); err != nil {
		return nil, err
	}
	if f.csv {
		return csvOf(hits), nil
	}
	return page(NewPaged(r, f.page, n, hits)), nil
}

func orPer(sport string) string {
	if p := perBySport[sport]; p != "" {
		return " or " + p
	}
	return ""
}

func orTotal(per string) string {
	if per == "" {
		return "total"
	}
	return per
}

func appendNew(xs []string, x string) []string {
	if x == "" || slices.Contains(xs, x) {
		return xs
	}
	return append(xs, x)
}

func (a *API) findTeamSeasons(r *http.Request) (any, error) {
	f, err := a.parseFinder(r, func(n string) bool { return slices.Contains(store.TeamSeasonStats, n) })
	if err != nil {
		return nil, err
	}
	tq := store.TeamSeasonQuery{FinderScope: f.scope, Conds: f.conds, FinderPage: store.FinderPage{Order: f.order, Desc: f.desc}}
	return runFinder(a, r, f, &tq.FinderPage, func(ctx context.Context) ([]store.TeamSeasonHit, int, error) { return a.Store.FindTeamSeasons(ctx, tq) },
		teamSeasonsCSV, func(p Paged[store.TeamSeasonHit]) any {
			return &finderPage[store.TeamSeasonHit]{Paged: p, Columns: condColumns(f)}
		})
}

// condColumns are the statistics a finder was asked about: bounded, then ordered.
func condColumns(f finderParams) []string {
	cols := []string{}
	for _, c := range f.conds {
		cols = appendNew(cols, c.Stat)
	}
	return appendNew(cols, f.order)
}
