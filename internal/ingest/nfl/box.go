package nfl

// NFL box scores 2010-2025: every defensive player's line per game from the
// Pro-Football-Reference defence game logs (pfr_defense_game_logs_2010_2025,
// game ids as games.csv, team as PFR codes). The file names players without
// an id: a line links to the one person of that name on his team's roster
// that season, else it stays a name.

import (
	"fmt"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const nflSrcDefense = "pfr_defense_game_logs_2010_2025.csv"

var nflBoxCols = [][2]string{
	{"tackles_combined", "tackles"}, {"tackles_solo", "solo_tackles"}, {"tackles_assists", "assisted_tackles"},
	{"tackles_loss", "tackles_for_loss"}, {"sacks", "sacks"}, {"qb_hits", "qb_hits"}, {"def_int", "interceptions"},
	{"def_int_yds", "interception_yards"}, {"pass_defended", "passes_defended"}, {"fumbles_forced", "forced_fumbles"},
	{"fumbles_rec", "fumble_recoveries"}, {"def_int_td", "interception_touchdowns"}, {"fumbles_rec_td", "fumble_return_touchdowns"},
}

// nflPFRTeam maps team codes of either file to one spelling per club.
var nflPFRTeam = map[string]string{"GNB": "GB", "KAN": "KC", "NOR": "NO", "NWE": "NE", "SFO": "SF", "TAM": "TB",
	"SDG": "LAC", "SD": "LAC", "OAK": "LVR", "LV": "LVR", "STL": "LAR", "LA": "LAR"}

func nflSameTeam(a, b string) bool {
	if x, ok := nflPFRTeam[a]; ok {
		a = x
	}
	if x, ok := nflPFRTeam[b]; ok {
		b = x
	}
	return a == b
}

// nflNameFold drops punctuation and suffixes (built once: a Replacer is
// costly to make and the import folds some 200,000 names).
var nflNameFold = strings.NewReplacer(".", "", "'", "", ",", "", " jr", "", " sr", "", " iii", "", " ii", "", " iv", "")

func nflNameKey(s string) string {
	s = nflNameFold.Replace(strings.ToLower(s))
	return strings.Join(strings.Fields(s), " ")
}

func (l *nflLoader) readDefenseBox() error {
	names := map[string]string{}
	for _, p := range l.ds.People {
		names[p.Key] = nflNameKey(p.FirstName + " " + p.LastName)
	}
	// season|franchise|name -> person ("" when two share the name)
	roster := map[string]string{}
	for _, r := range l.ds.Roster {
		k := r.SeasonKey + "|" + r.FranchiseKey + "|" + names[r.PersonKey]
		if pk, seen := roster[k]; seen && pk != r.PersonKey {
			roster[k] = ""
		} else {
			roster[k] = r.PersonKey
		}
	}
	cols := make([]string, len(nflBoxCols))
	for i, c := range nflBoxCols {
		cols[i] = c[1]
	}
	src := nflDir + nflSrcDefense + ".gz"
	idx := map[string]int{}
	err := source.EachStream(l.fsys, nflDir+nflSrcDefense, func(r source.Row) error {
		id := r.S("game_id")
		parts := strings.Split(id, "_")
		if len(parts) != 4 {
			return fmt.Errorf("bad game_id %q", id)
		}
		var home bool
		switch team := r.S("team"); {
		case nflSameTeam(team, parts[3]):
			home = true
		case nflSameTeam(team, parts[2]):
		default:
			return fmt.Errorf("team %q did not play game %s", team, id)
		}
		gi, ok := l.gameIdx["nfl:"+id]
		if !ok {
			return nil // a game the import does not have
		}
		vals := make([]float64, len(nflBoxCols))
		for i, c := range nflBoxCols {
			v, ok := r.F(c[0])
			if !ok {
				return fmt.Errorf("bad %s %q", c[0], r.S(c[0]))
			}
			vals[i] = v
		}
		g := &l.games[gi]
		fr := g.AwayKey
		if home {
			fr = g.HomeKey
		}
		name := source.Keep(r.S("player"))
		bi, ok := idx[g.Key]
		if !ok {
			bi = len(l.ds.BoxScores)
			idx[g.Key] = bi
			l.ds.BoxScores = append(l.ds.BoxScores, dataset.BoxScore{GameKey: g.Key, Source: src, Columns: cols})
		}
		l.ds.BoxScores[bi].Players = append(l.ds.BoxScores[bi].Players, dataset.BoxLine{Home: home,
			PersonKey: roster[g.SeasonKey+"|"+fr+"|"+nflNameKey(name)], Name: name, Values: vals, Has: dataset.AllRecorded(len(vals))})
		return nil
	})
	return err
}
