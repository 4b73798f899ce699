package release

import (
	"context"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/store"
)

// Scope is one sport and level published as a folder of the release.
type Scope struct {
	Dir   string `json:"dir"` // the site's id (nfl, ncaa-football …)
	Sport string `json:"sport"`
	Level string `json:"level"`
}

// File is one file of a release.
type File struct {
	Path    string  `json:"path"` // relative to the release folder, '/'-separated
	Size    int64   `json:"size"`
	SHA256  string  `json:"sha256"`
	Format  string  `json:"format"`
	Table   string  `json:"table,omitempty"`
	Scope   string  `json:"scope,omitempty"` // a Scope's Dir; empty: every sport
	Rows    int     `json:"rows,omitempty"`
	Licence Licence `json:"licence"`
}

// Manifest describes a release; the server lists it at /downloads/.
type Manifest struct {
	ID       string        `json:"id"`
	Created  time.Time     `json:"created"`
	Previous string        `json:"previous,omitempty"`
	Scopes   []Scope       `json:"scopes"`
	Files    []File        `json:"files"`
	Changes  []TableChange `json:"changes"`
}

// File names inside a release folder.
const (
	ManifestName   = "manifest.json"
	SumsName       = "SHA256SUMS"
	ChangelogName  = "CHANGELOG.md"
	DictionaryName = "dictionary.json"
	SQLiteName     = "almanac.sqlite"
	rowHashesName  = "row-hashes.json.gz"
	latestName     = "LATEST"
)

// Build writes a new release under out/<id> from the store and points
// out/LATEST at it. A failed build leaves no release behind.
func Build(ctx context.Context, st *store.Store, out string, scopes []Scope, now time.Time, log *slog.Logger) (*Manifest, error) {
	id := now.UTC().Format("20060102T150405Z")
	final := filepath.Join(out, id)
	if _, err := os.Stat(final); err == nil {
		return nil, fmt.Errorf("release %s already exists", final)
	}
	tmp := filepath.Join(out, "."+id+".partial")
	if err := os.MkdirAll(tmp, 0o755); err != nil {
		return nil, err
	}
	ok := false
	defer func() {
		if !ok {
			os.RemoveAll(tmp)
		}
	}()
	m := &Manifest{ID: id, Created: now.UTC().Truncate(time.Second), Scopes: scopes}
	hashes := rowHashes{}
	dict := newDictionary(id)
	for _, sc := range scopes {
		if err := os.MkdirAll(filepath.Join(tmp, sc.Dir), 0o755); err != nil {
			return nil, err
		}
		for _, t := range Tables {
			d, err := load(ctx, st, t, sc.Sport, sc.Level)
			if err != nil {
				return nil, err
			}
			dict.add(sc, d)
			hashes[sc.Dir+"/"+t.Name] = hashRows(d)
			for _, format := range []string{"csv", "parquet"} {
				rel := sc.Dir + "/" + t.Name + "." + format
				write := writeCSV
				if format == "parquet" {
					write = writeParquet
				}
				if err := write(filepath.Join(tmp, rel), d); err != nil {
					return nil, fmt.Errorf("%s: %w", rel, err)
				}
				m.Files = append(m.Files, File{Path: rel, Format: format, Table: t.Name, Scope: sc.Dir, Rows: len(d.rows), Licence: licenceOf(sc.Sport)})
			}
			log.Info("release table written", "scope", sc.Dir, "table", t.Name, "rows", len(d.rows))
		}
	}
	if err := writeSQLite(ctx, st, filepath.Join(tmp, SQLiteName)); err != nil {
		return nil, fmt.Errorf("sqlite file: %w", err)
	}
	log.Info("release sqlite file written")
	m.Files = append(m.Files, File{Path: SQLiteName, Format: "sqlite", Licence: wholeDataset()})

	prev, err := Latest(out)
	if err != nil {
		return nil, err
	}
	var before rowHashes
	if prev != "" {
		m.Previous = prev
		if before, err = readRowHashes(filepath.Join(out, prev, rowHashesName)); err != nil {
			return nil, fmt.Errorf("previous release %s: %w", prev, err)
		}
	}
	m.Changes = diff(before, hashes)
	docs := []struct {
		name, format string
		write        func(io.Writer) error
	}{
		{DictionaryName, "json", func(w io.Writer) error { return writeJSON(w, dict) }},
		{ChangelogName, "markdown", func(w io.Writer) error { return writeChangelog(w, m) }},
		{rowHashesName, "json.gz", func(w io.Writer) error { return writeRowHashes(w, hashes) }},
	}
	for _, doc := range docs {
		if err := writeFile(filepath.Join(tmp, doc.name), doc.write); err != nil {
			return nil, err
		}
		m.Files = append(m.Files, File{Path: doc.name, Format: doc.format, Licence: wholeDataset()})
	}
	for i := range m.Files {
		f := &m.Files[i]
		if f.Size, f.SHA256, err = sumFile(filepath.Join(tmp, filepath.FromSlash(f.Path))); err != nil {
			return nil, err
		}
	}
	if err := writeFile(filepath.Join(tmp, ManifestName), func(w io.Writer) error { return writeJSON(w, m) }); err != nil {
		return nil, err
	}
	if err := writeSums(tmp, m); err != nil {
		return nil, err
	}
	if err := os.Rename(tmp, final); err != nil {
		return nil, err
	}
	ok = true
	if err := writeFile(filepath.Join(out, latestName), func(w io.Writer) error { _, err := io.WriteString(w, id+"\n"); return err }); err != nil {
		return nil, err
	}
	return m, nil
}

