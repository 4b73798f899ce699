package api

import (
	"net/http"

	"github.com/almanac-sports/almanac/internal/readmodel"
)

// dataRoutes: the data-quality measurements and the data exports.
func (a *API) dataRoutes() []Route {
	return append([]Route{
		{Path: "/api/data-quality", Summary: "Data quality per sport and level, measured from the rows: completeness, accuracy, freshness and consistency " +
			"(each figure a numerator over a denominator), an overall score, and the shipped source files with their rows, last import, status and licence",
			Tag: "data-quality", Params: ScopeParams, Cache: CacheSemiStatic, Handler: typed(a.dataQuality)},
	}, a.exportRoutes()...)
}

func (a *API) dataQuality(r *http.Request) (*readmodel.DataQualityJSON, error) {
	sc, err := ParseScope(query(r))
	if err != nil {
		return nil, err
	}
	return a.model().DataQuality(r.Context(), sc)
}
