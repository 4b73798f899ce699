package readmodel

import (
	"context"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/readmodel/gameindex"
	"github.com/almanac-sports/almanac/internal/store"
)

// A season's playoff series, read from its final playoff and championship
// games: a series is the games between two teams, its round counted from
// the final (the final is 0, the semifinal 1, ...) by following its winner
// to its next series, so byes and formats of every era need no table.

type playoffSeries struct {
	a, b       int32 // franchises (a < b)
	aw, bw     int   // games won
	first      int32 // date of the first game (yyyymmdd)
	final      bool  // a championship game is part of it
	week       string
	winner     int32
	fromFinal  int // rounds from the final; -1 unknown
	resolved   bool
	aName      string
	bName      string
	lastGame   int32
	winnerNext *playoffSeries
}

// seasonSeries groups the season's final playoff games into series.
func seasonSeries(ix *gameindex.Index, seasonID int64) []*playoffSeries {
	byPair := map[[2]int32]*playoffSeries{}
	var list []*playoffSeries
	for _, p := range ix.BySeason[int32(seasonID)] {
		k := &ix.Games[p]
		gt := ix.Types[k.GType]
		if (gt != "playoff" && gt != "championship") || ix.Statuses[k.Status] != "final" || k.HS < 0 || k.AS < 0 || k.Home == 0 || k.Away == 0 {
			continue
		}
		a, b := k.Home, k.Away
		if a > b {
			a, b = b, a
		}
		s := byPair[[2]int32{a, b}]
		if s == nil {
			s = &playoffSeries{a: a, b: b, first: k.Date, fromFinal: -1}
			byPair[[2]int32{a, b}] = s
			list = append(list, s)
		}
		s.first, s.lastGame = min(s.first, k.Date), max(s.lastGame, k.Date)
		if gt == "championship" {
			s.final = true
		}
		if w := ix.Week(p); w != "" {
			s.week = w
		}
		if k.HS != k.AS {
			win := k.Home
			if k.AS > k.HS {
				win = k.Away
			}
			if win == a {
				s.aw++
			} else {
				s.bw++
			}
		}
	}
	for _, s := range list {
		switch {
		case s.aw > s.bw:
			s.winner = s.a
		case s.bw > s.aw:
			s.winner = s.b
		}
	}
	// The winner's next series, by date.
	for _, s := range list {
		if s.winner == 0 {
			continue
		}
		for _, o := range list {
			if o != s && (o.a == s.winner || o.b == s.winner) && o.first > s.first &&
				(s.winnerNext == nil || o.first < s.winnerNext.first) {
				s.winnerNext = o
			}
		}
	}
	var depth func(s *playoffSeries, n int) int
	depth = func(s *playoffSeries, n int) int {
		if s.resolved {
			return s.fromFinal
		}
		s.resolved = true
		switch {
		case s.final:
			s.fromFinal = 0
		case s.winnerNext != nil && n < 16:
			if d := depth(s.winnerNext, n+1); d >= 0 {
				s.fromFinal = d + 1
			}
		}
		return s.fromFinal
	}
	for _, s := range list {
		depth(s, 0)
	}
	return list
}

// roundName names a round by its distance from the final, in the words of
// the sport's leagues since they play conference finals (NBA from 1970-71,
// NHL from 1981-82), else in plain words.
func roundName(sport string, startYear, fromFinal int, week string) string {
	if week != "" && fromFinal != 0 {
		return week
	}
	conferences := (sport == "basketball" && startYear >= 1970) || (sport == "hockey" && startYear >= 1981)
	switch fromFinal {
	case 1:
		if conferences {
			return "conference finals"
		}
		return "semifinals"
	case 2:
		if conferences && sport == "basketball" {
			return "conference semifinals"
		}
		if conferences {
			return "second round"
		}
		return "quarterfinals"
	case 3:
		if conferences {
			return "first round"
		}
	}
	return "round " + strconv.Itoa(fromFinal) + " before the final"
}

