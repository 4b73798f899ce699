package readmodel

import (
	"context"
	"slices"
	"strconv"

	"github.com/almanac-sports/almanac/internal/forecast"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// A franchise through its history: its team stat row in every season it
// played regular-season games, and the trends over them with its ratings.

func teamScope(t store.Team) Scope { return Scope{Sport: t.Sport.Slug, Level: t.Level.Slug} }

// TeamHistoryDesc is the team's row in each season it has final
// regular-season games in, newest first (each season's standings are
// computed once per dataset version and shared by every team of it). The
// slice is shared: callers must not change it.
func (m *Model) TeamHistoryDesc(ctx context.Context, t store.Team) ([]TeamStatRow, error) {
	return memoized(ctx, m, "teamstats-history|"+strconv.FormatInt(t.ID, 10), func(ctx context.Context) ([]TeamStatRow, error) {
		splits, err := m.st.TeamSplits(ctx, t.ID)
		if err != nil {
			return nil, err
		}
		var years []int
		for _, s := range splits {
			if !s.Postseason && s.StartYear != 0 && !slices.Contains(years, s.StartYear) {
				years = append(years, s.StartYear)
			}
		}
		slices.Sort(years)
		slices.Reverse(years)
		out := []TeamStatRow{}
		for _, y := range years {
			r, err := m.TeamSeasonRow(ctx, t.ID, teamScope(t), y)
			if err != nil {
				return nil, err
			}
			if r != nil {
				out = append(out, *r)
			}
		}
		return out, nil
	})
}

// TeamRow is the team's row in a season (0: its latest); nil when it has no
// games that season.
func (m *Model) TeamRow(ctx context.Context, t store.Team, season int) (*TeamStatRow, error) {
	hist, err := m.TeamHistoryDesc(ctx, t)
	if err != nil || len(hist) == 0 {
		return nil, err
	}
	i := 0
	if season != 0 {
		if i = slices.IndexFunc(hist, func(r TeamStatRow) bool { return r.Season == season }); i < 0 {
			return nil, nil
		}
	}
	r := hist[i]
	return &r, nil
}

// teamForecast is the forecast table of the team's sport and level, nil
// when there is none.
func (m *Model) teamForecast(ctx context.Context, t store.Team) (*forecast.Table, error) {
	sc := forecast.Scope{Sport: t.Sport.Slug, Level: t.Level.Slug}
	if !forecast.Known(sc) {
		return nil, nil
	}
	return m.Forecast(ctx, sc)
}

// teamRatings is a team's rating history in its forecast table, oldest
// first, and its seasons' ratings.
type teamRatings struct {
	history []forecast.RatingPoint
	seasons []forecast.SeasonRating
}

// ratings reads the team's ratings out of ft (its sport's table) once per
// dataset version.
func (m *Model) ratings(ctx context.Context, t store.Team, ft *forecast.Table) (teamRatings, error) {
	return memoized(ctx, m, "team-ratings|"+strconv.FormatInt(t.ID, 10), func(context.Context) (teamRatings, error) {
		h := ft.History(t.ID)
		return teamRatings{history: h, seasons: ft.SeasonsOf(h)}, nil
	})
}

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
	Results           []TeamFormGame `json:"results"` // oldest first
}

// TeamTrends is a franchise's season-by-season series and latest form.
type TeamTrends struct {
	Team         TeamBrief         `json:"team"`
	Sport        string            `json:"sport"`
	Level        string            `json:"level"`
	ScoreUnit    string            `json:"score_unit"`
	RatingSystem *string           `json:"rating_system"` // null: no forecasts for this sport and level
	Rating       *forecast.Ranked  `json:"rating"`
	Seasons      []TeamTrendSeason `json:"seasons"`
	Form         TeamForm          `json:"form"`
}

const ratingSystem = "walk-forward Elo (the forecasts' ratings: mean of the season's best systems; 1500 is average)"

