package nfl

import (
	"fmt"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"

	"github.com/almanac-sports/almanac/internal/slug"
)

// NFL franchises and their coaches' keys.

func nflCoachKey(name string) string { return "nfl:coach:" + slug.Make(name) }

// nflSplitName splits "Sean McVay" into first and last name.
func nflSplitName(full string) (string, string) {
	full = strings.TrimSpace(full)
	if i := strings.IndexByte(full, ' '); i > 0 {
		return full[:i], strings.TrimSpace(full[i+1:])
	}
	return "", full
}

// buildFranchises writes one franchise per nfl_team_eras.csv key; the 32
// current clubs take their facts from curated/nfl_teams_meta.csv.
func (l *nflLoader) buildFranchises() error {
	type meta struct {
		r   map[string]string
		unv map[string]bool
	}
	metas := map[string]meta{}
	t, err := source.ReadTable(l.fsys, nflSrcMeta)
	if err != nil {
		return err
	}
	cols := []string{"team", "abbreviation", "founded", "city", "state", "conference", "division", "stadium", "stadium_capacity", "stadium_opened"}
	if err := t.Each(func(r source.Row) error {
		fr, err := l.code("nflverse", r.S("abbreviation"))
		if err != nil {
			return err
		}
		m := meta{r: map[string]string{}, unv: source.Unverified(r.S("unverified_fields"))}
		for _, c := range cols {
			if !m.unv[c] {
				m.r[c] = r.S(c)
			}
		}
		metas[fr] = m
		return nil
	}); err != nil {
		return err
	}
	// The venue of each club's 2025 home games (games.csv).
	home2025 := map[string]map[string]int{}
	for i, g := range l.games {
		if l.info[i].Year != nflCurrentSeason || g.Neutral || g.VenueKey == "" {
			continue
		}
		if home2025[g.HomeKey] == nil {
			home2025[g.HomeKey] = map[string]int{}
		}
		home2025[g.HomeKey][g.VenueKey]++
	}
	for _, fr := range l.frOrder {
		eras := l.eras[fr]
		last := eras[len(eras)-1]
		f := dataset.Franchise{Key: fr, Sport: dataset.Football, Level: dataset.Pro, LeagueKey: last.League, Name: last.Name, Nickname: last.Nickname,
			City: last.City, State: last.State, Abbrev: last.Abbrev, FoundedYear: eras[0].First, Source: nflSrcEras}
		if f.LeagueKey == "independent" {
			f.LeagueKey = ""
		}
		if f.City != "" {
			f.Country = "USA"
		}
		if last.Last < nflCurrentSeason {
			f.LastYear = last.Last
		}
		m, ok := metas[fr]
		if !ok {
			l.ds.Franchises = append(l.ds.Franchises, f)
			continue
		}
		if m.r["team"] != "" && m.r["team"] != f.Name {
			return fmt.Errorf("%s: meta name %q differs from era name %q", fr, m.r["team"], f.Name)
		}
		f.Source = nflSrcMeta + "; " + nflSrcEras
		f.Abbrev = m.r["abbreviation"]
		f.City, f.State = m.r["city"], m.r["state"]
		f.FoundedYear, _ = source.ParseInt(m.r["founded"])
		if d := m.r["division"]; d != "" {
			f.DivisionKey, f.ConferenceKey = nflDivKey(d, nflCurrentSeason), nflConfKey(d[:3])
		} else if c := m.r["conference"]; c != "" {
			f.ConferenceKey = nflConfKey(c)
		}
		if st := m.r["stadium"]; st != "" {
			f.VenueKey = l.venue(st)
			v := l.venues[f.VenueKey]
			if v.City == "" {
				v.City, v.State, v.Country = f.City, f.State, "USA"
			}
			if v.Capacity == 0 {
				v.Capacity, _ = source.ParseInt(m.r["stadium_capacity"])
			}
			if v.OpenedYear == 0 {
				v.OpenedYear, _ = source.ParseInt(m.r["stadium_opened"])
			}
			if v.Source == "" {
				v.Source = nflSrcMeta
			}
		} else {
			// Curated stadium name unverified: use the venue of the club's
			// 2025 home games as games.csv names it.
			best, n := "", 0
			for _, v := range source.SortedKeys(home2025[fr]) {
				if home2025[fr][v] > n {
					best, n = v, home2025[fr][v]
				}
			}
			f.VenueKey = best
		}
		l.ds.Franchises = append(l.ds.Franchises, f)
	}
	return nil
}
