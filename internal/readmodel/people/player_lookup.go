package people

import (
	"sort"
	"time"

	"github.com/cespare/xxhash/v2"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
)

// Lookups in the player snapshot: by id, slug and person, by name, and a
// page of list rows.

// player is the record of player id; nil when there is none.
func (snap *Players) Player(id int) *PlayerRec {
	if i, ok := snap.byID[id]; ok {
		return snap.List[i]
	}
	return nil
}

// SlugRecs lists the records whose person slug is slug, in the source's order.
func (snap *Players) SlugRecs(slug string) []*PlayerRec {
	sp := snap.bySlug[xxhash.Sum64String(slug)]
	var out []*PlayerRec
	for _, i := range snap.recPos[sp.off : sp.off+sp.n] {
		if r := snap.List[i]; r.Str(TextSlug) == slug { // a hash may be shared
			out = append(out, r)
		}
	}
	return out
}

// PersonRecs lists positions of the person's records (one per sport and
// level), in the source's order.
func (snap *Players) PersonRecs(personID int) []int32 {
	sp := snap.byPerson[personID]
	return snap.recPos[sp.off : sp.off+sp.n]
}

// PlayerOf is the player record of a person in a sport and level.
func (snap *Players) PlayerOf(personID, sportID, levelID int) *PlayerRec {
	for _, i := range snap.PersonRecs(personID) {
		if r := snap.List[i]; r.SportID == sportID && r.LevelID == levelID {
			return r
		}
	}
	return nil
}

// MatchName lists the players in scope whose folded name contains needle,
// in directory order, using the suffix array over all names.
func (snap *Players) MatchName(needle string, sc rmbase.Scope) []int32 {
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
		rec := snap.List[i]
		if (sc.Sport == "" || snap.Sport(rec).Slug == sc.Sport) && (sc.Level == "" || snap.Level(rec).Slug == sc.Level) {
			out = append(out, int32(i))
		}
	}
	return out
}

// Listed appends the players of page as list rows (output and age today),
// their nullable values in one block sized to what they hold.
func (snap *Players) Listed(out []Player, page []int32, now time.Time) []Player {
	var strs, nums int
	for _, i := range page {
		s, n := snap.List[i].nullables()
		strs, nums = strs+s, nums+n+1 // +1: the age
	}
	v := playerVals{strs: make([]string, 0, strs), nums: make([]int, 0, nums)}
	for _, i := range page {
		rec := snap.List[i]
		o := snap.Output(rec, &v)
		if age, ok := rmbase.YearsOld(rec.Str(TextBirthDate), rec.Str(TextDeathDate), now); ok {
			o.Age = v.num(age)
		}
		out = append(out, o)
	}
	return out
}
