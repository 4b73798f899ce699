package people

import (
	"context"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/pack"
	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// Tenure is one coach-team-season with the record credited to the coach.
type Tenure struct {
	Franchise, Season, Year                        int
	SportID, LevelID                               int
	Title                                          string
	IsHead                                         bool
	Seq                                            int
	HasRecord                                      bool
	Wins, Losses, Ties, PlayoffWins, PlayoffLosses int
	Playoffs                                       bool
	Titles                                         []int // championship result indexes
	Owner                                          *CoachRec
	PlayoffsKnown                                  bool  // the source gives playoff W-L for this sport and level
	Index                                          int32 // position in Coaches.Tenures
}

// AddKnown adds v to a count that stays null while nothing known was added.
func AddKnown(p **int, v int, known bool) {
	if !known {
		return
	}
	if *p == nil {
		*p = new(int)
	}
	**p += v
}

// CoachRec is one coach as the snapshot keeps him: his list row, bio,
// tenures, awards and titles.
type CoachRec struct {
	Coach      Coach
	PersonID   int
	Person     store.PersonRow
	Bio        Person // BioOf(person), made once: a list page adds the age
	SortKey    string
	Norm       string
	Tenures    []*Tenure
	sports     map[[2]int]bool // (sport, level) coached in
	Awards     []AwardRecord
	ChampRes   []int
	years      []int // distinct start years
	LastYear   int
	Prominence int
}

// Coaches is the coach snapshot: every coach's record in directory order
// (last name, first name), the lists by scope and the lookups.
type Coaches struct {
	List    []*CoachRec
	Scoped  map[rmbase.Scope][]*CoachRec
	ByID    map[int]*CoachRec
	BySlug  map[string]*CoachRec
	Latest  map[[2]int]int // (sport, level) -> latest start year with coaching data
	Tenures []Tenure
}

// WinPct is WinShare as the answer's nullable number.
func WinPct(w, l, t int) *float64 {
	v, ok := WinShare(w, l, t)
	if !ok {
		return nil
	}
	return &v
}

// WinShare is the win percentage (ties count half), rounded to three
// places; false without games.
func WinShare(w, l, t int) (float64, bool) {
	g := w + l + t
	if g == 0 {
		return 0, false
	}
	return stats.RoundTo((float64(w)+0.5*float64(t))/float64(g), 3), true
}

// BuildCoaches reads the coaches, their tenures and awards and credits
// records and titles.
func BuildCoaches(ctx context.Context, st *store.Store, b *Base) (*Coaches, error) {
	persons, err := st.CoachPeopleRows(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := st.TenureRows(ctx)
	if err != nil {
		return nil, err
	}
	snap := &Coaches{ByID: map[int]*CoachRec{}, BySlug: map[string]*CoachRec{}, Latest: map[[2]int]int{}}
	// Records and tenures live in two arrays (one object each for the GC).
	recs := make([]CoachRec, len(persons))
	for i, p := range persons {
		display := rmbase.JoinNonEmpty(" ", p.FirstName, p.LastName)
		c := &recs[i]
		*c = CoachRec{PersonID: p.ID, Person: p, sports: map[[2]int]bool{}}
		c.Coach = Coach{ID: p.ID, Slug: p.Slug, FirstName: p.FirstName, LastName: p.LastName, DisplayName: display,
			Awards: []string{}, PreviousTeams: []PreviousTeam{}}
		c.Norm = rmbase.Fold(display)
		c.SortKey = rmbase.Fold(p.LastName) + "\x00" + rmbase.Fold(p.FirstName) + "\x00" + strconv.Itoa(p.ID)
		snap.List = append(snap.List, c)
		snap.ByID[p.ID] = c
		snap.BySlug[p.Slug] = c
	}
	// Head coaches per team-season, to credit a team's record to a sole head
	// coach and a title to the right one.
	heads := map[SeasonKey][]*Tenure{}
	needGames := false
	tenures := make([]Tenure, 0, len(rows))
	for i := range rows {
		r := &rows[i]
		c := snap.ByID[r.PersonID]
		if c == nil {
			continue
		}
		tenures = append(tenures, Tenure{Franchise: r.FranchiseID, Season: r.SeasonID, Year: r.StartYear, SportID: r.SportID, LevelID: r.LevelID,
			Title: r.Title, IsHead: r.IsHead, Seq: r.Seq, HasRecord: r.HasRecord, Wins: r.Wins, Losses: r.Losses, Ties: r.Ties,
			PlayoffWins: r.PlayoffWins, PlayoffLosses: r.PlayoffLosses, Owner: c, Index: int32(len(tenures))})
		t := &tenures[len(tenures)-1]
		c.Tenures = append(c.Tenures, t)
		if t.IsHead {
			k := SeasonKey{Franchise: t.Franchise, Season: t.Season}
			heads[k] = append(heads[k], t)
		}
	}
	// Playoff W-L is known where some tenure of the sport and level has it.
	pKnown := map[[2]int]bool{}
	for _, c := range snap.List {
		for _, t := range c.Tenures {
			if t.PlayoffWins+t.PlayoffLosses > 0 {
				pKnown[[2]int{t.SportID, t.LevelID}] = true
			}
		}
	}
	for _, c := range snap.List {
		for _, t := range c.Tenures {
			t.PlayoffsKnown = pKnown[[2]int{t.SportID, t.LevelID}]
		}
	}
	for k, hs := range heads {
		ts := b.TeamSeasons[k]
		for _, t := range hs {
			if ts != nil && ts.MadePlayoffs {
				t.Playoffs = true
			}
			if t.PlayoffWins+t.PlayoffLosses > 0 {
				t.Playoffs = true
			}
			if !t.HasRecord && len(hs) == 1 {
				if ts != nil && ts.HasRecord {
					t.HasRecord, t.Wins, t.Losses, t.Ties = true, ts.Wins, ts.Losses+ts.OTLosses, ts.Ties
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
			hs := heads[SeasonKey{Franchise: gr.FranchiseID, Season: gr.SeasonID}]
			if len(hs) == 1 && !hs[0].HasRecord && gr.Wins+gr.Losses+gr.Ties > 0 {
				hs[0].HasRecord, hs[0].Wins, hs[0].Losses, hs[0].Ties = true, gr.Wins, gr.Losses, gr.Ties
			}
		}
	}
	// Titles: the named winning coach when he is among the head coaches of
	// the champion's season, else its last head coach.
	for ri, res := range b.Results {
		if !res.WinnerID.Valid || res.ResolvedSeason == 0 {
			continue
		}
		hs := heads[SeasonKey{Franchise: int(res.WinnerID.Int64), Season: res.ResolvedSeason}]
		if len(hs) == 0 {
			continue
		}
		var credited *Tenure
		if wc := rmbase.Fold(res.WinningCoach); wc != "" {
			for _, t := range hs {
				last := rmbase.Fold(t.Owner.Person.LastName)
				if t.Owner.Norm == wc || (last != "" && (last == wc || strings.HasSuffix(wc, " "+last))) {
					credited = t
				}
			}
		}
		if credited == nil {
			for _, t := range hs {
				if credited == nil || t.Seq > credited.Seq {
					credited = t
				}
			}
		}
		credited.Titles = append(credited.Titles, ri)
	}
	aws, err := st.AwardRows(ctx)
	if err != nil {
		return nil, err
	}
	for _, aw := range aws {
		if c := snap.ByID[aw.PersonID]; c != nil && isCoachAward(aw.Name) {
			c.Awards = append(c.Awards, AwardRecord{aw.Name, aw.Year})
			c.Coach.Awards = append(c.Coach.Awards, aw.Name+" "+strconv.Itoa(aw.Year))
		}
	}
	for _, c := range snap.List {
		c.summarize(b)
		for k := range c.sports {
			if c.LastYear > snap.Latest[k] {
				snap.Latest[k] = c.LastYear
			}
		}
	}
	// The last season each sport and level played (a final game), to tell
	// where its coaching records end before its games do.
	played := map[[2]int]int{}
	for k := range snap.Latest {
		y, ok, err := st.LatestPlayedYear(ctx, b.SportNames[k[0]].Slug, b.LevelNames[k[1]].Slug)
		if err != nil {
			return nil, err
		}
		if ok {
			played[k] = y
		}
	}
	for _, c := range snap.List {
		if len(c.Tenures) == 0 {
			c.Coach.Status = "inactive"
			continue
		}
		last := c.Tenures[len(c.Tenures)-1]
		k := [2]int{last.SportID, last.LevelID}
		latest := snap.Latest[k]
		// Coaching in the last season the records reach, when the league
		// played on after it: his record may go on, his status is unknown.
		cut := c.LastYear == latest && latest < played[k]
		if cut {
			c.Coach.RecordsEnd = &latest
		}
		switch {
		case cut && c.Person.DeathDate == "":
			c.Coach.Status = "unknown"
		case c.LastYear == latest && c.Person.DeathDate == "":
			c.Coach.IsActive, c.Coach.Status = true, "active"
		case c.Person.DeathDate != "" || c.LastYear < latest-1:
			c.Coach.Status = "retired"
		default:
			c.Coach.Status = "inactive"
		}
	}
	sort.Slice(snap.List, func(i, j int) bool { return snap.List[i].SortKey < snap.List[j].SortKey })
	snap.Scoped = rmbase.ScopeLists(snap.List, func(c *CoachRec) [][2]string {
		var out [][2]string
		for k := range c.sports {
			out = append(out, [2]string{b.SportNames[k[0]].Slug, b.LevelNames[k[1]].Slug})
		}
		return out
	})
	snap.Tenures = tenures
	snap.pack()
	return snap, nil
}

// pack moves the coaches' small values into shared blocks (see internal/pack).
func (snap *Coaches) pack() {
	pk := pack.New()
	var tens pack.Slabs[*Tenure]
	var ints pack.Slabs[int]
	var awards pack.Slabs[AwardRecord]
	var prev pack.Slabs[PreviousTeam]
	var careers pack.Slabs[CareerRecord]
	teams := map[CoachTeam]*CoachTeam{}
	for _, c := range snap.List {
		c.sports = nil // only needed while building
		o := &c.Coach
		o.Slug, o.FirstName, o.LastName = pk.Str(o.Slug), pk.Str(o.FirstName), pk.Str(o.LastName)
		o.DisplayName, o.Status = pk.Str(o.DisplayName), pk.Str(o.Status)
		o.Title = pk.StrP(o.Title)
		o.Position = o.Title
		o.FirstYear, o.LastYear, o.RecordsEnd = pk.IntP(o.FirstYear), pk.IntP(o.LastYear), pk.IntP(o.RecordsEnd)
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
		packPerson(pk, &c.Person)
		c.Bio = BioOf(c.Person)
		c.SortKey, c.Norm = pk.Str(c.SortKey), pk.Str(c.Norm)
		c.Tenures = pack.Slice(&tens, c.Tenures)
		for _, t := range c.Tenures {
			t.Title = pk.Str(t.Title)
			t.Titles = pack.Slice(&ints, t.Titles)
		}
		c.Awards = packAwards(pk, &awards, c.Awards)
		c.ChampRes = pack.Slice(&ints, c.ChampRes)
		c.years = pack.Slice(&ints, c.years)
	}
	bySlug := make(map[string]*CoachRec, len(snap.BySlug))
	for k, c := range snap.BySlug {
		bySlug[pk.Str(k)] = c
	}
	snap.BySlug = bySlug
}

// summarize fills the list fields from the tenures.
func (c *CoachRec) summarize(b *Base) {
	// The career record is the headline league's (see leagues.go).
	var rec CareerRecord
	has := false
	if leagues, h := CoachLeagues(b, c); h >= 0 {
		rec = leagues[h].CareerRecord
		has = rec.WinPercentage != nil
	}
	years := map[int]bool{}
	titles := map[int]bool{}
	for _, t := range c.Tenures {
		years[t.Year] = true
		c.sports[[2]int{t.SportID, t.LevelID}] = true
		for _, ri := range t.Titles {
			if !titles[ri] {
				titles[ri] = true
				c.ChampRes = append(c.ChampRes, ri)
			}
		}
	}
	sort.Ints(c.ChampRes)
	for y := range years {
		c.years = append(c.years, y)
	}
	sort.Ints(c.years)
	c.Coach.YearsExperience = len(c.years)
	c.Coach.ChampionshipsWon = len(c.ChampRes)
	if n := len(c.years); n > 0 {
		f, l := c.years[0], c.years[n-1]
		c.Coach.FirstYear, c.Coach.LastYear = &f, &l
		c.LastYear = l
	}
	if has || rec.PlayoffWins != nil {
		c.Coach.CareerRecord = &rec
	}
	if len(c.Tenures) == 0 {
		return
	}
	last := c.Tenures[len(c.Tenures)-1]
	c.Coach.Sport, c.Coach.Level = b.SportNames[last.SportID], b.LevelNames[last.LevelID]
	c.Coach.Title = rmbase.StrOrNil(last.Title)
	c.Coach.Position = c.Coach.Title
	c.Coach.IsHeadCoach = last.IsHead
	name, city, ab := b.TeamAt(last.Franchise, last.Season)
	ct := &CoachTeam{ID: last.Franchise, Name: name, City: city, Abbreviation: ab, SportName: c.Coach.Sport.Name}
	if f := b.Franchises[last.Franchise]; f != nil {
		ct.Slug = f.Slug
	}
	c.Coach.CurrentTeam = ct
	// Consecutive seasons with the current team, counting back.
	withTeam := map[int]bool{}
	for _, t := range c.Tenures {
		if t.Franchise == last.Franchise {
			withTeam[t.Year] = true
		}
	}
	for y := last.Year; withTeam[y]; y-- {
		c.Coach.YearsWithCurrentTeam++
	}
	seen := map[int]bool{last.Franchise: true}
	for i := len(c.Tenures) - 1; i >= 0; i-- {
		t := c.Tenures[i]
		if seen[t.Franchise] {
			continue
		}
		seen[t.Franchise] = true
		name, _, _ := b.TeamAt(t.Franchise, t.Season)
		pt := PreviousTeam{ID: t.Franchise, Name: name}
		if f := b.Franchises[t.Franchise]; f != nil {
			pt.Slug = f.Slug
		}
		c.Coach.PreviousTeams = append(c.Coach.PreviousTeams, pt)
	}
	c.Prominence = len(c.years)*4 + len(c.ChampRes)*10 + rec.Wins/20
}
