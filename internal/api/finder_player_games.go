package api

// Player game lines: the player-game finder and player streaks, over the
// box scores' player lines where the data has them (coverage says which
// league seasons, and how many of their games).

import (
	"context"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// lineFinderPage is a finder page over player game lines: with the league
// seasons of the scope that have lines (lineCoverage: an empty list when none).
type lineFinderPage[T any] struct {
	finderPage[T]
	Coverage []store.LineSeason `json:"coverage" openapi:"nonnull"`
}

// playerGameParams are the player-game filters beside the team-game ones.
var playerGameParams = []Param{
	{Name: "player", Type: "string", Description: "Only this player's lines (person slug)"},
	{Name: "position", Type: "string", Description: "Position as the line gives it, case-insensitive prefix"},
}

// parsePlayerGames reads a question over player game lines: the team-game
// filters from the player's side, player and position, and bounds on the
// sport's game-line statistics (stats.GameLineGlossary).
func (a *API) parsePlayerGames(r *http.Request, reserved ...string) (store.PlayerGameQuery, finderParams, error) {
	var pq store.PlayerGameQuery
	sc, err := a.statScope(r)
	if err != nil {
		return pq, finderParams{}, err
	}
	if stats.GameLineGlossary(sc.Sport) == nil {
		return pq, finderParams{}, httpio.BadParam("sport__slug", "%s has no player game lines in the data (hockey and football have)", sc.Sport)
	}
	isStat := func(n string) bool { return stats.InGameLines(sc.Sport, n) }
	tq, f, err := a.parseTeamGames(r, isStat, reserved...)
	if err != nil {
		return pq, f, err
	}
	p := paramsOf(r)
	pq.TeamGameQuery = tq
	pq.Person = strings.ToLower(p.Text("player"))
	pq.Position = p.Text("position")
	if err := p.Err(); err != nil {
		return pq, f, err
	}
	return pq, f, a.playerParam(r.Context(), pq.Person)
}

// lineCoverage is the coverage of a finder's scope: the league seasons in
// its league and season range that have player game lines.
func (a *API) lineCoverage(ctx context.Context, sc store.FinderScope) ([]store.LineSeason, error) {
	all, err := a.Store.GameLineCoverage(ctx, sc.Sport, sc.Level)
	if err != nil {
		return nil, err
	}
	out := []store.LineSeason{}
	for _, c := range all {
		if (sc.League == "" || c.League == sc.League) && (sc.SeasonMin == 0 || c.Season >= sc.SeasonMin) && (sc.SeasonMax == 0 || c.Season <= sc.SeasonMax) {
			out = append(out, c)
		}
	}
	return out, nil
}

func (a *API) findPlayerGames(r *http.Request) (any, error) {
	pq, f, err := a.parsePlayerGames(r)
	if err != nil {
		return nil, err
	}
	sport := pq.Sport
	pq.Columns = condColumns(f)
	pq.Order, pq.Desc = f.order, f.desc
	switch {
	case pq.Order != "":
	case len(f.conds) > 0 && pq.Person == "":
		pq.Order, pq.Desc = f.conds[0].Stat, true
	default:
		// One player's lines read as his game log (oldest first); any
		// other question without an ordering starts with the newest games.
		pq.Desc = pq.Person == ""
	}
	if len(f.conds) == 0 {
		for _, c := range stats.GameLineDefaults(sport) {
			pq.Columns = appendNew(pq.Columns, c)
		}
	}
	pq.FinderPage = store.FinderPage{Order: pq.Order, Desc: pq.Desc}
	cov, err := a.lineCoverage(r.Context(), pq.FinderScope)
	if err != nil {
		return nil, err
	}
	return runFinder(a, r, f, &pq.FinderPage, func(ctx context.Context) ([]store.PlayerGameHit, int, error) { return a.Store.FindPlayerGames(ctx, pq) },
		func(hits []store.PlayerGameHit) finderCSV { return playerGamesCSV(pq.Columns, hits) },
		func(p Paged[store.PlayerGameHit]) any {
			return &lineFinderPage[store.PlayerGameHit]{finderPage: finderPage[store.PlayerGameHit]{Paged: p, Columns: pq.Columns}, Coverage: cov}
		})
}

// streakReserved are the operator parameters a streak question reads
// itself; any other <name>__gte/__lte bounds a player's game lines.
var streakReserved = []string{"sport__slug", "level__slug", "season__gte", "season__lte", "date__gte", "date__lte", "length__gte"}

// isPlayerStreak says whether a streak question is about players: it names
// one, or bounds a statistic of the game lines.
func isPlayerStreak(q url.Values) bool {
	if q.Get("player") != "" {
		return true
	}
	for k := range q {
		if strings.Contains(k, "__") && !slices.Contains(streakReserved, k) {
			return true
		}
	}
	return false
}

func (a *API) findPlayerStreaks(r *http.Request) (any, error) {
	p := paramsOf(r)
	q := query(r)
	if v := q.Get("kind"); v != "" {
		return nil, httpio.BadParam("kind", "a player streak is its statistic bounds (points__gte=1); kind is for team streaks")
	}
	pq, f, err := a.parsePlayerGames(r, "length__gte")
	if err != nil {
		return nil, err
	}
	if len(f.conds) == 0 {
		return nil, httpio.BadParam("player", "a player streak needs a statistic bound of the game lines, such as %s__gte=1", stats.GameLineDefaults(pq.Sport)[0])
	}
	if f.order != "" {
		return nil, httpio.BadParam("ordering", "streaks are ordered longest first")
	}
	sq := store.PlayerStreakQuery{PlayerGameQuery: pq}
	if sq.AcrossSeasons, sq.MinLength, err = streakRuns(p, &sq.GameType); err != nil {
		return nil, err
	}
	cov, err := a.lineCoverage(r.Context(), pq.FinderScope)
	if err != nil {
		return nil, err
	}
	return runFinder(a, r, f, &sq.FinderPage, func(ctx context.Context) ([]store.PlayerStreak, int, error) {
		return a.Store.FindPlayerStreaks(ctx, sq)
	},
		playerStreaksCSV, func(p Paged[store.PlayerStreak]) any {
			return &lineFinderPage[store.PlayerStreak]{finderPage: finderPage[store.PlayerStreak]{Paged: p, Columns: condColumns(f)}, Coverage: cov}
		})
}

func playerGamesCSV(cols []string, hits []store.PlayerGameHit) finderCSV {
	f := finderCSV{name: "player-games", header: append([]string{"date", "season", "game_type", "player", "player_slug", "position", "team", "team_slug",
		"location", "opponent", "opponent_slug", "result", "team_score", "opponent_score", "game_slug"}, cols...)}
	for _, h := range hits {
		res := ""
		if h.Result != nil {
			res = *h.Result
		}
		row := []string{h.Date, strconv.Itoa(h.Season), h.GameType, h.PlayerName, h.PlayerSlug, h.Position, h.Team, h.TeamSlug,
			h.Location, h.Opponent, h.OpponentSlug, res, numi(h.TeamScore), numi(h.OpponentScore), h.GameSlug}
		for _, c := range cols {
			row = append(row, num(h.Values[c]))
		}
		f.rows = append(f.rows, row)
	}
	return f
}

func playerStreaksCSV(hits []store.PlayerStreak) finderCSV {
	f := finderCSV{name: "player-streaks", header: append([]string{"player", "player_slug"}, spanHeader...)}
	for _, h := range hits {
		f.rows = append(f.rows, append([]string{h.PlayerName, h.PlayerSlug}, spanCSV(h.StreakSpan)...))
	}
	return f
}

// streakRow documents a streak's row: a team's (team_*) or, for a player
// streak, a player's (player_*).
type streakRow struct {
	TeamID     int64  `json:"team_id,omitempty"`
	TeamSlug   string `json:"team_slug,omitempty"`
	Team       string `json:"team,omitempty"`
	PlayerID   int64  `json:"player_id,omitempty"`
	PlayerSlug string `json:"player_slug,omitempty"`
	PlayerName string `json:"player_name,omitempty"`
	store.StreakSpan
}

// streaksPage documents the streaks answer: a player streak's carries its
// coverage.
type streaksPage struct {
	finderPage[streakRow]
	Coverage []store.LineSeason `json:"coverage,omitempty"`
}
