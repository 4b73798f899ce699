package nba

// NBA coaches: people for coaches (shared with the player when a coach
// played), their seasons from bref_franchise_seasons and, for the team seasons
// it lacks, Coach-Player Data.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"

	"github.com/almanac-sports/almanac/internal/slug"
)

// nbaCoachPerson resolves coaches to people. A BRef coach id is the player id
// plus "c" for coaches who played (e.g. riverdo01c / riverdo01); those share
// the player's person when the names agree.
type nbaCoachPeople struct {
	byID   map[string]string // BRef coach id -> person key
	name   map[string]string // coach id -> full name
	byName map[string][]string
}

func (l *nbaLoader) addPerson(p dataset.Person) {
	if _, ok := l.people[p.Key]; ok {
		return
	}
	l.people[p.Key] = len(l.ds.People)
	l.ds.People = append(l.ds.People, p)
}

var nbaCoachRE = regexp.MustCompile(`([^,()]+?)\s*\((\d+)-(\d+)\)`)

// parseNBACoaches parses "R. Potter (1-6), R. Auerbach (28-29)".
func parseNBACoaches(s string) (names []string, wl [][2]int) {
	for _, m := range nbaCoachRE.FindAllStringSubmatch(s, -1) {
		w, _ := strconv.Atoi(m[2])
		lo, _ := strconv.Atoi(m[3])
		names = append(names, strings.TrimSpace(m[1]))
		wl = append(wl, [2]int{w, lo})
	}
	return names, wl
}

func (l *nbaLoader) loadCoaches() error {
	cp := nbaCoachPeople{byID: map[string]string{}, name: map[string]string{}, byName: map[string][]string{}}
	// Player names, to confirm coach-id -> player-id links.
	playerName := map[string]string{}
	for _, p := range l.ds.People {
		playerName[p.Key] = strings.TrimSpace(p.FirstName + " " + p.LastName)
	}
	t, err := source.ReadTable(l.fsys, nbaDir+"coaches.csv")
	if err != nil {
		return err
	}
	if err := t.Each(func(r source.Row) error {
		id, name := r.S("coach.id"), r.S("name")
		if id == "" {
			return fmt.Errorf("coach without id")
		}
		key := "nba:" + id
		if pk := "nba:" + strings.TrimSuffix(id, "c"); strings.HasSuffix(id, "c") && playerName[pk] == name {
			key = pk
			if dod := source.ISODate(r.S("dod")); dod != "" {
				l.ds.People[l.people[pk]].DeathDate = dod
			}
		} else {
			first, last := source.SplitName(name)
			l.addPerson(dataset.Person{Key: key, FirstName: first, LastName: last, BirthDate: source.ISODate(r.S("dob")), DeathDate: source.ISODate(r.S("dod")), Source: "coaches.csv"})
		}
		cp.byID[id] = key
		cp.name[id] = name
		cp.byName[name] = append(cp.byName[name], key)
		return nil
	}); err != nil {
		return err
	}

	seen := map[string]bool{} // person|franchise|season
	covered := map[string]bool{}
	t, err = source.ReadTable(l.fsys, nbaDir+"bref_franchise_seasons_1947_2020.csv")
	if err != nil {
		return err
	}
	if err := t.Each(func(r source.Row) error {
		code := r.S("team_code")
		fr, err := l.franchiseOf(code)
		if err != nil {
			return err
		}
		if want := l.frKeyForBrefID(r.S("franchise_id")); want != fr {
			return fmt.Errorf("%s: franchise_id %s maps to %s but code %s to %s", r.S("season"), r.S("franchise_id"), want, code, fr)
		}
		y, _ := r.I("season")
		sk := nbaSeasonKey(r.S("league"), y)
		covered[code+"|"+strconv.Itoa(y)] = true
		ids := strings.Split(r.S("coach_ids"), "|")
		names, wl := parseNBACoaches(r.S("coaches"))
		if len(ids) != len(wl) {
			return fmt.Errorf("%s %d: %d coach ids but %d coach records", code, y, len(ids), len(wl))
		}
		// The 2019-20 pages were saved at the COVID suspension: where the
		// team's final W-L (Team Summaries) differs, the last coach's W-L is
		// partial and is not imported (earlier coaches of that season are final).
		partial := false
		if ts := l.teamSeason(fr, sk); ts != nil && ts.HasRecord {
			w, _ := r.I("wins")
			lo, _ := r.I("losses")
			partial = w != ts.Wins || lo != ts.Losses
		}
		for i, id := range ids {
			pk, ok := cp.byID[id]
			if !ok {
				return fmt.Errorf("%s %d: coach %s (%s) not in coaches.csv", code, y, id, names[i])
			}
			k := pk + "|" + fr + "|" + sk
			if seen[k] {
				continue
			}
			seen[k] = true
			ct := dataset.CoachTenure{PersonKey: pk, FranchiseKey: fr, SeasonKey: sk, Title: "Head Coach", IsHead: true,
				Order: i + 1, Wins: wl[i][0], Losses: wl[i][1], HasRecord: true, Source: "bref_franchise_seasons_1947_2020.csv"}
			if partial && i == len(ids)-1 {
				ct.Wins, ct.Losses, ct.HasRecord = 0, 0, false
				ct.Source += " (W-L partial at the 2020 suspension: not imported)"
			}
			l.ds.Coaches = append(l.ds.Coaches, ct)
		}
		if ts := l.teamSeason(fr, sk); ts != nil && len(ids) > 0 {
			ts.HeadCoach = cp.name[ids[len(ids)-1]]
		}
		return nil
	}); err != nil {
		return err
	}
	return l.loadCoachPlayerData(cp, seen, covered)
}

