package ingest_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/ingest"
	"github.com/almanac-sports/almanac/internal/store"
)

// writeAndCheck writes one group's dataset to a fresh SQLite store (proving
// the strict writer accepts it) and fails on any error-level finding of
// `almanac check`; warnings are logged.
func writeAndCheck(t *testing.T, group string, ds *ingest.Dataset) {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), group+".db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if err := st.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if _, err := st.WriteDatasets(ctx, map[string]*ingest.Dataset{group: ds}, nil); err != nil {
		t.Fatalf("write %s: %v", group, err)
	}
	t.Logf("%s: written in %v", group, time.Since(start))
	res, err := st.Check(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range res.Findings {
		if f.Severity == store.SevError {
			t.Errorf("check %s: %s", f.Check, f.Message)
		} else {
			t.Logf("check warning %s: %s", f.Check, f.Message)
		}
	}
}
