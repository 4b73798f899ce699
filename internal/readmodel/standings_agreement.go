package readmodel

import (
	"context"
	"strconv"

	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// StandingsAgreement measures, for one sport and level, the team-seasons an
// independent season table gives an official record: how many the games
// alone reproduce, and how many the standings show with the official total.
type StandingsAgreement struct {
	Sport, Level string
	TeamSeasons  int // team-seasons with a season-table record
	WithGames    int // of them, team-seasons with at least one game in the logs
	GamesAgree   int // the record computed from games equals the official one
	ShownAgree   int // the standings show a row with the official record
	// Differences counts the team-seasons by why the games differ.
	Differences map[stats.Difference]int
	// SplitsOmitted counts rows whose game-level splits are left out.
	SplitsOmitted int
	// Missing names a team-season the standings do not show officially
	// ("" when there is none), for the report.
	Missing string
}

// Share is part/whole as a percentage (100 for an empty whole).
func Share(part, whole int) float64 {
	if whole == 0 {
		return 100
	}
	return 100 * float64(part) / float64(whole)
}

// StandingsAgreement compares every season-table record with the standings
// of its season, sport by sport (every season computed; meant for `almanac
// check` and tests, not for requests).
func (m *Model) StandingsAgreement(ctx context.Context) ([]StandingsAgreement, error) {
	official, err := m.st.OfficialTeamSeasons(ctx)
	if err != nil {
		return nil, err
	}
	var out []StandingsAgreement
	var rows map[[2]int64]*stats.Standing
	year := -1
	for _, o := range official {
		if n := len(out); n == 0 || out[n-1].Sport != o.SportSlug || out[n-1].Level != o.LevelSlug {
			out = append(out, StandingsAgreement{Sport: o.SportSlug, Level: o.LevelSlug, Differences: map[stats.Difference]int{}})
			year = -1
		}
		if o.StartYear != year {
			year = o.StartYear
			if rows, err = m.standingsRowsByTeam(ctx, year, Scope{Sport: o.SportSlug, Level: o.LevelSlug}); err != nil {
				return nil, err
			}
		}
		out[len(out)-1].add(o, rows[[2]int64{o.SeasonID, o.FranchiseID}])
	}
	return out, nil
}

func (a *StandingsAgreement) add(o store.OfficialTeamSeason, s *stats.Standing) {
	want := stats.Record{W: o.Wins, L: o.Losses, T: o.Ties, OTL: o.OTLosses}
	a.TeamSeasons++
	if s == nil {
		if a.Missing == "" {
			a.Missing = o.Name + " " + strconv.Itoa(o.StartYear) + ": no standings row"
		}
		return
	}
	if s.Record == want {
		a.ShownAgree++
	} else if a.Missing == "" {
		a.Missing = o.Name + " " + strconv.Itoa(o.StartYear) + ": shown " + s.Record.String() + ", official " + want.String()
	}
	if s.GamesRecord.Games() > 0 {
		a.WithGames++
	}
	if s.GamesRecord == want {
		a.GamesAgree++
	} else {
		a.Differences[stats.Compare(s.GamesRecord, want)]++
	}
	if !s.SplitsKnown {
		a.SplitsOmitted++
	}
}

// standingsRowsByTeam is one season's computed rows in a scope by (season
// id, franchise id).
func (m *Model) standingsRowsByTeam(ctx context.Context, year int, sc Scope) (map[[2]int64]*stats.Standing, error) {
	t, err := m.standingsFor(ctx, year, sc)
	if err != nil {
		return nil, err
	}
	out := map[[2]int64]*stats.Standing{}
	for _, l := range t.leagues {
		for _, s := range l.rows {
			out[[2]int64{l.season.ID, s.Team.ID}] = s
		}
	}
	return out, nil
}
