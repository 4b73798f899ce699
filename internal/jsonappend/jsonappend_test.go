package jsonappend

import (
	"bytes"
	"math"
	"math/rand/v2"
	"testing"
)

func stdlib(t *testing.T, v any) []byte {
	t.Helper()
	b, err := Reference(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Every string comes out as encoding/json writes it: plain text, escapes,
// every byte below 0x80, HTML characters (not escaped), non-ASCII, the
// JavaScript line separators, invalid UTF-8, and random bytes.
func TestStringAsEncodingJSON(t *testing.T) {
	cases := []string{"", "plain", "Montréal Canadiens", `quote " and \ backslash`, "<a href='x'>&amp;</a>",
		"tab\there\nnew\rline\b\f", "\x00\x01\x1f\x7f", "line\u2028sep\u2029para", "bad \xff\xfe utf8", "\xe2\x80", "日本語 ✓ 🏒",
		"end\xc3"}
	for c := 0; c < 0x80; c++ {
		cases = append(cases, "a"+string(rune(c))+"b")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 5000 {
		b := make([]byte, rng.IntN(24))
		for i := range b {
			b[i] = byte(rng.IntN(256))
		}
		cases = append(cases, string(b))
	}
	for _, s := range cases {
		if got, want := String(nil, s), stdlib(t, s); !bytes.Equal(got, want) {
			t.Fatalf("String(%q) = %s, want %s", s, got, want)
		}
	}
}

func TestPointersAndNumbers(t *testing.T) {
	s, n, i := "x", int64(-42), 7
	for _, c := range []struct {
		got []byte
		v   any
	}{
		{StringPtr(nil, nil), (*string)(nil)}, {StringPtr(nil, &s), &s},
		{Int64Ptr(nil, nil), (*int64)(nil)}, {Int64Ptr(nil, &n), &n},
		{IntPtr(nil, nil), (*int)(nil)}, {IntPtr(nil, &i), &i},
		{Int(nil, -9007199254740993), int64(-9007199254740993)}, {Bool(nil, true), true}, {Bool(nil, false), false},
	} {
		if want := stdlib(t, c.v); !bytes.Equal(c.got, want) {
			t.Errorf("%v: %s, want %s", c.v, c.got, want)
		}
	}
}

// Floats come out as encoding/json writes them, exponent forms included;
// NaN and infinities are refused as it refuses them.
func TestFloat64AsEncodingJSON(t *testing.T) {
	vals := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, 0.824, 1.0 / 3, 1e-6, 9.99e-7, -1e-7, 1e20, 1e21, 123456789.125, 1e300, math.SmallestNonzeroFloat64, math.MaxFloat64}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		vals = append(vals, math.Float64frombits(rng.Uint64()), rng.Float64(), float64(rng.IntN(2001)-1000)/1000)
	}
	for _, v := range vals {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			if _, ok := Float64(nil, v); ok {
				t.Fatalf("Float64(%v) accepted", v)
			}
			continue
		}
		got, ok := Float64(nil, v)
		if want := stdlib(t, v); !ok || !bytes.Equal(got, want) {
			t.Fatalf("Float64(%v) = %s %v, want %s", v, got, ok, want)
		}
	}
}
