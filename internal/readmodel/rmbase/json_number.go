package rmbase

import (
	"math"
	"strconv"
)

// AppendNumber appends v as strconv.AppendFloat(b, v, 'f', -1, 64) does,
// the shortest decimal that reads back as v. Almost every stat is a whole
// number or rounded to at most three decimals; those are written from
// integers, which is several times faster than the shortest-decimal search
// (a player's stats row has ~50 of them).
//
// Why the bytes are the same: when v is the double nearest to n/1000 for an
// integer n with |n| < 1e12, the decimal n/1000 reads back as v, and no
// shorter decimal does: any other decimal with at most three decimals is at
// least 0.001 away, and v's rounding interval is narrower than 1e-6 there.
func AppendNumber(b []byte, v float64) []byte {
	a := math.Abs(v)
	if a >= 1e9 || math.IsNaN(v) {
		return strconv.AppendFloat(b, v, 'f', -1, 64)
	}
	n := math.Round(a * 1000)
	if n/1000 != a {
		return strconv.AppendFloat(b, v, 'f', -1, 64)
	}
	m := uint64(n)
	if v < 0 || (v == 0 && math.Signbit(v)) {
		b = append(b, '-')
	}
	b = strconv.AppendUint(b, m/1000, 10)
	frac := m % 1000
	if frac == 0 {
		return b
	}
	digits := [3]byte{byte('0' + frac/100), byte('0' + frac/10%10), byte('0' + frac%10)}
	end := 3
	for digits[end-1] == '0' {
		end--
	}
	b = append(b, '.')
	return append(b, digits[:end]...)
}
