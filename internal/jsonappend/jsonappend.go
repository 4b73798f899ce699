// Package jsonappend writes JSON values into a byte slice, the same bytes
// encoding/json writes with SetEscapeHTML(false). The API's largest answers
// (pages of games) are written with it: reflection-driven encoding was the
// largest share of their CPU time.
package jsonappend

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"unicode/utf8"
)

const hex = "0123456789abcdef"

// String appends s quoted: '"', '\\' and control characters escaped as
// encoding/json escapes them, invalid UTF-8 as \ufffd, U+2028 and U+2029 as
// \u2028 and \u2029 (JSONP-safe), everything else as it is.
func String(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xf])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// StringPtr appends *s, or null.
func StringPtr(b []byte, s *string) []byte {
	if s == nil {
		return append(b, "null"...)
	}
	return String(b, *s)
}

// Int appends n.
func Int(b []byte, n int64) []byte { return strconv.AppendInt(b, n, 10) }

// Int64Ptr appends *n, or null.
func Int64Ptr(b []byte, n *int64) []byte {
	if n == nil {
		return append(b, "null"...)
	}
	return strconv.AppendInt(b, *n, 10)
}

// IntPtr appends *n, or null.
func IntPtr(b []byte, n *int) []byte {
	if n == nil {
		return append(b, "null"...)
	}
	return strconv.AppendInt(b, int64(*n), 10)
}

// Bool appends true or false.
func Bool(b []byte, v bool) []byte { return strconv.AppendBool(b, v) }

// Reference is v as encoding/json writes it with SetEscapeHTML(false) (no
// final newline): what the appenders are tested against.
func Reference(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// Float64 appends v as encoding/json writes a float64: the shortest decimal
// that reads back as v, in exponent form below 1e-6 and from 1e21 (e-7, not
// e-07). ok is false for NaN and infinities, which encoding/json refuses.
func Float64(b []byte, v float64) (_ []byte, ok bool) {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return b, false
	}
	if a := math.Abs(v); a == 0 || (a >= 1e-6 && a < 1e21) {
		return Decimal(b, v), true
	}
	b = strconv.AppendFloat(b, v, 'e', -1, 64)
	if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		b[n-2] = b[n-1]
		b = b[:n-1]
	}
	return b, true
}
