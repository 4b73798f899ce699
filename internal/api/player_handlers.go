package api

import (
	"net/http"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/store"
)

func (a *API) playerRoutes() []Route {
	list := append([]Param{
		{Name: "season", Type: "integer", Description: "Only players with a season (stats or roster entry) starting in this year"},
		{Name: "position", Type: "string", Description: "Primary position, case-insensitive exact or prefix (QB, G, SS, ...)"},
		{Name: "team", Type: "string", Description: "Only players who played for this team: franchise slug, id or abbreviation (with season: in that season)"},
		{Name: "status", Type: "string", Description: "active: played in the latest season of the data; retired: last played two or more seasons before it (or deceased); inactive: not active", Enum: []string{"active", "inactive", "retired"}},
		{Name: "search", Type: "string", Description: "Case- and accent-insensitive substring of the player's name"},
	}, ScopeParams...)
	list = append(list, PageParams...)
	return []Route{
		{Path: "/api/players", Summary: "Players with bio, career headline stats, awards, titles and last team", Tag: "players",
			Params: list, Cache: CacheSemiStatic, Handler: typed(a.listPlayers)},
		{Path: "/api/players/{slug}", Summary: "One player (person slug or player id): bio, career totals, seasons, awards, championships", Tag: "players",
			Params: ScopeParams, Cache: CacheSemiStatic, Handler: declared[playerDetail](a.getPlayer)},
	}
}

func (a *API) listPlayers(r *http.Request) (*Paged[playerOut], error) {
	f, err := parsePeopleFilters(r.URL.Query())
	if err != nil {
		return nil, err
	}
	p, sc, year, hasYear := f.page, f.scope, f.year, f.hasYear
	position, status, search := f.position, f.status, f.search
	snap, b, err := a.playerSnapshot(r.Context())
	if err != nil {
		return nil, err
	}
	teams, err := f.teams(b)
	if err != nil {
		return nil, err
	}
	position = strings.ToLower(position)
	if position == "all" {
		position = ""
	}
	needle := fold(search)
	match := func(rec *playerRec) bool {
		if status != "" {
			if status == "inactive" {
				if rec.isActive {
					return false
				}
			} else if rec.str(ptStatus) != status {
				return false
			}
		}
		if position != "" && !strings.HasPrefix(rec.str(ptPosFold), position) {
			return false
		}
		if needle != "" && !strings.Contains(rec.str(ptNorm), needle) {
			return false
		}
		if len(teams) > 0 {
			for _, pr := range rec.pairs {
				if (!hasYear || int(pr.year) == year) && containsInt(teams, int(pr.franchise)) {
					return true
				}
			}
			return false
		}
		if hasYear {
			i := sort.Search(len(rec.years), func(i int) bool { return rec.years[i] >= int16(year) })
			if i >= len(rec.years) || rec.years[i] != int16(year) {
				return false
			}
		}
		return true
	}
	list := snap.scoped[sc]
	if len(needle) >= 3 {
		// Candidates from the name index, in list order.
		list = snap.matchName(needle, sc)
	}
	now := time.Now()
	out := []playerOut{}
	count := 0
	if status == "" && position == "" && needle == "" && len(teams) == 0 && !hasYear {
		count = len(list)
		list = pageOf(list, p)
		for _, rec := range list {
			o := snap.output(rec)
			o.Age = ageOn(rec.str(ptBirthDate), rec.str(ptDeathDate), now)
			out = append(out, o)
		}
		return new(NewPaged(r, p, count, out)), nil
	}
	for _, rec := range list {
		if !match(rec) {
			continue
		}
		if count >= p.Offset() && len(out) < p.Size {
			o := snap.output(rec)
			o.Age = ageOn(rec.str(ptBirthDate), rec.str(ptDeathDate), now)
			out = append(out, o)
		}
		count++
	}
	return new(NewPaged(r, p, count, out)), nil
}

// matchName lists the players in scope whose folded name contains needle,
// in directory order, using the suffix array over all names.
func (snap *playerSnap) matchName(needle string, sc Scope) []*playerRec {
	offs := snap.nameSA.Lookup([]byte(needle), -1)
	idx := make([]int, 0, len(offs))
	for _, off := range offs {
		i := sort.Search(len(snap.starts), func(i int) bool { return int(snap.starts[i]) > off }) - 1
		if i >= 0 {
			idx = append(idx, i)
		}
	}
	sort.Ints(idx)
	out := make([]*playerRec, 0, len(idx))
	last := -1
	for _, i := range idx {
		if i == last {
			continue
		}
		last = i
		rec := snap.list[i]
		if (sc.Sport == "" || snap.sport(rec).Slug == sc.Sport) && (sc.Level == "" || snap.level(rec).Slug == sc.Level) {
			out = append(out, rec)
		}
	}
	return out
}

