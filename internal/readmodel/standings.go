package readmodel

import (
	"context"
	"iter"
	"slices"
	"sort"

	"github.com/almanac-sports/almanac/internal/readmodel/gameindex"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// standingsTable is one season's computed standings for a scope, kept in the
// memo: leagues in order, each with its rows ranked within the league.
type standingsTable struct {
	leagues []*standingsLeague
}

type standingsLeague struct {
	season store.StandingsSeason
	rows   []*stats.Standing              // ranked within the league
	teams  map[int64]*store.StandingsTeam // by franchise id
	ties   bool                           // some team of the league tied: records show a T column
	otl    bool                           // overtime losses counted apart
	points bool                           // hockey: standings points
	// rw, rwo: regulation wins and regulation plus overtime wins are the
	// era's tie-breakers and the season's games say which wins came after
	// regulation (some seasons' logs flag no overtime at all).
	rw, rwo bool
}

// computeStandings loads one season's input for the scope and computes
// every league's table.
// asOf ("" = the whole season) leaves out the games after that day.
func (m *Model) computeStandings(ctx context.Context, year int, sc Scope, asOf string) (*standingsTable, error) {
	frames, err := m.st.StandingsFrames(ctx, []int{year}, sc.Sport, sc.Level)
	if err != nil {
		return nil, err
	}
	return m.standingsFrom(ctx, frames[year], nil, asOf)
}

// standingsGames are the games of the seasons from the game index: the rows
// the database's StandingsInput reads (final regular-season games with both
// scores, every playoff and championship game), in the same (date, id)
// order, without reading a season's thousands of games from the database
// or holding them in a slice.
func standingsGames(ix *gameindex.Index, seasons []store.StandingsSeason) iter.Seq[store.StandingsGame] {
	var pos []int32
	for _, se := range seasons {
		pos = append(pos, ix.BySeason[int32(se.ID)]...)
	}
	slices.Sort(pos) // positions are in (date, id) order
	return func(yield func(store.StandingsGame) bool) {
		var day int32
		var date string // one text a day, not one a game
		for _, p := range pos {
			k := &ix.Games[p]
			typ, final := ix.Types[k.GType], ix.Statuses[k.Status] == "final"
			if !(typ == "regular" && final && k.HS >= 0 && k.AS >= 0) && typ != "playoff" && typ != "championship" {
				continue
			}
			if k.Date != day || date == "" {
				day, date = k.Date, gameindex.DateText(k.Date)
			}
			g := store.StandingsGame{ID: int64(k.ID), SeasonID: int64(k.Season), Date: date, Home: int64(k.Home), Away: int64(k.Away),
				HomeScore: max(int(k.HS), 0), AwayScore: max(int(k.AS), 0), Overtime: k.OT, GameType: typ, Final: final,
				Shootout: ix.Shootout(p)}
			if !yield(g) {
				return
			}
		}
	}
}

// standingsFrom computes every league's table (pure functions in
// internal/stats) from a season's seasons, teams and champions (d, nil: no
// season; its Games are not read) and the season's games in the index.
// scratch, when given, is the regular-season games' array, reused from one
// season to the next of a batch (an MLB season is ~2,400 games). asOf (""
// = none) is the standings' date: later games are games left to play.
func (m *Model) standingsFrom(ctx context.Context, d *store.StandingsData, scratch *[]stats.Game, asOf string) (*standingsTable, error) {
	if d == nil {
		d = &store.StandingsData{}
	}
	ix, err := m.gameIndex(ctx)
	if err != nil {
		return nil, err
	}
	games := standingsGames(ix, d.Seasons)
	t := &standingsTable{}
	bySeason := map[int64]*standingsLeague{}
	for _, se := range d.Seasons {
		l := &standingsLeague{season: se, teams: map[int64]*store.StandingsTeam{},
			otl:    gameCountsOTLosses(se.LeagueAbbrev, se.SportSlug, se.StartYear),
			points: se.SportSlug == "hockey"}
		l.rw, l.rwo = stats.NHLTieBreaks(se.LeagueAbbrev, se.StartYear)
		bySeason[se.ID] = l
		t.leagues = append(t.leagues, l)
	}
	// Teams: team_seasons rows; then franchises that played regular-season
	// games without one, in the league of their first game's season.
	member := map[int64]*standingsLeague{}
	for i := range d.Teams {
		tm := &d.Teams[i]
		l := bySeason[tm.SeasonID]
		if l == nil || member[tm.FranchiseID] != nil {
			continue
		}
		l.teams[tm.FranchiseID] = tm
		member[tm.FranchiseID] = l
	}
	var missing []int64
	missingSeason := map[int64]int64{}
	overtimeFlagged := map[int64]bool{} // seasons whose logs flag some game's overtime
	for g := range games {
		if g.GameType != "regular" {
			continue
		}
		if g.Overtime {
			overtimeFlagged[g.SeasonID] = true
		}
		for _, id := range []int64{g.Home, g.Away} {
			if id == 0 || member[id] != nil {
				continue
			}
			if _, seen := missingSeason[id]; !seen {
				missingSeason[id] = g.SeasonID
				missing = append(missing, id)
			}
		}
	}
	if len(missing) > 0 {
		extra, err := m.st.StandingsFranchises(ctx, missing)
		if err != nil {
			return nil, err
		}
		for i := range extra {
			tm := &extra[i]
			tm.SeasonID = missingSeason[tm.FranchiseID]
			if l := bySeason[tm.SeasonID]; l != nil {
				l.teams[tm.FranchiseID] = tm
				member[tm.FranchiseID] = l
			}
		}
	}
	// Games for the records; postseason participation; champions.
	var regular []stats.Game
	if scratch != nil {
		regular = (*scratch)[:0]
		defer func() { *scratch = regular[:0] }()
	}
	playoffs := map[int64]bool{}
	postseason := map[int64]bool{}         // league seasons with postseason games
	left := unplayedRegular(ix, d.Seasons) // games to play, by franchise
	decided := map[int64]bool{}            // seasons over in the data: a postseason game or a champion
	for _, c := range d.Champions {
		decided[c.SeasonID] = true
	}
	for g := range games {
		if g.GameType != "regular" {
			decided[g.SeasonID] = true
		}
		if asOf != "" && g.Date > asOf {
			if g.GameType == "regular" {
				left[g.Home]++
				left[g.Away]++
			}
			continue
		}
		if g.GameType == "regular" {
			regular = append(regular, stats.Game{ID: g.ID, Date: g.Date, Home: g.Home, Away: g.Away, HomeScore: g.HomeScore, AwayScore: g.AwayScore,
				Overtime: g.Overtime, Shootout: g.Shootout})
			continue
		}
		playoffs[g.Home], playoffs[g.Away] = true, true
		postseason[g.SeasonID] = true
	}
	// A season table's playoff mark counts unless the league has a play-in
	// and the season's playoff games are in the data: a marked team with no
	// playoff game then lost the play-in (NBA 2024-25: 20 marked, 16 played).
	playIn := map[int64]bool{}
	for _, tm := range d.Teams {
		if !tm.MadePlayoffs || playoffs[tm.FranchiseID] {
			continue
		}
		if l := bySeason[tm.SeasonID]; l != nil && postseason[tm.SeasonID] && since(stats.PlayInSince(l.season.LeagueAbbrev), l.season.StartYear) {
			playIn[tm.FranchiseID] = true
			continue
		}
		playoffs[tm.FranchiseID] = true
	}
	delete(playoffs, 0)
	champions := map[int64]bool{}
	for _, c := range d.Champions {
		champions[c.FranchiseID] = true
	}
	var teams []stats.Team
	for _, l := range t.leagues {
		l.rw = l.rw && overtimeFlagged[l.season.ID]
		l.rwo = l.rwo && overtimeFlagged[l.season.ID]
		ties := stats.TiesIgnoredIn(l.season.LeagueAbbrev, l.season.SportSlug, l.season.StartYear)
		ids := make([]int64, 0, len(l.teams))
		for id := range l.teams {
			ids = append(ids, id)
		}
		sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
		for _, id := range ids {
			tm := l.teams[id]
			teams = append(teams, stats.Team{ID: id, Group: l.season.LeagueKey, Conference: tm.ConferenceID.Int64, Division: tm.DivisionID.Int64,
				Name: tm.Name, CountOTLosses: l.otl, Points: l.points, TiesIgnored: ties, RankRW: l.rw, RankROW: l.rwo})
		}
	}
	computed := stats.Compute(teams, regular)
	for _, s := range computed {
		l := member[s.Team.ID]
		official := officialRecord(l.teams[s.Team.ID])
		if asOf != "" {
			official = nil // a season table's total is the whole season's
		}
		stats.Reconcile(s, official)
		l.rows = append(l.rows, s)
		if s.T > 0 {
			l.ties = true
		}
		if s.OTL > 0 {
			l.otl = true
		}
	}
	kept := t.leagues[:0]
	for _, l := range t.leagues {
		played := 0
		for _, s := range l.rows {
			played += s.Games()
		}
		if played == 0 {
			// No final regular-season game in the data and no season table
			// (a league known only by its tournament, or a season not
			// started): no standings.
			continue
		}
		over := l.schedule(left, decided[l.season.ID])
		stats.Rank(l.rows)
		if over {
			stats.PlayoffPositions(l.rows, champions, playoffs, playIn)
		}
		if f, ok := stats.FormatFor(l.season.LeagueAbbrev, l.season.StartYear); ok {
			stats.Clinch(l.rows, f)
		}
		kept = append(kept, l)
	}
	t.leagues = kept
	return t, nil
}

// schedule sets each row's games left to play: its regular-season games
// after the standings' date or not yet final, and, where the season is not
// over in the data (decided: a postseason game or a champion), at least
// what the season's schedule length leaves. It reports whether no team has
// a game left.
func (l *standingsLeague) schedule(left map[int64]int, decided bool) bool {
	over := true
	for _, s := range l.rows {
		n := left[s.Team.ID]
		if !decided && l.season.RegularSeasonGames > 0 {
			n = max(n, l.season.RegularSeasonGames-s.Games())
		}
		s.Remaining = n
		over = over && n == 0
	}
	return over
}

// unplayedRegular counts, by franchise, the seasons' regular-season games
// not final in the data (scheduled, postponed): games still to play.
func unplayedRegular(ix *gameindex.Index, seasons []store.StandingsSeason) map[int64]int {
	out := map[int64]int{}
	for _, se := range seasons {
		for _, p := range ix.BySeason[int32(se.ID)] {
			k := &ix.Games[p]
			if ix.Types[k.GType] != "regular" || ix.Statuses[k.Status] == "final" || ix.Statuses[k.Status] == "cancelled" {
				continue
			}
			out[int64(k.Home)]++
			out[int64(k.Away)]++
		}
	}
	delete(out, 0)
	return out
}

// since reports whether a rule in force from first (0: never) applies in year.
func since(first, year int) bool { return first != 0 && year >= first }

// officialRecord is the team-season's official total when an independent
// season table gives it (nil: the record is counted from games).
func officialRecord(tm *store.StandingsTeam) *stats.Record {
	if tm == nil || !tm.Official {
		return nil
	}
	return &stats.Record{W: tm.Wins, L: tm.Losses, T: tm.Ties, OTL: tm.OTLosses}
}

// standingsFor returns the memoized table for (season, scope); season 0
// means the latest season with final regular-season games in the scope.
func (m *Model) standingsFor(ctx context.Context, year int, sc Scope) (*standingsTable, error) {
	if year == 0 {
		latest, err := standingsLatestKind.Get(ctx, m.memo(ctx), sc, func(ctx context.Context) (int, error) {
			y, ok, err := m.st.StandingsLatestYear(ctx, sc.Sport, sc.Level)
			if !ok {
				return 0, err
			}
			return y, err
		})
		if err != nil {
			return nil, err
		}
		if latest == 0 {
			return &standingsTable{}, nil
		}
		year = latest
	}
	return standingsKind.Get(ctx, m.memo(ctx), yearScope{year, sc}, func(ctx context.Context) (*standingsTable, error) {
		return m.computeStandings(ctx, year, sc, "")
	})
}

// standingsYears puts the standings of each of the years in the scope into
// the memo: the years not there yet have their seasons, teams and champions
// loaded together (a franchise's history asks for ~100 seasons: three
// queries, not three hundred), one batch at a time (a second history of the
// sport waits for the first's, then finds its years there).
func (m *Model) standingsYears(ctx context.Context, years []int, sc Scope) error {
	memo := m.memo(ctx)
	missing := func() []int {
		var out []int
		for _, y := range years {
			if _, ok := standingsKind.Peek(memo, yearScope{y, sc}); !ok {
				out = append(out, y)
			}
		}
		return out
	}
	if len(missing()) == 0 {
		return nil
	}
	m.batchMu.Lock()
	defer m.batchMu.Unlock()
	todo := missing()
	if len(todo) == 0 {
		return nil
	}
	// Read before the frames: tables computed from a dataset a patch has
	// since replaced are not kept (as a cache load does).
	gen := memo.Gen()
	frames, err := m.st.StandingsFrames(ctx, todo, sc.Sport, sc.Level)
	if err != nil {
		return err
	}
	var scratch []stats.Game
	for _, y := range todo {
		t, err := m.standingsFrom(ctx, frames[y], &scratch, "")
		if err != nil {
			return err
		}
		standingsKind.Put(memo, yearScope{y, sc}, t, gen)
	}
	return nil
}
