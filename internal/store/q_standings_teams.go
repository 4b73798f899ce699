package store

import (
	"context"
	"database/sql"
)

// standingsTeams are the team_seasons rows that where selects (over ts, the
// team season), ordered by season and franchise.
func (s *Store) standingsTeams(ctx context.Context, where string, args ...any) ([]StandingsTeam, error) {
	return queryAll(ctx, s, s.Rebind(`
SELECT ts.id, ts.franchise_id, ts.season_id, f.slug,
  COALESCE(NULLIF(ts.name, ''), f.name), COALESCE(NULLIF(ts.city, ''), f.city), COALESCE(NULLIF(ts.abbreviation, ''), f.abbreviation),
  ts.conference_id, c.name, c.abbreviation, ts.division_id, dv.name, ts.made_playoffs,
  ts.wins, ts.losses, ts.ties, ts.ot_losses, ts.has_record, ts.source
FROM team_seasons ts
JOIN franchises f ON f.id = ts.franchise_id
LEFT JOIN conferences c ON c.id = ts.conference_id
LEFT JOIN divisions dv ON dv.id = ts.division_id
WHERE `+where+`
ORDER BY ts.season_id, ts.franchise_id`), func(rows *sql.Rows, x *StandingsTeam) error {
		var made, has int
		if err := rows.Scan(&x.TeamSeasonID, &x.FranchiseID, &x.SeasonID, &x.Slug, &x.Name, &x.City, &x.Abbreviation,
			&x.ConferenceID, &x.ConferenceName, &x.ConferenceAbbrev, &x.DivisionID, &x.DivisionName, &made,
			&x.Wins, &x.Losses, &x.Ties, &x.OTLosses, &has, &x.Source); err != nil {
			return err
		}
		x.MadePlayoffs, x.HasRecord = made != 0, has != 0
		x.Official = x.HasRecord && SeasonTableSource(x.Source)
		x.share()
		return nil
	}, args...)
}

// openedSeasonTeams gives each season the score feeds opened (group ingest)
// that has no team rows yet the teams of its league's season before, in
// their conferences and divisions, with no record of their own: a season
// under way has every team of the league, and its standings and odds need
// them before an import brings the season's rows. A team with games but no
// row is still added from its games by the read model.
func (s *Store) openedSeasonTeams(ctx context.Context, out map[int]*StandingsData, opened []StandingsSeason) error {
	for _, se := range opened {
		d := out[se.StartYear]
		if d == nil || hasSeasonTeams(d, se.ID) {
			continue
		}
		prev, err := s.standingsTeams(ctx, `ts.season_id = (SELECT p.id FROM seasons p WHERE p.league_id = ? AND p.start_year < ? ORDER BY p.start_year DESC LIMIT 1)`,
			se.LeagueID, se.StartYear)
		if err != nil {
			return err
		}
		for _, x := range prev {
			d.Teams = append(d.Teams, StandingsTeam{
				TeamSeasonID: sql.NullInt64{}, FranchiseID: x.FranchiseID, SeasonID: se.ID, Slug: x.Slug, Name: x.Name, City: x.City, Abbreviation: x.Abbreviation,
				ConferenceID: x.ConferenceID, ConferenceName: x.ConferenceName, ConferenceAbbrev: x.ConferenceAbbrev,
				DivisionID: x.DivisionID, DivisionName: x.DivisionName,
			})
		}
	}
	return nil
}

func hasSeasonTeams(d *StandingsData, season int64) bool {
	for _, t := range d.Teams {
		if t.SeasonID == season {
			return true
		}
	}
	return false
}
