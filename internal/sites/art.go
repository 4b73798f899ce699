package sites

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"strconv"
	"strings"

	"golang.org/x/image/vector"
)

// The emblem: a text-free mark per sport (bars for the hub, a ball for
// football, basketball and baseball, a stick and puck for hockey) on a
// rounded tile in the brand's colours; college sites add a stripe. It is
// described once, as shapes in a 100×100 box, and written both as SVG
// (logo.svg, favicon.svg) and as pixels (the PNG icons, the social image).

type pt struct{ x, y float64 }

// cmd is one path command: 'M', 'L', 'Q' (control, end), 'C' (two
// controls, end) or 'Z'.
type cmd struct {
	op  byte
	pts []pt
}

// shape is a filled and/or stroked figure: a path, a circle or a
// rotated ellipse. Strokes have round caps and joins.
type shape struct {
	path    []cmd
	circle  *[3]float64 // cx, cy, r
	ellipse *[5]float64 // cx, cy, rx, ry, rotation in degrees
	fill    string      // #rrggbb, "" = none
	stroke  string      // #rrggbb, "" = none
	width   float64
}

func rrect(x, y, w, h, r float64, fill string) shape {
	// Corners as cubic arcs (k ≈ 0.5523 of the radius).
	k := r * 0.5523
	return shape{path: []cmd{
		{'M', []pt{{x + r, y}}},
		{'L', []pt{{x + w - r, y}}},
		{'C', []pt{{x + w - r + k, y}, {x + w, y + r - k}, {x + w, y + r}}},
		{'L', []pt{{x + w, y + h - r}}},
		{'C', []pt{{x + w, y + h - r + k}, {x + w - r + k, y + h}, {x + w - r, y + h}}},
		{'L', []pt{{x + r, y + h}}},
		{'C', []pt{{x + r - k, y + h}, {x, y + h - r + k}, {x, y + h - r}}},
		{'L', []pt{{x, y + r}}},
		{'C', []pt{{x, y + r - k}, {x + r - k, y}, {x + r, y}}},
		{'Z', nil},
	}, fill: fill}
}

func rect(x, y, w, h float64, fill string) shape {
	return shape{path: []cmd{{'M', []pt{{x, y}}}, {'L', []pt{{x + w, y}}}, {'L', []pt{{x + w, y + h}}}, {'L', []pt{{x, y + h}}}, {'Z', nil}}, fill: fill}
}

func circle(cx, cy, r float64, fill string) shape {
	return shape{circle: &[3]float64{cx, cy, r}, fill: fill}
}

func ellipse(cx, cy, rx, ry, rot float64, fill string) shape {
	return shape{ellipse: &[5]float64{cx, cy, rx, ry, rot}, fill: fill}
}

func line(a, b pt, width float64, colour string) shape {
	return shape{path: []cmd{{'M', []pt{a}}, {'L', []pt{b}}}, stroke: colour, width: width}
}

func quad(a, c, b pt, width float64, colour string) shape {
	return shape{path: []cmd{{'M', []pt{a}}, {'Q', []pt{c, b}}}, stroke: colour, width: width}
}

// emblemStyle chooses the tile behind the mark.
type emblemStyle int

const (
	tileRounded emblemStyle = iota // logo, favicons
	tileSquare                     // touch and app icons: the platform rounds them
	tileNone                       // the mark alone (social image)
)

