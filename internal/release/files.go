package release

import (
	"bufio"
	"encoding/csv"
	"os"
	"slices"

	"github.com/parquet-go/parquet-go"
)

// writeCSV writes a header row and one record per row (RFC 4180; an empty
// field is a null).
func writeCSV(path string, d *data) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(f)
	w := csv.NewWriter(bw)
	header := make([]string, len(d.table.Columns))
	for i, c := range d.table.Columns {
		header[i] = c.Name
	}
	w.Write(header)
	rec := make([]string, len(header))
	for _, row := range d.rows {
		for i, v := range row {
			rec[i] = text(v)
		}
		w.Write(rec)
	}
	w.Flush()
	if err := w.Error(); err != nil {
		f.Close()
		return err
	}
	if err := bw.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// parquetNode is a column's Parquet type; every column is optional (null =
// not held).
func parquetNode(k Kind) parquet.Node {
	switch k {
	case Int:
		return parquet.Optional(parquet.Int(64))
	case Float:
		return parquet.Optional(parquet.Leaf(parquet.DoubleType))
	}
	return parquet.Optional(parquet.String())
}

// writeParquet writes the rows as one Parquet file (zstd-compressed).
func writeParquet(path string, d *data) error {
	group := parquet.Group{}
	for _, c := range d.table.Columns {
		group[c.Name] = parquetNode(c.Kind)
	}
	schema := parquet.NewSchema(d.table.Name, group)
	// A group's leaves are ordered by name: map each to its row position.
	leaves := schema.Fields()
	pos := make([]int, len(leaves))
	for i, l := range leaves {
		pos[i] = slices.IndexFunc(d.table.Columns, func(c Column) bool { return c.Name == l.Name() })
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := parquet.NewWriter(f, schema, parquet.Compression(&parquet.Zstd))
	batch := make([]parquet.Row, 0, 1024)
	flush := func() error {
		_, err := w.WriteRows(batch)
		batch = batch[:0]
		return err
	}
	for _, row := range d.rows {
		pr := make(parquet.Row, len(leaves))
		for j, p := range pos {
			if v := row[p]; v == nil {
				pr[j] = parquet.NullValue().Level(0, 0, j)
			} else {
				pr[j] = parquet.ValueOf(v).Level(0, 1, j)
			}
		}
		batch = append(batch, pr)
		if len(batch) == cap(batch) {
			if err := flush(); err != nil {
				f.Close()
				return err
			}
		}
	}
	if err := flush(); err != nil {
		f.Close()
		return err
	}
	if err := w.Close(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
