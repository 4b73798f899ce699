package ingesttest

import (
	"bytes"
	"compress/gzip"
	"testing"
	"testing/fstest"
)

// Gzip is s gzipped, as a file of a test file system (several sources
// ship as .gz files).
func Gzip(t *testing.T, s string) *fstest.MapFile {
	t.Helper()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	if _, err := zw.Write([]byte(s)); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return &fstest.MapFile{Data: b.Bytes()}
}
