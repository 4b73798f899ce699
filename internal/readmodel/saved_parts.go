package readmodel

import (
	"bytes"
	"compress/gzip"
	"encoding/gob"
)

// Parts of the read model saved in the database (store.SaveReadModel) are
// gob, gzipped at the fastest level: a copy is written once per dataset
// version and read at every start.

func packPart(v any) ([]byte, error) {
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

func unpackPart(data []byte, v any) error {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return err
	}
	return gob.NewDecoder(zr).Decode(v)
}
