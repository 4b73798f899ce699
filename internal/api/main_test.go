package api_test

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"testing"

	"github.com/almanac-sports/almanac/data"
	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/ingest"
	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// realAPI serves the real shipped dataset, imported once for the package.
// ALMANAC_TEST_DB=path reuses an already imported SQLite file (fast local
// iteration); CI always imports afresh (SQLite, or PostgreSQL when
// TEST_DATABASE_URL is set).
var (
	realAPI   http.Handler
	realStore *store.Store
)

func TestMain(m *testing.M) {
	os.Exit(runMain(m))
}

func runMain(m *testing.M) int {
	ctx := context.Background()
	dbURL := os.Getenv("ALMANAC_TEST_DB")
	if dbURL == "" {
		dir, err := os.MkdirTemp("", "almanac-api-test")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer os.RemoveAll(dir)
		u, drop, err := storetest.NewDatabase(dir)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer drop()
		dbURL = u
	}
	st, err := store.Open(ctx, dbURL)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer st.Close()
	if err := st.Migrate(ctx); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	if empty, err := st.IsEmpty(ctx); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	} else if empty {
		sets, err := ingest.LoadGroups(data.FS, nil, nil)
		if err != nil {
			fmt.Fprintln(os.Stderr, "load dataset:", err)
			return 1
		}
		if _, err := st.WriteDatasets(ctx, sets, nil); err != nil {
			fmt.Fprintln(os.Stderr, "write dataset:", err)
			return 1
		}
	}
	realStore = st
	realAPI = api.New(api.Deps{Store: st, Config: config.Defaults(), Log: slog.New(slog.NewTextHandler(io.Discard, nil))}).Handler()
	// Every answer any test encodes is also encoded with encoding/json: the
	// faster encoder must write the very same bytes.
	api.CheckEncoderAgainstStdlib()
	code := m.Run()
	checked, bad := api.EncoderMismatches()
	if len(bad) > 0 {
		fmt.Fprintf(os.Stderr, "FAIL: go-json and encoding/json differ on %d of %d answers:\n", len(bad), checked)
		for i, b := range bad {
			if i == 10 {
				break
			}
			fmt.Fprintln(os.Stderr, b)
		}
		return 1
	}
	// The floor guards against the check silently not running; a subset of
	// tests (-run) may encode nothing.
	if f := flag.Lookup("test.run"); code == 0 && checked < 100 && (f == nil || f.Value.String() == "") {
		fmt.Fprintf(os.Stderr, "FAIL: only %d answers compared between encoders\n", checked)
		return 1
	}
	return code
}
