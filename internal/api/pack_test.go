package api

import (
	"strings"
	"testing"
)

func TestPacker(t *testing.T) {
	pk := newPacker()
	a, b := pk.str("Boston"), pk.str(strings.Clone("Boston"))
	if a != "Boston" || b != "Boston" {
		t.Fatalf("str: %q %q", a, b)
	}
	if pk.str("") != "" || pk.strp(nil) != nil || pk.intp(nil) != nil {
		t.Fatal("empty values must stay empty")
	}
	long := strings.Repeat("x", packBlock)
	if pk.str(long) != long {
		t.Fatal("long string changed")
	}
	seven := 7
	ip := pk.intp(&seven)
	seven = 8
	if *ip != 7 {
		t.Fatalf("intp aliases its argument: %d", *ip)
	}
	s := "Celtics"
	if sp := pk.strp(&s); *sp != "Celtics" || sp == &s {
		t.Fatal("strp")
	}

	var sl slabs[int]
	x := packSlice(&sl, []int{1, 2})
	y := packSlice(&sl, []int{3, 4})
	x = append(x, 99) // must not write into y's elements
	if y[0] != 3 || x[2] != 99 || cap(y) != 2 {
		t.Fatalf("neighbour clobbered: x=%v y=%v", x, y)
	}
	if got := packSlice(&sl, []int{}); got == nil {
		t.Fatal("an empty non-nil slice must stay non-nil (encodes as [])")
	}
	if got := packSlice(&sl, []int(nil)); got != nil {
		t.Fatal("a nil slice must stay nil (encodes as null)")
	}
	many := make([]int, 1000)
	many[999] = 5
	if got := packSlice(&sl, many); len(got) != 1000 || got[999] != 5 {
		t.Fatal("large slice")
	}
	got := pk.strSlice([]string{"MVP 1990", "MVP 1991"})
	if strings.Join(got, ",") != "MVP 1990,MVP 1991" || cap(got) != 2 {
		t.Fatalf("strSlice: %v", got)
	}
}
