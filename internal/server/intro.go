package server

import (
	"encoding/json"
	"html"
	"strings"

	"github.com/almanac-sports/almanac/internal/sites"
	"github.com/almanac-sports/almanac/web"
)

// The pages' headings below copy the markup and classes of the app's own
// (HomePage's Hero, ScoresPage, PageHeader, TeamDetailPage's Breadcrumb and
// TeamHeader, AnalyticsPage), so the text sits where the app will draw it and is as large:
// the app's first frame then neither moves it nor paints a larger element.
// The e2e suite compares the two in a browser.

// introText is a page's title and introduction, shared with the app
// (web/src/app/page-intros.json).
type introText struct {
	Title string `json:"title"`
	Intro string `json:"intro"`
}

// pageIntros is web.PageIntros, read once. A file that does not parse (it
// is part of the build, so only a broken build) leaves the pages without a
// heading in their shell.
var pageIntros = func() map[string]introText {
	m := map[string]introText{}
	_ = json.Unmarshal(web.PageIntros, &m)
	return m
}()

// pageIntro is the heading of the page at route on the site of profile p, as
// the app draws it before its data arrive; "" for pages without one.
func pageIntro(p sites.Profile, route sites.RouteInfo) string {
	e := html.EscapeString
	segs := strings.Split(strings.Trim(route.Path, "/"), "/")
	switch {
	case route.Path == "/":
		return `<div><section aria-labelledby="home-title" class="relative overflow-hidden bg-primary-950 text-white">` +
			`<div aria-hidden="true" class="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-primary-700),transparent_60%)] opacity-70"></div>` +
			`<div class="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">` +
			`<h1 id="home-title" class="text-sm font-semibold uppercase tracking-[0.2em] text-accent-300">` + e(p.Name) + `</h1>` +
			`<p class="mt-4 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">` + e(p.Headline) + `</p>` +
			`<p class="mt-6 max-w-2xl text-lg text-primary-100">` + e(p.Description) + `</p></div></section></div>`
	case route.Path == "/scores":
		t := pageIntros["scores"]
		return `<div><div class="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8"><header>` +
			`<h1 class="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">` + e(t.Title) + `</h1>` +
			`<p class="mt-2 text-base text-secondary-600 sm:text-lg">` + e(t.Intro) + `</p></header></div></div>`
	case route.Path == "/players" || route.Path == "/standings":
		t := pageIntros[segs[0]]
		return `<div><div class="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">` +
			`<div class="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between"><div>` +
			`<h1 class="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">` + e(t.Title) + `</h1>` +
			`<p class="mt-2 max-w-2xl text-secondary-600">` + e(t.Intro) + `</p></div></div></div></div>`
	case route.Path == "/analytics/season-odds":
		// AnalyticsPage: the trail Analytics › title, then the title and lead.
		t := pageIntros["season-odds"]
		return `<div><div class="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">` +
			breadcrumb("/analytics", "Analytics", t.Title) +
			`<div class="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between"><div class="min-w-0">` +
			`<h1 class="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">` + e(t.Title) + `</h1>` +
			`<p class="mt-2 max-w-3xl text-secondary-600">` + e(t.Intro) + `</p></div></div></div></div>`
	case route.Kind == "season" && route.Entity != "":
		// SeasonDetailPage: the trail, then the sport and status badges
		// (one 20 px row; their text depends on the season's dates, so the
		// shell keeps only their height) and the season's name.
		return `<div><div class="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">` +
			breadcrumb("/seasons", "All Seasons", route.Entity) +
			`<header class="mt-4"><div class="flex flex-wrap items-center gap-1.5"><span class="h-5"></span></div>` +
			`<h1 class="mt-3 text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">` + e(route.Entity) + `</h1></header></div></div>`
	case segs[0] == "teams" && len(segs) >= 2 && route.Entity != "":
		// The app centres the monogram and the name, place and badges
		// beside it; that block is as tall as the monogram, so the name is
		// at its top (items-start here, with the name alone).
		return `<div><div class="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">` +
			breadcrumb("/teams", "All Teams", route.Entity) +
			`<header class="mt-4 flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between"><div class="flex items-start gap-4">` +
			`<span aria-hidden="true" class="flex size-16 shrink-0 items-center justify-center rounded-xl bg-primary-700 text-lg font-bold tracking-wide text-white shadow sm:size-20 sm:text-xl"></span>` +
			`<div class="min-w-0"><h1 class="text-2xl font-bold tracking-tight text-secondary-900 sm:text-3xl">` + e(route.Entity) + `</h1></div></div></header></div></div>`
	}
	return ""
}

// breadcrumb is the app's Breadcrumb of two items: a link up, then the page.
func breadcrumb(upHref, upLabel, page string) string {
	e := html.EscapeString
	return `<nav aria-label="Breadcrumb"><ol class="flex flex-wrap items-center gap-1 text-sm text-secondary-600">` +
		`<li class="flex items-center gap-1"><a href="` + e(upHref) + `" class="rounded hover:text-primary-700 hover:underline">` + e(upLabel) + `</a></li>` +
		`<li class="flex items-center gap-1"><svg aria-hidden="true" viewBox="0 0 20 20" class="size-4 text-secondary-400" fill="currentColor">` +
		`<path d="M7.2 4.2a.75.75 0 0 1 1.06 0l5.25 5.25a.75.75 0 0 1 0 1.06L8.26 15.8a.75.75 0 1 1-1.06-1.06L11.92 10 7.2 5.26a.75.75 0 0 1 0-1.06z"></path></svg>` +
		`<span aria-current="page" class="font-medium text-secondary-900">` + e(page) + `</span></li></ol></nav>`
}
