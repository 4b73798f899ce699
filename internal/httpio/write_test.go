package httpio

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestWriteDetailFor(t *testing.T) {
	for _, method := range []string{http.MethodGet, http.MethodHead} {
		rec := httptest.NewRecorder()
		WriteDetailFor(rec, httptest.NewRequest(method, "/x", nil), http.StatusNotFound, "Team not found.")
		want := "{\"detail\":\"Team not found.\"}\n"
		if method == http.MethodHead {
			want = ""
		}
		h := rec.Header()
		if rec.Code != 404 || rec.Body.String() != want || h.Get("Content-Type") != "application/json" || h.Get("Cache-Control") != "no-store" {
			t.Errorf("%s: %d %q %v", method, rec.Code, rec.Body.String(), h)
		}
	}
}

func TestDecodeJSON(t *testing.T) {
	type in struct {
		HomeScore int `json:"home_score"`
	}
	for _, tc := range []struct {
		name, ctype, body string
		status            int
		detail            string
	}{
		{"ok", "application/json", `{"home_score":3}`, 0, ""},
		{"type", "text/plain", `{}`, 415, "Content-Type must be application/json."},
		{"unknown", "", `{"HOME_SCORE":3}`, 400, "HOME_SCORE: unknown field (field names are exact)."},
		{"twice", "", `{"home_score":3,"home_score":4}`, 400, "home_score: given more than once."},
		{"kind", "", `{"home_score":"3"}`, 400, "home_score: must be a number"},
		{"more", "", `{"home_score":3} {}`, 400, "Request body must be one JSON object (there is more after it)."},
		{"large", "", `{"home_score":` + strings.Repeat(" ", MaxBody) + `3}`, 413, "Request body too large (at most 64 KB)."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest(http.MethodPost, "/x", strings.NewReader(tc.body))
			if tc.ctype != "" {
				r.Header.Set("Content-Type", tc.ctype)
			}
			rec := httptest.NewRecorder()
			var v in
			ok := DecodeJSON(rec, r, &v)
			if ok != (tc.status == 0) {
				t.Fatalf("ok = %v, answer %d %s", ok, rec.Code, rec.Body.String())
			}
			if ok {
				if v.HomeScore != 3 {
					t.Errorf("decoded %+v", v)
				}
				return
			}
			if rec.Code != tc.status || !strings.Contains(rec.Body.String(), `"detail":"`+tc.detail+`"`) {
				t.Errorf("answer %d %s, want %d %q", rec.Code, rec.Body.String(), tc.status, tc.detail)
			}
		})
	}
}
