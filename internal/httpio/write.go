package httpio

import (
	"encoding/json"
	"net/http"
)

// WriteJSON answers v as JSON with status; never cached.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	writeJSON(w, status, v, true)
}

// WriteDetail answers {"detail": detail}.
func WriteDetail(w http.ResponseWriter, status int, detail string) {
	WriteJSON(w, status, map[string]string{"detail": detail})
}

// WriteDetailFor is WriteDetail as an answer to r: a HEAD request gets the
// headers alone.
func WriteDetailFor(w http.ResponseWriter, r *http.Request, status int, detail string) {
	writeJSON(w, status, map[string]string{"detail": detail}, r.Method != http.MethodHead)
}

func writeJSON(w http.ResponseWriter, status int, v any, withBody bool) {
	b, err := json.Marshal(v)
	if err != nil {
		status, b = http.StatusInternalServerError, []byte(`{"detail":"Internal server error."}`)
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	if withBody {
		w.Write(append(b, '\n'))
	}
}
