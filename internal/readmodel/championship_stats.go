package readmodel

import (
	"context"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// ChampionshipTeamCount is one row of team_championships.
type ChampionshipTeamCount struct {
	TeamID           *int64  `json:"team_id"`
	TeamName         string  `json:"team__name"`
	TeamSlug         *string `json:"team__slug"`
	ChampionshipsWon int     `json:"championships_won"`
}

// ChampionshipStreak is the longest run of titles.
type ChampionshipStreak struct {
	Team      string  `json:"team"`
	TeamSlug  *string `json:"team_slug"`
	Years     int     `json:"years"`
	StartYear int     `json:"start_year"`
	EndYear   int     `json:"end_year"`
}

// ChampionshipStats are a championship's figures: titles per team, the longest
// run, the highest winning score.
type ChampionshipStats struct {
	Championship     ChampionshipBrief       `json:"championship"`
	TotalGames       int                     `json:"total_games"`
	TotalGamesBasis  string                  `json:"total_games_basis"`
	TotalChampions   int                     `json:"total_champions"`
	TeamChampionship []ChampionshipTeamCount `json:"team_championships" openapi:"nonnull"`
	LongestStreak    *ChampionshipStreak     `json:"longest_streak"`
	HighestScore     *int                    `json:"highest_score"`
	HighestScoreYear *int                    `json:"highest_score_year"`
	HighestScoreTeam *string                 `json:"highest_score_team"`
	TotalTeams       int                     `json:"total_teams"`
}

// ChampionshipBrief names the championship ChampionshipStats describe.
type ChampionshipBrief struct {
	ID   int64  `json:"id"`
	Slug string `json:"slug"`
	Name string `json:"name"`
}

func champTeamKey(id int64, name string) string {
	if id != 0 {
		return "f" + strconv.FormatInt(id, 10)
	}
	return "n" + strings.ToLower(strings.TrimSpace(name))
}

// ChampionshipStats are the figures derived from every title and game of a
// championship: computed once per dataset.
func (m *Model) ChampionshipStats(ctx context.Context, c store.Championship) (ChampionshipStats, error) {
	return championshipStatsKind.Get(ctx, m.memo(ctx), c.ID, func(ctx context.Context) (ChampionshipStats, error) {
		return m.computeChampionshipStats(ctx, c)
	})
}

func (m *Model) computeChampionshipStats(ctx context.Context, c store.Championship) (ChampionshipStats, error) {
	titles, err := m.championshipTitles(ctx, c.ID)
	if err != nil {
		return ChampionshipStats{}, err
	}
	n, byGames, err := m.championshipGameCount(ctx, c.ID)
	if err != nil {
		return ChampionshipStats{}, err
	}
	out := ChampionshipStats{
		Championship:     ChampionshipBrief{ID: c.ID, Slug: c.Slug, Name: c.Name},
		TotalGames:       n,
		TotalGamesBasis:  "results",
		TotalChampions:   len(titles),
		TeamChampionship: []ChampionshipTeamCount{},
	}
	if byGames {
		out.TotalGamesBasis = "games"
	}
	var list []stats.Title
	current := map[string]string{}
	slugs := map[string]string{}
	ids := map[string]int64{}
	teams := map[string]bool{}
	for _, t := range titles {
		k := champTeamKey(t.WinnerID, t.WinnerName)
		list = append(list, stats.Title{Year: t.Year, Team: k, Name: t.WinnerName})
		if t.WinnerID != 0 {
			current[k], slugs[k], ids[k] = t.WinnerCurrent, t.WinnerSlug, t.WinnerID
		}
		teams[k] = true
		if t.RunnerUpID != 0 || strings.TrimSpace(t.RunnerUpName) != "" {
			teams[champTeamKey(t.RunnerUpID, t.RunnerUpName)] = true
		}
		if t.WinnerScore != nil && (out.HighestScore == nil || *t.WinnerScore > *out.HighestScore) {
			v, y, name := *t.WinnerScore, t.Year, t.WinnerName
			out.HighestScore, out.HighestScoreYear, out.HighestScoreTeam = &v, &y, &name
		}
	}
	out.TotalTeams = len(teams)
	for _, tc := range stats.CountTitles(list, current) {
		row := ChampionshipTeamCount{TeamName: tc.Name, ChampionshipsWon: tc.Count}
		if id, ok := ids[tc.Team]; ok {
			id, s := id, slugs[tc.Team]
			row.TeamID, row.TeamSlug = &id, &s
		}
		out.TeamChampionship = append(out.TeamChampionship, row)
	}
	if st, ok := stats.LongestStreak(list); ok {
		cs := &ChampionshipStreak{Team: st.Name, Years: st.Years, StartYear: st.StartYear, EndYear: st.EndYear}
		if s, ok := slugs[st.Team]; ok {
			cs.TeamSlug = &s
		}
		out.LongestStreak = cs
	}
	return out, nil
}
