package sites

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// AssetPaths are the generated files every site serves, by URL path.
var AssetPaths = []string{
	LogoPath, FaviconPath, Favicon32Path, Favicon16Path, AppleTouchPath,
	Icon192Path, Icon512Path, SocialImagePath, ManifestPath,
}

// asset is one generated file of one site, made on first use.
type asset struct {
	once  sync.Once
	data  []byte
	ctype string
	err   error
}

func newAssets() map[string]*asset {
	m := make(map[string]*asset, len(AssetPaths))
	for _, p := range AssetPaths {
		m[p] = &asset{}
	}
	return m
}

// Asset returns the generated file at urlPath (one of AssetPaths) for the
// site of host, with its content type; ok is false for other paths. Each
// file is made once per site, on first use.
func (s *Sites) Asset(host, urlPath string) (data []byte, ctype string, ok bool, err error) {
	i := s.indexForHost(host)
	a := s.assets[i][urlPath]
	if a == nil {
		return nil, "", false, nil
	}
	a.once.Do(func() { a.data, a.ctype, a.err = makeAsset(s.profiles[i], urlPath) })
	return a.data, a.ctype, true, a.err
}

// ProfileID is the id of the profile that serves host (it keys caches of
// the site's files).
func (s *Sites) ProfileID(host string) string { return s.profiles[s.indexForHost(host)].ID }

func makeAsset(p Profile, urlPath string) ([]byte, string, error) {
	const pngType = "image/png"
	switch urlPath {
	case LogoPath, FaviconPath:
		return emblemSVG(p, tileRounded), "image/svg+xml", nil
	case Favicon32Path:
		return iconPNG(p, 32, tileRounded)
	case Favicon16Path:
		return iconPNG(p, 16, tileRounded)
	case AppleTouchPath:
		return iconPNG(p, 180, tileSquare)
	case Icon192Path:
		return iconPNG(p, 192, tileRounded)
	case Icon512Path:
		return iconPNG(p, 512, tileRounded)
	case SocialImagePath:
		img, err := SocialImage(p)
		if err != nil {
			return nil, "", err
		}
		data, err := encodePNG(img)
		return data, pngType, err
	case ManifestPath:
		data, err := Manifest(p)
		return data, "application/manifest+json", err
	}
	return nil, "", fmt.Errorf("sites: no asset %s", urlPath)
}

func iconPNG(p Profile, size int, style emblemStyle) ([]byte, string, error) {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	drawEmblem(img, p, style, 0, 0, size)
	data, err := encodePNG(img)
	return data, "image/png", err
}

func encodePNG(img image.Image) ([]byte, error) {
	var b bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.DefaultCompression}
	if err := enc.Encode(&b, img); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// manifestIcon is one entry of a web manifest's icons.
type manifestIcon struct {
	Src     string `json:"src"`
	Sizes   string `json:"sizes"`
	Type    string `json:"type"`
	Purpose string `json:"purpose,omitempty"`
}

// Manifest returns the site's web app manifest.
func Manifest(p Profile) ([]byte, error) {
	return json.MarshalIndent(struct {
		ID              string         `json:"id"`
		Name            string         `json:"name"`
		ShortName       string         `json:"short_name"`
		Description     string         `json:"description"`
		StartURL        string         `json:"start_url"`
		Scope           string         `json:"scope"`
		Display         string         `json:"display"`
		ThemeColor      string         `json:"theme_color"`
		BackgroundColor string         `json:"background_color"`
		Lang            string         `json:"lang"`
		Icons           []manifestIcon `json:"icons"`
	}{
		ID: "/", Name: p.Name, ShortName: p.ShortName, Description: p.Description,
		StartURL: "/", Scope: "/", Display: "standalone",
		ThemeColor: p.ThemeColor(), BackgroundColor: p.Theme.Secondary.Shade(50), Lang: "en",
		Icons: []manifestIcon{
			{Src: FaviconPath, Sizes: "any", Type: "image/svg+xml"},
			{Src: Icon192Path, Sizes: "192x192", Type: "image/png"},
			{Src: Icon512Path, Sizes: "512x512", Type: "image/png"},
			{Src: AppleTouchPath, Sizes: "180x180", Type: "image/png"},
			{Src: Favicon32Path, Sizes: "32x32", Type: "image/png"},
			{Src: Favicon16Path, Sizes: "16x16", Type: "image/png"},
		},
	}, "", "  ")
}

// The Go fonts, parsed once.
var fonts struct {
	once                  sync.Once
	bold, medium, regular *opentype.Font
	err                   error
}

