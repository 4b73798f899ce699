package ingest

import (
	"fmt"
	"sort"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// nbaPlayoffField is the playoff team count since 1983-84: a season whose
// playoff games (play-in games aside) name this many teams has them all.
const nbaPlayoffField = 16

// playoffTeams sets each team-season's playoff flag from the playoff games
// where a season's games name the whole field: those teams made the
// playoffs, and a play-in team that lost is not a playoff team. The Team
// Summaries file flags the 2024-25 play-in losers (20 teams) as playoff
// teams: the games win, and `almanac check` lists each difference.
func (l *nbaLoader) playoffTeams() error {
	played := map[string]map[string]bool{} // season key -> franchise keys
	for _, g := range l.ds.Games {
		if g.GameType != TypePlayoff || g.Week == "Play-In" {
			continue
		}
		if played[g.SeasonKey] == nil {
			played[g.SeasonKey] = map[string]bool{}
		}
		played[g.SeasonKey][g.HomeKey], played[g.SeasonKey][g.AwayKey] = true, true
	}
	var diffs []dataset.Disagreement
	for i := range l.ds.TeamSeasons {
		ts := &l.ds.TeamSeasons[i]
		teams := played[ts.SeasonKey]
		s := l.seasons[ts.SeasonKey]
		if len(teams) != nbaPlayoffField || s == nil || s.LeagueKey != "nba" {
			continue
		}
		if in := teams[ts.FranchiseKey]; in != ts.MadePlayoffs {
			diffs = append(diffs, dataset.Disagreement{
				Subject: fmt.Sprintf("%s %d-%02d", ts.Name, s.EndYear-1, s.EndYear%100), Field: "made_playoffs",
				KeptSource: "playoff games", KeptValue: fmt.Sprint(in), OtherSource: ts.Source, OtherValue: fmt.Sprint(ts.MadePlayoffs)})
			ts.MadePlayoffs = in
		}
	}
	sort.Slice(diffs, func(i, j int) bool { return diffs[i].Subject < diffs[j].Subject })
	l.ds.Disagreements = append(l.ds.Disagreements, diffs...)
	return nil
}
