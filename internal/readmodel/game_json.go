package readmodel

// The JSON shapes of games and their conversion from the in-memory index.

import (
	"database/sql"
	"slices"
	"unsafe"

	"github.com/almanac-sports/almanac/internal/store"
)

// GameTeam is one side of a game, named as of that season.
type GameTeam struct {
	ID           *int64  `json:"id"`
	Slug         *string `json:"slug"`
	Name         string  `json:"name"`
	City         string  `json:"city"`
	Abbreviation string  `json:"abbreviation"`
	SportName    string  `json:"sport_name"`
}

// GameSeason is the season a game or standing belongs to.
type GameSeason struct {
	ID        int64  `json:"id"`
	Slug      string `json:"slug"`
	Name      string `json:"name"`
	StartYear int    `json:"start_year"`
	EndYear   int    `json:"end_year"`
}

// Game is a game as the API answers it, with both the nested and the flat
// team fields.
type Game struct {
	ID                   int64           `json:"id"`
	Slug                 string          `json:"slug"`
	GameDate             string          `json:"game_date"`
	GameTime             *string         `json:"game_time"`
	TimeZone             *string         `json:"time_zone"`
	Status               string          `json:"status"`
	Week                 *string         `json:"week"`
	GameType             string          `json:"game_type"`
	HomeScore            *int64          `json:"home_score"`
	AwayScore            *int64          `json:"away_score"`
	Quarter              *int            `json:"quarter"`
	Period               *int            `json:"period"`
	TimeRemaining        *string         `json:"time_remaining"`
	Attendance           *int64          `json:"attendance"`
	NeutralSite          bool            `json:"neutral_site"`
	Overtime             *string         `json:"overtime"`
	HomeTeam             GameTeam    `json:"home_team"`
	AwayTeam             GameTeam    `json:"away_team"`
	HomeTeamName         string          `json:"home_team_name"`
	HomeTeamCity         string          `json:"home_team_city"`
	HomeTeamAbbreviation string          `json:"home_team_abbreviation"`
	AwayTeamName         string          `json:"away_team_name"`
	AwayTeamCity         string          `json:"away_team_city"`
	AwayTeamAbbreviation string          `json:"away_team_abbreviation"`
	SportName            string          `json:"sport_name"`
	SportSlug            string          `json:"sport_slug"`
	LevelName            string          `json:"level_name"`
	LevelSlug            string          `json:"level_slug"`
	LeagueName           *string         `json:"league_name"`
	ChampionshipName     *string         `json:"championship_name"`
	SeasonName           *string         `json:"season_name"`
	Season               *GameSeason `json:"season"`
	VenueName            *string         `json:"venue_name"`
	Source               string          `json:"source"`
	SourceName           string          `json:"source_name"` // the source's publishers (SourceName)
}

// GameVenue is where a game was played.
type GameVenue struct {
	ID       int64  `json:"id"`
	Name     string `json:"name"`
	City     string `json:"city"`
	State    string `json:"state"`
	Country  string `json:"country"`
	Capacity *int64 `json:"capacity"`
	Location string `json:"location"`
}

// GameChampionship is the title a game decided.
type GameChampionship struct {
	ID   int64  `json:"id"`
	Slug string `json:"slug"`
	Name string `json:"name"`
}

// GameOfficial is one official of a game.
type GameOfficial struct {
	Position string `json:"position"`
	Name     string `json:"name"`
}

// GameDetail is the game detail: the list fields plus venue,
// championship, officials (where a source names them), weather (none), the result
// line, both teams' regular-season records after the game, the box score
// and the line score where the data has them.
type GameDetail struct {
	Game
	Venue          *GameVenue        `json:"venue"`
	Championship   *GameChampionship `json:"championship"`
	Officials      []GameOfficial    `json:"officials"`
	Weather        *string               `json:"weather"`
	Notes          *string               `json:"notes"`
	ResultText     *string               `json:"result_text"`
	Winner         *string               `json:"winner"`
	HomeTeamRecord *string               `json:"home_team_record"`
	AwayTeamRecord *string               `json:"away_team_record"`
	// BoxScore is there when a source has the game's box score.
	BoxScore *BoxScore `json:"box_score,omitempty"`
	// LineScore is the score line (by period where a source has it; R-H-E
	// for baseball), null when the data has none for the game.
	LineScore *LineScore `json:"line_score"`
}

