package nfl

// NFL coaches: their people (shared with the player when a coach played)
// and the comparisons with the games.

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"

	"github.com/almanac-sports/almanac/internal/slug"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

type nflPlayerRef struct {
	key, birthDate string
	birth          int // birth year, 0 = unknown
}

// nflCoachPeople gives each coach name one person. A coach shares a
// player's person when the players of the same full name whose birth year
// (from the birth date) is within a year of the coach's (the coach file's
// season minus age) are one person: one birth date. Where the player files
// hold that person twice (a PFR-only and a gsis person), the gsis one is
// taken. Otherwise the coach is a person of its own ("nfl:coach:<name>").
type nflCoachPeople struct {
	players map[string][]nflPlayerRef
	births  map[string]int
	keys    map[string]string
	added   []dataset.Person
	shared  int
}

func newNFLCoachPeople(ds *dataset.Dataset, byTS map[string][]*nflCoachRow) *nflCoachPeople {
	p := &nflCoachPeople{players: map[string][]nflPlayerRef{}, births: map[string]int{}, keys: map[string]string{}}
	isPlayer := map[string]bool{}
	for _, pl := range ds.Players {
		isPlayer[pl.PersonKey] = true
	}
	for _, pe := range ds.People {
		if !isPlayer[pe.Key] {
			continue
		}
		name := strings.TrimSpace(pe.FirstName + " " + pe.LastName)
		ref := nflPlayerRef{key: pe.Key, birthDate: pe.BirthDate}
		if len(pe.BirthDate) >= 4 {
			ref.birth, _ = strconv.Atoi(pe.BirthDate[:4])
		}
		p.players[name] = append(p.players[name], ref)
	}
	for _, cs := range byTS {
		for _, c := range cs {
			if c.birth > 0 && p.births[c.name] == 0 {
				p.births[c.name] = c.birth
			}
		}
	}
	return p
}

func (p *nflCoachPeople) key(name string) string {
	if k, ok := p.keys[name]; ok {
		return k
	}
	k := nflCoachKey(name)
	if ref, ok := p.player(name); ok {
		k = ref.key
		p.shared++
	} else {
		first, last := nflSplitName(name)
		p.added = append(p.added, dataset.Person{Key: k, FirstName: first, LastName: last, Source: nflSrcPFRCoaches})
	}
	p.keys[name] = k
	return k
}

func (p *nflCoachPeople) player(name string) (nflPlayerRef, bool) {
	born := p.births[name]
	if born == 0 {
		return nflPlayerRef{}, false
	}
	var hit nflPlayerRef
	for _, r := range p.players[name] {
		if r.birth == 0 || r.birth-born > 1 || born-r.birth > 1 {
			continue
		}
		if hit.key != "" && r.birthDate != hit.birthDate {
			return nflPlayerRef{}, false
		}
		if hit.key == "" || (strings.HasPrefix(hit.key, "nfl:pfr:") && !strings.HasPrefix(r.key, "nfl:pfr:")) {
			hit = r
		}
	}
	return hit, hit.key != ""
}

func nflWLT(w, l, t int) string { return fmt.Sprintf("%d-%d-%d", w, l, t) }

// compareCoaches records where the coach files disagree with the games:
// a coach's W-L-T or playoff W-L against the games' head-coach columns
// (2010-), a head coach the games name differently, and the coaches of a
// team-season summed against the team's record (co-coaches' shared record
// counted once, an interim coach's games credited to the listed coach).
func (l *nflLoader) compareCoaches(byTS map[string][]*nflCoachRow, tsIdx map[string]int) {
	games := map[string][]nflCoachStint{}
	for _, c := range l.gameCoaches {
		k := c.ct.FranchiseKey + "|" + c.ct.SeasonKey
		games[k] = append(games[k], c)
	}
	add := func(d dataset.Disagreement) { l.ds.Disagreements = append(l.ds.Disagreements, d) }
	for _, k := range source.SortedKeys(byTS) {
		i, ok := tsIdx[k]
		if !ok {
			continue
		}
		ts := l.ds.TeamSeasons[i]
		year := ts.SeasonKey[strings.IndexByte(ts.SeasonKey, ':')+1:]
		cs := byTS[k]
		if gs := games[k]; len(gs) > 0 && cs[0].ct.Source != nflSrcGames {
			var fileNames, gameNames []string
			matched := map[int]bool{}
			for _, c := range cs {
				fileNames = append(fileNames, c.name)
				for j, g := range gs {
					if slug.Make(g.name) != slug.Make(c.name) {
						continue
					}
					matched[j] = true
					subj := c.name + " " + year + " " + ts.Name
					if a, b := nflWLT(c.ct.Wins, c.ct.Losses, c.ct.Ties), nflWLT(g.ct.Wins, g.ct.Losses, g.ct.Ties); a != b {
						add(dataset.Disagreement{Subject: subj, Field: "W-L-T", KeptSource: c.ct.Source, KeptValue: a, OtherSource: g.ct.Source, OtherValue: b})
					}
					if a, b := fmt.Sprintf("%d-%d", c.ct.PlayoffWins, c.ct.PlayoffLoss), fmt.Sprintf("%d-%d", g.ct.PlayoffWins, g.ct.PlayoffLoss); a != b {
						add(dataset.Disagreement{Subject: subj, Field: "playoff W-L", KeptSource: c.ct.Source, KeptValue: a, OtherSource: g.ct.Source, OtherValue: b})
					}
				}
			}
			for j, g := range gs {
				gameNames = append(gameNames, g.name)
				if !matched[j] {
					add(dataset.Disagreement{Subject: year + " " + ts.Name, Field: "head coach", KeptSource: cs[0].ct.Source,
						KeptValue: strings.Join(fileNames, ", "), OtherSource: g.ct.Source, OtherValue: strings.Join(gameNames, ", ")})
					break
				}
			}
		}
		if !ts.HasRecord {
			continue
		}
		var w, lo, t int
		shared := map[string]bool{}
		for _, c := range cs {
			rec := nflWLT(c.ct.Wins, c.ct.Losses, c.ct.Ties)
			switch {
			case c.ct.Title == "Interim Head Coach":
				continue
			case c.ct.Title == "Co-Head Coach" && shared[rec]:
				continue
			}
			shared[rec] = c.ct.Title == "Co-Head Coach"
			w, lo, t = w+c.ct.Wins, lo+c.ct.Losses, t+c.ct.Ties
		}
		if a, b := nflWLT(ts.Wins, ts.Losses, ts.Ties), nflWLT(w, lo, t); a != b {
			add(dataset.Disagreement{Subject: year + " " + ts.Name, Field: "W-L-T (head coaches summed)", KeptSource: ts.Source,
				KeptValue: a, OtherSource: cs[0].ct.Source, OtherValue: b})
		}
	}
}
