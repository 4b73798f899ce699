package api

// Team figures computed from games: /api/teams/{slug}/stats and /seasons.

import (
	"context"
	"net/http"
	"strconv"

	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// teamFigures are a team's numbers in one scope (a season or all time).
type teamFigures struct {
	Regular, Post, Home, Away stats.TeamTotals
	Records                   store.TeamRecordTotals
	Titles                    int
	splits                    []stats.TeamSplit // all of the team's (shared, read-only)
	season                    int               // the scope's start year, 0 = all time
}

// inScope reports whether a split falls in the figures' scope.
func (f *teamFigures) inScope(s stats.TeamSplit) bool {
	return f.season == 0 || s.StartYear == f.season
}

func (a *API) teamFiguresFor(r *http.Request, t store.Team, season int) (teamFigures, error) {
	// Sums over every game of the team (thousands of splits): once per
	// dataset for each team and scope. Callers only read the figures.
	k := "figures|" + strconv.FormatInt(t.ID, 10) + "|" + strconv.Itoa(season)
	return readmodel.Memoized(r.Context(), a.model(), k, func(ctx context.Context) (teamFigures, error) {
		return a.computeTeamFigures(ctx, t, season)
	})
}

func (a *API) computeTeamFigures(ctx context.Context, t store.Team, season int) (teamFigures, error) {
	f := teamFigures{season: season}
	splits, err := a.Store.TeamSplits(ctx, t.ID)
	if err != nil {
		return f, err
	}
	f.splits = splits
	for _, s := range splits {
		if !f.inScope(s) {
			continue
		}
		if s.Postseason {
			f.Post.Add(s)
			continue
		}
		f.Regular.Add(s)
		if s.Home {
			f.Home.Add(s)
		} else {
			f.Away.Add(s)
		}
	}
	if f.Records, err = a.Store.TeamRecords(ctx, t.ID, season); err != nil {
		return f, err
	}
	if f.Titles, err = a.Store.TeamTitleYears(ctx, t.ID, season); err != nil {
		return f, err
	}
	return f, nil
}

type teamStatsOut struct {
	Team                 teamBrief `json:"team"`
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

func (a *API) teamStats(r *http.Request) (*teamStatsOut, error) {
	season, has, err := YearParam(r.URL.Query(), "season")
	if err != nil {
		return nil, err
	}
	t, err := a.teamFromPath(r)
	if err != nil {
		return nil, err
	}
	f, err := a.teamFiguresFor(r, t, season)
	if err != nil {
		return nil, err
	}
	reg := f.Regular
	seasons := map[int]bool{}
	for _, s := range f.splits {
		if f.inScope(s) && !s.Postseason && s.StartYear != 0 {
			seasons[s.StartYear] = true
		}
	}
	out := teamStatsOut{
		GameSeasons: len(seasons),
		Team:        teamBrief{t.ID, t.Slug, t.Name}, Scope: "all-time", ScoreUnit: stats.ScoreUnit(t.Sport.Slug),
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

// teamSeasonOut is one season in a team's history.
type teamSeasonOut struct {
	ID              int64   `json:"id"`
	Slug            string  `json:"slug"`
	Name            string  `json:"name"`
	SeasonName      string  `json:"season_name"`
	StartYear       int     `json:"start_year"`
	EndYear         int     `json:"end_year"`
	League          *string `json:"league"`
	TeamName        string  `json:"team_name"`
	City            *string `json:"city"`
	Abbreviation    *string `json:"abbreviation"`
	ChampionshipWon bool    `json:"championship_won"`
	Record          *string `json:"record"`
	Wins            *int    `json:"wins"`
	Losses          *int    `json:"losses"`
	Ties            *int    `json:"ties"`
	OTLosses        *int    `json:"ot_losses"`
	MadePlayoffs    bool    `json:"made_playoffs"`
	HeadCoach       *string `json:"head_coach"`
}

func (a *API) teamSeasons(r *http.Request) (*Paged[teamSeasonOut], error) {
	page, err := ParsePage(r.URL.Query(), MaxPageSize)
	if err != nil {
		return nil, err
	}
	t, err := a.teamFromPath(r)
	if err != nil {
		return nil, err
	}
	rows, err := a.Store.TeamSeasons(r.Context(), t.ID)
	if err != nil {
		return nil, err
	}
	out := make([]teamSeasonOut, 0, len(rows))
	for _, s := range rows {
		name := s.Name
		if name == "" {
			name = t.Name
		}
		o := teamSeasonOut{
			ID: s.SeasonID, Slug: s.SeasonSlug, Name: store.SeasonLabel(s.StartYear, s.EndYear) + " " + name, SeasonName: s.SeasonName,
			StartYear: s.StartYear, EndYear: s.EndYear, League: teamOpt(s.LeagueAbbrev), TeamName: name,
			City: teamOpt(s.City), Abbreviation: teamOpt(s.Abbreviation), ChampionshipWon: s.ChampionshipWon,
			MadePlayoffs: s.MadePlayoffs || s.ChampionshipWon, HeadCoach: teamOpt(s.HeadCoach),
		}
		if s.HasRecord {
			rec := stats.RecordText(s.Wins, s.Losses, s.Ties, s.OTLosses)
			w, l, ti, otl := s.Wins, s.Losses, s.Ties, s.OTLosses
			o.Record, o.Wins, o.Losses, o.Ties, o.OTLosses = &rec, &w, &l, &ti, &otl
		}
		out = append(out, o)
	}
	return new(NewPaged(r, page, len(out), teamPageOf(out, page))), nil
}
