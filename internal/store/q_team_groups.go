package store

import (
	"sort"
	"strings"
)

// TeamGroupCount is one league and level of the teams list with how many
// of the filtered teams it holds.
type TeamGroupCount struct {
	Key   string `json:"key"`   // "nfl", "mlb", "ncaa-football"
	Label string `json:"label"` // "NFL", "MLB", "NCAA D-I Football"
	Name  string `json:"name"`  // "National Football League"
	Sport string `json:"sport"` // sport slug
	Level string `json:"level"` // level slug
	// Count is the teams of the group that match the filter; Active those
	// of them that played the latest season of their league.
	Count  int `json:"count"`
	Active int `json:"active"`
}

// sportOrder lists the sports as the site does (football first).
var sportOrder = map[string]int{"football": 0, "basketball": 1, "baseball": 2, "hockey": 3}

// teamGroupOf is the group of a team: its league, the two major leagues of
// baseball as one (MLB), college leagues by sport.
func teamGroupOf(t *Team) TeamGroupCount {
	g := TeamGroupCount{Sport: t.Sport.Slug, Level: t.Level.Slug}
	switch {
	case t.League == nil:
		g.Key, g.Label, g.Name = t.Sport.Slug+"-other", "Other", "Clubs outside the leagues on file"
	case t.Level.Slug != "professional":
		g.Key, g.Label, g.Name = t.League.Slug, "NCAA D-I "+t.Sport.Name, t.League.Name
	case t.League.Slug == "al" || t.League.Slug == "nl":
		g.Key, g.Label, g.Name = "mlb", "MLB", "Major League Baseball"
	default:
		g.Key, g.Label, g.Name = t.League.Slug, t.League.Abbreviation, t.League.Name
	}
	return g
}

// orderByGroup sets each row's group and the snapshot's group order: the
// groups with active teams first (professional before college, then by
// sport), then the leagues of the past by sport and size; in a group the
// active teams first, each part by name.
func (snap *TeamSnapshot) orderByGroup() {
	type stat struct {
		g             TeamGroupCount
		count, active int
	}
	stats := map[string]*stat{}
	for i := range snap.rows {
		r := &snap.rows[i]
		g := teamGroupOf(&r.Team)
		r.Group = g.Key
		s := stats[g.Key]
		if s == nil {
			s = &stat{g: g}
			stats[g.Key] = s
		}
		s.count++
		if r.IsActive {
			s.active++
		}
	}
	keys := make([]string, 0, len(stats))
	for k := range stats {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := stats[keys[i]], stats[keys[j]]
		if (a.active > 0) != (b.active > 0) {
			return a.active > 0
		}
		if (a.g.Level == "professional") != (b.g.Level == "professional") {
			return a.g.Level == "professional"
		}
		if sportOrder[a.g.Sport] != sportOrder[b.g.Sport] {
			return sportOrder[a.g.Sport] < sportOrder[b.g.Sport]
		}
		if a.count != b.count {
			return a.count > b.count
		}
		return a.g.Key < b.g.Key
	})
	snap.groups = make([]TeamGroupCount, len(keys))
	rank := map[string]int{}
	for i, k := range keys {
		snap.groups[i] = stats[k].g
		rank[k] = i
	}
	snap.byGroup = make([]int, len(snap.rows))
	for i := range snap.byGroup {
		snap.byGroup[i] = i
	}
	// Rows are by name already: a stable sort keeps that order in each part.
	sort.SliceStable(snap.byGroup, func(i, j int) bool {
		a, b := &snap.rows[snap.byGroup[i]], &snap.rows[snap.byGroup[j]]
		if rank[a.Group] != rank[b.Group] {
			return rank[a.Group] < rank[b.Group]
		}
		return a.IsActive && !b.IsActive
	})
	snap.groupRank = rank
}

// GroupCounts counts the teams f matches by group, in the groups' order;
// groups without a match are left out.
func (snap *TeamSnapshot) GroupCounts(f TeamFilter) []TeamGroupCount {
	search := strings.ToLower(strings.TrimSpace(f.Search))
	counts := make([]TeamGroupCount, len(snap.groups))
	copy(counts, snap.groups)
	for i := range snap.rows {
		r := &snap.rows[i]
		if !f.match(r, search) {
			continue
		}
		c := &counts[snap.groupRank[r.Group]]
		c.Count++
		if r.IsActive {
			c.Active++
		}
	}
	out := counts[:0]
	for _, c := range counts {
		if c.Count > 0 {
			out = append(out, c)
		}
	}
	return out
}
