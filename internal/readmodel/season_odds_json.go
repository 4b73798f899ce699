package readmodel

import (
	"fmt"
	"math"
	"time"

	"github.com/almanac-sports/almanac/internal/odds"
	"github.com/almanac-sports/almanac/internal/stats"
)

// SeasonOdds answers season_odds.
type SeasonOdds struct {
	Sport  string `json:"sport"`
	Level  string `json:"level"`
	Season int    `json:"season"` // start year
	// AsOf: records count the final games before this date; the ratings
	// learnt from nothing on or after it.
	AsOf           string `json:"as_of"`
	Runs           int    `json:"runs"`
	Seed           uint64 `json:"seed"`
	DatasetVersion int64  `json:"dataset_version"`
	// PlayoffsModelled is false for an era whose playoff format the
	// simulation does not model (records only; probabilities null).
	PlayoffsModelled bool `json:"playoffs_modelled"`
	// CurrentSeason: the data has no champion for the season yet (its odds
	// are archived as published).
	CurrentSeason bool `json:"current_season"`
	// PlayoffPlaces is the number of playoff places (play-in losers not
	// counted): the sum of playoff_probability.
	PlayoffPlaces int `json:"playoff_places"`
	GamesPlayed   int `json:"games_played"`
	// GamesRemaining are the regular-season games of the data's schedule
	// on or after as_of; GamesAssumed the games a season under way lacks
	// in the data, simulated against league opponents (see notes).
	GamesRemaining int `json:"games_remaining"`
	GamesAssumed   int `json:"games_assumed"`
	// ScheduleComplete: every remaining game is in the data.
	ScheduleComplete bool             `json:"schedule_complete"`
	HomeEdge         float64          `json:"home_edge"`
	Notes            []string         `json:"notes" openapi:"nonnull"`
	Teams            []SeasonOddsTeam `json:"teams" openapi:"nonnull"`
	ComputeMillis    int64            `json:"compute_ms"`
}

// SeasonOddsTeam is one team's odds. Probabilities are fractions 0-1.
type SeasonOddsTeam struct {
	ID           int64            `json:"id"`
	Slug         string           `json:"slug"`
	Name         string           `json:"name"`
	Abbreviation string           `json:"abbreviation"`
	League       string           `json:"league"`
	Conference   *string          `json:"conference"`
	Division     *string          `json:"division"`
	Rating       float64          `json:"rating"`
	Wins         int              `json:"wins"`
	Losses       int              `json:"losses"`
	Ties         *int             `json:"ties,omitempty"`
	OTLosses     *int             `json:"ot_losses,omitempty"`
	Points       *int             `json:"points,omitempty"`
	Projected    SeasonOddsRecord `json:"projected"`

	PlayoffProbability  *float64 `json:"playoff_probability"`
	PlayInProbability   *float64 `json:"play_in_probability,omitempty"`
	DivisionProbability *float64 `json:"division_probability"`
	FinalProbability    *float64 `json:"final_probability"`
	TitleProbability    *float64 `json:"title_probability"`
}

// SeasonOddsRecord is the mean final record over the runs and the 80%
// range (10th to 90th percentile) of wins (and points where teams rank by
// them).
type SeasonOddsRecord struct {
	Wins       float64  `json:"wins"`
	Losses     float64  `json:"losses"`
	Ties       *float64 `json:"ties,omitempty"`
	OTLosses   *float64 `json:"ot_losses,omitempty"`
	Points     *float64 `json:"points,omitempty"`
	WinsLow    int      `json:"wins_low"`
	WinsHigh   int      `json:"wins_high"`
	PointsLow  *int     `json:"points_low,omitempty"`
	PointsHigh *int     `json:"points_high,omitempty"`
}

