package odds

import "slices"

// One run's postseason: division winners, each conference's field and
// bracket, then the games between conference champions.

// playoffs plays one run's postseason from the run's final standings and
// counts its outcomes into out.
func (s *sim) playoffs(out []TeamOdds) {
	f := s.in.Format
	clear(s.qualified)
	clear(s.divisionWon)
	for _, d := range s.divs {
		ranked := append(s.order[:0], d...)
		s.rank(ranked)
		best := ranked[0]
		s.divisionWon[best] = true
		out[best].Division++
	}
	var champs [][2]int // conference champion and its final opponent
	for c, teams := range s.confs {
		ranked := append(s.order[:0], teams...)
		s.rank(ranked)
		field := s.qualify(c, ranked, out)
		for k, t := range field {
			s.seed[t] = k + 1
			s.qualified[t] = true
			out[t].Playoff++
		}
		if len(field) == 0 {
			continue
		}
		var slots []int
		switch {
		case f.DivisionBracket && len(s.confDivs[c]) > 0:
			slots = s.divisionSlots(c, field)
		case f.Slots != nil:
			slots = s.buf[:0]
			for _, k := range f.Slots {
				if k >= 1 && k <= len(field) {
					slots = append(slots, field[k-1])
				} else {
					slots = append(slots, -1)
				}
			}
		}
		champ, other := s.bracket(field, slots)
		champs = append(champs, [2]int{champ, other})
	}
	switch len(champs) {
	case 0:
		return
	case 1:
		// One group (conferences not known): its last round is the final.
		c := champs[0]
		out[c[0]].Final++
		if c[1] >= 0 {
			out[c[1]].Final++
		}
		out[c[0]].Title++
		return
	}
	// Conference champions: best record against worst until two are left.
	left := s.buf[:0]
	for _, c := range champs {
		left = append(left, c[0])
	}
	for len(left) > 2 {
		s.rank(left)
		next := left[:0:0]
		for i := 0; i < len(left)/2; i++ {
			next = append(next, s.series(left[i], left[len(left)-1-i], f.Final, s.in.Format.NeutralFinal))
		}
		if len(left)%2 == 1 {
			next = append(next, left[len(left)/2])
		}
		left = next
	}
	a, b := left[0], left[1]
	if s.better(b, a) {
		a, b = b, a
	}
	out[a].Final++
	out[b].Final++
	out[s.series(a, b, f.Final, f.NeutralFinal)].Title++
}

// qualify is a conference's playoff field in seed order (ranked: its teams
// in standings order). Division places go first where the league gives
// them (seeds: division winners first, then the rest by record); a play-in
// decides the last two places where the league has one.
func (s *sim) qualify(c int, ranked []int, out []TeamOdds) []int {
	f := s.in.Format
	if s.in.Field != nil {
		// The postseason is under way: its field is known, the play-in over.
		kept := ranked[:0]
		for _, t := range ranked {
			if s.in.Field[t] {
				kept = append(kept, t)
			}
		}
		ranked = kept
		f.PlayIn = false
	}
	places := min(f.Places, len(ranked))
	field := make([]int, 0, places+2)
	if len(s.confDivs[c]) == 0 || (!f.DivisionWinners && f.PerDivision == 0) {
		field = append(field, ranked[:places]...)
	} else {
		per := max(f.PerDivision, 1)
		taken := map[int]int{} // division -> places taken
		in := make([]bool, len(ranked))
		if f.DivisionWinners {
			for k, t := range ranked {
				if s.divisionWon[t] {
					field, in[k] = append(field, t), true
					taken[s.divOf[t]]++
				}
			}
		}
		for k, t := range ranked {
			if d := s.divOf[t]; !in[k] && d >= 0 && taken[d] < per && f.PerDivision > 0 {
				field, in[k] = append(field, t), true
				taken[d]++
			}
		}
		for k, t := range ranked {
			if len(field) >= places {
				break
			}
			if !in[k] {
				field, in[k] = append(field, t), true
			}
		}
		field = field[:min(len(field), places)]
		if f.DivisionBracket {
			s.rank(field) // seeds by record; the bracket follows divisions
		}
	}
	if f.PlayIn && len(ranked) >= places+2 {
		// Seeds 7-10: 7 v 8, the winner is seed 7; its loser plays the
		// winner of 9 v 10 for seed 8. Single games at the better seed.
		p := ranked[places-2 : places+2]
		for _, t := range p {
			out[t].PlayIn++
		}
		w78 := s.series(p[0], p[1], 1, false)
		l78 := p[0] + p[1] - w78
		w910 := s.series(p[2], p[3], 1, false)
		field = append(field[:places-2], w78, s.series(l78, w910, 1, false))
	}
	return field
}

// divisionSlots lays a conference's field out as division brackets (1 v 4,
// 2 v 3 of each division, or 1 v 2 where two of a division qualify; the
// division champions then meeting).
func (s *sim) divisionSlots(c int, field []int) []int {
	slots := s.buf[:0]
	for _, d := range s.confDivs[c] {
		var mine []int
		for _, t := range field {
			if s.divOf[t] == d {
				mine = append(mine, t)
			}
		}
		order := []int{0, 3, 1, 2}
		if s.in.Format.PerDivision == 2 {
			order = []int{0, 1}
		}
		for _, k := range order {
			if k < len(mine) {
				slots = append(slots, mine[k])
			} else {
				slots = append(slots, -1)
			}
		}
	}
	return slots
}

