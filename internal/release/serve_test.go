package release_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/release"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

func TestServeFile(t *testing.T) {
	st := storetest.NewTestStore(t)
	if _, err := st.WriteDatasets(context.Background(), map[string]*dataset.Dataset{"rl": fixture()}, nil); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	h := release.ServeFile(out, "/downloads/files/")
	get := func(path string, hdr map[string]string) *httptest.ResponseRecorder {
		r := httptest.NewRequest(http.MethodGet, "/downloads/files/"+path, nil)
		for k, v := range hdr {
			r.Header.Set(k, v)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}
	if w := get("nhl/games.csv", nil); w.Code != http.StatusNotFound {
		t.Fatalf("no release yet: %d, want 404", w.Code)
	}
	m := build(t, st, out, time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC))
	var games release.File
	for _, f := range m.Files {
		if f.Path == "nhl/games.csv" {
			games = f
		}
	}
	full := get("nhl/games.csv", nil)
	if full.Code != http.StatusOK || full.Header().Get("ETag") != `"`+games.SHA256+`"` || int64(full.Body.Len()) != games.Size {
		t.Fatalf("full: %d etag %q, %d bytes (want %d)", full.Code, full.Header().Get("ETag"), full.Body.Len(), games.Size)
	}
	if w := get("nhl/games.csv", map[string]string{"If-None-Match": `"` + games.SHA256 + `"`}); w.Code != http.StatusNotModified {
		t.Errorf("If-None-Match: %d, want 304", w.Code)
	}
	w := get("nhl/games.csv", map[string]string{"Range": "bytes=0-9"})
	if w.Code != http.StatusPartialContent || w.Body.String() != full.Body.String()[:10] {
		t.Errorf("range: %d %q", w.Code, w.Body.String())
	}
	for _, bad := range []string{"../LATEST", "nhl/../../x", "nhl/nope.csv", ".partial"} {
		if w := get(bad, nil); w.Code != http.StatusNotFound {
			t.Errorf("%s: %d, want 404", bad, w.Code)
		}
	}
	if w := get(release.SumsName, nil); w.Code != http.StatusOK {
		t.Errorf("SHA256SUMS: %d", w.Code)
	}
}