// TeamTrends builds a franchise's series and its last n games' form.
func (m *Model) TeamTrends(ctx context.Context, t store.Team, n int) (*TeamTrends, error) {
	hist, err := m.TeamHistoryDesc(ctx, t)
	if err != nil {
		return nil, err
	}
	ft, err := m.teamForecast(ctx, t)
	if err != nil {
		return nil, err
	}
	out := TeamTrends{Team: TeamBrief{t.ID, t.Slug, t.Name}, Sport: t.Sport.Slug, Level: t.Level.Slug, ScoreUnit: stats.ScoreUnit(t.Sport.Slug),
		Seasons: make([]TeamTrendSeason, 0, len(hist))}
	var rt teamRatings
	if ft != nil {
		s := ratingSystem
		out.RatingSystem = &s
		if r, ok := ft.Rank(t.ID); ok {
			out.Rating = &r
		}
		if rt, err = m.ratings(ctx, t, ft); err != nil {
			return nil, err
		}
	}
	elo := rt.seasons
	for i := len(hist) - 1; i >= 0; i-- { // oldest first
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
		out.Seasons = append(out.Seasons, s)
	}
	out.Form, err = m.teamForm(ctx, t, ft, rt.history, n)
	return &out, err
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

// teamForm is the team's last n final games of its latest season with
// games, with the forecast's figures for them (from its rating history)
// when there are forecasts.
func (m *Model) teamForm(ctx context.Context, t store.Team, ft *forecast.Table, hist []forecast.RatingPoint, n int) (TeamForm, error) {
	f := TeamForm{Results: []TeamFormGame{}}
	year, err := m.st.TeamScheduleYear(ctx, t.ID)
	if err != nil || year == 0 {
		return f, err
	}
	games, err := m.TeamSchedule(ctx, t, year)
	if err != nil {
		return f, err
	}
	// The last n final games, found from the end: the schedule is a season
	// of large records, not to be copied whole on every answer.
	final := make([]*TeamScheduleGame, 0, min(n, len(games)))
	for i := len(games) - 1; i >= 0 && len(final) < n; i-- {
		if games[i].Result != nil {
			final = append(final, &games[i])
		}
	}
	slices.Reverse(final)
	// The games are the latest of the history: look them up from its end.
	type rated struct {
		forecast.RatingPoint
		prob float64
	}
	points := make(map[int64]rated, 2*len(final)+8)
	for i := len(hist) - 1; i >= 0 && len(points) < 2*len(final)+8; i-- {
		g := ft.Games[hist[i].Game]
		pr := ft.Forecast.Prob[hist[i].Game]
		if g.AwayID() == t.ID {
			pr = 1 - pr
		}
		points[g.ID] = rated{hist[i], pr}
	}
	var rec stats.Record
	var pf, pa, above float64
	f.Results = make([]TeamFormGame, 0, len(final))
	for _, g := range final {
		fg := TeamFormGame{GameID: g.ID, GameDate: g.GameDate, GameType: g.GameType, Opponent: g.Opponent.Name, OpponentID: g.Opponent.Slug,
			IsHome: g.IsHome, TeamScore: *g.TeamScore, OpponentScore: *g.OpponentScore, Result: *g.Result}
		rec.Add(stats.Outcome(fg.Result[0]))
		pf, pa = pf+float64(fg.TeamScore), pa+float64(fg.OpponentScore)
		if p, ok := points[g.ID]; ok {
			wp := round3(p.prob)
			fg.WinProb, fg.RatingBefore, fg.RatingAfter = &wp, &p.Pre, &p.Post
			above += stats.HomeResult(fg.TeamScore, fg.OpponentScore) - p.prob
		}
		f.Results = append(f.Results, fg)
	}
	if f.Games = len(final); f.Games > 0 {
		f.Record = rec.String()
		f.PointsPerGame, f.PointsAllowedPerGame = round2(pf/float64(f.Games)), round2(pa/float64(f.Games))
		f.AverageMargin = round2((pf - pa) / float64(f.Games))
		if ft != nil {
			a := round2(above)
			f.WinsAboveExpected = &a
		}
	}
	return f, nil
}
