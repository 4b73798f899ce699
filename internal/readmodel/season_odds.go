package readmodel

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"sort"
	"time"

	"github.com/almanac-sports/almanac/internal/forecast"
	"github.com/almanac-sports/almanac/internal/odds"
	"github.com/almanac-sports/almanac/internal/readmodel/gameindex"
	"github.com/almanac-sports/almanac/internal/store"
)

// Season odds: the read model gathers a league-season as of a date (teams,
// records, the remaining schedule, walk-forward ratings) and hands it to
// internal/odds. Answers are kept in the memo per dataset version, scope,
// season and date.

// OddsQuery is one season-odds question.
type OddsQuery struct {
	Scope forecast.Scope
	Year  int    // season start year; 0: the latest with games
	AsOf  string // YYYY-MM-DD; "": the day after the season's last final game
	Runs  int    // 0: odds.DefaultRuns
}

// OddsParamError is a question the data cannot answer as asked (the API
// answers it with a 400 naming Param).
type OddsParamError struct{ Param, Msg string }

func (e *OddsParamError) Error() string { return e.Param + ": " + e.Msg }

// ErrNoSeason: the scope has no season with games that year.
var ErrNoSeason = errors.New("no season with games")

// oddsYear fills in a question without a season: the latest season with
// standings (ErrNoSeason when there is none).
func (m *Model) oddsYear(ctx context.Context, q *OddsQuery) error {
	if q.Year != 0 {
		return nil
	}
	y, ok, err := m.st.StandingsLatestYear(ctx, q.Scope.Sport, q.Scope.Level)
	if err != nil {
		return err
	}
	if !ok {
		return ErrNoSeason
	}
	q.Year = y
	return nil
}

// SeasonOdds answers a season-odds question, computed once per dataset
// version and date.
func (m *Model) SeasonOdds(ctx context.Context, q OddsQuery) (*SeasonOdds, error) {
	if err := m.oddsYear(ctx, &q); err != nil {
		return nil, err
	}
	return seasonOddsKind.Get(ctx, m.memo(ctx), q, func(ctx context.Context) (*SeasonOdds, error) {
		in, err := m.oddsInput(ctx, q)
		if err != nil {
			return nil, err
		}
		return in.answer(), nil
	})
}

// oddsSeason is a league-season gathered for the simulation.
type oddsSeason struct {
	q        OddsQuery
	asOf     string
	version  int64
	leagues  []store.StandingsSeason
	teams    []*store.StandingsTeam
	input    odds.Input
	modelled bool
	format   odds.Format
	played   int // final regular-season games before as_of
	left     int // regular-season games of the schedule on or after as_of
	invented int // games the schedule lacks, simulated against league opponents
	// postPlayed: postseason games played before as_of (facts in the runs).
	postPlayed int
	ties       bool
	otl        bool
	// Facts once the postseason is over before as_of (nil: not over).
	factPlayoff, factFinal map[int64]bool
	champion               int64
	idx                    map[int64]int // franchise -> index in teams
	notes                  []string
	started                time.Time
}

func (m *Model) oddsInput(ctx context.Context, q OddsQuery) (*oddsSeason, error) {
	start := time.Now()
	src, _, prev, s, games, err := m.oddsLeague(ctx, q)
	if err != nil {
		return nil, err
	}
	s.started = start
	first := games[0].date
	asOf := q.AsOf
	if asOf == "" {
		asOf = s.defaultAsOf(src.ix, games)
	}
	if asOf < first {
		return nil, &OddsParamError{"as_of", fmt.Sprintf("must be on or after the season's first game (%s), got %q", first, q.AsOf)}
	}
	s.at(src, asOf, prev, games)
	return s, nil
}

// oddsSource is what season odds are computed from: the game index and
// the sport's walk-forward forecast table.
type oddsSource struct {
	ix    *gameindex.Index
	table *forecast.Table
}

func (m *Model) oddsSource(ctx context.Context, sc forecast.Scope) (oddsSource, error) {
	ix, err := m.gameIndex(ctx)
	if err != nil {
		return oddsSource{}, err
	}
	table, err := m.Forecast(ctx, sc)
	return oddsSource{ix, table}, err
}

// oddsStart loads what a season's odds start from: the game index and the
// sport's forecast table, and the standings of the season (cur) and of the
// one before (prev).
func (m *Model) oddsStart(ctx context.Context, q OddsQuery) (src oddsSource, cur, prev *store.StandingsData, err error) {
	frames, err := m.st.StandingsFrames(ctx, []int{q.Year - 1, q.Year}, q.Scope.Sport, q.Scope.Level)
	if err != nil {
		return src, nil, nil, err
	}
	src, err = m.oddsSource(ctx, q.Scope)
	return src, frames[q.Year], frames[q.Year-1], err
}

