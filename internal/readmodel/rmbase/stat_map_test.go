package rmbase

import (
	"encoding/json"
	"math"
	"strconv"
	"sync"
	"testing"

	gojson "github.com/goccy/go-json"
)

// The API's encoder writes a stats map through MarshalJSONTo and its pooled
// buffer; encoding/json through MarshalJSON: the same bytes, also when many
// maps are encoded at once.
func TestStatMapEncodings(t *testing.T) {
	type row struct {
		Stats StatMap   `json:"stats"`
		More  []StatMap `json:"more"`
		None  StatMap   `json:"none"`
	}
	big := StatMap{}
	for i := range 400 {
		big = append(big, Stat("pts", float64(i)+0.25))
	}
	cases := []row{
		{Stats: StatMap{Stat("pts", 30.1), Stat("reb", 12), Stat("ast", math.NaN())}, More: []StatMap{{}, {Stat("era", 2.5)}}},
		{Stats: big, More: []StatMap{big, {Stat("g", -3)}}},
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for _, c := range cases {
				want, _ := json.Marshal(c)
				got, err := gojson.Marshal(c)
				if err != nil || string(got) != string(want) {
					t.Errorf("go-json %s (%v), encoding/json %s", got, err, want)
					return
				}
			}
		})
	}
	wg.Wait()
}

// A season row's stats as the players' stats page encodes them: ~50 named
// numbers, whole or rounded to a few decimals.
func BenchmarkStatMapAppendJSON(b *testing.B) {
	m := StatMap{}
	for i := range 50 {
		v := float64(i * 37)
		if i%2 == 1 {
			v = math.Round(float64(i)*13.37) / 10
		}
		m = append(m, Stat("stat_number_"+strconv.Itoa(i), v))
	}
	buf := make([]byte, 0, 4096)
	b.ReportAllocs()
	for b.Loop() {
		buf = m.AppendJSON(buf[:0])
	}
}
