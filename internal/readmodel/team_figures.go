package readmodel

import (
	"context"
	"strconv"

	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// teamFigures are a team's numbers in one scope (a season or all time).
type teamFigures struct {
	Regular, Post, Home, Away stats.TeamTotals
	Records                   store.TeamRecordTotals
	Titles                    int
	GameSeasons               int               // distinct seasons with a regular-season game in scope
	splits                    []stats.TeamSplit // all of the team's (shared, read-only)
	season                    int               // the scope's start year, 0 = all time
}

// inScope reports whether a split falls in the figures' scope.
func (f *teamFigures) inScope(s stats.TeamSplit) bool {
	return f.season == 0 || s.StartYear == f.season
}

// figures returns a team's figures in one scope (a season, 0 = all time).
func (m *Model) figures(ctx context.Context, t store.Team, season int) (teamFigures, error) {
	// Sums over every game of the team (thousands of splits): once per
	// dataset for each team and scope. Callers only read the figures.
	return teamFiguresKind.Get(ctx, m.memo(ctx), franchiseYear{t.ID, season}, func(ctx context.Context) (teamFigures, error) {
		return m.computeTeamFigures(ctx, t, season)
	})
}

func (m *Model) computeTeamFigures(ctx context.Context, t store.Team, season int) (teamFigures, error) {
	f := teamFigures{season: season}
	splits, err := m.teamSplits(ctx, t.ID)
	if err != nil {
		return f, err
	}
	f.splits = splits
	seasons := map[int]bool{}
	for _, s := range splits {
		if !f.inScope(s) {
			continue
		}
		if s.Postseason {
			f.Post.Add(s)
			continue
		}
		if s.StartYear != 0 {
			seasons[s.StartYear] = true
		}
		f.Regular.Add(s)
		if s.Home {
			f.Home.Add(s)
		} else {
			f.Away.Add(s)
		}
	}
	rows, err := m.teamSeasonRows(ctx, t.ID)
	if err != nil {
		return f, err
	}
	f.Records = store.TeamRecordsOf(rows, season)
	if f.Titles, err = m.teamTitleYears(ctx, t.ID, season); err != nil {
		return f, err
	}
	f.GameSeasons = len(seasons)
	return f, nil
}

// TeamStats are a team's figures in one season or all time.
type TeamStats struct {
	Team                 TeamBrief `json:"team"`
	Scope                string    `json:"scope"`
	Season               *int      `json:"season"`
	ScoreUnit            string    `json:"score_unit"`
	GameSeasons          int       `json:"game_seasons"`
	GamesPlayed          int       `json:"games_played"`
	Wins                 int       `json:"wins"`
	Losses               int       `json:"losses"`
	Ties                 int       `json:"ties"`
	WinPercentage        *float64  `json:"win_percentage"`
	PointsFor            int       `json:"points_for"`
	PointsAgainst        int       `json:"points_against"`
	PointsPerGame        *float64  `json:"points_per_game"`
	PointsAllowedPerGame *float64  `json:"points_allowed_per_game"`
	PointDifferential    int       `json:"point_differential"`
	HomeRecord           string    `json:"home_record"`
	AwayRecord           string    `json:"away_record"`
	PlayoffGames         int       `json:"playoff_games"`
	PlayoffWins          int       `json:"playoff_wins"`
	PlayoffLosses        int       `json:"playoff_losses"`
	PlayoffRecord        string    `json:"playoff_record"`
	Record               *string   `json:"record"`
	RecordWins           *int      `json:"record_wins"`
	RecordLosses         *int      `json:"record_losses"`
	RecordTies           *int      `json:"record_ties"`
	RecordOTLosses       *int      `json:"record_ot_losses"`
	RecordSeasons        int       `json:"record_seasons"`
	ChampionshipsWon     int       `json:"championships_won"`
	SeasonsCount         int       `json:"seasons_count"`
	FirstSeason          *int      `json:"first_season"`
	LastSeason           *int      `json:"last_season"`
}

func teamPtr[T any](v T, ok bool) *T {
	if !ok {
		return nil
	}
	return &v
}

// TeamStats are a team's figures from its games and season records, in one
// season (has) or all time.
func (m *Model) TeamStats(ctx context.Context, t store.Team, season int, has bool) (*TeamStats, error) {
	f, err := m.figures(ctx, t, season)
	if err != nil {
		return nil, err
	}
	reg := f.Regular
	out := TeamStats{
		GameSeasons: f.GameSeasons,
		Team:        TeamBrief{t.ID, t.Slug, t.Name}, Scope: "all-time", ScoreUnit: stats.ScoreUnit(t.Sport.Slug),
		GamesPlayed: reg.Games, Wins: reg.Wins, Losses: reg.Losses, Ties: reg.Ties,
		PointsFor: reg.PointsFor, PointsAgainst: reg.PointsAgainst, PointDifferential: reg.PointsFor - reg.PointsAgainst,
		HomeRecord: f.Home.Record(), AwayRecord: f.Away.Record(),
		PlayoffGames: f.Post.Games, PlayoffWins: f.Post.Wins, PlayoffLosses: f.Post.Losses, PlayoffRecord: f.Post.Record(),
		RecordSeasons: f.Records.Recorded, ChampionshipsWon: f.Titles, SeasonsCount: f.Records.Seasons,
	}
	if has {
		out.Scope, out.Season = strconv.Itoa(season), &season
	}
	out.WinPercentage = teamPtr(stats.WinningPct(reg.Wins, reg.Losses, reg.Ties))
	out.PointsPerGame = teamPtr(stats.PerGame(reg.PointsFor, reg.Games))
	out.PointsAllowedPerGame = teamPtr(stats.PerGame(reg.PointsAgainst, reg.Games))
	if rec := f.Records; rec.Recorded > 0 {
		s := stats.RecordText(rec.Wins, rec.Losses, rec.Ties, rec.OTLosses)
		out.Record = &s
		out.RecordWins, out.RecordLosses, out.RecordTies, out.RecordOTLosses = &rec.Wins, &rec.Losses, &rec.Ties, &rec.OTLosses
	}
	if f.Records.Seasons > 0 {
		first, last := f.Records.First, f.Records.Last
		out.FirstSeason, out.LastSeason = &first, &last
	}
	return &out, nil
}
