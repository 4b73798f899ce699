package server

import (
	"bytes"
	"html"

	"github.com/almanac-sports/almanac/internal/sites"
)

// rootMarker is the app's empty mount point in index.html.
var rootMarker = []byte(`<div id="root"></div>`)

// withShell fills the app's mount point with the site's header bar (logo and
// name, in the app's own classes) and intro, the page's heading (pageIntro),
// so a first visit paints the brand and what the page is as soon as the HTML
// and style sheet are in, not after the scripts have run; the app replaces
// them with its own when it starts.
func withShell(page []byte, p sites.Profile, intro string) []byte {
	i := bytes.Index(page, rootMarker)
	if i < 0 {
		return page
	}
	e := html.EscapeString
	shell := `<div id="root"><div class="flex min-h-dvh flex-col"><header class="sticky top-0 z-40 border-b border-transparent bg-white/70 backdrop-blur">` +
		`<div class="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">` +
		`<a href="/" class="shrink-0 rounded-md" aria-label="` + e(p.Name) + ` home"><span class="flex items-center gap-2">` +
		`<img src="` + e(p.LogoURL) + `" alt="" width="32" height="32" class="size-8 shrink-0">` +
		`<span class="text-lg font-bold tracking-tight text-secondary-900">` + e(p.Name) + `</span></span></a></div></header>` +
		`<main id="main" class="min-h-screen flex-1">` + intro + `</main></div></div>`
	out := make([]byte, 0, len(page)+len(shell))
	out = append(out, page[:i]...)
	out = append(out, shell...)
	return append(out, page[i+len(rootMarker):]...)
}
