package api

import (
	"cmp"
	"net/http"

	"github.com/almanac-sports/almanac/internal/stats"
)

// The glossary (/api/glossary): every statistic the sites show, one book per
// sport. A sport's site answers its own sport; the hub answers every sport
// unless sport__slug names one.

func (a *API) glossaryRoutes() []Route {
	return []Route{
		{Path: "/api/glossary", Summary: "Every statistic the sites show, per sport: abbreviation, name, definition and formula, grouped, with the sport's scoring unit (runs, goals, points)", Tag: "reference",
			Params: []Param{ScopeParams[0], ScopeParams[2]}, Cache: CacheStatic, PerSite: true, Handler: typed(a.glossary)},
	}
}

// glossaryBooks is the glossary of one sport or of all (every sport has
// one: the list is never empty).
type glossaryBooks struct {
	Results []*stats.Book `json:"results" openapi:"nonnull"`
}

func (a *API) glossary(r *http.Request) (*glossaryBooks, error) {
	p := paramsOf(r)
	sport := cmp.Or(p.Scope().Sport, a.Sites.ForHost(r.Host).Sport)
	if err := p.Err(); err != nil {
		return nil, err
	}
	if sport != "" {
		return &glossaryBooks{Results: []*stats.Book{stats.SportGlossary(sport)}}, nil
	}
	out := glossaryBooks{Results: []*stats.Book{}}
	for _, s := range stats.GlossarySports() {
		out.Results = append(out.Results, stats.SportGlossary(s))
	}
	return &out, nil
}
