package gameindex

// The teams and titles games name: a franchise as its games of a season
// show it, and the championship a game decided.

import "github.com/almanac-sports/almanac/internal/store"

// Side is a franchise as its games of one season show it (season 0:
// as it is now): the season's city, abbreviation and name where the season
// has them.
type Side struct {
	ID                             int64
	Slug, Name, City, Abbreviation string
}

func sideKey(franchise, season int64) uint64 { return uint64(franchise)<<32 | uint64(uint32(season)) }

// SideOf is the franchise as its games of the season show it, else as it is
// now; false when the dimensions do not have it.
func (ix *Index) SideOf(franchise, season int64) (*Side, bool) {
	i, ok := ix.sideIdx[sideKey(franchise, season)]
	if !ok {
		if i, ok = ix.sideIdx[sideKey(franchise, 0)]; !ok {
			return nil, false
		}
	}
	return &ix.sides[i], true
}

// indexSides makes the side table from the dimensions: one lookup per team
// of a listed game instead of two map lookups and a merge.
func (ix *Index) indexSides() {
	ix.sideIdx = make(map[uint64]int32, len(ix.Dims.Franchises)+len(ix.Dims.TeamSeasons))
	ix.sides = ix.sides[:0]
	add := func(k uint64, sd Side) {
		ix.sideIdx[k] = int32(len(ix.sides))
		ix.sides = append(ix.sides, sd)
	}
	for id, f := range ix.Dims.Franchises {
		add(sideKey(id, 0), Side{ID: f.ID, Slug: f.Slug, Name: f.Name, City: f.City, Abbreviation: f.Abbreviation})
	}
	for k, ts := range ix.Dims.TeamSeasons {
		f, ok := ix.Dims.Franchises[k[0]]
		if !ok || k[1] == 0 {
			continue
		}
		sd := Side{ID: f.ID, Slug: f.Slug, Name: f.Name, City: f.City, Abbreviation: f.Abbreviation}
		if ts.City != "" {
			sd.City = ts.City
		}
		if ts.Abbreviation != "" {
			sd.Abbreviation = ts.Abbreviation
		}
		if ts.Name != "" {
			sd.Name = ts.Name
		}
		add(sideKey(k[0], k[1]), sd)
	}
}

// Championship is the title g decided: the championship whose result names
// g as its deciding game, else for a championship game the title of its
// league (or of its sport and level) in force that season.
func (ix *Index) Championship(g store.GameBase) *store.GameDimChampionship {
	cs := ix.Dims.Championships
	if id, ok := ix.Dims.ResultGames[g.ID]; ok {
		for i := range cs {
			if cs[i].ID == id {
				return &cs[i]
			}
		}
	}
	if g.GameType != "championship" {
		return nil
	}
	se, ok := ix.Dims.Seasons[g.SeasonID]
	if !ok {
		return nil
	}
	var best *store.GameDimChampionship
	for i := range cs {
		c := &cs[i]
		if c.SportID != g.SportID || c.LevelID != g.LevelID || (c.LeagueID.Valid && c.LeagueID.Int64 != se.LeagueID) {
			continue
		}
		if (c.FirstYear.Valid && c.FirstYear.Int64 > int64(se.EndYear)) || (c.LastYear.Valid && c.LastYear.Int64 < int64(se.EndYear)) {
			continue
		}
		if best == nil || (c.LeagueID.Valid && !best.LeagueID.Valid) {
			best = c
		}
	}
	return best
}
