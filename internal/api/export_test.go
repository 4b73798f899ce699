package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"sync"
)

var (
	encodeMu         sync.Mutex
	encodeMismatches []string
	encodeChecked    int
)

// CheckEncoderAgainstStdlib makes every encoded answer also go through
// encoding/json and records any byte difference.
func CheckEncoderAgainstStdlib() {
	encodeCheck = func(v any, body []byte) {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		err := enc.Encode(v)
		encodeMu.Lock()
		defer encodeMu.Unlock()
		encodeChecked++
		if err != nil || !bytes.Equal(buf.Bytes(), body) {
			d := 0
			for d < len(body) && d < buf.Len() && body[d] == buf.Bytes()[d] {
				d++
			}
			lo := max(0, d-60)
			encodeMismatches = append(encodeMismatches, fmt.Sprintf("%T differs at byte %d (err %v):\n  go-json: %q\n  stdlib:  %q",
				v, d, err, body[lo:min(len(body), d+60)], buf.Bytes()[lo:min(buf.Len(), d+60)]))
		}
	}
}

// EncoderMismatches reports what CheckEncoderAgainstStdlib saw.
func EncoderMismatches() (checked int, mismatches []string) {
	encodeMu.Lock()
	defer encodeMu.Unlock()
	return encodeChecked, append([]string(nil), encodeMismatches...)
}

// SearchRoundTrip builds the search index over a's store, saves and reloads
// it, and reports the first query whose answers differ between the two.
func SearchRoundTrip(a *API, queries []string) error {
	ctx := context.Background()
	built, err := a.searchIndex(ctx)
	if err != nil {
		return err
	}
	data, err := encodeSearch(built)
	if err != nil {
		return err
	}
	loaded, err := decodeSearch(data)
	if err != nil {
		return err
	}
	for _, q := range queries {
		for i, k := range built.kinds() {
			want, _ := json.Marshal(k.query(q, Scope{}, 20))
			got, _ := json.Marshal(loaded.kinds()[i].query(q, Scope{}, 20))
			if !bytes.Equal(want, got) {
				return fmt.Errorf("query %q, kind %d: built %s, loaded %s", q, i, want, got)
			}
		}
	}
	return nil
}
