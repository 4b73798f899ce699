package api

import (
	"bytes"
	"encoding/json"
	"net/http/httptest"
	"testing"
)

// preEncodedRow is a row with its JSON made ahead, like readmodel.TeamStatRow.
type preEncodedRow struct {
	Name string  `json:"name"`
	Pct  float64 `json:"pct"`
	pre  []byte
}

func (r *preEncodedRow) EncodedJSON() []byte {
	if r == nil {
		return nil
	}
	return r.pre
}

func encodedOf(t *testing.T, r preEncodedRow) preEncodedRow {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false) // as the read model encodes, and every answer is written
	if err := enc.Encode(r); err != nil {
		t.Fatal(err)
	}
	r.pre = bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	return r
}

// TestRowPageWritesWhatTheEncoderWould: a page of rows carrying their JSON
// is byte for byte the page the encoder writes, with rows or pointers, with
// rows lacking their bytes, with none, and with links whose text needs
// escaping.
func TestRowPageWritesWhatTheEncoderWould(t *testing.T) {
	a := encodedOf(t, preEncodedRow{Name: `"A" & <B>`, Pct: 0.617})
	b := encodedOf(t, preEncodedRow{Name: "Bé", Pct: 1})
	bare := preEncodedRow{Name: "no bytes", Pct: 0.5}
	r := httptest.NewRequest("GET", `/api/x?q=%22results%22:[]&page=2&page_size=2`, nil)
	page := Page{Number: 2, Size: 2}
	for _, tc := range []struct {
		name string
		v    jsonWriter
		want any
	}{
		{"rows", newRowPage(NewPaged(r, page, 9, []preEncodedRow{a, b})), NewPaged(r, page, 9, []preEncodedRow{a, b})},
		{"pointers", newRowPage(NewPaged(r, page, 9, []*preEncodedRow{&a, &b})), NewPaged(r, page, 9, []*preEncodedRow{&a, &b})},
		{"a row without bytes", newRowPage(NewPaged(r, page, 9, []preEncodedRow{a, bare})), NewPaged(r, page, 9, []preEncodedRow{a, bare})},
		{"a nil pointer", newRowPage(NewPaged(r, page, 9, []*preEncodedRow{nil, &b})), NewPaged(r, page, 9, []*preEncodedRow{nil, &b})},
		{"no rows", newRowPage(NewPaged(r, page, 0, []preEncodedRow{})), NewPaged(r, page, 0, []preEncodedRow{})},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got, want bytes.Buffer
			if err := tc.v.writeJSON(&got); err != nil {
				t.Fatal(err)
			}
			if err := newEncoder(&want).Encode(tc.want); err != nil {
				t.Fatal(err)
			}
			if got.String() != want.String() {
				t.Errorf("got  %s\nwant %s", got.String(), want.String())
			}
		})
	}
}
