package readmodel

import (
	"database/sql"
	"math"
	"strings"

	"github.com/cespare/xxhash/v2"

	"github.com/almanac-sports/almanac/internal/pack"
	"github.com/almanac-sports/almanac/internal/readmodel/people"
	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// playerRec is one player as the snapshot keeps it for the dataset's life:
// every text in one string, numbers inline, the current team as an index.
// Seven pointer slots instead of ~45 per player: every GC cycle scans each
// pointer slot of the live heap, and on one busy core the mark phase is a
// window of slower requests (the player records were a third of its work).
// The answer's shape is rebuilt per request by output.
type playerRec struct {
	text string
	offs [ptCount + 1]uint16
	nums [pnCount]int32

	id, personID, sportID, levelID   int
	team                             int32 // index into playerSnap.teams; -1: none
	yearsExp, champs, allStars, mvps int
	lastYear, prominence             int
	isActive, hallOfFame             bool

	careerStats StatMap
	coverage    stats.Coverage
	roles       []string // shared among players with the same roles
	awardTexts  []string // "MVP 1991", as listed
	years       []int16  // distinct start years, ascending
	pairs       []teamYear
	awards      []AwardRecord
	champRes    []int // result indexes won with his team
}

// Text fields of a playerRec.
const (
	ptSlug = iota
	ptFirst
	ptLast
	ptDisplay
	ptJersey
	ptPosition
	ptBirthDate
	ptBirthPlace
	ptCollege
	ptStatus
	ptBirthCity
	ptBirthState
	ptBirthCountry
	ptDeathDate
	ptSortKey
	ptNorm    // folded display name and aliases (see playerDraft.norm)
	ptPosFold // folded primary position
	ptAliases // the person's other names, newline-separated
	ptCount
)

// Nullable number fields of a playerRec.
const (
	pnHeight = iota
	pnWeight
	pnFirstYear
	pnLastYear
	pnDraftYear
	pnDraftRound
	pnDraftPick
	pnContractYear
	pnCount
)

const numNull = math.MinInt32

func (r *playerRec) str(f int) string { return r.text[r.offs[f]:r.offs[f+1]] }

// playerVals holds the nullable values PlayerOuts point to: a page of
// players takes two allocations for them, not one per value (~14 a player).
// A value appended past the capacity moves the block; pointers already
// handed out stay valid (they keep the old one).
type playerVals struct {
	strs []string
	nums []int
}

func (v *playerVals) str(s string) *string {
	v.strs = append(v.strs, s)
	return &v.strs[len(v.strs)-1]
}

func (v *playerVals) num(n int) *int {
	v.nums = append(v.nums, n)
	return &v.nums[len(v.nums)-1]
}

// nullables counts the nullable texts and numbers the record holds.
func (r *playerRec) nullables() (strs, nums int) {
	for _, f := range playerNullText {
		if r.offs[f] != r.offs[f+1] {
			strs++
		}
	}
	for _, n := range r.nums {
		if n != numNull {
			nums++
		}
	}
	return strs, nums
}

// The text fields a Player shows as nullable.
var playerNullText = [...]int{ptJersey, ptPosition, ptBirthDate, ptBirthPlace, ptCollege}

// strp is the text as the answer's nullable field: nil when empty.
func (r *playerRec) strp(f int) *string { return r.strIn(f, nil) }

// strIn is strp keeping the text in v (a new allocation when v is nil).
func (r *playerRec) strIn(f int, v *playerVals) *string {
	if r.offs[f] == r.offs[f+1] {
		return nil
	}
	if v == nil {
		s := r.str(f)
		return &s
	}
	return v.str(r.str(f))
}

func (r *playerRec) num(f int) *int { return r.numIn(f, nil) }

func (r *playerRec) numIn(f int, v *playerVals) *int {
	if r.nums[f] == numNull {
		return nil
	}
	if v == nil {
		n := int(r.nums[f])
		return &n
	}
	return v.num(int(r.nums[f]))
}

func (r *playerRec) nullNum(f int) sql.NullInt64 {
	if r.nums[f] == numNull {
		return sql.NullInt64{}
	}
	return sql.NullInt64{Int64: int64(r.nums[f]), Valid: true}
}

func (snap *playerSnap) sport(r *playerRec) NameSlug { return snap.sportNames[r.sportID] }
func (snap *playerSnap) level(r *playerRec) NameSlug { return snap.levelNames[r.levelID] }

// output is the player as lists and details show it, its nullable values
// kept in v (each its own allocation when v is nil; Age left to the caller). CurrentTeam points into the snapshot,
// which nobody changes.
func (snap *playerSnap) output(r *playerRec, v *playerVals) Player {
	o := Player{
		ID: r.id, Slug: r.str(ptSlug), FirstName: r.str(ptFirst), LastName: r.str(ptLast), DisplayName: r.str(ptDisplay),
		JerseyNumber: r.strIn(ptJersey, v), PrimaryPosition: r.strIn(ptPosition, v),
		Height: r.numIn(pnHeight, v), Weight: r.numIn(pnWeight, v),
		BirthDate: r.strIn(ptBirthDate, v), BirthPlace: r.strIn(ptBirthPlace, v),
		YearsExperience: r.yearsExp, FirstYear: r.numIn(pnFirstYear, v), LastYear: r.numIn(pnLastYear, v),
		College:   r.strIn(ptCollege, v),
		DraftYear: r.numIn(pnDraftYear, v), DraftRound: r.numIn(pnDraftRound, v), DraftPick: r.numIn(pnDraftPick, v),
		CareerStats: r.careerStats, CareerCoverage: r.coverage, CareerRoles: r.roles, Awards: r.awardTexts, Championships: r.champs, AllStarSelections: r.allStars,
		IsActive: r.isActive, Status: r.str(ptStatus), Sport: snap.sport(r), Level: snap.level(r),
		HallOfFame: r.hallOfFame, ContractYear: r.numIn(pnContractYear, v),
	}
	if r.team >= 0 {
		o.CurrentTeam = &snap.teams[r.team]
	}
	return o
}

// person is the player's bio row.
func (r *playerRec) person() store.PersonRow {
	return store.PersonRow{ID: r.personID, Slug: r.str(ptSlug), FirstName: r.str(ptFirst), LastName: r.str(ptLast),
		BirthDate: r.str(ptBirthDate), BirthCity: r.str(ptBirthCity), BirthState: r.str(ptBirthState),
		BirthCountry: r.str(ptBirthCountry), DeathDate: r.str(ptDeathDate),
		HeightIn: r.nullNum(pnHeight), WeightLb: r.nullNum(pnWeight), College: r.str(ptCollege), Aliases: r.str(ptAliases)}
}

// compact turns the finished drafts (sorted) into the snapshot's records:
// one array, small values in shared blocks (see pack).
func (snap *playerSnap) compact(drafts []*playerDraft, b *people.Base) {
	pk := pack.New()
	var kvs pack.Slabs[rmbase.StatKV]
	var years pack.Slabs[int16]
	var pairs pack.Slabs[teamYear]
	var awards pack.Slabs[AwardRecord]
	var ints pack.Slabs[int]
	snap.sportNames, snap.levelNames = b.SportNames, b.LevelNames
	teams := map[TeamRef]int32{}
	dense := make([]playerRec, len(drafts))
	snap.list = make([]*playerRec, len(drafts))
	var text strings.Builder
	for i, d := range drafts {
		r := &dense[i]
		snap.list[i] = r
		o, p := &d.out, &d.person
		text.Reset()
		add := func(f int, s string) {
			text.WriteString(s)
			r.offs[f+1] = uint16(min(text.Len(), math.MaxUint16))
		}
		add(ptSlug, o.Slug)
		add(ptFirst, o.FirstName)
		add(ptLast, o.LastName)
		add(ptDisplay, o.DisplayName)
		add(ptJersey, rmbase.Deref(o.JerseyNumber))
		add(ptPosition, rmbase.Deref(o.PrimaryPosition))
		add(ptBirthDate, rmbase.Deref(o.BirthDate))
		add(ptBirthPlace, rmbase.Deref(o.BirthPlace))
		add(ptCollege, rmbase.Deref(o.College))
		add(ptStatus, o.Status)
		add(ptBirthCity, p.BirthCity)
		add(ptBirthState, p.BirthState)
		add(ptBirthCountry, p.BirthCountry)
		add(ptDeathDate, p.DeathDate)
		add(ptSortKey, d.sortKey)
		add(ptNorm, d.norm)
		add(ptPosFold, d.posFold)
		add(ptAliases, p.Aliases)
		r.text = pk.Str(text.String())
		for f, v := range [pnCount]*int{pnHeight: o.Height, pnWeight: o.Weight, pnFirstYear: o.FirstYear, pnLastYear: o.LastYear,
			pnDraftYear: o.DraftYear, pnDraftRound: o.DraftRound, pnDraftPick: o.DraftPick, pnContractYear: o.ContractYear} {
			r.nums[f] = numNull
			if v != nil {
				r.nums[f] = int32(*v)
			}
		}
		r.id, r.personID, r.sportID, r.levelID = o.ID, d.personID, d.sportID, d.levelID
		r.team = -1
		if t := o.CurrentTeam; t != nil {
			ti, ok := teams[*t]
			if !ok {
				ti = int32(len(snap.teams))
				teams[*t] = ti
				snap.teams = append(snap.teams, *t)
			}
			r.team = ti
		}
		r.yearsExp, r.champs, r.allStars, r.mvps = o.YearsExperience, o.Championships, o.AllStarSelections, d.mvps
		r.lastYear, r.prominence, r.isActive, r.hallOfFame = d.lastYear, d.prominence, o.IsActive, o.HallOfFame
		r.careerStats = packStats(&kvs, o.CareerStats)
		r.coverage, r.roles = o.CareerCoverage, o.CareerRoles
		r.awardTexts = pk.Strs(o.Awards)
		r.years = pack.Slice(&years, d.years)
		r.pairs = pack.Slice(&pairs, d.pairs)
		r.awards = packAwards(pk, &awards, d.awards)
		r.champRes = pack.Slice(&ints, d.champRes)
	}
	for i := range snap.teams {
		t := &snap.teams[i]
		t.Slug, t.Name, t.Abbreviation = pk.Str(t.Slug), pk.Str(t.Name), pk.Str(t.Abbreviation)
	}
	// The lookup maps list a person's records in the source's order, as
	// before sorting (ties in pickPlayer go to the first).
	inOrder := make([]int32, len(drafts))
	for i, d := range drafts {
		inOrder[d.order] = int32(i)
	}
	snap.byID = make(map[int]int32, len(dense))
	slugs, persons := map[uint64][]int32{}, map[int][]int32{}
	for _, i := range inOrder {
		r := &dense[i]
		snap.byID[r.id] = i
		h := xxhash.Sum64String(r.str(ptSlug))
		slugs[h] = append(slugs[h], i)
		persons[r.personID] = append(persons[r.personID], i)
	}
	snap.recPos = make([]int32, 0, 2*len(dense))
	snap.bySlug = recSpans(slugs, &snap.recPos)
	snap.byPerson = recSpans(persons, &snap.recPos)
}

// recSpans puts each list of m in pos and keeps where it is.
func recSpans[K comparable](m map[K][]int32, pos *[]int32) map[K]recSpan {
	out := make(map[K]recSpan, len(m))
	for k, v := range m {
		out[k] = recSpan{off: uint32(len(*pos)), n: uint32(len(v))}
		*pos = append(*pos, v...)
	}
	return out
}

// recSpan is a run of snapshot positions in playerSnap.recPos.
type recSpan struct{ off, n uint32 }
