package readmodel

import (
	"context"
	"sort"

	"github.com/almanac-sports/almanac/internal/stats"
)

// StandingsGroup is one division (or conference, or league when teams
// have no division) of the by_division view.
type StandingsGroup struct {
	League     StandingsLeague `json:"league"`
	Conference *StandingsNamed     `json:"conference"`
	Division   *StandingsNamed     `json:"division"`
	Season     GameSeason      `json:"season"`
	Teams      []Standing      `json:"teams"`
}

func (m *Model) standingsGroups(ctx context.Context, sq StandingsQuery) ([]StandingsGroup, error) {
	t, err := m.standingsTable(ctx, sq)
	if err != nil {
		return nil, err
	}
	var groups []StandingsGroup
	for _, l := range t.leagues {
		type key struct{ conf, div int64 }
		var order []key
		members := map[key][]*stats.Standing{}
		for _, s := range l.rows {
			tm := l.teams[s.Team.ID]
			if !sq.keep(tm) {
				continue
			}
			k := key{tm.ConferenceID.Int64, tm.DivisionID.Int64}
			if _, ok := members[k]; !ok {
				order = append(order, k)
			}
			members[k] = append(members[k], s)
		}
		// Conferences, then divisions, by name; teams without either last.
		sort.SliceStable(order, func(i, j int) bool {
			ti, tj := l.teams[members[order[i]][0].Team.ID], l.teams[members[order[j]][0].Team.ID]
			ci, cj := ti.ConferenceName.String, tj.ConferenceName.String
			if (ci == "") != (cj == "") {
				return cj == ""
			}
			if ci != cj {
				return ci < cj
			}
			di, dj := ti.DivisionName.String, tj.DivisionName.String
			if (di == "") != (dj == "") {
				return dj == ""
			}
			return di < dj
		})
		for _, k := range order {
			ranked := standingsRerank(members[k])
			g := StandingsGroup{
				League: StandingsLeague{ID: l.season.LeagueID, Slug: l.season.LeagueSlug, Name: l.season.LeagueName, Abbreviation: l.season.LeagueAbbrev},
				Season: GameSeason{ID: l.season.ID, Slug: l.season.Slug, Name: l.season.Name, StartYear: l.season.StartYear, EndYear: l.season.EndYear},
			}
			for _, s := range ranked {
				g.Teams = append(g.Teams, l.row(s))
			}
			first := g.Teams[0]
			g.Conference, g.Division = first.Conference, first.Division
			groups = append(groups, g)
		}
	}
	return groups, nil
}
