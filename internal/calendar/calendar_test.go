package calendar_test

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/almanac-sports/almanac/internal/calendar"
)

func TestEscape(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"plain", "plain"},
		{`a,b;c\d`, `a\,b\;c\\d`},
		{"two\nlines", `two\nlines`},
		{"crlf\r\nend", `crlf\nend`},
	} {
		if got := calendar.Escape(tc.in); got != tc.want {
			t.Errorf("Escape(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// unfold is RFC 5545 §3.1's rule: a CRLF followed by one space or tab is removed.
func unfold(s string) string {
	return strings.NewReplacer("\r\n ", "", "\r\n\t", "").Replace(s)
}

func TestFold(t *testing.T) {
	for _, in := range []string{
		"DESCRIPTION:This is a long description that exists on a long line.",
		"SUMMARY:" + strings.Repeat("x", 200),
		"LOCATION:" + strings.Repeat("Montréal ", 30),
		"SUMMARY:" + strings.Repeat("ü", 100),
	} {
		out := calendar.Fold(in)
		if !strings.HasSuffix(out, "\r\n") {
			t.Fatalf("%q: no CRLF", out)
		}
		for _, l := range strings.Split(strings.TrimSuffix(out, "\r\n"), "\r\n") {
			if len(l) > 75 {
				t.Errorf("line of %d octets: %q", len(l), l)
			}
			if !utf8.ValidString(l) {
				t.Errorf("a character split across lines: %q", l)
			}
		}
		if got := unfold(strings.TrimSuffix(out, "\r\n")); got != in {
			t.Errorf("unfolded %q, want %q", got, in)
		}
	}
}

func TestWrite(t *testing.T) {
	var b strings.Builder
	stamp := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	ny, _ := time.LoadLocation("America/New_York")
	err := calendar.Write(&b, calendar.Calendar{ProdID: "-//Almanac//Schedule//EN", Name: "Alpha Aces", Events: []calendar.Event{
		{UID: "g1@almanac", Stamp: stamp, Sequence: 2, Start: time.Date(2026, 11, 3, 19, 30, 0, 0, ny), Duration: 3 * time.Hour,
			Summary: "Beta Bears at Alpha Aces", Location: "Arena, Alpha", Status: "CONFIRMED"},
		{UID: "g2@almanac", Stamp: stamp, Start: time.Date(2026, 11, 5, 0, 0, 0, 0, time.UTC), AllDay: true, Summary: "Alpha Aces at Beta Bears"},
	}})
	if err != nil {
		t.Fatal(err)
	}
	got := b.String()
	for _, want := range []string{
		"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Almanac//Schedule//EN\r\n",
		"UID:g1@almanac\r\nDTSTAMP:20261101T120000Z\r\nSEQUENCE:2\r\nDTSTART:20261104T003000Z\r\nDTEND:20261104T033000Z\r\n",
		"LOCATION:Arena\\, Alpha\r\n",
		"DTSTART;VALUE=DATE:20261105\r\nDTEND;VALUE=DATE:20261106\r\n",
		"END:VEVENT\r\nEND:VCALENDAR\r\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
}
