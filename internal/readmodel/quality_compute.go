package readmodel

import (
	"context"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/data"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// qualityAcc gathers one scope's counts.
type qualityAcc struct {
	sport, level NameSlug
	grp          string
	asOf         string // the import date (YYYY-MM-DD)
	seasons      []stats.SeasonGames
	nSeasons     int
	decided      int64
	withPlayers  int64
	days         []stats.DateCount
	games        int64
	past, scored int64
	lastDate     string
	titles       store.QualityTitles
	flawed       int64
	recMatch     int64
	recMismatch  int64
	recAll       int64
	coverage     QualityCoverage
}

func (m *Model) computeQuality(ctx context.Context) (*DataQuality, error) {
	rows, err := m.st.QualityRows(ctx)
	if err != nil {
		return nil, err
	}
	var order []string
	accs := map[string]*qualityAcc{}
	acc := func(sport, level string) *qualityAcc {
		k := sport + "|" + level
		a := accs[k]
		if a == nil {
			a = &qualityAcc{sport: NameSlug{Slug: sport}, level: NameSlug{Slug: level}}
			accs[k] = a
			order = append(order, k)
		}
		return a
	}
	for _, s := range rows.Seasons {
		a := acc(s.Sport, s.Level)
		a.sport.Name, a.level.Name, a.grp = s.SportName, s.LevelName, s.Grp
		a.nSeasons++
		if c := &a.coverage; c.FirstSeason == 0 || s.Year < c.FirstSeason {
			c.FirstSeason = s.Year
		}
		a.coverage.LastSeason = max(a.coverage.LastSeason, s.Year)
		if !s.Decided {
			continue
		}
		// Seasons with a champion are over: what they lack is missing.
		a.seasons = append(a.seasons, stats.SeasonGames{Year: s.Year, ScheduleGames: s.ScheduleGames, Teams: s.Teams, Games: s.RegularGames})
		a.decided++
		if s.PlayerRows {
			a.withPlayers++
		}
	}
	for _, a := range accs {
		if at := rows.Imported[a.grp]; len(at) >= 10 {
			a.asOf = at[:10] // the import's date: games after it are not yet played
		}
	}
	for _, d := range rows.Dates {
		a := acc(d.Sport, d.Level)
		a.days = append(a.days, stats.DateCount{Date: d.Date, Games: d.Games})
		a.games += d.Games
		if d.Scored > 0 && d.Date > a.lastDate {
			a.lastDate = d.Date
		}
		if a.asOf == "" || d.Date <= a.asOf {
			a.past += d.Games
			a.scored += d.Scored
		}
	}
	for _, t := range rows.Titles {
		acc(t.Sport, t.Level).titles = t
	}
	for _, p := range rows.People {
		a := accs[p.Sport+"|"+p.Level]
		if a == nil {
			continue // nothing else on file in that scope
		}
		c := &a.coverage
		c.PlayerSeasons, c.PlayerSeasonsWithStats = p.PlayerSeasons, p.PlayerSeasonsWithStats
		c.CoachSeasons, c.CoachSeasonsWithRecord = p.CoachSeasons, p.CoachSeasonsWithRecord
		c.TeamSeasons, c.TeamSeasonsWithCoach = p.TeamSeasons, p.TeamSeasonsWithCoach
	}
	for k, n := range rows.Flawed {
		acc(k[0], k[1]).flawed = n
	}
	for _, c := range rows.Records {
		a := acc(c.Sport, c.Level)
		a.recAll++
		switch c.Check() {
		case stats.RecordMatch:
			a.recMatch++
		case stats.RecordMismatch:
			a.recMismatch++
		}
	}
	sort.SliceStable(order, func(i, j int) bool { return scopeRank(order[i]) < scopeRank(order[j]) })
	out := &DataQuality{DatasetVersion: m.st.Version(ctx), Thresholds: QualityThresholds{stats.QualityExcellent, stats.QualityGood}}
	names := map[string][2]NameSlug{}
	rank := map[string]int{}
	for i, k := range order {
		a := accs[k]
		names[k], rank[k] = [2]NameSlug{a.sport, a.level}, i
		if a.asOf == "" {
			a.asOf = a.lastDate
		}
		out.Scopes = append(out.Scopes, a.scope(rows))
	}
	out.Sources = qualitySources(rows, names, rank, parseSourceCatalog(data.README))
	return out, nil
}

func figure(key, label, desc string, num, den int64) QualityFigure {
	v := stats.Percent(num, den)
	return QualityFigure{Key: key, Label: label, Description: desc, Numerator: num, Denominator: den, Value: v, Status: stats.QualityStatus(v)}
}

func (a *qualityAcc) scope(rows *store.QualityRows) QualityScope {
	asOf := a.asOf
	present, expected, unknown := stats.ScheduleCoverage(a.seasons)
	recent, prior := stats.Freshness(a.days, asOf)
	t := a.titles
	dims := []QualityDimension{
		dimension("completeness", "Completeness",
			figure("expected_games", "Expected games on file", "Regular-season games on file of those the schedule implies (games per team × teams ÷ 2), in seasons with a champion and a known schedule length"+
				plural(unknown, " (%d such season without a schedule length is left out)", " (%d such seasons without a schedule length are left out)"), present, expected),
			figure("scores", "Games with scores", "Games dated up to the import with both scores recorded", a.scored, a.past),
			figure("player_stats", "Seasons with player stats", "Seasons with a champion that have player stat rows", a.withPlayers, a.decided)),
		dimension("accuracy", "Accuracy",
			figure("standings", "Records agree with games", "Published team-season records (W-L-T) equal to the sums of their games, where every game of the record is on file", a.recMatch, a.recMatch+a.recMismatch),
			figure("champions", "Champions resolve to teams", "Championship results whose champion is a franchise on file", t.Resolved, t.Results),
			figure("title_games", "Title results agree with games", "Championship results with a score whose deciding game row has the same winner and score", t.Agree, t.Checked)),
		dimension("freshness", "Freshness",
			figure("recent_games", "Games in the latest year", "Games in the 365 days up to the import against the 365 days before (100% when the latest year is as full as the one before)", recent, prior)),
		dimension("consistency", "Consistency",
			figure("records", "Records equal game sums", "Team-season records whose games, wins, losses and ties equal the game rows' sums (fewer game rows than the record counts against)", a.recMatch, a.recAll),
			figure("games", "Games pass integrity checks", "Games with no finding of the consistency check: no team plays itself, no negative or missing final score, not imported twice from two sources", a.games-a.flawed, a.games)),
	}
	s := QualityScope{Sport: a.sport, Level: a.level, Dimensions: dims, Seasons: a.nSeasons, Games: a.games, Coverage: a.coverage}
	s.Overall, s.Status = overallOf(dims)
	if a.lastDate != "" {
		s.LastGameDate = &a.lastDate
		if asOf != "" {
			d := stats.DaysBetween(a.lastDate, asOf)
			s.DaysSinceLastGame = &d
		}
	}
	if at, ok := rows.Imported[a.grp]; ok {
		s.LastImport = &at
	}
	return s
}

func plural(n int, one, many string) string {
	switch n {
	case 0:
		return ""
	case 1:
		return strings.Replace(one, "%d", "1", 1)
	}
	return strings.Replace(many, "%d", strconv.Itoa(n), 1)
}

func dimension(key, label string, figs ...QualityFigure) QualityDimension {
	vs := make([]*float64, len(figs))
	for i, f := range figs {
		vs[i] = f.Value
	}
	score := stats.MeanScore(vs...)
	return QualityDimension{Key: key, Label: label, Score: score, Status: stats.QualityStatus(score), Figures: figs}
}

func overallOf(dims []QualityDimension) (*float64, string) {
	vs := make([]*float64, len(dims))
	for i, d := range dims {
		vs[i] = d.Score
	}
	v := stats.MeanScore(vs...)
	return v, stats.QualityStatus(v)
}

// poolDimensions adds up each figure's numerator and denominator over scopes.
func poolDimensions(scopes [][]QualityDimension) []QualityDimension {
	if len(scopes) == 0 {
		return []QualityDimension{}
	}
	out := make([]QualityDimension, len(scopes[0]))
	for i, d := range scopes[0] {
		figs := make([]QualityFigure, len(d.Figures))
		for j, f := range d.Figures {
			var num, den int64
			for _, s := range scopes {
				num += s[i].Figures[j].Numerator
				den += s[i].Figures[j].Denominator
			}
			figs[j] = figure(f.Key, f.Label, f.Description, num, den)
		}
		out[i] = dimension(d.Key, d.Label, figs...)
	}
	return out
}
