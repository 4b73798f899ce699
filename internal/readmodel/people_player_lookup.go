package readmodel

import (
	"sort"
	"time"

	"github.com/cespare/xxhash/v2"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
)

// Lookups in the player snapshot: by id, slug and person, by name, and a
// page of list rows.

// player is the record of player id; nil when there is none.
func (snap *playerSnap) player(id int) *playerRec {
	if i, ok := snap.byID[id]; ok {
		return snap.list[i]
	}
	return nil
}

// slugRecs lists the records whose person slug is slug, in the source's order.
func (snap *playerSnap) slugRecs(slug string) []*playerRec {
	sp := snap.bySlug[xxhash.Sum64String(slug)]
	var out []*playerRec
	for _, i := range snap.recPos[sp.off : sp.off+sp.n] {
		if r := snap.list[i]; r.str(ptSlug) == slug { // a hash may be shared
			out = append(out, r)
		}
	}
	return out
}

// personRecs lists positions of the person's records (one per sport and
// level), in the source's order.
func (snap *playerSnap) personRecs(personID int) []int32 {
	sp := snap.byPerson[personID]
	return snap.recPos[sp.off : sp.off+sp.n]
}

// playerOf is the player record of a person in a sport and level.
func (snap *playerSnap) playerOf(personID, sportID, levelID int) *playerRec {
	for _, i := range snap.personRecs(personID) {
		if r := snap.list[i]; r.sportID == sportID && r.levelID == levelID {
			return r
		}
	}
	return nil
}

// matchName lists the players in scope whose folded name contains needle,
// in directory order, using the suffix array over all names.
func (snap *playerSnap) matchName(needle string, sc Scope) []int32 {
	offs := snap.nameSA.Lookup([]byte(needle), -1)
	idx := make([]int, 0, len(offs))
	for _, off := range offs {
		i := sort.Search(len(snap.starts), func(i int) bool { return int(snap.starts[i]) > off }) - 1
		if i >= 0 {
			idx = append(idx, i)
		}
	}
	sort.Ints(idx)
	out := make([]int32, 0, len(idx))
	last := -1
	for _, i := range idx {
		if i == last {
			continue
		}
		last = i
		rec := snap.list[i]
		if (sc.Sport == "" || snap.sport(rec).Slug == sc.Sport) && (sc.Level == "" || snap.level(rec).Slug == sc.Level) {
			out = append(out, int32(i))
		}
	}
	return out
}

// listed appends the players of page as list rows (output and age today),
// their nullable values in one block sized to what they hold.
func (snap *playerSnap) listed(out []Player, page []int32, now time.Time) []Player {
	var strs, nums int
	for _, i := range page {
		s, n := snap.list[i].nullables()
		strs, nums = strs+s, nums+n+1 // +1: the age
	}
	v := playerVals{strs: make([]string, 0, strs), nums: make([]int, 0, nums)}
	for _, i := range page {
		rec := snap.list[i]
		o := snap.output(rec, &v)
		if age, ok := rmbase.YearsOld(rec.str(ptBirthDate), rec.str(ptDeathDate), now); ok {
			o.Age = v.num(age)
		}
		out = append(out, o)
	}
	return out
}
