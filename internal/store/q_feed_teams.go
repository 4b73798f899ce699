package store

import "context"

// FeedTeam is a franchise as a score feed may name it: the codes and names
// of its recent team seasons.
type FeedTeam struct {
	IngestTeam
	Key   string
	Codes []string // the franchise's abbreviation and its recent seasons'
	Names []string // the franchise's name and its recent seasons'
}

// FeedTeams are the franchises of a sport and level active in or after
// since, with the codes and names of their team seasons from since on.
func (s *Store) FeedTeams(ctx context.Context, sportID, levelID int64, since int) ([]FeedTeam, error) {
	rows, err := s.DB.QueryContext(ctx, s.Rebind(`SELECT f.id, f.sport_id, f.level_id, f.league_id, f.slug, f.name, f.key, f.abbreviation,
  COALESCE(ts.name, ''), COALESCE(ts.abbreviation, '')
FROM franchises f LEFT JOIN team_seasons ts ON ts.franchise_id = f.id AND ts.start_year >= ?
WHERE f.sport_id = ? AND f.level_id = ? AND (f.last_year IS NULL OR f.last_year >= ?)
ORDER BY f.id`), since, sportID, levelID, since)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []FeedTeam
	for rows.Next() {
		var t FeedTeam
		var code, tsName, tsCode string
		if err := rows.Scan(&t.ID, &t.SportID, &t.LevelID, &t.LeagueID, &t.Slug, &t.Name, &t.Key, &code, &tsName, &tsCode); err != nil {
			return nil, err
		}
		if n := len(out); n > 0 && out[n-1].ID == t.ID {
			out[n-1].Codes = appendNew(out[n-1].Codes, tsCode)
			out[n-1].Names = appendNew(out[n-1].Names, tsName)
			continue
		}
		t.Codes = appendNew(appendNew(nil, code), tsCode)
		t.Names = appendNew(appendNew(nil, t.Name), tsName)
		out = append(out, t)
	}
	return out, rows.Err()
}

func appendNew(list []string, v string) []string {
	if v == "" {
		return list
	}
	for _, x := range list {
		if x == v {
			return list
		}
	}
	return append(list, v)
}
