package readmodel

import (
	"sort"

	"github.com/almanac-sports/almanac/internal/odds"
	"github.com/almanac-sports/almanac/internal/readmodel/gameindex"
)

// A postseason under way as of the date: the playoff games already played
// are facts, not simulated.

// placeRound: the week the data gives a game decides a playoff place, not
// a series: the NBA's play-in and the NHL's 2020 qualifying round, whose
// losers are not in the playoff field the format counts. Such games
// neither name the field nor knock a team out (the loser of the play-in's
// 7 v 8 plays again); their winners are facts all the same.
func placeRound(week string) bool { return week == "Play-In" || week == "Qualifying round" }

// postseasonSoFar fills in the simulation's Played, Field and Out from the
// season's postseason games before as_of; it returns how many were played.
func (s *oddsSeason) postseasonSoFar(ix *gameindex.Index, in *odds.Input) int {
	var pos []int32
	for _, se := range s.leagues {
		pos = append(pos, ix.BySeason[int32(se.ID)]...)
	}
	sort.Slice(pos, func(i, j int) bool { return pos[i] < pos[j] })
	type meeting struct {
		wins  [2]int // wins of the pair's lower index, of the higher
		first string // date of the first game played
		last  string // date of the last game played
		champ bool   // games of the final
	}
	pairs := map[[2]int]*meeting{}
	field := make([]bool, len(in.Teams))
	fieldSize, played := 0, 0
	latest := make([]string, len(in.Teams)) // a team's last postseason game before as_of
	ends := make([]string, len(in.Teams))   // its last postseason game in the data
	lastOpp := make([]int, len(in.Teams))
	for k, p := range pos {
		if k > 0 && pos[k-1] == p {
			continue // MLB: a World Series game may sit in both leagues' seasons
		}
		g := &ix.Games[p]
		typ := ix.Types[g.GType]
		if typ == "regular" {
			continue
		}
		h, ok1 := s.idx[int64(g.Home)]
		a, ok2 := s.idx[int64(g.Away)]
		if !ok1 || !ok2 || h == a {
			continue
		}
		playIn := placeRound(ix.Week(p))
		date := gameindex.DateText(g.Date)
		if !playIn {
			for _, t := range [2]int{h, a} {
				if !field[t] {
					field[t] = true
					fieldSize++
				}
				ends[t] = max(ends[t], date)
			}
		}
		if date >= s.asOf || ix.Statuses[g.Status] != "final" || g.HS < 0 || g.AS < 0 || g.HS == g.AS {
			continue
		}
		played++
		w, l := h, a
		if g.AS > g.HS {
			w, l = a, h
		}
		if in.Played == nil {
			in.Played = map[[2]int]int{}
		}
		in.Played[[2]int{w, l}]++
		if playIn {
			continue
		}
		key := [2]int{min(w, l), max(w, l)}
		m := pairs[key]
		if m == nil {
			m = &meeting{}
			pairs[key] = m
		}
		if w == key[0] {
			m.wins[0]++
		} else {
			m.wins[1]++
		}
		if m.first == "" || date < m.first {
			m.first = date
		}
		m.last = max(m.last, date)
		m.champ = m.champ || typ == "championship"
		for _, t := range [2]int{w, l} {
			if date >= latest[t] {
				latest[t], lastOpp[t] = date, w+l-t
			}
		}
	}
	if played == 0 {
		return 0
	}
	// The series under way or played: the real bracket of the rounds begun.
	keys := make([][2]int, 0, len(pairs))
	for key := range pairs {
		keys = append(keys, key)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := pairs[keys[i]], pairs[keys[j]]
		if a.first != b.first {
			return a.first < b.first
		}
		return keys[i][0] < keys[j][0] || (keys[i][0] == keys[j][0] && keys[i][1] < keys[j][1])
	})
	in.Series = bracketRounds(keys, func(k [2]int) (string, bool) { return pairs[k].first, pairs[k].champ })
	// The field is the teams the data shows in the postseason (the real
	// one once it has begun) when it holds every place.
	if fieldSize == s.placesOf(in) {
		in.Field = field
	}
	// Knocked out: the opponent won the games a series of the round's
	// longest length needs, or has since played someone else (the winner
	// went on). The series length of a round the data does not name is not
	// known, so a shorter series won is caught by the second rule or by
	// the simulation replaying the same pairing from its score.
	longest, final := 1, max(in.Format.Final, 1)
	for _, n := range in.Format.Rounds {
		longest = max(longest, n)
	}
	in.Out = make([]bool, len(in.Teams))
	for key, m := range pairs {
		need := longest/2 + 1
		if m.champ {
			need = final/2 + 1
		}
		for side := range 2 {
			w, l := key[side], key[1-side]
			if m.wins[side] >= need || (m.wins[side] > m.wins[1-side] && latest[w] > m.last && lastOpp[w] != l) {
				in.Out[l] = true
			}
		}
	}
	// Once the data holds the whole postseason (its champion known), a team
	// whose last postseason game came before as_of was knocked out by then:
	// a team still in it has a game on or after the date. (A season under
	// way may lack the next round's games, so there the rules above alone
	// decide.)
	champion := s.postseason(ix).champion
	for i := range in.Out {
		if in.Field != nil && !in.Field[i] {
			in.Out[i] = true
		}
		if champion != 0 && field[i] && ends[i] < s.asOf && in.Teams[i].ID != champion {
			in.Out[i] = true
		}
	}
	return played
}

// bracketRounds numbers the real series (in order of their first game)
// by round of the conference bracket: one after the later of the two
// teams' previous rounds. A team's first series that began once second
// series were under way came after a bye (round 1 at the least). The
// final between conference champions is left out: it is no round of a
// bracket.
func bracketRounds(keys [][2]int, of func([2]int) (first string, final bool)) []odds.Series {
	starts := map[int][]string{}
	for _, k := range keys {
		first, _ := of(k)
		starts[k[0]] = append(starts[k[0]], first)
		starts[k[1]] = append(starts[k[1]], first)
	}
	byeAfter := "" // the first day a team began its second series
	for _, d := range starts {
		if len(d) > 1 && (byeAfter == "" || d[1] < byeAfter) {
			byeAfter = d[1]
		}
	}
	last := map[int]int{}
	round := func(t int) int {
		if r, ok := last[t]; ok {
			return r
		}
		return -1
	}
	var out []odds.Series
	for _, k := range keys {
		first, final := of(k)
		a, b := k[0], k[1]
		r := max(round(a), round(b)) + 1
		if round(a) < 0 && round(b) < 0 && byeAfter != "" && first >= byeAfter {
			r = max(r, 1)
		}
		last[a], last[b] = r, r
		if !final {
			out = append(out, odds.Series{A: a, B: b, Round: r})
		}
	}
	return out
}

// placesOf is the number of playoff places of an input's format and
// conferences.
func (s *oddsSeason) placesOf(in *odds.Input) int {
	groups := map[int64]bool{}
	for _, t := range in.Teams {
		groups[t.Conference] = true
	}
	return in.Format.Places * len(groups)
}