// teamSeasonPlayoffs says how the team's season ended: the title (from the
// championship rows), else the series it lost, else whether it missed the
// playoffs (only when the data holds the season's playoff games).
func (m *Model) teamSeasonPlayoffs(ctx context.Context, t store.Team, ts store.TeamSeason, out *TeamSeasonSummary) error {
	// The season's title rows: the team's titles, and the final's result
	// (the series, or the game's score) from the team's side.
	champs, _, err := m.Champions(ctx, store.ChampionFilter{Sport: t.Sport.Slug, Level: t.Level.Slug, SeasonStartYear: ts.StartYear, Limit: 50})
	if err != nil {
		return err
	}
	var finalScore string
	for _, c := range champs {
		switch {
		case c.TeamID != nil && *c.TeamID == t.ID:
			out.Titles = append(out.Titles, TeamSeasonTitle{Name: c.ChampionshipName, Slug: c.ChampionshipSlug})
			if c.Score != nil && finalScore == "" {
				finalScore = *c.Score
			}
		case c.RunnerUpName != nil && *c.RunnerUpName == out.Team.Name && c.Score != nil && finalScore == "":
			finalScore = flipScore(*c.Score)
		}
	}
	ix, err := m.gameIndex(ctx)
	if err != nil {
		return err
	}
	series := seasonSeries(ix, ts.SeasonID)
	pl := &out.Playoffs
	var mine []*playoffSeries
	wins, losses := 0, 0
	for _, s := range series {
		if int64(s.a) == t.ID || int64(s.b) == t.ID {
			mine = append(mine, s)
			if int64(s.a) == t.ID {
				wins, losses = wins+s.aw, losses+s.bw
			} else {
				wins, losses = wins+s.bw, losses+s.aw
			}
		}
	}
	if len(mine) > 0 {
		pl.Wins, pl.Losses = &wins, &losses
	}
	sort.Slice(mine, func(a, b int) bool { return mine[a].first < mine[b].first })
	opponent := func(s *playoffSeries) {
		other, mw, ow := s.b, s.aw, s.bw
		if int64(s.b) == t.ID {
			other, mw, ow = s.a, s.bw, s.aw
		}
		o := TeamOpponent{ID: new(int64(other))}
		if f, ok := ix.Dims.Franchises[int64(other)]; ok {
			o.Slug, o.Name = new(f.Slug), f.Name
		}
		if n, _, ab := m.teamNameAt(ctx, int64(other), ts.SeasonID); n != "" {
			o.Name, o.Abbreviation = n, teamOpt(ab)
		}
		pl.Opponent = &o
		pl.Series = new(strconv.Itoa(mw) + "-" + strconv.Itoa(ow))
		if s.fromFinal == 0 && finalScore != "" {
			if !finalComplete(mw+ow, finalScore) {
				pl.Wins, pl.Losses = nil, nil
			}
			pl.Series = &finalScore
		}
	}
	final := finalLabel(series, ts.LeagueAbbrev, out.Titles)
	switch {
	case ts.ChampionshipWon:
		pl.Status, pl.Text = "champion", "Won "+final
		if n := len(mine); n > 0 && mine[n-1].fromFinal == 0 {
			opponent(mine[n-1])
			pl.Round = new(final)
		}
	case len(mine) > 0:
		last := mine[len(mine)-1]
		opponent(last)
		switch {
		case int64(last.winner) == t.ID:
			// Won its last series in the data, yet no title: the data stops.
			pl.Status, pl.Text = "unknown", "Playoffs: the data ends before the team's last series"
		case last.fromFinal == 0:
			pl.Status, pl.Text, pl.Round = "runner_up", "Lost "+final, new(final)
		case last.fromFinal > 0:
			r := roundName(t.Sport.Slug, ts.StartYear, last.fromFinal, last.week)
			pl.Status, pl.Text, pl.Round = "eliminated", "Lost "+r, &r
		default:
			pl.Status, pl.Text = "eliminated", "Lost in the playoffs"
		}
	case len(series) > 0:
		pl.Status, pl.Text = "missed", "Missed playoffs"
	case ts.MadePlayoffs:
		pl.Status, pl.Text = "unknown", "Made the playoffs (the data holds no playoff games for this season)"
	default:
		pl.Status, pl.Text = "unknown", "Playoff result not covered by the data"
	}
	return nil
}

// finalLabel is what the final is called: the championship games' label
// (Super Bowl, Stanley Cup Final; a bare "Finals" takes the league's name),
// else the title's name, else "the final".
func finalLabel(series []*playoffSeries, league string, titles []TeamSeasonTitle) string {
	for _, s := range series {
		if s.final && s.week != "" {
			if (s.week == "Finals" || s.week == "Final") && league != "" {
				return league + " " + s.week
			}
			return s.week
		}
	}
	if len(titles) > 0 {
		return titles[0].Name
	}
	return "the final"
}

// teamNameAt is a franchise's name, city and abbreviation in a season.
func (m *Model) teamNameAt(ctx context.Context, franchise, season int64) (string, string, string) {
	b, err := m.baseSnapshot(ctx)
	if err != nil {
		return "", "", ""
	}
	return b.TeamAt(int(franchise), int(season))
}

// flipScore turns "4-2" into "2-4" (the runner-up's side).
func flipScore(s string) string {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		return s
	}
	return b + "-" + a
}

// finalComplete reports whether n final games in the data can be the whole
// final whose result the title row gives: a series result ("4-0") needs
// that many games; a game's score needs one.
func finalComplete(n int, result string) bool {
	a, b, ok := strings.Cut(result, "-")
	x, err1 := strconv.Atoi(strings.TrimSpace(a))
	y, err2 := strconv.Atoi(strings.TrimSpace(b))
	if !ok || err1 != nil || err2 != nil {
		return true
	}
	// Several final games, or four wins (a best of seven), make a series.
	if n > 1 || max(x, y) == 4 {
		return n >= x+y
	}
	return n >= 1
}
