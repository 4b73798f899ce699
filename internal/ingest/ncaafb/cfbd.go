package ncaafb

// NCAA football games 2021-2024 with scores from CollegeFootballData
// (football/cfbd_games_2021_2025.csv, all divisions). As SOURCES.md says, a
// game is FBS when either team is in an FBS conference that season; games
// between two schools that are not modelled franchises are left out. The
// 2025 rows (same game ids as cfb_schedule_2025.csv) come from that file.

import (
	"fmt"
	"time"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const (
	ncaafbSrcCFBD   = "cfbd_games_2021_2025.csv"
	ncaafbFirstCFBD = 2021
)

var ncaafbFBSConfs = map[string]bool{
	"ACC": true, "American Athletic": true, "Big 12": true, "Big Ten": true, "Conference USA": true,
	"FBS Independents": true, "Mid-American": true, "Mountain West": true, "Pac-12": true, "SEC": true, "Sun Belt": true,
}

func (l *ncaafbLoader) readCFBD() error {
	t, err := source.ReadTable(l.fsys, ncaafbDir+ncaafbSrcCFBD)
	if err != nil {
		return err
	}
	return t.Each(func(r source.Row) error {
		y, ok := r.I("season")
		if !ok || y < ncaafbFirstCFBD || y > ncaafbSeason2025 {
			return fmt.Errorf("bad season %q", r.S("season"))
		}
		if y == ncaafbSeason2025 {
			return nil // cfb_schedule_2025.csv has this season
		}
		if !ncaafbFBSConfs[r.S("home_conference")] && !ncaafbFBSConfs[r.S("away_conference")] {
			return nil
		}
		home, away := r.S("home_team"), r.S("away_team")
		hk, ak := l.franchise[home], l.franchise[away]
		if hk == "" && ak == "" {
			return nil
		}
		when, err := time.Parse("2006-01-02 15:04:05-07:00", r.S("start_date"))
		if err != nil {
			return fmt.Errorf("bad start_date %q", r.S("start_date"))
		}
		hs, ok1 := r.I("home_score")
		as, ok2 := r.I("away_score")
		if !ok1 || !ok2 {
			return fmt.Errorf("game %s: no score", r.S("game_id"))
		}
		local, tz := ncaafbLocal(when.UTC(), home == "Hawai'i")
		date := local.Format("2006-01-02")
		l.noteDate(y, date)
		g := dataset.Game{Key: ncaafbLeague + ":" + r.S("game_id"), SeasonKey: ncaafbSeasonKey(y), Date: date,
			StartTime: local.Format("15:04"), TimeZone: tz, HomeKey: hk, AwayKey: ak, HomeName: home, AwayName: away,
			HomeScore: dataset.IntPtr(hs), AwayScore: dataset.IntPtr(as), Status: dataset.StatusFinal, Neutral: r.S("neutral_site") == "true",
			GameType: dataset.TypeRegular, Week: r.S("week"), VenueKey: l.venueFrom(r.S("venue"), ncaafbDir+ncaafbSrcCFBD+".gz"),
			Source: ncaafbDir + ncaafbSrcCFBD + ".gz"}
		switch r.S("season_type") {
		case "regular":
		case "postseason":
			g.GameType, g.Week = dataset.TypePlayoff, "Postseason"
		default:
			return fmt.Errorf("unknown season_type %q", r.S("season_type"))
		}
		l.games = append(l.games, g)
		return nil
	})
}
