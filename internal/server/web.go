package server

import (
	"net/http"

	"github.com/almanac-sports/almanac/web"
)

// mountWeb serves the embedded web app (web/dist) at every path the other
// routes leave, with SPA fallback (see SPA).
func mountWeb(mux *http.ServeMux, d Deps) {
	dist, built := web.FS()
	if !built && d.Log != nil {
		d.Log.Warn("web app not built (run `make build`): app paths answer 503, the API works")
	}
	mux.Handle("/", SPA(dist, nil))
}
