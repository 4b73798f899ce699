package api

import (
	"bytes"
	"net/http"

	"github.com/almanac-sports/almanac/internal/readmodel"
)

// dataRoutes: the data-quality measurements.
func (a *API) dataRoutes() []Route {
	return []Route{
		{Path: "/api/data-quality", Summary: "Data quality per sport and level, measured from the rows: completeness, accuracy, freshness and consistency " +
			"(each figure a numerator over a denominator), an overall score, and the shipped source files with their rows, last import, status and licence",
			Tag: "data-quality", Params: ScopeParams, Cache: CacheSemiStatic, Handler: typed(a.dataQuality)},
	}
}

// dataQuality writes the bytes the read model encoded once per dataset
// and scope (its OpenAPI component is DataQuality: the JSON is the same).
type dataQuality struct{ readmodel.DataQuality }

func (d *dataQuality) writeJSON(buf *bytes.Buffer) error {
	b := d.EncodedJSON()
	if b == nil {
		return newEncoder(buf).Encode(&d.DataQuality)
	}
	buf.Write(b)
	buf.WriteByte('\n')
	return nil
}

func (a *API) dataQuality(r *http.Request) (*dataQuality, error) {
	p := paramsOf(r)
	sc := p.Scope()
	if err := p.Err(); err != nil {
		return nil, err
	}
	q, err := a.model().DataQuality(r.Context(), sc)
	if err != nil {
		return nil, err
	}
	return &dataQuality{*q}, nil
}
