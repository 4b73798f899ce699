package nfl

import (
	"fmt"
	"log/slog"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// nflverse games 2020-2025 (football/nflverse_games_2020_2025.tsv): the
// original nflverse games table, which goes on where games.csv stops (2025
// week 15) through the playoffs and Super Bowl LX. Its team codes are the
// nflverse originals (LV, LA), so a game is matched to games.csv on season,
// week and the two franchises, never on game_id. A matched game keeps its
// games.csv row; the nflverse row only fills a missing score. Unmatched games
// are added under games.csv's id convention, so nothing is doubled.

const (
	nflSrcNflverse   = "nflverse_games_2020_2025.tsv"
	nflFirstNflverse = 2020
)

// nflWeekLabel is the Week of a game from its nflverse game_type and week.
func nflWeekLabel(gameType, week string) (label, typ string, err error) {
	switch gameType {
	case "REG":
		if _, err := strconv.Atoi(week); err != nil {
			return "", "", fmt.Errorf("bad week %q", week)
		}
		return week, dataset.TypeRegular, nil
	case "WC", "DIV", "CON":
		return nflGameTypeWeek[gameType], dataset.TypePlayoff, nil
	case "SB":
		return nflGameTypeWeek[gameType], dataset.TypeChampionship, nil
	}
	return "", "", fmt.Errorf("unknown game_type %q", gameType)
}

func nflMatchKey(year int, week, a, b string) string {
	if a > b {
		a, b = b, a
	}
	return strconv.Itoa(year) + "|" + week + "|" + a + "|" + b
}

func (l *nflLoader) readNflverse() error {
	t, err := source.ReadTable(l.fsys, nflDir+nflSrcNflverse)
	if err != nil {
		return err
	}
	byMatch := map[string]int{}
	for i, g := range l.games {
		if y := l.info[i].Year; y >= nflFirstNflverse {
			byMatch[nflMatchKey(y, g.Week, g.HomeKey, g.AwayKey)] = i
		}
	}
	seen := map[string]bool{}
	filled, added := 0, 0
	err = t.Each(func(r source.Row) error {
		year, ok := r.I("season")
		if !ok || year < nflFirstNflverse {
			return fmt.Errorf("bad season %q", r.S("season"))
		}
		home, err := l.code("nflverse", r.S("home_team"))
		if err != nil {
			return err
		}
		away, err := l.code("nflverse", r.S("away_team"))
		if err != nil {
			return err
		}
		week, typ, err := nflWeekLabel(r.S("game_type"), r.S("week"))
		if err != nil {
			return err
		}
		mk := nflMatchKey(year, week, home, away)
		if seen[mk] {
			return fmt.Errorf("game %s listed twice", r.S("game_id"))
		}
		seen[mk] = true
		hs, ok1 := r.I("home_score")
		as, ok2 := r.I("away_score")
		if i, ok := byMatch[mk]; ok {
			g := &l.games[i]
			// The referee of a game games.csv does not name.
			if ref := r.S("referee"); ref != "" && l.info[i].Referee == "" {
				l.info[i].Referee, l.info[i].RefereeSource = ref, nflSrcNflverse
			}
			if g.HomeScore != nil || !ok1 || !ok2 {
				return nil
			}
			if g.HomeKey != home { // same meeting listed with home and away swapped
				hs, as = as, hs
			}
			g.HomeScore, g.AwayScore, g.Status = dataset.IntPtr(hs), dataset.IntPtr(as), dataset.StatusFinal
			if ot, _ := r.I("overtime"); ot > 0 {
				g.Overtime = "OT"
			}
			g.Notes = "Score from " + nflSrcNflverse
			filled++
			return nil
		}
		sk, err := l.gameSeason(home, away, year)
		if err != nil {
			return err
		}
		wk, _ := r.I("week")
		id := fmt.Sprintf("%d_%02d_%s_%s", year, wk, strings.TrimPrefix(away, "nfl:"), strings.TrimPrefix(home, "nfl:"))
		g := dataset.Game{Key: "nfl:" + id, SeasonKey: sk, Date: r.S("gameday"), StartTime: r.S("gametime"),
			HomeKey: home, AwayKey: away, HomeName: l.eraName(home, year), AwayName: l.eraName(away, year),
			Neutral: r.S("location") == "Neutral", GameType: typ, Week: week, VenueKey: l.venue(r.S("stadium")),
			Status: dataset.StatusScheduled, Source: nflSrcNflverse}
		if g.StartTime != "" {
			g.TimeZone = nflEastern // nflverse gametime is Eastern time
		}
		if ok1 && ok2 {
			g.HomeScore, g.AwayScore, g.Status = dataset.IntPtr(hs), dataset.IntPtr(as), dataset.StatusFinal
			if ot, _ := r.I("overtime"); ot > 0 {
				g.Overtime = "OT"
			}
		}
		added++
		return l.addGame(g, nflGameInfo{Year: year, HomeCoach: r.S("home_coach"), AwayCoach: r.S("away_coach"),
			Referee: r.S("referee"), RefereeSource: nflSrcNflverse})
	})
	if err != nil {
		return err
	}
	slog.Debug("nflverse games merged", "scores_filled", filled, "added", added)
	return nil
}
