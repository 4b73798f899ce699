package server

import "net/http"

// mountWeb serves the embedded web app (wired once web/ exists).
func mountWeb(mux *http.ServeMux, d Deps) {}
