package release

import (
	"fmt"
	"slices"
)

// dictionary documents every published table and column, with the
// coverage measured in this release per scope.
type dictionary struct {
	Release string      `json:"release"`
	Note    string      `json:"note"`
	Tables  []dictTable `json:"tables"`
}

type dictTable struct {
	Name        string       `json:"name"`
	Description string       `json:"description"`
	Key         string       `json:"key"`
	Columns     []dictColumn `json:"columns"`
}

type dictColumn struct {
	Column
	// Coverage per scope: how many rows hold a value, and their years.
	Coverage map[string]string `json:"coverage"`
}

func newDictionary(id string) *dictionary {
	d := &dictionary{Release: id, Note: "An empty CSV field or a Parquet null means the data does not hold the value; it is never written as 0."}
	for _, t := range Tables {
		dt := dictTable{Name: t.Name, Description: t.Description, Key: t.Key}
		for _, c := range t.Columns {
			dt.Columns = append(dt.Columns, dictColumn{Column: c, Coverage: map[string]string{}})
		}
		d.Tables = append(d.Tables, dt)
	}
	return d
}

// add measures one scope's table: per column, the rows with a value and
// the first and last year among them.
func (d *dictionary) add(sc Scope, td *data) {
	ti := slices.IndexFunc(d.Tables, func(t dictTable) bool { return t.Name == td.table.Name })
	t := &d.Tables[ti]
	year := slices.IndexFunc(td.table.Columns, func(c Column) bool { return c.Name == td.table.YearColumn })
	for ci, c := range td.table.Columns {
		held, first, last := 0, "", ""
		for _, row := range td.rows {
			if row[ci] == nil {
				continue
			}
			held++
			if year >= 0 && row[year] != nil {
				if y := text(row[year]); len(y) >= 4 {
					y = y[:4]
					if first == "" || y < first {
						first = y
					}
					if y > last {
						last = y
					}
				}
			}
		}
		cov := fmt.Sprintf("%d of %d rows", held, len(td.rows))
		if first != "" {
			cov += fmt.Sprintf(", %s–%s", first, last)
		}
		k := slices.IndexFunc(t.Columns, func(x dictColumn) bool { return x.Name == c.Name })
		if k < 0 {
			t.Columns = append(t.Columns, dictColumn{Column: c, Coverage: map[string]string{}})
			k = len(t.Columns) - 1
		}
		t.Columns[k].Coverage[sc.Dir] = cov
	}
}
