package server

import (
	"bytes"
	"encoding/json"
	"regexp"
)

// The app's entry script and the module preloads Vite and routePreloads
// write into the page.
var (
	moduleEntry   = regexp.MustCompile(`<script type="module" crossorigin src="([^"]+)"></script>[ \t]*\r?\n?`)
	modulePreload = regexp.MustCompile(`<link rel="modulepreload" crossorigin href="([^"]+)">[ \t]*\r?\n?`)
)

// paintFirstLoader starts the app once the browser has painted the page as
// the server sent it (the shell: header bar and the page's heading): the
// requestAnimationFrame callback runs just before that first frame, the
// timeout after it. A hidden page never paints, so it starts at once. The
// %s is a JSON array: the entry script first, then the modules to preload.
// They go in with one fragment: twenty appends one by one take ~13 ms of
// the main thread, one fragment ~2 ms.
const paintFirstLoader = `<script>(function(m){var d=document,h=d.head,s=0;function go(){if(s++)return;` +
	`var f=d.createDocumentFragment();for(var i=1;i<m.length;i++){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=m[i];f.appendChild(l)}` +
	`var e=d.createElement("script");e.type="module";e.crossOrigin="";e.src=m[0];f.appendChild(e);h.appendChild(f)}` +
	`if(d.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})(%s)</script>`

// paintFirst moves the app's entry script and module preloads from the head
// into a loader at the end of the body that starts them after the first
// paint. The shell the server writes into the page (withShell) is then on
// screen as soon as the HTML and the style sheet are in, instead of racing
// the scripts: on a fast link they would otherwise be fetched, and the app
// run, before the browser paints anything. Pages without the entry script
// are returned unchanged.
func paintFirst(page []byte) []byte {
	entry := moduleEntry.FindSubmatchIndex(page)
	body := bytes.LastIndex(page, []byte("</body>"))
	if entry == nil || body < entry[1] {
		return page
	}
	mods := []string{string(page[entry[2]:entry[3]])}
	for _, m := range modulePreload.FindAllSubmatch(page, -1) {
		mods = append(mods, string(m[1]))
	}
	// Only paths of our own assets: json.Marshal escapes <, > and &, so the
	// array cannot close the script element.
	list, err := json.Marshal(mods)
	if err != nil {
		return page
	}
	head := modulePreload.ReplaceAll(moduleEntry.ReplaceAll(page[:body], nil), nil)
	out := make([]byte, 0, len(page)+len(paintFirstLoader)+len(list))
	out = append(out, head...)
	out = append(out, bytes.Replace([]byte(paintFirstLoader), []byte("%s"), list, 1)...)
	return append(out, page[body:]...)
}
