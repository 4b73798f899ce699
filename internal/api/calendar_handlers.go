package api

import (
	"net/http"
	"strconv"
	"time"

	"github.com/almanac-sports/almanac/internal/calendar"
	"github.com/almanac-sports/almanac/internal/store"
)

// ScheduleICSPath is a team's subscribable calendar (text/calendar).
const ScheduleICSPath = "/api/teams/{slug}/schedule.ics"

// calendarDays: a team's calendar holds its games from this many days ago on.
const calendarDays = 365

// ScheduleICS answers GET /api/teams/{slug}/schedule.ics: the team's games
// of the last year and to come as an iCalendar feed. Each game keeps its
// UID; its SEQUENCE and DTSTAMP change when the game does (a sync, an
// import, a correction), so subscribed calendars update.
func (a *API) ScheduleICS() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		team, err := a.Store.TeamBySlug(r.Context(), r.PathValue("slug"))
		if err != nil {
			writeError(w, r, err)
			return
		}
		now := time.Now().UTC()
		games, err := a.Store.TeamCalendar(r.Context(), team.ID, now.AddDate(0, 0, -calendarDays).Format(time.DateOnly), now.Unix())
		if err != nil {
			writeError(w, r, err)
			return
		}
		c := calendar.Calendar{ProdID: "-//Almanac//Team schedule//EN", Name: team.Name}
		for _, g := range games {
			c.Events = append(c.Events, calendarEvent(g))
		}
		w.Header().Set("Content-Type", "text/calendar; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=900")
		if err := calendar.Write(w, c); err != nil {
			a.Log.Warn("writing a calendar", "err", err)
		}
	})
}

func calendarEvent(g store.CalendarGame) calendar.Event {
	e := calendar.Event{UID: g.Slug + "@almanac", Stamp: time.Unix(g.Stamp, 0), Sequence: g.Seq, Location: g.Venue, Status: "CONFIRMED"}
	sep := " at "
	if g.Neutral {
		sep = " vs. "
	}
	e.Summary = g.AwayName + sep + g.HomeName
	if g.HomeScore.Valid && g.AwayScore.Valid {
		e.Summary = g.AwayName + " " + strconv.FormatInt(g.AwayScore.Int64, 10) + sep + g.HomeName + " " + strconv.FormatInt(g.HomeScore.Int64, 10)
	}
	switch g.Status {
	case "cancelled", "canceled":
		e.Status = "CANCELLED"
	case "postponed", "suspended":
		e.Status = "TENTATIVE"
	}
	e.Desc = g.GameType + " game, " + g.Status
	day, err := time.Parse(time.DateOnly, g.Date)
	if err != nil {
		day = time.Time{}
	}
	e.Start, e.AllDay = day, true
	if loc, err := time.LoadLocation(g.TimeZone); err == nil && g.TimeZone != "" && g.StartTime != "" {
		if t, err := time.ParseInLocation(time.DateOnly+" 15:04", g.Date+" "+g.StartTime, loc); err == nil {
			e.Start, e.AllDay, e.Duration = t, false, 3*time.Hour
		}
	}
	return e
}
