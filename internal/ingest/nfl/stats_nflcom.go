package nfl

// NFL.com career tables (nflcom_kendallgillies_*.csv, scraped 2017): one
// row per player, team and season, 1924-2016, for about a third of the
// players. They are the values before 1999 (defence before 2000: the PFR
// defence table starts then; punting and returns to 2016: no other file
// has them); after, their official offence figures (nflOfficial) win over
// nflverse's and the rest is a comparison. The NFL.com player id is joined
// to a roster person by name, team and season (1996 on); players without
// such a season become people "nfl:nflcom:<id>" with the bio of
// basic_stats. "--" is "no value"; an official statistic is read only
// from its first official season (sacks 1982, tackles 2001), whatever the
// cell.

import (
	"fmt"
	"sort"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
)

const (
	nflSrcNFLcomBios = "nflcom_kendallgillies_basic_stats.csv"
	nflNFLcomLastOff = 1998 // last season whose offence and kicking come from NFL.com
	// last season whose official offence figures (nflOfficial) come from
	// NFL.com: its tables end with 2016
	nflNFLcomLastOfficial = 2016
	nflNFLcomLastDef      = 1999 // last season whose defence comes from NFL.com
	nflFirstSacks         = 1982 // sacks are official from 1982
	nflFirstTackles       = 2001 // NFL.com tackles start in 2001
)

type nflNFLcomTable struct {
	file    string
	lastVal int // last season whose figures are values
	cols    []struct{ col, stat string }
}

var nflNFLcomTables = []nflNFLcomTable{
	{"nflcom_kendallgillies_passing_1924_2016.csv", nflNFLcomLastOff, []struct{ col, stat string }{
		{"Passes Attempted", "passing_attempts"}, {"Passes Completed", "completions"}, {"Passing Yards", "passing_yards"},
		{"TD Passes", "passing_touchdowns"}, {"Ints", "interceptions_thrown"}, {"Sacks", "sacks_taken"}, {"Sacked Yards Lost", "sack_yards_lost"}}},
	{"nflcom_kendallgillies_rushing_1924_2016.csv", nflNFLcomLastOff, []struct{ col, stat string }{
		{"Rushing Attempts", "rushing_attempts"}, {"Rushing Yards", "rushing_yards"}, {"Rushing TDs", "rushing_touchdowns"}}},
	{"nflcom_kendallgillies_receiving_1924_2016.csv", nflNFLcomLastOff, []struct{ col, stat string }{
		{"Receptions", "receptions"}, {"Receiving Yards", "receiving_yards"}, {"Receiving TDs", "receiving_touchdowns"}}},
	{"nflcom_kendallgillies_defensive_1970_2016.csv", nflNFLcomLastDef, []struct{ col, stat string }{
		{"Total Tackles", "tackles"}, {"Solo Tackles", "solo_tackles"}, {"Assisted Tackles", "assisted_tackles"},
		{"Sacks", "sacks"}, {"Safeties", "safeties"}, {"Passes Defended", "passes_defended"}, {"Ints", "interceptions"},
		{"Ints for TDs", "interception_touchdowns"}, {"Int Yards", "interception_yards"}}},
	{"nflcom_kendallgillies_field_goal_kickers_1933_2016.csv", nflNFLcomLastOff, []struct{ col, stat string }{
		{"FGs Made", "field_goals_made"}, {"FGs Attempted", "field_goals_attempted"},
		{"Extra Points Made", "extra_points_made"}, {"Extra Points Attempted", "extra_points_attempted"}}},
	// No other file has punts or returns before 2025: NFL.com's are the
	// values to its last season.
	{"nflcom_kendallgillies_punting_1933_2016.csv", nflNFLcomLastOfficial, []struct{ col, stat string }{
		{"Punts", "punts"}, {"Gross Punting Yards", "punting_yards"}}},
	{"nflcom_kendallgillies_kick_return_1932_2016.csv", nflNFLcomLastOfficial, []struct{ col, stat string }{
		{"Returns", "kick_returns"}, {"Yards Returned", "kick_return_yards"}, {"Returns for TDs", "kick_return_touchdowns"}}},
	{"nflcom_kendallgillies_punt_return_1934_2016.csv", nflNFLcomLastOfficial, []struct{ col, stat string }{
		{"Returns", "punt_returns"}, {"Yards Returned", "punt_return_yards"}, {"Returns for TDs", "punt_return_touchdowns"}}},
}

// nflNFLcomTeams are NFL.com team names the era table spells otherwise.
var nflNFLcomTeams = map[string]string{"Phil-Pitt Combine": "nfl:STG", "Card-Pitt Combine": "nfl:CRP",
	"Pittsburgh Pirates|1940": "nfl:PIT"} // renamed Steelers during 1940

// nflFirstOfficial is the first season stat st is read from NFL.com.
func nflFirstOfficial(st string) int {
	switch st {
	case "sacks":
		return nflFirstSacks
	case "tackles", "solo_tackles", "assisted_tackles":
		return nflFirstTackles
	}
	return 0
}

type nflNFLcomRow struct {
	fr, abbrev string
	year       int
	games      float64
	stats      map[string]float64
	lastVal    int
}

// nflcomTeam resolves a team name of the time to a franchise.
func (l *nflLoader) nflcomTeam(name string, y int, cache map[string]string) (string, error) {
	k := name + "|" + fmt.Sprint(y)
	if fr, ok := cache[k]; ok {
		return fr, nil
	}
	fr, err := l.franchiseByName(name, y, "")
	if err != nil {
		var ok bool
		if fr, ok = nflNFLcomTeams[k]; !ok {
			if fr, ok = nflNFLcomTeams[name]; !ok {
				return "", err
			}
		}
	}
	cache[k] = fr
	return fr, nil
}

