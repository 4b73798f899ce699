package readmodel

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// TeamPair is one metric for both sides (null where a side has no data).
type TeamPair struct {
	A any `json:"a"`
	B any `json:"b"`
}

// TeamComparisonSide is one side of a comparison.
type TeamComparisonSide struct {
	ID           int64          `json:"id"`
	Slug         string         `json:"slug"`
	Name         string         `json:"name"`
	City         *string        `json:"city"`
	Abbreviation *string        `json:"abbreviation"`
	Sport        store.SportRef `json:"sport"`
	Level        store.LevelRef `json:"level"`
	ScoreUnit    string         `json:"score_unit"`
}

// TeamComparisonMeeting is one game between the two teams.
type TeamComparisonMeeting struct {
	Date       string     `json:"date"`
	GameID     int64      `json:"game_id"`
	GameSlug   string     `json:"game_slug"`
	HomeTeamID int64      `json:"home_team_id"`
	Score      *string    `json:"score,omitempty"` // team_a's score first
	TeamAScore *int       `json:"team_a_score,omitempty"`
	TeamBScore *int       `json:"team_b_score,omitempty"`
	Winner     *TeamBrief `json:"winner,omitempty"` // null on a tie
	Tie        *bool      `json:"tie,omitempty"`
}

// TeamHeadToHead is the two teams' games against each other.
type TeamHeadToHead struct {
	TotalGames      int                    `json:"total_games"`
	TeamAWins       int                    `json:"team_a_wins"`
	TeamBWins       int                    `json:"team_b_wins"`
	Ties            int                    `json:"ties"`
	PostseasonGames int                    `json:"postseason_games"`
	TeamAPoints     int                    `json:"team_a_points"`
	TeamBPoints     int                    `json:"team_b_points"`
	LastMeeting     *TeamComparisonMeeting `json:"last_meeting"`
	NextMeeting     *TeamComparisonMeeting `json:"next_meeting"`
}

// TeamComparison is a comparison of two teams.
type TeamComparison struct {
	Teams        [2]TeamComparisonSide          `json:"teams"`
	Scope        string                         `json:"scope"`
	Season       *int                           `json:"season"`
	RecordBasis  *string                        `json:"record_basis"`
	ScoringBasis *string                        `json:"scoring_basis"`
	Metrics      map[string]map[string]TeamPair `json:"metrics" openapi:"nonnull"`
	HeadToHead   TeamHeadToHead                 `json:"head_to_head"`
}

