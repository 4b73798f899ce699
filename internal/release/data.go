package release

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/almanac-sports/almanac/internal/store"
)

// data is one sport and level's rows of one table, typed by its columns.
type data struct {
	table Table // Columns extended with the stats the rows hold
	rows  [][]any
}

// load reads one table for a sport and level and types its values.
func load(ctx context.Context, st *store.Store, t Table, sport, level string) (*data, error) {
	d := &data{table: t}
	var statsAt, postAt = -1, -1
	var stats []map[string]float64
	seen := map[string]bool{}
	err := st.ReleaseRows(ctx, t.Name, sport, level, func(cols []string, vals []any) error {
		if statsAt < 0 && d.rows == nil {
			statsAt, postAt = slices.Index(cols, "stats"), slices.Index(cols, "postseason")
			if err := checkColumns(t, cols); err != nil {
				return err
			}
		}
		row := make([]any, 0, len(t.Columns))
		for i, v := range vals {
			if i == statsAt || i == postAt {
				continue
			}
			row = append(row, typed(t.Columns[len(row)].Kind, v))
		}
		if statsAt >= 0 {
			m := map[string]float64{}
			if err := statsInto(m, vals[statsAt], ""); err != nil {
				return fmt.Errorf("%s row %v: %w", t.Name, vals[0], err)
			}
			if err := statsInto(m, vals[postAt], "post_"); err != nil {
				return fmt.Errorf("%s row %v: %w", t.Name, vals[0], err)
			}
			for k := range m {
				seen[k] = true
			}
			stats = append(stats, m)
		}
		d.rows = append(d.rows, row)
		return nil
	})
	if err != nil || statsAt < 0 {
		return d, err
	}
	// One column per stat the rows hold: regular season first, then postseason.
	keys := slices.SortedFunc(func(yield func(string) bool) {
		for k := range seen {
			if !yield(k) {
				return
			}
		}
	}, func(a, b string) int {
		pa, pb := len(a) > 5 && a[:5] == "post_", len(b) > 5 && b[:5] == "post_"
		if pa != pb {
			if pa {
				return 1
			}
			return -1
		}
		if a < b {
			return -1
		}
		if a > b {
			return 1
		}
		return 0
	})
	d.table.Columns = slices.Clone(t.Columns)
	for _, k := range keys {
		post := len(k) > 5 && k[:5] == "post_"
		stat := k
		if post {
			stat = k[5:]
		}
		d.table.Columns = append(d.table.Columns, statColumn(k, stat, post))
	}
	for i, m := range stats {
		for _, k := range keys {
			if v, ok := m[k]; ok {
				d.rows[i] = append(d.rows[i], v)
			} else {
				d.rows[i] = append(d.rows[i], nil) // not held: empty, never 0
			}
		}
	}
	return d, nil
}

// checkColumns fails when the store's query and the declared table differ.
func checkColumns(t Table, cols []string) error {
	var got []string
	for _, c := range cols {
		if c != "stats" && c != "postseason" {
			got = append(got, c)
		}
	}
	var want []string
	for _, c := range t.Columns {
		want = append(want, c.Name)
	}
	if !slices.Equal(got, want) {
		return fmt.Errorf("release %s: the query returns %v, the table declares %v", t.Name, got, want)
	}
	return nil
}

// statsInto adds a JSON object of stat totals to m, names prefixed; a null
// or non-numeric value is not held.
func statsInto(m map[string]float64, v any, prefix string) error {
	s, _ := v.(string)
	if s == "" {
		return nil
	}
	var raw map[string]any
	if err := json.Unmarshal([]byte(s), &raw); err != nil {
		return err
	}
	for k, x := range raw {
		if f, ok := x.(float64); ok {
			m[prefix+k] = f
		}
	}
	return nil
}

// typed converts a store value to the column's kind; an empty text is null.
func typed(k Kind, v any) any {
	switch x := v.(type) {
	case nil:
		return nil
	case string:
		switch k {
		case Text:
			if x == "" {
				return nil
			}
			return x
		case Int:
			if n, err := strconv.ParseInt(x, 10, 64); err == nil {
				return n
			}
			if f, err := strconv.ParseFloat(x, 64); err == nil {
				return int64(f)
			}
			return nil
		default:
			if f, err := strconv.ParseFloat(x, 64); err == nil {
				return f
			}
			return nil
		}
	case int64:
		switch k {
		case Text:
			return strconv.FormatInt(x, 10)
		case Float:
			return float64(x)
		}
		return x
	case float64:
		switch k {
		case Text:
			return strconv.FormatFloat(x, 'f', -1, 64)
		case Int:
			return int64(x)
		}
		return x
	}
	return v
}

// text renders a value as it appears in CSV.
func text(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case int64:
		return strconv.FormatInt(x, 10)
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case string:
		return x
	}
	return fmt.Sprint(v)
}
