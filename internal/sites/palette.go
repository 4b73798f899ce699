package sites

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"strconv"
)

// Shades are a palette's shade names, lightest first (Tailwind's scale).
var Shades = [...]int{50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950}

// Palette is one colour scale: Palette[i] is the hex colour (#rrggbb) of
// shade Shades[i]. It marshals to {"50":"#…","100":"#…",…,"950":"#…"} in
// shade order.
type Palette [len(Shades)]string

// Shade returns the colour of shade n (50, 100, …, 950), "" for other n.
func (p Palette) Shade(n int) string {
	for i, s := range Shades {
		if s == n {
			return p[i]
		}
	}
	return ""
}

// MarshalJSON writes the shades in order, as JSON object keys.
func (p Palette) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, s := range Shades {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%q:%q", strconv.Itoa(s), p[i])
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads {"50":"#…",…}; an unknown shade is an error, a
// missing one stays "" (Validate reports it).
func (p *Palette) UnmarshalJSON(data []byte) error {
	var m map[string]string
	if err := json.Unmarshal(data, &m); err != nil {
		return err
	}
	*p = Palette{}
next:
	for k, v := range m {
		for i, s := range Shades {
			if k == strconv.Itoa(s) {
				p[i] = v
				continue next
			}
		}
		return fmt.Errorf("unknown shade %q (want 50, 100, …, 900, 950)", k)
	}
	return nil
}

var hexColour = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

// validate reports the first missing or malformed shade.
func (p Palette) validate() error {
	for i, c := range p {
		if c == "" {
			return fmt.Errorf("shade %d missing", Shades[i])
		}
		if !hexColour.MatchString(c) {
			return fmt.Errorf("shade %d: %q is not a #rrggbb colour", Shades[i], c)
		}
	}
	return nil
}

// Theme is a site's colour scales. Quaternary and Quinary are optional.
type Theme struct {
	Primary    Palette  `json:"primary"`
	Secondary  Palette  `json:"secondary"`
	Accent     Palette  `json:"accent"`
	Quaternary *Palette `json:"quaternary,omitempty"`
	Quinary    *Palette `json:"quinary,omitempty"`
}

// NamedPalette is one of a theme's scales with its role name.
type NamedPalette struct {
	Name    string // primary, secondary, accent, quaternary, quinary
	Palette Palette
}

// Palettes returns the theme's scales that are set, in role order.
func (t Theme) Palettes() []NamedPalette {
	out := []NamedPalette{{"primary", t.Primary}, {"secondary", t.Secondary}, {"accent", t.Accent}}
	if t.Quaternary != nil {
		out = append(out, NamedPalette{"quaternary", *t.Quaternary})
	}
	if t.Quinary != nil {
		out = append(out, NamedPalette{"quinary", *t.Quinary})
	}
	return out
}

func (t Theme) validate() error {
	for _, np := range t.Palettes() {
		if err := np.Palette.validate(); err != nil {
			return fmt.Errorf("theme.%s: %w", np.Name, err)
		}
	}
	return nil
}

// rgb parses #rrggbb (validated colours only).
func rgb(hex string) (r, g, b uint8) {
	v, _ := strconv.ParseUint(hex[1:], 16, 32)
	return uint8(v >> 16), uint8(v >> 8), uint8(v)
}

// RelativeLuminance is WCAG 2's relative luminance of a #rrggbb colour.
func RelativeLuminance(hex string) float64 {
	r, g, b := rgb(hex)
	lin := func(c uint8) float64 {
		s := float64(c) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// ContrastRatio is WCAG 2's contrast ratio of two #rrggbb colours (1 to 21).
func ContrastRatio(a, b string) float64 {
	la, lb := RelativeLuminance(a), RelativeLuminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}
