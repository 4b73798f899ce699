package server

import (
	"log/slog"

	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/config"
)

// OpenAPIDocument is the document the server answers at /api/openapi.json,
// built from the code alone (no database, no listener): `almanac openapi`
// prints it for the web app's generated types and for client generators.
func OpenAPIDocument(cfg config.Config) []byte {
	a := api.New(api.Deps{Config: cfg, Log: slog.New(slog.DiscardHandler)})
	documentServed(a)
	return a.OpenAPIJSON()
}
