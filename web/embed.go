// Package web holds the React app's production build (web/dist), embedded
// into the almanac binary. Build it with `make build` (npm ci && npm run
// build); until then only the tracked placeholder dist/.keep is embedded and
// FS reports that the app is not built.
package web

import (
	"embed"
	"io/fs"
)

// Dist is the embedded build output, rooted at "dist". The "all:" prefix
// keeps files whose names start with "." or "_" (Vite may emit such chunks).
//
//go:embed all:dist
var Dist embed.FS

// FS returns the build output rooted at its top directory (index.html,
// assets/…, favicon.svg), and whether it holds a built app (index.html).
func FS() (dist fs.FS, built bool) {
	sub, err := fs.Sub(Dist, "dist")
	if err != nil { // cannot happen: "dist" is a valid, embedded path
		panic(err)
	}
	_, err = fs.Stat(sub, "index.html")
	return sub, err == nil
}

// PageIntros are the titles and introductions of the pages whose heading
// the server writes into the page before the app runs (the app shows the
// same text from the same file).
//
//go:embed src/app/page-intros.json
var PageIntros []byte
