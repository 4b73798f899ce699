package stats

import (
	"embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// The glossary: one file per sport (glossary/<sport>.json) naming every
// statistic the sites show, with its abbreviation, its name in words, a
// definition and, for a derived figure, its formula. The same files feed the
// /api/glossary answer (the glossary page) and the finders: a finder accepts
// the terms marked finder (the columns of the sport's player season lines)
// and no others (an unknown one is a 400 naming it).

//go:embed glossary/*.json
var glossaryFiles embed.FS

// Term is one statistic of a sport.
type Term struct {
	Name       string `json:"name"`
	Abbr       string `json:"abbr"`       // the usual abbreviation, a column's head
	Label      string `json:"label"`      // the name in words
	Group      string `json:"group"`      // a Book group id
	Definition string `json:"definition"` // what it counts, in a sentence
	Formula    string `json:"formula,omitempty"`
	Rate       bool   `json:"rate"`   // an average or percentage: never summed or scaled
	Finder     bool   `json:"finder"` // a column of the player season lines the finders accept
}

// Unit is what a sport's scores count: runs, goals or points.
type Unit struct {
	One  string `json:"one"`
	Many string `json:"many"`
}

// Group is a glossary section ("Batting", "Goaltenders").
type Group struct {
	ID    string `json:"id"`
	Label string `json:"label"`
}

// Book is a sport's glossary. Its groups and terms are never empty
// (loadBooks refuses a file without them).
type Book struct {
	Sport     string  `json:"sport"`
	ScoreUnit Unit    `json:"score_unit"`
	Groups    []Group `json:"groups" openapi:"nonnull"`
	Terms     []Term  `json:"terms" openapi:"nonnull"`
}

var books = loadBooks()

func loadBooks() map[string]*Book {
	out := map[string]*Book{}
	names, err := glossaryFiles.ReadDir("glossary")
	if err != nil {
		panic(err)
	}
	for _, f := range names {
		raw, err := glossaryFiles.ReadFile("glossary/" + f.Name())
		if err != nil {
			panic(err)
		}
		var b Book
		if err := json.Unmarshal(raw, &b); err != nil {
			panic(fmt.Sprintf("glossary %s: %v", f.Name(), err))
		}
		if len(b.Groups) == 0 || len(b.Terms) == 0 {
			panic(fmt.Sprintf("glossary %s: a glossary lists its groups and terms", f.Name()))
		}
		for i := range b.Terms {
			b.Terms[i].Rate = IsRate(b.Terms[i].Name)
		}
		out[b.Sport] = &b
	}
	return out
}

// GlossarySports are the sports with a glossary, in name order.
func GlossarySports() []string {
	out := make([]string, 0, len(books))
	for s := range books {
		out = append(out, s)
	}
	slices.Sort(out)
	return out
}

// SportGlossary is a sport's whole glossary (nil for a sport without one).
func SportGlossary(sport string) *Book { return books[sport] }

// Glossary is the statistics a sport's finders accept, in name order (nil
// for a sport without player lines).
func Glossary(sport string) []Term {
	b := books[sport]
	if b == nil {
		return nil
	}
	var out []Term
	for _, t := range b.Terms {
		if t.Finder {
			out = append(out, t)
		}
	}
	slices.SortFunc(out, func(a, b Term) int { return strings.Compare(a.Name, b.Name) })
	return out
}

// InGlossary says whether name is one of the statistics a sport's finders accept.
func InGlossary(sport, name string) bool {
	if b := books[sport]; b != nil {
		for _, t := range b.Terms {
			if t.Finder && t.Name == name {
				return true
			}
		}
	}
	return false
}
