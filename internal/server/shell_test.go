package server

import (
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/sites"
)

func TestWithShell(t *testing.T) {
	p := sites.Profile{Name: `Hardwood <Almanac>`, LogoURL: "/logo.svg"}
	got := string(withShell([]byte(`<body><div id="root"></div><noscript>x</noscript></body>`), p))
	for _, want := range []string{
		`<body><div id="root"><div class="flex min-h-dvh flex-col"><header`,
		`aria-label="Hardwood &lt;Almanac&gt; home"`,
		`<img src="/logo.svg" alt="" width="32" height="32"`,
		`>Hardwood &lt;Almanac&gt;</span>`,
		`</main></div></div><noscript>x</noscript></body>`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("shell lacks %q:\n%s", want, got)
		}
	}
	if page := []byte("<body>no mount point</body>"); string(withShell(page, p)) != string(page) {
		t.Error("a page without the mount point must stay as it is")
	}
}