// emblem returns the shapes of p's emblem in a 100×100 box.
func emblem(p Profile, style emblemStyle) []shape {
	pr, sec, acc := p.Theme.Primary, p.Theme.Secondary, p.Theme.Accent
	light := sec.Shade(50)
	ink := pr.Shade(800)
	var out []shape
	switch style {
	case tileRounded:
		out = append(out, rrect(0, 0, 100, 100, 22, pr.Shade(800)), rrect(4, 4, 92, 92, 18.5, pr.Shade(600)))
	case tileSquare:
		out = append(out, rect(0, 0, 100, 100, pr.Shade(600)))
	}
	switch p.Sport {
	case "football":
		c, rot := pt{50, 48}, -35.0
		at := func(x, y float64) pt { return rotate(pt{x, y}, rot, c) }
		out = append(out,
			ellipse(c.x, c.y, 34, 20, rot, light),
			line(at(-23, -11), at(-23, 11), 3.2, acc.Shade(400)),
			line(at(23, -11), at(23, 11), 3.2, acc.Shade(400)),
			line(at(-12, 0), at(12, 0), 3, ink))
		for _, x := range []float64{-8, -2.7, 2.7, 8} {
			out = append(out, line(at(x, -4.5), at(x, 4.5), 2.6, ink))
		}
	case "basketball":
		out = append(out,
			circle(50, 48, 31, light),
			line(pt{50, 17}, pt{50, 79}, 3, ink),
			line(pt{19, 48}, pt{81, 48}, 3, ink),
			quad(pt{29, 25.5}, pt{45, 48}, pt{29, 70.5}, 3, ink),
			quad(pt{71, 25.5}, pt{55, 48}, pt{71, 70.5}, 3, ink),
			shape{circle: &[3]float64{50, 48, 31}, stroke: ink, width: 3})
	case "baseball":
		out = append(out, circle(50, 48, 31, light))
		stitch := acc.Shade(600)
		for _, side := range []float64{-1, 1} {
			a, c, b := pt{50 + side*17, 22}, pt{50 + side*4, 48}, pt{50 + side*17, 74}
			out = append(out, quad(a, c, b, 2.4, stitch))
			for i := 1; i <= 7; i++ { // the stitches: short ticks across the seam
				t := float64(i) / 8
				at, tan := quadAt(a, c, b, t)
				n := pt{-tan.y, tan.x}
				out = append(out, line(pt{at.x - n.x*3.6 - tan.x*1.2, at.y - n.y*3.6 - tan.y*1.2}, pt{at.x + n.x*3.6 + tan.x*1.2, at.y + n.y*3.6 + tan.y*1.2}, 1.8, stitch))
			}
		}
		out = append(out, shape{circle: &[3]float64{50, 48, 31}, stroke: pr.Shade(900), width: 1.5})
	case "hockey":
		out = append(out,
			shape{path: []cmd{{'M', []pt{{71, 15}}}, {'L', []pt{{44, 64}}}, {'Q', []pt{{39, 73}, {30, 73}}}, {'L', []pt{{21, 73}}}}, stroke: light, width: 8.5},
			ellipse(66, 74, 14, 5.5, 0, sec.Shade(950)),
			rect(52, 69, 28, 5, sec.Shade(950)),
			ellipse(66, 69, 14, 5.5, 0, sec.Shade(700)))
	default: // the hub: three rising bars
		out = append(out,
			rrect(22, 52, 15, 26, 3.5, light),
			rrect(42.5, 38, 15, 40, 3.5, light),
			rrect(63, 22, 15, 56, 3.5, acc.Shade(400)))
	}
	if p.Level == "ncaa-d1" && style != tileNone {
		out = append(out, rrect(14, 84.5, 72, 4.5, 2.25, acc.Shade(400)))
	}
	return out
}

func rotate(v pt, deg float64, c pt) pt {
	s, co := math.Sincos(deg * math.Pi / 180)
	return pt{c.x + v.x*co - v.y*s, c.y + v.x*s + v.y*co}
}

// quadAt is the point of a quadratic Bézier at t and its unit tangent.
func quadAt(a, c, b pt, t float64) (p, tan pt) {
	u := 1 - t
	p = pt{u*u*a.x + 2*u*t*c.x + t*t*b.x, u*u*a.y + 2*u*t*c.y + t*t*b.y}
	d := pt{2*u*(c.x-a.x) + 2*t*(b.x-c.x), 2*u*(c.y-a.y) + 2*t*(b.y-c.y)}
	l := math.Hypot(d.x, d.y)
	return p, pt{d.x / l, d.y / l}
}

