package readmodel

import (
	"context"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/readmodel/people"
	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/store"
)

// Players counts the players f matches and returns limit of them from
// offset, in directory order (last name, first name).
func (m *Model) Players(ctx context.Context, f PeopleFilter, offset, limit int) (count int, out []people.Player, err error) {
	return m.PlayersInto(ctx, f, offset, limit, nil)
}

// PlayersInto is Players with the page built in dst's array (a pooled page:
// see the API's pagePool).
func (m *Model) PlayersInto(ctx context.Context, f PeopleFilter, offset, limit int, dst []people.Player) (count int, out []people.Player, err error) {
	snap, list, match, err := m.playerMatcher(ctx, f)
	if err != nil {
		return 0, nil, err
	}
	now := time.Now()
	out = slices.Grow(dst[:0], max(min(limit, len(list)), 0)) // a page of large records: grown once
	if match == nil {
		count = len(list)
		list = rmbase.PageOf(list, offset, limit)
		return count, snap.Listed(out, list, now), nil
	}
	var page []int32 // made at the first match: a page's worth
	for _, i := range list {
		if !match(snap.List[i]) {
			continue
		}
		if count >= offset && len(page) < limit {
			if page == nil {
				page = make([]int32, 0, max(limit, 0))
			}
			page = append(page, i)
		}
		count++
	}
	return count, snap.Listed(out, page, now), nil
}

// PeopleTotals sums a filtered player or coach list: the directory's tiles
// over every match, not a page.
type PeopleTotals struct {
	Count  int `json:"count"`
	Active int `json:"active"`
	// Championships sums each person's titles; AllStarSelections each
	// player's (players only).
	Championships     int  `json:"championships"`
	AllStarSelections *int `json:"all_star_selections,omitempty"`
	// AverageYears is the mean of the coaches' seasons coaching, over those
	// with one (coaches only; null when none has).
	AverageYears *float64 `json:"average_years,omitempty"`
	Sports       int      `json:"sports"`
}

// PlayerTotals sums the players f matches.
func (m *Model) PlayerTotals(ctx context.Context, f PeopleFilter) (PeopleTotals, error) {
	var t PeopleTotals
	snap, list, match, err := m.playerMatcher(ctx, f)
	if err != nil {
		return t, err
	}
	sports := map[int]bool{}
	stars := 0
	for _, i := range list {
		rec := snap.List[i]
		if match != nil && !match(rec) {
			continue
		}
		t.Count++
		if rec.Str(people.TextStatus) == "active" {
			t.Active++
		}
		t.Championships += rec.Champs
		stars += rec.AllStars
		sports[rec.SportID] = true
	}
	t.AllStarSelections, t.Sports = &stars, len(sports)
	return t, nil
}

// playerMatcher is the players in f's scope (by name when f searches one)
// and the test of the rest of f (nil: every one matches).
func (m *Model) playerMatcher(ctx context.Context, f PeopleFilter) (*people.Players, []int32, func(*people.PlayerRec) bool, error) {
	sc, year, hasYear := f.Scope, f.Year, f.HasYear
	position, status, search := f.Position, f.Status, f.Search
	snap, b, err := m.playerSnapshot(ctx)
	if err != nil {
		return nil, nil, nil, err
	}
	teams, err := f.teams(b)
	if err != nil {
		return nil, nil, nil, err
	}
	position = strings.ToLower(position)
	if position == "all" {
		position = ""
	}
	needle := rmbase.Fold(search)
	list := snap.Scoped[sc]
	if len(needle) >= 3 {
		// Candidates from the name index, in list order.
		list = snap.MatchName(needle, sc)
	}
	if status == "" && position == "" && needle == "" && len(teams) == 0 && !hasYear {
		return snap, list, nil, nil
	}
	match := func(rec *people.PlayerRec) bool {
		if status != "" {
			if status == "inactive" {
				if rec.IsActive {
					return false
				}
			} else if rec.Str(people.TextStatus) != status {
				return false
			}
		}
		if position != "" && !strings.HasPrefix(rec.Str(people.TextPosFold), position) {
			return false
		}
		if needle != "" && !strings.Contains(rec.Str(people.TextNorm), needle) {
			return false
		}
		if len(teams) > 0 {
			for _, pr := range rec.Pairs {
				if (!hasYear || int(pr.Year) == year) && containsInt(teams, int(pr.Franchise)) {
					return true
				}
			}
			return false
		}
		if hasYear {
			i := sort.Search(len(rec.Years), func(i int) bool { return rec.Years[i] >= int16(year) })
			if i >= len(rec.Years) || rec.Years[i] != int16(year) {
				return false
			}
		}
		return true
	}
	return snap, list, match, nil
}

