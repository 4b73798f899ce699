package nhl

import (
	"fmt"
	"io/fs"

	"github.com/almanac-sports/almanac/internal/ingest/source"
)

// NHL team-code crosswalk: source codes and names to franchises, by year.

type nhlFranchRow struct{ FranchID, Key, CuratedTeam, Nickname, Notes string }

type nhlCodeRow struct {
	Code, TmID, Key, Name string
	First, Last           int // season start years; Last 0 = still in use
}

type nhlNameRow struct {
	Name        string
	First, Last int
	Key, TmID   string
}

type nhlXwalk struct {
	franchKey map[string]string // Hockey Databank franchID -> franchise key
	franchs   []nhlFranchRow
	codes     []nhlCodeRow
	names     []nhlNameRow
}

func readNHLXwalk(fsys fs.FS) (*nhlXwalk, error) {
	x := &nhlXwalk{franchKey: map[string]string{}}
	t, err := source.ReadTable(fsys, "crosswalks/nhl_franchises.csv")
	if err != nil {
		return nil, err
	}
	keys := map[string]bool{}
	err = t.Each(func(r source.Row) error {
		f := nhlFranchRow{r.S("hdb_franch_id"), r.S("franchise_key"), r.S("curated_team"), r.S("nickname"), r.S("notes")}
		if f.Key == "" || keys[f.Key] {
			return fmt.Errorf("empty or duplicate franchise key %q", f.Key)
		}
		keys[f.Key] = true
		if f.FranchID != "" {
			x.franchKey[f.FranchID] = f.Key
		}
		x.franchs = append(x.franchs, f)
		return nil
	})
	if err != nil {
		return nil, err
	}
	t, err = source.ReadTable(fsys, "crosswalks/nhl_team_codes.csv")
	if err != nil {
		return nil, err
	}
	err = t.Each(func(r source.Row) error {
		c := nhlCodeRow{Code: r.S("nhl_code"), TmID: r.S("hdb_tmid"), Key: r.S("franchise_key"), Name: r.S("name")}
		c.First, _ = r.I("first_year")
		c.Last, _ = r.I("last_year")
		if !keys[c.Key] {
			return fmt.Errorf("code %s: unknown franchise %q", c.Code, c.Key)
		}
		x.codes = append(x.codes, c)
		return nil
	})
	if err != nil {
		return nil, err
	}
	t, err = source.ReadTable(fsys, "crosswalks/nhl_results_names.csv")
	if err != nil {
		return nil, err
	}
	err = t.Each(func(r source.Row) error {
		n := nhlNameRow{Name: r.S("name"), Key: r.S("franchise_key"), TmID: r.S("hdb_tmid")}
		n.First, _ = r.I("first_year")
		n.Last, _ = r.I("last_year")
		if !keys[n.Key] {
			return fmt.Errorf("name %s: unknown franchise %q", n.Name, n.Key)
		}
		x.names = append(x.names, n)
		return nil
	})
	return x, err
}

// byCode resolves an NHL API tri-code in season year (start year).
func (x *nhlXwalk) byCode(code string, year int) (nhlCodeRow, bool) {
	for _, c := range x.codes {
		if c.Code == code && year >= c.First && (c.Last == 0 || year <= c.Last) {
			return c, true
		}
	}
	return nhlCodeRow{}, false
}

// byName resolves an NHL_results.csv team name in season year (start year).
func (x *nhlXwalk) byName(name string, year int) (nhlNameRow, bool) {
	for _, n := range x.names {
		if n.Name == name && year >= n.First && year <= n.Last {
			return n, true
		}
	}
	return nhlNameRow{}, false
}

// ---------------------------------------------------------------------------
// Loader state