// emblemSVG writes p's emblem as a standalone SVG document.
func emblemSVG(p Profile, style emblemStyle) []byte {
	var b strings.Builder
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100" role="img">`)
	b.WriteString("<title>" + xmlEscape(p.Name) + "</title>")
	for _, s := range emblem(p, style) {
		b.WriteString(s.svg())
	}
	b.WriteString("</svg>\n")
	return []byte(b.String())
}

func xmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;").Replace(s)
}

func num(f float64) string { return strconv.FormatFloat(math.Round(f*100)/100, 'f', -1, 64) }

func (s shape) svg() string {
	paint := ` fill="none"`
	if s.fill != "" {
		paint = ` fill="` + s.fill + `"`
	}
	if s.stroke != "" {
		paint += ` stroke="` + s.stroke + `" stroke-width="` + num(s.width) + `" stroke-linecap="round" stroke-linejoin="round"`
	}
	switch {
	case s.circle != nil:
		c := s.circle
		return `<circle cx="` + num(c[0]) + `" cy="` + num(c[1]) + `" r="` + num(c[2]) + `"` + paint + "/>"
	case s.ellipse != nil:
		e := s.ellipse
		tr := ""
		if e[4] != 0 {
			tr = ` transform="rotate(` + num(e[4]) + ` ` + num(e[0]) + ` ` + num(e[1]) + `)"`
		}
		return `<ellipse cx="` + num(e[0]) + `" cy="` + num(e[1]) + `" rx="` + num(e[2]) + `" ry="` + num(e[3]) + `"` + tr + paint + "/>"
	}
	d := make([]string, 0, 4*len(s.path))
	for _, c := range s.path {
		d = append(d, string(c.op))
		for _, q := range c.pts {
			d = append(d, num(q.x), num(q.y))
		}
	}
	return `<path d="` + strings.Join(d, " ") + `"` + paint + "/>"
}

// hexColor parses a validated #rrggbb colour.
func hexColor(h string) color.NRGBA {
	r, g, b := rgb(h)
	return color.NRGBA{r, g, b, 255}
}

// drawEmblem paints p's emblem into dst, in the square of side size at
// (ox, oy).
func drawEmblem(dst *image.RGBA, p Profile, style emblemStyle, ox, oy, size int) {
	drawShapes(dst, emblem(p, style), ox, oy, size)
}

// drawShapes paints shapes given in a 100×100 box into the square of side
// size at (ox, oy), which must lie inside dst. Each figure is rasterized
// over its own bounding box only.
func drawShapes(dst *image.RGBA, shapes []shape, ox, oy, size int) {
	square := image.Rect(ox, oy, ox+size, oy+size)
	if !square.In(dst.Bounds()) {
		panic("sites: emblem outside the image")
	}
	k := float64(size) / 100
	var z vector.Rasterizer
	paint := func(polys [][]pt, colour string) {
		minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, poly := range polys {
			for _, q := range poly {
				minX, maxX = min(minX, q.x*k), max(maxX, q.x*k)
				minY, maxY = min(minY, q.y*k), max(maxY, q.y*k)
			}
		}
		r := image.Rect(ox+int(math.Floor(minX))-1, oy+int(math.Floor(minY))-1, ox+int(math.Ceil(maxX))+1, oy+int(math.Ceil(maxY))+1).Intersect(square)
		if r.Empty() {
			return
		}
		dx, dy := float64(r.Min.X-ox), float64(r.Min.Y-oy)
		tf := func(q pt) (float32, float32) { return float32(q.x*k - dx), float32(q.y*k - dy) }
		z.Reset(r.Dx(), r.Dy())
		z.DrawOp = draw.Over
		for _, poly := range polys {
			addPoly(&z, poly, tf)
		}
		z.Draw(dst, r, image.NewUniform(hexColor(colour)), image.Point{})
	}
	for _, s := range shapes {
		if s.fill != "" {
			paint(s.outline(), s.fill)
		}
		if s.stroke != "" {
			paint(strokePolys(s.polylines(), s.width/2), s.stroke)
		}
	}
}

