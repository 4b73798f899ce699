package rmbase

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Fold lowercases, strips accents and punctuation and collapses spaces, for
// case- and accent-insensitive matching ("Pierre-Luc Dubois" -> "pierre luc dubois",
// "J.J. Watt" -> "jj watt").
func Fold(s string) string {
	var buf [64]byte // most names: folded on the stack
	if b := AppendFold(buf[:0], s); string(b) != s {
		return string(b)
	}
	return s // already folded (a typed query, mostly): nothing allocated
}

// SameFolded reports whether a and b fold alike, folding on the stack (for
// names of up to 64 bytes: nothing allocated).
func SameFolded(a, b string) bool {
	var ba, bb [64]byte
	return string(AppendFold(ba[:0], a)) == string(AppendFold(bb[:0], b))
}

// AppendFold appends s folded (see Fold) to dst.
func AppendFold(dst []byte, s string) []byte {
	start := len(dst)
	space := true
	for _, r := range s {
		if r < 128 {
			switch {
			case r >= 'A' && r <= 'Z':
				r += 'a' - 'A'
			case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			case r == '.' || r == '\'' || r == '`':
				continue
			default:
				r = ' '
			}
		} else if m, ok := accentFold[r]; ok {
			for _, c := range m {
				dst = utf8.AppendRune(dst, c)
			}
			space = false
			continue
		} else if unicode.IsLetter(r) || unicode.IsDigit(r) {
			r = unicode.ToLower(r)
		} else if r == '’' || r == '‘' {
			continue
		} else {
			r = ' '
		}
		if r == ' ' {
			if space {
				continue
			}
			space = true
		} else {
			space = false
		}
		dst = utf8.AppendRune(dst, r)
	}
	for len(dst) > start && dst[len(dst)-1] == ' ' {
		dst = dst[:len(dst)-1]
	}
	return dst
}

var accentFold = func() map[rune]string {
	m := map[rune]string{}
	groups := map[string]string{
		"a": "àáâãäåāăąÀÁÂÃÄÅĀĂĄ", "c": "çćĉċčÇĆĈĊČ", "d": "ďđĎĐ", "e": "èéêëēĕėęěÈÉÊËĒĔĖĘĚ",
		"g": "ĝğġģĜĞĠĢ", "h": "ĥħĤĦ", "i": "ìíîïĩīĭįıÌÍÎÏĨĪĬĮİ", "j": "ĵĴ", "k": "ķĶ", "l": "ĺļľŀłĹĻĽĿŁ",
		"n": "ñńņňÑŃŅŇ", "o": "òóôõöøōŏőÒÓÔÕÖØŌŎŐ", "r": "ŕŗřŔŖŘ", "s": "śŝşšșŚŜŞŠȘ", "t": "ţťŧțŢŤŦȚ",
		"u": "ùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲ", "w": "ŵŴ", "y": "ýÿŷÝŸŶ", "z": "źżžŹŻŽ",
	}
	for to, from := range groups {
		for _, r := range from {
			m[r] = to
		}
	}
	m['ß'], m['æ'], m['Æ'], m['œ'], m['Œ'], m['þ'], m['Þ'], m['ð'], m['Ð'] = "ss", "ae", "ae", "oe", "oe", "th", "th", "d", "d"
	return m
}()

// JoinNonEmpty joins the parts that are not blank, trimmed.
func JoinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}

// AliasesOf splits a person's stored aliases (newline-separated).
func AliasesOf(s string) []string {
	if s == "" {
		return nil
	}
	var out []string
	for _, a := range strings.Split(s, "\n") {
		if a = strings.TrimSpace(a); a != "" {
			out = append(out, a)
		}
	}
	return out
}

// FoldWithAliases is the folded display name, then "|" and each folded alias
// (what name filters match: "|" never occurs in a folded query).
func FoldWithAliases(display, aliases string) string {
	out := Fold(display)
	for _, a := range AliasesOf(aliases) {
		out += "|" + Fold(a)
	}
	return out
}

// givenNameForms are common English short forms of given names and the
// names they shorten, both ways: a search for "Ray Bourque" also looks for
// "Raymond Bourque" (the Hockey Databank's name for him), "Bill Russell"
// for "William Russell". Only the first word of a query of two or more
// words is varied.
var givenNameForms = func() map[string][]string {
	groups := [][]string{
		{"raymond", "ray"}, {"william", "bill", "billy", "will", "willie"}, {"robert", "bob", "bobby", "rob", "robbie"},
		{"james", "jim", "jimmy", "jimmie"}, {"michael", "mike", "mickey"}, {"david", "dave"}, {"thomas", "tom", "tommy"},
		{"joseph", "joe", "joey"}, {"daniel", "dan", "danny"}, {"christopher", "chris"}, {"matthew", "matt"},
		{"nicholas", "nick"}, {"anthony", "tony"}, {"edward", "ed", "eddie", "ted", "teddy"}, {"kenneth", "ken", "kenny"},
		{"stephen", "steve"}, {"steven", "steve"}, {"patrick", "pat"}, {"richard", "rick", "ricky", "rich", "dick"},
		{"charles", "charlie", "chuck"}, {"john", "jack", "johnny"}, {"frederick", "fred", "freddie"}, {"samuel", "sam", "sammy"},
		{"benjamin", "ben"}, {"andrew", "andy", "drew"}, {"gregory", "greg"}, {"jeffrey", "jeff"}, {"gerald", "jerry"},
		{"lawrence", "larry"}, {"ronald", "ron", "ronnie"}, {"donald", "don", "donnie"}, {"douglas", "doug"},
		{"timothy", "tim", "timmy"}, {"walter", "walt"}, {"zachary", "zach"}, {"alexander", "alex"}, {"leonard", "len", "lenny"},
		{"gordon", "gordie"}, {"albert", "al", "bert"}, {"alfred", "al", "alf"}, {"peter", "pete"}, {"philip", "phil"},
		{"vincent", "vince", "vinny"}, {"nathaniel", "nate"}, {"jonathan", "jon"}, {"eugene", "gene"}, {"harold", "harry", "hal"},
		{"henry", "hank", "harry"}, {"louis", "lou"}, {"frank", "frankie"}, {"francis", "frank"}, {"joshua", "josh"},
		{"maxime", "max"}, {"maxwell", "max"}, {"mitchell", "mitch"}, {"randall", "randy"}, {"russell", "russ"},
		{"terrance", "terry"}, {"terence", "terry"}, {"victor", "vic"},
	}
	m := map[string][]string{}
	for _, g := range groups {
		for _, a := range g {
			for _, b := range g {
				if a != b && !slices.Contains(m[a], b) {
					m[a] = append(m[a], b)
				}
			}
		}
	}
	return m
}()

// GivenNameVariants are the folded query with its first word replaced by
// each of its other forms (none for a one-word query).
func GivenNameVariants(q string) []string {
	first, rest, ok := strings.Cut(q, " ")
	if !ok || rest == "" {
		return nil
	}
	var out []string
	for _, f := range givenNameForms[first] {
		out = append(out, f+" "+rest)
	}
	return out
}
