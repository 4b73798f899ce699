package readmodel

// The JSON shapes of games and their conversion from the in-memory index.

import (
	"database/sql"
	"slices"

	"github.com/almanac-sports/almanac/internal/readmodel/gameindex"
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
	ID                   int64       `json:"id"`
	Slug                 string      `json:"slug"`
	GameDate             string      `json:"game_date"`
	GameTime             *string     `json:"game_time"`
	TimeZone             *string     `json:"time_zone"`
	Status               string      `json:"status"`
	Week                 *string     `json:"week"`
	GameType             string      `json:"game_type"`
	HomeScore            *int64      `json:"home_score"`
	AwayScore            *int64      `json:"away_score"`
	Quarter              *int        `json:"quarter"`
	Period               *int        `json:"period"`
	TimeRemaining        *string     `json:"time_remaining"`
	Attendance           *int64      `json:"attendance"`
	NeutralSite          bool        `json:"neutral_site"`
	Overtime             *string     `json:"overtime"`
	HomeTeam             GameTeam    `json:"home_team"`
	AwayTeam             GameTeam    `json:"away_team"`
	HomeTeamName         string      `json:"home_team_name"`
	HomeTeamCity         string      `json:"home_team_city"`
	HomeTeamAbbreviation string      `json:"home_team_abbreviation"`
	AwayTeamName         string      `json:"away_team_name"`
	AwayTeamCity         string      `json:"away_team_city"`
	AwayTeamAbbreviation string      `json:"away_team_abbreviation"`
	SportName            string      `json:"sport_name"`
	SportSlug            string      `json:"sport_slug"`
	LevelName            string      `json:"level_name"`
	LevelSlug            string      `json:"level_slug"`
	LeagueName           *string     `json:"league_name"`
	ChampionshipName     *string     `json:"championship_name"`
	SeasonName           *string     `json:"season_name"`
	Season               *GameSeason `json:"season"`
	VenueName            *string     `json:"venue_name"`
	Source               string      `json:"source"`
	SourceName           string      `json:"source_name"` // the source's publishers (SourceName)
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
	Officials      []GameOfficial    `json:"officials" openapi:"nonnull"`
	Weather        *string           `json:"weather"`
	Notes          *string           `json:"notes"`
	ResultText     *string           `json:"result_text"`
	Winner         *string           `json:"winner"`
	HomeTeamRecord *string           `json:"home_team_record"`
	AwayTeamRecord *string           `json:"away_team_record"`
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

// textBuf is where the page's texts go (nil: each text its own).
func (a *gameAlloc) textBuf() *[]byte {
	if a == nil {
		return nil
	}
	return &a.texts
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
func gameSide(ix *gameindex.Index, franchise, season int64, gameName, sport string, al *gameAlloc) GameTeam {
	t := GameTeam{Name: gameName, SportName: sport}
	sd, ok := ix.SideOf(franchise, season)
	if !ok {
		return t
	}
	t.ID, t.Slug = al.int(sd.ID), al.str(sd.Slug)
	t.City, t.Abbreviation = sd.City, sd.Abbreviation
	if t.Name == "" {
		t.Name = sd.Name
	}
	return t
}

func gameToJSON(ix *gameindex.Index, g store.GameBase, al *gameAlloc) Game {
	sport, level := ix.Dims.Sports[g.SportID], ix.Dims.Levels[g.LevelID]
	home := gameSide(ix, g.Home, g.SeasonID, g.HomeName, sport.Name, al)
	away := gameSide(ix, g.Away, g.SeasonID, g.AwayName, sport.Name, al)
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
	if se, ok := ix.Dims.Seasons[g.SeasonID]; ok {
		out.Season = al.season(GameSeason{ID: se.ID, Slug: se.Slug, Name: se.Name, StartYear: se.StartYear, EndYear: se.EndYear})
		out.SeasonName, out.LeagueName = al.str(se.Name), al.str(se.LeagueName)
	}
	if v, ok := ix.Dims.Venues[g.VenueID]; ok {
		out.VenueName = al.str(v.Name)
	}
	if c := ix.Championship(g); c != nil {
		out.ChampionshipName = al.str(c.Name)
	}
	return out
}
