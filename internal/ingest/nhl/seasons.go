package nhl

import (
	"sort"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// NHL team-seasons and the seasons' finishing touches.

func (l *nhlLoad) buildTeamSeasons() error {
	games := map[string][]int{}
	for _, t := range l.teams {
		s := l.season(t.Lg, t.Year)
		if t.HasRecord {
			games[s.Key] = append(games[s.Key], t.G)
		}
		ts := dataset.TeamSeason{FranchiseKey: l.x.franchKey[t.FranchID], SeasonKey: s.Key, Name: t.Name, Abbrev: t.TmID,
			Wins: t.W, Losses: t.L, Ties: t.T, OTLosses: t.OTL, HasRecord: t.HasRecord,
			MadePlayoffs: t.Playoff != "", Source: "hockey/" + nhlSrcTeams}
		if t.Conf != "" {
			ts.ConferenceKey = nhlConfKey(t.Lg, t.Conf)
		}
		if t.Div != "" {
			ts.DivisionKey = nhlDivKey(t.Lg, t.Conf, t.Div)
		}
		ts.HeadCoach = l.headCoach[nhlTmKey{t.Year, t.TmID}]
		l.ds.TeamSeasons = append(l.ds.TeamSeasons, ts)
	}
	for k, g := range games {
		l.seasons[k].RegularSeasonGames = nhlModeGames(g)
	}
	// 2018-19 .. 2024-25 seasons exist even where no standings do.
	for y := nhlLastDatabank + 1; y <= nhlCurrentYear; y++ {
		l.season("nhl", y)
	}
	return nil
}

// nhlModeGames is the most common per-team game count, when at least 3 in 4
// teams share it (else 0 = unknown: curtailed or uneven seasons).
func nhlModeGames(g []int) int {
	if len(g) == 0 {
		return 0
	}
	c := map[int]int{}
	best := 0
	for _, v := range g {
		c[v]++
	}
	for v, n := range c {
		if n > c[best] || (n == c[best] && v > best) {
			best = v
		}
	}
	if c[best]*4 < len(g)*3 {
		return 0
	}
	return best
}

func (l *nhlLoad) finishSeasons() error {
	// Dates from the games.
	type rng struct{ first, lastReg, lastPost string }
	r := map[string]*rng{}
	for _, g := range l.ds.Games {
		x := r[g.SeasonKey]
		if x == nil {
			x = &rng{}
			r[g.SeasonKey] = x
		}
		if x.first == "" || g.Date < x.first {
			x.first = g.Date
		}
		if g.GameType == dataset.TypeRegular {
			if g.Date > x.lastReg {
				x.lastReg = g.Date
			}
		} else if g.Date > x.lastPost {
			x.lastPost = g.Date
		}
	}
	for k, x := range r {
		s := l.seasons[k]
		s.StartDate = x.first
		if x.lastPost != "" { // regular season known complete only once the playoffs are in the file
			s.EndDate = x.lastReg
			s.PlayoffsEnd = x.lastPost
		}
	}
	order := map[string]int{}
	for i, lg := range nhlLeagues {
		order[lg.Key] = i
	}
	keys := source.SortedKeys(l.seasons)
	sort.SliceStable(keys, func(i, j int) bool {
		a, b := l.seasons[keys[i]], l.seasons[keys[j]]
		if order[a.LeagueKey] != order[b.LeagueKey] {
			return order[a.LeagueKey] < order[b.LeagueKey]
		}
		return a.StartYear < b.StartYear
	})
	for _, k := range keys {
		l.ds.Seasons = append(l.ds.Seasons, *l.seasons[k])
	}
	return nil
}