// nbaCoachAlias: Coach-Player Data names that differ from coaches.csv.
// "Michael Malone" (DEN 2020-21, born 1971) is coaches.csv "Mike Malone"
// (malonmi99c, born 1971), Denver's coach in 2019-20.
var nbaCoachAlias = map[string]string{"Michael Malone": "malonmi99c"}

func (l *nbaLoader) frKeyForBrefID(id string) string {
	for _, f := range l.fr {
		if f.BrefID == id {
			return f.Key
		}
	}
	return ""
}

// loadCoachPlayerData adds the coaches of team seasons bref_franchise_seasons
// does not cover (2020-21 and defunct teams 1950-1955). No W-L, no order.
func (l *nbaLoader) loadCoachPlayerData(cp nbaCoachPeople, seen, covered map[string]bool) error {
	numToSlug, err := l.playerIDMap()
	if err != nil {
		return err
	}
	t, err := source.ReadTable(l.fsys, nbaDir+"Coach-Player Data.csv")
	if err != nil {
		return err
	}
	type entry struct{ names []string }
	perTeam := map[string]*entry{}
	var order []string
	if err := t.Each(func(r source.Row) error {
		code := r.S("tm")
		y, _ := r.I("seas")
		if covered[code+"|"+strconv.Itoa(y)] {
			return nil
		}
		fr, err := l.franchiseOf(code)
		if err != nil {
			return err
		}
		sk, err := l.seasonKeyFor(code, y)
		if err != nil {
			return err
		}
		name := r.S("coach")
		pk := ""
		if id, ok := nbaCoachAlias[name]; ok {
			pk = cp.byID[id]
		} else if ks := cp.byName[name]; len(ks) == 1 {
			pk = ks[0]
		} else if s, ok := numToSlug[r.S("player_id")]; ok && r.S("player_id") != "" {
			pk = "nba:" + s
		} else {
			pk = "nba:coach:" + slug.Make(name)
			first, last := source.SplitName(name)
			l.addPerson(dataset.Person{Key: pk, FirstName: first, LastName: last, Source: "Coach-Player Data.csv"})
		}
		k := pk + "|" + fr + "|" + sk
		if seen[k] {
			return nil
		}
		seen[k] = true
		l.ds.Coaches = append(l.ds.Coaches, dataset.CoachTenure{PersonKey: pk, FranchiseKey: fr, SeasonKey: sk, Title: "Head Coach", IsHead: true, Source: "Coach-Player Data.csv"})
		tk := fr + "|" + sk
		if perTeam[tk] == nil {
			perTeam[tk] = &entry{}
			order = append(order, tk)
		}
		perTeam[tk].names = append(perTeam[tk].names, name)
		return nil
	}); err != nil {
		return err
	}
	for _, tk := range order {
		// The source gives no order within a season: name the head coach only
		// when there was one.
		if e := perTeam[tk]; len(e.names) == 1 {
			i := strings.IndexByte(tk, '|')
			if ts := l.teamSeason(tk[:i], tk[i+1:]); ts != nil {
				ts.HeadCoach = e.names[0]
			}
		}
	}
	return nil
}
