package readmodel

// Game lists and details answered from the in-memory game index.

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/almanac-sports/almanac/internal/readmodel/gameindex"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// Games counts the games matching f and returns those at [offset,
// offset+limit) in f's order (none when offset is past the count). The
// filter picks and counts positions in the index (counts memoized per
// filter) and the games are read from it too.
func (m *Model) Games(ctx context.Context, f gameindex.Filter, offset, limit int) (count int, games []Game, err error) {
	return pageGames(ctx, m, f, offset, limit, gameToJSON, newGamePage[Game])
}

// gamePage is a page of games and the values their pointers point into,
// kept in a pool between answers (GamesPooled).
type gamePage struct {
	games []Game
	al    gameAlloc
}

var gamePages = sync.Pool{New: func() any { return new(gamePage) }}

// GamesPooled is Games with the page drawn from a pool: release returns it,
// after which nothing may read the games (the API calls it once the answer
// is encoded). A page of 50 games is otherwise ~36 KB of garbage per answer,
// and garbage is what sets the collector's pace (see doc.go).
func (m *Model) GamesPooled(ctx context.Context, f gameindex.Filter, offset, limit int) (count int, games []Game, release func(), err error) {
	p := gamePages.Get().(*gamePage)
	release = func() {
		clear(p.games) // hold no texts of this answer while pooled
		p.al.reset(0)
		gamePages.Put(p)
	}
	count, games, err = pageGames(ctx, m, f, offset, limit, gameToJSON, func(n int) ([]Game, *gameAlloc) {
		p.games = slices.Grow(p.games[:0], n)[:n]
		p.al.reset(n)
		return p.games, &p.al
	})
	return count, games, release, err
}

// newGamePage makes a page of n games and their values.
func newGamePage[T any](n int) ([]T, *gameAlloc) { return make([]T, n), newGameAlloc(n) }

// LiveGame is a game as the live list and the live-score stream show
// it: the list fields and the feed's id of a game entered through the
// ingest API (null for the others), which an operator's update names.
type LiveGame struct {
	Game
	ExternalID *string `json:"external_id"`
}

func liveGameToJSON(ix *gameindex.Index, g store.GameBase, al *gameAlloc) LiveGame {
	return LiveGame{Game: gameToJSON(ix, g, al), ExternalID: al.str(g.ExternalID)}
}

// LiveGames is Games with each game's external id (the live list).
func (m *Model) LiveGames(ctx context.Context, f gameindex.Filter, offset, limit int) (count int, games []LiveGame, err error) {
	return pageGames(ctx, m, f, offset, limit, liveGameToJSON, newGamePage[LiveGame])
}

// pageGames is Games with each game converted by conv into the page made
// by into.
func pageGames[T any](ctx context.Context, m *Model, f gameindex.Filter, offset, limit int, conv func(*gameindex.Index, store.GameBase, *gameAlloc) T,
	into func(n int) ([]T, *gameAlloc)) (count int, games []T, err error) {
	ix, err := m.gameIndex(ctx)
	if err != nil {
		return 0, nil, err
	}
	plan := ix.Plan(f)
	if plan.Exact() {
		count = plan.Count()
	} else {
		count, err = gameCountKind.Get(ctx, m.memo(ctx), f.Key(), func(context.Context) (int, error) { return plan.Count(), nil })
		if err != nil {
			return 0, nil, err
		}
	}
	if offset >= count {
		return count, nil, nil
	}
	at := plan.Window(f.Asc, offset, limit)
	games, al := into(len(at))
	for i, pos := range at {
		games[i] = conv(ix, ix.BaseIn(pos, al.textBuf()), al)
	}
	return count, games, nil
}

// GameTeam resolves a team filter (franchise slug or numeric id) to a
// franchise id; false when no franchise has it.
func (m *Model) GameTeam(ctx context.Context, v string) (int64, bool, error) {
	ix, err := m.gameIndex(ctx)
	if err != nil {
		return 0, false, err
	}
	if id, ok := ix.TeamSlug[v]; ok {
		return id, true, nil
	}
	if id, err := strconv.ParseInt(v, 10, 64); err == nil {
		if _, ok := ix.Dims.Franchises[id]; ok {
			return id, true, nil
		}
	}
	return 0, false, nil
}

