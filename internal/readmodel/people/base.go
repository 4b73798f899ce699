package people

import (
	"context"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/pack"
	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/store"
)

// Franchise is a franchise with the span of its team-seasons.
type Franchise struct {
	store.FranchiseRow
	Seasons   int // team-seasons
	FirstYear int
	LastSeen  int // last start year with a team season
}

// SeasonKey is a franchise in a season.
type SeasonKey struct{ Franchise, Season int }

// Season is a league season.
type Season struct {
	ID, LeagueID, SportID, LevelID int
	StartYear, EndYear             int
	Slug, Name                     string
}

// Result is a championship result with its season resolved.
type Result struct {
	store.ResultRow
	ResolvedSeason int // resolved (0 = unknown)
}

// Base is the snapshot: franchises by id, slug and abbreviation, their
// names per season, seasons, championships and results.
type Base struct {
	Franchises   map[int]*Franchise
	FranchiseBy  map[string]*Franchise // slug
	Abbrevs      map[string][]int      // lower abbreviation (current or any season) -> franchise ids
	TeamSeasons  map[SeasonKey]*store.TeamSeasonRow
	Seasons      map[int]*Season
	SeasonRows   []store.SeasonRow
	Champs       []store.ChampionshipRow
	Results      []Result
	Winners      map[SeasonKey][]int // (franchise, season) -> result indexes
	SportNames   map[int]rmbase.NameSlug
	LevelNames   map[int]rmbase.NameSlug
	LeagueAbbrev map[int]string
}

// Build reads the snapshot from the database.
func Build(ctx context.Context, st *store.Store) (*Base, error) {
	b := &Base{
		Franchises: map[int]*Franchise{}, FranchiseBy: map[string]*Franchise{}, Abbrevs: map[string][]int{},
		TeamSeasons: map[SeasonKey]*store.TeamSeasonRow{}, Seasons: map[int]*Season{}, Winners: map[SeasonKey][]int{},
		SportNames: map[int]rmbase.NameSlug{}, LevelNames: map[int]rmbase.NameSlug{}, LeagueAbbrev: map[int]string{},
	}
	frs, err := st.FranchiseRows(ctx)
	if err != nil {
		return nil, err
	}
	addAbbrev := func(ab string, id int) {
		ab = strings.ToLower(strings.TrimSpace(ab))
		if ab == "" {
			return
		}
		for _, x := range b.Abbrevs[ab] {
			if x == id {
				return
			}
		}
		b.Abbrevs[ab] = append(b.Abbrevs[ab], id)
	}
	for _, f := range frs {
		fi := &Franchise{FranchiseRow: f}
		b.Franchises[f.ID] = fi
		b.FranchiseBy[f.Slug] = fi
		addAbbrev(f.Abbreviation, f.ID)
		b.SportNames[f.SportID] = rmbase.NameSlug{Name: f.SportName, Slug: f.SportSlug}
		b.LevelNames[f.LevelID] = rmbase.NameSlug{Name: f.LevelName, Slug: f.LevelSlug}
	}
	srs, err := st.SeasonRows(ctx)
	if err != nil {
		return nil, err
	}
	b.SeasonRows = srs
	for _, s := range srs {
		b.Seasons[s.ID] = &Season{ID: s.ID, LeagueID: s.LeagueID, SportID: s.SportID, LevelID: s.LevelID,
			StartYear: s.StartYear, EndYear: s.EndYear, Slug: s.Slug, Name: s.Name}
		b.SportNames[s.SportID] = rmbase.NameSlug{Name: s.SportName, Slug: s.SportSlug}
		b.LevelNames[s.LevelID] = rmbase.NameSlug{Name: s.LevelName, Slug: s.LevelSlug}
		b.LeagueAbbrev[s.LeagueID] = s.LeagueAbbrev
	}
	tss, err := st.TeamSeasonRows(ctx)
	if err != nil {
		return nil, err
	}
	pk := pack.New() // the base snapshot lives as long as the dataset
	for i := range tss {
		t := &tss[i]
		t.Name, t.City, t.Abbreviation, t.HeadCoach = pk.Str(t.Name), pk.Str(t.City), pk.Str(t.Abbreviation), pk.Str(t.HeadCoach)
		b.TeamSeasons[SeasonKey{t.FranchiseID, t.SeasonID}] = t
		if f := b.Franchises[t.FranchiseID]; f != nil {
			f.Seasons++
			if f.FirstYear == 0 || t.StartYear < f.FirstYear {
				f.FirstYear = t.StartYear
			}
			if t.StartYear > f.LastSeen {
				f.LastSeen = t.StartYear
			}
		}
		addAbbrev(t.Abbreviation, t.FranchiseID)
	}
	if b.Champs, err = st.ChampionshipRows(ctx); err != nil {
		return nil, err
	}
	champLeague := map[int]int{}
	for _, c := range b.Champs {
		if c.LeagueID.Valid {
			champLeague[c.ID] = int(c.LeagueID.Int64)
		}
	}
	// Seasons by (league, end year) to place results stored without a season.
	byLeagueEnd := map[[2]int]int{}
	for _, s := range b.Seasons {
		byLeagueEnd[[2]int{s.LeagueID, s.EndYear}] = s.ID
	}
	rrs, err := st.ResultRows(ctx)
	if err != nil {
		return nil, err
	}
	for _, r := range rrs {
		ri := Result{ResultRow: r}
		if r.SeasonID.Valid {
			ri.ResolvedSeason = int(r.SeasonID.Int64)
		} else if lg, ok := champLeague[r.ChampionshipID]; ok {
			ri.ResolvedSeason = byLeagueEnd[[2]int{lg, r.Year}]
		}
		b.Results = append(b.Results, ri)
		if r.WinnerID.Valid && ri.ResolvedSeason != 0 {
			k := SeasonKey{int(r.WinnerID.Int64), ri.ResolvedSeason}
			b.Winners[k] = append(b.Winners[k], len(b.Results)-1)
		}
	}
	return b, nil
}

// TeamAt is the franchise's name as of a season (its current name when the
// season is unknown).
func (b *Base) TeamAt(franchise, season int) (name, city, abbrev string) {
	if t := b.TeamSeasons[SeasonKey{franchise, season}]; t != nil {
		return t.Name, t.City, t.Abbreviation
	}
	if f := b.Franchises[franchise]; f != nil {
		return f.Name, f.City, f.Abbreviation
	}
	return "", "", ""
}

// ResolveTeam turns a team filter (franchise slug, id or abbreviation) into
// franchise ids, limited to the scope; nil when nothing matches.
func (b *Base) ResolveTeam(v string, sc rmbase.Scope) []int {
	v = strings.TrimSpace(v)
	ok := func(f *Franchise) bool {
		return f != nil && (sc.Sport == "" || f.SportSlug == sc.Sport) && (sc.Level == "" || f.LevelSlug == sc.Level)
	}
	if n, err := strconv.Atoi(v); err == nil {
		if f := b.Franchises[n]; ok(f) {
			return []int{n}
		}
		return nil
	}
	if f := b.FranchiseBy[strings.ToLower(v)]; ok(f) {
		return []int{f.ID}
	}
	var out []int
	for _, id := range b.Abbrevs[strings.ToLower(v)] {
		if ok(b.Franchises[id]) {
			out = append(out, id)
		}
	}
	return out
}

// InScope: the sport and level ids are within the scope.
func (b *Base) InScope(sportID, levelID int, sc rmbase.Scope) bool {
	return (sc.Sport == "" || b.SportNames[sportID].Slug == sc.Sport) && (sc.Level == "" || b.LevelNames[levelID].Slug == sc.Level)
}
