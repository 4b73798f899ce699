package nhl

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// NHL rosters: API roster files matched to the master people list.

// nhlMasterIndex matches NHL API roster players to Master.csv players.
type nhlMasterIndex struct {
	byLastBD, byFirstBD, byNameYear map[string][]string // -> person keys
	byName                          map[string][]string // full normalised name -> person keys
	first, last, birth              map[string]string   // person key -> normalised names, birth date
	claimed                         map[string]string   // person key -> NHL player id
}

func (l *nhlLoad) masterIndex() *nhlMasterIndex {
	ix := &nhlMasterIndex{byLastBD: map[string][]string{}, byFirstBD: map[string][]string{}, byNameYear: map[string][]string{},
		byName: map[string][]string{}, first: map[string]string{}, last: map[string]string{}, birth: map[string]string{},
		claimed: map[string]string{}}
	for _, pk := range l.players.order {
		p := l.ds.People[l.people[pk]]
		if p.Source != "hockey/Master.csv" || p.BirthDate == "" {
			continue
		}
		f, la := source.NameKey(p.FirstName), source.NameKey(p.LastName)
		ix.first[pk], ix.last[pk], ix.birth[pk] = f, la, p.BirthDate
		ix.byName[f+la] = append(ix.byName[f+la], pk)
		ix.byLastBD[la+"|"+p.BirthDate] = append(ix.byLastBD[la+"|"+p.BirthDate], pk)
		ix.byFirstBD[f+"|"+p.BirthDate] = append(ix.byFirstBD[f+"|"+p.BirthDate], pk)
		ix.byNameYear[f+la+"|"+p.BirthDate[:4]] = append(ix.byNameYear[f+la+"|"+p.BirthDate[:4]], pk)
	}
	return ix
}

// match finds the Master.csv person of a roster player: (1) last name +
// birth date (first name breaks ties), (2) first name + birth date with the
// same last-name initial (spelling variants: Pechurskiy/Pechurski),
// (3) full name + birth year, (4) full name + a birth date that differs in
// only one of year, month or day (Master.csv has such birth-date errors,
// e.g. Tim Stapleton 1982-07-09 vs 1982-07-19). Each Master person is
// matched at most once.
func (ix *nhlMasterIndex) match(apiID, first, last, birth string) string {
	f, la := source.NameKey(first), source.NameKey(last)
	if birth == "" || la == "" {
		return ""
	}
	pick := func(c []string, keep func(string) bool) string {
		var out []string
		for _, pk := range c {
			if keep(pk) && (ix.claimed[pk] == "" || ix.claimed[pk] == apiID) {
				out = append(out, pk)
			}
		}
		if len(out) == 1 {
			return out[0]
		}
		return ""
	}
	all := func(string) bool { return true }
	c := ix.byLastBD[la+"|"+birth]
	pk := pick(c, all)
	if pk == "" && len(c) > 1 {
		pk = pick(c, func(k string) bool { return ix.first[k] == f })
	}
	if pk == "" {
		pk = pick(ix.byFirstBD[f+"|"+birth], func(k string) bool { return ix.last[k] != "" && ix.last[k][0] == la[0] })
	}
	if pk == "" && len(birth) >= 4 {
		pk = pick(ix.byNameYear[f+la+"|"+birth[:4]], all)
	}
	if pk == "" {
		pk = pick(ix.byName[f+la], func(k string) bool { return nhlDateDiff(ix.birth[k], birth) <= 1 })
	}
	if pk != "" {
		ix.claimed[pk] = apiID
	}
	return pk
}

// nhlDateDiff counts the differing components (year, month, day) of two ISO dates.
func nhlDateDiff(a, b string) int {
	pa, pb := strings.Split(a, "-"), strings.Split(b, "-")
	if len(pa) != 3 || len(pb) != 3 {
		return 3
	}
	n := 0
	for i := range pa {
		if pa[i] != pb[i] {
			n++
		}
	}
	return n
}

func nhlRosterFile(y int) string { return fmt.Sprintf("NHL_Roster_Full_%d%d.csv", y, y+1) }