// gameAlloc hands out the pointer fields of a page of games from a few
// slices: about 15 small allocations per game become 3 per page. A nil
// gameAlloc allocates each value on its own.
type gameAlloc struct {
	strs    []string
	ints    []int64
	seasons []GameSeason
	texts   []byte // the bytes of texts made for the page (slugs, dates)
}

// gameTextBytes is room for a game's made texts: a slug (~30 bytes) and a date.
const gameTextBytes = 48

func newGameAlloc(games int) *gameAlloc {
	return &gameAlloc{strs: make([]string, 0, 12*games), ints: make([]int64, 0, 5*games), seasons: make([]GameSeason, 0, games),
		texts: make([]byte, 0, gameTextBytes*games)}
}

// reset empties a (clearing what it held) with room for a page of games.
// Its texts' bytes are written over by the next page: nothing may read a
// page's games once it is reset.
func (a *gameAlloc) reset(games int) {
	clear(a.strs)
	clear(a.seasons)
	a.strs = slices.Grow(a.strs[:0], 12*games)
	a.ints = slices.Grow(a.ints[:0], 5*games)
	a.seasons = slices.Grow(a.seasons[:0], games)
	a.texts = slices.Grow(a.texts[:0], gameTextBytes*games)
}

// text returns b as a string whose bytes are in the page's texts.
func (a *gameAlloc) text(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if a == nil {
		return string(b)
	}
	n := len(a.texts)
	a.texts = append(a.texts, b...)
	return unsafe.String(&a.texts[n], len(b))
}

// Appending past capacity moves later values to a new array; pointers
// handed out earlier keep the old one, unchanged.
//
// The nil fallbacks allocate with new(…) rather than taking a parameter's
// address: these helpers are inlined, and a parameter whose address escapes
// is moved to the heap at the call, on every call, pooled or not.
func (a *gameAlloc) str(s string) *string {
	if s == "" {
		return nil
	}
	if a == nil {
		return new(s)
	}
	a.strs = append(a.strs, s)
	return &a.strs[len(a.strs)-1]
}

func (a *gameAlloc) int(v int64) *int64 {
	if a == nil {
		return new(v)
	}
	a.ints = append(a.ints, v)
	return &a.ints[len(a.ints)-1]
}

func (a *gameAlloc) nullInt(v sql.NullInt64) *int64 {
	if !v.Valid {
		return nil
	}
	return a.int(v.Int64)
}

func (a *gameAlloc) season(v GameSeason) *GameSeason {
	if a == nil {
		return new(v)
	}
	a.seasons = append(a.seasons, v)
	return &a.seasons[len(a.seasons)-1]
}

func gameStrPtr(s string) *string {
	if s == "" {
		return nil
	}
	return new(s)
}

func gameNullInt(v sql.NullInt64) *int64 {
	if !v.Valid {
		return nil
	}
	return new(v.Int64)
}

// gameSide names one team of g as of the game's season: the game's own name,
// then the team-season row, then the franchise.
func (ix *gameIndex) gameSide(franchise, season int64, gameName, sport string, al *gameAlloc) GameTeam {
	t := GameTeam{Name: gameName, SportName: sport}
	i, ok := ix.sideIdx[sideKey(franchise, season)]
	if !ok {
		if i, ok = ix.sideIdx[sideKey(franchise, 0)]; !ok {
			return t
		}
	}
	sd := &ix.sides[i]
	t.ID, t.Slug = al.int(sd.id), al.str(sd.slug)
	t.City, t.Abbreviation = sd.city, sd.abbreviation
	if t.Name == "" {
		t.Name = sd.name
	}
	return t
}

// gameSideInfo is a franchise as its games of one season show it (season 0:
// as it is now): the season's city, abbreviation and name where the season
// has them.
type gameSideInfo struct {
	id                             int64
	slug, name, city, abbreviation string
}

func sideKey(franchise, season int64) uint64 { return uint64(franchise)<<32 | uint64(uint32(season)) }

