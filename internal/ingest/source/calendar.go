package source

// Dates and season labels several sources share.

import (
	"fmt"
	"strconv"
	"time"
)

// ISODate keeps the YYYY-MM-DD part of a date or timestamp.
func ISODate(s string) string {
	if len(s) >= 10 && s[4] == '-' && s[7] == '-' {
		return s[:10]
	}
	return ""
}

// AdjacentDates returns date and the days before and after it.
func AdjacentDates(date string) []string {
	t, err := time.Parse("2006-01-02", date)
	if err != nil {
		return []string{date}
	}
	return []string{t.AddDate(0, 0, -1).Format("2006-01-02"), date, t.AddDate(0, 0, 1).Format("2006-01-02")}
}

// SeasonLabel names a season that spans two years by its start: "2023-24".
func SeasonLabel(start int) string { return fmt.Sprintf("%d-%02d", start, (start+1)%100) }

// SeasonKey is a season's key within its league: "mlb:1927".
func SeasonKey(league string, year int) string { return league + ":" + strconv.Itoa(year) }

// ModeGames is the number of regular-season games most teams played,
// when at least three quarters of the teams played it (else 0 = varied).
func ModeGames(c map[int]int) int {
	total, best, bestN := 0, 0, 0
	for n, k := range c {
		total += k
		if k > bestN || (k == bestN && n > best) {
			best, bestN = n, k
		}
	}
	if total == 0 || bestN*4 < total*3 {
		return 0
	}
	return best
}
