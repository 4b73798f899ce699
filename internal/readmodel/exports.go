package readmodel

import (
	"context"
	"iter"
	"strconv"

	"github.com/almanac-sports/almanac/internal/readmodel/gameindex"
	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
)

// Data exports (games, standings, season summaries) read from the same
// paths as the lists: the game index, computed standings and the season
// snapshot. The API streams them as CSV or JSON.

// GameRows counts the games f matches and yields them all in f's order,
// converted one by one (an export of every game never holds them all).
func (m *Model) GameRows(ctx context.Context, f gameindex.Filter) (int, iter.Seq[Game], error) {
	ix, err := m.gameIndex(ctx)
	if err != nil {
		return 0, nil, err
	}
	plan := ix.Plan(f)
	count := plan.Count()
	at := plan.Window(f.Asc, 0, count)
	return len(at), func(yield func(Game) bool) {
		for _, pos := range at {
			if !yield(gameToJSON(ix, ix.Base(pos), nil)) {
				return
			}
		}
	}, nil
}

// GameCSVHeader names the columns of GameCSV.
var GameCSVHeader = []string{"id", "game_date", "game_time", "season", "sport", "level", "league", "game_type", "status", "week",
	"home_team_id", "home_team", "home_team_abbreviation", "away_team_id", "away_team", "away_team_abbreviation",
	"home_score", "away_score", "overtime", "neutral_site", "venue", "attendance", "championship", "source"}

// GameCSV is one game as a CSV row (empty cells for unknown values).
func GameCSV(g *Game) []string {
	season := ""
	if g.Season != nil {
		season = g.Season.Slug
	}
	return []string{strconv.FormatInt(g.ID, 10), g.GameDate, rmbase.Deref(g.GameTime), season, g.SportSlug, g.LevelSlug, rmbase.Deref(g.LeagueName), g.GameType, g.Status, rmbase.Deref(g.Week),
		i64(g.HomeTeam.ID), g.HomeTeamName, g.HomeTeamAbbreviation, i64(g.AwayTeam.ID), g.AwayTeamName, g.AwayTeamAbbreviation,
		i64(g.HomeScore), i64(g.AwayScore), rmbase.Deref(g.Overtime), strconv.FormatBool(g.NeutralSite), rmbase.Deref(g.VenueName), i64(g.Attendance), rmbase.Deref(g.ChampionshipName), g.Source}
}

// StandingCSVHeader names the columns of StandingCSV.
var StandingCSVHeader = []string{"season", "league", "conference", "division", "rank", "team_id", "team", "abbreviation",
	"wins", "losses", "ties", "ot_losses", "points", "win_percentage", "games_played", "games_behind",
	"points_for", "points_against", "point_differential", "home_record", "away_record", "division_record", "conference_record",
	"last_10", "streak", "playoff_position"}

// StandingCSV is one standings row as CSV.
func StandingCSV(s *Standing) []string {
	named := func(n *StandingsNamed) string {
		if n == nil {
			return ""
		}
		return n.Name
	}
	pts := ""
	if s.Points != nil {
		pts = strconv.Itoa(*s.Points)
	}
	return []string{s.Season.Slug, s.League.Abbreviation, named(s.Conference), named(s.Division), strconv.Itoa(s.Rank),
		strconv.FormatInt(s.Team.ID, 10), s.Team.Name, s.Team.Abbreviation,
		strconv.Itoa(s.Wins), strconv.Itoa(s.Losses), strconv.Itoa(s.Ties), strconv.Itoa(s.OTLosses), pts,
		strconv.FormatFloat(s.WinPercentage, 'f', 3, 64), strconv.Itoa(s.GamesPlayed), strconv.FormatFloat(s.GamesBehind, 'f', 1, 64),
		itoa(s.PointsFor), itoa(s.PointsAgainst), itoa(s.PointDifferential), rmbase.Deref(s.HomeRecord), rmbase.Deref(s.AwayRecord),
		rmbase.Deref(s.DivisionRecord), rmbase.Deref(s.ConferenceRecord), rmbase.Deref(s.Last10), rmbase.Deref(s.Streak), rmbase.Deref(s.PlayoffPosition)}
}

// SeasonSummary is one league-season in figures: the season's facts and
// its games counted from the game index.
type SeasonSummary struct {
	Season             NameSlug     `json:"season"`
	StartYear          int          `json:"start_year"`
	EndYear            int          `json:"end_year"`
	Sport              NameSlug     `json:"sport"`
	Level              NameSlug     `json:"level"`
	League             SeasonLeague `json:"league"`
	Status             string       `json:"status"`
	Champion           *string      `json:"champion"`
	BestRecordTeam     *string      `json:"best_record_team"`
	BestRecord         *string      `json:"best_record"`
	Teams              int          `json:"teams"`
	RegularSeasonGames *int         `json:"regular_season_games"` // per team (schedule)
	Games              int          `json:"games"`
	FinalGames         int          `json:"final_games"`
	RegularGames       int          `json:"regular_games"`
	PostseasonGames    int          `json:"postseason_games"`
	PointsPerGame      *float64     `json:"points_per_game"`     // both teams, final games
	HomeWinPercentage  *float64     `json:"home_win_percentage"` // final games not at a neutral site, 0-1
	FirstGame          *string      `json:"first_game"`
	LastGame           *string      `json:"last_game"`
}

