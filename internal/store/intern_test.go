package store

import (
	"strings"
	"testing"
	"unsafe"
)

// share leaves each text as it was, and equal texts read apart (two rows)
// end up as one copy.
func TestShare(t *testing.T) {
	a, b := strings.Repeat("Boston ", 2), strings.Repeat("Boston ", 2)
	c := "Celtics"
	if unsafe.StringData(a) == unsafe.StringData(b) {
		t.Fatal("the test needs two copies")
	}
	share(&a, &b, &c)
	if a != "Boston Boston " || b != a || c != "Celtics" {
		t.Fatalf("texts changed: %q %q %q", a, b, c)
	}
	if unsafe.StringData(a) != unsafe.StringData(b) {
		t.Fatal("equal texts are still two copies")
	}
}
