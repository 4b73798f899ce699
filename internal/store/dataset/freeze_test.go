package dataset

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"testing"
)

// StatsJSON writes exactly what encoding/json writes for the same map, and
// fails where it fails.
func TestStatsJSONMatchesEncodingJSON(t *testing.T) {
	cases := []struct {
		name string
		m    map[string]float64
	}{
		{"empty", map[string]float64{}},
		{"counts", map[string]float64{"points": 38387, "games_played": 1421, "assists": 0}},
		{"rates", map[string]float64{"batting_average": 0.3058, "era": 2.857142857142857, "fg_pct": 1.0 / 3}},
		{"negative and signed zero", map[string]float64{"plus_minus": -17, "z": math.Copysign(0, -1), "w": -0.25}},
		{"edges of plain decimals", map[string]float64{"a": 1e-6, "b": 9.99999e-7, "c": 1e21, "d": 999999999999999900000, "e": 1e20, "f": -1e-7}},
		{"keys needing escapes", map[string]float64{"a<b": 1, "q\"": 2, "é": 3, "tab\t": 4, "amp&": 5}},
		{"sorted by bytes", map[string]float64{"b": 1, "B": 2, "a_b": 3, "a": 4, "ab": 5, "_": 6}},
	}
	r := rand.New(rand.NewPCG(1, 2))
	big := map[string]float64{}
	for i := range 2000 {
		v := math.Float64frombits(r.Uint64())
		if math.IsNaN(v) || math.IsInf(v, 0) {
			continue
		}
		big[string(rune('a'+i%26))+string(rune('a'+i/26%26))+string(rune('a'+i/676))] = v
	}
	plain := map[string]float64{}
	for i := range 2000 {
		v := (r.Float64()*2 - 1) * math.Pow(10, float64(r.IntN(27)-6))
		if i%3 == 0 {
			v = math.Round(v)
		}
		plain[string(rune('a'+i%26))+string(rune('a'+i/26%26))+string(rune('a'+i/676))] = v
	}
	cases = append(cases, struct {
		name string
		m    map[string]float64
	}{"random bits", big}, struct {
		name string
		m    map[string]float64
	}{"random plain decimals", plain})
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			want, _ := json.Marshal(tc.m)
			got, err := StatsJSON(tc.m)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("got  %s\nwant %s", got, want)
			}
		})
	}
	for _, bad := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		if _, err := StatsJSON(map[string]float64{"x": 1, "y": bad}); err == nil {
			t.Errorf("%v: want encoding/json's error", bad)
		}
	}
	if s, err := StatsJSON(nil); s != "" || err != nil {
		t.Errorf("nil map: %q, %v", s, err)
	}
}
