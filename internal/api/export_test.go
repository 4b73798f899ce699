package api

import (
	"bytes"
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
