package people

import (
	"context"
	"index/suffixarray"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// TeamYear is a franchise in a season, with the season's start year.
type TeamYear struct {
	Franchise, Season int32
	Year              int16
}

// playerDraft is a player while the snapshot is built (see PlayerRec).
type playerDraft struct {
	out        Player
	order      int // position in the source's order
	personID   int
	sportID    int
	levelID    int
	person     store.PersonRow
	sortKey    string
	norm       string // folded display name, then "|" and each folded alias
	posFold    string // folded primary position
	years      []int16
	pairs      []TeamYear
	awards     []AwardRecord
	mvps       int
	champRes   []int // result indexes won with his team
	lastYear   int
	headLeague string  // the headline career's league ("" without stat rows)
	covYears   []int16 // the headline career's seasons
	lastTeamY  int
	jerseyY    int
	prominence int
}

// Players is the player snapshot: every player's record in directory order
// (last name, first name), the lists by scope, the name index and the
// lookups.
type Players struct {
	List   []*PlayerRec             // by last name, first name
	Scoped map[rmbase.Scope][]int32 // positions in list
	nameSA *suffixarray.Index       // over "\x00" + norm of each list entry
	starts []int32
	// Lookups by id, slug hash and person, as positions in list (in the
	// source's order): maps of numbers and one shared array, which the
	// collector need not scan (maps of pointers to records were a third of
	// the snapshot's marking).
	byID     map[int]int32
	bySlug   map[uint64]recSpan
	byPerson map[int]recSpan
	recPos   []int32
	latest   map[[2]int]int // (sport, level) -> latest start year with player data

	sportNames, levelNames map[int]rmbase.NameSlug
	teams                  []TeamRef // current teams, PlayerRec.team indexes it
}

// BuildPlayers reads the players, their seasons, roster entries and awards.
func BuildPlayers(ctx context.Context, st *store.Store, b *Base) (*Players, error) {
	rows, err := st.PlayerRows(ctx)
	if err != nil {
		return nil, err
	}
	snap := &Players{latest: map[[2]int]int{}}
	type psKey struct{ person, sport, level int }
	byKey := map[psKey]*playerDraft{}
	var drafts []*playerDraft
	byPerson := map[int][]*playerDraft{}
	for _, r := range rows {
		p := r.Person
		display := rmbase.JoinNonEmpty(" ", p.FirstName, p.LastName)
		rec := &playerDraft{order: len(drafts), personID: p.ID, sportID: r.SportID, levelID: r.LevelID, person: p}
		rec.out = Player{
			ID: r.ID, Slug: p.Slug, FirstName: p.FirstName, LastName: p.LastName, DisplayName: display,
			PrimaryPosition: rmbase.StrOrNil(r.Position),
			Height:          rmbase.NullInt(p.HeightIn), Weight: rmbase.NullInt(p.WeightLb),
			BirthDate:  rmbase.StrOrNil(p.BirthDate),
			BirthPlace: rmbase.StrOrNil(rmbase.JoinNonEmpty(", ", p.BirthCity, p.BirthState, p.BirthCountry)),
			College:    rmbase.StrOrNil(p.College),
			DraftYear:  rmbase.NullInt(r.DraftYear), DraftRound: rmbase.NullInt(r.DraftRound), DraftPick: rmbase.NullInt(r.DraftPick),
			Sport: b.SportNames[r.SportID], Level: b.LevelNames[r.LevelID],
			HallOfFame: r.HallOfFame, Awards: []string{}, CareerStats: rmbase.StatMap{}, CareerRoles: []string{},
		}
		rec.norm = rmbase.FoldWithAliases(display, p.Aliases)
		rec.sortKey = rmbase.Fold(p.LastName) + "\x00" + rmbase.Fold(p.FirstName) + "\x00" + strconv.Itoa(r.ID)
		byKey[psKey{p.ID, r.SportID, r.LevelID}] = rec
		drafts = append(drafts, rec)
		byPerson[p.ID] = append(byPerson[p.ID], rec)
	}

	names := rmbase.StatNames{}
	roleNames := roleSets{}
	posCount := map[*playerDraft]map[string]int{}
	addYear := func(rec *playerDraft, y int) {
		n := len(rec.years)
		if n == 0 || rec.years[n-1] != int16(y) {
			if n > 0 && rec.years[n-1] > int16(y) { // out of order (roster after stats): insert sorted
				i := sort.Search(n, func(i int) bool { return rec.years[i] >= int16(y) })
				if i < n && rec.years[i] == int16(y) {
					return
				}
				rec.years = append(rec.years, 0)
				copy(rec.years[i+1:], rec.years[i:])
				rec.years[i] = int16(y)
				return
			}
			rec.years = append(rec.years, int16(y))
		}
	}
	addPair := func(rec *playerDraft, f, s, y int) {
		for _, p := range rec.pairs {
			if int(p.Franchise) == f && int(p.Season) == s {
				return
			}
		}
		rec.pairs = append(rec.pairs, TeamYear{int32(f), int32(s), int16(y)})
	}
	setTeam := func(rec *playerDraft, f, s, y int) {
		if y < rec.lastTeamY {
			return
		}
		rec.lastTeamY = y
		name, _, ab := b.TeamAt(f, s)
		t := &TeamRef{ID: f, Name: name, Abbreviation: ab}
		if fi := b.Franchises[f]; fi != nil {
			t.Slug = fi.Slug
		}
		rec.out.CurrentTeam = t
	}
	countPos := func(rec *playerDraft, pos string) {
		if pos == "" {
			return
		}
		m := posCount[rec]
		if m == nil {
			m = map[string]int{}
			posCount[rec] = m
		}
		m[pos]++
	}

	// Player seasons, one person at a time.
	err = ScanPersonSeasons(ctx, st, func(buf []*store.PlayerSeasonRow) {
		// Split by sport/level (a person may have played two sports).
		bySport := map[psKey][]*store.PlayerSeasonRow{}
		for _, r := range buf {
			k := psKey{r.PersonID, r.SportID, r.LevelID}
			bySport[k] = append(bySport[k], r)
		}
		for k, rs := range bySport {
			rec := byKey[k]
			if rec == nil {
				continue
			}
			sp := b.SportNames[k.sport].Slug
			hrows, league := HeadlineRows(b, rs, sp, b.LevelNames[k.level].Slug == "professional")
			lines := GroupSeasons(hrows, names)
			c := CareerOf(sp, CareerPosition(rec.out.PrimaryPosition, rs), lines, nil)
			rec.out.CareerRoles = roleNames.of(c.Roles)
			rec.out.CareerStats, rec.out.CareerCoverage, rec.headLeague = headlineMap(sp, rec.out.CareerRoles, c.Totals), c.Coverage, league
			for _, l := range lines {
				if !slices.Contains(rec.covYears, int16(l.Year)) {
					rec.covYears = append(rec.covYears, int16(l.Year))
				}
			}
			if gp, ok := c.Totals["games_played"]; ok {
				rec.prominence += int(gp) / 10
			}
			for _, r := range rs {
				addYear(rec, r.StartYear)
				countPos(rec, r.Position)
				if r.FranchiseID.Valid {
					f := int(r.FranchiseID.Int64)
					addPair(rec, f, r.SeasonID, r.StartYear)
					setTeam(rec, f, r.SeasonID, r.StartYear)
				}
			}
		}
	})
	if err != nil {
		return nil, err
	}

	// Roster entries: seasons without stats, jersey numbers, later teams.
	err = st.ScanRoster(ctx, func(r *store.RosterRow) error {
		rec := byKey[psKey{r.PersonID, r.SportID, r.LevelID}]
		if rec == nil {
			return nil
		}
		addYear(rec, r.StartYear)
		if cl, _ := SeasonLeague(b, r.SeasonID); (rec.headLeague == "" || cl == rec.headLeague) && !slices.Contains(rec.covYears, int16(r.StartYear)) {
			rec.covYears = append(rec.covYears, int16(r.StartYear))
		}
		addPair(rec, r.FranchiseID, r.SeasonID, r.StartYear)
		if r.StartYear > rec.lastTeamY {
			setTeam(rec, r.FranchiseID, r.SeasonID, r.StartYear)
		}
		if r.Jersey != "" && r.StartYear >= rec.jerseyY {
			j := r.Jersey
			rec.out.JerseyNumber = &j
			rec.jerseyY = r.StartYear
		}
		countPos(rec, r.Position)
		return nil
	})
	if err != nil {
		return nil, err
	}

	// Awards.
	aws, err := st.AwardRows(ctx)
	if err != nil {
		return nil, err
	}
	for _, aw := range aws {
		for _, rec := range byPerson[aw.PersonID] {
			if aw.SportID.Valid && int(aw.SportID.Int64) != rec.sportID {
				continue
			}
			text := aw.Name + " " + strconv.Itoa(aw.Year)
			if n := len(rec.out.Awards); n == 0 || rec.out.Awards[n-1] != text {
				rec.awards = append(rec.awards, AwardRecord{aw.Name, aw.Year})
				rec.out.Awards = append(rec.out.Awards, text)
			}
			if isAllStarAward(aw.Name) {
				rec.out.AllStarSelections++
			}
			if isMVPAward(aw.Name) {
				rec.mvps++
			}
		}
	}

	// Titles, positions, latest seasons.
	for _, rec := range drafts {
		rec.out.CareerCoverage = withSeasons(rec.out.CareerCoverage, rec.covYears)
		seen := map[int]bool{}
		for _, p := range rec.pairs {
			for _, ri := range b.Winners[SeasonKey{Franchise: int(p.Franchise), Season: int(p.Season)}] {
				if !seen[ri] {
					seen[ri] = true
					rec.champRes = append(rec.champRes, ri)
				}
			}
		}
		sort.Ints(rec.champRes)
		rec.out.Championships = len(rec.champRes)
		if rec.out.PrimaryPosition == nil {
			best, bn := "", 0
			for pos, n := range posCount[rec] {
				if n > bn || (n == bn && pos < best) {
					best, bn = pos, n
				}
			}
			rec.out.PrimaryPosition = rmbase.StrOrNil(best)
		}
		if rec.out.PrimaryPosition != nil {
			rec.posFold = strings.ToLower(*rec.out.PrimaryPosition)
		}
		rec.out.YearsExperience = len(rec.years)
		if n := len(rec.years); n > 0 {
			f, l := int(rec.years[0]), int(rec.years[n-1])
			rec.out.FirstYear, rec.out.LastYear = &f, &l
			rec.lastYear = l
		}
		k := [2]int{rec.sportID, rec.levelID}
		if rec.lastYear > snap.latest[k] {
			snap.latest[k] = rec.lastYear
		}
		rec.prominence += len(rec.years)*4 + len(rec.awards)*2 + rec.out.Championships*3
		if rec.out.HallOfFame {
			rec.prominence += 50
		}
	}
	for _, rec := range drafts {
		latest := snap.latest[[2]int{rec.sportID, rec.levelID}]
		switch {
		case rec.lastYear != 0 && rec.lastYear == latest && rec.person.DeathDate == "":
			rec.out.IsActive, rec.out.Status = true, "active"
		case rec.lastYear == 0:
			rec.out.Status = "inactive"
		case rec.person.DeathDate != "" || rec.lastYear < latest-1:
			rec.out.Status = "retired"
		default:
			rec.out.Status = "inactive"
		}
	}
	sort.Slice(drafts, func(i, j int) bool { return drafts[i].sortKey < drafts[j].sortKey })
	snap.compact(drafts, b)
	pos := make([]int32, len(snap.List))
	for i := range pos {
		pos[i] = int32(i)
	}
	snap.Scoped = rmbase.ScopeLists(pos, func(i int32) [][2]string {
		r := snap.List[i]
		return [][2]string{{snap.Sport(r).Slug, snap.Level(r).Slug}}
	})
	var text []byte
	snap.starts = make([]int32, len(snap.List))
	for i, rec := range snap.List {
		text = append(text, 0)
		snap.starts[i] = int32(len(text))
		text = append(text, rec.Str(TextNorm)...)
	}
	text = append(text, 0)
	snap.nameSA = suffixarray.New(text)
	return snap, nil
}

// withSeasons widens a coverage to the career's seasons (years), the
// roster seasons without stat rows among them.
func withSeasons(c stats.Coverage, years []int16) stats.Coverage {
	if len(years) <= c.Seasons {
		return c
	}
	c.Seasons = len(years)
	c.FirstSeason, c.LastSeason = int(slices.Min(years)), int(slices.Max(years))
	c.Complete = c.SeasonsWithStats == c.Seasons
	return c
}

// CareerPosition is the player's position for his roles: the listed one,
// else the one most of his season rows give.
func CareerPosition(listed *string, rows []*store.PlayerSeasonRow) string {
	if listed != nil && *listed != "" {
		return *listed
	}
	n := map[string]int{}
	best := ""
	for _, r := range rows {
		if r.Position != "" {
			n[r.Position]++
			if n[r.Position] > n[best] || (n[r.Position] == n[best] && r.Position < best) {
				best = r.Position
			}
		}
	}
	return best
}

// roleSets shares one slice per distinct list of roles among the players.
type roleSets map[string][]string

func (s roleSets) of(roles []string) []string {
	k := strings.Join(roles, ",")
	if r, ok := s[k]; ok {
		return r
	}
	if roles == nil {
		roles = []string{}
	}
	s[k] = roles
	return roles
}