func containsInt(xs []int, v int) bool {
	for _, x := range xs {
		if x == v {
			return true
		}
	}
	return false
}

type personOut struct {
	FirstName    string  `json:"first_name"`
	LastName     string  `json:"last_name"`
	FullName     string  `json:"full_name"`
	Age          *int    `json:"age"`
	BirthDate    *string `json:"birth_date"`
	BirthPlace   *string `json:"birth_place"`
	Bio          *string `json:"bio"`
	BirthCity    *string `json:"birth_city"`
	BirthState   *string `json:"birth_state"`
	BirthCountry *string `json:"birth_country"`
	College      *string `json:"college"`
	HeightInches *int    `json:"height_inches"`
	WeightPounds *int    `json:"weight_pounds"`
	DeathDate    *string `json:"death_date"`
}

func personOf(p store.PersonRow, now time.Time) personOut {
	return personOut{
		FirstName: p.FirstName, LastName: p.LastName, FullName: joinNonEmpty(" ", p.FirstName, p.LastName),
		Age: ageOn(p.BirthDate, p.DeathDate, now), BirthDate: strOrNil(p.BirthDate),
		BirthPlace: strOrNil(joinNonEmpty(", ", p.BirthCity, p.BirthState, p.BirthCountry)),
		BirthCity:  strOrNil(p.BirthCity), BirthState: strOrNil(p.BirthState), BirthCountry: strOrNil(p.BirthCountry),
		College: strOrNil(p.College), HeightInches: nullInt(p.HeightIn), WeightPounds: nullInt(p.WeightLb),
		DeathDate: strOrNil(p.DeathDate),
	}
}

type playerSeasonOut struct {
	Season     int      `json:"season"`
	SeasonSlug string   `json:"season_slug"`
	SeasonName string   `json:"season_name"`
	League     string   `json:"league"`
	Team       *teamRef `json:"team"`
	IsTotal    bool     `json:"is_total"`
	Position   *string  `json:"position"`
	Stats      statMap  `json:"stats"`
	Postseason statMap  `json:"postseason"`
}

type titleOut struct {
	Year             int     `json:"year"`
	ChampionshipName string  `json:"championship_name"`
	ChampionshipSlug string  `json:"championship_slug"`
	TeamName         string  `json:"team_name"`
	TeamSlug         *string `json:"team_slug"`
}

type playerDetail struct {
	playerOut
	PrimaryPositionName   *string           `json:"primary_position_name"`
	Person                personOut         `json:"person"`
	Salary                *int              `json:"salary"`
	CareerStats           statMap           `json:"career_stats"`
	CareerPostseasonStats statMap           `json:"career_postseason_stats"`
	Seasons               []playerSeasonOut `json:"seasons"`
	Awards                []awardRec        `json:"awards"`
	Championships         []titleOut        `json:"championships"`
	MVPAwards             int               `json:"mvp_awards"`
	OtherSports           []nameSlug        `json:"other_sports"`
}

func (b *baseSnap) titlesOf(resIdx []int) []titleOut {
	out := []titleOut{}
	for _, ri := range resIdx {
		res := b.results[ri]
		t := titleOut{Year: res.Year, ChampionshipName: res.ChampionshipName, ChampionshipSlug: res.ChampionshipSlug, TeamName: res.WinnerName}
		if res.WinnerID.Valid {
			f := int(res.WinnerID.Int64)
			if name, _, _ := b.teamAt(f, res.seasonID); name != "" {
				t.TeamName = name
			}
			if fi := b.franchises[f]; fi != nil {
				t.TeamSlug = &fi.Slug
			}
		}
		out = append(out, t)
	}
	return out
}

// pickBySlug resolves {slug} (person slug or numeric id) among records,
// preferring the requested sport/level, then the most prominent.
func pickPlayer(snap *playerSnap, slug string, sc Scope) *playerRec {
	recs := snap.bySlug[slug]
	if len(recs) == 0 {
		if id, err := strconv.Atoi(slug); err == nil {
			if rec := snap.byID[id]; rec != nil {
				return rec
			}
		}
		return nil
	}
	var best *playerRec
	for _, rec := range recs {
		if (sc.Sport != "" && snap.sport(rec).Slug != sc.Sport) || (sc.Level != "" && snap.level(rec).Slug != sc.Level) {
			continue
		}
		if best == nil || rec.prominence > best.prominence {
			best = rec
		}
	}
	if best == nil {
		best = recs[0]
	}
	return best
}

