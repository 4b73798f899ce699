package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/almanac-sports/almanac/internal/api/apitest"
	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// The write side's operations, as the document must list them.
var documentedWrites = []struct {
	method, path string
	bearer       bool
	success      string // the success status
}{
	{"POST", "/auth/register", false, "202"},
	{"POST", "/auth/login", false, "200"},
	{"POST", "/auth/refresh", false, "200"},
	{"POST", "/auth/logout", false, "204"},
	{"POST", "/auth/reset-password", false, "200"},
	{"POST", "/auth/reset-password/confirm", false, "200"},
	{"POST", "/auth/verify-email", false, "200"},
	{"GET", "/auth/me", true, "200"},
	{"POST", "/api/v1/ingest/games", true, "200"},
	{"POST", "/api/admin/games/{id}/correct", true, "200"},
	{"POST", "/api/admin/champions/{id}/correct", true, "200"},
	{"GET", "/api/admin/audit", true, "200"},
	{"GET", "/api/admin/imports", true, "200"},
	{"GET", "/api/games/live/stream", false, "200"},
}

func loadDocument(t *testing.T, h http.Handler) *openapi3.T {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/openapi.json", nil))
	if rec.Code != 200 {
		t.Fatalf("openapi.json: %d %s", rec.Code, rec.Body)
	}
	doc, err := openapi3.NewLoader().LoadFromData(rec.Body.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatalf("invalid document: %v", err)
	}
	return doc
}

