package readmodel

import (
	"context"
	"log/slog"
	"sort"
	"strconv"

	"github.com/almanac-sports/almanac/internal/readmodel/people"
	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/readmodel/search"
)

// Building the search index: from the saved copy of the dataset version, or
// from the people, team and season snapshots (ranking people by career).

// searchIndex returns the in-memory search index: the copy saved in the
// database for the current dataset version when there is one, else built from
// the snapshots it reads (and then saved); purgePeopleCaches drops it.
func (m *Model) searchIndex(ctx context.Context) (*search.Index, error) {
	m.fresh(ctx)
	return m.ppl().search.get(ctx, func(ctx context.Context) (*search.Index, error) {
		v := m.st.Version(ctx)
		if idx := m.loadSearch(ctx, v); idx != nil {
			return idx, nil
		}
		idx, err := m.buildSearchIndex(ctx)
		if err != nil {
			return nil, err
		}
		if err := m.saveSearch(ctx, v, idx); err != nil {
			slog.Warn("saving the search index", "err", err)
		}
		return idx, nil
	})
}

// buildSearchIndex builds the search index from the snapshots.
func (m *Model) buildSearchIndex(ctx context.Context) (*search.Index, error) {
	b, err := m.baseSnapshot(ctx)
	if err != nil {
		return nil, err
	}
	ps, _, err := m.playerSnapshot(ctx)
	if err != nil {
		return nil, err
	}
	cs, _, err := m.coachSnapshot(ctx)
	if err != nil {
		return nil, err
	}
	ss, err := m.seasonSnapshot(ctx)
	if err != nil {
		return nil, err
	}
	return buildSearch(b, ps, cs, ss), nil
}

func yearsText(first, last int, active bool) *string {
	if first == 0 {
		return nil
	}
	var s string
	switch {
	case active:
		s = strconv.Itoa(first) + "–present"
	case last == 0 || last == first:
		s = strconv.Itoa(first)
	default:
		s = strconv.Itoa(first) + "–" + strconv.Itoa(last)
	}
	return &s
}

func label(parts ...string) string { return rmbase.JoinNonEmpty(" · ", parts...) }

