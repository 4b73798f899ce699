package api

import (
	"context"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

var standingsParams = []Param{
	{Name: "season", Type: "integer", Description: "Season start year (default: the latest season with final regular-season games in the scope)"},
	{Name: "conference", Type: "string", Description: "Only this conference (name, abbreviation or id); ranks are then within the conference"},
	{Name: "division", Type: "string", Description: "Only this division (name or id); ranks are then within the division"},
}

func (a *API) standingsRoutes() []Route {
	ps := gameParams(ScopeParams, standingsParams, PageParams)
	return []Route{
		{Path: "/api/games/standings", Summary: "Standings computed from final regular-season games, ranked within each league", Tag: "standings",
			Params: ps, Cache: CacheDynamic, Handler: typed(a.listStandings)},
		{Path: "/api/games/standings/by_division", Summary: "Standings grouped by league, conference and division, ranked within each division", Tag: "standings",
			Params: ps, Cache: CacheDynamic, Handler: typed(a.listStandingsByDivision)},
	}
}

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
}

// computeStandings loads one season's games for the scope and computes every
// league's table (pure functions in internal/stats).
func (a *API) computeStandings(ctx context.Context, year int, sc Scope) (*standingsTable, error) {
	d, err := a.Store.StandingsInput(ctx, year, sc.Sport, sc.Level)
	if err != nil {
		return nil, err
	}
	t := &standingsTable{}
	bySeason := map[int64]*standingsLeague{}
	for _, se := range d.Seasons {
		l := &standingsLeague{season: se, teams: map[int64]*store.StandingsTeam{},
			otl:    gameCountsOTLosses(se.LeagueAbbrev, se.SportSlug, se.StartYear),
			points: se.SportSlug == "hockey"}
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
	for _, g := range d.Games {
		if g.GameType != "regular" {
			continue
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
		extra, err := a.Store.StandingsFranchises(ctx, missing)
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
	playoffs := map[int64]bool{}
	for _, g := range d.Games {
		if g.GameType == "regular" {
			regular = append(regular, stats.Game{ID: g.ID, Date: g.Date, Home: g.Home, Away: g.Away, HomeScore: g.HomeScore, AwayScore: g.AwayScore, Overtime: g.Overtime})
			continue
		}
		playoffs[g.Home], playoffs[g.Away] = true, true
	}
	for _, tm := range d.Teams {
		if tm.MadePlayoffs {
			playoffs[tm.FranchiseID] = true
		}
	}
	delete(playoffs, 0)
	champions := map[int64]bool{}
	for _, c := range d.Champions {
		champions[c.FranchiseID] = true
	}
	var teams []stats.Team
	for _, l := range t.leagues {
		ids := make([]int64, 0, len(l.teams))
		for id := range l.teams {
			ids = append(ids, id)
		}
		sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
		for _, id := range ids {
			tm := l.teams[id]
			teams = append(teams, stats.Team{ID: id, Group: l.season.LeagueKey, Conference: tm.ConferenceID.Int64, Division: tm.DivisionID.Int64,
				Name: tm.Name, CountOTLosses: l.otl, Points: l.points})
		}
	}
	computed := stats.Compute(teams, regular)
	for _, s := range computed {
		l := member[s.Team.ID]
		l.rows = append(l.rows, s)
		if s.T > 0 {
			l.ties = true
		}
	}
	kept := t.leagues[:0]
	for _, l := range t.leagues {
		played := 0
		for _, s := range l.rows {
			played += s.Games()
		}
		if played == 0 {
			// No final regular-season game in the data (a league known only
			// by its tournament, or a season not started): no standings.
			continue
		}
		stats.Rank(l.rows)
		stats.PlayoffPositions(l.rows, champions, playoffs)
		kept = append(kept, l)
	}
	t.leagues = kept
	return t, nil
}

// standingsFor returns the memoized table for (season, scope); season 0
// means the latest season with final regular-season games in the scope.
func (a *API) standingsFor(ctx context.Context, year int, sc Scope) (*standingsTable, error) {
	if year == 0 {
		latest, err := gameMemoized(ctx, a, "standings-latest|"+sc.Sport+"|"+sc.Level, func(ctx context.Context) (int, error) {
			y, ok, err := a.Store.StandingsLatestYear(ctx, sc.Sport, sc.Level)
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
	return gameMemoized(ctx, a, "standings|"+strconv.Itoa(year)+"|"+sc.Sport+"|"+sc.Level, func(ctx context.Context) (*standingsTable, error) {
		return a.computeStandings(ctx, year, sc)
	})
}

// standingsNamed is a division or conference.
type standingsNamed struct {
	ID           int64   `json:"id"`
	Name         string  `json:"name"`
	Abbreviation *string `json:"abbreviation,omitempty"`
}

type standingsLeagueJSON struct {
	ID           int64  `json:"id"`
	Slug         string `json:"slug"`
	Name         string `json:"name"`
	Abbreviation string `json:"abbreviation"`
}

type standingsTeamJSON struct {
	ID           int64  `json:"id"`
	Slug         string `json:"slug"`
	Name         string `json:"name"`
	City         string `json:"city"`
	Abbreviation string `json:"abbreviation"`
	SportName    string `json:"sport_name"`
}

// standingJSON is the spec's Standing (part 2 §3).
type standingJSON struct {
	ID                *int64              `json:"id"`
	Rank              int                 `json:"rank"`
	Position          int                 `json:"position"`
	Team              standingsTeamJSON   `json:"team"`
	Wins              int                 `json:"wins"`
	Losses            int                 `json:"losses"`
	Ties              int                 `json:"ties"`
	OTLosses          int                 `json:"ot_losses"`
	Points            *int                `json:"points"`
	WinPercentage     float64             `json:"win_percentage"`
	GamesPlayed       int                 `json:"games_played"`
	GamesBehind       float64             `json:"games_behind"`
	Streak            *string             `json:"streak"`
	StreakType        *string             `json:"streak_type"`
	HomeRecord        string              `json:"home_record"`
	AwayRecord        string              `json:"away_record"`
	DivisionRecord    *string             `json:"division_record"`
	ConferenceRecord  *string             `json:"conference_record"`
	Last10            string              `json:"last_10"`
	PointsFor         int                 `json:"points_for"`
	PointsAgainst     int                 `json:"points_against"`
	PointDifferential int                 `json:"point_differential"`
	Division          *standingsNamed     `json:"division"`
	Conference        *standingsNamed     `json:"conference"`
	League            standingsLeagueJSON `json:"league"`
	Season            gameSeasonJSON      `json:"season"`
	PlayoffPosition   *string             `json:"playoff_position"`
	LastUpdated       *string             `json:"last_updated"`
}

func (l *standingsLeague) row(s *stats.Standing) standingJSON {
	tm := l.teams[s.Team.ID]
	se := l.season
	rec := func(r stats.Record) string { return r.StringWith(l.ties, l.otl) }
	out := standingJSON{
		Rank: s.Rank, Position: s.Rank,
		Team: standingsTeamJSON{ID: tm.FranchiseID, Slug: tm.Slug, Name: tm.Name, City: tm.City, Abbreviation: tm.Abbreviation, SportName: se.SportName},
		Wins: s.W, Losses: s.L, Ties: s.T, OTLosses: s.OTL,
		WinPercentage: s.WinPct(), GamesPlayed: s.Games(), GamesBehind: s.GamesBehind,
		Streak: gameStrPtr(s.StreakString()), StreakType: gameStrPtr(s.StreakType()),
		HomeRecord: rec(s.Home), AwayRecord: rec(s.Away), Last10: rec(s.Last10),
		PointsFor: s.PointsFor, PointsAgainst: s.PointsAgainst, PointDifferential: s.PointsFor - s.PointsAgainst,
		League:          standingsLeagueJSON{ID: se.LeagueID, Slug: se.LeagueSlug, Name: se.LeagueName, Abbreviation: se.LeagueAbbrev},
		Season:          gameSeasonJSON{ID: se.ID, Slug: se.Slug, Name: se.Name, StartYear: se.StartYear, EndYear: se.EndYear},
		PlayoffPosition: gameStrPtr(s.Position), LastUpdated: gameStrPtr(s.LastGame),
	}
	if tm.TeamSeasonID.Valid {
		id := tm.TeamSeasonID.Int64
		out.ID = &id
	}
	if l.points {
		p := s.StandingsPoints()
		out.Points = &p
	}
	if tm.DivisionID.Valid {
		out.Division = &standingsNamed{ID: tm.DivisionID.Int64, Name: tm.DivisionName.String}
		r := rec(s.Division)
		out.DivisionRecord = &r
	}
	if tm.ConferenceID.Valid {
		out.Conference = &standingsNamed{ID: tm.ConferenceID.Int64, Name: tm.ConferenceName.String, Abbreviation: gameStrPtr(tm.ConferenceAbbrev.String)}
		r := rec(s.Conference)
		out.ConferenceRecord = &r
	}
	return out
}

// standingsQuery is a parsed standings request.
type standingsQuery struct {
	page       Page
	scope      Scope
	season     int
	conference string
	division   string
}

func standingsParseQuery(q url.Values) (standingsQuery, error) {
	var sq standingsQuery
	var err error
	if sq.page, err = ParsePage(q, DefaultPageSize); err != nil {
		return sq, err
	}
	if sq.scope, err = ParseScope(q); err != nil {
		return sq, err
	}
	if sq.season, _, err = YearParam(q, "season"); err != nil {
		return sq, err
	}
	if sq.conference, err = TextParam(q, "conference"); err != nil {
		return sq, err
	}
	if sq.division, err = TextParam(q, "division"); err != nil {
		return sq, err
	}
	return sq, nil
}

// standingsMatch reports whether a conference/division filter value names this
// one: its id, name or abbreviation, case-insensitively. The words
// "conference" and "division" may be left out ("Eastern" = "Eastern Conference").
func standingsMatch(filter string, id int64, valid bool, names ...string) bool {
	if filter == "" {
		return true
	}
	if !valid {
		return false
	}
	if n, err := strconv.ParseInt(filter, 10, 64); err == nil {
		return n == id
	}
	f := strings.ToLower(filter)
	for _, n := range names {
		n = strings.ToLower(n)
		if n == "" {
			continue
		}
		if n == f || strings.TrimSuffix(strings.TrimSuffix(n, " conference"), " division") == f {
			return true
		}
	}
	return false
}

func (sq standingsQuery) keep(tm *store.StandingsTeam) bool {
	return standingsMatch(sq.conference, tm.ConferenceID.Int64, tm.ConferenceID.Valid, tm.ConferenceName.String, tm.ConferenceAbbrev.String) &&
		standingsMatch(sq.division, tm.DivisionID.Int64, tm.DivisionID.Valid, tm.DivisionName.String)
}

// standingsRerank copies rows and ranks the copies within themselves.
func standingsRerank(rows []*stats.Standing) []*stats.Standing {
	out := make([]*stats.Standing, len(rows))
	for i, s := range rows {
		c := *s
		out[i] = &c
	}
	stats.Rank(out)
	return out
}

func (a *API) listStandings(r *http.Request) (*Paged[standingJSON], error) {
	return standingsView(a, r, "flat", a.standingsRows)
}

// standingsView answers one view: its rows computed once per dataset and
// filter, the page cut per request.
func standingsView[T any](a *API, r *http.Request, view string, rows func(context.Context, standingsQuery) ([]T, error)) (*Paged[T], error) {
	sq, err := standingsParseQuery(r.URL.Query())
	if err != nil {
		return nil, err
	}
	all, err := gameMemoized(r.Context(), a, sq.key(view), func(ctx context.Context) ([]T, error) { return rows(ctx, sq) })
	if err != nil {
		return nil, err
	}
	return new(standingsPage(r, sq.page, all)), nil
}

// key names the computed rows of a view (the page is cut per request).
func (sq standingsQuery) key(view string) string {
	return "standings|" + view + "|" + strconv.Itoa(sq.season) + "|" + sq.scope.Sport + "|" + sq.scope.Level + "|" + sq.conference + "|" + sq.division
}

func (a *API) standingsRows(ctx context.Context, sq standingsQuery) ([]standingJSON, error) {
	t, err := a.standingsFor(ctx, sq.season, sq.scope)
	if err != nil {
		return nil, err
	}
	var all []standingJSON
	for _, l := range t.leagues {
		rows := l.rows
		if sq.conference != "" || sq.division != "" {
			var sub []*stats.Standing
			for _, s := range rows {
				if sq.keep(l.teams[s.Team.ID]) {
					sub = append(sub, s)
				}
			}
			rows = standingsRerank(sub)
		}
		for _, s := range rows {
			all = append(all, l.row(s))
		}
	}
	return all, nil
}

// standingsPage pages an in-memory list.
func standingsPage[T any](r *http.Request, p Page, all []T) Paged[T] {
	from := p.Offset()
	if from > len(all) {
		from = len(all)
	}
	to := from + p.Size
	if to > len(all) {
		to = len(all)
	}
	return NewPaged(r, p, len(all), all[from:to])
}
