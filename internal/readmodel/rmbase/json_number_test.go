package rmbase

import (
	"math"
	"math/rand/v2"
	"strconv"
	"testing"
)

// AppendNumber writes exactly strconv's shortest 'f' form: every value with
// up to three decimals in a wide range, their neighbours, and random values.
func TestAppendNumberMatchesStrconv(t *testing.T) {
	check := func(v float64) {
		t.Helper()
		want := strconv.AppendFloat(nil, v, 'f', -1, 64)
		if got := AppendNumber(nil, v); string(got) != string(want) {
			t.Fatalf("AppendNumber(%v) = %s, strconv %s", v, got, want)
		}
	}
	for _, v := range []float64{0, math.Copysign(0, -1), 1, -1, 0.5, 0.001, -0.001, 0.1 + 0.2, 1e9, -1e9, 999999999.999, 1e-7, 123456.0001, math.MaxFloat64, math.SmallestNonzeroFloat64, math.Inf(1), math.Inf(-1), math.NaN()} {
		check(v)
	}
	for n := -1_000_000; n <= 1_000_000; n++ {
		v := float64(n) / 1000
		check(v)
		check(math.Nextafter(v, math.Inf(1)))
		check(float64(n) / 100)
		check(float64(n) / 10)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 300_000 {
		check(math.Round(r.NormFloat64()*1e6) / 1000)
		check(math.Round(r.Float64()*1e12) / 1000)
		check((r.Float64() - 0.5) * 2e9)
	}
}
