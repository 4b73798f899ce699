package readmodel

import (
	"fmt"
	"slices"
	"time"

	"github.com/almanac-sports/almanac/internal/forecast"
	"github.com/almanac-sports/almanac/internal/odds"
	"github.com/almanac-sports/almanac/internal/readmodel/gameindex"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// buildInput turns the season's games as of asOf into the simulation's
// input: records from the final games before it, the rest of the schedule,
// walk-forward ratings and conferences.
func (s *oddsSeason) buildInput(t *forecast.Table, ix *gameindex.Index, prev *store.StandingsData, games []oddsGame) {
	lead := s.leagues[0]
	sport := lead.SportSlug
	s.otl = gameCountsOTLosses(lead.LeagueAbbrev, sport, lead.StartYear)
	s.ties = sport == "football" || (sport == "hockey" && lead.StartYear < 2005)
	day, _ := time.Parse(time.DateOnly, s.asOf)
	start := t.StartOf(lead.StartYear, int32(day.Unix()/86400))
	in := odds.Input{Format: s.format, Playoffs: s.modelled, HomeEdge: start.HomeEdge, PlayoffMult: start.PlayoffMult, K: start.K,
		Points: sport == "hockey", Runs: s.q.Runs, Seed: oddsSeed(s.q, s.asOf)}
	mlb := lead.LeagueAbbrev == "AL" || lead.LeagueAbbrev == "NL"
	for _, tm := range s.teams {
		conf := tm.ConferenceID.Int64
		if mlb {
			conf = tm.SeasonID // the American and National Leagues play as conferences
		}
		r, ok := start.Ratings[tm.FranchiseID]
		if !ok {
			r = stats.EloMean
		}
		in.Teams = append(in.Teams, odds.Team{ID: tm.FranchiseID, Conference: conf, Division: tm.DivisionID.Int64, Rating: r})
	}
	var done []oddsGame
	for _, g := range games {
		switch {
		case g.date >= s.asOf:
			in.Remaining = append(in.Remaining, odds.Game{Home: g.home, Away: g.away, Neutral: g.neutral})
		case g.final:
			s.count(&in, g)
			done = append(done, g)
		}
	}
	s.left = len(in.Remaining)
	// Tie and overtime-loss rates: this season's so far once it has enough
	// games, else last season's.
	if len(done) < 100 && prev != nil {
		done = s.previousGames(ix, prev)
	}
	in.TieRate, in.OTRate, in.SORate = rates(done, s.ties, s.otl)
	if s.modelled && !mlb {
		s.inferConferences(&in, games)
	}
	s.inventMissing(&in, ix, prev, games)
	if s.modelled {
		s.postPlayed = s.postseasonSoFar(ix, &in)
	}
	s.input = in
}

// count adds a final game to the sides' records and to the results the
// tie-breakers read.
func (s *oddsSeason) count(in *odds.Input, g oddsGame) {
	sg := stats.Game{Home: 1, Away: 2, HomeScore: g.hs, AwayScore: g.as, Overtime: g.ot}
	r := odds.Result{Winner: g.home, Loser: g.away, Overtime: g.ot, Shootout: g.so}
	for side, i := range [2]int{g.home, g.away} {
		t := &in.Teams[i]
		switch stats.OutcomeFor(sg, side == 0, s.otl) {
		case stats.Win:
			t.Wins++
			r.Winner, r.Loser = i, g.home+g.away-i
		case stats.Loss:
			t.Losses++
		case stats.Tie:
			t.Ties++
			r.Tie = true
		case stats.OTLoss:
			t.OTLosses++
			r.OTLoss = true
		}
	}
	in.Results = append(in.Results, r)
	s.played++
}

// rates are the share of games tied, of decided games whose loser got an
// overtime loss (0 where the era has none) and of those that a shootout
// decided.
func rates(games []oddsGame, ties, otl bool) (tie, ot, so float64) {
	var n, tied, overtime, shootout float64
	for _, g := range games {
		n++
		switch {
		case g.hs == g.as:
			tied++
		case g.so:
			shootout++
			overtime++
		case g.ot:
			overtime++
		}
	}
	if n == 0 {
		return 0, 0, 0
	}
	if ties {
		tie = tied / n
	}
	if otl && n > tied {
		ot = overtime / (n - tied)
	}
	if overtime > 0 {
		so = shootout / overtime
	}
	return tie, ot, so
}

// previousGames are last season's final regular-season games of the same
// leagues.
func (s *oddsSeason) previousGames(ix *gameindex.Index, prev *store.StandingsData) []oddsGame {
	var out []oddsGame
	for _, se := range prev.Seasons {
		if !s.sameLeague(se) {
			continue
		}
		for _, p := range ix.BySeason[int32(se.ID)] {
			g := &ix.Games[p]
			if ix.Types[g.GType] == "regular" && ix.Statuses[g.Status] == "final" && g.HS >= 0 && g.AS >= 0 {
				out = append(out, oddsGame{final: true, hs: int(g.HS), as: int(g.AS), ot: g.OT, so: ix.Shootout(p)})
			}
		}
	}
	return out
}

func (s *oddsSeason) sameLeague(se store.StandingsSeason) bool {
	for _, l := range s.leagues {
		if l.LeagueAbbrev == se.LeagueAbbrev {
			return true
		}
	}
	return false
}

// inferConferences groups teams from the schedule when the data names no
// conferences; failing that, the places are taken league-wide.
func (s *oddsSeason) inferConferences(in *odds.Input, games []oddsGame) {
	known := 0
	for _, t := range in.Teams {
		if t.Conference != 0 {
			known++
		}
	}
	if known == len(in.Teams) {
		return
	}
	pairs := make([][2]int, len(games))
	for i, g := range games {
		pairs[i] = [2]int{g.home, g.away}
	}
	groups := odds.InferGroups(len(in.Teams), pairs)
	if groups == nil {
		in.Format = in.Format.Merged(2)
		s.notes = append(s.notes, "Conferences are not in the data and the schedule does not show them: playoff places are taken by record league-wide.")
		return
	}
	for i := range in.Teams {
		in.Teams[i].Conference = -groups[i]
	}
	s.notes = append(s.notes, "Conferences are not in the data: they are read from the schedule (teams of one group meet more often).")
}

// inventMissing fills a season under way whose schedule the data lacks
// (no postseason yet, teams short of last season's number of games): the
// missing games are simulated against opponents of the same league, half
// at home, and the answer says so.
func (s *oddsSeason) inventMissing(in *odds.Input, ix *gameindex.Index, prev *store.StandingsData, games []oddsGame) {
	if prev == nil || s.postseasonStarted(ix) {
		return
	}
	per := map[int64]int{}
	for _, se := range prev.Seasons {
		if !s.sameLeague(se) {
			continue
		}
		for _, p := range ix.BySeason[int32(se.ID)] {
			g := &ix.Games[p]
			if ix.Types[g.GType] == "regular" {
				per[int64(g.Home)]++
				per[int64(g.Away)]++
			}
		}
	}
	expected := 0
	for _, n := range per {
		expected = max(expected, n)
	}
	have := make([]int, len(in.Teams))
	for _, g := range games {
		have[g.home]++
		have[g.away]++
	}
	need := make([]int, len(in.Teams))
	short := 0
	for i := range need {
		need[i] = max(expected-have[i], 0)
		short += need[i]
	}
	if short == 0 {
		return
	}
	league := make([]int64, len(s.teams))
	for i, tm := range s.teams {
		league[i] = tm.SeasonID
	}
	invented := inventGames(need, league)
	in.Remaining = append(in.Remaining, invented...)
	s.invented = len(invented)
	s.notes = append(s.notes, fmt.Sprintf("The data's schedule ends short of a full season (%d games a team last season): %d games not in the data are simulated against opponents of the same league, half at home.", expected, s.invented))
}

// postseasonStarted: the season has a playoff or championship game or a
// champion in the data.
func (s *oddsSeason) postseasonStarted(ix *gameindex.Index) bool {
	for _, se := range s.leagues {
		if se.ChampionID.Valid {
			return true
		}
		for _, p := range ix.BySeason[int32(se.ID)] {
			if ix.Types[ix.Games[p].GType] != "regular" {
				return true
			}
		}
	}
	return false
}

// postseasonResult is what the data says of a season's postseason: the
// teams that played in it (the play-in apart), the finalists, the champion (0: not known) and
// the last postseason day.
type postseasonResult struct {
	playoff, final map[int64]bool
	champion       int64
	last           string
}

// postseason reads the season's postseason games. The champion is the
// winner of most championship games (MLB's league seasons name their
// pennant winners), else the season's champion where one league is
// simulated.
func (s *oddsSeason) postseason(ix *gameindex.Index) postseasonResult {
	r := postseasonResult{playoff: map[int64]bool{}, final: map[int64]bool{}}
	won := map[int64]int{}
	for _, se := range s.leagues {
		for _, p := range ix.BySeason[int32(se.ID)] {
			g := &ix.Games[p]
			typ := ix.Types[g.GType]
			if typ == "regular" {
				continue
			}
			r.last = max(r.last, gameindex.DateText(g.Date))
			for _, id := range [2]int64{int64(g.Home), int64(g.Away)} {
				if _, ok := s.idx[id]; ok && !placeRound(ix.Week(p)) {
					r.playoff[id] = true
					if typ == "championship" {
						r.final[id] = true
					}
				}
			}
			if typ == "championship" && ix.Statuses[g.Status] == "final" && g.HS != g.AS {
				w := g.Home
				if g.AS > g.HS {
					w = g.Away
				}
				won[int64(w)]++
			}
		}
	}
	for id, n := range won {
		if n > won[r.champion] || (n == won[r.champion] && id < r.champion) {
			r.champion = id
		}
	}
	if len(won) == 0 && len(s.leagues) == 1 && s.leagues[0].ChampionID.Valid {
		r.champion = s.leagues[0].ChampionID.Int64
	}
	if r.champion != 0 {
		r.final[r.champion] = true
	}
	return r
}

// places is the number of playoff places of the simulated season.
func (s *oddsSeason) places() int { return s.placesOf(&s.input) }

// postseasonFacts: once the title is decided before as_of, what happened
// replaces the simulation (playoff teams when the data has every one of
// them, finalists, champion).
func (s *oddsSeason) postseasonFacts(ix *gameindex.Index) {
	r := s.postseason(ix)
	s.champion = r.champion
	if !s.modelled || r.champion == 0 || r.last == "" || r.last >= s.asOf {
		return
	}
	if len(r.playoff) == s.places() {
		s.factPlayoff = r.playoff
	}
	if len(r.final) == 2 {
		s.factFinal = r.final
	}
	s.notes = append(s.notes, "The title was decided before as_of: the final and the title (and the playoff teams where the data has all of them) are what happened.")
}

// inventGames schedules the games each team still needs (need, by team
// index) against opponents of its own league, spread evenly: round-robin
// rounds (the circle method) over each league, each pairing played while
// both sides need a game, at home the side with fewer home games. A team left needing
// games when no league opponent does stays short. Pairing the neediest
// teams instead played neighbours in the list against each other all
// season, and a weak neighbour made a strong team's record.
func inventGames(need []int, league []int64) []odds.Game {
	need = slices.Clone(need)
	home := make([]int, len(need))
	groups := map[int64][]int{}
	var keys []int64
	for i, l := range league {
		if _, ok := groups[l]; !ok {
			keys = append(keys, l)
		}
		groups[l] = append(groups[l], i)
	}
	var out []odds.Game
	for _, l := range keys {
		ring := groups[l]
		if len(ring)%2 == 1 {
			ring = append(ring, -1) // a bye
		}
		n := len(ring)
		for cycle := 0; n > 1; cycle++ {
			added := 0
			for r := 0; r < n-1; r++ {
				for k := 0; k < n/2; k++ {
					a, b := ring[k], ring[n-1-k]
					if a < 0 || b < 0 || need[a] == 0 || need[b] == 0 {
						continue
					}
					// At home: the side with fewer home games so far.
					if home[b] < home[a] || (home[b] == home[a] && (cycle+r)%2 == 1) {
						a, b = b, a
					}
					home[a]++
					out = append(out, odds.Game{Home: a, Away: b})
					need[a]--
					need[b]--
					added++
				}
				// The circle method: the first stays, the rest turn by one.
				ring = append([]int{ring[0], ring[n-1]}, ring[1:n-1]...)
			}
			if added == 0 {
				break
			}
		}
	}
	return out
}
