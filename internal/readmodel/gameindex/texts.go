package gameindex

// Dates as the index keeps them (yyyymmdd numbers) and the texts a page of
// games makes from it.

import (
	"strconv"
	"unsafe"
)

// DateText turns yyyymmdd back into YYYY-MM-DD ("" for 0).
func DateText(d int32) string {
	if d <= 0 {
		return ""
	}
	return string(appendGameDate(make([]byte, 0, 10), d))
}

// appendGameDate appends yyyymmdd (positive) as YYYY-MM-DD.
func appendGameDate(b []byte, d int32) []byte {
	y, m, day := d/10000, d/100%100, d%100
	return append(b, byte('0'+y/1000%10), byte('0'+y/100%10), byte('0'+y/10%10), byte('0'+y%10), '-',
		byte('0'+m/10), byte('0'+m%10), '-', byte('0'+day/10), byte('0'+day%10))
}

// DateInt turns YYYY-MM-DD into yyyymmdd (0 when malformed).
func DateInt(s string) int32 {
	if len(s) < 10 {
		return 0
	}
	n, err := strconv.Atoi(s[0:4] + s[5:7] + s[8:10])
	if err != nil {
		return 0
	}
	return int32(n)
}

// textIn returns b as a string whose bytes are appended to buf (nil: a
// string of its own). Appending past capacity moves later texts to a new
// array; texts handed out earlier keep the old one, unchanged.
func textIn(buf *[]byte, b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if buf == nil {
		return string(b)
	}
	n := len(*buf)
	*buf = append(*buf, b...)
	return unsafe.String(&(*buf)[n], len(b))
}