// readRosters reads the NHL API rosters 2009-10..2023-24, matches players
// to Master.csv, adds new people for the rest, then emits every Player.
func (l *nhlLoad) readRosters() error {
	ix := l.masterIndex()
	type apiRow struct {
		rec  source.Row
		year int
		file string
	}
	latest := map[string]apiRow{} // NHL player id -> latest roster row
	var order []string
	personOf := map[string]string{}
	seenEntry := map[string]bool{}
	for y := 2009; y <= nhlLastRoster; y++ {
		file := nhlRosterFile(y)
		t, err := source.ReadTable(l.fsys, nhlDir+file)
		if err != nil {
			return err
		}
		want := strconv.Itoa(y + 1)
		err = t.Each(func(r source.Row) error {
			if r.S("season") != want {
				return fmt.Errorf("season %q", r.S("season"))
			}
			id := r.S("player_id")
			if id == "" {
				return fmt.Errorf("row without player_id")
			}
			if _, ok := latest[id]; !ok {
				order = append(order, id)
				pk := ix.match(id, r.S("firstName"), r.S("lastName"), r.S("birthDate"))
				if pk == "" {
					pk = "nhl:api:" + id
				}
				personOf[id] = pk
			}
			latest[id] = apiRow{r, y, file}
			pk := personOf[id]
			code, ok := l.x.byCode(r.S("team"), y)
			if !ok {
				return fmt.Errorf("team %q not in crosswalks/nhl_team_codes.csv (%d)", r.S("team"), y)
			}
			pos := r.S("positionCode")
			pi := l.players.get(pk)
			pi.seen(y)
			if pi.source == "" {
				pi.source = "hockey/NHL_Roster_Full (NHL API)"
			}
			if strings.HasPrefix(pk, "nhl:api:") {
				pi.pos = pos // latest roster position (files are read in season order)
			}
			ek := pk + "|" + code.Key + "|" + strconv.Itoa(y)
			if seenEntry[ek] {
				return nil
			}
			seenEntry[ek] = true
			l.ds.Roster = append(l.ds.Roster, dataset.RosterEntry{PersonKey: pk, FranchiseKey: code.Key,
				SeasonKey: nhlSeasonKey("nhl", y), Jersey: r.S("sweaterNumber"), Position: pos, Source: nhlDir + file})
			return nil
		})
		if err != nil {
			return fmt.Errorf("%s: %w", file, err)
		}
	}
	fastr, err := l.readFastrRosters(personOf, seenEntry)
	if err != nil {
		return err
	}
	for _, id := range order {
		pk := personOf[id]
		if !strings.HasPrefix(pk, "nhl:api:") {
			r := latest[id].rec
			l.nhlRosterName(pk, r.S("firstName"), r.S("lastName"))
			continue
		}
		a := latest[id]
		r := a.rec
		p := dataset.Person{Key: pk, FirstName: r.S("firstName"), LastName: r.S("lastName"), BirthDate: r.S("birthDate"),
			BirthCity: r.S("birthCity"), BirthState: r.S("birthStateProvince"), Source: "hockey/" + a.file}
		if c := r.S("birthCountry"); c != "" {
			p.BirthCountry = nhlCountries[c]
			if p.BirthCountry == "" {
				p.BirthCountry = c
			}
		}
		p.HeightIn, _ = r.I("heightInInches")
		p.WeightLb, _ = r.I("weightInPounds")
		if err := l.addPerson(p); err != nil {
			return err
		}
	}
	if err := l.addBoxSeasons(personOf, fastr); err != nil {
		return err
	}
	l.finishBoxScores(personOf)
	apiID := leaguePlayerIDs(personOf)
	for _, pk := range l.players.order {
		pi := l.players.info[pk]
		l.ds.Players = append(l.ds.Players, dataset.Player{PersonKey: pk, Sport: dataset.Hockey, Level: dataset.Pro, Position: pi.pos,
			FirstYear: pi.first, LastYear: pi.last, HallOfFame: l.hofPlayer[pk], Source: pi.source, LeaguePlayerID: apiID[pk]})
	}
	return nil
}

// leaguePlayerIDs inverts personOf (NHL player id -> person): each person's
// NHL id, the smallest where two ids name one person, so a score feed's box
// score can link its lines.
func leaguePlayerIDs(personOf map[string]string) map[string]string {
	out := make(map[string]string, len(personOf))
	for id, pk := range personOf {
		if pk == "" {
			continue
		}
		if cur, ok := out[pk]; !ok || len(id) < len(cur) || (len(id) == len(cur) && id < cur) {
			out[pk] = id
		}
	}
	return out
}
