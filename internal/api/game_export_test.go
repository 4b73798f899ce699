package api

import "time"

// SetGamesClock makes the date-relative game lists (today, upcoming) see
// now as the current time; it returns a function restoring the real clock.
func SetGamesClock(now time.Time) (restore func()) {
	prev := gamesNow
	gamesNow = func() time.Time { return now }
	return func() { gamesNow = prev }
}
