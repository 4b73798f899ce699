package ncaafb

// NCAA football, the 2025 season's games: kickoffs converted to local time,
// venues, and the schedule rows read into games.

import (
	"fmt"
	"time"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"

	"github.com/almanac-sports/almanac/internal/slug"
)

// ncaafbLocal converts a UTC kickoff to US Eastern time (Hawaii time for
// Hawai'i home games), using the US daylight-saving rule in force since 2007.
func ncaafbLocal(t time.Time, hawaii bool) (time.Time, string) {
	if hawaii {
		return t.Add(-10 * time.Hour), "Pacific/Honolulu"
	}
	y := t.Year()
	// DST: second Sunday of March 07:00 UTC to first Sunday of November 06:00 UTC.
	start := ncaafbNthSunday(y, time.March, 2).Add(7 * time.Hour)
	end := ncaafbNthSunday(y, time.November, 1).Add(6 * time.Hour)
	off := -5 * time.Hour
	if !t.Before(start) && t.Before(end) {
		off = -4 * time.Hour
	}
	return t.Add(off), ncaafbEastern
}

func ncaafbNthSunday(year int, m time.Month, n int) time.Time {
	d := time.Date(year, m, 1, 0, 0, 0, 0, time.UTC)
	for d.Weekday() != time.Sunday {
		d = d.AddDate(0, 0, 1)
	}
	return d.AddDate(0, 0, 7*(n-1))
}

func (l *ncaafbLoader) venue(name string) string { return l.venueFrom(name, ncaafbDir+ncaafbSrc2025) }

// venueFrom returns the venue key for a stadium name, creating the venue
// (with its first source) on first use.
func (l *ncaafbLoader) venueFrom(name, src string) string {
	if name == "" {
		return ""
	}
	key := ncaafbLeague + ":" + slug.Make(name)
	if _, ok := l.venues[key]; !ok {
		l.venues[key] = &dataset.Venue{Key: key, Name: name, Source: src}
		l.vOrder = append(l.vOrder, key)
	}
	return key
}

func (l *ncaafbLoader) read2025() error {
	t, err := source.ReadTable(l.fsys, ncaafbDir+ncaafbSrc2025)
	if err != nil {
		return err
	}
	return t.Each(func(r source.Row) error {
		home, away := l.espn[r.S("home_team")], l.espn[r.S("away_team")]
		hk, ak := l.franchise[home], l.franchise[away]
		if hk == "" && ak == "" {
			return nil // neither school is modelled (FCS vs FCS)
		}
		when, err := time.Parse("2006-01-02T15:04Z", r.S("game_date"))
		if err != nil {
			return fmt.Errorf("bad game_date %q", r.S("game_date"))
		}
		local, tz := ncaafbLocal(when, home == "Hawai'i")
		l.noteDate(ncaafbSeason2025, local.Format("2006-01-02"))
		g := dataset.Game{Key: ncaafbLeague + ":" + r.S("game_id"), SeasonKey: ncaafbSeasonKey(ncaafbSeason2025),
			Date: local.Format("2006-01-02"), StartTime: local.Format("15:04"), TimeZone: tz,
			HomeKey: hk, AwayKey: ak, HomeName: home, AwayName: away, Neutral: r.S("neutral_site") == "true",
			GameType: dataset.TypeRegular, Week: r.S("week"), VenueKey: l.venue(r.S("venue")), Source: ncaafbDir + ncaafbSrc2025}
		if g.HomeName == "" {
			g.HomeName = r.S("home_team")
		}
		if g.AwayName == "" {
			g.AwayName = r.S("away_team")
		}
		if r.S("season_type") == "3" {
			g.GameType, g.Week = dataset.TypePlayoff, "Postseason"
		}
		g.Attendance, _ = r.I("attendance")
		hs, ok1 := r.I("home_score")
		as, ok2 := r.I("away_score")
		if r.S("status") == "STATUS_FINAL" && ok1 && ok2 {
			g.HomeScore, g.AwayScore, g.Status = dataset.IntPtr(hs), dataset.IntPtr(as), dataset.StatusFinal
		} else {
			g.Status = dataset.StatusScheduled
		}
		l.games = append(l.games, g)
		return nil
	})
}
