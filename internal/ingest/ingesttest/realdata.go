package ingesttest

import (
	"context"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/store/dataset"

	"github.com/almanac-sports/almanac/internal/store"
)

// WriteAndCheck writes one group's dataset to a fresh SQLite store (proving
// the strict writer accepts it) and fails on any error-level finding of
// `almanac check`; warnings are logged.
func WriteAndCheck(t *testing.T, group string, ds *dataset.Dataset) {
	t.Helper()
	// Every season a franchise played (has a game in) is one of its team
	// seasons (by start year: interleague games sit in one league's season).
	has := map[string]bool{}
	for _, ts := range ds.TeamSeasons {
		has[ts.FranchiseKey+"|"+ts.SeasonKey[strings.LastIndex(ts.SeasonKey, ":")+1:]] = true
	}
	missing := map[string]bool{}
	for _, g := range ds.Games {
		y := g.SeasonKey[strings.LastIndex(g.SeasonKey, ":")+1:]
		for _, fr := range []string{g.HomeKey, g.AwayKey} {
			if fr != "" && !has[fr+"|"+y] {
				missing[fr+" "+y] = true
			}
		}
	}
	if len(missing) > 0 {
		t.Errorf("%s: %d franchise seasons with games but no team season, e.g. %v", group, len(missing), FirstKeys(missing, 5))
	}
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
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{group: ds}, nil); err != nil {
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

// FirstKeys are the first n keys of m in order, for short messages.
func FirstKeys(m map[string]bool, n int) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	if len(out) > n {
		out = out[:n]
	}
	return out
}