func containsInt(xs []int, v int) bool {
	for _, x := range xs {
		if x == v {
			return true
		}
	}
	return false
}

func personOf(p store.PersonRow, now time.Time) people.Person {
	o := people.BioOf(p)
	o.Age = rmbase.AgeOn(p.BirthDate, p.DeathDate, now)
	return o
}

// PlayerSeason is one season (or one team's part of it) of a player.
type PlayerSeason struct {
	Season     int             `json:"season"`
	SeasonSlug string          `json:"season_slug"`
	SeasonName string          `json:"season_name"`
	League     string          `json:"league"`
	Team       *people.TeamRef `json:"team"`
	IsTotal    bool            `json:"is_total"`
	Position   *string         `json:"position"`
	Stats      StatMap         `json:"stats"`
	Postseason StatMap         `json:"postseason"`
}

// PlayerDetail is the player detail: the list fields plus career and seasons.
type PlayerDetail struct {
	Player
	PrimaryPositionName   *string               `json:"primary_position_name"`
	Person                people.Person         `json:"person"`
	Salary                *int                  `json:"salary"`
	CareerStats           StatMap               `json:"career_stats"`
	CareerPostseasonStats StatMap               `json:"career_postseason_stats"`
	CareerByLeague        []people.CareerLeague `json:"career_by_league" openapi:"nonnull"`
	Seasons               []PlayerSeason        `json:"seasons" openapi:"nonnull"`
	Awards                []people.AwardRecord  `json:"awards" openapi:"nonnull"`
	Championships         []people.Title        `json:"championships" openapi:"nonnull"`
	MVPAwards             int                   `json:"mvp_awards"`
	OtherSports           []NameSlug            `json:"other_sports" openapi:"nonnull"`
}

func titlesOf(b *people.Base, resIdx []int) []people.Title {
	out := make([]people.Title, 0, len(resIdx))
	for _, ri := range resIdx {
		res := b.Results[ri]
		t := people.Title{Year: res.Year, ChampionshipName: res.ChampionshipName, ChampionshipSlug: res.ChampionshipSlug, TeamName: res.WinnerName}
		if res.WinnerID.Valid {
			f := int(res.WinnerID.Int64)
			if name, _, _ := b.TeamAt(f, res.ResolvedSeason); name != "" {
				t.TeamName = name
			}
			if fi := b.Franchises[f]; fi != nil {
				t.TeamSlug = &fi.Slug
			}
		}
		out = append(out, t)
	}
	return out
}

// findPlayer is the player snapshot, its base and the record slug (person
// slug or player id) names in the scope (nil when none).
func (m *Model) findPlayer(ctx context.Context, slug string, sc Scope) (*people.Players, *people.Base, *people.PlayerRec, error) {
	snap, b, err := m.playerSnapshot(ctx)
	if err != nil {
		return nil, nil, nil, err
	}
	return snap, b, pickPlayer(snap, slug, sc), nil
}

// personRows reads a person's season rows and roster entries.
func (m *Model) personRows(ctx context.Context, personID int) ([]store.PlayerSeasonRow, []store.RosterRow, error) {
	rows, err := m.st.PlayerSeasonsOf(ctx, personID)
	if err != nil {
		return nil, nil, err
	}
	roster, err := m.st.RosterOf(ctx, personID)
	return rows, roster, err
}

// pickPlayer resolves {slug} (person slug or numeric id) among records,
// preferring the requested sport/level, then the most prominent.
func pickPlayer(snap *people.Players, slug string, sc Scope) *people.PlayerRec {
	recs := snap.SlugRecs(slug)
	if len(recs) == 0 {
		if id, err := strconv.Atoi(slug); err == nil {
			return snap.Player(id)
		}
		return nil
	}
	var best *people.PlayerRec
	for _, rec := range recs {
		if (sc.Sport != "" && snap.Sport(rec).Slug != sc.Sport) || (sc.Level != "" && snap.Level(rec).Slug != sc.Level) {
			continue
		}
		if best == nil || rec.Prominence > best.Prominence {
			best = rec
		}
	}
	if best == nil {
		best = recs[0]
	}
	return best
}

