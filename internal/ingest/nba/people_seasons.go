package nba

import (
	"fmt"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

var nbaTotalsStats = []struct{ col, name string }{
	{"g", "games_played"}, {"gs", "games_started"}, {"mp", "minutes"},
	{"fg", "field_goals_made"}, {"fga", "field_goals_attempted"}, {"fg_percent", "field_goal_percentage"},
	{"x3p", "three_pointers_made"}, {"x3pa", "three_pointers_attempted"}, {"x3p_percent", "three_point_percentage"},
	{"x2p", "two_pointers_made"}, {"x2pa", "two_pointers_attempted"}, {"x2p_percent", "two_point_percentage"},
	{"e_fg_percent", "effective_field_goal_percentage"},
	{"ft", "free_throws_made"}, {"fta", "free_throws_attempted"}, {"ft_percent", "free_throw_percentage"},
	{"orb", "offensive_rebounds"}, {"drb", "defensive_rebounds"}, {"trb", "rebounds"},
	{"ast", "assists"}, {"stl", "steals"}, {"blk", "blocks"}, {"tov", "turnovers"}, {"pf", "personal_fouls"}, {"pts", "points"},
}

// nbaMultiTeam: rows that total a season over several teams.
func nbaMultiTeam(code string) bool {
	return code == "TOT" || (len(code) == 3 && code[0] >= '2' && code[0] <= '9' && code[1:] == "TM")
}

// loadPlayerSeasons: stats from Player Totals (1947-2021), then points,
// games, minutes, FGA and FTA from the BRef totals file (2022-2026) with
// NBA.com per-game figures and pbpstats totals on top; roster entries from
// Player Season Info and the later totals rows.
func (l *nbaLoader) loadPlayerSeasons() error {
	numToSlug, err := l.playerIDMap()
	if err != nil {
		return err
	}
	lastTotals := 0
	ptIx := map[string][]int{} // nbaTeamKey and nbaStatKey -> Player Totals seasons
	if err := l.totals.Each(func(r source.Row) error {
		s, ok := numToSlug[r.S("player_id")]
		if !ok {
			l.UnmatchedTotals++
			return nil
		}
		y, _ := r.I("season")
		if y > lastTotals {
			lastTotals = y
		}
		ps, err := l.playerSeason("nba:"+s, r.S("lg"), y, r.S("tm"), r.S("pos"), "Player Totals.csv")
		if err != nil {
			return err
		}
		k := nbaTeamKey(r.S("player"), y, r.S("tm"))
		ptIx[k] = append(ptIx[k], len(l.ds.PlayerSeasons))

		for _, st := range nbaTotalsStats {
			if v, ok := r.F(st.col); ok {
				ps.Stats[st.name] = v
			}
		}
		k = nbaStatKey(y, r.S("tm"), ps.Stats)
		ptIx[k] = append(ptIx[k], len(l.ds.PlayerSeasons))
		l.ds.PlayerSeasons = append(l.ds.PlayerSeasons, ps)
		return nil
	}); err != nil {
		return err
	}
	if err := l.loadBRefTotals(lastTotals, ptIx); err != nil {
		return err
	}
	if err := l.addNBAComPlayerStats(); err != nil {
		return err
	}
	if err := l.addPBPStats(); err != nil {
		return err
	}
	seen := map[string]bool{}
	if err := l.seasonInfo.Each(func(r source.Row) error {
		code := r.S("team")
		if nbaMultiTeam(code) {
			return nil
		}
		y, _ := r.I("season")
		fr, err := l.franchiseOf(code)
		if err != nil {
			return err
		}
		pk := "nba:" + r.S("player_id")
		if _, ok := l.people[pk]; !ok {
			return fmt.Errorf("roster: unknown player %s", pk)
		}
		sk := nbaSeasonKey(r.S("lg"), y)
		k := pk + "|" + fr + "|" + sk
		if seen[k] {
			return nil
		}
		seen[k] = true
		l.ds.Roster = append(l.ds.Roster, dataset.RosterEntry{PersonKey: pk, FranchiseKey: fr, SeasonKey: sk, Position: r.S("pos"), Source: "Player Season Info.csv"})
		return nil
	}); err != nil {
		return err
	}
	// Team rows of the later totals add the players Player Season Info (a
	// 2025-26 snapshot) does not list.
	for _, i := range l.rosterFromTotals {
		ps := l.ds.PlayerSeasons[i]
		k := ps.PersonKey + "|" + ps.FranchiseKey + "|" + ps.SeasonKey
		if ps.FranchiseKey == "" || seen[k] {
			continue
		}
		seen[k] = true
		l.ds.Roster = append(l.ds.Roster, dataset.RosterEntry{PersonKey: ps.PersonKey, FranchiseKey: ps.FranchiseKey, SeasonKey: ps.SeasonKey,
			Position: ps.Position, Source: ps.Source})
	}
	return nil
}

func (l *nbaLoader) playerSeason(pk, lg string, y int, code, pos, src string) (dataset.PlayerSeason, error) {
	if _, ok := l.people[pk]; !ok {
		return dataset.PlayerSeason{}, fmt.Errorf("%s: unknown player %s", src, pk)
	}
	ps := dataset.PlayerSeason{PersonKey: pk, SeasonKey: nbaSeasonKey(lg, y), TeamAbbrev: code, Position: pos, Stats: map[string]float64{}, Source: src}
	if nbaMultiTeam(code) {
		ps.TeamAbbrev = "TOT" // season total over several teams ("2TM" in newer files)
	} else {
		fr, err := l.franchiseOf(code)
		if err != nil {
			return ps, err
		}
		ps.FranchiseKey = fr
	}
	if _, ok := l.seasons[ps.SeasonKey]; !ok {
		return ps, fmt.Errorf("%s: unknown season %s", src, ps.SeasonKey)
	}
	return ps, nil
}
