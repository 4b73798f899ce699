package people

import (
	"database/sql"
	"testing"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

func TestPeopleDerive(t *testing.T) {
	derive := func(sport string, m map[string]float64) map[string]float64 {
		return stats.Totals(sport, []stats.SeasonLine{{Year: 2000, Stats: m}})
	}
	d := derive("baseball", map[string]float64{"at_bats": 8399, "hits": 2873, "doubles": 506, "triples": 136, "home_runs": 714,
		"outs_pitched": 3663, "earned_runs": 309, "hits_allowed": 974, "walks_allowed": 441})
	if d["batting_average"] != 0.342 || d["slugging_percentage"] != 0.690 || d["era"] != 2.28 || d["innings_pitched"] != 1221 {
		t.Errorf("baseball %v", d)
	}
	d = derive("football", map[string]float64{"passing_attempts": 100, "completions": 65, "passing_yards": 800, "passing_touchdowns": 6, "interceptions_thrown": 2})
	if d["completion_percentage"] != 0.65 || d["passer_rating"] != 101.3 {
		t.Errorf("football %v", d)
	}
	d = derive("basketball", map[string]float64{"field_goals_made": 50, "field_goals_attempted": 100, "points": 300, "games_played": 10})
	if d["field_goal_percentage"] != 0.5 || d["points_per_game"] != 30 {
		t.Errorf("basketball %v", d)
	}
	d = derive("hockey", map[string]float64{"shots_against": 1000, "saves": 920, "goals_against": 80, "minutes": 2400})
	if d["save_percentage"] != 0.92 || d["goals_against_average"] != 2 {
		t.Errorf("hockey %v", d)
	}
}

func TestPeopleCareerTotalRows(t *testing.T) {
	row := func(season, franchise, year int, stats string) *store.PlayerSeasonRow {
		r := &store.PlayerSeasonRow{SeasonID: season, StartYear: year, Stats: stats}
		if franchise != 0 {
			r.FranchiseID = sql.NullInt64{Int64: int64(franchise), Valid: true}
		}
		return r
	}
	rows := []*store.PlayerSeasonRow{
		row(1, 10, 2000, `{"games_played":82,"points":2000,"field_goal_percentage":0.5}`),
		// a season split over two teams, with the source's total row
		row(2, 0, 2001, `{"games_played":80,"points":1500}`),
		row(2, 10, 2001, `{"games_played":40,"points":700}`),
		row(2, 11, 2001, `{"games_played":40,"points":800}`),
		// two leagues in one year, no total rows
		row(3, 12, 2002, `{"games_played":10,"points":100}`),
		row(4, 13, 2002, `{"games_played":5,"points":50}`),
	}
	c := CareerOf("basketball", "", GroupSeasons(rows, rmbase.StatNames{}), nil)
	if c.Totals["games_played"] != 177 || c.Totals["points"] != 3650 {
		t.Errorf("totals %v", c.Totals)
	}
	if _, ok := c.Totals["field_goal_percentage"]; ok {
		t.Errorf("a rate was summed")
	}
	if cv := c.Coverage; cv.Seasons != 3 || cv.SeasonsWithStats != 3 || !cv.Complete {
		t.Errorf("coverage %+v", cv)
	}
}

func TestPeopleAwards(t *testing.T) {
	for name, want := range map[string]bool{"All-Star": true, "First Team All-Star": true, "TSN All-Star": false,
		"Baseball Magazine All-Star": false, "All-NBA First Team": false} {
		if isAllStarAward(name) != want {
			t.Errorf("all-star %q", name)
		}
	}
	for name, want := range map[string]bool{"Most Valuable Player": true, "Hart": true, "Finals MVP": false,
		"All-Star Game MVP": false, "World Series MVP": false, "Cy Young Award": false} {
		if isMVPAward(name) != want {
			t.Errorf("mvp %q", name)
		}
	}
}