// Game is one game by id or slug with its venue, championship, result line
// and both teams' records through it; store.ErrNotFound when there is none.
func (m *Model) Game(ctx context.Context, ref string) (*GameDetail, error) {
	ix, err := m.gameIndex(ctx)
	if err != nil {
		return nil, err
	}
	// Most games are whole in the index; the database has the rest (notes).
	g, ok := ix.Detail(ref)
	if !ok {
		g, err = m.st.GameByRef(ctx, ref)
		if err != nil {
			return nil, err
		}
	}
	out := GameDetail{Game: gameToJSON(ix, g, nil), Officials: []GameOfficial{}, Notes: gameStrPtr(g.Notes)}
	if v, ok := ix.Dims.Venues[g.VenueID]; ok {
		out.Venue = &GameVenue{ID: v.ID, Name: v.Name, City: v.City, State: v.State, Country: v.Country,
			Capacity: gameNullInt(v.Capacity), Location: gameLocation(v.City, v.State, v.Country)}
	}
	if c := ix.Championship(g); c != nil {
		out.Championship = &GameChampionship{ID: c.ID, Slug: c.Slug, Name: c.Name}
	}
	if out.HomeScore != nil && out.AwayScore != nil && g.Status == "final" {
		hs, as := *out.HomeScore, *out.AwayScore
		var text, winner string
		switch {
		case hs > as:
			text, winner = out.HomeTeamName+" defeats "+out.AwayTeamName, "home"
		case as > hs:
			text, winner = out.AwayTeamName+" defeats "+out.HomeTeamName, "away"
		default:
			text, winner = "Game ended in a tie", "tie"
		}
		out.ResultText, out.Winner = &text, &winner
	}
	if se, ok := ix.Dims.Seasons[g.SeasonID]; ok && g.GameType != "allstar" {
		countOT := gameCountsOTLosses(se.LeagueAbbrev, ix.Dims.Sports[se.SportID].Slug, se.StartYear)
		for _, side := range []struct {
			id  *int64
			dst **string
		}{{out.HomeTeam.ID, &out.HomeTeamRecord}, {out.AwayTeam.ID, &out.AwayTeamRecord}} {
			if side.id == nil {
				continue
			}
			rec := recordThrough(ix, *side.id, se, g.Date, g.ID, countOT)
			if rec.Games() > 0 {
				s := rec.String()
				*side.dst = &s
			}
		}
	}
	if out.BoxScore, err = m.boxScore(ctx, g.ID, out.AwayTeamName, out.HomeTeamName); err != nil {
		return nil, err
	}
	out.LineScore = baseballLineScore(&out)
	officials, err := m.st.GameOfficials(ctx, g.ID)
	if err != nil {
		return nil, err
	}
	for _, o := range officials {
		out.Officials = append(out.Officials, GameOfficial{Position: o.Position, Name: o.Name})
	}
	return &out, nil
}

// gameLocation is "City, ST" (or "City, Country" outside the US and Canada).
func gameLocation(city, state, country string) string {
	parts := []string{}
	if city != "" {
		parts = append(parts, city)
	}
	switch {
	case state != "":
		parts = append(parts, state)
	case country != "":
		parts = append(parts, country)
	}
	return strings.Join(parts, ", ")
}

// gameCountsOTLosses reports whether a league-season counts overtime losses
// apart from losses: the NHL from 1999-2000 on.
func gameCountsOTLosses(leagueAbbrev, sport string, startYear int) bool {
	return sport == "hockey" && strings.EqualFold(leagueAbbrev, "NHL") && startYear >= 1999
}

// recordThrough is a franchise's regular-season record in the season year
// of se (every league of that sport and level, so interleague games count)
// through the given game: after it for a regular-season game, the final
// regular-season record for a postseason game.
func recordThrough(ix *gameindex.Index, franchise int64, se store.GameDimSeason, date string, gameID int64, countOT bool) stats.Record {
	var rec stats.Record
	final, _ := gameindex.Code(ix.Statuses, "final")
	regular, ok := gameindex.Code(ix.Types, "regular")
	if !ok {
		return rec
	}
	d := gameindex.DateInt(date)
	for _, p := range ix.ByTeam[int32(franchise)] {
		g := &ix.Games[p]
		if g.Date > d || (g.Date == d && int64(g.ID) > gameID) {
			break
		}
		if g.GType != regular || g.Status != final || g.HS < 0 || g.AS < 0 {
			continue
		}
		gs, ok := ix.Dims.Seasons[int64(g.Season)]
		if !ok || gs.StartYear != se.StartYear || gs.SportID != se.SportID || gs.LevelID != se.LevelID {
			continue
		}
		rec.Add(stats.OutcomeFor(stats.Game{HomeScore: int(g.HS), AwayScore: int(g.AS), Overtime: g.OT}, g.Home == int32(franchise), countOT))
	}
	return rec
}