// addPoly adds a closed polygon, always counter-clockwise, so overlapping
// polygons of one rasterizer add up instead of cancelling.
func addPoly(z *vector.Rasterizer, poly []pt, tf func(pt) (float32, float32)) {
	if len(poly) < 3 {
		return
	}
	area := 0.0
	for i := range poly {
		j := (i + 1) % len(poly)
		area += poly[i].x*poly[j].y - poly[j].x*poly[i].y
	}
	at := func(i int) pt {
		if area < 0 {
			return poly[len(poly)-1-i]
		}
		return poly[i]
	}
	z.MoveTo(tf(at(0)))
	for i := 1; i < len(poly); i++ {
		z.LineTo(tf(at(i)))
	}
	z.ClosePath()
}

// outline flattens the shape's fill area into polygons.
func (s shape) outline() [][]pt {
	switch {
	case s.circle != nil:
		return [][]pt{ellipsePoly(s.circle[0], s.circle[1], s.circle[2], s.circle[2], 0)}
	case s.ellipse != nil:
		e := s.ellipse
		return [][]pt{ellipsePoly(e[0], e[1], e[2], e[3], e[4])}
	}
	return s.polylines()
}

// polylines flattens the shape's outline into polylines (closed ones end
// where they start).
func (s shape) polylines() [][]pt {
	switch {
	case s.circle != nil, s.ellipse != nil:
		o := s.outline()[0]
		return [][]pt{append(o, o[0])}
	}
	const steps = 24
	var out [][]pt
	var cur []pt
	for _, c := range s.path {
		switch c.op {
		case 'M':
			if len(cur) > 1 {
				out = append(out, cur)
			}
			cur = []pt{c.pts[0]}
		case 'L':
			cur = append(cur, c.pts[0])
		case 'Q':
			a := cur[len(cur)-1]
			for i := 1; i <= steps; i++ {
				q, _ := quadAt(a, c.pts[0], c.pts[1], float64(i)/steps)
				cur = append(cur, q)
			}
		case 'C':
			a := cur[len(cur)-1]
			for i := 1; i <= steps; i++ {
				t := float64(i) / steps
				u := 1 - t
				x := u*u*u*a.x + 3*u*u*t*c.pts[0].x + 3*u*t*t*c.pts[1].x + t*t*t*c.pts[2].x
				y := u*u*u*a.y + 3*u*u*t*c.pts[0].y + 3*u*t*t*c.pts[1].y + t*t*t*c.pts[2].y
				cur = append(cur, pt{x, y})
			}
		case 'Z':
			if len(cur) > 0 {
				cur = append(cur, cur[0])
			}
		default:
			panic(fmt.Sprintf("sites: path command %q", c.op))
		}
	}
	if len(cur) > 1 {
		out = append(out, cur)
	}
	return out
}

func ellipsePoly(cx, cy, rx, ry, rot float64) []pt { return polyN(cx, cy, rx, ry, rot, 96) }

// polyN approximates an ellipse with n vertices.
func polyN(cx, cy, rx, ry, rot float64, n int) []pt {
	out := make([]pt, n)
	for i := range out {
		s, c := math.Sincos(2 * math.Pi * float64(i) / float64(n))
		out[i] = rotate(pt{rx * c, ry * s}, rot, pt{cx, cy})
	}
	return out
}

// strokePolys turns polylines into the polygons of a stroke of half-width
// hw with round caps and joins: one quadrilateral per segment and a disc at
// every vertex.
func strokePolys(lines [][]pt, hw float64) [][]pt {
	var out [][]pt
	for _, l := range lines {
		for i, a := range l {
			out = append(out, polyN(a.x, a.y, hw, hw, 0, 32))
			if i == 0 {
				continue
			}
			p := l[i-1]
			dx, dy := a.x-p.x, a.y-p.y
			n := math.Hypot(dx, dy)
			if n == 0 {
				continue
			}
			nx, ny := -dy/n*hw, dx/n*hw
			out = append(out, []pt{{p.x + nx, p.y + ny}, {a.x + nx, a.y + ny}, {a.x - nx, a.y - ny}, {p.x - nx, p.y - ny}})
		}
	}
	return out
}
