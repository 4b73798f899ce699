package people

import (
	"database/sql"
	"math"
	"strings"

	"github.com/cespare/xxhash/v2"

	"github.com/almanac-sports/almanac/internal/pack"
	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// PlayerRec is one player as the snapshot keeps it for the dataset's life:
// every text in one string, numbers inline, the current team as an index.
// Seven pointer slots instead of ~45 per player: every GC cycle scans each
// pointer slot of the live heap, and on one busy core the mark phase is a
// window of slower requests (the player records were a third of its work).
// The answer's shape is rebuilt per request by output.
type PlayerRec struct {
	text string
	offs [textCount + 1]uint16
	nums [pnCount]int32

	ID, PersonID, SportID, LevelID   int
	team                             int32 // index into Players.teams; -1: none
	yearsExp, Champs, AllStars, MVPs int
	lastYear, Prominence             int
	IsActive, hallOfFame             bool

	CareerStats rmbase.StatMap
	Coverage    stats.Coverage
	Roles       []string // shared among players with the same roles
	awardTexts  []string // "MVP 1991", as listed
	Years       []int16  // distinct start years, ascending
	Pairs       []TeamYear
	Awards      []AwardRecord
	ChampRes    []int // result indexes won with his team
}

// Text fields of a PlayerRec.
const (
	TextSlug = iota
	TextFirst
	TextLast
	TextDisplay
	TextJersey
	TextPosition
	TextBirthDate
	TextBirthPlace
	TextCollege
	TextStatus
	TextBirthCity
	TextBirthState
	TextBirthCountry
	TextDeathDate
	TextSortKey
	TextNorm    // folded display name and aliases (see playerDraft.norm)
	TextPosFold // folded primary position
	TextAliases // the person's other names, newline-separated
	textCount
)

// Nullable number fields of a PlayerRec.
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

// Str is the record's text field f (one of the Text constants).
func (r *PlayerRec) Str(f int) string { return r.text[r.offs[f]:r.offs[f+1]] }

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
func (r *PlayerRec) nullables() (strs, nums int) {
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
var playerNullText = [...]int{TextJersey, TextPosition, TextBirthDate, TextBirthPlace, TextCollege}

// strp is the text as the answer's nullable field: nil when empty.
func (r *PlayerRec) StrP(f int) *string { return r.strIn(f, nil) }

// strIn is strp keeping the text in v (a new allocation when v is nil).
func (r *PlayerRec) strIn(f int, v *playerVals) *string {
	if r.offs[f] == r.offs[f+1] {
		return nil
	}
	if v == nil {
		s := r.Str(f)
		return &s
	}
	return v.str(r.Str(f))
}

func (r *PlayerRec) num(f int) *int { return r.numIn(f, nil) }

func (r *PlayerRec) numIn(f int, v *playerVals) *int {
	if r.nums[f] == numNull {
		return nil
	}
	if v == nil {
		n := int(r.nums[f])
		return &n
	}
	return v.num(int(r.nums[f]))
}

func (r *PlayerRec) nullNum(f int) sql.NullInt64 {
	if r.nums[f] == numNull {
		return sql.NullInt64{}
	}
	return sql.NullInt64{Int64: int64(r.nums[f]), Valid: true}
}

// Sport and Level name the record's sport and level.
func (snap *Players) Sport(r *PlayerRec) rmbase.NameSlug { return snap.sportNames[r.SportID] }
func (snap *Players) Level(r *PlayerRec) rmbase.NameSlug { return snap.levelNames[r.LevelID] }

// output is the player as lists and details show it, its nullable values
// kept in v (each its own allocation when v is nil; Age left to the caller). CurrentTeam points into the snapshot,
// which nobody changes.
func (snap *Players) Output(r *PlayerRec, v *playerVals) Player {
	o := Player{
		ID: r.ID, Slug: r.Str(TextSlug), FirstName: r.Str(TextFirst), LastName: r.Str(TextLast), DisplayName: r.Str(TextDisplay),
		JerseyNumber: r.strIn(TextJersey, v), PrimaryPosition: r.strIn(TextPosition, v),
		Height: r.numIn(pnHeight, v), Weight: r.numIn(pnWeight, v),
		BirthDate: r.strIn(TextBirthDate, v), BirthPlace: r.strIn(TextBirthPlace, v),
		YearsExperience: r.yearsExp, FirstYear: r.numIn(pnFirstYear, v), LastYear: r.numIn(pnLastYear, v),
		College:   r.strIn(TextCollege, v),
		DraftYear: r.numIn(pnDraftYear, v), DraftRound: r.numIn(pnDraftRound, v), DraftPick: r.numIn(pnDraftPick, v),
		CareerStats: r.CareerStats, CareerCoverage: r.Coverage, CareerRoles: r.Roles, Awards: r.awardTexts, Championships: r.Champs, AllStarSelections: r.AllStars,
		IsActive: r.IsActive, Status: r.Str(TextStatus), Sport: snap.Sport(r), Level: snap.Level(r),
		HallOfFame: r.hallOfFame, ContractYear: r.numIn(pnContractYear, v),
	}
	if r.team >= 0 {
		o.CurrentTeam = &snap.teams[r.team]
	}
	return o
}

// person is the player's bio row.
func (r *PlayerRec) Person() store.PersonRow {
	return store.PersonRow{ID: r.PersonID, Slug: r.Str(TextSlug), FirstName: r.Str(TextFirst), LastName: r.Str(TextLast),
		BirthDate: r.Str(TextBirthDate), BirthCity: r.Str(TextBirthCity), BirthState: r.Str(TextBirthState),
		BirthCountry: r.Str(TextBirthCountry), DeathDate: r.Str(TextDeathDate),
		HeightIn: r.nullNum(pnHeight), WeightLb: r.nullNum(pnWeight), College: r.Str(TextCollege), Aliases: r.Str(TextAliases)}
}

// compact turns the finished drafts (sorted) into the snapshot's records:
// one array, small values in shared blocks (see internal/pack).
func (snap *Players) compact(drafts []*playerDraft, b *Base) {
	pk := pack.New()
	var kvs pack.Slabs[rmbase.StatKV]
	var years pack.Slabs[int16]
	var pairs pack.Slabs[TeamYear]
	var awards pack.Slabs[AwardRecord]
	var ints pack.Slabs[int]
	snap.sportNames, snap.levelNames = b.SportNames, b.LevelNames
	teams := map[TeamRef]int32{}
	dense := make([]PlayerRec, len(drafts))
	snap.List = make([]*PlayerRec, len(drafts))
	var text strings.Builder
	for i, d := range drafts {
		r := &dense[i]
		snap.List[i] = r
		o, p := &d.out, &d.person
		text.Reset()
		add := func(f int, s string) {
			text.WriteString(s)
			r.offs[f+1] = uint16(min(text.Len(), math.MaxUint16))
		}
		add(TextSlug, o.Slug)
		add(TextFirst, o.FirstName)
		add(TextLast, o.LastName)
		add(TextDisplay, o.DisplayName)
		add(TextJersey, rmbase.Deref(o.JerseyNumber))
		add(TextPosition, rmbase.Deref(o.PrimaryPosition))
		add(TextBirthDate, rmbase.Deref(o.BirthDate))
		add(TextBirthPlace, rmbase.Deref(o.BirthPlace))
		add(TextCollege, rmbase.Deref(o.College))
		add(TextStatus, o.Status)
		add(TextBirthCity, p.BirthCity)
		add(TextBirthState, p.BirthState)
		add(TextBirthCountry, p.BirthCountry)
		add(TextDeathDate, p.DeathDate)
		add(TextSortKey, d.sortKey)
		add(TextNorm, d.norm)
		add(TextPosFold, d.posFold)
		add(TextAliases, p.Aliases)
		r.text = pk.Str(text.String())
		for f, v := range [pnCount]*int{pnHeight: o.Height, pnWeight: o.Weight, pnFirstYear: o.FirstYear, pnLastYear: o.LastYear,
			pnDraftYear: o.DraftYear, pnDraftRound: o.DraftRound, pnDraftPick: o.DraftPick, pnContractYear: o.ContractYear} {
			r.nums[f] = numNull
			if v != nil {
				r.nums[f] = int32(*v)
			}
		}
		r.ID, r.PersonID, r.SportID, r.LevelID = o.ID, d.personID, d.sportID, d.levelID
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
		r.yearsExp, r.Champs, r.AllStars, r.MVPs = o.YearsExperience, o.Championships, o.AllStarSelections, d.mvps
		r.lastYear, r.Prominence, r.IsActive, r.hallOfFame = d.lastYear, d.prominence, o.IsActive, o.HallOfFame
		r.CareerStats = packStats(&kvs, o.CareerStats)
		r.Coverage, r.Roles = o.CareerCoverage, o.CareerRoles
		r.awardTexts = pk.Strs(o.Awards)
		r.Years = pack.Slice(&years, d.years)
		r.Pairs = pack.Slice(&pairs, d.pairs)
		r.Awards = packAwards(pk, &awards, d.awards)
		r.ChampRes = pack.Slice(&ints, d.champRes)
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
		snap.byID[r.ID] = i
		h := xxhash.Sum64String(r.Str(TextSlug))
		slugs[h] = append(slugs[h], i)
		persons[r.PersonID] = append(persons[r.PersonID], i)
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

// recSpan is a run of snapshot positions in Players.recPos.
type recSpan struct{ off, n uint32 }
