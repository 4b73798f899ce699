package readmodel

import (
	"context"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/pack"
	"github.com/almanac-sports/almanac/internal/readmodel/people"
	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// tenureRec is one coach-team-season with the record credited to the coach.
type tenureRec struct {
	franchise, season, year int
	sportID, levelID        int
	title                   string
	isHead                  bool
	seq                     int
	hasRec                  bool
	w, l, t, pw, pl         int
	playoffs                bool
	titles                  []int // championship result indexes
	owner                   *coachRec
	pKnown                  bool  // the source gives playoff W-L for this sport and level
	idx                     int32 // position in coachSnap.tenures
}

// addOpt adds v to a count that stays null while nothing known was added.
func addOpt(p **int, v int, known bool) {
	if !known {
		return
	}
	if *p == nil {
		*p = new(int)
	}
	**p += v
}

type coachRec struct {
	out        Coach
	personID   int
	person     store.PersonRow
	bio        Person // bioOf(person), made once: a list page adds the age
	sortKey    string
	norm       string
	tenures    []*tenureRec
	sports     map[[2]int]bool // (sport, level) coached in
	awards     []AwardRecord
	champRes   []int
	years      []int // distinct start years
	lastYear   int
	prominence int
}

// Coaches is the coach snapshot: every coach's record in directory order
// (last name, first name), the lists by scope and the lookups.
type Coaches struct {
	list    []*coachRec
	scoped  map[Scope][]*coachRec
	byID    map[int]*coachRec
	bySlug  map[string]*coachRec
	latest  map[[2]int]int // (sport, level) -> latest start year with coaching data
	tenures []tenureRec
}

func winPct(w, l, t int) *float64 {
	v, ok := winShare(w, l, t)
	if !ok {
		return nil
	}
	return &v
}

// winShare is the win percentage (ties count half), rounded to three
// places; false without games.
func winShare(w, l, t int) (float64, bool) {
	g := w + l + t
	if g == 0 {
		return 0, false
	}
	return stats.RoundTo((float64(w)+0.5*float64(t))/float64(g), 3), true
}

// BuildCoaches reads the coaches, their tenures and awards and credits
// records and titles.
func BuildCoaches(ctx context.Context, st *store.Store, b *people.Base) (*Coaches, error) {
	persons, err := st.CoachPeopleRows(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := st.TenureRows(ctx)
	if err != nil {
		return nil, err
	}
	snap := &Coaches{byID: map[int]*coachRec{}, bySlug: map[string]*coachRec{}, latest: map[[2]int]int{}}
	// Records and tenures live in two arrays (one object each for the GC).
	recs := make([]coachRec, len(persons))
	for i, p := range persons {
		display := rmbase.JoinNonEmpty(" ", p.FirstName, p.LastName)
		c := &recs[i]
		*c = coachRec{personID: p.ID, person: p, sports: map[[2]int]bool{}}
		c.out = Coach{ID: p.ID, Slug: p.Slug, FirstName: p.FirstName, LastName: p.LastName, DisplayName: display,
			Awards: []string{}, PreviousTeams: []PreviousTeam{}}
		c.norm = rmbase.Fold(display)
		c.sortKey = rmbase.Fold(p.LastName) + "\x00" + rmbase.Fold(p.FirstName) + "\x00" + strconv.Itoa(p.ID)
		snap.list = append(snap.list, c)
		snap.byID[p.ID] = c
		snap.bySlug[p.Slug] = c
	}
	// Head coaches per team-season, to credit a team's record to a sole head
	// coach and a title to the right one.
	heads := map[people.SeasonKey][]*tenureRec{}
	needGames := false
	tenures := make([]tenureRec, 0, len(rows))
	for i := range rows {
		r := &rows[i]
		c := snap.byID[r.PersonID]
		if c == nil {
			continue
		}
		tenures = append(tenures, tenureRec{franchise: r.FranchiseID, season: r.SeasonID, year: r.StartYear, sportID: r.SportID, levelID: r.LevelID,
			title: r.Title, isHead: r.IsHead, seq: r.Seq, hasRec: r.HasRecord, w: r.Wins, l: r.Losses, t: r.Ties,
			pw: r.PlayoffWins, pl: r.PlayoffLosses, owner: c, idx: int32(len(tenures))})
		t := &tenures[len(tenures)-1]
		c.tenures = append(c.tenures, t)
		if t.isHead {
			k := people.SeasonKey{Franchise: t.franchise, Season: t.season}
			heads[k] = append(heads[k], t)
		}
	}
	// Playoff W-L is known where some tenure of the sport and level has it.
	pKnown := map[[2]int]bool{}
	for _, c := range snap.list {
		for _, t := range c.tenures {
			if t.pw+t.pl > 0 {
				pKnown[[2]int{t.sportID, t.levelID}] = true
			}
		}
	}
	for _, c := range snap.list {
		for _, t := range c.tenures {
			t.pKnown = pKnown[[2]int{t.sportID, t.levelID}]
		}
	}
	for k, hs := range heads {
		ts := b.TeamSeasons[k]
		for _, t := range hs {
			if ts != nil && ts.MadePlayoffs {
				t.playoffs = true
			}
			if t.pw+t.pl > 0 {
				t.playoffs = true
			}
			if !t.hasRec && len(hs) == 1 {
				if ts != nil && ts.HasRecord {
					t.hasRec, t.w, t.l, t.t = true, ts.Wins, ts.Losses+ts.OTLosses, ts.Ties
				} else {
					needGames = true
				}
			}
		}
	}
	if needGames {
		recs, err := st.TeamGameRecords(ctx)
		if err != nil {
			return nil, err
		}
		for _, gr := range recs {
			hs := heads[people.SeasonKey{Franchise: gr.FranchiseID, Season: gr.SeasonID}]
			if len(hs) == 1 && !hs[0].hasRec && gr.Wins+gr.Losses+gr.Ties > 0 {
				hs[0].hasRec, hs[0].w, hs[0].l, hs[0].t = true, gr.Wins, gr.Losses, gr.Ties
			}
		}
	}
	// Titles: the named winning coach when he is among the head coaches of
	// the champion's season, else its last head coach.
	for ri, res := range b.Results {
		if !res.WinnerID.Valid || res.ResolvedSeason == 0 {
			continue
		}
		hs := heads[people.SeasonKey{Franchise: int(res.WinnerID.Int64), Season: res.ResolvedSeason}]
		if len(hs) == 0 {
			continue
		}
		var credited *tenureRec
		if wc := rmbase.Fold(res.WinningCoach); wc != "" {
			for _, t := range hs {
				last := rmbase.Fold(t.owner.person.LastName)
				if t.owner.norm == wc || (last != "" && (last == wc || strings.HasSuffix(wc, " "+last))) {
					credited = t
				}
			}
		}
		if credited == nil {
			for _, t := range hs {
				if credited == nil || t.seq > credited.seq {
					credited = t
				}
			}
		}
		credited.titles = append(credited.titles, ri)
	}
	aws, err := st.AwardRows(ctx)
	if err != nil {
		return nil, err
	}
	for _, aw := range aws {
		if c := snap.byID[aw.PersonID]; c != nil && isCoachAward(aw.Name) {
			c.awards = append(c.awards, AwardRecord{aw.Name, aw.Year})
			c.out.Awards = append(c.out.Awards, aw.Name+" "+strconv.Itoa(aw.Year))
		}
	}
	for _, c := range snap.list {
		c.summarize(b)
		for k := range c.sports {
			if c.lastYear > snap.latest[k] {
				snap.latest[k] = c.lastYear
			}
		}
	}
	for _, c := range snap.list {
		if len(c.tenures) == 0 {
			c.out.Status = "inactive"
			continue
		}
		last := c.tenures[len(c.tenures)-1]
		latest := snap.latest[[2]int{last.sportID, last.levelID}]
		switch {
		case c.lastYear == latest && c.person.DeathDate == "":
			c.out.IsActive, c.out.Status = true, "active"
		case c.person.DeathDate != "" || c.lastYear < latest-1:
			c.out.Status = "retired"
		default:
			c.out.Status = "inactive"
		}
	}
	sort.Slice(snap.list, func(i, j int) bool { return snap.list[i].sortKey < snap.list[j].sortKey })
	snap.scoped = rmbase.ScopeLists(snap.list, func(c *coachRec) [][2]string {
		var out [][2]string
		for k := range c.sports {
			out = append(out, [2]string{b.SportNames[k[0]].Slug, b.LevelNames[k[1]].Slug})
		}
		return out
	})
	snap.tenures = tenures
	snap.pack()
	return snap, nil
}

// pack moves the coaches' small values into shared blocks (see packer).
func (snap *Coaches) pack() {
	pk := pack.New()
	var tens pack.Slabs[*tenureRec]
	var ints pack.Slabs[int]
	var awards pack.Slabs[AwardRecord]
	var prev pack.Slabs[PreviousTeam]
	var careers pack.Slabs[CareerRecord]
	teams := map[CoachTeam]*CoachTeam{}
	for _, c := range snap.list {
		c.sports = nil // only needed while building
		o := &c.out
		o.Slug, o.FirstName, o.LastName = pk.Str(o.Slug), pk.Str(o.FirstName), pk.Str(o.LastName)
		o.DisplayName, o.Status = pk.Str(o.DisplayName), pk.Str(o.Status)
		o.Title = pk.StrP(o.Title)
		o.Position = o.Title
		o.FirstYear, o.LastYear = pk.IntP(o.FirstYear), pk.IntP(o.LastYear)
		if cr := o.CareerRecord; cr != nil {
			o.CareerRecord = &pack.Slice(&careers, []CareerRecord{*cr})[0]
		}
		if t := o.CurrentTeam; t != nil {
			if same, ok := teams[*t]; ok {
				o.CurrentTeam = same
			} else {
				teams[*t] = t
			}
		}
		o.Awards = pk.Strs(o.Awards)
		o.PreviousTeams = pack.Slice(&prev, o.PreviousTeams)
		for i := range o.PreviousTeams {
			o.PreviousTeams[i].Name, o.PreviousTeams[i].Slug = pk.Str(o.PreviousTeams[i].Name), pk.Str(o.PreviousTeams[i].Slug)
		}
		packPerson(pk, &c.person)
		c.bio = bioOf(c.person)
		c.sortKey, c.norm = pk.Str(c.sortKey), pk.Str(c.norm)
		c.tenures = pack.Slice(&tens, c.tenures)
		for _, t := range c.tenures {
			t.title = pk.Str(t.title)
			t.titles = pack.Slice(&ints, t.titles)
		}
		c.awards = packAwards(pk, &awards, c.awards)
		c.champRes = pack.Slice(&ints, c.champRes)
		c.years = pack.Slice(&ints, c.years)
	}
	bySlug := make(map[string]*coachRec, len(snap.bySlug))
	for k, c := range snap.bySlug {
		bySlug[pk.Str(k)] = c
	}
	snap.bySlug = bySlug
}

// summarize fills the list fields from the tenures.
func (c *coachRec) summarize(b *people.Base) {
	// The career record is the headline league's (see people_leagues.go).
	var rec CareerRecord
	has := false
	if leagues, h := coachLeagues(b, c); h >= 0 {
		rec = leagues[h].CareerRecord
		has = rec.WinPercentage != nil
	}
	years := map[int]bool{}
	titles := map[int]bool{}
	for _, t := range c.tenures {
		years[t.year] = true
		c.sports[[2]int{t.sportID, t.levelID}] = true
		for _, ri := range t.titles {
			if !titles[ri] {
				titles[ri] = true
				c.champRes = append(c.champRes, ri)
			}
		}
	}
	sort.Ints(c.champRes)
	for y := range years {
		c.years = append(c.years, y)
	}
	sort.Ints(c.years)
	c.out.YearsExperience = len(c.years)
	c.out.ChampionshipsWon = len(c.champRes)
	if n := len(c.years); n > 0 {
		f, l := c.years[0], c.years[n-1]
		c.out.FirstYear, c.out.LastYear = &f, &l
		c.lastYear = l
	}
	if has || rec.PlayoffWins != nil {
		c.out.CareerRecord = &rec
	}
	if len(c.tenures) == 0 {
		return
	}
	last := c.tenures[len(c.tenures)-1]
	c.out.Sport, c.out.Level = b.SportNames[last.sportID], b.LevelNames[last.levelID]
	c.out.Title = rmbase.StrOrNil(last.title)
	c.out.Position = c.out.Title
	c.out.IsHeadCoach = last.isHead
	name, city, ab := b.TeamAt(last.franchise, last.season)
	ct := &CoachTeam{ID: last.franchise, Name: name, City: city, Abbreviation: ab, SportName: c.out.Sport.Name}
	if f := b.Franchises[last.franchise]; f != nil {
		ct.Slug = f.Slug
	}
	c.out.CurrentTeam = ct
	// Consecutive seasons with the current team, counting back.
	withTeam := map[int]bool{}
	for _, t := range c.tenures {
		if t.franchise == last.franchise {
			withTeam[t.year] = true
		}
	}
	for y := last.year; withTeam[y]; y-- {
		c.out.YearsWithCurrentTeam++
	}
	seen := map[int]bool{last.franchise: true}
	for i := len(c.tenures) - 1; i >= 0; i-- {
		t := c.tenures[i]
		if seen[t.franchise] {
			continue
		}
		seen[t.franchise] = true
		name, _, _ := b.TeamAt(t.franchise, t.season)
		pt := PreviousTeam{ID: t.franchise, Name: name}
		if f := b.Franchises[t.franchise]; f != nil {
			pt.Slug = f.Slug
		}
		c.out.PreviousTeams = append(c.out.PreviousTeams, pt)
	}
	c.prominence = len(c.years)*4 + len(c.champRes)*10 + rec.Wins/20
}
