package stats

// Playoff positions.
const (
	PosChampion   = "champion"
	PosPlayoffs   = "playoffs"
	PosPlayIn     = "play-in"
	PosBubble     = "bubble"
	PosEliminated = "eliminated"
)

// BubbleGames is how close (in games behind; in standings points, twice
// as many) to the worst playoff team of its conference a team that missed
// must be to count as on the bubble.
const BubbleGames = 2.0

// PlayoffPositions labels the rows of one league (ranked by Rank) from actual
// postseason participation: champion, playoffs, play-in (lost the play-in
// tournament: no playoff series), bubble (missed, within BubbleGames of the
// worst-ranked playoff team of its conference, or of the league when
// conferences are not known; in points where the league ranks by points) or
// eliminated. When no team of the league took part in a postseason (no
// data, or the season is still running) the positions stay "".
func PlayoffPositions(rows []*Standing, champions, playoffs, playIn map[int64]bool) {
	in := func(s *Standing) bool { return champions[s.Team.ID] || playoffs[s.Team.ID] }
	var league *Standing
	worst := map[int64]*Standing{} // by conference id
	for _, s := range rows {
		if !in(s) {
			continue
		}
		if league == nil || Less(league, s) {
			league = s
		}
		if w := worst[s.Team.Conference]; s.Team.Conference != 0 && (w == nil || Less(w, s)) {
			worst[s.Team.Conference] = s
		}
	}
	for _, s := range rows {
		w := worst[s.Team.Conference]
		if w == nil {
			w = league
		}
		switch {
		case league == nil:
			s.Position = ""
		case champions[s.Team.ID]:
			s.Position = PosChampion
		case playoffs[s.Team.ID]:
			s.Position = PosPlayoffs
		case playIn[s.Team.ID]:
			s.Position = PosPlayIn
		case s.Games() > 0 && behind(w, s) <= BubbleGames:
			s.Position = PosBubble
		default:
			s.Position = PosEliminated
		}
	}
}

// behind is how far s trails w in games: games behind, or half the points
// behind where both rank by points.
func behind(w, s *Standing) float64 {
	if w.Team.Points && s.Team.Points {
		return float64(w.StandingsPoints()-s.StandingsPoints()) / 2
	}
	return GamesBehind(w.Record, s.Record)
}

// PlayInSince is the first season (start year) of a league's play-in
// tournament, whose losers do not reach the playoffs: the NBA's from 2020-21
// (seeds 7-10 of each conference; the two winners become seeds 7 and 8).
// 0: the league has none.
func PlayInSince(league string) int {
	if league == "NBA" {
		return 2020
	}
	return 0
}