func (s *oddsSeason) answer() *SeasonOdds {
	in := s.input
	res := odds.Simulate(in)
	runs := in.Runs
	if runs <= 0 {
		runs = odds.DefaultRuns
	}
	out := &SeasonOdds{Sport: s.q.Scope.Sport, Level: s.q.Scope.Level, Season: s.q.Year, AsOf: s.asOf, Runs: runs, Seed: in.Seed,
		DatasetVersion: s.version, PlayoffsModelled: s.modelled, GamesPlayed: s.played, GamesRemaining: s.left, GamesAssumed: s.invented,
		ScheduleComplete: s.invented == 0, CurrentSeason: s.champion == 0, HomeEdge: stats.RoundTo(in.HomeEdge, 1), Notes: s.notes,
		Teams: make([]SeasonOddsTeam, 0, len(s.teams))}
	if s.modelled {
		out.PlayoffPlaces = s.places()
		if in.Format.Note != "" {
			out.Notes = append(out.Notes, "Format: "+in.Format.Note+".")
		}
		switch {
		case s.factFinal != nil:
		case s.postPlayed > 0:
			out.Notes = append(out.Notes, fmt.Sprintf("The postseason is under way: its %d games played before as_of are facts (a series continues from its score; a team knocked out wins nothing more); the rest is simulated.", s.postPlayed))
		case s.left == 0 && s.invented == 0:
			out.Notes = append(out.Notes, "The regular season is over: the postseason is simulated from its start.")
		}
	}
	if out.Notes == nil {
		out.Notes = []string{}
	}
	league := map[int64]string{}
	for _, se := range s.leagues {
		league[se.ID] = se.LeagueAbbrev
	}
	for i, tm := range s.teams {
		t, o := in.Teams[i], res[i]
		row := SeasonOddsTeam{ID: tm.FranchiseID, Slug: tm.Slug, Name: tm.Name, Abbreviation: tm.Abbreviation, League: league[tm.SeasonID],
			Conference: nullText(tm.ConferenceName.String), Division: nullText(tm.DivisionName.String), Rating: stats.RoundTo(t.Rating, 1),
			Wins: t.Wins, Losses: t.Losses,
			Projected: SeasonOddsRecord{Wins: stats.RoundTo(o.Wins, 1), Losses: stats.RoundTo(o.Losses, 1), WinsLow: o.WinsLow, WinsHigh: o.WinsHigh}}
		if s.ties {
			row.Ties, row.Projected.Ties = &t.Ties, ptr(stats.RoundTo(o.Ties, 1))
		}
		if s.otl {
			row.OTLosses, row.Projected.OTLosses = &t.OTLosses, ptr(stats.RoundTo(o.OTLosses, 1))
		}
		if in.Points {
			row.Points = ptr(2*t.Wins + t.Ties + t.OTLosses)
			row.Projected.Points, row.Projected.PointsLow, row.Projected.PointsHigh = ptr(stats.RoundTo(o.Points, 1)), &o.PointsLow, &o.PointsHigh
		}
		if s.modelled {
			p, fin, title := o.Playoff, o.Final, o.Title
			if s.factPlayoff != nil {
				p = b2f(s.factPlayoff[tm.FranchiseID])
			}
			if s.factFinal != nil {
				fin, title = b2f(s.factFinal[tm.FranchiseID]), b2f(tm.FranchiseID == s.champion)
			}
			row.PlayoffProbability, row.FinalProbability, row.TitleProbability = prob(p), prob(fin), prob(title)
			if in.Format.PlayIn {
				row.PlayInProbability = prob(o.PlayIn)
			}
			if o.Division >= 0 {
				row.DivisionProbability = prob(o.Division)
			}
		}
		out.Teams = append(out.Teams, row)
	}
	out.ComputeMillis = time.Since(s.started).Milliseconds()
	return out
}

// prob rounds a probability to 4 places (sums stay within 0.2% of exact).
func prob(x float64) *float64 { v := math.Round(x*1e4) / 1e4; return &v }

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func nullText(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func ptr[T any](v T) *T { return &v }
