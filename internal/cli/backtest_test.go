package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// The NFL alone (a few seconds to import): every FiveThirtyEight game is
// matched and the walk-forward forecasts score at or below its Brier.
func TestBacktestNFL(t *testing.T) {
	if testing.Short() {
		t.Skip("imports the NFL in -short mode")
	}
	env := map[string]string{"DATABASE_URL": storetest.NewTestURL(t)}
	if _, stderr, err := run(t, env, "import", "--source", "nfl"); err != nil {
		t.Fatalf("import: %v\n%s", err, stderr)
	}
	out, _, err := run(t, env, "backtest", "--sport", "football", "--level", "professional", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var got []backtestJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil || len(got) != 1 {
		t.Fatalf("backtest --json: %v\n%s", err, out)
	}
	b := got[0]
	if b.FTE == nil || b.FTE.Rows != 16810 || b.FTE.Matched != b.FTE.Rows {
		t.Fatalf("FiveThirtyEight games: %+v", b.FTE)
	}
	if b.FTE.Ours.Brier > b.FTE.Theirs.Brier || b.Ours.Brier >= b.Baseline.Brier {
		t.Errorf("Brier ours %.5f, FiveThirtyEight %.5f; all games ours %.5f, baseline %.5f",
			b.FTE.Ours.Brier, b.FTE.Theirs.Brier, b.Ours.Brier, b.Baseline.Brier)
	}
	text, _, err := run(t, env, "backtest", "--sport", "football", "--decades")
	if err != nil || !strings.Contains(text, "FiveThirtyEight Elo") || !strings.Contains(text, "1920s") {
		t.Errorf("backtest table: %v\n%s", err, text)
	}
	if _, _, err := run(t, env, "backtest", "--nope"); ExitCode(err) != 2 {
		t.Errorf("bad flag: %v", err)
	}
}
