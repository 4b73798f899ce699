package httpio

import (
	"net/url"
	"testing"
)

func TestQueryKeepsTheFirstBadValue(t *testing.T) {
	for _, tc := range []struct {
		name, query, detail string
	}{
		{"none", "", ""},
		{"page", "page=0", `Invalid parameter "page": must be a positive integer, got "0"`},
		{"page size", "page_size=501", `Invalid parameter "page_size": must be an integer from 1 to 500, got "501"`},
		{"year", "season=1700", `Invalid parameter "season": must be an integer from 1850 to 2100, got "1700"`},
		{"date", "date=2024-13-01", `Invalid parameter "date": must be a date as YYYY-MM-DD, got "2024-13-01"`},
		{"enum", "status=odd", `Invalid parameter "status": must be one of active, retired, got "odd"`},
		{"first wins", "season=x&page=0", `Invalid parameter "page": must be a positive integer, got "0"`},
		{"later reads skipped", "season=x&status=odd", `Invalid parameter "season": must be an integer from 1850 to 2100, got "x"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, _ := url.ParseQuery(tc.query)
			p := NewQuery(v)
			p.Page(DefaultPageSize)
			p.Year("season")
			p.Date("date")
			p.Enum("status", "active", "retired")
			got := ""
			if err := p.Err(); err != nil {
				got = err.Error()
			}
			if got != tc.detail {
				t.Errorf("Err() = %q, want %q", got, tc.detail)
			}
		})
	}
}

func TestQueryValues(t *testing.T) {
	v, _ := url.ParseQuery("page=3&page_size=20&season=+2024+&status=ACTIVE&q=" + url.QueryEscape("  abc "))
	p := NewQuery(v)
	pg := p.Page(DefaultPageSize)
	year, has := p.Year("season")
	_, hasLimit := p.Int("limit", 1, 10)
	status := p.Enum("status", "active", "retired")
	text := p.Text("q")
	if err := p.Err(); err != nil {
		t.Fatal(err)
	}
	if pg != (Page{Number: 3, Size: 20}) || pg.Offset() != 40 {
		t.Errorf("page %+v offset %d", pg, pg.Offset())
	}
	if year != 2024 || !has || hasLimit || status != "active" || text != "abc" {
		t.Errorf("year %d %v, limit given %v, status %q, text %q", year, has, hasLimit, status, text)
	}
}
