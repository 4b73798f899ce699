package nhl

import (
	"fmt"
	"math"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// nhlPlayerInfo accumulates a Player row until every source has been read.
type nhlPlayerInfo struct {
	pos, hofID  string
	first, last int
	source      string
}

// nhlPlayers keeps players in insertion order.
type nhlPlayers struct {
	order []string
	info  map[string]*nhlPlayerInfo
}

func (p *nhlPlayers) get(key string) *nhlPlayerInfo {
	if p.info == nil {
		p.info = map[string]*nhlPlayerInfo{}
	}
	i := p.info[key]
	if i == nil {
		i = &nhlPlayerInfo{}
		p.info[key] = i
		p.order = append(p.order, key)
	}
	return i
}

func (i *nhlPlayerInfo) seen(year int) {
	if i.first == 0 || year < i.first {
		i.first = year
	}
	if year > i.last {
		i.last = year
	}
}

// nhlDate builds an ISO date when year, month and day are all known.
func nhlDate(y, m, d string) string {
	yi, ok1 := source.ParseInt(y)
	mi, ok2 := source.ParseInt(m)
	di, ok3 := source.ParseInt(d)
	if !ok1 || !ok2 || !ok3 || yi <= 0 || yi >= 9999 || mi < 1 || mi > 12 || di < 1 || di > 31 {
		return ""
	}
	return fmt.Sprintf("%04d-%02d-%02d", yi, mi, di)
}

func (l *nhlLoad) addPerson(p dataset.Person) error {
	if _, dup := l.people[p.Key]; dup {
		return fmt.Errorf("duplicate person %s", p.Key)
	}
	l.people[p.Key] = len(l.ds.People)
	l.ds.People = append(l.ds.People, p)
	return nil
}

// readMaster adds every Master.csv person: key nhl:<playerID>, else
// nhl:<coachID> (coach-only), else nhl:<hofID> (Hall of Fame builders and
// officials, so their induction can be recorded).
func (l *nhlLoad) readMaster() error {
	l.people, l.coachKey, l.playerKey, l.hofKey = map[string]int{}, map[string]string{}, map[string]string{}, map[string]string{}
	l.players = &nhlPlayers{}
	t, err := source.ReadTable(l.fsys, nhlDir+"Master.csv")
	if err != nil {
		return err
	}
	return t.Each(func(r source.Row) error {
		pid, cid, hid := r.S("playerID"), r.S("coachID"), r.S("hofID")
		if nhlVacantCoach(cid) {
			return nil
		}
		id := pid
		if id == "" {
			id = cid
		}
		if id == "" {
			id = hid
		}
		if id == "" {
			return fmt.Errorf("row without any id")
		}
		p := dataset.Person{Key: "nhl:" + id, FirstName: r.S("firstName"), LastName: r.S("lastName"),
			BirthDate: nhlDate(r.S("birthYear"), r.S("birthMon"), r.S("birthDay")),
			BirthCity: r.S("birthCity"), BirthState: r.S("birthState"), BirthCountry: r.S("birthCountry"),
			DeathDate: nhlDate(r.S("deathYear"), r.S("deathMon"), r.S("deathDay")), Source: "hockey/Master.csv"}
		p.HeightIn, _ = r.I("height")
		p.WeightLb, _ = r.I("weight")
		if a := source.GivenAlias(p.FirstName, p.LastName, r.S("nameGiven")); a != "" {
			p.Aliases = []string{a}
		}
		if err := l.addPerson(p); err != nil {
			return err
		}
		if pid != "" {
			l.playerKey[pid] = p.Key
			pi := l.players.get(p.Key)
			pi.pos, pi.hofID, pi.source = r.S("pos"), hid, "hockey/Master.csv"
		}
		if cid != "" {
			l.coachKey[cid] = p.Key
		}
		if hid != "" {
			l.hofKey[hid] = p.Key
		}
		return nil
	})
}

func (l *nhlLoad) personName(key string) string {
	i, ok := l.people[key]
	if !ok {
		return ""
	}
	p := l.ds.People[i]
	return strings.TrimSpace(p.FirstName + " " + p.LastName)
}

// readCoaches adds coach tenures (Coaches.csv) and the head coach per team-season.
func (l *nhlLoad) readCoaches() error {
	l.headCoach, l.playoffCch = map[nhlTmKey]string{}, map[nhlTmKey]string{}
	t, err := source.ReadTable(l.fsys, nhlDir+"Coaches.csv")
	if err != nil {
		return err
	}
	lastStint, postStint := map[nhlTmKey]int{}, map[nhlTmKey]int{}
	return t.Each(func(r source.Row) error {
		if nhlVacantCoach(r.S("coachID")) {
			return nil
		}
		pk := l.coachKey[r.S("coachID")]
		if pk == "" {
			// Two rows (bednaja01c, COL 2016-17 and 2017-18) have no Master.csv
			// person, hence no name: skipped (see notes).
			return nil
		}
		year, _ := r.I("year")
		tm := r.S("tmID")
		fk, ok := l.franchiseOf(year, tm)
		if !ok {
			return fmt.Errorf("%d %s not in Teams.csv", year, tm)
		}
		stint, _ := r.I("stint")
		c := dataset.CoachTenure{PersonKey: pk, FranchiseKey: fk, SeasonKey: nhlSeasonKey(strings.ToLower(r.S("lgID")), year),
			Title: "Head Coach", IsHead: true, Order: stint, Source: "hockey/Coaches.csv"}
		var hasG bool
		_, hasG = r.I("g")
		c.Wins, _ = r.I("w")
		c.Losses, _ = r.I("l")
		c.Ties, _ = r.I("t")
		c.PlayoffWins, _ = r.I("postw")
		c.PlayoffLoss, _ = r.I("postl")
		c.HasRecord = hasG
		l.ds.Coaches = append(l.ds.Coaches, c)
		k := nhlTmKey{year, tm}
		name := l.personName(pk)
		if stint >= lastStint[k] {
			lastStint[k] = stint
			l.headCoach[k] = name
			if postStint[k] == 0 {
				l.playoffCch[k] = name
			}
		}
		if pg, _ := r.I("postg"); pg > 0 && stint >= postStint[k] {
			postStint[k] = stint
			l.playoffCch[k] = name
		}
		return nil
	})
}

// Stat columns -> stat names.
var (
	nhlSkaterStats = [][2]string{{"GP", "games_played"}, {"G", "goals"}, {"A", "assists"}, {"Pts", "points"},
		{"PIM", "penalty_minutes"}, {"+/-", "plus_minus"}, {"PPG", "power_play_goals"}, {"PPA", "power_play_assists"},
		{"SHG", "shorthanded_goals"}, {"SHA", "shorthanded_assists"}, {"GWG", "game_winning_goals"},
		{"GTG", "game_tying_goals"}, {"SOG", "shots"}}
	nhlGoalieStats = [][2]string{{"GP", "games_played"}, {"Min", "minutes"}, {"W", "wins"}, {"L", "losses"},
		{"ENG", "empty_net_goals_against"}, {"SHO", "shutouts"}, {"GA", "goals_against"}, {"SA", "shots_against"}}
)

// nhlTiesStat names the Goalies.csv "T/OL" column by era: ties until
// 1998-99, overtime losses from 2005-06, and both (not separable) between.
func nhlTiesStat(year int) string {
	switch {
	case year < 1999:
		return "ties"
	case year >= 2005:
		return "ot_losses"
	}
	return "ties_ot_losses"
}

func nhlStats(r source.Row, cols [][2]string, prefix string, m map[string]float64) map[string]float64 {
	for _, c := range cols {
		if v, ok := r.F(prefix + c[0]); ok {
			if m == nil {
				m = map[string]float64{}
			}
			if _, set := m[c[1]]; !set {
				m[c[1]] = v
			}
		}
	}
	return m
}

// nhlGoalieRates adds goals-against average and save percentage (saves
// over shots against, the NHL's definition), and saves where the line has
// shots and goals against but no saves: Goalies.csv has no saves column,
// and in its seasons (to 2017-18) the league's saves are shots against
// less goals against. Game lines from 2021-22 on count a few goals that
// were not shots (own goals), so their own saves are kept as recorded.
func nhlGoalieRates(m map[string]float64) {
	if m == nil {
		return
	}
	ga, okGA := m["goals_against"]
	if min, ok := m["minutes"]; ok && okGA && min > 0 {
		m["goals_against_average"] = math.Round(ga*60/min*100) / 100
	}
	sa, okSA := m["shots_against"]
	if _, set := m["saves"]; !set && okSA && okGA && sa >= ga {
		m["saves"] = sa - ga
	}
	if sv, ok := m["saves"]; ok && okSA && sa > 0 {
		m["save_percentage"] = math.Round(sv/sa*1000) / 1000
	}
}

func (l *nhlLoad) readPlayerStats() error {
	t, err := source.ReadTable(l.fsys, nhlDir+"Scoring.csv")
	if err != nil {
		return err
	}
	idx := map[string]int{}
	rowKey := func(r source.Row) string {
		return r.S("playerID") + "|" + r.S("year") + "|" + r.S("stint") + "|" + r.S("tmID")
	}
	add := func(r source.Row, src string) (*dataset.PlayerSeason, error) {
		pk := l.playerKey[r.S("playerID")]
		if pk == "" {
			return nil, fmt.Errorf("player %s not in Master.csv", r.S("playerID"))
		}
		year, _ := r.I("year")
		fk, ok := l.franchiseOf(year, r.S("tmID"))
		if !ok {
			return nil, fmt.Errorf("%d %s not in Teams.csv", year, r.S("tmID"))
		}
		l.players.get(pk).seen(year)
		idx[rowKey(r)] = len(l.ds.PlayerSeasons)
		l.ds.PlayerSeasons = append(l.ds.PlayerSeasons, dataset.PlayerSeason{PersonKey: pk,
			SeasonKey: nhlSeasonKey(strings.ToLower(r.S("lgID")), year), FranchiseKey: fk, TeamAbbrev: r.S("tmID"),
			Position: r.S("pos"), Source: src})
		return &l.ds.PlayerSeasons[len(l.ds.PlayerSeasons)-1], nil
	}
	err = t.Each(func(r source.Row) error {
		ps, err := add(r, "hockey/Scoring.csv")
		if err != nil {
			return err
		}
		ps.Stats = nhlStats(r, nhlSkaterStats, "", nil)
		if _, ok := r.I("PostGP"); ok {
			ps.Postseason = nhlStats(r, nhlSkaterStats, "Post", nil)
		}
		if ps.Stats == nil {
			ps.Stats = map[string]float64{}
		}
		return nil
	})
	if err != nil {
		return err
	}
	t, err = source.ReadTable(l.fsys, nhlDir+"Goalies.csv")
	if err != nil {
		return err
	}
	return t.Each(func(r source.Row) error {
		year, _ := r.I("year")
		cols := append(append([][2]string{}, nhlGoalieStats...), [2]string{"T/OL", nhlTiesStat(year)})
		post := append(append([][2]string{}, nhlGoalieStats...), [2]string{"T", "ties"})
		var ps *dataset.PlayerSeason
		if i, ok := idx[rowKey(r)]; ok {
			ps = &l.ds.PlayerSeasons[i]
			ps.Source += "; hockey/Goalies.csv"
		} else {
			var err error
			if ps, err = add(r, "hockey/Goalies.csv"); err != nil {
				return err
			}
			ps.Position = "G"
		}
		ps.Stats = nhlStats(r, cols, "", ps.Stats)
		nhlGoalieRates(ps.Stats)
		if _, ok := r.I("PostGP"); ok {
			ps.Postseason = nhlStats(r, post, "Post", ps.Postseason)
			nhlGoalieRates(ps.Postseason)
		}
		if ps.Stats == nil {
			ps.Stats = map[string]float64{}
		}
		return nil
	})
}

// readAwards: AwardsPlayers, AwardsCoaches and Hall of Fame inductions.
func (l *nhlLoad) readAwards() error {
	for _, f := range []struct{ file, idCol string }{{"AwardsPlayers.csv", "playerID"}, {"AwardsCoaches.csv", "coachID"}} {
		t, err := source.ReadTable(l.fsys, nhlDir+f.file)
		if err != nil {
			return err
		}
		err = t.Each(func(r source.Row) error {
			ids := l.playerKey
			if f.idCol == "coachID" {
				ids = l.coachKey
			}
			pk := ids[r.S(f.idCol)]
			if pk == "" {
				return fmt.Errorf("%s %s not in Master.csv", f.idCol, r.S(f.idCol))
			}
			year, ok := r.I("year")
			if !ok {
				return fmt.Errorf("bad year")
			}
			var notes []string
			if v := r.S("note"); v != "" {
				notes = append(notes, v)
			}
			if v := r.S("pos"); v != "" {
				notes = append(notes, "position "+v)
			}
			l.ds.Awards = append(l.ds.Awards, dataset.Award{PersonKey: pk, Name: r.S("award"), Year: year + 1,
				LeagueKey: strings.ToLower(r.S("lgID")), Notes: strings.Join(notes, "; "), Source: "hockey/" + f.file})
			return nil
		})
		if err != nil {
			return err
		}
	}
	t, err := source.ReadTable(l.fsys, nhlDir+"HOF.csv")
	if err != nil {
		return err
	}
	l.hofPlayer = map[string]bool{}
	return t.Each(func(r source.Row) error {
		pk := l.hofKey[r.S("hofID")]
		if pk == "" {
			return fmt.Errorf("hofID %s not in Master.csv", r.S("hofID"))
		}
		year, _ := r.I("year")
		cat := r.S("category")
		if cat == "Player" {
			l.hofPlayer[pk] = true
		}
		l.ds.Awards = append(l.ds.Awards, dataset.Award{PersonKey: pk, Name: "Hockey Hall of Fame (" + cat + ")", Year: year,
			Source: "hockey/HOF.csv"})
		return nil
	})
}

// ISO 3166 alpha-3 codes of the roster files -> the country names used by
// Master.csv.
var nhlCountries = map[string]string{
	"AUS": "Australia", "AUT": "Austria", "BEL": "Belgium", "BGR": "Bulgaria", "BHS": "Bahamas", "BLR": "Belarus",
	"BRA": "Brazil", "BRN": "Brunei Darussalam", "CAN": "Canada", "CHE": "Switzerland", "CZE": "Czech Republic",
	"DEU": "Germany", "DNK": "Denmark", "EST": "Estonia", "FIN": "Finland", "FRA": "France", "GBR": "United Kingdom",
	"HRV": "Croatia", "ITA": "Italy", "JPN": "Japan", "KAZ": "Kazakhstan", "KOR": "South Korea", "LTU": "Lithuania",
	"LVA": "Latvia", "NGA": "Nigeria", "NLD": "Netherlands", "NOR": "Norway", "POL": "Poland", "RUS": "Russia",
	"SVK": "Slovakia", "SVN": "Slovenia", "SWE": "Sweden", "UKR": "Ukraine", "USA": "USA", "UZB": "Uzbekistan",
}

// nhlVacantCoach: Hockey Databank fills one New Jersey 2014-15 coaching stint
// (the season's co-coaching arrangement) with a pseudo-person "Vacant"
// (coachID "vacant"). It is not a person: source fix, skipped.
func nhlVacantCoach(coachID string) bool { return strings.EqualFold(coachID, "vacant") }
