package nhl

// NHL 2025-26 playoffs after the shipped schedule stops (2026-05-16): the
// second round's game 7, both conference finals and the Stanley Cup Final,
// read from the series lists of the NHL's game files (fastRhockey), and the
// Final's player lines (same columns as the 2018-26 player box, read with
// it). The list repeats the six earlier games of one series: those stay
// from the schedule, and any difference from it is recorded.

import (
	"fmt"
	"strconv"

	"github.com/almanac-sports/almanac/internal/ingest/source"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const (
	nhlSrcFastrPlayoffs2026 = "fastrhockey_nhl_playoff_games_2026_0506_to_0614.csv"
	nhlSrcFastrBox2026      = "fastrhockey_nhl_player_box_2026_stanley_cup_final.csv"
)

func (l *nhlLoad) readPlayoffs2026() error {
	t, err := source.ReadTable(l.fsys, nhlDir+nhlSrcFastrPlayoffs2026)
	if err != nil {
		return err
	}
	return t.Each(func(r source.Row) error {
		id := r.S("game_id")
		fs, ok := r.I("season")
		if len(id) != 10 || id[4:6] != "03" || r.S("game_type") != "P" || !ok {
			return fmt.Errorf("game %q: not a playoff game (type %q, season %q)", id, r.S("game_type"), r.S("season"))
		}
		year := fs / 10000
		if strconv.Itoa(year) != id[:4] {
			return fmt.Errorf("game %s: season %d", id, fs)
		}
		home, away, hs, as, err := l.fastrTeamsScore(r, year)
		if err != nil {
			return err
		}
		if hs == as {
			return fmt.Errorf("game %s: a tie", id)
		}
		g := dataset.Game{Key: "nhl:" + id, SeasonKey: nhlSeasonKey("nhl", year), Date: r.S("game_date_local"),
			StartTime: nhlEastern(r.S("start_time_utc")), TimeZone: "America/New_York",
			HomeKey: home.Key, AwayKey: away.Key, HomeName: home.Name, AwayName: away.Name,
			HomeScore: dataset.IntPtr(hs), AwayScore: dataset.IntPtr(as), Status: dataset.StatusFinal, Source: nhlDir + nhlSrcFastrPlayoffs2026 + ".gz"}
		g.GameType, g.Week = nhlRound(id, "P")
		if g.StartTime == "" {
			g.TimeZone = ""
		}
		switch r.S("last_period_type") {
		case "REG":
		case "OT":
			g.Overtime = "OT"
			if n, ok := r.I("ot_periods"); ok && n > 1 {
				g.Overtime = strconv.Itoa(n) + "OT"
			}
		default:
			return fmt.Errorf("game %s: last period %q", id, r.S("last_period_type"))
		}
		if i, ok := l.gameIdx[g.Key]; ok {
			l.comparePlayoffGame(l.ds.Games[i], g)
			return nil
		}
		return l.addGame(g)
	})
}

// comparePlayoffGame records where the series list and the schedule give a
// game differently (the schedule's row is kept).
func (l *nhlLoad) comparePlayoffGame(kept, other dataset.Game) {
	subj := fmt.Sprintf("%s %s at %s (%s)", kept.Date, kept.AwayName, kept.HomeName, kept.Key)
	score := func(g dataset.Game) string {
		if g.HomeScore == nil || g.AwayScore == nil {
			return ""
		}
		return fmt.Sprintf("%s %d, %s %d", g.AwayKey, *g.AwayScore, g.HomeKey, *g.HomeScore)
	}
	for _, f := range [][3]string{{"date", kept.Date, other.Date}, {"score", score(kept), score(other)}} {
		if f[1] != f[2] {
			l.ds.Disagreements = append(l.ds.Disagreements, dataset.Disagreement{Subject: subj, Field: f[0],
				KeptSource: kept.Source, KeptValue: f[1], OtherSource: other.Source, OtherValue: f[2]})
		}
	}
}
