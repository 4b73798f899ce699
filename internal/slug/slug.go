// Package slug makes URL slugs from names.
package slug

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Make lowercases s, strips accents and joins words with '-'.
func Make(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case r == '\'' || r == '.' || r == '’':
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(unicode.ToLower(r))
		default:
			dash = true
		}
	}
	return b.String()
}

// Unique hands out slugs that have not been taken yet, adding -2, -3, ...
type Unique struct{ taken map[string]bool }

func NewUnique() *Unique { return &Unique{taken: map[string]bool{}} }

// Take marks s as used.
func (u *Unique) Take(s string) { u.taken[s] = true }

// Next returns base, or base with the first free suffix, and takes it.
func (u *Unique) Next(base string) string {
	if base == "" {
		base = "x"
	}
	s := base
	for i := 2; u.taken[s]; i++ {
		s = base + "-" + itoa(i)
	}
	u.taken[s] = true
	return s
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	var d []byte
	for i > 0 {
		d = append([]byte{byte('0' + i%10)}, d...)
		i /= 10
	}
	return string(d)
}
