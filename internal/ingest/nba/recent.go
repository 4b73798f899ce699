package nba

// NBA seasons after the older game files:
//   - nbacom_team_gamelogs_2017_18_to_2024_25.csv: NBA.com team game logs,
//     two rows per game. They fill the 2020-21 and 2022-23 .. 2024-25
//     regular seasons and the 2025 playoffs; games already imported from
//     an older file (same date, home and away team) are skipped.
//   - nbatracker_season_2025_26_final.json: the 2025-26 season (regular
//     season, play-in, playoffs) and its final standings. It is the only
//     source for the 2025-26 playoffs, so their results name it.
//   - nbacom_team_gamelogs_2025_26_regular_season.csv: the 2025-26 regular
//     season again (same layout as the older game logs): a game the tracker
//     has (same date and teams, either side home: 5 neutral-site games have
//     "@" in both rows) is not added again; its score is compared and, when
//     equal, the game no longer reads "single source".
// The 2025 and 2026 Finals are derived from the round-4 games.

import (
	"fmt"
	"sort"
	"strconv"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const (
	nbaSrcGamelogs     = "nbacom_team_gamelogs_2017_18_to_2024_25.csv"
	nbaSrcGamelogs2026 = "nbacom_team_gamelogs_2025_26_regular_season.csv"
	nbaSrcTracker      = "nbatracker_season_2025_26_final.json.gz"
	// nbaTrackerNote is what a game or result only the tracker gives says;
	// pages show notes as written, so it names the publisher, not the file.
	nbaTrackerNote = "Single source: NBA Tracker"
	nbaTrackerYear = 2026 // season end year of the tracker file
)

func (l *nbaLoader) loadRecentGames() error {
	if err := l.loadGamelogs(); err != nil {
		return err
	}
	if err := l.loadTracker(); err != nil {
		return err
	}
	t, err := source.ReadTable(l.fsys, nbaDir+nbaSrcGamelogs2026)
	if err != nil {
		return err
	}
	l.Gamelogs2026Confirmed, err = l.addNBAComGames(t, 5, nbaSrcGamelogs2026+".gz", nil)
	return err
}

func (l *nbaLoader) loadGamelogs() error {
	t, err := source.ReadTable(l.fsys, nbaDir+nbaSrcGamelogs)
	if err != nil {
		return err
	}
	// MIN is team minutes: 240 in regulation, +25 per overtime.
	_, err = l.addNBAComGames(t, 5, nbaSrcGamelogs+".gz", nil)
	return err
}

// nbaTracker is the nba-tracker season file.
type nbaTracker struct {
	Season string `json:"season"`
	Teams  []struct {
		Tricode      string `json:"tricode"`
		Wins, Losses int
	} `json:"teams"`
	Games []struct {
		GameID      string `json:"gameId"`
		GameDate    string `json:"gameDate"`
		HomeTricode string `json:"homeTricode"`
		AwayTricode string `json:"awayTricode"`
		HomeScore   *int   `json:"homeScore"`
		AwayScore   *int   `json:"awayScore"`
	} `json:"finishedGames"`
}

// nbaTrackerType maps the NBA.com game id prefix to a game type; preseason,
// All-Star and the NBA Cup final (not counted in the standings) are skipped.
var nbaTrackerType = map[string]string{"002": dataset.TypeRegular, "004": dataset.TypePlayoff, "005": dataset.TypePlayoff}

func (l *nbaLoader) loadTracker() error {
	var tr nbaTracker
	if err := source.ReadJSONGz(l.fsys, nbaDir+nbaSrcTracker, &tr); err != nil {
		return err
	}
	if tr.Season != "2025-26" {
		return fmt.Errorf("%s: season %q, want 2025-26", nbaSrcTracker, tr.Season)
	}
	for i, x := range tr.Games {
		typ, ok := nbaTrackerType[x.GameID[:min(3, len(x.GameID))]]
		if !ok {
			continue
		}
		if len(x.GameID) != 10 || x.HomeScore == nil || x.AwayScore == nil || len(x.GameDate) < 10 {
			return fmt.Errorf("%s: game %d (%q): bad id, date or score", nbaSrcTracker, i+1, x.GameID)
		}
		ss := []nbaPlayoffSide{
			{code: x.HomeTricode, matchup: x.HomeTricode + " vs. " + x.AwayTricode, date: x.GameDate[:10], pts: *x.HomeScore},
			{code: x.AwayTricode, matchup: x.AwayTricode + " @ " + x.HomeTricode, date: x.GameDate[:10], pts: *x.AwayScore},
		}
		g, err := l.nbaComGame(x.GameID, ss, nbaSrcTracker)
		if err != nil {
			return fmt.Errorf("%s: %w", nbaSrcTracker, err)
		}
		if typ == dataset.TypePlayoff && x.GameID[:3] == "005" {
			g.GameType, g.Week = dataset.TypePlayoff, "Play-In"
		}
		g.Notes = nbaTrackerNote
		if err := l.addGame(g); err != nil {
			return err
		}
	}
	// Final standings replace the Team Summaries snapshot of 2025-26.
	for _, x := range tr.Teams {
		code, err := l.brefFromNBACom(x.Tricode, nbaTrackerYear)
		if err != nil {
			return fmt.Errorf("%s: %w", nbaSrcTracker, err)
		}
		fr, _ := l.franchiseOf(code)
		sk, err := l.seasonKeyFor(code, nbaTrackerYear)
		if err != nil {
			return fmt.Errorf("%s: %w", nbaSrcTracker, err)
		}
		ts := l.teamSeason(fr, sk)
		if ts == nil {
			return fmt.Errorf("%s: no team season %s %s", nbaSrcTracker, fr, sk)
		}
		ts.Wins, ts.Losses, ts.HasRecord, ts.Source = x.Wins, x.Losses, true, nbaSrcTracker+" (final standings; single source)"
	}
	for _, g := range l.ds.Games {
		if g.Source == nbaSrcTracker && len(g.Key) == 14 && g.Key[4:7] == "004" {
			for _, fr := range []string{g.HomeKey, g.AwayKey} {
				if ts := l.teamSeason(fr, g.SeasonKey); ts != nil {
					ts.MadePlayoffs = true
				}
			}
		}
	}
	return nil
}

// loadRecentFinals derives the Finals of the seasons after
// nba_finals_derived.csv from the round-4 playoff games (NBA.com game ids:
// 8th digit = round).
func (l *nbaLoader) loadRecentFinals(have map[int]bool) error {
	byYear := map[int][]int{}
	for i, g := range l.ds.Games {
		if len(g.Key) != 14 || g.Key[4:7] != "004" || g.Key[11] != '4' {
			continue
		}
		y := 2000 + int(g.Key[7]-'0')*10 + int(g.Key[8]-'0') + 1
		if !have[y] {
			byYear[y] = append(byYear[y], i)
		}
	}
	var years []int
	for y := range byYear {
		years = append(years, y)
	}
	sort.Ints(years)
	for _, y := range years {
		idx := byYear[y]
		sort.Slice(idx, func(a, b int) bool { return l.ds.Games[idx[a]].Key < l.ds.Games[idx[b]].Key })
		wins := map[string]int{}
		for _, i := range idx {
			g := &l.ds.Games[i]
			g.GameType, g.Week = dataset.TypeChampionship, "Finals"
			if *g.HomeScore > *g.AwayScore {
				wins[g.HomeKey]++
			} else {
				wins[g.AwayKey]++
			}
		}
		last := l.ds.Games[idx[len(idx)-1]]
		w, r := last.HomeKey, last.AwayKey
		ws, rs := *last.HomeScore, *last.AwayScore
		if rs > ws {
			w, r, ws, rs = r, w, rs, ws
		}
		if wins[w] != 4 {
			continue // the series was not finished in the file
		}
		name := func(fr string) string {
			if fr == last.HomeKey {
				return last.HomeName
			}
			return last.AwayName
		}
		res := dataset.ChampionshipResult{ChampionshipKey: "nba-finals", SeasonKey: last.SeasonKey, Year: y, WinnerKey: w,
			WinnerName: name(w), RunnerUpKey: r, RunnerUpName: name(r), WinnerScore: dataset.IntPtr(ws), RunnerUpScore: dataset.IntPtr(rs),
			SeriesResult: strconv.Itoa(wins[w]) + "-" + strconv.Itoa(wins[r]), Date: last.Date, GameKey: last.Key,
			Source: last.Source}
		if last.Source == nbaSrcTracker {
			res.Notes = nbaTrackerNote + " (no second file confirms this result)"
		}
		l.ds.ChampionshipResults = append(l.ds.ChampionshipResults, res)
		l.seasons[last.SeasonKey].ChampionKey = w
		l.seasons[last.SeasonKey].PlayoffsEnd = last.Date
	}
	return nil
}
