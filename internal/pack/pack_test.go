package pack

import (
	"strings"
	"testing"
)

func TestPack(t *testing.T) {
	pk := New()
	a, b := pk.Str("Boston"), pk.Str(strings.Clone("Boston"))
	if a != "Boston" || b != "Boston" {
		t.Fatalf("str: %q %q", a, b)
	}
	if pk.Str("") != "" || pk.StrP(nil) != nil || pk.IntP(nil) != nil {
		t.Fatal("empty values must stay empty")
	}
	long := strings.Repeat("x", block)
	if pk.Str(long) != long {
		t.Fatal("long string changed")
	}
	seven := 7
	ip := pk.IntP(&seven)
	seven = 8
	if *ip != 7 {
		t.Fatalf("intp aliases its argument: %d", *ip)
	}
	s := "Celtics"
	if sp := pk.StrP(&s); *sp != "Celtics" || sp == &s {
		t.Fatal("strp")
	}

	var sl Slabs[int]
	x := Slice(&sl, []int{1, 2})
	y := Slice(&sl, []int{3, 4})
	x = append(x, 99) // must not write into y's elements
	if y[0] != 3 || x[2] != 99 || cap(y) != 2 {
		t.Fatalf("neighbour clobbered: x=%v y=%v", x, y)
	}
	if got := Slice(&sl, []int{}); got == nil {
		t.Fatal("an empty non-nil slice must stay non-nil (encodes as [])")
	}
	if got := Slice(&sl, []int(nil)); got != nil {
		t.Fatal("a nil slice must stay nil (encodes as null)")
	}
	many := make([]int, 1000)
	many[999] = 5
	if got := Slice(&sl, many); len(got) != 1000 || got[999] != 5 {
		t.Fatal("large slice")
	}
	got := pk.Strs([]string{"MVP 1990", "MVP 1991"})
	if strings.Join(got, ",") != "MVP 1990,MVP 1991" || cap(got) != 2 {
		t.Fatalf("strSlice: %v", got)
	}
}