func licenceOf(sport string) Licence {
	if l, ok := licences[sport]; ok {
		return l
	}
	return wholeDataset()
}

// Latest names the newest complete release in dir ("" when none).
func Latest(dir string) (string, error) {
	b, err := os.ReadFile(filepath.Join(dir, latestName))
	if os.IsNotExist(err) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	id := strings.TrimSpace(string(b))
	if id == "" || strings.ContainsAny(id, `/\`) || strings.HasPrefix(id, ".") {
		return "", fmt.Errorf("%s: bad release id %q", latestName, id)
	}
	return id, nil
}

// ReadManifest reads a release's manifest.
func ReadManifest(dir string) (*Manifest, error) {
	b, err := os.ReadFile(filepath.Join(dir, ManifestName))
	if err != nil {
		return nil, err
	}
	var m Manifest
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", ManifestName, err)
	}
	return &m, nil
}

// writeFile writes a file through a temporary name, so a reader never sees
// half of it.
func writeFile(path string, write func(io.Writer) error) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	if err := write(f); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Chmod(f.Name(), 0o644); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

func sumFile(path string) (int64, string, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, "", err
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	return n, hex.EncodeToString(h.Sum(nil)), err
}

// writeSums writes SHA256SUMS in the format `sha256sum -c` reads: every
// file of the release, the manifest included.
func writeSums(dir string, m *Manifest) error {
	_, msum, err := sumFile(filepath.Join(dir, ManifestName))
	if err != nil {
		return err
	}
	return writeFile(filepath.Join(dir, SumsName), func(w io.Writer) error {
		for _, f := range m.Files {
			if _, err := fmt.Fprintf(w, "%s  %s\n", f.SHA256, f.Path); err != nil {
				return err
			}
		}
		_, err := fmt.Fprintf(w, "%s  %s\n", msum, ManifestName)
		return err
	})
}

// hashRows maps each row's key to a short hash of its CSV record.
func hashRows(d *data) map[string]string {
	key := 0
	for i, c := range d.table.Columns {
		if c.Name == d.table.Key {
			key = i
		}
	}
	out := make(map[string]string, len(d.rows))
	var b strings.Builder
	var rec []string
	for _, row := range d.rows {
		b.Reset()
		w := csv.NewWriter(&b)
		rec = rec[:0]
		// Named non-null values: a stat column that appears for other rows
		// does not change this one.
		for i, v := range row {
			if v != nil {
				rec = append(rec, d.table.Columns[i].Name+"="+text(v))
			}
		}
		w.Write(rec)
		w.Flush()
		sum := sha256.Sum256([]byte(b.String()))
		out[text(row[key])] = hex.EncodeToString(sum[:8])
	}
	return out
}
