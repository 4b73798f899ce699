package server

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestRoutePreloads(t *testing.T) {
	dist := fstest.MapFS{"route-chunks.json": {Data: []byte(`{"routes":[
		{"path":"","files":["/assets/HomePage-a.js","/assets/Badge-b.js"]},
		{"path":"teams/:slug","files":["/assets/TeamDetail-c.js"]},
		{"path":"teams/:slug/:year","files":["/assets/TeamDetail-c.js"]},
		{"path":"teams/compare","files":["/assets/Compare-d.js"]},
		{"path":"odd","files":["/assets/x\".js","/elsewhere/y.js","/assets/z.css"]}]}`)}}
	p := loadRoutePreloads(dist)
	tag := func(f string) string { return `<link rel="modulepreload" crossorigin href="` + f + `">` + "\n" }
	for _, tc := range []struct{ path, want string }{
		{"/", tag("/assets/HomePage-a.js") + tag("/assets/Badge-b.js")},
		{"/teams/boston-celtics", tag("/assets/TeamDetail-c.js")},
		{"/teams/boston-celtics/2008/", tag("/assets/TeamDetail-c.js")},
		{"/teams/compare", tag("/assets/Compare-d.js")}, // the literal route wins
		{"/odd", tag("/assets/x&#34;.js")},              // escaped; only scripts under /assets/
		{"/nowhere", ""},
		{"/teams/a/b/c", ""},
	} {
		if got := p.tags(tc.path); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.path, got, tc.want)
		}
	}
	page := p.inject([]byte("<html><head><title>x</title></head><body></body></html>"), "/teams/compare")
	if !strings.Contains(string(page), `href="/assets/Compare-d.js">`+"\n</head>") {
		t.Errorf("tags not before </head>: %s", page)
	}
	if got := loadRoutePreloads(fstest.MapFS{}); got.tags("/") != "" || string(got.inject([]byte("<head></head>"), "/")) != "<head></head>" {
		t.Error("a build without route-chunks.json must leave pages alone")
	}
}