// oddsLeague is oddsStart and the season's leagues, teams and
// regular-season games.
func (m *Model) oddsLeague(ctx context.Context, q OddsQuery) (src oddsSource, cur, prev *store.StandingsData, s *oddsSeason, games []oddsGame, err error) {
	if src, cur, prev, err = m.oddsStart(ctx, q); err != nil {
		return src, nil, nil, nil, nil, err
	}
	s, games, err = src.league(q, cur)
	return src, cur, prev, s, games, err
}

// league gathers a season's simulated leagues, their teams and their
// regular-season games (ErrNoSeason when there are none).
func (src oddsSource) league(q OddsQuery, cur *store.StandingsData) (*oddsSeason, []oddsGame, error) {
	if cur == nil {
		return nil, nil, ErrNoSeason
	}
	s := &oddsSeason{q: q, version: src.table.Version, started: time.Now(), idx: map[int64]int{}}
	// The leagues simulated: those with a modelled format (MLB: both, for
	// the World Series), else the season's first league, records only.
	for _, se := range cur.Seasons {
		if _, ok := odds.FormatFor(se.LeagueAbbrev, se.StartYear); ok {
			s.leagues = append(s.leagues, se)
		}
	}
	s.modelled = len(s.leagues) > 0
	if !s.modelled && len(cur.Seasons) > 0 {
		s.leagues = cur.Seasons[:1]
		s.notes = append(s.notes, fmt.Sprintf("The playoff format of %s %d is not modelled: projected records only.", cur.Seasons[0].LeagueAbbrev, q.Year))
	}
	if len(s.leagues) == 0 {
		return nil, nil, ErrNoSeason
	}
	lead := s.leagues[0]
	s.format, _ = odds.FormatFor(lead.LeagueAbbrev, lead.StartYear)
	inLeague := map[int64]bool{}
	for _, se := range s.leagues {
		inLeague[se.ID] = true
	}
	for i := range cur.Teams {
		tm := &cur.Teams[i]
		if _, dup := s.idx[tm.FranchiseID]; dup || !inLeague[tm.SeasonID] {
			continue
		}
		s.idx[tm.FranchiseID] = len(s.teams)
		s.teams = append(s.teams, tm)
	}
	games := s.seasonGames(src.ix, s.idx)
	if len(games) == 0 {
		return nil, nil, ErrNoSeason
	}
	return s, games, nil
}

// at readies the simulation as of a date.
func (s *oddsSeason) at(src oddsSource, asOf string, prev *store.StandingsData, games []oddsGame) {
	s.asOf = asOf
	s.buildInput(src.table, src.ix, prev, games)
	s.postseasonFacts(src.ix)
}

// oddsGame is a regular-season game of the simulated leagues.
type oddsGame struct {
	date       string
	home, away int
	final      bool
	hs, as     int
	ot, so     bool // decided after regulation; by a shootout
	neutral    bool
}

// seasonGames are the regular-season games between the season's teams, in
// date order (final or not: the schedule).
func (s *oddsSeason) seasonGames(ix *gameindex.Index, idx map[int64]int) []oddsGame {
	var pos []int32
	for _, se := range s.leagues {
		pos = append(pos, ix.BySeason[int32(se.ID)]...)
	}
	sort.Slice(pos, func(i, j int) bool { return pos[i] < pos[j] })
	var out []oddsGame
	for k, p := range pos {
		if k > 0 && pos[k-1] == p {
			continue
		}
		g := &ix.Games[p]
		if ix.Types[g.GType] != "regular" {
			continue
		}
		h, ok1 := idx[int64(g.Home)]
		a, ok2 := idx[int64(g.Away)]
		if !ok1 || !ok2 || h == a {
			continue
		}
		out = append(out, oddsGame{date: gameindex.DateText(g.Date), home: h, away: a, final: ix.Statuses[g.Status] == "final" && g.HS >= 0 && g.AS >= 0,
			hs: int(g.HS), as: int(g.AS), ot: g.OT, so: ix.Shootout(p), neutral: ix.Neutral(p)})
	}
	return out
}

// defaultAsOf is the day after the season's last final game (postseason
// included): the odds as the data stands.
func (s *oddsSeason) defaultAsOf(ix *gameindex.Index, games []oddsGame) string {
	last := ""
	for _, g := range games {
		if g.final && g.date > last {
			last = g.date
		}
	}
	for _, se := range s.leagues {
		for _, p := range ix.BySeason[int32(se.ID)] {
			g := &ix.Games[p]
			if ix.Statuses[g.Status] == "final" {
				last = max(last, gameindex.DateText(g.Date))
			}
		}
	}
	if last == "" {
		return games[0].date
	}
	d, _ := time.Parse(time.DateOnly, last)
	return d.AddDate(0, 0, 1).Format(time.DateOnly)
}

// oddsSeed makes a question's seed: the same question, the same runs.
func oddsSeed(q OddsQuery, asOf string) uint64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s|%s|%d|%s", q.Scope.Sport, q.Scope.Level, q.Year, asOf)
	return h.Sum64()
}
