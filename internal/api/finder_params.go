package api

// The finders' shared parameters: scope, season range, team, statistic
// bounds (<stat>__gte / <stat>__lte), ordering, page and format, and the
// budget every finder query runs under.

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/store"
)

// Default budget of one finder query (FINDER_MAX_ROWS, FINDER_TIMEOUT). The
// rows are row reads (see store.FinderPage.MaxRows): 21,000 is some 170 ms
// of one core in any finder's costliest shape (8 µs a row read, measured
// on each at its limit through the API: bench/finders-slowest.txt), so the
// slowest query the budget allows stays under 200 ms with room for a
// shared machine's noise; 25,000 put the costliest at 190-200 ms. It still
// allows a whole NHL season of lines ordered by a figure (53,429 lines at
// most) and a leader list over any league's whole history (its index's
// head). The time is a backstop for a machine under load.
const (
	defaultFinderRows    = 21_000
	defaultFinderTimeout = 3 * time.Second
)

// finderParams are the parameters every finder reads.
type finderParams struct {
	scope store.FinderScope
	conds []store.FinderCond
	order string
	desc  bool
	page  Page
	csv   bool
}

// finderCommon documents the parameters every finder reads.
var finderCommon = append(append([]Param{
	{Name: "league", Type: "string", Description: "Only this league (slug: nba, aba, al, nl, nhl, wha, nfl, afl, ...)"},
	{Name: "season__gte", Type: "integer", Description: "Seasons starting in this year or later"},
	{Name: "season__lte", Type: "integer", Description: "Seasons starting in this year or earlier"},
	{Name: "season", Type: "integer", Description: "Only the season starting in this year"},
	{Name: "team", Type: "string", Description: "Team: franchise slug or id"},
	{Name: "ordering", Type: "string", Description: "A statistic of the finder, '-' first for descending"},
	{Name: "format", Type: "string", Description: "json (a page) or csv (the whole result)", Enum: []string{"json", "csv"}, Default: "json"},
}, ScopeParams...), PageParams...)

// boundOps are the operators a statistic bound may carry.
var boundOps = map[string]string{"gte": ">=", "lte": "<="}

// parseFinder reads the shared parameters. isStat says whether a name is a
// statistic of the finder; reserved are the operator parameters the finder
// reads itself (season__gte, date__gte, ...), skipped here.
func (a *API) parseFinder(r *http.Request, isStat func(string) bool, reserved ...string) (f finderParams, err error) {
	p := paramsOf(r)
	q := query(r)
	sc, err := a.statScope(r)
	if err != nil {
		return f, err
	}
	f.scope.Sport, f.scope.Level = sc.Sport, sc.Level
	f.scope.League = p.Text("league")
	if err := p.Err(); err != nil {
		return f, err
	}
	f.scope.League = strings.ToLower(f.scope.League)
	if f.scope.SeasonMin, f.scope.SeasonMax, err = yearRange(q); err != nil {
		return f, err
	}
	if f.scope.TeamID, err = a.gameTeamParam(r.Context(), q, "team"); err != nil {
		return f, err
	}
	reserved = append(reserved, "sport__slug", "level__slug", "season__gte", "season__lte")
	if f.conds, err = parseBounds(q, isStat, reserved); err != nil {
		return f, err
	}
	if o := strings.TrimSpace(q.Get("ordering")); o != "" {
		f.desc = strings.HasPrefix(o, "-")
		f.order = strings.TrimPrefix(o, "-")
		if !isStat(f.order) {
			return f, httpio.BadParam("ordering", "%q is not a statistic of this finder (a '-' first sorts descending)", clip(f.order))
		}
	}
	f.page = p.Page(DefaultPageSize)
	f.csv = p.Enum("format", "json", "csv") == "csv"
	return f, p.Err()
}

