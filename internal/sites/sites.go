// Package sites holds the branded site profiles (name, theme, the sport and
// level a site shows, its page head): one main hub and one site per sport
// and level, chosen by the request's Host. It renders
// each site's page head, robots.txt, sitemap.xml, logo, icons, social image
// and web manifest.
//
// The profiles live in one JSON file: sites.json (embedded, the defaults) or
// a replacement read by Load (the SITES_FILE setting).
package sites

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"slices"
	"strings"
	"sync"
)

//go:embed sites.json
var defaultJSON []byte

// Sports and levels a profile may name (the API's sport__slug and level__slug).
var (
	SportSlugs = []string{"football", "basketball", "baseball", "hockey"}
	LevelSlugs = []string{"professional", "ncaa-d1"}
)

// Paths of the generated images and files, the same on every site.
const (
	LogoPath        = "/logo.svg"
	FaviconPath     = "/favicon.svg"
	Favicon32Path   = "/favicon-32x32.png"
	Favicon16Path   = "/favicon-16x16.png"
	AppleTouchPath  = "/apple-touch-icon.png"
	Icon192Path     = "/icon-192.png"
	Icon512Path     = "/icon-512.png"
	SocialImagePath = "/social.png"
	ManifestPath    = "/site.webmanifest"
	RobotsPath      = "/robots.txt"
	SitemapPath     = "/sitemap.xml"
)

// Social image size: 1200 x 630, the size link previews show uncropped.
const (
	SocialWidth  = 1200
	SocialHeight = 630
)

// Filters are the API filters a site applies to every call; an empty one
// is null in JSON (no filter).
type Filters struct {
	SportSlug string `json:"sport__slug"`
	LevelSlug string `json:"level__slug"`
}

// MarshalJSON writes empty filters as null.
func (f Filters) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		SportSlug *string `json:"sport__slug"`
		LevelSlug *string `json:"level__slug"`
	}{nullIfEmpty(f.SportSlug), nullIfEmpty(f.LevelSlug)})
}

func nullIfEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// Profile is one site's branding. It marshals to the JSON that /api/site
// returns and that the page head hands the client (window.__ALMANAC_SITE__):
// sport and level are null on the hub; the URLs, flags and filters are
// derived when the profiles are loaded.
type Profile struct {
	ID          string   `json:"id"`
	Name        string   `json:"name"`
	ShortName   string   `json:"short_name"`
	Description string   `json:"description"`
	Keywords    []string `json:"keywords" openapi:"nonnull"` // normalise makes a missing list empty
	Sport       string   `json:"sport"`                      // "" (null in JSON) on the hub
	Level       string   `json:"level"`                      // "" (null in JSON) on the hub
	Headline    string   `json:"headline"`

	LogoURL           string `json:"logoUrl"`
	FaviconURL        string `json:"faviconUrl"`
	AppleTouchIconURL string `json:"appleTouchIconUrl"`
	ManifestURL       string `json:"manifestUrl"`
	SocialImage       string `json:"social_image"`

	Theme Theme `json:"theme"`

	CanonicalHost string   `json:"canonical_host"`
	Hosts         []string `json:"hosts" openapi:"nonnull"` // normalise lists the canonical host at least
	SocialHandle  string   `json:"social_handle"`

	IsMainSite      bool    `json:"isMainSite"`
	IsSportSpecific bool    `json:"isSportSpecific"`
	IsLevelSpecific bool    `json:"isLevelSpecific"`
	Filters         Filters `json:"filters"`
}

// MarshalJSON writes an empty sport or level as null.
func (p Profile) MarshalJSON() ([]byte, error) {
	type plain Profile
	return json.Marshal(struct {
		plain
		Sport *string `json:"sport"`
		Level *string `json:"level"`
	}{plain(p), nullIfEmpty(p.Sport), nullIfEmpty(p.Level)})
}

// ThemeColor is the page's theme colour: primary shade 600.
func (p Profile) ThemeColor() string { return p.Theme.Primary.Shade(600) }

// BaseURL is https://{canonical host}, without a trailing slash.
func (p Profile) BaseURL() string { return "https://" + p.CanonicalHost }

