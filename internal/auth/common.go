package auth

import (
	_ "embed"
	"strings"
	"sync"
)

// commonPasswordList is a maintained public list of the passwords seen most
// often in breaches (origin and licence: commonpasswords/NOTICE.md), one a
// line, lower case.
//
//go:embed commonpasswords/passwords.txt
var commonPasswordList string

// commonPasswords is the list as a set, built on first use (a command that
// never checks a password does not pay for it).
var commonPasswords = sync.OnceValue(func() map[string]struct{} {
	set := make(map[string]struct{}, strings.Count(commonPasswordList, "\n")+1)
	for line := range strings.Lines(commonPasswordList) {
		if w := strings.TrimSpace(line); w != "" {
			set[w] = struct{}{}
		}
	}
	return set
})

// isCommonPassword reports whether p is on the list, whatever its case:
// "Password1" is "password1" to someone guessing, so it is refused too.
func isCommonPassword(p string) bool {
	_, ok := commonPasswords()[strings.ToLower(p)]
	return ok
}
