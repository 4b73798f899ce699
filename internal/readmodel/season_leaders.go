package readmodel

import (
	"context"
)

// SeasonLeaders is a league season's statistical leaders: for each of the
// sport's categories, the best players of that league by the league's
// qualifying rule of the era (the same ranking as the players' leaders).
type SeasonLeaders struct {
	Season     GameSeason             `json:"season"`
	League     string                 `json:"league"`
	Categories []SeasonLeaderCategory `json:"categories" openapi:"nonnull"`
	// Note says why there are no leaders (no player statistics that season).
	Note *string `json:"note"`
}

// SeasonLeaderCategory is one category's leaders.
type SeasonLeaderCategory struct {
	Category      string   `json:"category"`
	CategoryName  string   `json:"category_name"`
	Stat          string   `json:"stat"`
	LowerIsBetter bool     `json:"lower_is_better"`
	Qualification *string  `json:"qualification"`
	Minimum       *float64 `json:"minimum"`
	Note          *string  `json:"note"`
	Results       []Leader `json:"results" openapi:"nonnull"`
}

// SeasonLeadersOf ranks the season's player lines of its league, limit per
// category; nil when there is no such season.
func (m *Model) SeasonLeadersOf(ctx context.Context, slug string, limit int) (*SeasonLeaders, error) {
	d, err := m.Season(ctx, slug)
	if err != nil || d == nil {
		return nil, err
	}
	sc := Scope{Sport: d.Sport.Slug, Level: d.Level.Slug}
	out := &SeasonLeaders{Season: GameSeason{ID: int64(d.ID), Slug: d.Slug, Name: d.Name, StartYear: d.StartYear, EndYear: d.EndYear},
		League: d.League.Abbreviation, Categories: []SeasonLeaderCategory{}}
	tab, err := m.seasonTable(ctx, sc, d.StartYear)
	if err != nil {
		return nil, err
	}
	if tab == nil {
		out.Note = new("The data holds no player statistics for this season.")
		return out, nil
	}
	for _, c := range leaderCategories[sc.Sport] {
		cat := c.head()
		if c.qualifier != nil {
			g := tab.schedule[d.ID]
			if g == 0 {
				g = int(tab.maxGames)
			}
			if q := c.qualifier(d.StartYear, g); q.Rule != "" {
				cat.Qualification, cat.Minimum = new(q.Rule), new(q.Min)
			}
		}
		r, err := m.leaderRanking(ctx, sc, d.StartYear, &c, tab)
		if err != nil {
			return nil, err
		}
		for _, i := range r.idx {
			if len(cat.Results) == limit {
				break
			}
			if tab.seasonOf(i) != d.ID {
				continue
			}
			cat.add(&c, &tab.rows[i])
		}
		out.Categories = append(out.Categories, cat)
	}
	return out, nil
}
