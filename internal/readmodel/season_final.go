package readmodel

import (
	"context"
	"strings"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/store"
)

// seasonRunnerUp names the loser of the season's final: the champion's
// opponent in the championship games when the data holds them (so the team
// links), else the runner-up the title's row names.
func (m *Model) seasonRunnerUp(ctx context.Context, d *SeasonDetail) error {
	if d.Champion == nil {
		return nil
	}
	if d.Championship != nil {
		rows, _, err := m.Champions(ctx, store.ChampionFilter{Sport: d.Sport.Slug, Level: d.Level.Slug, SeasonStartYear: d.StartYear, Limit: 50})
		if err != nil {
			return err
		}
		for _, c := range rows {
			if c.ChampionshipSlug != d.Championship.Slug || c.RunnerUpName == nil || strings.TrimSpace(*c.RunnerUpName) == "" {
				continue
			}
			d.RunnerUp = &SeasonChampion{TeamName: *c.RunnerUpName}
			d.FinalResult = c.Score
			break
		}
	}
	if d.Champion.TeamID == nil {
		return nil
	}
	ix, err := m.gameIndex(ctx)
	if err != nil {
		return err
	}
	champ := int32(*d.Champion.TeamID)
	for _, s := range seasonSeries(ix, int64(d.ID)) {
		if !s.final || (s.a != champ && s.b != champ) {
			continue
		}
		other := s.a
		if other == champ {
			other = s.b
		}
		b, err := m.baseSnapshot(ctx)
		if err != nil {
			return err
		}
		name, city, ab := b.TeamAt(int(other), d.ID)
		id := int(other)
		ru := &SeasonChampion{TeamName: name, TeamCity: rmbase.StrOrNil(city), TeamAbbreviation: rmbase.StrOrNil(ab), TeamID: &id}
		if f := b.Franchises[id]; f != nil {
			ru.TeamSlug = &f.Slug
		}
		if ru.TeamName == "" && d.RunnerUp != nil {
			ru.TeamName = d.RunnerUp.TeamName
		}
		d.RunnerUp = ru
		return nil
	}
	return nil
}
