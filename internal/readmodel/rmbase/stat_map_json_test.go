package rmbase

import (
	"encoding/json"
	"testing"
)

// A stats map encodes as the JSON object encoding/json would write for the
// same names and numbers, whatever the names hold.
func TestStatMapJSON(t *testing.T) {
	for _, name := range []string{"points", "fg_pct", "3pt", `say "hi"`, `back\slash`, "tab\there", "émile", "<b>&", "\x01"} {
		m := StatMap{Stat(name, 12), Stat("avg", 0.25)}
		got, err := m.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		key, _ := json.Marshal(name)
		want := "{" + string(key) + `:12,"avg":0.25}`
		if string(got) != want || !json.Valid(got) {
			t.Errorf("%q: got %s, want %s", name, got, want)
		}
	}
}
