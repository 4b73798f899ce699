package cli

import (
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// Bad sync arguments are one clear line and exit code 2, before any request.
func TestSyncArguments(t *testing.T) {
	env := map[string]string{"DATABASE_URL": filepath.Join(t.TempDir(), "x.db")}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--from", "yesterday"}, `--from: want YYYY-MM-DD, got "yesterday"`},
		{[]string{"--from", "2026-11-28", "--to", "2026-11-27"}, "want 1 to 31 days in order"},
		{[]string{"--from", "2026-01-01", "--to", "2026-03-01"}, "want 1 to 31 days in order"},
		{[]string{"--source", "espn-nhl"}, `--source: unknown feed "espn-nhl"`},
		{[]string{"--from", "2026-11-28", "--to", "2026-11-28", "--bogus"}, "flag provided but not defined"},
	} {
		_, _, err := run(t, env, append([]string{"sync"}, tc.args...)...)
		if ExitCode(err) != 2 || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("sync %v: %v (exit %d), want %q", tc.args, err, ExitCode(err), tc.want)
		}
	}
	// A bad feed URL is a configuration error naming the variable.
	env["SYNC_NHL_URL"] = "ftp://example"
	if _, _, err := run(t, env, "sync"); err == nil || !strings.HasPrefix(err.Error(), "SYNC_NHL_URL") {
		t.Errorf("bad SYNC_NHL_URL: %v", err)
	}
}

// A run of `almanac sync` counts in the freshness report like a run of
// the server's scheduler: its feed's last success, or its last error.
func TestSyncRecordsFreshness(t *testing.T) {
	feed := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/v1/schedule/") {
			w.Write([]byte(`{"gameWeek": [{"date": "2026-11-27", "games": []}]}`))
			return
		}
		w.WriteHeader(http.StatusBadGateway)
	}))
	defer feed.Close()
	env := map[string]string{"DATABASE_URL": storetest.NewTestURL(t), "SYNC_NHL_URL": feed.URL, "SYNC_ESPN_NBA_URL": feed.URL}
	if _, _, err := run(t, env, "migrate"); err != nil {
		t.Fatal(err)
	}
	out, _, err := run(t, env, "sync", "--source", "nhl", "--source", "espn-nba", "--from", "2026-11-27", "--to", "2026-11-27")
	if err == nil || !strings.Contains(out, "nhl: 1 requests") {
		t.Fatalf("sync: %v\n%s", err, out)
	}
	st, err := store.Open(context.Background(), env["DATABASE_URL"])
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	now := time.Now().Unix()
	nhl, err := st.Freshness(context.Background(), "nhl", now)
	if err != nil || nhl.Runs != 1 || nhl.LastSuccess == 0 || nhl.LastError != "" {
		t.Fatalf("nhl freshness: %+v %v", nhl, err)
	}
	nba, err := st.Freshness(context.Background(), "espn-nba", now)
	if err != nil || nba.Runs != 1 || nba.Failed != 1 || !strings.Contains(nba.LastError, "HTTP 502") {
		t.Fatalf("espn-nba freshness: %+v %v", nba, err)
	}
}
