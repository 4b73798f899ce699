package readmodel

import (
	"bytes"
	"context"
	"strings"
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
