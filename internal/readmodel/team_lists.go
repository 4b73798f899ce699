package readmodel

import (
	"context"
	"strings"

	"github.com/almanac-sports/almanac/internal/store"
)

func teamOpt(s string) *string {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil
	}
	return &s
}

// TeamChampionshipEntry is one title in a team's history.
type TeamChampionshipEntry struct {
	ID               int64   `json:"id"`
	Year             *int    `json:"year"`
	DecidedYear      int     `json:"decided_year"`
	TeamName         string  `json:"team_name"`
	ChampionshipName string  `json:"championship_name"`
	ChampionshipSlug string  `json:"championship_slug"`
	Coach            *string `json:"coach"`
	Record           *string `json:"record"`
	SeasonID         *int64  `json:"season_id"`
	SeasonName       *string `json:"season_name"`
	RunnerUpName     *string `json:"runner_up_name"`
	Score            *string `json:"score"`
}

// TeamBrief names the team a sub-list belongs to.
type TeamBrief struct {
	ID   int64  `json:"id"`
	Slug string `json:"slug"`
	Name string `json:"name"`
}

// TeamScheduleGame is one game from the team's side.
type TeamScheduleGame struct {
	ID                   int64         `json:"id"`
	Slug                 string        `json:"slug"`
	GameDate             string        `json:"game_date"`
	GameTime             *string       `json:"game_time"`
	Week                 *string       `json:"week"`
	Status               string        `json:"status"`
	GameType             string        `json:"game_type"`
	HomeTeamName         string        `json:"home_team_name"`
	AwayTeamName         string        `json:"away_team_name"`
	HomeTeamAbbreviation *string       `json:"home_team_abbreviation"`
	AwayTeamAbbreviation *string       `json:"away_team_abbreviation"`
	HomeScore            *int          `json:"home_score"`
	AwayScore            *int          `json:"away_score"`
	VenueName            *string       `json:"venue_name"`
	IsHome               bool          `json:"is_home"`
	Neutral              bool          `json:"neutral_site"`
	Opponent             TeamOpponent  `json:"opponent"`
	TeamScore            *int          `json:"team_score"`
	OpponentScore        *int          `json:"opponent_score"`
	Result               *string       `json:"result"`
	Overtime             *string       `json:"overtime"`
	Season               TeamSeasonRef `json:"season"`
	ChampionshipName     *string       `json:"championship_name"`
}

// TeamOpponent is the other side of a team's game.
type TeamOpponent struct {
	ID           *int64  `json:"id"`
	Slug         *string `json:"slug"`
	Name         string  `json:"name"`
	Abbreviation *string `json:"abbreviation"`
}

// TeamSeasonRef is the season of a team's game.
type TeamSeasonRef struct {
	ID        int64  `json:"id"`
	Name      string `json:"name"`
	StartYear int    `json:"start_year"`
}

func teamGameFromSide(g store.ScheduleGame, teamID int64) TeamScheduleGame {
	isHome := g.HomeID == teamID
	out := TeamScheduleGame{
		ID: g.ID, Slug: g.Slug, GameDate: g.Date, GameTime: teamOpt(g.Time), Week: teamOpt(g.Week), Status: g.Status, GameType: g.GameType,
		HomeTeamName: g.HomeName, AwayTeamName: g.AwayName,
		HomeTeamAbbreviation: teamOpt(g.HomeAbbrev), AwayTeamAbbreviation: teamOpt(g.AwayAbbrev),
		HomeScore: g.HomeScore, AwayScore: g.AwayScore, VenueName: teamOpt(g.VenueName),
		IsHome: isHome, Neutral: g.Neutral, Overtime: teamOpt(g.Overtime),
		Season:           TeamSeasonRef{ID: g.SeasonID, Name: g.SeasonName, StartYear: g.SeasonStart},
		ChampionshipName: teamOpt(g.Championship),
	}
	oppID, oppSlug, oppName, oppAbbr := g.AwayID, g.AwaySlug, g.AwayName, g.AwayAbbrev
	out.TeamScore, out.OpponentScore = g.HomeScore, g.AwayScore
	if !isHome {
		oppID, oppSlug, oppName, oppAbbr = g.HomeID, g.HomeSlug, g.HomeName, g.HomeAbbrev
		out.TeamScore, out.OpponentScore = g.AwayScore, g.HomeScore
	}
	out.Opponent = TeamOpponent{Name: oppName, Slug: teamOpt(oppSlug), Abbreviation: teamOpt(oppAbbr)}
	if oppID != 0 {
		id := oppID
		out.Opponent.ID = &id
	}
	if g.Status == "final" && out.TeamScore != nil && out.OpponentScore != nil {
		res := "T"
		if *out.TeamScore > *out.OpponentScore {
			res = "W"
		} else if *out.TeamScore < *out.OpponentScore {
			res = "L"
		}
		out.Result = &res
	}
	return out
}

// TeamSeason is one season in a team's history.
type TeamSeason struct {
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

// TeamSchedule is the team's side of each of its games in the season
// starting in year, made once per dataset (callers only read it).
func (m *Model) TeamSchedule(ctx context.Context, t store.Team, year int) ([]TeamScheduleGame, error) {
	return teamScheduleKind.Get(ctx, m.memo(ctx), franchiseYear{t.ID, year}, func(ctx context.Context) ([]TeamScheduleGame, error) {
		rows, err := m.st.TeamSchedule(ctx, t.ID, year)
		if err != nil {
			return nil, err
		}
		games := make([]TeamScheduleGame, 0, len(rows))
		for _, g := range rows {
			games = append(games, teamGameFromSide(g, t.ID))
		}
		return games, nil
	})
}
