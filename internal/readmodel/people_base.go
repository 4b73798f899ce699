package readmodel

// The base snapshot shared by the people and search indexes: franchises and
// their names per season, seasons, sports and levels.

import (
	"context"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/pack"
	"github.com/almanac-sports/almanac/internal/store"
)

// --- shared base snapshot ---------------------------------------------------

type franchiseInfo struct {
	store.FranchiseRow
	Seasons   int // team-seasons
	FirstYear int
	LastSeen  int // last start year with a team season
}

type seasonKey struct{ franchise, season int }

type seasonInfo struct {
	ID, LeagueID, SportID, LevelID int
	StartYear, EndYear             int
	Slug, Name                     string
}

type resultInfo struct {
	store.ResultRow
	seasonID int // resolved (0 = unknown)
}

type baseSnap struct {
	franchises   map[int]*franchiseInfo
	franchiseBy  map[string]*franchiseInfo // slug
	abbrevs      map[string][]int          // lower abbreviation (current or any season) -> franchise ids
	teamSeasons  map[seasonKey]*store.TeamSeasonRow
	seasons      map[int]*seasonInfo
	seasonRows   []store.SeasonRow
	champs       []store.ChampionshipRow
	results      []resultInfo
	winners      map[seasonKey][]int // (franchise, season) -> result indexes
	sportNames   map[int]NameSlug
	levelNames   map[int]NameSlug
	leagueAbbrev map[int]string
}

func (m *Model) baseSnapshot(ctx context.Context) (*baseSnap, error) {
	m.fresh(ctx)
	return m.ppl().base.get(ctx, m.buildBase)
}

func (m *Model) buildBase(ctx context.Context) (*baseSnap, error) {
	b := &baseSnap{
		franchises: map[int]*franchiseInfo{}, franchiseBy: map[string]*franchiseInfo{}, abbrevs: map[string][]int{},
		teamSeasons: map[seasonKey]*store.TeamSeasonRow{}, seasons: map[int]*seasonInfo{}, winners: map[seasonKey][]int{},
		sportNames: map[int]NameSlug{}, levelNames: map[int]NameSlug{}, leagueAbbrev: map[int]string{},
	}
	frs, err := m.st.FranchiseRows(ctx)
	if err != nil {
		return nil, err
	}
	addAbbrev := func(ab string, id int) {
		ab = strings.ToLower(strings.TrimSpace(ab))
		if ab == "" {
			return
		}
		for _, x := range b.abbrevs[ab] {
			if x == id {
				return
			}
		}
		b.abbrevs[ab] = append(b.abbrevs[ab], id)
	}
	for _, f := range frs {
		fi := &franchiseInfo{FranchiseRow: f}
		b.franchises[f.ID] = fi
		b.franchiseBy[f.Slug] = fi
		addAbbrev(f.Abbreviation, f.ID)
		b.sportNames[f.SportID] = NameSlug{Name: f.SportName, Slug: f.SportSlug}
		b.levelNames[f.LevelID] = NameSlug{Name: f.LevelName, Slug: f.LevelSlug}
	}
	srs, err := m.st.SeasonRows(ctx)
	if err != nil {
		return nil, err
	}
	b.seasonRows = srs
	for _, s := range srs {
		b.seasons[s.ID] = &seasonInfo{ID: s.ID, LeagueID: s.LeagueID, SportID: s.SportID, LevelID: s.LevelID,
			StartYear: s.StartYear, EndYear: s.EndYear, Slug: s.Slug, Name: s.Name}
		b.sportNames[s.SportID] = NameSlug{Name: s.SportName, Slug: s.SportSlug}
		b.levelNames[s.LevelID] = NameSlug{Name: s.LevelName, Slug: s.LevelSlug}
		b.leagueAbbrev[s.LeagueID] = s.LeagueAbbrev
	}
	tss, err := m.st.TeamSeasonRows(ctx)
	if err != nil {
		return nil, err
	}
	pk := pack.New() // the base snapshot lives as long as the dataset
	for i := range tss {
		t := &tss[i]
		t.Name, t.City, t.Abbreviation, t.HeadCoach = pk.Str(t.Name), pk.Str(t.City), pk.Str(t.Abbreviation), pk.Str(t.HeadCoach)
		b.teamSeasons[seasonKey{t.FranchiseID, t.SeasonID}] = t
		if f := b.franchises[t.FranchiseID]; f != nil {
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
	if b.champs, err = m.st.ChampionshipRows(ctx); err != nil {
		return nil, err
	}
	champLeague := map[int]int{}
	for _, c := range b.champs {
		if c.LeagueID.Valid {
			champLeague[c.ID] = int(c.LeagueID.Int64)
		}
	}
	// Seasons by (league, end year) to place results stored without a season.
	byLeagueEnd := map[[2]int]int{}
	for _, s := range b.seasons {
		byLeagueEnd[[2]int{s.LeagueID, s.EndYear}] = s.ID
	}
	rrs, err := m.st.ResultRows(ctx)
	if err != nil {
		return nil, err
	}
	for _, r := range rrs {
		ri := resultInfo{ResultRow: r}
		if r.SeasonID.Valid {
			ri.seasonID = int(r.SeasonID.Int64)
		} else if lg, ok := champLeague[r.ChampionshipID]; ok {
			ri.seasonID = byLeagueEnd[[2]int{lg, r.Year}]
		}
		b.results = append(b.results, ri)
		if r.WinnerID.Valid && ri.seasonID != 0 {
			k := seasonKey{int(r.WinnerID.Int64), ri.seasonID}
			b.winners[k] = append(b.winners[k], len(b.results)-1)
		}
	}
	return b, nil
}

// teamName is the franchise's name as of a season (its current name when the
// season is unknown).
func (b *baseSnap) teamAt(franchise, season int) (name, city, abbrev string) {
	if t := b.teamSeasons[seasonKey{franchise, season}]; t != nil {
		return t.Name, t.City, t.Abbreviation
	}
	if f := b.franchises[franchise]; f != nil {
		return f.Name, f.City, f.Abbreviation
	}
	return "", "", ""
}

// resolveTeam turns a team filter (franchise slug, id or abbreviation) into
// franchise ids, limited to the scope; nil when nothing matches.
func (b *baseSnap) resolveTeam(v string, sc Scope) []int {
	v = strings.TrimSpace(v)
	ok := func(f *franchiseInfo) bool {
		return f != nil && (sc.Sport == "" || f.SportSlug == sc.Sport) && (sc.Level == "" || f.LevelSlug == sc.Level)
	}
	if n, err := strconv.Atoi(v); err == nil {
		if f := b.franchises[n]; ok(f) {
			return []int{n}
		}
		return nil
	}
	if f := b.franchiseBy[strings.ToLower(v)]; ok(f) {
		return []int{f.ID}
	}
	var out []int
	for _, id := range b.abbrevs[strings.ToLower(v)] {
		if ok(b.franchises[id]) {
			out = append(out, id)
		}
	}
	return out
}

func (b *baseSnap) inScope(sportID, levelID int, sc Scope) bool {
	return (sc.Sport == "" || b.sportNames[sportID].Slug == sc.Sport) && (sc.Level == "" || b.levelNames[levelID].Slug == sc.Level)
}