func loadFonts() error {
	fonts.once.Do(func() {
		parse := func(ttf []byte) *opentype.Font {
			f, err := opentype.Parse(ttf)
			if err != nil && fonts.err == nil {
				fonts.err = err
			}
			return f
		}
		fonts.bold, fonts.medium, fonts.regular = parse(gobold.TTF), parse(gomedium.TTF), parse(goregular.TTF)
	})
	return fonts.err
}

func face(f *opentype.Font, size float64) (font.Face, error) {
	return opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
}

// SocialImage draws the site's 1200×630 Open Graph image: the brand name,
// description and canonical host in the Go fonts on a gradient of the
// primary colour, with the emblem on the right.
func SocialImage(p Profile) (*image.RGBA, error) {
	if err := loadFonts(); err != nil {
		return nil, err
	}
	const w, h = SocialWidth, SocialHeight
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	pr := p.Theme.Primary
	from, to := hexColor(pr.Shade(950)), hexColor(pr.Shade(700))
	for y := range h {
		row := img.Pix[y*img.Stride:]
		for x := range w {
			t := float64(x)/w*0.65 + float64(y)/h*0.35
			row[4*x], row[4*x+1], row[4*x+2], row[4*x+3] = mix8(from.R, to.R, t), mix8(from.G, to.G, t), mix8(from.B, to.B, t), 255
		}
	}
	// A soft disc behind the emblem, then the emblem.
	disc := shape{circle: &[3]float64{50, 50, 50}, fill: pr.Shade(800)}
	drawShapes(img, []shape{disc}, 790, 95, 340)
	drawEmblem(img, p, tileRounded, 850, 155, 220)
	// The accent band along the bottom.
	draw.Draw(img, image.Rect(0, h-14, w, h), image.NewUniform(hexColor(p.Theme.Accent.Shade(400))), image.Point{}, draw.Src)

	const left, textWidth = 80, 660
	// Brand name: as large as fits on one line (84 down to 56 px), else two lines.
	size := 84.0
	var nameFace font.Face
	for ; ; size -= 4 {
		f, err := face(fonts.bold, size)
		if err != nil {
			return nil, err
		}
		nameFace = f
		if font.MeasureString(f, p.Name).Ceil() <= textWidth || size <= 56 {
			break
		}
	}
	nameLines := wrap(nameFace, p.Name, textWidth, 2)
	y := 150.0
	white := image.NewUniform(color.RGBA{255, 255, 255, 255})
	for _, l := range nameLines {
		drawText(img, nameFace, white, left, y, l)
		y += size * 1.12
	}
	// Headline and description.
	y += 14
	headFace, err := face(fonts.medium, 34)
	if err != nil {
		return nil, err
	}
	for _, l := range wrap(headFace, p.Headline, textWidth, 2) {
		drawText(img, headFace, image.NewUniform(hexColor(p.Theme.Accent.Shade(200))), left, y, l)
		y += 44
	}
	y += 12
	descFace, err := face(fonts.regular, 28)
	if err != nil {
		return nil, err
	}
	for _, l := range wrap(descFace, p.Description, textWidth, 4) {
		drawText(img, descFace, image.NewUniform(hexColor(pr.Shade(100))), left, y, l)
		y += 38
	}
	hostFace, err := face(fonts.medium, 26)
	if err != nil {
		return nil, err
	}
	drawText(img, hostFace, image.NewUniform(hexColor(pr.Shade(200))), left, h-58, p.CanonicalHost)
	return img, nil
}

func mix8(a, b uint8, t float64) uint8 { return uint8(float64(a) + (float64(b)-float64(a))*t + 0.5) }

func drawText(dst *image.RGBA, f font.Face, src image.Image, x, y float64, s string) {
	d := font.Drawer{Dst: dst, Src: src, Face: f, Dot: fixed.P(int(x), int(y))}
	d.DrawString(s)
}

// wrap breaks s into at most maxLines lines no wider than width; the last
// line ends with an ellipsis when text is left over.
func wrap(f font.Face, s string, width, maxLines int) []string {
	words := strings.Fields(s)
	var lines []string
	cur := ""
	for _, w := range words {
		try := w
		if cur != "" {
			try = cur + " " + w
		}
		if font.MeasureString(f, try).Ceil() <= width || cur == "" {
			cur = try
			continue
		}
		if len(lines) == maxLines-1 { // the last line: fill it, then cut with an ellipsis
			last := cur
			for font.MeasureString(f, last+"…").Ceil() > width && strings.Contains(last, " ") {
				last = last[:strings.LastIndex(last, " ")]
			}
			return append(lines, strings.TrimRight(last, " ,.;:")+"…")
		}
		lines = append(lines, cur)
		cur = w
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}
