package server

import (
	"crypto/sha256"
	"encoding/base64"
	"regexp"
	"strings"
)

// inlineScript finds <script> elements and their text.
var inlineScript = regexp.MustCompile(`(?is)<script\b([^>]*)>(.*?)</script\s*>`)

// scriptSrcAttr tells a script with a src attribute (its text is not run).
var scriptSrcAttr = regexp.MustCompile(`(?i)(?:^|\s)src\s*=`)

// cspBase is the web app's policy without script-src: its own origin for
// everything, images also as data: and blob: URLs (charts, exports), inline
// styles (the per-site theme variables, and style attributes that React
// sets), no plugins, no <base> elsewhere, forms to itself, framed only by
// itself.
const cspBase = "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; " +
	"connect-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'"

// htmlCSP returns the Content-Security-Policy for an HTML page: cspBase and
// a script-src of 'self' plus the SHA-256 hash of each inline script the
// page carries (the per-site profile the server writes into the head), so
// no 'unsafe-inline' and no per-request nonce (the page stays cacheable).
func htmlCSP(html []byte) string {
	var b strings.Builder
	b.WriteString("script-src 'self'")
	seen := map[string]bool{}
	for _, m := range inlineScript.FindAllSubmatchIndex(html, -1) {
		attrs, text := html[m[2]:m[3]], html[m[4]:m[5]]
		if scriptSrcAttr.Match(attrs) {
			continue
		}
		sum := sha256.Sum256(text)
		h := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
		if !seen[h] {
			seen[h] = true
			b.WriteString(" " + h)
		}
	}
	return cspBase + "; " + b.String()
}
