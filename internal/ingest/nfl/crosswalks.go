package nfl

import (
	"fmt"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
)

// Crosswalks: the team codes of each source and the franchise eras (name,
// city, league, abbreviation by season), and the lookups over them.

func (l *nflLoader) readCrosswalks() error {
	t, err := source.ReadTable(l.fsys, nflSrcCodes)
	if err != nil {
		return err
	}
	l.codes = map[string]map[string]string{}
	if err := t.Each(func(r source.Row) error {
		src, code, key := r.S("source"), r.S("code"), r.S("franchise_key")
		if src == "" || code == "" || !strings.HasPrefix(key, "nfl:") {
			return fmt.Errorf("bad crosswalk row %q %q %q", src, code, key)
		}
		if l.codes[src] == nil {
			l.codes[src] = map[string]string{}
		}
		if _, dup := l.codes[src][code]; dup {
			return fmt.Errorf("duplicate code %s/%s", src, code)
		}
		l.codes[src][code] = key
		return nil
	}); err != nil {
		return err
	}
	t, err = source.ReadTable(l.fsys, nflSrcEras)
	if err != nil {
		return err
	}
	l.eras = map[string][]nflEra{}
	if err := t.Each(func(r source.Row) error {
		first, ok1 := r.I("first_season")
		last, ok2 := r.I("last_season")
		e := nflEra{Key: r.S("franchise_key"), League: r.S("league"), Name: r.S("name"), Nickname: r.S("nickname"),
			City: r.S("city"), State: r.S("state"), Abbrev: r.S("abbrev"), First: first, Last: last}
		if !ok1 || !ok2 || last < first || e.Key == "" || e.Name == "" {
			return fmt.Errorf("bad era row for %q", e.Key)
		}
		switch e.League {
		case "nfl", "afl", "aafc", "independent":
		default:
			return fmt.Errorf("era %s: unknown league %q", e.Key, e.League)
		}
		prev := l.eras[e.Key]
		if len(prev) == 0 {
			l.frOrder = append(l.frOrder, e.Key)
		} else if prev[len(prev)-1].Last >= first {
			return fmt.Errorf("era %s: overlapping spans at %d", e.Key, first)
		}
		l.eras[e.Key] = append(prev, e)
		return nil
	}); err != nil {
		return err
	}
	for src, m := range l.codes {
		for code, key := range m {
			if _, ok := l.eras[key]; !ok {
				return fmt.Errorf("crosswalk %s/%s -> %s has no era rows", src, code, key)
			}
		}
	}
	t, err = source.ReadTable(l.fsys, nflSrcAliases)
	if err != nil {
		return err
	}
	l.aliases = map[string]nflAlias{}
	if err := t.Each(func(r source.Row) error {
		rel := r.S("relation")
		if rel != "same" && rel != "facts" {
			return fmt.Errorf("alias %q: unknown relation %q", r.S("name"), rel)
		}
		l.aliases[r.S("name")] = nflAlias{Stadium: r.S("stadium_name"), Relation: rel}
		return nil
	}); err != nil {
		return err
	}
	// spreadspoke full names -> team_id (nfl_teams.csv) -> franchise.
	t, err = source.ReadTable(l.fsys, nflDir+nflSrcTeams)
	if err != nil {
		return err
	}
	l.teamByName = map[string]string{}
	return t.Each(func(r source.Row) error {
		key, err := l.code("nfl_teams", r.S("team_id"))
		if err != nil {
			return err
		}
		l.teamByName[r.S("team_name")] = key
		return nil
	})
}

// code maps a source's team code to a franchise key.
func (l *nflLoader) code(source, code string) (string, error) {
	if k, ok := l.codes[source][code]; ok {
		return k, nil
	}
	return "", fmt.Errorf("no crosswalk entry for %s team code %q", source, code)
}

// era returns the identity of franchise fr in season year.
func (l *nflLoader) era(fr string, year int) (nflEra, bool) {
	for _, e := range l.eras[fr] {
		if year >= e.First && year <= e.Last {
			return e, true
		}
	}
	return nflEra{}, false
}

// teamLeague is the league whose season a team-season belongs to
// (independent 1920 opponents are filed under the NFL season).
func (l *nflLoader) teamLeague(fr string, year int) (string, error) {
	e, ok := l.era(fr, year)
	if !ok {
		return "", fmt.Errorf("franchise %s has no era row for %d", fr, year)
	}
	if e.League == "independent" {
		return "nfl", nil
	}
	return e.League, nil
}

// gameSeason: a game between two AFL (or two AAFC) teams belongs to that
// league's season; everything else (incl. Super Bowls I-IV) to the NFL's.
func (l *nflLoader) gameSeason(home, away string, year int) (string, error) {
	lh, err := l.teamLeague(home, year)
	if err != nil {
		return "", err
	}
	la, err := l.teamLeague(away, year)
	if err != nil {
		return "", err
	}
	if lh == la {
		return nflSeasonKey(lh, year), nil
	}
	return nflSeasonKey("nfl", year), nil
}

// franchiseByName resolves a team name as printed for season year ("New
// York Yankees (AAFC)", "Dallas Texans") to a franchise. league may be "" to
// accept any league.
func (l *nflLoader) franchiseByName(name string, year int, league string) (string, error) {
	name = strings.TrimSpace(name)
	if i := strings.Index(name, " ("); i > 0 {
		name = name[:i]
	}
	var hits []string
	for _, fr := range l.frOrder {
		e, ok := l.era(fr, year)
		if !ok || e.Name != name {
			continue
		}
		if league != "" && e.League != league {
			continue
		}
		hits = append(hits, fr)
	}
	if len(hits) != 1 {
		return "", fmt.Errorf("team name %q (%d, league %q) matches %d franchises", name, year, league, len(hits))
	}
	return hits[0], nil
}