// SeasonSummaryCSVHeader names the columns of SeasonSummaryCSV.
var SeasonSummaryCSVHeader = []string{"season", "name", "sport", "level", "league", "status", "champion", "best_record_team", "best_record",
	"teams", "regular_season_games", "games", "final_games", "regular_games", "postseason_games", "points_per_game", "home_win_percentage", "first_game", "last_game"}

// SeasonSummaryCSV is one summary as CSV.
func SeasonSummaryCSV(s *SeasonSummary) []string {
	f := func(p *float64, prec int) string {
		if p == nil {
			return ""
		}
		return strconv.FormatFloat(*p, 'f', prec, 64)
	}
	rsg := ""
	if s.RegularSeasonGames != nil {
		rsg = strconv.Itoa(*s.RegularSeasonGames)
	}
	return []string{s.Season.Slug, s.Season.Name, s.Sport.Slug, s.Level.Slug, s.League.Abbreviation, s.Status, rmbase.Deref(s.Champion), rmbase.Deref(s.BestRecordTeam), rmbase.Deref(s.BestRecord),
		strconv.Itoa(s.Teams), rsg, strconv.Itoa(s.Games), strconv.Itoa(s.FinalGames), strconv.Itoa(s.RegularGames), strconv.Itoa(s.PostseasonGames),
		f(s.PointsPerGame, 2), f(s.HomeWinPercentage, 3), rmbase.Deref(s.FirstGame), rmbase.Deref(s.LastGame)}
}

// SeasonSummaries summarises the league-seasons of a start year in a scope
// (one per league), or the one season when slug names it; nil when none.
func (m *Model) SeasonSummaries(ctx context.Context, sc Scope, year int, slug string) ([]SeasonSummary, error) {
	var seasons []Season
	if slug != "" {
		d, err := m.Season(ctx, slug)
		if err != nil || d == nil {
			return nil, err
		}
		seasons = []Season{d.Season}
		sc, year = Scope{Sport: d.Sport.Slug, Level: d.Level.Slug}, d.StartYear
	} else {
		_, out, err := m.Seasons(ctx, SeasonFilter{Scope: sc, Year: year, HasYear: true}, 0, 1000)
		if err != nil {
			return nil, err
		}
		seasons = out
	}
	if len(seasons) == 0 {
		return nil, nil
	}
	_, games, err := m.GameRows(ctx, gameindex.Filter{Sport: sc.Sport, Level: sc.Level, Season: year, Asc: true})
	if err != nil {
		return nil, err
	}
	type tally struct {
		games, final, regular, post, points, homeWins, decided int
		first, last                                            string
	}
	by := map[int64]*tally{}
	for g := range games {
		if g.Season == nil {
			continue
		}
		t := by[g.Season.ID]
		if t == nil {
			t = &tally{first: g.GameDate}
			by[g.Season.ID] = t
		}
		t.games++
		t.last = g.GameDate
		if g.GameType == "regular" {
			t.regular++
		} else if g.GameType == "playoff" || g.GameType == "championship" {
			t.post++
		}
		if g.Status == "final" && g.HomeScore != nil && g.AwayScore != nil {
			t.final++
			t.points += int(*g.HomeScore + *g.AwayScore)
			if !g.NeutralSite && *g.HomeScore != *g.AwayScore {
				t.decided++
				if *g.HomeScore > *g.AwayScore {
					t.homeWins++
				}
			}
		}
	}
	out := make([]SeasonSummary, 0, len(seasons))
	for i := range seasons {
		s := &seasons[i]
		sum := SeasonSummary{Season: NameSlug{Name: s.Name, Slug: s.Slug}, StartYear: s.StartYear, EndYear: s.EndYear, Sport: s.Sport, Level: s.Level,
			League: s.League, Status: s.Status, Teams: s.TeamsCount, RegularSeasonGames: s.RegularSeasonGames}
		if c := s.Champion; c != nil {
			sum.Champion = &c.TeamName
		}
		if d, err := m.Season(ctx, s.Slug); err == nil && d != nil && d.BestRecord != nil {
			b := d.BestRecord
			name, rec := b.TeamName, strconv.Itoa(b.Wins)+"-"+strconv.Itoa(b.Losses)
			if b.Ties > 0 || b.OTLosses > 0 {
				rec += "-" + strconv.Itoa(b.Ties+b.OTLosses)
			}
			sum.BestRecordTeam, sum.BestRecord = &name, &rec
		}
		if t := by[int64(s.ID)]; t != nil {
			sum.Games, sum.FinalGames, sum.RegularGames, sum.PostseasonGames = t.games, t.final, t.regular, t.post
			sum.FirstGame, sum.LastGame = &t.first, &t.last
			if t.final > 0 {
				ppg := float64(t.points) / float64(t.final)
				sum.PointsPerGame = &ppg
			}
			if t.decided > 0 {
				hw := float64(t.homeWins) / float64(t.decided)
				sum.HomeWinPercentage = &hw
			}
		}
		out = append(out, sum)
	}
	return out, nil
}

// itoa is an optional count ("" when absent).
func itoa(p *int) string {
	if p == nil {
		return ""
	}
	return strconv.Itoa(*p)
}

func i64(p *int64) string {
	if p == nil {
		return ""
	}
	return strconv.FormatInt(*p, 10)
}
