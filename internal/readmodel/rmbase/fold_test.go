package rmbase

import "testing"

func TestFold(t *testing.T) {
	for in, want := range map[string]string{
		"Pierre-Luc Dubois": "pierre luc dubois",
		"J.J. Watt":         "jj watt",
		"  José   Ramírez ": "jose ramirez",
		"Shaquille O'Neal":  "shaquille oneal",
		"Mats Sundin ":      "mats sundin",
		"GRÉTZKY":           "gretzky",
		"Bjørn Ærø":         "bjorn aero",
		"%'\"":              "",
	} {
		if got := Fold(in); got != want {
			t.Errorf("fold(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestParseStats(t *testing.T) {
	names := StatNames{}
	got := map[string]float64{}
	ParseStats(` {"games_played": 10, "avg":0.25,"neg":-3,"bad":"x","e":1e2} `, names, func(k string, v float64) { got[k] = v })
	want := map[string]float64{"games_played": 10, "avg": 0.25, "neg": -3, "e": 100}
	if len(got) != len(want) {
		t.Fatalf("got %v", got)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
	for _, bad := range []string{"", "{", "[1,2]", `{"a":`, `{"a"`, "null", `{"a":1,}`} {
		ParseStats(bad, names, func(string, float64) {}) // must not panic
	}
}
