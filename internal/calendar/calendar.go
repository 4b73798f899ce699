// Package calendar writes iCalendar (RFC 5545) feeds: no served Go module
// implements it, so the few rules a publisher needs are here — CRLF line
// ends, lines folded at 75 octets without splitting a UTF-8 character, and
// TEXT values escaped.
package calendar

import (
	"bufio"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Event is one VEVENT. A zero Start time-of-day with AllDay set is a date.
type Event struct {
	UID      string
	Stamp    time.Time // DTSTAMP: when this revision was recorded
	Sequence int       // SEQUENCE: raised on every change of the event
	Start    time.Time
	AllDay   bool
	Duration time.Duration // timed events only
	Summary  string
	Location string
	Desc     string
	URL      string
	Status   string // CONFIRMED, TENTATIVE or CANCELLED
}

// Calendar is one VCALENDAR.
type Calendar struct {
	ProdID string
	Name   string
	Events []Event
}

// Write encodes the calendar.
func Write(w io.Writer, c Calendar) error {
	bw := bufio.NewWriter(w)
	line := func(name, value string) { bw.WriteString(Fold(name + ":" + value)) }
	line("BEGIN", "VCALENDAR")
	line("VERSION", "2.0")
	line("PRODID", Escape(c.ProdID))
	line("CALSCALE", "GREGORIAN")
	line("METHOD", "PUBLISH")
	if c.Name != "" {
		line("X-WR-CALNAME", Escape(c.Name))
	}
	for _, e := range c.Events {
		line("BEGIN", "VEVENT")
		line("UID", Escape(e.UID))
		line("DTSTAMP", utc(e.Stamp))
		line("SEQUENCE", strconv.Itoa(e.Sequence))
		if e.AllDay {
			line("DTSTART;VALUE=DATE", e.Start.Format("20060102"))
			line("DTEND;VALUE=DATE", e.Start.AddDate(0, 0, 1).Format("20060102"))
		} else {
			line("DTSTART", utc(e.Start))
			line("DTEND", utc(e.Start.Add(e.Duration)))
		}
		line("SUMMARY", Escape(e.Summary))
		if e.Location != "" {
			line("LOCATION", Escape(e.Location))
		}
		if e.Desc != "" {
			line("DESCRIPTION", Escape(e.Desc))
		}
		if e.URL != "" {
			line("URL", e.URL)
		}
		if e.Status != "" {
			line("STATUS", e.Status)
		}
		line("END", "VEVENT")
	}
	line("END", "VCALENDAR")
	return bw.Flush()
}

func utc(t time.Time) string { return t.UTC().Format("20060102T150405Z") }

// Escape escapes a TEXT value: backslash, semicolon, comma and newline.
func Escape(s string) string {
	r := strings.NewReplacer(`\`, `\\`, ";", `\;`, ",", `\,`, "\r\n", `\n`, "\n", `\n`, "\r", `\n`)
	return r.Replace(s)
}

// Fold ends a content line with CRLF, folding it into lines of at most 75
// octets; each continuation starts with one space.
func Fold(s string) string {
	var b strings.Builder
	limit := 75
	for len(s) > limit {
		cut := limit
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		b.WriteString(s[:cut])
		b.WriteString("\r\n ")
		s = s[cut:]
		limit = 74 // the leading space counts
	}
	b.WriteString(s)
	b.WriteString("\r\n")
	return b.String()
}
