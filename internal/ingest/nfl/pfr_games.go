package nfl

import (
	"strconv"

	"github.com/almanac-sports/almanac/internal/ingest/source"
)

// Games from the PFR rosters of 2010-2021. Their pages list every player
// who took part in a game for the team that season, with games (G), starts
// (GS) and approximate value (AV); from 2010 the people and roster entries
// are nflverse's, so these rows only give figures: G over the weekly files'
// count (weeks with an offensive line, not games played: a lineman has
// none). A player on an nflverse roster whom no PFR roster of that season
// lists played no game that season (Peyton Manning 2011, injured): 0 games,
// starts and approximate value, a season the data covers, not a missing
// one. The 2022 file is a snapshot without G and 2023's was saved after
// week 1, so neither says so.
const (
	nflFirstPFRGames = 2010
	nflLastPFRGames  = 2021
)

// readPFRGames adds the PFR roster figures of 2010-2021 and the seasons of
// no game.
func (l *nflLoader) readPFRGames(s *nflSeasonSet) error {
	if !l.pfrRostersRead {
		return nil
	}
	src := nflDir + nflSrcPFRRosters + ".gz"
	played := map[string]bool{} // person|year with a PFR row
	// Streamed a second time rather than held since readPFRRosters: the
	// whole table's records are ~37 MB of the loader's peak.
	err := source.EachStream(l.fsys, nflDir+nflSrcPFRRosters, func(r source.Row) error {
		y, _ := r.I("season")
		if y < nflFirstPFRGames || y > nflLastPFRGames {
			return nil
		}
		person := l.pfrToKey[r.S("Player-additional")]
		if person == "" || s.people[person] == nil {
			// Every player of these seasons is on an nflverse roster: an id
			// joined to none is a join the data cannot make, not a new person.
			l.pfrGamesUnjoined++
			return nil
		}
		fr, err := l.code("pfr", r.S("team_code"))
		if err != nil {
			return err
		}
		st, err := nflPFRRosterStats(r)
		if err != nil {
			return err
		}
		played[person+"|"+strconv.Itoa(y)] = true
		s.add(&nflContrib{person: person, year: y, fr: fr, rank: nflRankPFRGames, src: src, stats: st})
		return nil
	})
	if err != nil {
		return err
	}
	for _, e := range l.ds.Roster {
		y := nflYearOf(e.SeasonKey)
		if y < nflFirstPFRGames || y > nflLastPFRGames || played[e.PersonKey+"|"+strconv.Itoa(y)] {
			continue
		}
		s.add(&nflContrib{person: e.PersonKey, year: y, fr: e.FranchiseKey, rank: nflRankNoGames, src: e.Source, pos: e.Position,
			stats: map[string]float64{"games_played": 0, "games_started": 0, "approximate_value": 0}})
	}
	return nil
}
