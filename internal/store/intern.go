package store

// texts keeps one copy of each repeated text read from many rows (team
// names across games and seasons) for values that live in memory for a
// dataset version.
type texts map[string]string

func (t texts) intern(s string) string {
	if v, ok := t[s]; ok {
		return v
	}
	t[s] = s
	return s
}
