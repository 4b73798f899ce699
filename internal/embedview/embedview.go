// Package embedview renders the views other sites put in an iframe (a
// league's standings, a team's recent results): server-written HTML with
// its styles inline and one small script that tells the parent page the
// view's height, so the frame fits without a scroll bar. The pages load
// nothing else (no app bundle), and may be framed by any site while the
// rest of Almanac keeps its own framing rule.
package embedview

import (
	"crypto/sha256"
	_ "embed"
	"encoding/base64"
	"html/template"
	"io"
	"net/http"
)

//go:embed embed.css
var css string

// resizeJS posts the document's height to the parent page whenever it
// changes ({"almanac-embed": {"height": n}}); a parent that listens sizes
// the iframe, one that does not loses nothing.
//
//go:embed resize.js
var resizeJS string

// ScriptBytes is the size of the only script an embed runs.
func ScriptBytes() int { return len(resizeJS) }

func hash(s string) string {
	sum := sha256.Sum256([]byte(s))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

// accentRule is the site's colour as a style rule of its own (an inline
// style attribute would need 'unsafe-inline'); a value that is no #rrggbb
// colour falls back to the default.
func accentRule(accent string) string {
	if !validColour(accent) {
		accent = "#2563eb"
	}
	return ":root{--accent:" + accent + "}"
}

func validColour(c string) bool {
	if len(c) != 7 || c[0] != '#' {
		return false
	}
	for _, r := range c[1:] {
		if !('0' <= r && r <= '9' || 'a' <= r && r <= 'f' || 'A' <= r && r <= 'F') {
			return false
		}
	}
	return true
}

// CSP is an embed's policy: its own inline styles and script (by hash),
// images from this origin, nothing else loaded, forms nowhere, and framing
// by any site (frame-ancestors *).
func CSP(accent string) string {
	return "default-src 'none'; style-src " + hash(css) + " " + hash(accentRule(accent)) + "; script-src " + hash(resizeJS) +
		"; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors *"
}

// Header sets an embed answer's headers: its policy, and no
// X-Frame-Options (the site-wide SAMEORIGIN would forbid the frame in
// browsers that read it beside frame-ancestors).
func Header(w http.ResponseWriter, accent string) {
	h := w.Header()
	h.Del("X-Frame-Options")
	h.Set("Content-Security-Policy", CSP(accent))
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "public, max-age=300")
}

// Page is what every embed shows around its table.
type Page struct {
	Title    string // the view's heading
	Subtitle string // what it covers ("2025-26 regular season")
	SiteName string
	SiteURL  string // the full page on the site, opened in a new tab
	Accent   string // the site's colour (#rrggbb)
	Note     string // what the data does not cover, or why the table is empty
}

// Column is one column of a standings table.
type Column struct {
	Label, Title string // short heading, its spelled-out name
}

// StandingsRow is one team's line; Cells match the view's Columns.
type StandingsRow struct {
	Rank      int
	Team, URL string
	Cells     []string
}

// StandingsGroup is one ranked table: a league, or a conference.
type StandingsGroup struct {
	Name string
	Rows []StandingsRow
}

// Standings is a league's standings view.
type Standings struct {
	Page
	Columns []Column
	Groups  []StandingsGroup
}

// Result is one of a team's games, from its side.
type Result struct {
	Date     string // "Apr 12"
	Opponent string
	Where    string // "vs" (home or neutral site) or "at"
	Neutral  bool   // at a neutral site
	Playoff  bool   // a postseason game
	Outcome  string // W, L, T (or "" for a game without a result)
	Score    string // "112-104" (team first), "" when not played
	Extra    string // "OT", "2OT", …
	URL      string
}

// Results is a team's recent results view.
type Results struct {
	Page
	Record string // the record over the games listed ("7-3")
	Games  []Result
}

var tmpl = template.Must(template.New("embed").Parse(`{{define "head"}}<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>{{.Title}} · {{.SiteName}}</title>
<style>{{.CSS}}</style><style>{{.AccentCSS}}</style></head>
<body><main class="embed">
<header><h1><a href="{{.SiteURL}}" target="_blank" rel="noopener">{{.Title}}</a></h1>{{if .Subtitle}}<p class="sub">{{.Subtitle}}</p>{{end}}</header>
{{end}}
{{define "foot"}}{{if .Note}}<p class="note">{{.Note}}</p>{{end}}
<footer><a href="{{.SiteURL}}" target="_blank" rel="noopener">{{.SiteName}}</a></footer>
</main><script>{{.JS}}</script></body></html>
{{end}}
{{define "standings"}}{{template "head" .}}{{$cols := .Columns}}{{range .Groups}}<div class="scroll"><table>
<caption>{{.Name}}</caption>
<thead><tr><th scope="col" class="num">#</th><th scope="col" class="team">Team</th>{{range $cols}}<th scope="col" class="num"><abbr title="{{.Title}}">{{.Label}}</abbr></th>{{end}}</tr></thead>
<tbody>{{range .Rows}}<tr><td class="num">{{.Rank}}</td><th scope="row" class="team"><a href="{{.URL}}" target="_blank" rel="noopener">{{.Team}}</a></th>{{range .Cells}}<td class="num">{{.}}</td>{{end}}</tr>
{{end}}</tbody></table></div>{{end}}{{template "foot" .}}{{end}}
{{define "results"}}{{template "head" .}}{{if .Games}}{{if .Record}}<p class="record">Record over these games: <strong>{{.Record}}</strong></p>{{end}}<ol class="games">
{{range .Games}}<li><a href="{{.URL}}" target="_blank" rel="noopener"><span class="date">{{.Date}}</span><span class="opp">{{.Where}} {{.Opponent}}{{if .Playoff}} <small>playoffs</small>{{end}}{{if .Neutral}} <small>neutral site</small>{{end}}</span>{{if .Outcome}}<span class="res res-{{.Outcome}}">{{.Outcome}}</span>{{end}}<span class="score">{{.Score}}{{if .Extra}} <small>{{.Extra}}</small>{{end}}</span></a></li>
{{end}}</ol>{{end}}{{template "foot" .}}{{end}}`))

type page struct {
	CSS, AccentCSS template.CSS
	JS             template.JS
}

func pageOf(accent string) page {
	return page{template.CSS(css), template.CSS(accentRule(accent)), template.JS(resizeJS)}
}

// WriteStandings writes the standings view.
func WriteStandings(w io.Writer, v Standings) error {
	return tmpl.ExecuteTemplate(w, "standings", struct {
		Standings
		page
	}{v, pageOf(v.Accent)})
}

// WriteResults writes the recent results view.
func WriteResults(w io.Writer, v Results) error {
	return tmpl.ExecuteTemplate(w, "results", struct {
		Results
		page
	}{v, pageOf(v.Accent)})
}
