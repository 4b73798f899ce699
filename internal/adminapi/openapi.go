package adminapi

import (
	"net/http"
	"reflect"

	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/authapi"
	"github.com/almanac-sports/almanac/internal/live"
	"github.com/almanac-sports/almanac/internal/store"
)

// Tag names the operators' operations in the OpenAPI document.
const Tag = "admin"

// TagNote says who may call them and when they exist.
const TagNote = "Needs the bearer token of an operator or admin (401 without one, 403 for another role). " + authapi.TagNote

// Operations documents the operators' routes (served by Mount) for the
// OpenAPI document.
func Operations() []api.Operation {
	game := reflect.TypeFor[IngestedGame]()
	errs := []int{http.StatusBadRequest, http.StatusUnauthorized, http.StatusForbidden}
	idParam := "The game's numeric id"
	return append([]api.Operation{
		{Method: http.MethodPost, Path: "/api/v1/ingest/games", Summary: "Create or update a live game by its external_id (idempotent)",
			Description: "The same body twice gives the same game (201 when it creates it, 200 after). Every field is checked; a bad one answers 400 naming it. " +
				"The game joins the season of its league that holds game_date (the league's next season is opened when needed); a date no season can hold is a 400 on game_date. " +
				"Every instance's lists, standings and live streams see the change at once. " + TagNote,
			Body: reflect.TypeFor[live.IngestInput](), Returns: game, Created: true, Bearer: true, Errors: errs},
		{Method: http.MethodPost, Path: "/api/admin/games/{id}/correct", Summary: "Correct a game's score (and status) with a reason",
			Description: idParam + ". The reason goes to the audit log. " + TagNote,
			Body:        reflect.TypeFor[live.CorrectionInput](), Returns: game, Bearer: true, Errors: errs},
		{Method: http.MethodPost, Path: "/api/admin/champions/{id}/correct", Summary: "Correct a champion row (champion, runner-up) with a reason",
			Description: "{id} is the champion row's numeric id (as the champions list gives it). " + TagNote,
			Body:        reflect.TypeFor[ChampionCorrectionInput](), Returns: reflect.TypeFor[store.ChampionRecord](), Bearer: true, Errors: errs},
		{Method: http.MethodGet, Path: "/api/admin/audit", Summary: "The audit log of every write, newest first: who, what, before, after, when",
			Description: TagNote, Params: []api.Param{
				{Name: "page", Type: "integer", Description: "Page number (from 1)"},
				{Name: "page_size", Type: "integer", Description: "Entries per page (1-500, default 100)"},
			}, Returns: reflect.TypeFor[AuditPage](), Bearer: true, Errors: errs},
		{Method: http.MethodGet, Path: "/api/admin/imports", Summary: "The imports (source, time, rows), newest first",
			Description: TagNote, Returns: reflect.TypeFor[Imports](), Bearer: true, Errors: errs[1:]},
	}, planOperations()...)
}