// The document lists the accounts, the operators' routes and the live
// stream even with FEATURE_AUTH off (saying they need it), with request and
// answer schemas, the {"detail"} errors and bearer security where a token
// is needed.
func TestOpenAPIDocumentsTheWrites(t *testing.T) {
	h, err := New(Deps{Config: config.Defaults(), Store: storetest.NewTestStore(t), Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	doc := loadDocument(t, h)
	if s := doc.Components.SecuritySchemes["bearer"]; s == nil || s.Value.Type != "http" || s.Value.Scheme != "bearer" {
		t.Fatalf("bearer scheme: %+v", s)
	}
	for _, tag := range doc.Tags {
		if (tag.Name == "accounts" || tag.Name == "admin") && !strings.Contains(tag.Description, "Only with FEATURE_AUTH on") {
			t.Errorf("tag %s: %q", tag.Name, tag.Description)
		}
	}
	for _, w := range documentedWrites {
		where := w.method + " " + w.path
		item := doc.Paths.Value(w.path)
		if item == nil || item.GetOperation(w.method) == nil {
			t.Errorf("%s: not documented", where)
			continue
		}
		op := item.GetOperation(w.method)
		if bearer := op.Security != nil && len(*op.Security) == 1 && (*op.Security)[0]["bearer"] != nil; bearer != w.bearer {
			t.Errorf("%s: bearer security %v, want %v", where, bearer, w.bearer)
		}
		if strings.HasPrefix(w.path, "/auth") || strings.Contains(w.path, "admin") || strings.Contains(w.path, "ingest") {
			if !strings.Contains(op.Description, "FEATURE_AUTH") {
				t.Errorf("%s: the description does not say it needs FEATURE_AUTH: %q", where, op.Description)
			}
		}
		if w.method == "POST" {
			if op.RequestBody == nil || op.RequestBody.Value.Content.Get("application/json") == nil ||
				!strings.HasPrefix(op.RequestBody.Value.Content.Get("application/json").Schema.Ref, "#/components/schemas/") {
				t.Errorf("%s: no request body schema", where)
			}
		}
		ok := op.Responses.Value(w.success)
		switch {
		case ok == nil:
			t.Errorf("%s: no %s answer", where, w.success)
		case w.success == "204":
			if len(ok.Value.Content) != 0 {
				t.Errorf("%s: 204 with content", where)
			}
		case strings.HasSuffix(w.path, "/stream"):
			if ok.Value.Content.Get("text/event-stream") == nil {
				t.Errorf("%s: not text/event-stream", where)
			}
		default:
			if mt := ok.Value.Content.Get("application/json"); mt == nil || !strings.HasPrefix(mt.Schema.Ref, "#/components/schemas/") {
				t.Errorf("%s: %s is not a component schema", where, w.success)
			}
		}
		for code, res := range op.Responses.Map() {
			if !strings.HasPrefix(code, "4") && !strings.HasPrefix(code, "5") {
				continue
			}
			if mt := res.Value.Content.Get("application/json"); mt == nil || mt.Schema.Ref != "#/components/schemas/Error" {
				t.Errorf("%s: %s is not the Error schema", where, code)
			}
		}
		want := []string{"404", "429"}
		if w.bearer {
			want = append(want, "401")
		}
		if strings.Contains(w.path, "admin") || strings.Contains(w.path, "ingest") {
			want = append(want, "403")
			if w.path != "/api/admin/imports" { // no parameter, no body
				want = append(want, "400")
			}
		}
		for _, code := range want {
			if op.Responses.Value(code) == nil {
				t.Errorf("%s: no %s answer", where, code)
			}
		}
	}
	// The live list's items carry external_id.
	live := doc.Components.Schemas["LiveGame"]
	if live == nil || live.Value.Properties["external_id"] == nil || !live.Value.Properties["external_id"].Value.Nullable {
		t.Fatalf("LiveGame schema: %+v", live)
	}
}

// Real answers of the write side (flag on) match the schemas the document
// gives them: every scenario's JSON body, success or error, is validated by
// apitest against the served document.
func TestWriteAnswersMatchTheDocument(t *testing.T) {
	h, st := liveServer(t, storetest.NewTestURL(t), "")
	seedLive(t, st)
	// Every documented operation is served with the flag on.
	for _, w := range documentedWrites {
		if strings.HasSuffix(w.path, "/stream") {
			continue // answers a stream (checked in TestIngestAndLiveStream)
		}
		a := call(t, h, w.method, strings.ReplaceAll(w.path, "{id}", "1"), "", nil)
		if a.code == 404 || a.code == 405 {
			t.Errorf("%s %s: %d %s", w.method, w.path, a.code, a.raw)
		}
	}
	op, fan := token(t, h, "op@example.com"), token(t, h, "fan@example.com")
	login := call(t, h, "POST", "/auth/login/", "", map[string]string{"email": "fan@example.com", "password": "Stadium4Lights"})
	refresh, _ := login.body["refresh"].(string)
	// A reused token: used, and its successor used too (a second use at once
	// would get the same successor).
	login2 := call(t, h, "POST", "/auth/login/", "", map[string]string{"email": "fan@example.com", "password": "Stadium4Lights"})
	reused, _ := login2.body["refresh"].(string)
	next := call(t, h, "POST", "/auth/refresh/", "", map[string]string{"refresh": reused})
	call(t, h, "POST", "/auth/refresh/", "", map[string]any{"refresh": next.body["refresh"]})
	first := call(t, h, "POST", "/api/v1/ingest/games/", op, with(liveBody, "external_id", "x0"))
	gameID := jsonNum(first.body["id"].(float64))
	champs := call(t, h, "GET", "/api/championships/champions/", "", nil)
	champID := jsonNum(champs.body["results"].([]any)[0].(map[string]any)["id"].(float64))

	bearer := func(tok string) map[string]string {
		return map[string]string{"Authorization": "Bearer " + tok, "Content-Type": "application/json"}
	}
	body := func(v any) string { b, _ := json.Marshal(v); return string(b) }
	jsonCT := map[string]string{"Content-Type": "application/json"}
	post := func(name, url string, headers map[string]string, v any, status int) apitest.Scenario {
		return apitest.Scenario{Name: name, Method: "POST", URL: url, Headers: headers, Body: body(v), Status: status}
	}
	apitest.Run(t, h, []apitest.Scenario{
		post("register", "/auth/register/", jsonCT, map[string]string{"email": "new@example.com", "password": "Stadium4Lights", "firstName": "N", "lastName": "U"}, 202),
		post("register: weak password", "/auth/register/", jsonCT, map[string]string{"email": "new2@example.com", "password": "short", "firstName": "N", "lastName": "U"}, 400),
		post("login", "/auth/login/", jsonCT, map[string]string{"email": "op@example.com", "password": "Stadium4Lights"}, 200),
		post("login: wrong password", "/auth/login/", jsonCT, map[string]string{"email": "op@example.com", "password": "Wrong0000"}, 401),
		post("login: not JSON", "/auth/login/", jsonCT, "x", 400),
		post("refresh", "/auth/refresh/", jsonCT, map[string]string{"refresh": refresh}, 200),
		post("refresh: reused token", "/auth/refresh/", jsonCT, map[string]string{"refresh": reused}, 401),
		post("logout", "/auth/logout/", jsonCT, map[string]string{"refresh": "whatever"}, 204),
		post("reset-password", "/auth/reset-password/", jsonCT, map[string]string{"email": "fan@example.com"}, 200),
		post("reset-password: bad address", "/auth/reset-password/", jsonCT, map[string]string{"email": "nope"}, 400),
		post("reset-password/confirm: bad token", "/auth/reset-password/confirm/", jsonCT, map[string]string{"token": "x", "password": "N3wPassw0rd"}, 400),
		post("verify-email: bad token", "/auth/verify-email/", jsonCT, map[string]string{"token": "x"}, 400),
		{Name: "me", URL: "/auth/me/", Headers: bearer(fan), Status: 200},
		{Name: "me: no token", URL: "/auth/me/", Status: 401},

		post("ingest: created", "/api/v1/ingest/games/", bearer(op), liveBody, 201),
		post("ingest: updated", "/api/v1/ingest/games/", bearer(op), with(liveBody, "home_score", 74), 200),
		post("ingest: bad status", "/api/v1/ingest/games/", bearer(op), with(liveBody, "status", "halftime"), 400),
		post("ingest: no token", "/api/v1/ingest/games/", jsonCT, liveBody, 401),
		post("ingest: a plain user", "/api/v1/ingest/games/", bearer(fan), liveBody, 403),
		post("correct a game", "/api/admin/games/"+gameID+"/correct/", bearer(op), map[string]any{"home_score": 80, "away_score": 70, "status": "final", "reason": "typo"}, 200),
		post("correct a game: no reason", "/api/admin/games/"+gameID+"/correct/", bearer(op), map[string]any{"home_score": 80, "away_score": 70}, 400),
		post("correct a game: unknown", "/api/admin/games/999999/correct/", bearer(op), map[string]any{"home_score": 1, "away_score": 0, "reason": "x"}, 404),
		post("correct a champion", "/api/admin/champions/"+champID+"/correct/", bearer(op), map[string]any{"team": "new-york-knicks", "runner_up": "boston-celtics", "reason": "x"}, 200),
		post("correct a champion: unknown team", "/api/admin/champions/"+champID+"/correct/", bearer(op), map[string]any{"team": "nope", "reason": "x"}, 400),
		{Name: "audit", URL: "/api/admin/audit/?page_size=2", Headers: bearer(op), Status: 200},
		{Name: "audit: bad page", URL: "/api/admin/audit/?page=0", Headers: bearer(op), Status: 400},
		{Name: "audit: a plain user", URL: "/api/admin/audit/", Headers: bearer(fan), Status: 403},
		{Name: "imports", URL: "/api/admin/imports/", Headers: bearer(op), Status: 200},
		{Name: "live games", URL: "/api/games/live", Status: 200, Contains: []string{`"external_id":"x1"`}},
	})
}

// The web app's API types are generated from web/src/lib/openapi/openapi.json:
// it must be the document this code serves, and `almanac openapi` (which
// builds it without a database) must print the very bytes served.
func TestOpenAPIDocumentCommitted(t *testing.T) {
	h, err := New(Deps{Config: config.Defaults(), Store: storetest.NewTestStore(t), Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/openapi.json", nil))
	printed := OpenAPIDocument(config.Defaults())
	if rec.Code != 200 || !bytes.Equal(rec.Body.Bytes(), printed) {
		t.Fatalf("served (%d, %d bytes) and printed (%d bytes) documents differ", rec.Code, rec.Body.Len(), len(printed))
	}
	committed, err := os.ReadFile("../../web/src/lib/openapi/openapi.json")
	if err != nil {
		t.Fatal(err)
	}
	var want, got any
	if err := json.Unmarshal(printed, &want); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(committed, &got); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(want, got) {
		t.Fatal("web/src/lib/openapi/openapi.json is not the document the code serves: run `cd web && npm run api-types -- --refresh` and commit both files")
	}
}
