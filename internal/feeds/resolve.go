package feeds

import (
	"fmt"
	"io/fs"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/slug"
	"github.com/almanac-sports/almanac/internal/store"
)

// Resolver maps one feed's teams to franchises: first the crosswalks (a
// feed's own code or name for a franchise), then the franchise's codes,
// then its names, then the team's location (a college's school). A team
// that matches none, or several, is not resolved: the game is skipped
// with the reason, never given an invented team.
type Resolver struct {
	alias  map[string]string // code or folded name -> franchise key
	byKey  map[string]store.IngestTeam
	byCode map[string][]store.IngestTeam
	byName map[string][]store.IngestTeam
}

// NewResolver indexes teams (store.FeedTeams) with the crosswalk entries of
// the adapter's source read from data.
func NewResolver(data fs.FS, src string, teams []store.FeedTeam) (*Resolver, error) {
	r := &Resolver{alias: map[string]string{}, byKey: map[string]store.IngestTeam{},
		byCode: map[string][]store.IngestTeam{}, byName: map[string][]store.IngestTeam{}}
	for _, t := range teams {
		r.byKey[t.Key] = t.IngestTeam
		for _, c := range t.Codes {
			r.byCode[strings.ToUpper(c)] = appendTeam(r.byCode[strings.ToUpper(c)], t.IngestTeam)
		}
		for _, n := range t.Names {
			k := source.NameKey(n)
			r.byName[k] = appendTeam(r.byName[k], t.IngestTeam)
		}
	}
	if err := r.readAliases(data, src); err != nil {
		return nil, err
	}
	return r, nil
}

func appendTeam(list []store.IngestTeam, t store.IngestTeam) []store.IngestTeam {
	for _, x := range list {
		if x.ID == t.ID {
			return list
		}
	}
	return append(list, t)
}

// readAliases reads the crosswalk rows of src: feed_team_codes.csv for every
// source; for college feeds also the school crosswalks the importers use
// (ESPN's football names, Sports-Reference's basketball school slugs, which
// ESPN's locations match).
func (r *Resolver) readAliases(data fs.FS, src string) error {
	t, err := source.ReadTable(data, "crosswalks/feed_team_codes.csv")
	if err != nil {
		return err
	}
	if err := t.Each(func(row source.Row) error {
		if row.S("source") == src {
			r.alias[aliasKey(row.S("code"))] = row.S("franchise_key")
		}
		return nil
	}); err != nil {
		return err
	}
	switch src {
	case "espn-cfb":
		t, err := source.ReadTable(data, "crosswalks/ncaafb_team_names.csv")
		if err != nil {
			return err
		}
		return t.Each(func(row source.Row) error {
			if row.S("source") == "espn" {
				r.alias[aliasKey(row.S("name"))] = "ncaa-football:" + slug.Make(row.S("cfbd_name")) // as the football importer keys schools
			}
			return nil
		})
	case "espn-mbb":
		t, err := source.ReadTable(data, "crosswalks/ncaambb_schools.csv")
		if err != nil {
			return err
		}
		return t.Each(func(row source.Row) error {
			if id := row.S("kaggle_team_id"); id != "" {
				r.alias[aliasKey(row.S("sr_slug"))] = "ncaa-basketball:" + id
			}
			return nil
		})
	}
	return nil
}

// aliasKey folds a code or name for the crosswalk lookups.
func aliasKey(s string) string { return source.NameKey(s) }

// Team resolves a feed's team; the error says why it could not.
func (r *Resolver) Team(t Team) (store.IngestTeam, error) {
	for _, k := range []string{t.Code, t.Name, t.Location} {
		if k == "" {
			continue
		}
		if key, ok := r.alias[aliasKey(k)]; ok {
			if ft, ok := r.byKey[key]; ok {
				return ft, nil
			}
		}
	}
	if t.Code != "" {
		if m := r.byCode[strings.ToUpper(t.Code)]; len(m) == 1 {
			return m[0], nil
		}
	}
	for _, n := range []string{t.Name, t.Location} {
		if n == "" {
			continue
		}
		if m := r.byName[source.NameKey(n)]; len(m) == 1 {
			return m[0], nil
		}
	}
	return store.IngestTeam{}, fmt.Errorf("unknown team %s", describe(t))
}

func describe(t Team) string {
	switch {
	case t.Code != "" && t.Name != "":
		return t.Code + " (" + t.Name + ")"
	case t.Name != "":
		return t.Name
	}
	return t.Code
}