// yearRange reads season, season__gte and season__lte (start years).
func yearRange(q url.Values) (lo, hi int, err error) {
	p := httpio.NewQuery(q)
	if y, ok := p.Year("season"); p.Err() != nil || ok {
		return y, y, p.Err()
	}
	lo, _ = p.Year("season__gte")
	hi, _ = p.Year("season__lte")
	if err := p.Err(); err != nil {
		return 0, 0, err
	}
	if lo > 0 && hi > 0 && lo > hi {
		return 0, 0, httpio.BadParam("season__gte", "%d is after season__lte %d (the range is upside down)", lo, hi)
	}
	return lo, hi, nil
}

// parseBounds reads every <stat>__gte / <stat>__lte parameter, in name order.
func parseBounds(q url.Values, isStat func(string) bool, reserved []string) ([]store.FinderCond, error) {
	names := make([]string, 0, len(q))
	for k := range q {
		if strings.Contains(k, "__") && !slices.Contains(reserved, k) {
			names = append(names, k)
		}
	}
	sort.Strings(names)
	var out []store.FinderCond
	lo := map[string]float64{}
	for _, k := range names {
		i := strings.LastIndex(k, "__")
		stat, op := k[:i], k[i+2:]
		sqlOp, ok := boundOps[op]
		if !ok {
			return nil, httpio.BadParam(k, "unknown operator %q (use __gte or __lte)", clip(op))
		}
		if !isStat(stat) {
			return nil, httpio.BadParam(k, "unknown statistic %q", clip(stat))
		}
		v, err := strconv.ParseFloat(strings.TrimSpace(q.Get(k)), 64)
		if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
			return nil, httpio.BadParam(k, "must be a number, got %q", clip(q.Get(k)))
		}
		if op == "gte" {
			lo[stat] = v
		} else if l, ok := lo[stat]; ok && l > v {
			return nil, httpio.BadParam(stat+"__gte", "%s is above %s__lte %s (the range is upside down)", fmtNum(l), stat, fmtNum(v))
		}
		out = append(out, store.FinderCond{Stat: stat, Op: sqlOp, Value: v})
	}
	return out, nil
}

func fmtNum(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// clip shortens a value echoed in an error.
func clip(v string) string {
	if len(v) > 60 {
		return v[:60] + "..."
	}
	return v
}

// playerParam checks the player parameter's slug: none, or a known player,
// else a 400.
func (a *API) playerParam(ctx context.Context, slug string) error {
	if slug == "" {
		return nil
	}
	if ok, err := a.model().PlayerExists(ctx, slug); err != nil || ok {
		return err
	}
	return httpio.BadParam("player", "no player with slug %q", clip(slug))
}

// finderBudget is the rows a finder may read and its context, bounded by
// the time it may run.
func (a *API) finderBudget(r *http.Request) (int, context.Context, context.CancelFunc) {
	rows := a.Config.FinderMaxRows
	if rows <= 0 {
		rows = defaultFinderRows
	}
	ctx, cancel := context.WithTimeout(r.Context(), a.finderTimeout())
	return rows, ctx, cancel
}

// finderTimeout is how long a finder query may run, and wait for its turn.
func (a *API) finderTimeout() time.Duration {
	if d := a.Config.FinderTimeout; d > 0 {
		return d
	}
	return defaultFinderTimeout
}

// finderErr turns a query over its budget into a 400 saying how to narrow
// it (never a slow page or a 500).
func finderErr(r *http.Request, ctx context.Context, err error) error {
	const narrow = "narrow it with season__gte/season__lte, team, league or a tighter bound"
	if be, ok := errors.AsType[*store.FinderBudgetError](err); ok {
		return &Error{Status: http.StatusBadRequest, Detail: fmt.Sprintf("The query would read more than the %d rows allowed: %s.", be.Max, narrow)}
	}
	if err != nil && r.Context().Err() == nil && errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return &Error{Status: http.StatusBadRequest, Detail: "The query ran past the time allowed: " + narrow + "."}
	}
	return err
}