func buildSearch(b *people.Base, ps *people.Players, cs *coachSnap, ss *seasonSnap) *search.Index {
	idx := &search.Index{}
	// Latest season per sport/level, to tell active teams from defunct ones.
	latest := map[[2]int]int{}
	for _, s := range b.Seasons {
		k := [2]int{s.SportID, s.LevelID}
		if s.StartYear > latest[k] {
			latest[k] = s.StartYear
		}
	}
	// Teams: current name, every name it played under, abbreviation.
	names := map[int][]string{}
	for k, t := range b.TeamSeasons {
		names[k.Franchise] = append(names[k.Franchise], t.Name)
	}
	fids := make([]int, 0, len(b.Franchises))
	for id := range b.Franchises {
		fids = append(fids, id)
	}
	sort.Ints(fids)
	for _, id := range fids {
		f := b.Franchises[id]
		first := f.FirstYear
		if f.FoundedYear.Valid && (first == 0 || int(f.FoundedYear.Int64) < first) {
			first = int(f.FoundedYear.Int64)
		}
		last := f.LastSeen
		if f.LastYear.Valid {
			last = int(f.LastYear.Int64)
		}
		active := !f.LastYear.Valid && f.LastSeen >= latest[[2]int{f.SportID, f.LevelID}]-1
		prom := f.Seasons * 10
		if active {
			prom += 100000
		}
		years := yearsText(first, last, active)
		hist := names[id]
		sort.Strings(hist)
		all := append([]string{f.Name}, hist...)
		if f.City != "" && f.Nickname != "" {
			all = append(all, f.City+" "+f.Nickname)
		}
		if f.Abbreviation != "" {
			all = append(all, f.Abbreviation)
		}
		lg := f.LeagueAbbrev
		idx.Teams.Add(search.Item{
			Hit: search.Hit{ID: id, Slug: f.Slug, Name: f.Name, Sport: NameSlug{Name: f.SportName, Slug: f.SportSlug}, Level: NameSlug{Name: f.LevelName, Slug: f.LevelSlug},
				Years: years, URL: "/teams/" + f.Slug, Label: label(f.SportName, lg, rmbase.Deref(years))},
			Sport: f.SportSlug, Level: f.LevelSlug, Prominence: prom, SortName: rmbase.Fold(f.Name),
		}, all...)
	}
	// Players.
	for _, p := range ps.List {
		o := ps.Output(p, nil)
		var team *string
		if o.CurrentTeam != nil {
			team = &o.CurrentTeam.Name
		}
		years := yearsText(rmbase.DerefInt(o.FirstYear), rmbase.DerefInt(o.LastYear), false)
		idx.Players.Add(search.Item{
			Hit: search.Hit{ID: o.ID, Slug: o.Slug, Name: o.DisplayName, Sport: o.Sport, Level: o.Level,
				Years: years, Team: team, URL: "/players/" + o.Slug,
				Label: label(o.Sport.Name, rmbase.Deref(o.PrimaryPosition), rmbase.Deref(years), rmbase.Deref(team))},
			Sport: o.Sport.Slug, Level: o.Level.Slug, Prominence: p.Prominence, SortName: p.Str(people.TextSortKey),
		}, append([]string{o.DisplayName}, rmbase.AliasesOf(p.Str(people.TextAliases))...)...)
	}
	// Coaches.
	for _, c := range cs.List {
		var team *string
		if c.Coach.CurrentTeam != nil {
			team = &c.Coach.CurrentTeam.Name
		}
		years := yearsText(rmbase.DerefInt(c.Coach.FirstYear), rmbase.DerefInt(c.Coach.LastYear), false)
		idx.Coaches.Add(search.Item{
			Hit: search.Hit{ID: c.Coach.ID, Slug: c.Coach.Slug, Name: c.Coach.DisplayName, Sport: c.Coach.Sport, Level: c.Coach.Level,
				Years: years, Team: team, URL: "/coaches/" + c.Coach.Slug,
				Label: label(c.Coach.Sport.Name, rmbase.Deref(c.Coach.Title), rmbase.Deref(years), rmbase.Deref(team))},
			Sport: c.Coach.Sport.Slug, Level: c.Coach.Level.Slug, Prominence: c.Prominence, SortName: c.SortKey,
		}, append([]string{c.Coach.DisplayName}, rmbase.AliasesOf(c.Person.Aliases)...)...)
	}
	// Championships.
	for _, c := range b.Champs {
		first, last := int(c.FirstYear.Int64), int(c.LastYear.Int64)
		years := yearsText(first, last, !c.LastYear.Valid)
		prom := c.Results
		if c.LevelSlug == "professional" {
			prom += 1000
		}
		idx.Championships.Add(search.Item{
			Hit: search.Hit{ID: c.ID, Slug: c.Slug, Name: c.Name, Sport: NameSlug{Name: c.SportName, Slug: c.SportSlug}, Level: NameSlug{Name: c.LevelName, Slug: c.LevelSlug},
				Years: years, URL: "/championships/" + c.Slug, Label: label(c.SportName, c.LevelName, rmbase.Deref(years))},
			Sport: c.SportSlug, Level: c.LevelSlug, Prominence: prom, SortName: rmbase.Fold(c.Name),
		}, c.Name, c.Official, c.Trophy)
	}
	idx.Seasons = seasonSearch(ss)
	for _, k := range idx.Kinds() {
		if k != &idx.Seasons {
			k.Finish()
		}
	}
	return idx
}

// seasonSearch is the search index of seasons.
func seasonSearch(ss *seasonSnap) search.Kind {
	var k search.Kind
	// Seasons: "2015-16 NBA Season", "NBA 2015-16", "2016 NBA".
	for _, s := range ss.list {
		o := s.out
		span := strconv.Itoa(o.StartYear)
		if o.EndYear != o.StartYear {
			span += "-" + strconv.Itoa(o.EndYear%100 + 100)[1:]
		}
		var champ string
		if o.Champion != nil {
			champ = "Champion: " + o.Champion.TeamName
		}
		years := span
		prom := o.StartYear * 10
		if o.Level.Slug == "professional" {
			prom += 5
		}
		aliases := []string{o.Name, o.League.Abbreviation + " " + span, strconv.Itoa(o.EndYear) + " " + o.League.Abbreviation,
			o.League.Name + " " + span}
		k.Add(search.Item{
			Hit: search.Hit{ID: o.ID, Slug: o.Slug, Name: o.Name, Sport: o.Sport, Level: o.Level, Years: &years,
				URL: "/seasons/" + o.Slug, Label: label(o.Sport.Name, o.League.Abbreviation, champ)},
			Sport: s.sportSlug, Level: s.levelSlug, Prominence: prom, SortName: rmbase.Fold(o.Name),
		}, aliases...)
	}
	k.Finish()
	return k
}
