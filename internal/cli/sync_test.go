package cli

import (
	"path/filepath"
	"strings"
	"testing"
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
