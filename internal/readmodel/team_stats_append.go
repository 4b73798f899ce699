package readmodel

import (
	ja "github.com/almanac-sports/almanac/internal/jsonappend"
)

// AppendTeamStatRow appends r as the encoder writes a TeamStatRow (the same
// bytes: team_stats_append_test.go and the API's tests compare them). A
// franchise's history is ~130 rows, ~76 KB of JSON. ok is false for a figure
// encoding/json refuses (NaN).
func AppendTeamStatRow(b []byte, r *TeamStatRow) (_ []byte, ok bool) {
	b = append(b, `{"id":`...)
	b = ja.Int(b, r.ID)
	for _, f := range [...]struct {
		key, v string
	}{{`,"team_id":`, r.TeamID}, {`,"team_name":`, r.TeamName}, {`,"city":`, r.City}, {`,"abbreviation":`, r.Abbreviation},
		{`,"sport":`, r.Sport}, {`,"level":`, r.Level}} {
		b = append(b, f.key...)
		b = ja.String(b, f.v)
	}
	b = append(b, `,"season":`...)
	b = ja.Int(b, int64(r.Season))
	b = append(b, `,"season_slug":`...)
	b = ja.String(b, r.SeasonSlug)
	b = append(b, `,"league":`...)
	b = ja.String(b, r.League)
	b = append(b, `,"conference":`...)
	b = ja.StringPtr(b, r.Conference)
	b = append(b, `,"division":`...)
	b = ja.StringPtr(b, r.Division)
	b = append(b, `,"games_played":`...)
	b = ja.Int(b, int64(r.GamesPlayed))
	b = append(b, `,"wins":`...)
	b = ja.Int(b, int64(r.Wins))
	b = append(b, `,"losses":`...)
	b = ja.Int(b, int64(r.Losses))
	if r.Ties != nil {
		b = append(b, `,"ties":`...)
		b = ja.IntPtr(b, r.Ties)
	}
	if r.OTLosses != nil {
		b = append(b, `,"otl":`...)
		b = ja.IntPtr(b, r.OTLosses)
	}
	b = append(b, `,"win_percentage":`...)
	if b, ok = ja.Float64(b, r.WinPercentage); !ok {
		return b, false
	}
	b = append(b, `,"home_record":`...)
	b = ja.String(b, r.HomeRecord)
	b = append(b, `,"away_record":`...)
	b = ja.String(b, r.AwayRecord)
	b = append(b, `,"points_for":`...)
	b = ja.Int(b, int64(r.PointsFor))
	b = append(b, `,"points_against":`...)
	b = ja.Int(b, int64(r.PointsAgainst))
	b = append(b, `,"point_differential":`...)
	b = ja.Int(b, int64(r.PointDifferential))
	b = append(b, `,"points_per_game":`...)
	if b, ok = ja.Float64(b, r.PointsPerGame); !ok {
		return b, false
	}
	b = append(b, `,"points_allowed_per_game":`...)
	if b, ok = ja.Float64(b, r.PointsAllowedPerGame); !ok {
		return b, false
	}
	b = append(b, `,"streak":`...)
	b = ja.String(b, r.Streak)
	b = append(b, `,"division_record":`...)
	b = ja.StringPtr(b, r.DivisionRecord)
	b = append(b, `,"conference_record":`...)
	b = ja.StringPtr(b, r.ConferenceRecord)
	b = append(b, `,"last_10":`...)
	b = ja.String(b, r.Last10)
	b = append(b, `,"league_rank":`...)
	b = ja.Int(b, int64(r.LeagueRank))
	b = append(b, `,"playoff_position":`...)
	b = ja.StringPtr(b, r.PlayoffPosition)
	return append(b, '}'), true
}
