package store

import (
	"math"
	"reflect"
	"testing"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// A box score's lines built from its rows are the lines read back from its
// stored JSON, byte for byte.
func TestBoxScoreLinesMatchStoredJSON(t *testing.T) {
	person := func(key string) (int64, error) {
		if key == "" {
			return 0, nil
		}
		return int64(len(key)) * 7, nil
	}
	cases := []struct {
		name    string
		columns []string
		players []dataset.BoxLine
	}{
		{"plain", []string{"PTS", "AST", "REB"}, []dataset.BoxLine{
			{Home: true, PersonKey: "nba:jamesle01", Name: "LeBron James", Position: "F", Values: []float64{31, 8, 7}, Has: dataset.AllRecorded(3)},
			{Name: "No One", Values: []float64{0, 0, 0}, Has: dataset.AllRecorded(3)},
		}},
		{"figures left out", []string{"G", "A", "TOI"}, []dataset.BoxLine{
			{PersonKey: "nhl:1", Name: "A \"Quoted\" <Name>", Values: []float64{1, 0, 17.5}, Has: 0b101},
			{PersonKey: "nhl:2", Name: "B", Values: []float64{math.NaN(), math.Inf(1), math.Inf(-1)}, Has: dataset.AllRecorded(3)},
			{PersonKey: "nhl:3", Name: "C", Values: []float64{1, 2, 3}},
		}},
		{"odd numbers", []string{"a", "b", "c", "d", "e", "f"}, []dataset.BoxLine{
			{Name: "X", Values: []float64{math.Copysign(0, -1), 1e-7, 1e22, 0.1 + 0.2, -12.345, 123456789012}, Has: dataset.AllRecorded(6)},
			{Name: "Y", Values: []float64{2.5e-9, 1e21, 999999999999999999999, 1e-6, -3e-8, 5e300}, Has: dataset.AllRecorded(6)},
		}},
		{"a column named twice", []string{"yds", "td", "yds", "att"}, []dataset.BoxLine{
			{Name: "both", Values: []float64{10, 1, 20, 3}, Has: dataset.AllRecorded(4)},
			{Name: "first only", Values: []float64{10, 1, 20, 3}, Has: 0b1011},
			{Name: "second only", Values: []float64{10, 1, 20, 3}, Has: 0b1110},
			{Name: "neither", Values: []float64{10, 1, 20, 3}, Has: 0b1010},
			{Name: "second not a number", Values: []float64{10, 1, math.NaN(), 3}, Has: dataset.AllRecorded(4)},
		}},
		{"no columns", nil, []dataset.BoxLine{{Name: "Empty", Position: "QB"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			bs := &dataset.BoxScore{GameKey: "g", Columns: c.columns, Players: c.players}
			js, err := appendBoxJSON(nil, bs, person)
			if err != nil {
				t.Fatal(err)
			}
			want, err := boxLines(js)
			if err != nil {
				t.Fatal(err)
			}
			got, ok, err := boxScoreLines(bs, person)
			if err != nil || !ok {
				t.Fatalf("boxScoreLines: ok %v, err %v", ok, err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("lines differ\n got %+v\nwant %+v", got, want)
			}
		})
	}
}

// A name that is not valid UTF-8 is left to the stored JSON's reading.
func TestBoxScoreLinesInvalidUTF8(t *testing.T) {
	bs := &dataset.BoxScore{Columns: []string{"PTS"}, Players: []dataset.BoxLine{{Name: "Bad\xff", Values: []float64{1}, Has: 1}}}
	_, ok, err := boxScoreLines(bs, func(string) (int64, error) { return 0, nil })
	if err != nil || ok {
		t.Fatalf("ok %v, err %v: want not ok", ok, err)
	}
}
