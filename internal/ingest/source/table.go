package source

import (
	"bufio"
	"compress/gzip"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// SortedKeys are a map's keys in order: importers walk their maps in a
// fixed order so ids and reports are the same on every import.
func SortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }

// Table is a whole CSV file read into memory with its header.
type Table struct {
	Name   string
	Header []string
	Rows   [][]string
	col    map[string]int
}

// openCSV opens name (or name+".gz") as a CSV reader; a ".tsv" name is read
// tab-separated (nflverse ships such files).
func openCSV(fsys fs.FS, name string) (*csv.Reader, func(), error) {
	f, err := fsys.Open(name)
	gz := false
	if errors.Is(err, fs.ErrNotExist) {
		f, err = fsys.Open(name + ".gz")
		gz = true
	}
	if err != nil {
		return nil, nil, fmt.Errorf("open %s: %w", name, err)
	}
	var r io.Reader = bufio.NewReaderSize(f, 1<<16)
	closeFn := func() { f.Close() }
	if gz || strings.HasSuffix(name, ".gz") {
		zr, err := gzip.NewReader(r)
		if err != nil {
			f.Close()
			return nil, nil, fmt.Errorf("gunzip %s: %w", name, err)
		}
		r = zr
		closeFn = func() { zr.Close(); f.Close() }
	}
	cr := csv.NewReader(r)
	if strings.HasSuffix(strings.TrimSuffix(name, ".gz"), ".tsv") {
		cr.Comma = '\t'
	}
	cr.FieldsPerRecord = -1
	cr.LazyQuotes = true
	return cr, closeFn, nil
}

// ReadTable reads name from fsys, transparently using name+".gz" when only the
// compressed copy is shipped. A UTF-8 BOM is dropped. Duplicate header names
// get a numeric suffix ("G", "G2").
func ReadTable(fsys fs.FS, name string) (*Table, error) {
	cr, closeFn, err := openCSV(fsys, name)
	if err != nil {
		return nil, err
	}
	defer closeFn()
	all, err := cr.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	if len(all) == 0 {
		return nil, fmt.Errorf("read %s: empty file", name)
	}
	return NewTable(name, all[0], all[1:]), nil
}

// NewTable is a table of rows under header; a header repeated in the file
// is addressed with a number ("Team", "Team2"), a byte-order mark dropped.
func NewTable(name string, header []string, rows [][]string) *Table {
	t := &Table{Name: name, Header: header, Rows: rows, col: map[string]int{}}
	for i, h := range t.Header {
		h = strings.TrimSpace(strings.TrimPrefix(h, "\ufeff"))
		t.Header[i] = h
		key := h
		for n := 2; ; n++ {
			if _, dup := t.col[key]; !dup {
				break
			}
			key = h + strconv.Itoa(n)
		}
		t.col[key] = i
	}
	return t
}

// EachStream calls fn for every row of a large file without holding the
// whole file in memory (a Row is valid only during its call).
func EachStream(fsys fs.FS, name string, fn func(r Row) error) error {
	cr, closeFn, err := openCSV(fsys, name)
	if err != nil {
		return err
	}
	defer closeFn()
	cr.ReuseRecord = true
	head, err := cr.Read()
	if err != nil {
		return fmt.Errorf("read %s: %w", name, err)
	}
	t := &Table{Name: name, Header: append([]string(nil), head...), col: map[string]int{}}
	for i, h := range t.Header {
		t.col[strings.TrimSpace(strings.TrimPrefix(h, "\ufeff"))] = i
	}
	for line := 2; ; line++ {
		rec, err := cr.Read()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("read %s: %w", name, err)
		}
		if err := fn(Row{t: t, rec: rec, N: line}); err != nil {
			return fmt.Errorf("%s line %d: %w", name, line, err)
		}
	}
}

// Col returns the index of column name, or an error naming the file.
func (t *Table) Col(name string) (int, error) {
	i, ok := t.col[name]
	if !ok {
		return -1, fmt.Errorf("%s: no column %q", t.Name, name)
	}
	return i, nil
}

// Cols resolves several columns at once (all must exist).
func (t *Table) Cols(names ...string) (map[string]int, error) {
	m := make(map[string]int, len(names))
	for _, n := range names {
		i, err := t.Col(n)
		if err != nil {
			return nil, err
		}
		m[n] = i
	}
	return m, nil
}

// Row is a convenience accessor bound to one record.
type Row struct {
	t   *Table
	rec []string
	N   int // 1-based data line number, for error messages
}

// Each calls fn for every row.
func (t *Table) Each(fn func(r Row) error) error {
	for i, rec := range t.Rows {
		if err := fn(Row{t: t, rec: rec, N: i + 2}); err != nil {
			return fmt.Errorf("%s line %d: %w", t.Name, i+2, err)
		}
	}
	return nil
}

// S returns the trimmed value of column name ("" when absent or NA).
func (r Row) S(name string) string {
	i, ok := r.t.col[name]
	if !ok || i >= len(r.rec) {
		return ""
	}
	v := strings.TrimSpace(r.rec[i])
	if v == "NA" {
		return ""
	}
	return v
}

// I parses an integer column; empty, NA or unparsable values give 0, false.
// Values written as floats ("31.0") are accepted when integral.
func (r Row) I(name string) (int, bool) {
	return ParseInt(r.S(name))
}

// F parses a float column.
func (r Row) F(name string) (float64, bool) {
	v := r.S(name)
	if v == "" {
		return 0, false
	}
	f, err := strconv.ParseFloat(strings.ReplaceAll(v, ",", ""), 64)
	if err != nil {
		return 0, false
	}
	return f, true
}

// Cell is the row's raw value in column i (for files read by position);
// false when the row is shorter.
func (r Row) Cell(i int) (string, bool) {
	if i < 0 || i >= len(r.rec) {
		return "", false
	}
	return r.rec[i], true
}

// ParseInt accepts "12", "12.0", "1,234"; anything else is (0, false).
func ParseInt(v string) (int, bool) {
	v = strings.ReplaceAll(strings.TrimSpace(v), ",", "")
	if v == "" || v == "NA" {
		return 0, false
	}
	if n, err := strconv.Atoi(v); err == nil {
		return n, true
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || f != float64(int(f)) {
		return 0, false
	}
	return int(f), true
}

// ReadJSONGz decodes a gzipped JSON file.
func ReadJSONGz(fsys fs.FS, name string, v any) error {
	f, err := fsys.Open(name)
	if err != nil {
		return fmt.Errorf("open %s: %w", name, err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return fmt.Errorf("gunzip %s: %w", name, err)
	}
	defer zr.Close()
	if err := json.NewDecoder(zr).Decode(v); err != nil {
		return fmt.Errorf("read %s: %w", name, err)
	}
	return nil
}