// bracket plays a conference's rounds: over fixed slots (-1: a bye) when
// given, else reseeded every round with the format's byes. It returns the
// champion and the opponent it beat last (-1: none). Where the real
// postseason has begun, each round first pairs the teams that really met
// (see realPairs, realSlots).
func (s *sim) bracket(field, slots []int) (int, int) {
	f := s.in.Format
	round := func(r int) int { return f.Rounds[min(r, len(f.Rounds)-1)] }
	other := -1
	if slots != nil {
		cur := append([]int(nil), slots...)
		for r := 0; len(cur) > 1; r++ {
			s.realSlots(cur, r)
			next := cur[:0]
			for i := 0; i+1 < len(cur); i += 2 {
				a, b := cur[i], cur[i+1]
				switch {
				case a < 0:
					next = append(next, b)
				case b < 0:
					next = append(next, a)
				default:
					if s.seed[b] < s.seed[a] {
						a, b = b, a
					}
					w := s.series(a, b, round(r), false)
					other = a + b - w
					next = append(next, w)
				}
			}
			cur = next
		}
		return cur[0], other
	}
	cur := append([]int(nil), field...)
	for r := 0; len(cur) > 1; r++ {
		byes := 0
		if r == 0 {
			byes = min(f.Byes, len(cur)-2)
		}
		pairs, rest := s.realPairs(cur, r)
		byes = min(byes, len(rest))
		next := append([]int(nil), rest[:byes]...)
		rest = rest[byes:]
		for i := 0; i < len(rest)/2; i++ {
			pairs = append(pairs, [2]int{rest[i], rest[len(rest)-1-i]})
		}
		if len(rest)%2 == 1 {
			next = append(next, rest[len(rest)/2])
		}
		for _, p := range pairs {
			a, b := p[0], p[1]
			if s.seed[b] < s.seed[a] {
				a, b = b, a
			}
			w := s.series(a, b, round(r), false)
			other = a + b - w
			next = append(next, w)
		}
		// Reseed: the best seed left plays the worst.
		for i := 1; i < len(next); i++ {
			for j := i; j > 0 && s.seed[next[j]] < s.seed[next[j-1]]; j-- {
				next[j], next[j-1] = next[j-1], next[j]
			}
		}
		cur = next
	}
	return cur[0], other
}

// meets: a and b really met in round r of the bracket.
func (s *sim) meets(a, b, r int) bool { return s.met != nil && int(s.met[a*s.n+b]) == r+1 }

// realPairs splits a reseeded round's teams (in seed order) into the pairs
// that really met in round r and the rest, in seed order. Where real
// pairs are known, the byes go to the best seeds among the rest (a team
// with a real series did not sit out).
func (s *sim) realPairs(cur []int, r int) (pairs [][2]int, rest []int) {
	if s.met == nil {
		return nil, cur
	}
	paired := make([]bool, len(cur))
	for i, a := range cur {
		for j := i + 1; j < len(cur) && !paired[i]; j++ {
			if !paired[j] && s.meets(a, cur[j], r) {
				pairs = append(pairs, [2]int{a, cur[j]})
				paired[i], paired[j] = true, true
			}
		}
	}
	if pairs == nil {
		return nil, cur
	}
	for i, t := range cur {
		if !paired[i] {
			rest = append(rest, t)
		}
	}
	return pairs, rest
}

// realSlots moves teams of a fixed bracket's round r so that teams that
// really met in it share a pair of slots: a team's real opponent changes
// places with its simulated one (or its bye). Simplification: a team
// without a real series in a round that has begun keeps its simulated
// place.
func (s *sim) realSlots(cur []int, r int) {
	if s.met == nil {
		return
	}
	for i := 0; i+1 < len(cur); i += 2 {
		if cur[i] >= 0 && cur[i+1] >= 0 && s.meets(cur[i], cur[i+1], r) {
			continue
		}
		for _, x := range [2]int{i, i + 1} {
			if a := cur[x]; a >= 0 {
				if j := slices.IndexFunc(cur[i+2:], func(b int) bool { return b >= 0 && s.meets(a, b, r) }); j >= 0 {
					cur[i+2+j], cur[x^1] = cur[x^1], cur[i+2+j]
					break
				}
			}
		}
	}
}

// Home games of the better-placed side in a series, game by game.
var hostPattern = map[int][]bool{
	1: {true},
	3: {true, false, true},
	5: {true, true, false, false, true},
	7: {true, true, false, false, true, false, true},
}

// series plays a best-of-n between a (the better-placed side, at home
// first) and b, and returns the winner. Playoff games use the ratings at
// the end of the run's regular season, with the playoff gap multiplier.
// Simplification: ratings do not move within the postseason.
func (s *sim) series(a, b, n int, neutral bool) int {
	in := s.in
	if in.Out != nil && in.Out[a] != in.Out[b] {
		if in.Out[a] {
			return b
		}
		return a
	}
	wa, wb := 0, 0
	if in.Played != nil {
		wa, wb = in.Played[[2]int{a, b}], in.Played[[2]int{b, a}]
	}
	gap := s.r[a] - s.r[b]
	mult := in.PlayoffMult
	if mult <= 0 {
		mult = 1
	}
	pHome, pAway := winProb((gap+in.HomeEdge)*mult), winProb((gap-in.HomeEdge)*mult)
	if neutral {
		pHome = winProb(gap * mult)
		pAway = pHome
	}
	pattern, ok := hostPattern[n]
	if !ok {
		pattern = hostPattern[7]
	}
	need := len(pattern)/2 + 1
	for g := wa + wb; wa < need && wb < need; g++ {
		p := pAway
		if pattern[g%len(pattern)] {
			p = pHome
		}
		if s.rng.Float64() < p {
			wa++
		} else {
			wb++
		}
	}
	if wa >= need {
		return a
	}
	return b
}
