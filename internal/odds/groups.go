package odds

// InferGroups finds conferences (or, where teams met only inside them,
// divisions) from a season's whole schedule when the data does not name
// them: teams of one group meet more often than the league's average pair.
// pairs are the season's regular-season games as (home, away) team indexes;
// the answer is a group number per team (1..k), or nil when the schedule
// does not split into 2 to 4 groups of at least 4 teams each.
func InferGroups(n int, pairs [][2]int) []int64 {
	if n < 8 || len(pairs) == 0 {
		return nil
	}
	meet := make([]int, n*n)
	for _, p := range pairs {
		meet[p[0]*n+p[1]]++
		meet[p[1]*n+p[0]]++
	}
	mean := 2 * float64(len(pairs)) / float64(n*(n-1))
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		if parent[i] != i {
			parent[i] = find(parent[i])
		}
		return parent[i]
	}
	// Teams are neighbours when they meet more often than the average
	// pair; two teams are in one group when most of their neighbours are
	// shared (one extra meeting across groups, such as a cup final counted
	// with the regular season, then joins nothing).
	near := make([][]bool, n)
	for a := range n {
		near[a] = make([]bool, n)
		for b := range n {
			near[a][b] = a == b || float64(meet[a*n+b]) > mean
		}
	}
	for a := range n {
		for b := a + 1; b < n; b++ {
			var both, either int
			for c := range n {
				if near[a][c] && near[b][c] {
					both++
				}
				if near[a][c] || near[b][c] {
					either++
				}
			}
			if 2*both > either {
				parent[find(a)] = find(b)
			}
		}
	}
	ids := map[int]int64{}
	size := map[int]int{}
	out := make([]int64, n)
	for i := range n {
		r := find(i)
		if _, ok := ids[r]; !ok {
			ids[r] = int64(len(ids) + 1)
		}
		out[i] = ids[r]
		size[r]++
	}
	if len(ids) < 2 || len(ids) > 4 {
		return nil
	}
	for _, k := range size {
		if k < 4 {
			return nil
		}
	}
	return out
}

// Merged is the format for a league whose conferences are not known: the
// places of its conferences taken by record league-wide and reseeded every
// round, the final being the bracket's last round. groups is how many
// conferences the league has.
func (f Format) Merged(groups int) Format {
	m := f
	m.Places = f.Places * groups
	m.Slots, m.DivisionBracket, m.PlayIn = nil, false, false
	m.Rounds = append(append([]int(nil), f.Rounds...), f.Final)
	return m
}
