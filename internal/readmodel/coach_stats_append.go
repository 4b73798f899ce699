package readmodel

import (
	ja "github.com/almanac-sports/almanac/internal/jsonappend"
)

// AppendCoachStatRow appends r as the encoder writes a CoachStatRow (the
// same bytes: coach_stats_append_test.go and the API's tests compare them).
// A page of 20 rows with their season records is ~120 KB of JSON. ok is
// false for a figure encoding/json refuses (NaN).
func AppendCoachStatRow(b []byte, r *CoachStatRow) (_ []byte, ok bool) {
	b = append(b, `{"rank":`...)
	b = ja.Int(b, int64(r.Rank))
	b = append(b, `,"id":`...)
	b = ja.Int(b, int64(r.ID))
	b = append(b, `,"slug":`...)
	b = ja.String(b, r.Slug)
	b = append(b, `,"name":`...)
	b = ja.String(b, r.Name)
	b = append(b, `,"first_name":`...)
	b = ja.String(b, r.FirstName)
	b = append(b, `,"last_name":`...)
	b = ja.String(b, r.LastName)
	b = append(b, `,"sport":`...)
	b = appendNameSlug(b, r.Sport)
	b = append(b, `,"level":`...)
	b = appendNameSlug(b, r.Level)
	b = append(b, `,"team":`...)
	if t := r.Team; t == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, `{"id":`...)
		b = ja.Int(b, int64(t.ID))
		b = append(b, `,"slug":`...)
		b = ja.String(b, t.Slug)
		b = appendTeamTail(b, t.Name, t.City, t.Abbreviation, t.SportName)
	}
	b = append(b, `,"is_active":`...)
	b = ja.Bool(b, r.IsActive)
	for _, f := range [...]struct {
		key string
		v   int
	}{{`,"games":`, r.Games}, {`,"wins":`, r.Wins}, {`,"losses":`, r.Losses}, {`,"ties":`, r.Ties}} {
		b = append(b, f.key...)
		b = ja.Int(b, int64(f.v))
	}
	b = append(b, `,"win_percentage":`...)
	if b, ok = appendFloatPtr(b, r.WinPercentage); !ok {
		return b, false
	}
	b = append(b, `,"playoff_appearances":`...)
	b = ja.Int(b, int64(r.PlayoffAppearances))
	b = append(b, `,"playoff_wins":`...)
	b = ja.IntPtr(b, r.PlayoffWins)
	b = append(b, `,"playoff_losses":`...)
	b = ja.IntPtr(b, r.PlayoffLosses)
	for _, f := range [...]struct {
		key string
		v   int
	}{{`,"championships":`, r.Championships}, {`,"seasons":`, r.Seasons}, {`,"first_year":`, r.FirstYear}, {`,"last_year":`, r.LastYear}} {
		b = append(b, f.key...)
		b = ja.Int(b, int64(f.v))
	}
	b = append(b, `,"season_records":`...)
	if r.SeasonRecords == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i := range r.SeasonRecords {
			if i > 0 {
				b = append(b, ',')
			}
			if b, ok = appendCoachSeason(b, &r.SeasonRecords[i]); !ok {
				return b, false
			}
		}
		b = append(b, ']')
	}
	return append(b, '}'), true
}

func appendCoachSeason(b []byte, s *CoachSeasonOut) (_ []byte, ok bool) {
	b = append(b, `{"season":`...)
	b = ja.Int(b, int64(s.Season))
	for _, f := range [...]struct {
		key string
		v   string
	}{{`,"season_slug":`, s.SeasonSlug}, {`,"league":`, s.League}, {`,"team_name":`, s.TeamName}, {`,"team_slug":`, s.TeamSlug}, {`,"title":`, s.Title}} {
		b = append(b, f.key...)
		b = ja.String(b, f.v)
	}
	b = append(b, `,"is_head_coach":`...)
	b = ja.Bool(b, s.IsHeadCoach)
	b = append(b, `,"wins":`...)
	b = ja.IntPtr(b, s.Wins)
	b = append(b, `,"losses":`...)
	b = ja.IntPtr(b, s.Losses)
	b = append(b, `,"ties":`...)
	b = ja.IntPtr(b, s.Ties)
	b = append(b, `,"win_percentage":`...)
	if b, ok = appendFloatPtr(b, s.WinPercentage); !ok {
		return b, false
	}
	b = append(b, `,"playoff_wins":`...)
	b = ja.IntPtr(b, s.PlayoffWins)
	b = append(b, `,"playoff_losses":`...)
	b = ja.IntPtr(b, s.PlayoffLosses)
	b = append(b, `,"made_playoffs":`...)
	b = ja.Bool(b, s.MadePlayoffs)
	b = append(b, `,"champion":`...)
	b = ja.Bool(b, s.Champion)
	return append(b, '}'), true
}

func appendNameSlug(b []byte, n NameSlug) []byte {
	b = append(b, `{"name":`...)
	b = ja.String(b, n.Name)
	b = append(b, `,"slug":`...)
	b = ja.String(b, n.Slug)
	return append(b, '}')
}

func appendFloatPtr(b []byte, v *float64) ([]byte, bool) {
	if v == nil {
		return append(b, "null"...), true
	}
	return ja.Float64(b, *v)
}
