package readmodel

import (
	"slices"
	"testing"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
)

func TestGivenNameVariants(t *testing.T) {
	for _, tc := range []struct {
		q    string
		want []string
	}{
		{"ray bourque", []string{"raymond bourque"}},
		{"raymond bourque", []string{"ray bourque"}},
		{"bill russell", []string{"william russell", "billy russell", "will russell", "willie russell"}},
		{"ray", nil}, // one word: prefixes already match
		{"teemu selanne", nil},
	} {
		if got := rmbase.GivenNameVariants(tc.q); !slices.Equal(got, tc.want) {
			t.Errorf("%q: %q, want %q", tc.q, got, tc.want)
		}
	}
}

func TestFoldWithAliases(t *testing.T) {
	if got := rmbase.FoldWithAliases("Bobby Orr", "Robert Orr\n\nBob Orr"); got != "bobby orr|robert orr|bob orr" {
		t.Errorf("got %q", got)
	}
	if got := rmbase.FoldWithAliases("Luka Dončić", ""); got != "luka doncic" {
		t.Errorf("got %q", got)
	}
}