// Player is one player by person slug or player id (the one of the scope's
// sport and level when a person played several): bio, career totals,
// seasons, awards and championships; nil when there is none.
func (m *Model) Player(ctx context.Context, slug string, sc Scope) (*PlayerDetail, error) {
	return cachedDetail(ctx, m, "player", slug+" "+sc.Sport+" "+sc.Level, func() (*PlayerDetail, error) { return m.buildPlayer(ctx, slug, sc) })
}

func (m *Model) buildPlayer(ctx context.Context, slug string, sc Scope) (*PlayerDetail, error) {
	snap, b, rec, err := m.findPlayer(ctx, slug, sc)
	if err != nil || rec == nil {
		return nil, err
	}
	rows, roster, err := m.personRows(ctx, rec.PersonID)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	d := PlayerDetail{Player: snap.Output(rec, nil), Person: personOf(rec.Person(), now), Awards: rec.Awards, MVPAwards: rec.MVPs,
		Championships: titlesOf(b, rec.ChampRes), OtherSports: []NameSlug{}}
	d.Age = d.Person.Age
	if d.Awards == nil {
		d.Awards = []people.AwardRecord{}
	}
	sport := snap.Sport(rec).Slug
	if d.PrimaryPosition != nil {
		d.PrimaryPositionName = people.PositionName(sport, *d.PrimaryPosition)
	}
	for _, i := range snap.PersonRecs(rec.PersonID) {
		if o := snap.List[i]; o != rec {
			d.OtherSports = append(d.OtherSports, snap.Sport(o))
		}
	}
	names := rmbase.StatNames{}
	var mine []*store.PlayerSeasonRow
	haveSeason := map[int]bool{}
	for i := range rows {
		if rows[i].SportID == rec.SportID && rows[i].LevelID == rec.LevelID {
			mine = append(mine, &rows[i])
			haveSeason[rows[i].SeasonID] = true
		}
	}
	d.CareerByLeague, d.CareerStats, d.CareerPostseasonStats, d.Player.CareerCoverage = people.CareerByLeague(b, mine, roster, haveSeason, rec, names, sport)
	full := d.CareerStats
	full = append(full,
		rmbase.Stat("seasons_played", float64(people.HeadlineSeasons(d.CareerByLeague))),
		rmbase.Stat("all_star_selections", float64(rec.AllStars)),
		rmbase.Stat("championships_won", float64(rec.Champs)),
		rmbase.Stat("mvp_awards", float64(rec.MVPs)))
	sort.SliceStable(full, func(i, j int) bool { return full[i].Name() < full[j].Name() })
	d.CareerStats = full

	seasonOf := func(seasonID, year int) PlayerSeason {
		so := PlayerSeason{Season: year, Stats: StatMap{}}
		if si := b.Seasons[seasonID]; si != nil {
			so.SeasonSlug, so.SeasonName, so.League = si.Slug, si.Name, b.LeagueAbbrev[si.LeagueID]
		}
		return so
	}
	team := func(f, s int) *people.TeamRef {
		name, _, ab := b.TeamAt(f, s)
		t := &people.TeamRef{ID: f, Name: name, Abbreviation: ab}
		if fi := b.Franchises[f]; fi != nil {
			t.Slug = fi.Slug
		}
		return t
	}
	var seasons []PlayerSeason
	for _, ps := range mine {
		so := seasonOf(ps.SeasonID, ps.StartYear)
		if ps.FranchiseID.Valid {
			so.Team = team(int(ps.FranchiseID.Int64), ps.SeasonID)
		} else {
			so.IsTotal = true
		}
		so.Position = rmbase.StrOrNil(ps.Position)
		so.Stats = rmbase.SeasonStatMap(ps.Stats, names)
		if ps.Postseason != "" {
			if m := rmbase.SeasonStatMap(ps.Postseason, names); len(m) > 0 {
				so.Postseason = m
			}
		}
		seasons = append(seasons, so)
	}
	rosterSeen := map[[2]int]bool{}
	for _, re := range roster {
		if re.SportID != rec.SportID || re.LevelID != rec.LevelID || haveSeason[re.SeasonID] || rosterSeen[[2]int{re.SeasonID, re.FranchiseID}] {
			continue
		}
		rosterSeen[[2]int{re.SeasonID, re.FranchiseID}] = true
		so := seasonOf(re.SeasonID, re.StartYear)
		so.Team = team(re.FranchiseID, re.SeasonID)
		so.Position = rmbase.StrOrNil(re.Position)
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
		seasons = []PlayerSeason{}
	}
	d.Seasons = seasons
	return &d, nil
}
