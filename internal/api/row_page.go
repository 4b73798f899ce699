package api

import (
	"bytes"
	"errors"

	gojson "github.com/goccy/go-json"
)

// encodedRow is a read-model row that carries its JSON, encoded once when
// the row was made (readmodel.TeamStatRow): nil when it has none.
type encodedRow interface{ EncodedJSON() []byte }

// rowPage is a page of rows that carry their JSON: it writes the page with
// the rows' bytes copied, not encoded again. Its OpenAPI component is the
// Paged one's: the JSON is the same.
type rowPage[T any] struct{ Paged[T] }

func newRowPage[T any](p Paged[T]) *rowPage[T] { return &rowPage[T]{p} }

func (p *rowPage[T]) writeJSON(buf *bytes.Buffer) error {
	env := p.Paged
	env.Results = []T{}
	return writeRows(buf, &env, p.Results)
}

// writeRows writes env, a page envelope whose results are empty, with rows
// as its results: each row's own bytes (rowJSON) copied, else encoded.
func writeRows[T any](buf *bytes.Buffer, env any, rows []T) error {
	return writeRowsAt(buf, env, "results", rows)
}

// writeRowsAt is writeRows for the array of env named key (empty in env).
func writeRowsAt[T any](buf *bytes.Buffer, env any, key string, rows []T) error {
	enc := newEncoder(buf)
	return spliceArray(buf, enc, env, key, len(rows), func(k int) error {
		row := &rows[k]
		if b := rowJSON(row); b != nil {
			buf.Write(b)
			return nil
		}
		if err := enc.Encode(row); err != nil {
			return err
		}
		buf.Truncate(buf.Len() - 1) // the newline Encode ends with
		return nil
	})
}

// rowJSON is a row's own JSON, whether the page holds rows or pointers.
func rowJSON[T any](row *T) []byte {
	if e, ok := any(row).(encodedRow); ok {
		return e.EncodedJSON()
	}
	if e, ok := any(*row).(encodedRow); ok {
		return e.EncodedJSON()
	}
	return nil
}

// spliceResults writes env, a page envelope whose results are empty, with
// enc (an encoder on buf, which row may use too), and n rows written into
// its results by row (each writes one JSON value).
func spliceResults(buf *bytes.Buffer, enc *gojson.Encoder, env any, n int, row func(k int) error) error {
	return spliceArray(buf, enc, env, "results", n, row)
}

// spliceArray is spliceResults for the first array named key in env (its
// first member of that name: no JSON string can hold the unescaped quotes
// of `"key":[]`).
func spliceArray(buf *bytes.Buffer, enc *gojson.Encoder, env any, key string, n int, row func(k int) error) error {
	start := buf.Len()
	if err := enc.Encode(env); err != nil {
		return err
	}
	open := `"` + key + `":[`
	i := bytes.Index(buf.Bytes()[start:], []byte(open+"]"))
	if i < 0 {
		return errors.New("page: no " + key + " in the envelope")
	}
	rest := start + i + len(open)
	tail := bytes.Clone(buf.Bytes()[rest:]) // `]…}` and the newline
	buf.Truncate(rest)
	for k := range n {
		if k > 0 {
			buf.WriteByte(',')
		}
		if err := row(k); err != nil {
			return err
		}
	}
	buf.Write(tail)
	return nil
}