// CompareTeams compares two teams in one season (has) or all time: records,
// titles, scoring and their head-to-head games.
func (m *Model) CompareTeams(ctx context.Context, ta, tb store.Team, season int, has bool) (*TeamComparison, error) {
	fa, err := m.figures(ctx, ta, season)
	if err != nil {
		return nil, err
	}
	fb, err := m.figures(ctx, tb, season)
	if err != nil {
		return nil, err
	}
	out := TeamComparison{
		Teams:   [2]TeamComparisonSide{teamComparisonSideOf(ta), teamComparisonSideOf(tb)},
		Scope:   "all-time",
		Metrics: map[string]map[string]TeamPair{},
	}
	if has {
		out.Scope, out.Season = strconv.Itoa(season), &season
	}

	// Overall record: the official team-season records when either side has
	// them in scope (complete where game rows are not), else regular-season
	// games, else nothing.
	overall := map[string]TeamPair{}
	switch {
	case fa.Records.Recorded > 0 || fb.Records.Recorded > 0:
		basis := "official season records"
		out.RecordBasis = &basis
		side := func(f teamFigures) (w, l, t, otl, g, pct any) {
			rec := f.Records
			if rec.Recorded == 0 {
				return nil, nil, nil, nil, nil, nil
			}
			p, _ := stats.WinningPct(rec.Wins, rec.Losses+rec.OTLosses, rec.Ties)
			return rec.Wins, rec.Losses, rec.Ties, rec.OTLosses, rec.Wins + rec.Losses + rec.Ties + rec.OTLosses, p
		}
		wa, la, tia, oa, ga, pa := side(fa)
		wb, lb, tib, ob, gb, pb := side(fb)
		overall["games_played"] = TeamPair{ga, gb}
		overall["wins"] = TeamPair{wa, wb}
		overall["losses"] = TeamPair{la, lb}
		if fa.Records.Ties+fb.Records.Ties > 0 {
			overall["ties"] = TeamPair{tia, tib}
		}
		if fa.Records.OTLosses+fb.Records.OTLosses > 0 {
			overall["ot_losses"] = TeamPair{oa, ob}
		}
		overall["win_percentage"] = TeamPair{pa, pb}
	case fa.Regular.Games > 0 || fb.Regular.Games > 0:
		basis := "regular-season games"
		out.RecordBasis = &basis
		side := func(f teamFigures) (w, l, t, g, pct any) {
			if f.Regular.Games == 0 {
				return nil, nil, nil, nil, nil
			}
			p, _ := stats.WinningPct(f.Regular.Wins, f.Regular.Losses, f.Regular.Ties)
			return f.Regular.Wins, f.Regular.Losses, f.Regular.Ties, f.Regular.Games, p
		}
		wa, la, tia, ga, pa := side(fa)
		wb, lb, tib, gb, pb := side(fb)
		overall["games_played"] = TeamPair{ga, gb}
		overall["wins"] = TeamPair{wa, wb}
		overall["losses"] = TeamPair{la, lb}
		if fa.Regular.Ties+fb.Regular.Ties > 0 {
			overall["ties"] = TeamPair{tia, tib}
		}
		overall["win_percentage"] = TeamPair{pa, pb}
	}
	overall["championships"] = TeamPair{fa.Titles, fb.Titles}
	if fa.Post.Games+fb.Post.Games > 0 {
		overall["playoff_wins"] = TeamPair{fa.Post.Wins, fb.Post.Wins}
		overall["playoff_losses"] = TeamPair{fa.Post.Losses, fb.Post.Losses}
	}
	out.Metrics["overall"] = overall

	// Scoring: regular-season games when either side has them, else all
	// games (college data is often postseason only); omitted without games.
	pick := func(f teamFigures) stats.TeamTotals { return f.Regular }
	basis := "regular-season games"
	if fa.Regular.Games+fb.Regular.Games == 0 {
		pick = func(f teamFigures) stats.TeamTotals { return f.Regular.Plus(f.Post) }
		basis = "all games"
	}
	sa, sb := pick(fa), pick(fb)
	if sa.Games+sb.Games > 0 {
		out.ScoringBasis = &basis
		ppg := func(t stats.TeamTotals, against bool) any {
			total := t.PointsFor
			if against {
				total = t.PointsAgainst
			}
			if v, ok := stats.PerGame(total, t.Games); ok {
				return v
			}
			return nil
		}
		diff := func(t stats.TeamTotals) any {
			if v, ok := stats.PerGame(t.PointsFor-t.PointsAgainst, t.Games); ok {
				return v
			}
			return nil
		}
		out.Metrics["offense"] = map[string]TeamPair{"points_per_game": {ppg(sa, false), ppg(sb, false)}}
		out.Metrics["defense"] = map[string]TeamPair{"points_allowed_per_game": {ppg(sa, true), ppg(sb, true)}}
		overall["point_differential_per_game"] = TeamPair{diff(sa), diff(sb)}
		overall["scored_games"] = TeamPair{sa.Games, sb.Games}
	}

	// Head to head, from team A's splits against B.
	h := &out.HeadToHead
	for _, s := range fa.splits {
		if s.Opponent != tb.ID || !fa.inScope(s) {
			continue
		}
		h.TotalGames += s.Games
		h.TeamAWins += s.Wins
		h.TeamBWins += s.Losses
		h.Ties += s.Ties
		h.TeamAPoints += s.PointsFor
		h.TeamBPoints += s.PointsAgainst
		if s.Postseason {
			h.PostseasonGames += s.Games
		}
	}
	last, err := m.meeting(ctx, meetingKey{a: ta.ID, b: tb.ID, year: season})
	if err != nil {
		return nil, err
	}
	if last != nil {
		m := TeamComparisonMeeting{Date: last.Date, GameID: last.ID, GameSlug: last.Slug, HomeTeamID: last.HomeID}
		sa, sb := last.HomeScore, last.AwayScore
		if last.HomeID != ta.ID {
			sa, sb = sb, sa
		}
		m.TeamAScore, m.TeamBScore = sa, sb
		if sa != nil && sb != nil {
			score := strconv.Itoa(*sa) + "-" + strconv.Itoa(*sb)
			m.Score = &score
			tie := *sa == *sb
			m.Tie = &tie
			switch {
			case *sa > *sb:
				m.Winner = &TeamBrief{ta.ID, ta.Slug, ta.Name}
			case *sb > *sa:
				m.Winner = &TeamBrief{tb.ID, tb.Slug, tb.Name}
			}
		}
		h.LastMeeting = &m
	}
	next, err := m.meeting(ctx, meetingKey{a: ta.ID, b: tb.ID, year: season, next: true, today: time.Now().UTC().Add(-12 * time.Hour).Format("2006-01-02")})
	if err != nil {
		return nil, err
	}
	if next != nil {
		h.NextMeeting = &TeamComparisonMeeting{Date: next.Date, GameID: next.ID, GameSlug: next.Slug, HomeTeamID: next.HomeID}
	}
	return &out, nil
}

func teamComparisonSideOf(t store.Team) TeamComparisonSide {
	return TeamComparisonSide{
		ID: t.ID, Slug: t.Slug, Name: t.Name, City: t.City, Abbreviation: t.Abbreviation,
		Sport: store.SportRef{Name: t.Sport.Name, Slug: t.Sport.Slug}, Level: t.Level,
		ScoreUnit: stats.ScoreUnit(strings.ToLower(t.Sport.Slug)),
	}
}
