package readmodel

import (
	"context"
	"slices"
	"sync"

	"github.com/almanac-sports/almanac/internal/forecast"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// A franchise's trends: its season series with the forecasts' ratings and
// its latest form.

// TeamTrendSeason is one season of a franchise's trend series.
type TeamTrendSeason struct {
	Season               int                    `json:"season"`
	SeasonSlug           string                 `json:"season_slug"`
	TeamName             string                 `json:"team_name"`
	GamesPlayed          int                    `json:"games_played"`
	Wins                 int                    `json:"wins"`
	Losses               int                    `json:"losses"`
	Ties                 *int                   `json:"ties,omitempty"`
	OTLosses             *int                   `json:"otl,omitempty"`
	WinPercentage        float64                `json:"win_percentage"`
	PointsPerGame        float64                `json:"points_per_game"`
	PointsAllowedPerGame float64                `json:"points_allowed_per_game"`
	PointDifferential    int                    `json:"point_differential"`
	EloRating            *float64               `json:"elo_rating"` // after the season's last game, playoffs included
	Elo                  *forecast.SeasonRating `json:"elo"`
	// PlayoffResult: champion, playoffs, missed; null when the data has no
	// postseason for the season.
	PlayoffResult *string `json:"playoff_result"`

	json []byte // the season as the API writes it (EncodedJSON)
}

// EncodedJSON is the season's JSON (HTML escaping off, no newline), made
// once with the team's series: the API copies it (the series' ~10 figures
// a season were nearly half of a trends answer's time).
func (s *TeamTrendSeason) EncodedJSON() []byte {
	if s == nil {
		return nil
	}
	return s.json
}

// TeamFormGame is one of the team's latest final games.
type TeamFormGame struct {
	GameID        int64    `json:"game_id"`
	GameDate      string   `json:"game_date"`
	GameType      string   `json:"game_type"`
	Opponent      string   `json:"opponent"`
	OpponentID    *string  `json:"opponent_id"` // slug
	IsHome        bool     `json:"is_home"`
	TeamScore     int      `json:"team_score"`
	OpponentScore int      `json:"opponent_score"`
	Result        string   `json:"result"`          // W, L or T
	WinProb       *float64 `json:"win_probability"` // the walk-forward pre-game figure
	RatingBefore  *float64 `json:"rating_before"`
	RatingAfter   *float64 `json:"rating_after"`
}

// TeamForm sums the latest games up.
type TeamForm struct {
	Games                int     `json:"games"`
	Record               string  `json:"record"`
	PointsPerGame        float64 `json:"points_per_game"`
	PointsAllowedPerGame float64 `json:"points_allowed_per_game"`
	AverageMargin        float64 `json:"average_margin"`
	// WinsAboveExpected is wins minus the pre-game win probabilities (null
	// without forecasts).
	WinsAboveExpected *float64       `json:"wins_above_expected"`
	Results           []TeamFormGame `json:"results" openapi:"nonnull"` // oldest first
}

// TeamTrends is a franchise's season-by-season series and latest form.
type TeamTrends struct {
	Team         TeamBrief         `json:"team"`
	Sport        string            `json:"sport"`
	Level        string            `json:"level"`
	ScoreUnit    string            `json:"score_unit"`
	RatingSystem *string           `json:"rating_system"` // null: no forecasts for this sport and level
	Rating       *forecast.Ranked  `json:"rating"`
	Seasons      []TeamTrendSeason `json:"seasons" openapi:"nonnull"`
	Form         TeamForm          `json:"form"`

	page *trendsPage // the pooled arrays behind the answer (ReleaseValues)
}

var ratingSystem = "walk-forward Elo (the forecasts' ratings: mean of the season's best systems; 1500 is average)"

// trendsPage is a trends answer and the arrays its slices and pointers use,
// reused across answers: a team's ~80 seasons and its form were ~16 KB of
// garbage an answer, which set how often the collector ran under load.
type trendsPage struct {
	out     TeamTrends
	rating  forecast.Ranked
	final   []*TeamScheduleGame
	points  []ratedGame
	probs   []float64
	results []TeamFormGame
	above   float64
}

var trendsPages = sync.Pool{New: func() any { return new(trendsPage) }}

// ReleaseValues returns the answer's arrays for another answer; nothing may
// read the answer after (the API calls it once the answer is encoded).
// Callers that keep an answer simply never call it.
func (t *TeamTrends) ReleaseValues() {
	p := t.page
	if p == nil {
		return
	}
	t.page = nil
	clear(p.final) // the pointers into a schedule
	p.out = TeamTrends{}
	trendsPages.Put(p)
}

// TeamTrends builds a franchise's series and its last n games' form.
func (m *Model) TeamTrends(ctx context.Context, t store.Team, n int) (*TeamTrends, error) {
	ft, err := m.teamForecast(ctx, t)
	if err != nil {
		return nil, err
	}
	var rt teamRatings
	if ft != nil {
		if rt, err = m.ratings(ctx, t, ft); err != nil {
			return nil, err
		}
	}
	// The series changes only with the games (a patch drops it, as it
	// drops the history and the ratings it is made of).
	seasons, err := teamTrendsKind.Get(ctx, m.memo(ctx), t.ID, func(ctx context.Context) ([]TeamTrendSeason, error) {
		hist, err := m.TeamHistoryDesc(ctx, t)
		if err != nil {
			return nil, err
		}
		s := trendSeasons(hist, rt.seasons)
		return s, encodeRows(s, func(r *TeamTrendSeason, b []byte) { r.json = b })
	})
	if err != nil {
		return nil, err
	}
	p := trendsPages.Get().(*trendsPage)
	if p.results == nil { // a new page: empty lists are [] in JSON, not null
		p.results = make([]TeamFormGame, 0, n)
	}
	out := &p.out
	*out = TeamTrends{Team: TeamBrief{t.ID, t.Slug, t.Name}, Sport: t.Sport.Slug, Level: t.Level.Slug, ScoreUnit: stats.ScoreUnit(t.Sport.Slug),
		Seasons: seasons, page: p}
	if ft != nil {
		out.RatingSystem = &ratingSystem
		if r, ok := ft.Rank(t.ID); ok {
			p.rating = r
			out.Rating = &p.rating
		}
	}
	if out.Form, err = m.teamForm(ctx, p, t, ft, rt.history, n); err != nil {
		out.ReleaseValues()
		return nil, err
	}
	return out, nil
}

// trendSeasons is the series, oldest first, from a history (newest first)
// and the ratings' seasons (oldest first; none without forecasts).
func trendSeasons(hist []TeamStatRow, elo []forecast.SeasonRating) []TeamTrendSeason {
	out := make([]TeamTrendSeason, 0, len(hist))
	for i := len(hist) - 1; i >= 0; i-- {
		r := &hist[i]
		s := TeamTrendSeason{Season: r.Season, SeasonSlug: r.SeasonSlug, TeamName: r.TeamName, GamesPlayed: r.GamesPlayed,
			Wins: r.Wins, Losses: r.Losses, Ties: r.Ties, OTLosses: r.OTLosses, WinPercentage: r.WinPercentage,
			PointsPerGame: r.PointsPerGame, PointsAllowedPerGame: r.PointsAllowedPerGame, PointDifferential: r.PointDifferential,
			PlayoffResult: playoffResult(r.PlayoffPosition)}
		// Both lists are oldest first: walk the ratings along.
		for len(elo) > 0 && elo[0].Season < r.Season {
			elo = elo[1:]
		}
		if len(elo) > 0 && elo[0].Season == r.Season {
			e := &elo[0]
			s.Elo, s.EloRating = e, &e.End
		}
		out = append(out, s)
	}
	return out
}

// The three playoff results, shared by every answer (read only): a text
// per season made anew was ~80 allocations a team trends answer.
var (
	resultChampion = stats.PosChampion
	resultPlayoffs = stats.PosPlayoffs
	resultMissed   = "missed"
)

func playoffResult(pos *string) *string {
	switch {
	case pos == nil:
		return nil
	case *pos == stats.PosChampion:
		return &resultChampion
	case *pos == stats.PosPlayoffs:
		return &resultPlayoffs
	}
	return &resultMissed
}

// ratedGame is a game of the team's rating history with its pre-game win
// probability from the team's side.
type ratedGame struct {
	id int64
	forecast.RatingPoint
	prob float64
}

// teamForm is the team's last n final games of its latest season with
// results, with the forecast's figures for them (from its rating history)
// when there are forecasts. Its arrays are p's.
func (m *Model) teamForm(ctx context.Context, p *trendsPage, t store.Team, ft *forecast.Table, hist []forecast.RatingPoint, n int) (TeamForm, error) {
	f := TeamForm{Results: p.results[:0]}
	year, err := m.teamScheduleYear(ctx, t.ID)
	if err != nil || year == 0 {
		return f, err
	}
	games, err := m.TeamSchedule(ctx, t, year)
	if err != nil {
		return f, err
	}
	if !slices.ContainsFunc(games, func(g TeamScheduleGame) bool { return g.Result != nil }) {
		// A season on the schedule with no result yet (the NFL's 2026 before
		// week 1): the form is the last season played.
		if games, err = m.TeamSchedule(ctx, t, year-1); err != nil {
			return f, err
		}
	}
	// The last n final games, found from the end: the schedule is a season
	// of large records, not to be copied whole on every answer.
	final := slices.Grow(p.final[:0], min(n, len(games)))
	for i := len(games) - 1; i >= 0 && len(final) < n; i-- {
		if games[i].Result != nil {
			final = append(final, &games[i])
		}
	}
	slices.Reverse(final)
	p.final = final
	// The games are the latest of the history: look them up from its end
	// (at most 2n+8 entries, searched in place).
	points := slices.Grow(p.points[:0], 2*len(final)+8)
	for i := len(hist) - 1; i >= 0 && len(points) < 2*len(final)+8; i-- {
		g := ft.Games[hist[i].Game]
		pr := ft.Forecast.Prob[hist[i].Game]
		if g.AwayID() == t.ID {
			pr = 1 - pr
		}
		points = append(points, ratedGame{g.ID, hist[i], pr})
	}
	p.points = points
	var rec stats.Record
	var pf, pa, above float64
	probs := slices.Grow(p.probs[:0], len(final)) // pointed into: never grown below
	f.Results = slices.Grow(f.Results, len(final))
	for _, g := range final {
		fg := TeamFormGame{GameID: g.ID, GameDate: g.GameDate, GameType: g.GameType, Opponent: g.Opponent.Name, OpponentID: g.Opponent.Slug,
			IsHome: g.IsHome, TeamScore: *g.TeamScore, OpponentScore: *g.OpponentScore, Result: *g.Result}
		rec.Add(stats.Outcome(fg.Result[0]))
		pf, pa = pf+float64(fg.TeamScore), pa+float64(fg.OpponentScore)
		// A game is once in a team's history.
		if k := slices.IndexFunc(points, func(r ratedGame) bool { return r.id == g.ID }); k >= 0 {
			pt := &points[k]
			probs = append(probs, stats.RoundTo(pt.prob, 3))
			fg.WinProb, fg.RatingBefore, fg.RatingAfter = &probs[len(probs)-1], &pt.Pre, &pt.Post
			above += stats.HomeResult(fg.TeamScore, fg.OpponentScore) - pt.prob
		}
		f.Results = append(f.Results, fg)
	}
	p.probs, p.results = probs, f.Results
	if f.Games = len(final); f.Games > 0 {
		f.Record = rec.String()
		f.PointsPerGame, f.PointsAllowedPerGame = stats.RoundTo(pf/float64(f.Games), 2), stats.RoundTo(pa/float64(f.Games), 2)
		f.AverageMargin = stats.RoundTo((pf-pa)/float64(f.Games), 2)
		if ft != nil {
			p.above = stats.RoundTo(above, 2)
			f.WinsAboveExpected = &p.above
		}
	}
	return f, nil
}
