package cli

import (
	"context"
	"fmt"
	"strings"

	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/store"
)

const careersCheck = "careers equal the sum of their season rows"

// checkCareers adds one line per sport and level: every player's career as
// the lists show it, recounted from his season rows, and his coverage flag
// (complete exactly when every season holds statistics). Any difference is
// an error.
func checkCareers(ctx context.Context, st *store.Store, res *store.CheckResult) error {
	audits, err := readmodel.For(st).CareerAudit(ctx)
	if err != nil {
		return fmt.Errorf("check %q: %w", careersCheck, err)
	}
	for _, a := range audits {
		msg := fmt.Sprintf("%s %s: %d careers recounted, %d differ; %s with statistics for only part of the career (shown as partial)",
			a.Sport, a.Level, a.Careers, a.Mismatches, share(a.Partial, a.Careers))
		if a.Mismatches > 0 {
			res.Findings = append(res.Findings, store.Finding{Check: careersCheck, Severity: store.SevError,
				Message: msg + "; e.g. " + strings.Join(a.Examples, " | ")})
			continue
		}
		res.Passed = append(res.Passed, careersCheck+": "+msg)
	}
	return nil
}
