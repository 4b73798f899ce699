package embedview

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
)

var inline = regexp.MustCompile(`(?s)<(style|script)>(.*?)</(?:style|script)>`)

// Every inline style and script a page carries is allowed by its policy's
// hashes (else the browser would drop it), and nothing else runs.
func TestPolicyAllowsThePage(t *testing.T) {
	for _, accent := range []string{"#c2410c", "not a colour"} {
		var buf bytes.Buffer
		v := Results{Page: Page{Title: "T", SiteName: "S", SiteURL: "/", Accent: accent}, Games: []Result{{Opponent: "O", Outcome: "W", Score: "1-0"}}}
		if err := WriteResults(&buf, v); err != nil {
			t.Fatal(err)
		}
		csp := CSP(accent)
		found := inline.FindAllStringSubmatch(buf.String(), -1)
		if len(found) != 3 {
			t.Fatalf("%d inline elements, want 2 styles and 1 script", len(found))
		}
		for _, m := range found {
			if !strings.Contains(csp, hash(m[2])) {
				t.Errorf("accent %q: the %s %.40q is not in the policy %s", accent, m[1], m[2], csp)
			}
		}
		if strings.Contains(buf.String(), "not a colour") {
			t.Errorf("an invalid accent reached the page")
		}
	}
}

// The one script an embed runs stays small.
func TestScriptBytes(t *testing.T) {
	if n := ScriptBytes(); n > 512 {
		t.Fatalf("the embed script is %d bytes, budget 512", n)
	}
}