func (l *nflLoader) readNFLcom(s *nflSeasonSet) error {
	rows := map[string][]*nflNFLcomRow{} // NFL.com id -> rows (one per team-season, tables merged)
	names := map[string]string{}
	var ids []string
	teams := map[string]string{}
	for _, tb := range nflNFLcomTables {
		byKey := map[string]*nflNFLcomRow{}
		err := source.EachStream(l.fsys, nflDir+tb.file, func(r source.Row) error {
			id, y := r.S("Player Id"), 0
			var ok bool
			if y, ok = r.I("Year"); !ok || id == "" {
				return fmt.Errorf("row without player id or year")
			}
			fr, err := l.nflcomTeam(r.S("Team"), y, teams)
			if err != nil {
				return err
			}
			g, hasG, err := nflCell(r, "Games Played")
			if err != nil {
				return err
			}
			st := map[string]float64{}
			for _, c := range tb.cols {
				v, ok, err := nflCell(r, c.col)
				if err != nil {
					return err
				}
				if ok && y >= nflFirstOfficial(c.stat) {
					st[c.stat] = v
				}
			}
			if len(st) == 0 && (!hasG || g == 0) {
				return nil // a roster stint without statistics
			}
			k := id + "|" + fr + "|" + fmt.Sprint(y)
			if byKey[k] != nil {
				return fmt.Errorf("player %s listed twice for %s %d", id, fr, y)
			}
			if rows[id] == nil {
				ids = append(ids, id)
				names[id] = r.S("Name")
			}
			row := &nflNFLcomRow{fr: fr, year: y, games: g, stats: st, lastVal: tb.lastVal}
			byKey[k] = row
			rows[id] = append(rows[id], row)
			return nil
		})
		if err != nil {
			return err
		}
	}
	bios, err := l.readNFLcomBios()
	if err != nil {
		return err
	}
	src := nflDir + "nflcom_kendallgillies_*.csv.gz"
	for _, id := range ids {
		last, first, _ := strings.Cut(names[id], ",")
		first, last = strings.TrimSpace(first), strings.TrimSpace(last)
		b := bios[id]
		person := s.nflcomPerson(first, last, b, rows[id])
		if person != "" {
			s.fillBio(person, b)
		}
		if person == "" {
			person = nflPersonKey("nflcom", id)
			if s.people[person] == nil {
				a := s.newPerson(person, first, last, b.pos, src)
				a.p.BirthDate, a.p.College, a.p.HeightIn, a.p.WeightLb = b.birth, b.college, b.height, b.weight
				a.p.BirthCity, a.p.BirthState = b.city, b.state
			}
			s.l.nflcomPeople++
		}
		a := s.people[person]
		for _, r := range rows[id] {
			s.names.add(a, r.fr, r.year)
		}
		// One contribution per team-season per value/compare split.
		type key struct {
			fr  string
			y   int
			cmp bool
		}
		merged := map[key]*nflContrib{}
		var order []key
		for _, r := range rows[id] {
			for st, v := range r.stats {
				k := key{r.fr, r.year, r.year > r.lastVal}
				c := merged[k]
				if c == nil {
					c = &nflContrib{person: person, year: r.year, fr: r.fr, rank: nflRankNFLcom, compareOnly: k.cmp, src: src,
						stats: map[string]float64{}}
					merged[k] = c
					order = append(order, k)
				}
				c.stats[st] = v
			}
		}
		for _, r := range rows[id] {
			if c := merged[key{r.fr, r.year, false}]; c != nil && r.games > 0 {
				c.stats["games_played"] = max(c.stats["games_played"], r.games)
			}
		}
		sort.Slice(order, func(i, j int) bool {
			if order[i].y != order[j].y {
				return order[i].y < order[j].y
			}
			return order[i].fr < order[j].fr
		})
		for _, k := range order {
			c := merged[k]
			if k.cmp && k.y > nflNFLcomLastOff && k.y <= nflNFLcomLastOfficial {
				v, rest := nflSplitOfficial(c, nflRankNFLcomOfficial)
				if v != nil {
					s.add(v)
				}
				c = rest
			}
			s.add(c)
		}
	}
	s.mergeGsisOnly()
	return nil
}

// nflMajority is the person most of rows point to ("" when none does).
func nflMajority[T any](rows []T, find func(T) string) string {
	n := map[string]int{}
	best := ""
	for _, r := range rows {
		if p := find(r); p != "" {
			n[p]++
			if n[p] > n[best] || (n[p] == n[best] && p < best) {
				best = p
			}
		}
	}
	return best
}

type nflNFLcomBio struct {
	birth, college, pos, city, state string
	height, weight                   int
}

func (l *nflLoader) readNFLcomBios() (map[string]nflNFLcomBio, error) {
	out := map[string]nflNFLcomBio{}
	err := source.EachStream(l.fsys, nflDir+nflSrcNFLcomBios, func(r source.Row) error {
		b := nflNFLcomBio{birth: nflPFRDate(r.S("Birthday")), college: r.S("College"), pos: r.S("Position")}
		b.height, _ = r.I("Height (inches)")
		b.weight, _ = r.I("Weight (lbs)")
		if c, st, ok := strings.Cut(r.S("Birth Place"), ","); ok {
			b.city, b.state = strings.TrimSpace(c), strings.TrimSpace(st)
		}
		out[r.S("Player Id")] = b
		return nil
	})
	return out, err
}
