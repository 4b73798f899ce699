package readmodel

import (
	"bytes"
	"context"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/data"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// Data quality: completeness, accuracy, freshness and
// consistency per sport and level, each figure a count of rows over a
// count of rows, and the sources the rows came from. Computed once per
// dataset version.

// QualityFigure is one measured figure: numerator over denominator, as a percentage.
type QualityFigure struct {
	Key         string   `json:"key"`
	Label       string   `json:"label"`
	Description string   `json:"description"`
	Numerator   int64    `json:"numerator"`
	Denominator int64    `json:"denominator"`
	Value       *float64 `json:"value"` // 0-100; null when the denominator is 0
	Status      string   `json:"status"`
}

// QualityDimension is completeness, accuracy, freshness or consistency: the
// mean of its measured figures.
type QualityDimension struct {
	Key     string          `json:"key"`
	Label   string          `json:"label"`
	Score   *float64        `json:"score"`
	Status  string          `json:"status"`
	Figures []QualityFigure `json:"figures" openapi:"nonnull"`
}

// QualityScope is one sport and level.
type QualityScope struct {
	Sport      NameSlug           `json:"sport"`
	Level      NameSlug           `json:"level"`
	Overall    *float64           `json:"overall"`
	Status     string             `json:"status"`
	Dimensions []QualityDimension `json:"dimensions" openapi:"nonnull"`
	Seasons    int                `json:"seasons"`
	Games      int64              `json:"games"`
	// LastGameDate is the latest date with a scored game; LastImport when
	// the scope's import group was last imported (RFC 3339).
	LastGameDate *string `json:"last_game_date"`
	LastImport   *string `json:"last_import"`
	// DaysSinceLastGame counts from the last scored game to the import.
	DaysSinceLastGame *int            `json:"days_since_last_game"`
	Coverage          QualityCoverage `json:"coverage"`
}

// QualityCoverage is what the scope's files cover: its seasons' span, the
// player seasons whose rows hold statistics (one of the sport's main
// figures as a total; games or per-game figures alone do not count), the
// team-seasons with a head coach on file and the head coaches'
// team-seasons with a won-lost record.
type QualityCoverage struct {
	FirstSeason            int `json:"first_season"`
	LastSeason             int `json:"last_season"`
	PlayerSeasons          int `json:"player_seasons"`
	PlayerSeasonsWithStats int `json:"player_seasons_with_stats"`
	CoachSeasons           int `json:"coach_seasons"`
	CoachSeasonsWithRecord int `json:"coach_seasons_with_record"`
	TeamSeasons            int `json:"team_seasons"`
	TeamSeasonsWithCoach   int `json:"team_seasons_with_coach"`
}

// QualitySource is one shipped file's rows in one sport and level.
type QualitySource struct {
	Name       string   `json:"name"`
	Publisher  string   `json:"publisher"` // who publishes the file (SourceName)
	Sport      NameSlug `json:"sport"`
	Level      NameSlug `json:"level"`
	Rows       int64    `json:"rows"`
	LastSeason int      `json:"last_season"` // latest season start year of its rows
	LastImport *string  `json:"last_import"`
	// Status: active when its rows reach the scope's latest season, else
	// maintenance (a closed historical file).
	Status  string `json:"status"`
	Origin  string `json:"origin"`
	Licence string `json:"licence"`
}

// QualityThresholds are the health bar's limits.
type QualityThresholds struct {
	Excellent float64 `json:"excellent"`
	Good      float64 `json:"good"`
}

// DataQuality is the /api/data-quality/ answer.
type DataQuality struct {
	DatasetVersion int64              `json:"dataset_version"`
	Overall        *float64           `json:"overall"`
	Status         string             `json:"status"`
	Dimensions     []QualityDimension `json:"dimensions" openapi:"nonnull"` // pooled over the scopes
	Scopes         []QualityScope     `json:"scopes" openapi:"nonnull"`
	Sources        []QualitySource    `json:"sources" openapi:"nonnull"`
	Thresholds     QualityThresholds  `json:"thresholds"`

	json []byte // the answer as the API writes it (EncodedJSON)
}

// EncodedJSON is the answer's JSON (HTML escaping off, no newline): the
// answer of a scope is made and encoded once per dataset (at most one per
// sport and level pair the API accepts: ~46 KB of figures for all of them).
func (q *DataQuality) EncodedJSON() []byte {
	if q == nil {
		return nil
	}
	return q.json
}

// DataQuality measures the scopes matching sc (all when empty); the answer
// is shared: read only.
func (m *Model) DataQuality(ctx context.Context, sc Scope) (*DataQuality, error) {
	return qualityScopeKind.Get(ctx, m.memo(ctx), sc, func(ctx context.Context) (*DataQuality, error) {
		out, err := m.dataQuality(ctx, sc)
		if err != nil {
			return nil, err
		}
		var buf bytes.Buffer
		enc := answerEncoder(&buf)
		if err := enc.Encode(out); err != nil {
			return nil, err
		}
		out.json = bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
		return out, nil
	})
}

func (m *Model) dataQuality(ctx context.Context, sc Scope) (*DataQuality, error) {
	all, err := qualityKind.Get(ctx, m.memo(ctx), struct{}{}, m.computeQuality)
	if err != nil {
		return nil, err
	}
	out := &DataQuality{DatasetVersion: all.DatasetVersion, Thresholds: all.Thresholds, Scopes: []QualityScope{}, Sources: []QualitySource{}}
	var picked [][]QualityDimension
	for _, s := range all.Scopes {
		if sc.Matches(s.Sport.Slug, s.Level.Slug) {
			out.Scopes = append(out.Scopes, s)
			picked = append(picked, s.Dimensions)
		}
	}
	if sc == (Scope{}) && all.Sources != nil {
		out.Sources = all.Sources // every source: the shared list, not a copy (read only)
	} else {
		for _, s := range all.Sources {
			if sc.Matches(s.Sport.Slug, s.Level.Slug) {
				out.Sources = append(out.Sources, s)
			}
		}
	}
	out.Dimensions = poolDimensions(picked)
	out.Overall, out.Status = overallOf(out.Dimensions)
	return out, nil
}

// scopeRank orders scopes as the sites list them: football, basketball,
// baseball, hockey; professional before college.
func scopeRank(k string) int {
	sport, level, _ := strings.Cut(k, "|")
	r := 4
	for i, s := range []string{"football", "basketball", "baseball", "hockey"} {
		if s == sport {
			r = i
		}
	}
	if level != "professional" {
		r += 10
	}
	return r
}

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

// qualitySources splits each row source into its files and adds up their
// rows per file and scope.
func qualitySources(rows *store.QualityRows, names map[string][2]NameSlug, rank map[string]int, cat sourceCatalog) []QualitySource {
	type key struct{ name, sport, level string }
	agg := map[key]*QualitySource{}
	latest := map[string]int{}
	for _, r := range rows.Sources {
		sk := r.Sport + "|" + r.Level
		latest[sk] = max(latest[sk], r.LastYear)
		seen := map[string]bool{} // a row citing two files of one range counts once
		for _, f := range sourceFiles(r.Source) {
			e, label, found := cat.lookup(r.Sport, r.Source, f)
			if seen[label] {
				continue
			}
			seen[label] = true
			k := key{label, r.Sport, r.Level}
			s := agg[k]
			if s == nil {
				n := names[sk]
				s = &QualitySource{Name: label, Publisher: SourceName(r.Sport, f), Sport: n[0], Level: n[1], Origin: "not listed in data/README.md", Licence: "unknown"}
				if found {
					s.Origin, s.Licence = e.origin, e.licence
				}
				if at, ok := rows.Imported[r.Grp]; ok {
					s.LastImport = &at
				}
				agg[k] = s
			}
			s.Rows += r.Rows
			s.LastSeason = max(s.LastSeason, r.LastYear)
		}
	}
	out := make([]QualitySource, 0, len(agg))
	for k, s := range agg {
		s.Status = "maintenance"
		if s.LastSeason >= latest[k.sport+"|"+k.level] {
			s.Status = "active"
		}
		out = append(out, *s)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if ra, rb := rank[a.Sport.Slug+"|"+a.Level.Slug], rank[b.Sport.Slug+"|"+b.Level.Slug]; ra != rb {
			return ra < rb
		}
		if a.Rows != b.Rows {
			return a.Rows > b.Rows
		}
		return a.Name < b.Name
	})
	return out
}
