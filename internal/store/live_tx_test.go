package store_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/store"
)

// A live write while an import holds SQLite's write lock fails within about
// two seconds with an error answered 503 (not after the general ten-second
// wait), and succeeds once the import is done; the connection it used goes
// back to the general wait.
func TestLiveWriteDuringImportFailsFast(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "live.db")
	st, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if err := st.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	// The import: another process's one long write transaction.
	imp, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer imp.Close()
	holder, err := imp.DB.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	if _, err := holder.ExecContext(ctx, `BEGIN IMMEDIATE`); err != nil {
		t.Fatal(err)
	}
	noAudit := func(*store.GameBase, store.GameBase) *store.AuditEntry { return nil }
	correct := func() (time.Duration, error) {
		start := time.Now()
		_, err := st.CorrectGame(ctx, 1, store.GameCorrection{HomeScore: 1}, noAudit)
		return time.Since(start), err
	}
	for i := range 2 { // twice: the second write may reuse the first one's connection
		took, err := correct()
		if !store.Unavailable(err) {
			t.Fatalf("write %d during the import: %v, want an unavailable error", i, err)
		}
		if took < time.Second || took > 6*time.Second {
			t.Errorf("write %d during the import failed after %v, want about 2 s", i, took)
		}
	}
	// A pooled connection still waits the general ten seconds.
	var wait int
	if err := st.DB.QueryRowContext(ctx, `PRAGMA busy_timeout`).Scan(&wait); err != nil {
		t.Fatal(err)
	}
	if wait != 10000 {
		t.Errorf("busy_timeout of a pooled connection = %d, want 10000", wait)
	}
	if _, err := holder.ExecContext(ctx, `COMMIT`); err != nil {
		t.Fatal(err)
	}
	if _, err := correct(); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("write after the import: %v, want ErrNotFound (no game 1)", err)
	}
}