func (a *API) getPlayer(r *http.Request) (any, error) {
	slug := pathSlug(r, r.URL.Path, 2)
	sc, err := ParseScope(r.URL.Query())
	if err != nil {
		return nil, err
	}
	snap, b, err := a.playerSnapshot(r.Context())
	if err != nil {
		return nil, err
	}
	rec := pickPlayer(snap, slug, sc)
	if rec == nil {
		return nil, NotFound("Player")
	}
	ctx := r.Context()
	rows, err := a.Store.PlayerSeasonsOf(ctx, rec.personID)
	if err != nil {
		return nil, err
	}
	roster, err := a.Store.RosterOf(ctx, rec.personID)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	d := playerDetail{playerOut: snap.output(rec), Person: personOf(rec.person(), now), Awards: rec.awards, MVPAwards: rec.mvps,
		Championships: b.titlesOf(rec.champRes), OtherSports: []nameSlug{}}
	d.Age = d.Person.Age
	if d.Awards == nil {
		d.Awards = []awardRec{}
	}
	sport := snap.sport(rec).Slug
	if d.PrimaryPosition != nil {
		d.PrimaryPositionName = positionName(sport, *d.PrimaryPosition)
	}
	for _, o := range snap.byPerson[rec.personID] {
		if o != rec {
			d.OtherSports = append(d.OtherSports, snap.sport(o))
		}
	}
	names := statNames{}
	var mine []*store.PlayerSeasonRow
	haveSeason := map[int]bool{}
	for i := range rows {
		if rows[i].SportID == rec.sportID && rows[i].LevelID == rec.levelID {
			mine = append(mine, &rows[i])
			haveSeason[rows[i].SeasonID] = true
		}
	}
	reg, post := newStatAcc(), newStatAcc()
	accumulateCareer(mine, names, reg, post)
	_, full := careerMaps(reg, sport, true)
	full = append(full,
		statKV{"seasons_played", float64(rec.yearsExp)},
		statKV{"all_star_selections", float64(rec.allStars)},
		statKV{"championships_won", float64(rec.champs)},
		statKV{"mvp_awards", float64(rec.mvps)})
	sort.SliceStable(full, func(i, j int) bool { return full[i].Name < full[j].Name })
	d.CareerStats = full
	if !post.empty() {
		_, d.CareerPostseasonStats = careerMaps(post, sport, true)
	}

	seasonOut := func(seasonID, year int) playerSeasonOut {
		so := playerSeasonOut{Season: year, Stats: statMap{}}
		if si := b.seasons[seasonID]; si != nil {
			so.SeasonSlug, so.SeasonName, so.League = si.Slug, si.Name, b.leagueAbbrev[si.LeagueID]
		}
		return so
	}
	team := func(f, s int) *teamRef {
		name, _, ab := b.teamAt(f, s)
		t := &teamRef{ID: f, Name: name, Abbreviation: ab}
		if fi := b.franchises[f]; fi != nil {
			t.Slug = fi.Slug
		}
		return t
	}
	var seasons []playerSeasonOut
	for _, ps := range mine {
		so := seasonOut(ps.SeasonID, ps.StartYear)
		if ps.FranchiseID.Valid {
			so.Team = team(int(ps.FranchiseID.Int64), ps.SeasonID)
		} else {
			so.IsTotal = true
		}
		so.Position = strOrNil(ps.Position)
		so.Stats = seasonStatMap(ps.Stats, names)
		if ps.Postseason != "" {
			if m := seasonStatMap(ps.Postseason, names); len(m) > 0 {
				so.Postseason = m
			}
		}
		seasons = append(seasons, so)
	}
	rosterSeen := map[[2]int]bool{}
	for _, re := range roster {
		if re.SportID != rec.sportID || re.LevelID != rec.levelID || haveSeason[re.SeasonID] || rosterSeen[[2]int{re.SeasonID, re.FranchiseID}] {
			continue
		}
		rosterSeen[[2]int{re.SeasonID, re.FranchiseID}] = true
		so := seasonOut(re.SeasonID, re.StartYear)
		so.Team = team(re.FranchiseID, re.SeasonID)
		so.Position = strOrNil(re.Position)
		seasons = append(seasons, so)
	}
	// Newest first; in a season the multi-team total leads its team rows.
	sort.SliceStable(seasons, func(i, j int) bool {
		if seasons[i].Season != seasons[j].Season {
			return seasons[i].Season > seasons[j].Season
		}
		return seasons[i].IsTotal && !seasons[j].IsTotal
	})
	if seasons == nil {
		seasons = []playerSeasonOut{}
	}
	d.Seasons = seasons
	return d, nil
}