// Sites is a loaded set of profiles with its host map. It is safe for
// concurrent use once configured (SetEntityNamer and SetSitemapSource are
// meant to be called before serving).
type Sites struct {
	profiles []Profile
	byHost   map[string]int // normalised host -> index in profiles
	hub      int            // the fallback profile

	// Per profile, rendered once: the CSS variables and profile JSON of the
	// page head, and the generated images.
	headStatic []string
	// The profile as /api/site answers it, encoded once (~11 KB of
	// garbage an answer when encoded per request).
	profileJSON [][]byte
	assets      []map[string]*asset

	namer   EntityNamer
	sitemap SitemapSource
	smCache sync.Map // profile id -> *sitemapEntry
}

// file is the JSON file's shape.
type file struct {
	Default string    `json:"default"`
	Sites   []Profile `json:"sites"`
}

// Default returns a new set of the built-in profiles (sites.json). They are
// validated by the package's tests, so a failure here is a programming error.
func Default() *Sites {
	s, err := Parse(defaultJSON)
	if err != nil {
		panic("sites: built-in sites.json: " + err.Error())
	}
	return s
}

// Load reads profiles from a JSON file shaped like the built-in sites.json;
// an empty path means the built-in profiles.
func Load(path string) (*Sites, error) {
	if path == "" {
		return Default(), nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("sites: %w", err)
	}
	s, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("sites: %s: %w", path, err)
	}
	return s, nil
}

// Parse reads and validates profiles in sites.json's format:
//
//	{"default": "<id of the fallback profile>", "sites": [<profile>, …]}
//
// A profile needs id, name, description, theme (primary, secondary and
// accent complete; quaternary and quinary complete when given) and
// canonical_host; short_name defaults to name, the image URLs to the
// generated ones, and the canonical host is added to hosts. The derived
// fields (isMainSite, isSportSpecific, isLevelSpecific, filters) are
// computed here, whatever the file says.
func Parse(data []byte) (*Sites, error) {
	var f file
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, err
	}
	if len(f.Sites) == 0 {
		return nil, fmt.Errorf("no sites")
	}
	s := &Sites{byHost: map[string]int{}, hub: -1}
	ids := map[string]bool{}
	for i := range f.Sites {
		p := &f.Sites[i]
		if err := normalise(p); err != nil {
			return nil, fmt.Errorf("site %d (%q): %w", i, p.ID, err)
		}
		if ids[p.ID] {
			return nil, fmt.Errorf("site id %q appears twice", p.ID)
		}
		ids[p.ID] = true
		for _, h := range p.Hosts {
			if j, dup := s.byHost[h]; dup {
				return nil, fmt.Errorf("host %q belongs to both %q and %q", h, f.Sites[j].ID, p.ID)
			}
			s.byHost[h] = i
		}
		if p.ID == f.Default {
			s.hub = i
		}
	}
	if s.hub < 0 {
		if f.Default != "" {
			return nil, fmt.Errorf("default site %q is not among the sites", f.Default)
		}
		for i, p := range f.Sites { // no default named: the main site
			if p.IsMainSite {
				s.hub = i
				break
			}
		}
		if s.hub < 0 {
			return nil, fmt.Errorf("no default site: name one or add a site without sport and level")
		}
	}
	s.profiles = f.Sites
	s.headStatic = make([]string, len(s.profiles))
	s.profileJSON = make([][]byte, len(s.profiles))
	s.assets = make([]map[string]*asset, len(s.profiles))
	for i, p := range s.profiles {
		s.headStatic[i] = headStatic(p)
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(p); err != nil {
			return nil, fmt.Errorf("site %s: %w", p.ID, err)
		}
		s.profileJSON[i] = b.Bytes()
		s.assets[i] = newAssets()
	}
	return s, nil
}

