package mlb

// MLB league-seasons, team-seasons and World Series results.

import (
	"cmp"
	"fmt"
	"sort"
	"strings"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// mlbMode returns the most common value (ties: the larger one), 0 for none.
func mlbMode(vals []int) int {
	count := map[int]int{}
	best, bestN := 0, 0
	for _, v := range vals {
		count[v]++
	}
	for v, n := range count {
		if n > bestN || (n == bestN && v > best) {
			best, bestN = v, n
		}
	}
	return best
}

func (b *mlbBuild) seasons() error {
	type span struct{ start, end, post string }
	spans := map[string]*span{}
	upd := func(key string, g *mlbGame) {
		s := spans[key]
		if s == nil {
			s = &span{}
			spans[key] = s
		}
		if g.Post {
			if g.Date > s.post {
				s.post = g.Date
			}
			return
		}
		if s.start == "" || g.Date < s.start {
			s.start = g.Date
		}
		if g.Date > s.end {
			s.end = g.Date
		}
	}
	for i := range b.games {
		g := &b.games[i]
		upd(g.Home.SeasonKey(), g)
		if g.Away.SeasonKey() != g.Home.SeasonKey() {
			upd(g.Away.SeasonKey(), g)
		}
	}
	type lgYear struct {
		teams []*mlbTeam
	}
	var order []string
	by := map[string]*lgYear{}
	for _, t := range b.teams.list {
		k := t.SeasonKey()
		if by[k] == nil {
			by[k] = &lgYear{}
			order = append(order, k)
		}
		by[k].teams = append(by[k].teams, t)
	}
	for _, k := range order {
		ts := by[k].teams
		t0 := ts[0]
		info := mlbLeagueInfo[t0.LgID]
		s := dataset.Season{Key: k, LeagueKey: info.Key, StartYear: t0.Year, EndYear: t0.Year,
			Name: fmt.Sprintf("%d %s Season", t0.Year, info.Name)}
		var gs []int
		var champs []*mlbTeam
		for _, t := range ts {
			gs = append(gs, t.G)
			if t.LgWin {
				champs = append(champs, t)
			}
		}
		// Scheduled games per team: the most common Teams.G (tie-breaker
		// games make the maximum 163-165 in some seasons).
		s.RegularSeasonGames = mlbMode(gs)
		if n := b.scheduledGames[t0.Year]; n > 0 {
			s.RegularSeasonGames = n // season in progress: the schedule, not the games so far
		}
		if len(champs) == 1 {
			s.ChampionKey = champs[0].FranchKey()
		} else if len(champs) > 1 {
			return fmt.Errorf("Teams.csv: %d pennant winners in %s", len(champs), k)
		}
		if sp := spans[k]; sp != nil {
			s.StartDate, s.EndDate, s.PlayoffsEnd = sp.start, sp.end, sp.post
		}
		b.ds.Seasons = append(b.ds.Seasons, s)
	}
	return nil
}

// teamSeasons: every Lahman team-season keeps its official record, also
// where the Retrosheet game scores give another (forfeits scored as played,
// 1899-1924 research differences): standings show the official total and
// explain the difference (stats.Reconcile).
func (b *mlbBuild) teamSeasons() error {
	for _, t := range b.teams.list {
		ts := dataset.TeamSeason{
			FranchiseKey: t.FranchKey(), SeasonKey: t.SeasonKey(), Name: t.Name, City: t.City, Abbrev: cmp.Or(t.Abbrev, t.BR),
			DivisionKey: mlbDivisionKey(t.LgID, t.Div), Wins: t.W, Losses: t.L, Ties: t.Ties(),
			HasRecord: true, HeadCoach: t.Manager, MadePlayoffs: t.InPost || t.DivWin || t.WCWin,
			Source: "Teams.csv",
		}
		switch {
		case b.scheduledGames[t.Year] > 0:
			ts.Source = mlbSrcStatsAPI + " (games to the snapshot of 2026-08-22)"
		case t.Year > b.teams.lahmanLast:
			ts.Source = mlbSrcGameinfo + ".gz"
		}
		if t.MainPark != "" {
			ts.VenueKey = "mlb:" + t.MainPark
		}
		b.ds.TeamSeasons = append(b.ds.TeamSeasons, ts)
	}
	return nil
}

// ---------------------------------------------------------------------------
// World Series

var mlbWorldSeries = dataset.Championship{
	Key: "world-series", Name: "World Series", OfficialName: "World Series", Trophy: "Commissioner's Trophy",
	Description: "Series between the champions of the American League and the National League, played every year since 1903 except 1904 and 1994.",
	Sport:       dataset.Baseball, Level: dataset.Pro, FirstYear: mlbWSFirst,
}

func (b *mlbBuild) worldSeries() error {
	b.ds.Championships = append(b.ds.Championships, mlbWorldSeries)
	wsGames := map[mlbPair][]*mlbGame{}
	for i := range b.games {
		g := &b.games[i]
		if g.WS {
			p := mlbPairOf(g.Home.Year, g.Home.ID, g.Away.ID)
			wsGames[p] = append(wsGames[p], g)
		}
	}
	mvps := b.wsMVPs()
	for _, s := range b.series {
		if s.Round != "WS" || s.Year < mlbWSFirst {
			continue // 1884-1890 NL-AA series are not modelled (see notes)
		}
		w, l := b.teams.byID[mlbYT{s.Year, s.Winner}], b.teams.byID[mlbYT{s.Year, s.Loser}]
		r := dataset.ChampionshipResult{
			ChampionshipKey: mlbWorldSeries.Key, SeasonKey: w.SeasonKey(), Year: s.Year,
			WinnerKey: w.FranchKey(), WinnerName: w.Name, RunnerUpKey: l.FranchKey(), RunnerUpName: l.Name,
			MVP: strings.Join(mvps[s.Year], ", "), WinningCoach: w.Manager,
			Source: "SeriesPost.csv; " + mlbGameSource + "; AwardsPlayers.csv; Managers.csv",
		}
		if s.Year > b.teams.lahmanLast {
			r.MVP, r.WinningCoach, r.Source = b.recentMVP[s.Year], b.recentManager[s.Year], mlbSrcWS2025
		}
		gs := wsGames[mlbPairOf(s.Year, s.Winner, s.Loser)]
		sort.Slice(gs, func(i, j int) bool {
			if gs[i].Date != gs[j].Date {
				return gs[i].Date < gs[j].Date
			}
			return gs[i].Num < gs[j].Num
		})
		ties := s.Ties
		if len(gs) > 0 {
			var gw, gl, gt int
			for _, g := range gs {
				ws, ls := g.HomeRuns, g.AwayRuns
				if g.Away == w {
					ws, ls = ls, ws
				}
				switch {
				case ws > ls:
					gw++
				case ws < ls:
					gl++
				default:
					gt++
				}
			}
			// SeriesPost does not count the tied games of 1907, 1912 and 1922.
			ties = max(ties, gt)
			if gw != s.Wins || gl != s.Losses {
				return fmt.Errorf("World Series %d: SeriesPost %d-%d but games %d-%d", s.Year, s.Wins, s.Losses, gw, gl)
			}
			last := gs[len(gs)-1]
			ws, ls := last.HomeRuns, last.AwayRuns
			if last.Away == w {
				ws, ls = ls, ws
			}
			r.WinnerScore, r.RunnerUpScore = dataset.IntPtr(ws), dataset.IntPtr(ls)
			r.Date, r.GameKey = last.Date, "mlb:"+last.GID
			if p := b.parks[last.Site]; p != nil {
				r.VenueName, r.City = b.venueName(p.ID), p.City
			}
		}
		r.SeriesResult = fmt.Sprintf("%d-%d", s.Wins, s.Losses)
		if ties > 0 {
			r.SeriesResult += fmt.Sprintf("-%d", ties)
		}
		b.ds.ChampionshipResults = append(b.ds.ChampionshipResults, r)
	}
	return nil
}

// venueName is the name the Venue row carries (curated current name first).
func (b *mlbBuild) venueName(id string) string {
	if o, ok := b.venueOver[id]; ok && o.Name != "" {
		return o.Name
	}
	if p := b.parks[id]; p != nil {
		return p.Name
	}
	return ""
}
