package readmodel

import (
	ja "github.com/almanac-sports/almanac/internal/jsonappend"
)

// AppendGameJSON appends g as the encoder writes a GameJSON (the same bytes:
// game_json_append_test.go compares them for every game of a fixture and
// the API's tests for every answer). A page of 50 games is ~58 KB of JSON;
// writing it here takes a fraction of the reflection-driven encoder's time.
func AppendGameJSON(b []byte, g *GameJSON) []byte {
	b = append(b, `{"id":`...)
	b = ja.Int(b, g.ID)
	b = append(b, `,"slug":`...)
	b = ja.String(b, g.Slug)
	b = append(b, `,"game_date":`...)
	b = ja.String(b, g.GameDate)
	b = append(b, `,"game_time":`...)
	b = ja.StringPtr(b, g.GameTime)
	b = append(b, `,"time_zone":`...)
	b = ja.StringPtr(b, g.TimeZone)
	b = append(b, `,"status":`...)
	b = ja.String(b, g.Status)
	b = append(b, `,"week":`...)
	b = ja.StringPtr(b, g.Week)
	b = append(b, `,"game_type":`...)
	b = ja.String(b, g.GameType)
	b = append(b, `,"home_score":`...)
	b = ja.Int64Ptr(b, g.HomeScore)
	b = append(b, `,"away_score":`...)
	b = ja.Int64Ptr(b, g.AwayScore)
	b = append(b, `,"quarter":`...)
	b = ja.IntPtr(b, g.Quarter)
	b = append(b, `,"period":`...)
	b = ja.IntPtr(b, g.Period)
	b = append(b, `,"time_remaining":`...)
	b = ja.StringPtr(b, g.TimeRemaining)
	b = append(b, `,"attendance":`...)
	b = ja.Int64Ptr(b, g.Attendance)
	b = append(b, `,"neutral_site":`...)
	b = ja.Bool(b, g.NeutralSite)
	b = append(b, `,"overtime":`...)
	b = ja.StringPtr(b, g.Overtime)
	b = append(b, `,"home_team":`...)
	b = appendGameTeamJSON(b, &g.HomeTeam)
	b = append(b, `,"away_team":`...)
	b = appendGameTeamJSON(b, &g.AwayTeam)
	for _, f := range [...]struct {
		key string
		v   *string
	}{
		{`,"home_team_name":`, &g.HomeTeamName}, {`,"home_team_city":`, &g.HomeTeamCity}, {`,"home_team_abbreviation":`, &g.HomeTeamAbbreviation},
		{`,"away_team_name":`, &g.AwayTeamName}, {`,"away_team_city":`, &g.AwayTeamCity}, {`,"away_team_abbreviation":`, &g.AwayTeamAbbreviation},
		{`,"sport_name":`, &g.SportName}, {`,"sport_slug":`, &g.SportSlug}, {`,"level_name":`, &g.LevelName}, {`,"level_slug":`, &g.LevelSlug},
	} {
		b = append(b, f.key...)
		b = ja.String(b, *f.v)
	}
	b = append(b, `,"league_name":`...)
	b = ja.StringPtr(b, g.LeagueName)
	b = append(b, `,"championship_name":`...)
	b = ja.StringPtr(b, g.ChampionshipName)
	b = append(b, `,"season_name":`...)
	b = ja.StringPtr(b, g.SeasonName)
	b = append(b, `,"season":`...)
	if s := g.Season; s == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, `{"id":`...)
		b = ja.Int(b, s.ID)
		b = append(b, `,"slug":`...)
		b = ja.String(b, s.Slug)
		b = append(b, `,"name":`...)
		b = ja.String(b, s.Name)
		b = append(b, `,"start_year":`...)
		b = ja.Int(b, int64(s.StartYear))
		b = append(b, `,"end_year":`...)
		b = ja.Int(b, int64(s.EndYear))
		b = append(b, '}')
	}
	b = append(b, `,"venue_name":`...)
	b = ja.StringPtr(b, g.VenueName)
	b = append(b, `,"source":`...)
	b = ja.String(b, g.Source)
	return append(b, '}')
}

func appendGameTeamJSON(b []byte, t *GameTeamJSON) []byte {
	b = append(b, `{"id":`...)
	b = ja.Int64Ptr(b, t.ID)
	b = append(b, `,"slug":`...)
	b = ja.StringPtr(b, t.Slug)
	return appendTeamTail(b, t.Name, t.City, t.Abbreviation, t.SportName)
}

// appendTeamTail ends a team object (a game's side, a coach's team): its
// shown texts and the closing brace.
func appendTeamTail(b []byte, name, city, abbreviation, sportName string) []byte {
	b = append(b, `,"name":`...)
	b = ja.String(b, name)
	b = append(b, `,"city":`...)
	b = ja.String(b, city)
	b = append(b, `,"abbreviation":`...)
	b = ja.String(b, abbreviation)
	b = append(b, `,"sport_name":`...)
	b = ja.String(b, sportName)
	return append(b, '}')
}
