package nba

import (
	"fmt"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

var nbaAwardNames = map[string]string{
	"mvp": "Most Valuable Player", "roy": "Rookie of the Year", "dpoy": "Defensive Player of the Year",
	"smoy": "Sixth Man of the Year", "mip": "Most Improved Player", "clutch_poy": "Clutch Player of the Year",
}

// nbaAwardIDFix: Player Award Shares gives no player_id for the 1983 Sixth
// Man of the Year, Bobby Jones; the player of that name in 1983 (Player
// Season Info: PHI) is jonesbo01.
var nbaAwardIDFix = map[string]string{"1983|nba smoy|Bobby Jones": "jonesbo01"}

var nbaTeamOrdinal = map[string]string{"1st": "First", "2nd": "Second", "3rd": "Third"}

func (l *nbaLoader) loadAwards() error {
	t, err := source.ReadTable(l.fsys, nbaDir+"Player Award Shares.csv")
	if err != nil {
		return err
	}
	if err := t.Each(func(r source.Row) error {
		if r.S("winner") != "TRUE" {
			return nil
		}
		aw := strings.Fields(r.S("award"))
		if len(aw) != 2 {
			return fmt.Errorf("award %q", r.S("award"))
		}
		name, ok := nbaAwardNames[aw[1]]
		if !ok {
			return fmt.Errorf("unknown award %q", r.S("award"))
		}
		id := r.S("player_id")
		if id == "" {
			id = nbaAwardIDFix[r.S("season")+"|"+r.S("award")+"|"+r.S("player")]
		}
		y, _ := r.I("season")
		return l.award(id, name, y, aw[0], "", "Player Award Shares.csv")
	}); err != nil {
		return err
	}
	t, err = source.ReadTable(l.fsys, nbaDir+"All-Star Selections.csv")
	if err != nil {
		return err
	}
	if err := t.Each(func(r source.Row) error {
		y, _ := r.I("season")
		note := "team: " + r.S("team")
		if r.S("replaced") == "TRUE" {
			note += "; selected but replaced (did not play)"
		}
		return l.award(r.S("player_id"), "All-Star", y, r.S("lg"), note, "All-Star Selections.csv")
	}); err != nil {
		return err
	}
	t, err = source.ReadTable(l.fsys, nbaDir+"End of Season Teams.csv")
	if err != nil {
		return err
	}
	return t.Each(func(r source.Row) error {
		y, _ := r.I("season")
		typ := r.S("type")
		if typ == "All-Defense" {
			typ = "All-Defensive"
		}
		ord, ok := nbaTeamOrdinal[r.S("number_tm")]
		if !ok {
			return fmt.Errorf("team number %q", r.S("number_tm"))
		}
		note := ""
		if p := r.S("position"); p != "" {
			note = "position: " + p
		}
		return l.award(r.S("player_id"), typ+" "+ord+" Team", y, r.S("lg"), note, "End of Season Teams.csv")
	})
}

func (l *nbaLoader) award(id, name string, year int, lg, notes, src string) error {
	pk := "nba:" + id
	if _, ok := l.people[pk]; !ok || id == "" {
		return fmt.Errorf("%s: %s %d: unknown player %q", src, name, year, id)
	}
	l.ds.Awards = append(l.ds.Awards, dataset.Award{PersonKey: pk, Name: name, Year: year, LeagueKey: strings.ToLower(lg), Notes: notes, Source: src})
	return nil
}
