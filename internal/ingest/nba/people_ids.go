package nba

import (
	"strings"
	"unicode"

	"github.com/almanac-sports/almanac/internal/ingest/source"

	"golang.org/x/text/unicode/norm"
)

// nbaNormName lowercases, strips accents, punctuation and suffixes.
func nbaNormName(n string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(n) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case unicode.IsLetter(r):
			b.WriteRune(unicode.ToLower(r))
		case r == ' ' || r == '-':
			b.WriteByte(' ')
		}
	}
	var out []string
	for _, w := range strings.Fields(b.String()) {
		switch w {
		case "jr", "sr", "ii", "iii", "iv":
			continue
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

// playerIDMap links the old numeric player ids of Player Totals.csv (and
// Coach-Player Data.csv) to BRef slugs. Cached.
func (l *nbaLoader) playerIDMap() (map[string]string, error) {
	if l.numToSlug != nil {
		return l.numToSlug, nil
	}
	tot, err := source.ReadTable(l.fsys, nbaDir+"Player Totals.csv")
	if err != nil {
		return nil, err
	}
	psi, err := source.ReadTable(l.fsys, nbaDir+"Player Season Info.csv")
	if err != nil {
		return nil, err
	}
	career, err := source.ReadTable(l.fsys, nbaDir+"Player Career Info.csv")
	if err != nil {
		return nil, err
	}
	l.totals, l.seasonInfo = tot, psi
	l.numToSlug = matchPlayerIDs(tot, psi, career)
	return l.numToSlug, nil
}

// matchPlayerIDs maps numeric Player Totals ids to BRef slugs, in order:
//  1. same season, league, team and exact name in Player Season Info;
//  2. same with normalised names (accents, punctuation, Jr./III dropped);
//  3. same name and birth year in Player Career Info (unique);
//  4. the only player of that team-season with the same age not yet claimed
//     by another numeric id (renamed players: "Enes Kanter" / "Enes Freedom");
//  5. the only unclaimed player of that team-season with the same first or
//     last name.
//
// Every row of a numeric id then uses the slug found for any of its rows.
func matchPlayerIDs(tot, psi, career *source.Table) map[string]string {
	type k4 struct{ season, lg, team, name string }
	exact := map[k4][]string{}
	normd := map[k4][]string{}
	byAge := map[k4][]string{} // name field holds the age
	byTeam := map[k4][][2]string{}
	psi.Each(func(r source.Row) error {
		k := k4{r.S("season"), r.S("lg"), r.S("team"), r.S("player")}
		id := r.S("player_id")
		exact[k] = append(exact[k], id)
		k.name = nbaNormName(k.name)
		normd[k] = append(normd[k], id)
		k.name = "age:" + r.S("age")
		byAge[k] = append(byAge[k], id)
		k.name = ""
		byTeam[k] = append(byTeam[k], [2]string{id, r.S("player")})
		return nil
	})
	byBirth := map[string][]string{}
	career.Each(func(r source.Row) error {
		if b := source.ISODate(r.S("birth_date")); b != "" {
			k := r.S("player") + "|" + b[:4]
			byBirth[k] = append(byBirth[k], r.S("player_id"))
		}
		return nil
	})
	out := map[string]string{}
	claimed := map[string]bool{}
	set := func(num, s string) {
		if _, ok := out[num]; !ok {
			out[num] = s
			claimed[s] = true
		}
	}
	pass := func(fn func(r source.Row) (string, bool)) {
		tot.Each(func(r source.Row) error {
			num := r.S("player_id")
			if num == "" || out[num] != "" {
				return nil
			}
			if s, ok := fn(r); ok {
				set(num, s)
			}
			return nil
		})
	}
	key := func(r source.Row) k4 { return k4{r.S("season"), r.S("lg"), r.S("tm"), r.S("player")} }
	pass(func(r source.Row) (string, bool) {
		if c := exact[key(r)]; len(c) == 1 {
			return c[0], true
		}
		return "", false
	})
	pass(func(r source.Row) (string, bool) {
		k := key(r)
		k.name = nbaNormName(k.name)
		if c := normd[k]; len(c) == 1 {
			return c[0], true
		}
		return "", false
	})
	pass(func(r source.Row) (string, bool) {
		if c := byBirth[r.S("player")+"|"+r.S("birth_year")]; len(c) == 1 && !claimed[c[0]] {
			return c[0], true
		}
		return "", false
	})
	pass(func(r source.Row) (string, bool) {
		if r.S("tm") == "TOT" {
			return "", false
		}
		k := key(r)
		k.name = "age:" + r.S("age")
		var free []string
		for _, id := range byAge[k] {
			if !claimed[id] {
				free = append(free, id)
			}
		}
		if len(free) == 1 {
			return free[0], true
		}
		return "", false
	})
	// 5. The only unclaimed player of that team-season with the same first or
	//    last name ("Matthew Aitch" / "Matt Aitch", "Herm Klotz" / "Red Klotz").
	pass(func(r source.Row) (string, bool) {
		if r.S("tm") == "TOT" {
			return "", false
		}
		k := key(r)
		k.name = ""
		first, last := source.SplitName(nbaNormName(r.S("player")))
		var free []string
		for _, c := range byTeam[k] {
			cf, cl := source.SplitName(nbaNormName(c[1]))
			if !claimed[c[0]] && (cf == first || cl == last) {
				free = append(free, c[0])
			}
		}
		if len(free) == 1 {
			return free[0], true
		}
		return "", false
	})
	return out
}
