package nfl

// NFL player seasons from several overlapping season sources. Each source
// gives contributions (one player's figures for one season, for one team or
// for the whole season); resolve turns them into player-season rows:
//
//   - per statistic, the best-ranked source that has it wins (a lower rank
//     is better; the rows built from the roster and weekly files rank 0);
//     a contribution marked compareOnly never gives a value;
//   - one row per player, team and season: a whole-season figure goes on the
//     player's only team row that season, or on a total row (no franchise)
//     when he played for two teams; a total row then also carries the sum
//     of every team-row figure, since readers sum the total row alone;
//   - every other source's season sum that differs from the kept value
//     (all these figures are counts, so any difference is beyond rounding)
//     becomes a Disagreement, for the statistics in nflCompared.

import (
	"fmt"
	"log/slog"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"

	"github.com/almanac-sports/almanac/internal/slug"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// nflContrib is one source's figures for a player in one season.
type nflContrib struct {
	person      string
	year        int
	fr          string // franchise ("" when the source does not say)
	total       bool   // figures for the whole season, not for team fr alone
	rank        int
	compareOnly bool
	src         string // file name, for Source and disagreements
	abbrev, pos string
	stats, post map[string]float64
}

// nflSeasonSet collects contributions and the person bookkeeping around them.
type nflSeasonSet struct {
	l         *nflLoader
	people    map[string]*nflPersonAcc
	order     *[]string
	contribs  map[string][]*nflContrib // person|year
	names     nflNameIndex
	born      nflNameIndex               // roster people by last name, birth date, team, season (people_join.go)
	learned   nflNameIndex               // NFL.com names joined by birth date, by name, team, season
	gsisOnly  map[string][]nflGsisSeason // gsis-only people's seasons
	rosterPos map[string]string          // person|franchise|year -> roster position
	byLast    nflNameIndex               // roster people by last name, team, season (stats_deflogs.go)
}

func newNflSeasonSet(l *nflLoader, people map[string]*nflPersonAcc, order *[]string) *nflSeasonSet {
	s := &nflSeasonSet{l: l, people: people, order: order, contribs: map[string][]*nflContrib{}, names: nflNameIndex{},
		learned: nflNameIndex{}, gsisOnly: map[string][]nflGsisSeason{}, rosterPos: map[string]string{}}
	for _, r := range l.ds.Roster {
		a := people[r.PersonKey]
		if a == nil {
			continue
		}
		y := nflYearOf(r.SeasonKey)
		s.names.add(a, r.FranchiseKey, y)
		if r.Position != "" {
			s.rosterPos[r.PersonKey+"|"+r.FranchiseKey+"|"+strconv.Itoa(y)] = r.Position
		}
	}
	s.born = nflRosterIndex(l.ds.Roster, people, byBirth)
	return s
}

// readCareerFiles reads the season files of every era (see the files
// nfl_stats_*.go) and makes their player-season rows.
func (l *nflLoader) readCareerFiles(people map[string]*nflPersonAcc, order *[]string) error {
	s := newNflSeasonSet(l, people, order)
	// Id-keyed files first (they add to the name index), then NFL.com
	// (whose people the PFR names then find), then the name-only tables.
	for _, f := range []func(*nflSeasonSet) error{l.readSeasonOffense, l.readWeekly1013, l.readReg2025, l.readKicking,
		l.readNFLcom, l.readFantasy, l.readPFRDefense, l.readNflgame, l.readPFRGames, l.readDefenseLogs} {
		if err := f(s); err != nil {
			return err
		}
	}
	if err := s.resolve(); err != nil {
		return err
	}
	slog.Debug("nfl season files", "gsis_only_people", l.newGsis, "nflcom_people", l.nflcomPeople,
		"pfr_name_people", l.pfrNamePeople, "fantasy_rows_unjoined", l.fantasyUnjoined,
		"pfr_defense_rows_unjoined", l.pfrDefUnjoined, "gsis_only_merged", l.gsisMerged, "pfr_games_rows_unjoined", l.pfrGamesUnjoined, "defence_log_lines_unjoined", l.defLogUnjoined, "nflgame_rows_unjoined", l.nflgameUnjoined, "season_rows_without_name", l.gsisUnjoined, "pfr_ids_joined_by_birth_date", l.pfrBornJoined,
		"disagreements", len(l.ds.Disagreements))
	return nil
}

func nflYearOf(seasonKey string) int {
	y, _ := strconv.Atoi(seasonKey[strings.LastIndexByte(seasonKey, ':')+1:])
	return y
}

func (s *nflSeasonSet) add(c *nflContrib) {
	if len(c.stats) == 0 && len(c.post) == 0 {
		return
	}
	// A row's fields are slices of its whole line: held as they are, the
	// contribution would keep the line alive.
	c.abbrev, c.pos = source.Keep(c.abbrev), source.Keep(c.pos)
	k := c.person + "|" + strconv.Itoa(c.year)
	s.contribs[k] = append(s.contribs[k], c)
}

// newPerson creates a person known only from the season files.
func (s *nflSeasonSet) newPerson(key, first, last, pos, src string) *nflPersonAcc {
	a := &nflPersonAcc{p: dataset.Person{Key: key, FirstName: first, LastName: last, Source: src},
		pl: dataset.Player{PersonKey: key, Sport: dataset.Football, Level: dataset.Pro, Position: pos, Source: src}}
	s.people[key] = a
	*s.order = append(*s.order, key)
	return a
}

// nflNameIndex finds a person by name, franchise and season ("" = two
// people share the name there). Names are folded by nflNameKey.
type nflNameIndex map[string]string

func (ix nflNameIndex) put(k, person string) {
	if p, ok := ix[k]; ok && p != person {
		ix[k] = ""
		return
	}
	ix[k] = person
}

func (ix nflNameIndex) add(a *nflPersonAcc, fr string, y int) {
	names := append([]string{a.p.FirstName + " " + a.p.LastName}, a.p.Aliases...)
	for _, n := range names {
		n = nflNameKey(n)
		ix.put(n+"|"+fr+"|"+strconv.Itoa(y), a.p.Key)
		ix.put(n+"|"+strconv.Itoa(y), a.p.Key)
	}
}

// find returns the person named name on franchise fr in season y (fr ""
// accepts any team that season).
func (ix nflNameIndex) find(name, fr string, y int) string {
	if fr == "" {
		return ix[nflNameKey(name)+"|"+strconv.Itoa(y)]
	}
	return ix[nflNameKey(name)+"|"+fr+"|"+strconv.Itoa(y)]
}

// resolve turns the contributions into player-season rows.
func (s *nflSeasonSet) resolve() error {
	ds := s.l.ds
	rowsOf := map[string][]int{} // person|year -> team rows
	for i, ps := range ds.PlayerSeasons {
		k := ps.PersonKey + "|" + strconv.Itoa(nflYearOf(ps.SeasonKey))
		rowsOf[k] = append(rowsOf[k], i)
	}
	keys := source.SortedKeys(s.contribs)
	for _, k := range keys {
		if err := s.resolveOne(s.contribs[k], rowsOf[k]); err != nil {
			return err
		}
	}
	return nil
}

type nflWinner struct {
	rank int
	cs   []*nflContrib
}

func (s *nflSeasonSet) resolveOne(cs []*nflContrib, rows []int) error {
	ds := s.l.ds
	c0 := cs[0]
	// Best rank per statistic (rows already built rank 0).
	best := map[string]int{}
	for _, i := range rows {
		for st := range ds.PlayerSeasons[i].Stats {
			best[st] = nflRankRows
		}
	}
	// An official table's figures correct an offence line another source
	// gives that season; without one they stay a comparison (a name join
	// can land on a second person of the player, e.g. a roster-only one
	// beside his id-based person, who has the line).
	based := false
	for _, i := range rows {
		based = based || nflHasOffence(ds.PlayerSeasons[i].Stats)
	}
	for _, c := range cs {
		based = based || (!c.compareOnly && c.rank >= nflRankRows && nflHasOffence(c.stats))
	}
	if !based {
		for _, c := range cs {
			if c.rank == nflRankNFLcomOfficial || c.rank == nflRankFantasyOfficial {
				c.compareOnly = true
			}
		}
	}
	for _, c := range cs {
		if c.compareOnly {
			continue
		}
		for st := range c.stats {
			if r, ok := best[st]; !ok || c.rank < r {
				best[st] = c.rank
			}
		}
	}
	rowFor := func(fr string, c *nflContrib) (*dataset.PlayerSeason, error) {
		for _, i := range rows {
			if ds.PlayerSeasons[i].FranchiseKey == fr {
				return &ds.PlayerSeasons[i], nil
			}
		}
		sk := nflSeasonKey("nfl", c.year)
		if fr != "" {
			var err error
			if sk, err = s.l.teamLeagueSeason(fr, c.year); err != nil {
				return nil, err
			}
		}
		// A total row is labelled TOT (or the source's 2TM, 3TM), never
		// the team a whole-season source names (nflverse's last team):
		// the finders tell it from the team rows by that label.
		ab := c.abbrev
		if fr == "" && ab != "TOT" && !(len(ab) == 3 && strings.HasSuffix(ab, "TM")) {
			ab = "TOT"
		}
		// A source without positions (game logs, PFR games) takes the
		// roster's of that team and season.
		pos := c.pos
		if pos == "" {
			pos = s.rosterPos[c.person+"|"+fr+"|"+strconv.Itoa(c.year)]
		}
		// A source naming teams in full (NFL.com) gives the team's
		// abbreviation of the time.
		if e, ok := s.l.era(fr, c.year); ok && ab == "" {
			ab = e.Abbrev
		}
		ds.PlayerSeasons = append(ds.PlayerSeasons, dataset.PlayerSeason{PersonKey: c.person, SeasonKey: sk, FranchiseKey: fr,
			TeamAbbrev: ab, Position: pos, Stats: map[string]float64{}, Source: c.src})
		rows = append(rows, len(ds.PlayerSeasons)-1)
		return &ds.PlayerSeasons[len(ds.PlayerSeasons)-1], nil
	}
	// Team figures first, so the row count is known for whole-season ones.
	for _, c := range cs {
		if c.compareOnly || c.total || !nflWins(c, best) {
			continue
		}
		ps, err := rowFor(c.fr, c)
		if err != nil {
			return err
		}
		nflPut(ps, c, best)
	}
	teamRows := 0
	for _, i := range rows {
		if ds.PlayerSeasons[i].FranchiseKey != "" {
			teamRows++
		}
	}
	var tot *dataset.PlayerSeason
	for _, c := range cs {
		if c.compareOnly || !c.total || !nflWins(c, best) {
			continue
		}
		var ps *dataset.PlayerSeason
		var err error
		switch {
		case teamRows == 1:
			for _, i := range rows {
				if ds.PlayerSeasons[i].FranchiseKey != "" {
					ps = &ds.PlayerSeasons[i]
				}
			}
		case teamRows == 0:
			ps, err = rowFor(c.fr, c)
			if c.fr != "" {
				teamRows++
			}
		default:
			ps, err = rowFor("", c)
			tot = ps
		}
		if err != nil {
			return err
		}
		nflPut(ps, c, best)
	}
	if tot != nil {
		own := map[string]bool{}
		for st := range tot.Stats {
			own[st] = true
		}
		for _, i := range rows {
			r := &ds.PlayerSeasons[i]
			if r.FranchiseKey == "" {
				continue
			}
			for st, v := range r.Stats {
				if !own[st] {
					tot.Stats[st] += v
				}
			}
			for st, v := range r.Postseason {
				if tot.Postseason == nil {
					tot.Postseason = map[string]float64{}
				}
				tot.Postseason[st] += v
			}
		}
	}
	s.disagreements(cs, rows, best)
	for _, i := range rows {
		s.seen(c0.person, nflYearOf(ds.PlayerSeasons[i].SeasonKey))
	}
	return nil
}

// nflWins: c gives at least one statistic's kept value.
func nflWins(c *nflContrib, best map[string]int) bool {
	for st := range c.stats {
		if best[st] == c.rank {
			return true
		}
	}
	return len(c.post) > 0
}

// nflPut copies c's winning figures onto row ps: added to what the row's
// other contributions of that rank gave, or in place of a row file's figure
// for an official one (one official contribution per row and figure).
func nflPut(ps *dataset.PlayerSeason, c *nflContrib, best map[string]int) {
	for st, v := range c.stats {
		switch {
		case best[st] != c.rank:
		case c.rank < nflRankRows:
			ps.Stats[st] = v
		default:
			ps.Stats[st] += v
		}
	}
	if len(c.post) > 0 {
		if ps.Postseason == nil {
			ps.Postseason = map[string]float64{}
		}
		for st, v := range c.post {
			ps.Postseason[st] += v
		}
	}
	if ps.Position == "" {
		ps.Position = c.pos
	}
	if !strings.Contains(ps.Source, c.src) {
		ps.Source += "; " + c.src
	}
}

// disagreements compares each other source's season sum with the kept one.
func (s *nflSeasonSet) disagreements(cs []*nflContrib, rows []int, best map[string]int) {
	ds := s.l.ds
	kept := map[string]float64{}
	hasTot := false
	for _, i := range rows {
		hasTot = hasTot || ds.PlayerSeasons[i].FranchiseKey == ""
	}
	keptSrc := map[string]string{}
	for _, i := range rows {
		r := ds.PlayerSeasons[i]
		if hasTot != (r.FranchiseKey == "") {
			continue
		}
		for st, v := range r.Stats {
			kept[st] += v
		}
	}
	other := map[string]map[string]float64{} // src -> stat -> sum
	var srcs []string
	for _, c := range cs {
		for st, v := range c.stats {
			if !nflCompared[st] {
				continue
			}
			if best[st] == c.rank && !c.compareOnly {
				keptSrc[st] = c.src
				continue
			}
			if other[c.src] == nil {
				other[c.src] = map[string]float64{}
				srcs = append(srcs, c.src)
			}
			other[c.src][st] += v
		}
	}
	sort.Strings(srcs)
	a := s.people[cs[0].person]
	subject := fmt.Sprintf("%s %s %d", a.p.FirstName, a.p.LastName, cs[0].year)
	for _, src := range srcs {
		for _, st := range source.SortedKeys(other[src]) {
			kv, ok := kept[st]
			ov := other[src][st]
			if !ok || math.Abs(kv-ov) < 1e-9 {
				continue
			}
			ks := keptSrc[st]
			if ks == "" {
				ks = "roster/weekly player_stats (nflverse)"
			}
			ds.Disagreements = append(ds.Disagreements, dataset.Disagreement{Subject: subject, Field: st,
				KeptSource: ks, KeptValue: nflNum(kv), OtherSource: src, OtherValue: nflNum(ov)})
		}
	}
}

func nflNum(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// seen widens a person's span to season y.
func (s *nflSeasonSet) seen(person string, y int) {
	a := s.people[person]
	if a == nil {
		return
	}
	a.saw(y)
}

// nflPersonKey makes a person key from a source's own id.
func nflPersonKey(prefix, id string) string { return "nfl:" + prefix + ":" + slug.Make(id) }
