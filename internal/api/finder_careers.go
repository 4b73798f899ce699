package api

import (
	"context"
	"net/http"
	"strings"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

var careerParams = []Param{
	{Name: "per", Type: "string", Description: "total (sums), or game (each sum per game played; games stay a count); rates are recomputed from the sums", Enum: []string{"total", "game"}, Default: "total"},
	{Name: "complete", Type: "boolean", Description: "true: only careers whose every season in the scope has every statistic asked for (career_coverage.complete)"},
}

func (a *API) findCareers(r *http.Request) (any, error) {
	p := paramsOf(r)
	sc, err := a.statScope(r)
	if err != nil {
		return nil, err
	}
	isStat := func(n string) bool { return stats.InGlossary(sc.Sport, n) && store.CareerStat(n) }
	f, err := a.parseFinder(r, isStat)
	if err != nil {
		return nil, err
	}
	q := query(r)
	cq := store.CareerQuery{FinderScope: f.scope, Conds: f.conds}
	cq.Per = p.Enum("per", "total", "game")
	if err := p.Err(); err != nil {
		return nil, err
	}
	switch v := q.Get("complete"); v {
	case "", "false":
	case "true":
		cq.Complete = true
	default:
		return nil, httpio.BadParam("complete", "must be true or false, got %q", clip(v))
	}
	cq.Columns = condColumns(f)
	cq.Order, cq.Desc = f.order, f.desc
	if cq.Order == "" {
		if len(f.conds) > 0 {
			cq.Order, cq.Desc = f.conds[0].Stat, true
		} else {
			def := readmodel.DefaultOrdering[sc.Sport]
			cq.Order, cq.Desc = strings.TrimPrefix(def, "-"), strings.HasPrefix(def, "-")
		}
		cq.Columns = appendNew(cq.Columns, cq.Order)
	}
	return runFinder(a, r, f, &cq.FinderPage, func(ctx context.Context) ([]store.CareerHit, int, error) { return a.Store.FindCareers(ctx, cq) },
		func(hits []store.CareerHit) finderCSV { return careersCSV(cq.Columns, hits) },
		func(p Paged[store.CareerHit]) any {
			return &finderPage[store.CareerHit]{Paged: p, Columns: cq.Columns, Per: orTotal(cq.Per)}
		})
}
