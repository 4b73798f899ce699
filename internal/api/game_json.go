package api

// The JSON shapes of games and their conversion from the in-memory index.

import (
	"database/sql"

	"github.com/almanac-sports/almanac/internal/store"
)

// gameTeamJSON is one side of a game, named as of that season.
type gameTeamJSON struct {
	ID           *int64  `json:"id"`
	Slug         *string `json:"slug"`
	Name         string  `json:"name"`
	City         string  `json:"city"`
	Abbreviation string  `json:"abbreviation"`
	SportName    string  `json:"sport_name"`
}

type gameSeasonJSON struct {
	ID        int64  `json:"id"`
	Slug      string `json:"slug"`
	Name      string `json:"name"`
	StartYear int    `json:"start_year"`
	EndYear   int    `json:"end_year"`
}

// gameJSON is the spec's Game (part 1 §3) with both the nested and the flat
// team fields.
type gameJSON struct {
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
	HomeTeam             gameTeamJSON    `json:"home_team"`
	AwayTeam             gameTeamJSON    `json:"away_team"`
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
	Season               *gameSeasonJSON `json:"season"`
	VenueName            *string         `json:"venue_name"`
	Source               string          `json:"source"`
}

type gameVenueJSON struct {
	ID       int64  `json:"id"`
	Name     string `json:"name"`
	City     string `json:"city"`
	State    string `json:"state"`
	Country  string `json:"country"`
	Capacity *int64 `json:"capacity"`
	Location string `json:"location"`
}

type gameChampionshipJSON struct {
	ID   int64  `json:"id"`
	Slug string `json:"slug"`
	Name string `json:"name"`
}

type gameOfficialJSON struct {
	Position string `json:"position"`
	Name     string `json:"name"`
}

// gameDetailJSON is the game detail: the list fields plus venue,
// championship, officials (none in the dataset), weather (none), the result
// line and both teams' regular-season records after the game.
type gameDetailJSON struct {
	gameJSON
	Venue          *gameVenueJSON        `json:"venue"`
	Championship   *gameChampionshipJSON `json:"championship"`
	Officials      []gameOfficialJSON    `json:"officials"`
	Weather        *string               `json:"weather"`
	Notes          *string               `json:"notes"`
	ResultText     *string               `json:"result_text"`
	Winner         *string               `json:"winner"`
	HomeTeamRecord *string               `json:"home_team_record"`
	AwayTeamRecord *string               `json:"away_team_record"`
}

func gameStrPtr(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func gameNullInt(v sql.NullInt64) *int64 {
	if !v.Valid {
		return nil
	}
	n := v.Int64
	return &n
}

// gameSide names one team of g as of the game's season: the game's own name,
// then the team-season row, then the franchise.
func (ix *gameIndex) gameSide(franchise, season int64, gameName, sport string) gameTeamJSON {
	t := gameTeamJSON{Name: gameName, SportName: sport}
	f, ok := ix.dims.Franchises[franchise]
	if !ok {
		return t
	}
	id, slug := f.ID, f.Slug
	t.ID, t.Slug = &id, &slug
	t.City, t.Abbreviation = f.City, f.Abbreviation
	if t.Name == "" {
		t.Name = f.Name
	}
	if ts, ok := ix.dims.TeamSeasons[[2]int64{franchise, season}]; ok {
		if ts.City != "" {
			t.City = ts.City
		}
		if ts.Abbreviation != "" {
			t.Abbreviation = ts.Abbreviation
		}
		if gameName == "" && ts.Name != "" {
			t.Name = ts.Name
		}
	}
	return t
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

func (ix *gameIndex) gameToJSON(g store.GameBase) gameJSON {
	sport, level := ix.dims.Sports[g.SportID], ix.dims.Levels[g.LevelID]
	home := ix.gameSide(g.Home, g.SeasonID, g.HomeName, sport.Name)
	away := ix.gameSide(g.Away, g.SeasonID, g.AwayName, sport.Name)
	out := gameJSON{
		ID: g.ID, Slug: g.Slug, GameDate: g.Date, GameTime: gameStrPtr(g.StartTime), TimeZone: gameStrPtr(g.TimeZone),
		Status: g.Status, Week: gameStrPtr(g.Week), GameType: g.GameType,
		Attendance: gameNullInt(g.Attendance), NeutralSite: g.Neutral, Overtime: gameStrPtr(g.Overtime),
		HomeTeam: home, AwayTeam: away,
		HomeTeamName: home.Name, HomeTeamCity: home.City, HomeTeamAbbreviation: home.Abbreviation,
		AwayTeamName: away.Name, AwayTeamCity: away.City, AwayTeamAbbreviation: away.Abbreviation,
		SportName: sport.Name, SportSlug: sport.Slug, LevelName: level.Name, LevelSlug: level.Slug, Source: g.Source,
	}
	// Scores of a game that has not started are unknown, not 0.
	if g.Status != "scheduled" && g.Status != "postponed" {
		out.HomeScore, out.AwayScore = gameNullInt(g.HomeScore), gameNullInt(g.AwayScore)
	}
	if se, ok := ix.dims.Seasons[g.SeasonID]; ok {
		out.Season = &gameSeasonJSON{ID: se.ID, Slug: se.Slug, Name: se.Name, StartYear: se.StartYear, EndYear: se.EndYear}
		out.SeasonName, out.LeagueName = gameStrPtr(se.Name), gameStrPtr(se.LeagueName)
	}
	if v, ok := ix.dims.Venues[g.VenueID]; ok {
		out.VenueName = gameStrPtr(v.Name)
	}
	if c := ix.championship(g); c != nil {
		out.ChampionshipName = gameStrPtr(c.Name)
	}
	return out
}
