package rmbase

import (
	"bytes"
	"compress/gzip"
	"encoding/gob"
)

// Parts of the read model saved in the database (store.SaveReadModel) are
// gob, gzipped at the fastest level: a copy is written once per dataset
// version and read at every start.

// PackPart encodes v as a saved part.
func PackPart(v any) ([]byte, error) {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
	if err := gob.NewEncoder(zw).Encode(v); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// UnpackPart decodes a saved part into v.
func UnpackPart(data []byte, v any) error {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return err
	}
	return gob.NewDecoder(zr).Decode(v)
}
