package nhl

// NHL player seasons 2018-19 .. 2025-26: the fastRhockey per-game player
// lines summed per player, season and team (regular season and playoffs
// apart). Goalies are the lines without a position. People come from the
// NHL API rosters (matched to Master.csv there) and, for players who first
// appear after them, from the fastRhockey rosters.

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const nhlSrcFastrRosters = "fastrhockey_nhl_rosters_2018_19_to_2025_26.csv"

type nhlBoxKey struct {
	ID   string
	Year int
	Team string
}

type nhlBoxAgg struct {
	name      string
	goalie    bool
	reg, post map[string]float64
}

var nhlBoxSkater = [][2]string{{"goals", "goals"}, {"assists", "assists"}, {"points", "points"}, {"pim", "penalty_minutes"},
	{"plus_minus", "plus_minus"}, {"power_play_goals", "power_play_goals"}, {"shots_on_goal", "shots"}, {"hits", "hits"},
	{"blocked_shots", "blocked_shots"}}

var nhlBoxGoalie = [][2]string{{"goals_against", "goals_against"}, {"shots_against", "shots_against"}, {"saves", "saves"},
	{"pim", "penalty_minutes"}, {"assists", "assists"}}

// nhlTOIMinutes parses "MM:SS" into minutes.
func nhlTOIMinutes(s string) (float64, error) {
	m, sec, ok := strings.Cut(s, ":")
	mi, err1 := strconv.Atoi(m)
	si, err2 := strconv.Atoi(sec)
	if !ok || err1 != nil || err2 != nil || si > 59 {
		return 0, fmt.Errorf("bad toi %q", s)
	}
	return float64(mi) + float64(si)/60, nil
}

// addBoxLine adds one player's game line to his season totals; a goalie
// who played is listed on the game for creditShutouts.
func (l *nhlLoad) addBoxLine(r source.Row, g *nhlBoxGame) error {
	fs, ok := r.I("file_season")
	id := r.S("player_id")
	if !ok || id == "" {
		return fmt.Errorf("bad file_season or player_id")
	}
	k := nhlBoxKey{id, fs - 1, r.S("team_abbrev")}
	a := l.box[k]
	if a == nil {
		a = &nhlBoxAgg{name: r.S("player_name"), goalie: r.S("position") == ""}
		l.box[k] = a
		l.boxOrder = append(l.boxOrder, k)
	}
	m := &a.reg
	if r.S("game_type") == "P" {
		m = &a.post
	}
	toi := 0.0
	if v := r.S("toi"); v != "" {
		var err error
		if toi, err = nhlTOIMinutes(v); err != nil {
			return err
		}
	}
	if a.goalie && toi == 0 {
		return nil // dressed as the backup, did not play
	}
	if *m == nil {
		*m = map[string]float64{}
	}
	cols := nhlBoxSkater
	if a.goalie {
		ga, ok := r.F("goals_against")
		if !ok {
			return fmt.Errorf("bad goals_against %q", r.S("goals_against"))
		}
		if g.goalies == nil {
			g.goalies = map[string][]nhlGoalieRun{}
		}
		g.goalies[k.Team] = append(g.goalies[k.Team], nhlGoalieRun{k, m == &a.post, ga})
		// The lines hold every game: a goalie without a shutout, a win, a
		// loss or (in the regular season) an overtime loss has a recorded
		// zero, not a missing figure.
		(*m)["shutouts"] += 0
		(*m)["wins"] += 0
		(*m)["losses"] += 0
		if m == &a.reg {
			(*m)["ot_losses"] += 0
		}
		(*m)["minutes"] += toi
		switch r.S("decision") {
		case "W":
			(*m)["wins"]++
		case "L":
			(*m)["losses"]++
		case "O":
			(*m)["ot_losses"]++
		}
		cols = nhlBoxGoalie
	}
	(*m)["games_played"]++
	for _, c := range cols {
		if v, ok := r.F(c[0]); ok {
			(*m)[c[1]] += v
		} else if r.S(c[0]) != "" {
			return fmt.Errorf("bad %s %q", c[0], r.S(c[0]))
		}
	}
	return nil
}

// nhlFastrPerson is a player of the fastRhockey rosters.
type nhlFastrPerson struct{ first, last, pos string }

