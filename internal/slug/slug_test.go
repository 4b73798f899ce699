package slug

import "testing"

func TestMake(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Las Vegas Raiders", "las-vegas-raiders"},
		{"St. Louis Cardinals", "st-louis-cardinals"},
		{"Montréal Canadiens", "montreal-canadiens"},
		{"Texas A&M", "texas-a-m"},
		{"  Super Bowl  ", "super-bowl"},
		{"Hawai'i", "hawaii"},
	} {
		if got := Make(tc.in); got != tc.want {
			t.Errorf("Make(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestUnique(t *testing.T) {
	u := NewUnique()
	u.Take("giants")
	if got := u.Next("giants"); got != "giants-2" {
		t.Fatalf("got %q", got)
	}
	if got := u.Next("giants"); got != "giants-3" {
		t.Fatalf("got %q", got)
	}
	if got := u.Next("jets"); got != "jets" {
		t.Fatalf("got %q", got)
	}
}
