package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestLayering: the packages depend one way, cmd -> cli -> server -> api ->
// readmodel -> store; ingest writes through store; stats stays pure.
func TestLayering(t *testing.T) {
	const mod = "github.com/almanac-sports/almanac/internal/"
	for _, tt := range []struct {
		pkg       string
		forbidden []string
	}{
		{"store", []string{"ingest", "api", "readmodel", "server", "cli"}},
		{"readmodel", []string{"api", "server", "cli", "ingest"}},
		{"forecast", []string{"api", "readmodel", "ingest"}},
		{"api", []string{"server", "cli"}},
		{"stats", []string{"store", "api", "readmodel", "ingest"}},
	} {
		out, err := exec.Command("go", "list", "-deps", "./../../internal/"+tt.pkg).Output()
		if err != nil {
			t.Fatalf("go list %s: %v", tt.pkg, err)
		}
		deps := map[string]bool{}
		for _, d := range strings.Fields(string(out)) {
			deps[d] = true
		}
		for _, f := range tt.forbidden {
			if deps[mod+f] {
				t.Errorf("internal/%s depends on internal/%s", tt.pkg, f)
			}
		}
	}
}
