package readmodel

import (
	"context"
	"slices"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
)

// The season's main awards: the sources date an award by the year the
// season ends (the 1995-96 MVP is 1996's), and each league gives its own.

// seasonAwardNames are the awards a season page lists, per sport, in
// display order (the sources' many weekly, monthly and all-star honours
// are left to the players' pages).
var seasonAwardNames = map[string][]string{
	"basketball": {"Most Valuable Player", "Defensive Player of the Year", "Rookie of the Year", "Sixth Man of the Year", "Most Improved Player", "Clutch Player of the Year", "All-NBA First Team", "All-ABA First Team", "All-BAA First Team"},
	"baseball":   {"Most Valuable Player", "Cy Young Award", "Rookie of the Year", "Triple Crown", "Pitching Triple Crown"},
	"hockey":     {"Hart", "Art Ross", "Vezina", "Norris", "Calder", "Conn Smythe", "Lady Byng", "Selke", "Pearson", "Ted Lindsay", "Rocket Richard", "Jennings"},
}

// SeasonAward is one award of a season, to one or more people (shared, or
// a team of five).
type SeasonAward struct {
	Name    string        `json:"name"`
	Winners []AwardWinner `json:"winners" openapi:"nonnull"`
}

// AwardWinner is a person given an award.
type AwardWinner struct {
	Slug  string  `json:"slug"`
	Name  string  `json:"name"`
	Notes *string `json:"notes"`
}

// SeasonAwards is a season's awards; Note says when the data holds none.
type SeasonAwards struct {
	Season  GameSeason    `json:"season"`
	League  string        `json:"league"`
	Year    int           `json:"year"` // the year the sources date the awards by
	Results []SeasonAward `json:"results" openapi:"nonnull"`
	Note    *string       `json:"note"`
}

// SeasonAwardsOf reads the main awards of a season; nil when there is no
// such season.
func (m *Model) SeasonAwardsOf(ctx context.Context, slug string) (*SeasonAwards, error) {
	d, err := m.Season(ctx, slug)
	if err != nil || d == nil {
		return nil, err
	}
	snap, err := m.seasonSnapshot(ctx)
	if err != nil {
		return nil, err
	}
	rec := snap.byID[d.ID]
	out := &SeasonAwards{Season: GameSeason{ID: int64(d.ID), Slug: d.Slug, Name: d.Name, StartYear: d.StartYear, EndYear: d.EndYear},
		League: d.League.Abbreviation, Year: d.EndYear, Results: []SeasonAward{}}
	names := seasonAwardNames[d.Sport.Slug]
	if rec != nil && len(names) > 0 {
		rows, err := m.st.SeasonAwards(ctx, int64(rec.leagueID), d.EndYear)
		if err != nil {
			return nil, err
		}
		for _, name := range names {
			aw := SeasonAward{Name: name}
			for _, r := range rows {
				if r.Name == name {
					aw.Winners = append(aw.Winners, AwardWinner{Slug: r.PersonSlug, Name: r.PersonName, Notes: rmbase.StrOrNil(r.Notes)})
				}
			}
			if len(aw.Winners) > 0 {
				out.Results = append(out.Results, aw)
			}
		}
	}
	if len(out.Results) == 0 {
		note := "The data holds no awards for this season."
		if !slices.Contains([]string{"basketball", "baseball", "hockey"}, d.Sport.Slug) {
			note = "The data holds no awards for this sport."
		}
		out.Note = &note
	}
	return out, nil
}
