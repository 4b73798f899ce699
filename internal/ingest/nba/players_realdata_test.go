package nba

import (
	"testing"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// checkNBAPlayerCareers asserts published totals on the shipped data: careers
// are the sums of their season rows (a traded player's total row, else his
// team rows), joined across Player Totals, the BRef totals file, pbpstats
// and NBA.com.
func checkNBAPlayerCareers(t *testing.T, l *nbaLoader, ds *dataset.Dataset) {
	t.Helper()
	if l.BRefTotalsUnjoined != 4 || l.BRefTotalsNewPeople != 19 || l.BRefTotalsAdded != 3692 {
		// The 4: the file repeats the two 1989 WSB Charles Jones rows under
		// both players' ids (a name collision upstream).
		t.Errorf("BRef totals: %d added, %d new people, %d unjoined", l.BRefTotalsAdded, l.BRefTotalsNewPeople, l.BRefTotalsUnjoined)
	}
	if l.NBAComRows != 2867 || l.NBAComMatched != 2867 || l.NBAComOnly != 2 {
		t.Errorf("NBA.com player rows joined: %d of %d (%d alone)", l.NBAComMatched, l.NBAComRows, l.NBAComOnly)
	}
	if l.Gamelogs2026Confirmed != 1230 {
		t.Errorf("2025-26 game log: %d games confirmed, want 1230", l.Gamelogs2026Confirmed)
	}
	if l.PBPAdded != 1500 || l.PBPUnjoined > 11 {
		t.Errorf("pbpstats: %d later seasons, %d unjoined", l.PBPAdded, l.PBPUnjoined)
	}
	type key struct{ person, season string }
	rows := map[key][]dataset.PlayerSeason{}
	for _, ps := range ds.PlayerSeasons {
		k := key{ps.PersonKey, ps.SeasonKey}
		rows[k] = append(rows[k], ps)
	}
	// career sums the seasons up to season key last ("" = all).
	career := func(pk, last string) map[string]float64 {
		sum := map[string]float64{}
		for k, rs := range rows {
			if k.person != pk || (last != "" && k.season > last) {
				continue
			}
			hasTot := false
			for _, ps := range rs {
				hasTot = hasTot || ps.TeamAbbrev == "TOT"
			}
			for _, ps := range rs {
				if hasTot == (ps.TeamAbbrev == "TOT") {
					for s, v := range ps.Stats {
						sum[s] += v
					}
				}
			}
		}
		return sum
	}
	// LeBron James (SOURCES.md, "Refresh 2026b, part 2"): 40,474 points,
	// 11,185 rebounds, 11,009 assists through 2023-24; 43,440 points through
	// 2025-26 (points only after 2023-24).
	if c := career("nba:jamesle01", "nba:2023"); c["points"] != 40474 || c["rebounds"] != 11185 || c["assists"] != 11009 {
		t.Errorf("LeBron through 2023-24: %v points, %v rebounds, %v assists", c["points"], c["rebounds"], c["assists"])
	}
	if c := career("nba:jamesle01", ""); c["points"] != 43440 {
		t.Errorf("LeBron career points %v, want 43440", c["points"])
	}
	for pk, want := range map[string]float64{"nba:curryst01": 26528, "nba:duranke01": 32597, "nba:hardeja01": 29339} {
		if c := career(pk, ""); c["points"] != want {
			t.Errorf("%s career points %v, want %v", pk, c["points"], want)
		}
	}
	jokic := rows[key{"nba:jokicni01", "nba:2025"}]
	if len(jokic) != 1 || jokic[0].Stats["games_played"] != 65 || jokic[0].Stats["points_per_game"] != 27.7 {
		t.Errorf("Jokic 2025-26: %+v", jokic)
	}
	if _, ok := jokic[0].Stats["rebounds"]; ok {
		t.Error("Jokic 2025-26 rebounds: no file has the total (per game only)")
	}
	// Dončić 2024-25 (2TM): one season, a total row and the two team rows.
	var teams []string
	for _, ps := range rows[key{"nba:doncilu01", "nba:2024"}] {
		teams = append(teams, ps.TeamAbbrev+"/"+ps.FranchiseKey)
		if ps.TeamAbbrev == "TOT" && (ps.Stats["points"] != 1408 || ps.Stats["games_played"] != 50 || ps.Stats["points_per_game"] == 0) {
			t.Errorf("Doncic 2024-25 total row: %+v", ps.Stats)
		}
	}
	if len(teams) != 3 || teams[0] != "TOT/" {
		t.Errorf("Doncic 2024-25 rows: %v", teams)
	}
	// Players who arrived after 2020-21 have their seasons (Wembanyama,
	// Banchero from Player Career Info; late 2025-26 debuts as new people).
	if c := career("nba:wembavi01", "nba:2023"); c["points"] != 1522 || c["rebounds"] != 755 {
		t.Errorf("Wembanyama 2023-24: %v", c)
	}
	if c := career("nba:banchpa01", "nba:2022"); c["points"] != 1437 {
		t.Errorf("Banchero 2022-23: %v points", c["points"])
	}
}