// readFastrRosters adds the roster entries of the seasons after the NHL API
// roster files and returns every listed player's name and position.
func (l *nhlLoad) readFastrRosters(personOf map[string]string, seenEntry map[string]bool) (map[string]nhlFastrPerson, error) {
	t, err := source.ReadTable(l.fsys, nhlDir+nhlSrcFastrRosters)
	if err != nil {
		return nil, err
	}
	out := map[string]nhlFastrPerson{}
	err = t.Each(func(r source.Row) error {
		id := r.S("player_id")
		fs, ok := r.I("file_season")
		if id == "" || !ok {
			return fmt.Errorf("bad player_id or file_season")
		}
		out[id] = nhlFastrPerson{r.S("first_name"), r.S("last_name"), r.S("position_code")}
		y := fs - 1
		if y <= nhlLastRoster {
			return nil // the NHL API roster files have these seasons (with birth data)
		}
		code, ok := l.x.byCode(r.S("team_abbr"), y)
		if !ok {
			return fmt.Errorf("team %q not in crosswalks/nhl_team_codes.csv (%d)", r.S("team_abbr"), y)
		}
		pk := personOf[id]
		if pk == "" {
			pk = "nhl:api:" + id
			personOf[id] = pk
		}
		l.players.get(pk).seen(y)
		ek := pk + "|" + code.Key + "|" + strconv.Itoa(y)
		if seenEntry[ek] {
			return nil
		}
		seenEntry[ek] = true
		l.ds.Roster = append(l.ds.Roster, dataset.RosterEntry{PersonKey: pk, FranchiseKey: code.Key, SeasonKey: nhlSeasonKey("nhl", y),
			Jersey: r.S("sweater_number"), Position: r.S("position_code"), Source: nhlDir + nhlSrcFastrRosters + ".gz"})
		return nil
	})
	return out, err
}

// addBoxSeasons writes the summed player lines; players the NHL API rosters
// did not have become people from the fastRhockey rosters (or their box name).
func (l *nhlLoad) addBoxSeasons(personOf map[string]string, fastr map[string]nhlFastrPerson) error {
	keys := append([]nhlBoxKey(nil), l.boxOrder...)
	sort.SliceStable(keys, func(i, j int) bool {
		if keys[i].Year != keys[j].Year {
			return keys[i].Year < keys[j].Year
		}
		return keys[i].ID < keys[j].ID
	})
	for _, k := range keys {
		a := l.box[k]
		if a.reg == nil && a.post == nil {
			continue // a backup goalie who never played
		}
		code, ok := l.x.byCode(k.Team, k.Year)
		if !ok {
			return fmt.Errorf("%s: team %q not in crosswalks/nhl_team_codes.csv (%d)", nhlSrcFastrBox, k.Team, k.Year)
		}
		pk := personOf[k.ID]
		if pk == "" {
			pk = "nhl:api:" + k.ID
			personOf[k.ID] = pk
		}
		if _, ok := l.people[pk]; !ok {
			p := dataset.Person{Key: pk, Source: nhlDir + nhlSrcFastrRosters + ".gz"}
			if f, ok := fastr[k.ID]; ok {
				p.FirstName, p.LastName = f.first, f.last
			} else {
				p.FirstName, p.LastName, _ = strings.Cut(a.name, " ")
				p.Source = nhlDir + nhlSrcFastrBox + ".gz"
			}
			if err := l.addPerson(p); err != nil {
				return err
			}
		}
		pi := l.players.get(pk)
		pi.seen(k.Year)
		pos := fastr[k.ID].pos
		if a.goalie {
			pos = "G"
			nhlGoalieRates(a.reg)
			nhlGoalieRates(a.post)
		}
		if pi.source == "" {
			pi.source, pi.pos = nhlDir+nhlSrcFastrBox+".gz", pos
		}
		stats := a.reg
		if stats == nil {
			stats = map[string]float64{}
		}
		l.ds.PlayerSeasons = append(l.ds.PlayerSeasons, dataset.PlayerSeason{PersonKey: pk, SeasonKey: nhlSeasonKey("nhl", k.Year),
			FranchiseKey: code.Key, TeamAbbrev: k.Team, Position: pos, Stats: stats, Postseason: a.post,
			Source: nhlDir + nhlSrcFastrBox + ".gz (summed game lines)"})
	}
	// Rostered players without a game line are people too.
	ids := make([]string, 0, len(fastr))
	for id := range fastr {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		pk := personOf[id]
		if _, ok := l.people[pk]; pk == "" || ok {
			continue
		}
		f := fastr[id]
		if err := l.addPerson(dataset.Person{Key: pk, FirstName: f.first, LastName: f.last, Source: nhlDir + nhlSrcFastrRosters + ".gz"}); err != nil {
			return err
		}
		if pi := l.players.get(pk); pi.source == "" {
			pi.source, pi.pos = nhlDir+nhlSrcFastrRosters+".gz", f.pos
		}
	}
	return nil
}
