package rmbase

// Scope is the sport/level filter every list accepts (slugs; "" = all).
type Scope struct {
	Sport string // "" = all
	Level string // "" = all
}

// Matches reports whether the scope takes sport and level.
func (sc Scope) Matches(sport, level string) bool {
	return (sc.Sport == "" || sc.Sport == sport) && (sc.Level == "" || sc.Level == level)
}

// NameSlug names a sport, level or championship.
type NameSlug struct {
	Name string `json:"name"`
	Slug string `json:"slug"`
}

// Deref is *s, or "" for nil.
func Deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// DerefInt is *p, or 0 for nil.
func DerefInt(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}