// normalise checks one profile and fills its defaults and derived fields.
func normalise(p *Profile) error {
	p.ID = strings.TrimSpace(p.ID)
	switch {
	case p.ID == "":
		return fmt.Errorf("id missing")
	case strings.TrimSpace(p.Name) == "":
		return fmt.Errorf("name missing")
	case strings.TrimSpace(p.Description) == "":
		return fmt.Errorf("description missing")
	}
	if p.ShortName == "" {
		p.ShortName = p.Name
	}
	if p.Sport != "" && !slices.Contains(SportSlugs, p.Sport) {
		return fmt.Errorf("sport %q: want one of %s or null", p.Sport, strings.Join(SportSlugs, ", "))
	}
	if p.Level != "" && !slices.Contains(LevelSlugs, p.Level) {
		return fmt.Errorf("level %q: want one of %s or null", p.Level, strings.Join(LevelSlugs, ", "))
	}
	if err := p.Theme.validate(); err != nil {
		return err
	}
	p.CanonicalHost = NormaliseHost(p.CanonicalHost)
	if p.CanonicalHost == "" || strings.ContainsAny(p.CanonicalHost, "/ ") {
		return fmt.Errorf("canonical_host %q: want a host name such as nfl.example.org", p.CanonicalHost)
	}
	if p.SocialHandle != "" && !strings.HasPrefix(p.SocialHandle, "@") {
		p.SocialHandle = "@" + p.SocialHandle
	}
	hosts := []string{}
	for _, h := range append(p.Hosts, p.CanonicalHost) {
		if h = NormaliseHost(h); h != "" && !slices.Contains(hosts, h) {
			hosts = append(hosts, h)
		}
	}
	p.Hosts = hosts
	if p.Keywords == nil {
		p.Keywords = []string{}
	}
	def := func(v *string, d string) {
		if *v == "" {
			*v = d
		}
	}
	def(&p.LogoURL, LogoPath)
	def(&p.FaviconURL, FaviconPath)
	def(&p.AppleTouchIconURL, AppleTouchPath)
	def(&p.ManifestURL, ManifestPath)
	def(&p.SocialImage, SocialImagePath)
	p.IsMainSite = p.Sport == "" && p.Level == ""
	p.IsSportSpecific = p.Sport != ""
	p.IsLevelSpecific = p.Level != ""
	p.Filters = Filters{SportSlug: p.Sport, LevelSlug: p.Level}
	return nil
}

// NormaliseHost lower-cases a Host header or host name and drops its port
// and any trailing dot: "NBA.localhost:8080" -> "nba.localhost",
// "[::1]:8080" -> "::1".
func NormaliseHost(host string) string {
	host = strings.TrimSpace(host)
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	} else if strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]") {
		host = host[1 : len(host)-1]
	}
	return strings.TrimSuffix(strings.ToLower(host), ".")
}

// ForHost returns the profile of a request's Host (port and case ignored);
// any host not in the host map gets the main hub.
func (s *Sites) ForHost(host string) Profile {
	return s.profiles[s.indexForHost(host)]
}

// ForHostJSON is ForHost's profile as JSON (with a final newline, as an
// encoder writes it); callers must not change it.
func (s *Sites) ForHostJSON(host string) []byte {
	return s.profileJSON[s.indexForHost(host)]
}

func (s *Sites) indexForHost(host string) int {
	if i, ok := s.byHost[NormaliseHost(host)]; ok {
		return i
	}
	return s.hub
}

// ByID returns the profile with this id.
func (s *Sites) ByID(id string) (Profile, bool) {
	for _, p := range s.profiles {
		if p.ID == id {
			return p, true
		}
	}
	return Profile{}, false
}

// Hub returns the fallback (main hub) profile.
func (s *Sites) Hub() Profile { return s.profiles[s.hub] }

// Profiles returns every profile, in file order.
func (s *Sites) Profiles() []Profile {
	return append([]Profile(nil), s.profiles...)
}

// SetEntityNamer sets the source of entity names for page titles (team,
// game, championship, player, coach and season pages); nil means generic
// titles. Call it before serving.
func (s *Sites) SetEntityNamer(n EntityNamer) { s.namer = n }

// SetSitemapSource sets where sitemap.xml finds team and championship
// pages; nil means the static routes only. Call it before serving.
func (s *Sites) SetSitemapSource(src SitemapSource) { s.sitemap = src }