// indexSides makes the side table from the dimensions: one lookup per team
// of a listed game instead of two map lookups and a merge.
func (ix *gameIndex) indexSides() {
	ix.sideIdx = make(map[uint64]int32, len(ix.dims.Franchises)+len(ix.dims.TeamSeasons))
	ix.sides = ix.sides[:0]
	add := func(k uint64, sd gameSideInfo) {
		ix.sideIdx[k] = int32(len(ix.sides))
		ix.sides = append(ix.sides, sd)
	}
	for id, f := range ix.dims.Franchises {
		add(sideKey(id, 0), gameSideInfo{id: f.ID, slug: f.Slug, name: f.Name, city: f.City, abbreviation: f.Abbreviation})
	}
	for k, ts := range ix.dims.TeamSeasons {
		f, ok := ix.dims.Franchises[k[0]]
		if !ok || k[1] == 0 {
			continue
		}
		sd := gameSideInfo{id: f.ID, slug: f.Slug, name: f.Name, city: f.City, abbreviation: f.Abbreviation}
		if ts.City != "" {
			sd.city = ts.City
		}
		if ts.Abbreviation != "" {
			sd.abbreviation = ts.Abbreviation
		}
		if ts.Name != "" {
			sd.name = ts.Name
		}
		add(sideKey(k[0], k[1]), sd)
	}
}

// championship is the title g decided: the championship whose result names
// g as its deciding game, else for a championship game the title of its
// league (or of its sport and level) in force that season.
func (ix *gameIndex) championship(g store.GameBase) *store.GameDimChampionship {
	cs := ix.dims.Championships
	if id, ok := ix.dims.ResultGames[g.ID]; ok {
		for i := range cs {
			if cs[i].ID == id {
				return &cs[i]
			}
		}
	}
	if g.GameType != "championship" {
		return nil
	}
	se, ok := ix.dims.Seasons[g.SeasonID]
	if !ok {
		return nil
	}
	var best *store.GameDimChampionship
	for i := range cs {
		c := &cs[i]
		if c.SportID != g.SportID || c.LevelID != g.LevelID || (c.LeagueID.Valid && c.LeagueID.Int64 != se.LeagueID) {
			continue
		}
		if (c.FirstYear.Valid && c.FirstYear.Int64 > int64(se.EndYear)) || (c.LastYear.Valid && c.LastYear.Int64 < int64(se.EndYear)) {
			continue
		}
		if best == nil || (c.LeagueID.Valid && !best.LeagueID.Valid) {
			best = c
		}
	}
	return best
}

func (ix *gameIndex) gameToJSON(g store.GameBase, al *gameAlloc) Game {
	sport, level := ix.dims.Sports[g.SportID], ix.dims.Levels[g.LevelID]
	home := ix.gameSide(g.Home, g.SeasonID, g.HomeName, sport.Name, al)
	away := ix.gameSide(g.Away, g.SeasonID, g.AwayName, sport.Name, al)
	out := Game{
		ID: g.ID, Slug: g.Slug, GameDate: g.Date, GameTime: al.str(g.StartTime), TimeZone: al.str(g.TimeZone),
		Status: g.Status, Week: al.str(g.Week), GameType: g.GameType,
		Attendance: al.nullInt(g.Attendance), NeutralSite: g.Neutral, Overtime: al.str(g.Overtime),
		HomeTeam: home, AwayTeam: away,
		HomeTeamName: home.Name, HomeTeamCity: home.City, HomeTeamAbbreviation: home.Abbreviation,
		AwayTeamName: away.Name, AwayTeamCity: away.City, AwayTeamAbbreviation: away.Abbreviation,
		SportName: sport.Name, SportSlug: sport.Slug, LevelName: level.Name, LevelSlug: level.Slug, Source: g.Source,
		SourceName: SourceName(sport.Slug, g.Source),
	}
	if g.Period.Valid {
		out.Period = new(int(g.Period.Int64))
	}
	out.TimeRemaining = al.str(g.TimeRemaining)
	// Scores of a game that has not started are unknown, not 0.
	if g.Status != "scheduled" && g.Status != "postponed" {
		out.HomeScore, out.AwayScore = al.nullInt(g.HomeScore), al.nullInt(g.AwayScore)
	}
	if se, ok := ix.dims.Seasons[g.SeasonID]; ok {
		out.Season = al.season(GameSeason{ID: se.ID, Slug: se.Slug, Name: se.Name, StartYear: se.StartYear, EndYear: se.EndYear})
		out.SeasonName, out.LeagueName = al.str(se.Name), al.str(se.LeagueName)
	}
	if v, ok := ix.dims.Venues[g.VenueID]; ok {
		out.VenueName = al.str(v.Name)
	}
	if c := ix.championship(g); c != nil {
		out.ChampionshipName = al.str(c.Name)
	}
	return out
}
