package release

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
)

// rowHashes maps "<scope>/<table>" to each row's key and hash; a release
// keeps them so the next one can tell what changed.
type rowHashes map[string]map[string]string

// TableChange counts the rows of one file's table added, changed and
// removed since the previous release, with a few of their keys.
type TableChange struct {
	Table   string   `json:"table"` // "<scope>/<table>"
	Added   int      `json:"added"`
	Changed int      `json:"changed"`
	Removed int      `json:"removed"`
	Rows    int      `json:"rows"`
	Sample  []string `json:"sample,omitempty"` // up to maxSample keys, e.g. "changed nfl-2024-…"
}

const maxSample = 20

// diff compares two releases' row hashes (before nil: a first release).
func diff(before, after rowHashes) []TableChange {
	names := map[string]bool{}
	for k := range before {
		names[k] = true
	}
	for k := range after {
		names[k] = true
	}
	var out []TableChange
	for _, name := range slices.Sorted(mapKeys(names)) {
		b, a := before[name], after[name]
		c := TableChange{Table: name, Rows: len(a)}
		for _, k := range slices.Sorted(mapKeys(a)) {
			old, ok := b[k]
			switch {
			case !ok:
				c.Added++
				c.sample("added " + k)
			case old != a[k]:
				c.Changed++
				c.sample("changed " + k)
			}
		}
		for _, k := range slices.Sorted(mapKeys(b)) {
			if _, ok := a[k]; !ok {
				c.Removed++
				c.sample("removed " + k)
			}
		}
		out = append(out, c)
	}
	return out
}

func (c *TableChange) sample(s string) {
	if len(c.Sample) < maxSample {
		c.Sample = append(c.Sample, s)
	}
}

func mapKeys[V any](m map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

func writeChangelog(w io.Writer, m *Manifest) error {
	if m.Previous == "" {
		fmt.Fprintf(w, "# Release %s\n\nFirst release in this folder: every row is new.\n\n", m.ID)
	} else {
		fmt.Fprintf(w, "# Release %s\n\nChanges since release %s (rows keyed by each table's key column).\n\n", m.ID, m.Previous)
	}
	fmt.Fprintln(w, "| table | rows | added | changed | removed |")
	fmt.Fprintln(w, "|---|---:|---:|---:|---:|")
	for _, c := range m.Changes {
		fmt.Fprintf(w, "| %s | %d | %d | %d | %d |\n", c.Table, c.Rows, c.Added, c.Changed, c.Removed)
	}
	if m.Previous == "" {
		return nil
	}
	for _, c := range m.Changes {
		if len(c.Sample) == 0 {
			continue
		}
		fmt.Fprintf(w, "\n## %s\n\n", c.Table)
		for _, s := range c.Sample {
			fmt.Fprintf(w, "- %s\n", s)
		}
		if n := c.Added + c.Changed + c.Removed; n > len(c.Sample) {
			fmt.Fprintf(w, "- … and %d more\n", n-len(c.Sample))
		}
	}
	_, err := fmt.Fprintln(w)
	return err
}

func writeRowHashes(w io.Writer, h rowHashes) error {
	zw := gzip.NewWriter(w)
	if err := json.NewEncoder(zw).Encode(h); err != nil {
		return err
	}
	return zw.Close()
}

func readRowHashes(path string) (rowHashes, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	var h rowHashes
	return h, json.NewDecoder(zr).Decode(&h)
}
