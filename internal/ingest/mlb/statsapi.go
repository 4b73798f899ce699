package mlb

// MLB games of the season in progress from the MLB Stats API schedule
// (kurimareiji_mlb_games_2026.json.gz, a snapshot of 2026-08-22): the
// completed games only (Final or Completed Early; the snapshot's
// "Scheduled" games are past by now and their results unknown, so they are
// not shown as upcoming). Teams are named by club name only; they are
// matched to the carried-forward team-seasons by full name.

import (
	"fmt"
	"sort"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
)

const mlbSrcStatsAPI = "kurimareiji_mlb_games_2026.json.gz"

type mlbStatsAPIFile struct {
	Season string `json:"season"`
	Teams  []struct {
		Name     string `json:"name"`
		ClubName string `json:"clubName"`
	} `json:"teams"`
	Games []struct {
		GamePk       int    `json:"gamePk"`
		OfficialDate string `json:"officialDate"`
		Status       string `json:"status"`
		GameNumber   int    `json:"gameNumber"`
		Teams        struct {
			Away, Home struct {
				Team  string `json:"team"`
				Score *int   `json:"score"`
			}
		} `json:"teams"`
	} `json:"games"`
}

func (b *mlbBuild) mlbStatsAPIGames() error {
	var f mlbStatsAPIFile
	if err := source.ReadJSONGz(b.fsys, mlbDir+mlbSrcStatsAPI, &f); err != nil {
		return err
	}
	y := b.teams.lastYear + 1
	if f.Season != fmt.Sprint(y) {
		return fmt.Errorf("%s: season %q, want %d", mlbSrcStatsAPI, f.Season, y)
	}
	completed := 0
	for _, g := range f.Games {
		if g.Status == "Final" || g.Status == "Completed Early" {
			completed++
		}
	}
	if completed == 0 {
		return nil // nothing played yet: no season to show
	}
	b.carryForward(y, nil)
	club := map[string]*mlbTeam{}
	for _, t := range f.Teams {
		for _, tm := range b.teams.list {
			// Lahman's "Los Angeles Angels of Anaheim" is MLB's "Los Angeles Angels".
			if tm.Year == y && (tm.Name == t.Name || strings.HasPrefix(tm.Name, t.Name+" ")) {
				club[t.ClubName] = tm
			}
		}
		if club[t.ClubName] == nil {
			return fmt.Errorf("%s: team %q matches no %d team-season", mlbSrcStatsAPI, t.Name, y-1)
		}
		// The season's own name: MLB's "Los Angeles Angels", where Lahman's
		// (carried forward) is "Los Angeles Angels of Anaheim".
		club[t.ClubName].Name = t.Name
	}
	final := map[int]int{} // gamePk -> index of its completed entry
	scheduled := map[string]map[int]bool{}
	for _, g := range f.Games {
		for _, c := range []string{g.Teams.Home.Team, g.Teams.Away.Team} {
			if scheduled[c] == nil {
				scheduled[c] = map[int]bool{}
			}
			scheduled[c][g.GamePk] = true
		}
	}
	var per []int
	for _, m := range scheduled {
		per = append(per, len(m))
	}
	b.scheduledGames = map[int]int{y: mlbMode(per)}
	for i, g := range f.Games {
		if g.Status == "Final" || g.Status == "Completed Early" {
			if j, dup := final[g.GamePk]; dup {
				// A suspended game is listed on its start and on its resumption
				// with the same result: one game.
				o := f.Games[j]
				if o.Teams.Home.Team != g.Teams.Home.Team || o.Teams.Away.Team != g.Teams.Away.Team ||
					o.Teams.Home.Score == nil || g.Teams.Home.Score == nil || *o.Teams.Home.Score != *g.Teams.Home.Score ||
					o.Teams.Away.Score == nil || g.Teams.Away.Score == nil || *o.Teams.Away.Score != *g.Teams.Away.Score {
					return fmt.Errorf("%s: game %d listed twice with different results", mlbSrcStatsAPI, g.GamePk)
				}
				continue
			}
			final[g.GamePk] = i
		}
	}
	pks := make([]int, 0, len(final))
	perDay := map[string]int{} // date|home club -> completed games (doubleheaders)
	for pk, i := range final {
		pks = append(pks, pk)
		perDay[f.Games[i].OfficialDate+"|"+f.Games[i].Teams.Home.Team]++
	}
	sort.Ints(pks)
	for _, pk := range pks {
		g := f.Games[final[pk]]
		h, a := club[g.Teams.Home.Team], club[g.Teams.Away.Team]
		d := g.OfficialDate
		if h == nil || a == nil || g.Teams.Home.Score == nil || g.Teams.Away.Score == nil || len(d) != 10 {
			return fmt.Errorf("%s: game %d: unknown team, no score or bad date", mlbSrcStatsAPI, pk)
		}
		num := 0 // Retrosheet numbering: 0 = single game, 1/2 = doubleheader
		if perDay[d+"|"+g.Teams.Home.Team] > 1 {
			num = max(g.GameNumber, 1)
		}
		x := mlbGame{GID: fmt.Sprintf("%s%s%s%s%d", h.Retro, d[:4], d[5:7], d[8:10], num), Date: d, Num: num,
			Home: h, Away: a, HomeRuns: *g.Teams.Home.Score, AwayRuns: *g.Teams.Away.Score, Src: mlbSrcStatsAPI}
		b.recent = append(b.recent, x)
		b.countRecord(&b.recent[len(b.recent)-1])
	}
	return nil
}
