package readmodel

// Scope is the sport/level filter every list accepts (slugs; "" = all).
type Scope struct {
	Sport string // "" = all
	Level string // "" = all
}
