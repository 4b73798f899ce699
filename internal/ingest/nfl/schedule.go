package nfl

// The 2026 NFL schedule (football/nflraw_games_2026_schedule.csv, from the
// NFL's game files): the 272 regular-season games as scheduled games. The
// file also carries three week-1 scores captured later; results come from
// the feeds, so every game is imported as scheduled, without a score. A game
// already present (same season, week and teams) is never added twice.

import (
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const (
	nflSrcSchedule2026 = "nflraw_games_2026_schedule.csv"
	nflScheduleSeason  = 2026
)

func (l *nflLoader) readSchedule2026() error {
	t, err := source.ReadTable(l.fsys, nflDir+nflSrcSchedule2026)
	if err != nil {
		return err
	}
	have := map[string]bool{}
	for i, g := range l.games {
		if l.info[i].Year == nflScheduleSeason {
			have[nflMatchKey(nflScheduleSeason, g.Week, g.HomeKey, g.AwayKey)] = true
		}
	}
	// A game whose date is not set yet (weeks 16-18 at the snapshot) is
	// shown on the date most of its week's games are played, or a week after
	// the previous week's when no game of its week is dated (week 18).
	weekDates := map[string]map[string]int{}
	if err := t.Each(func(r source.Row) error {
		if d := r.S("gameday_et"); d != "" {
			if weekDates[r.S("week")] == nil {
				weekDates[r.S("week")] = map[string]int{}
			}
			weekDates[r.S("week")][d]++
		}
		return nil
	}); err != nil {
		return err
	}
	added, skipped := 0, 0
	err = t.Each(func(r source.Row) error {
		year, ok := r.I("season")
		wk, ok2 := r.I("week")
		if !ok || year != nflScheduleSeason || !ok2 || wk < 1 || r.S("season_type") != "REG" {
			return fmt.Errorf("game %q: season %q week %q type %q, want a %d regular-season week", r.S("game_id"), r.S("season"), r.S("week"), r.S("season_type"), nflScheduleSeason)
		}
		home, err := l.code("nflverse", r.S("home_team"))
		if err != nil {
			return err
		}
		away, err := l.code("nflverse", r.S("away_team"))
		if err != nil {
			return err
		}
		for _, side := range [][2]string{{home, r.S("home_team_name")}, {away, r.S("away_team_name")}} {
			if n := l.eraName(side[0], year); n != side[1] {
				return fmt.Errorf("game %s: team %q is %q in the franchise eras", r.S("game_id"), side[1], n)
			}
		}
		week := strconv.Itoa(wk)
		mk := nflMatchKey(year, week, home, away)
		if have[mk] {
			skipped++
			return nil
		}
		have[mk] = true
		sk, err := l.gameSeason(home, away, year)
		if err != nil {
			return err
		}
		g := dataset.Game{Key: fmt.Sprintf("nfl:%d_%02d_%s_%s", year, wk, strings.TrimPrefix(away, "nfl:"), strings.TrimPrefix(home, "nfl:")),
			SeasonKey: sk, Date: r.S("gameday_et"), StartTime: r.S("gametime_et"), HomeKey: home, AwayKey: away,
			HomeName: l.eraName(home, year), AwayName: l.eraName(away, year), Neutral: r.S("neutral_site") == "true",
			Status: dataset.StatusScheduled, GameType: dataset.TypeRegular, Week: week, Source: nflSrcSchedule2026}
		if g.StartTime != "" {
			g.TimeZone = nflEastern // gametime_et is Eastern time
		}
		if g.Date == "" {
			if g.Date, err = nflWeekDay(weekDates, wk); err != nil {
				return fmt.Errorf("game %s: %w", r.S("game_id"), err)
			}
			g.Notes = "Date and time not yet set; shown on the week's main game day"
		}
		if v := r.S("venue"); v != "" {
			g.VenueKey = l.venue(v)
			if vv := l.venues[g.VenueKey]; vv.City == "" {
				vv.City, vv.Country = r.S("venue_city"), r.S("venue_country")
				vv.Source = nflSrcSchedule2026
			}
		}
		added++
		return l.addGame(g, nflGameInfo{Year: year})
	})
	if err != nil {
		return err
	}
	if l.ds.Leagues[0].LastYear < nflScheduleSeason {
		l.ds.Leagues[0].LastYear = nflScheduleSeason
	}
	slog.Debug("nfl 2026 schedule", "added", added, "already_present", skipped)
	return nil
}

// nflWeekDay is the main game day of week wk (see readSchedule2026).
func nflWeekDay(weekDates map[string]map[string]int, wk int) (string, error) {
	for back := 0; back < wk; back++ {
		d := nflMostCommon(weekDates[strconv.Itoa(wk-back)])
		if d == "" {
			continue
		}
		t, err := time.Parse("2006-01-02", d)
		if err != nil {
			return "", fmt.Errorf("bad date %q", d)
		}
		return t.AddDate(0, 0, 7*back).Format("2006-01-02"), nil
	}
	return "", fmt.Errorf("no dated game in week %d or before", wk)
}

// nflMostCommon is the most frequent key of m (the earliest on a tie).
func nflMostCommon(m map[string]int) string {
	best, n := "", 0
	for _, k := range source.SortedKeys(m) {
		if m[k] > n {
			best, n = k, m[k]
		}
	}
	return best
}
