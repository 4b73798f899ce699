package nba

// NBA player season totals after Player Totals.csv (which stops in 2020-21)
// from gabriel1200_bref_player_scoring_totals_1974_2026.csv: a daily copy of
// a few columns of the Basketball-Reference totals tables (points, games,
// minutes, FGA, FTA) for every player-team-season 1974-2026, season = END
// year, with the NBA.com person id (nba_id) but no BRef slug.
//
//   - Seasons Player Totals covers: compared on name + season + team (PTS and
//     G); a difference is recorded as a disagreement, Player Totals is kept.
//   - Later seasons: one player season per row (TOT / 2TM.. rows are the
//     season total of a traded player, kept beside the team rows as in
//     Player Totals). The person is the BRef slug of the same name, season
//     and team in Player Play By Play (or of a Player Totals row of the same
//     nba_id); a player found in neither (debuts after the Play By Play
//     snapshot of 2026-03-01) becomes a new person keyed nba:nbaid-<id>.
//     Play By Play adds games started where its games equal the totals' (its
//     2025-26 rows are a mid-season snapshot).

import (
	"fmt"
	"log/slog"
	"math"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const nbaSrcBRefTotals = "gabriel1200_bref_player_scoring_totals_1974_2026.csv"

var nbaBRefTotalsStats = []struct{ col, name string }{
	{"G", "games_played"}, {"MP", "minutes"}, {"PTS", "points"}, {"FGA", "field_goals_attempted"}, {"FTA", "free_throws_attempted"},
}

// nbaBRefRow is one parsed row of the totals file.
type nbaBRefRow struct {
	line       int
	name, team string // team: BRef code, multi-team rows as "TOT"
	nbaID      string
	year       int
	stats      map[string]float64
}

// nbaTeamKey is the key of a player-team-season row by normalized name;
// multi-team rows (TOT, 2TM, 3TM ...) share the key "TOT".
func nbaTeamKey(name string, year int, team string) string {
	if nbaMultiTeam(team) {
		team = "TOT"
	}
	return nbaNormName(strings.TrimSuffix(name, "*")) + "|" + strconv.Itoa(year) + "|" + team
}

// nbaStatKey keys a player-team-season by its games and points.
func nbaStatKey(year int, team string, st map[string]float64) string {
	return fmt.Sprintf("%d|%s|G%v|P%v", year, team, st["games_played"], st["points"])
}

func readNBABRefTotals(l *nbaLoader) ([]nbaBRefRow, error) {
	t, err := source.ReadTable(l.fsys, nbaDir+nbaSrcBRefTotals)
	if err != nil {
		return nil, err
	}
	out := make([]nbaBRefRow, 0, len(t.Rows))
	err = t.Each(func(r source.Row) error {
		x := nbaBRefRow{line: r.N, name: strings.TrimSuffix(r.S("Player"), "*"), team: r.S("Tm"), stats: map[string]float64{}}
		y, ok := r.I("year")
		if !ok || y < 1947 {
			return fmt.Errorf("bad year %q", r.S("year"))
		}
		x.year = y
		id, ok := source.ParseInt(r.S("nba_id"))
		if !ok || id <= 0 {
			return fmt.Errorf("bad nba_id %q", r.S("nba_id"))
		}
		x.nbaID = strconv.Itoa(id)
		if x.name == "" || x.team == "" {
			return fmt.Errorf("empty player or team")
		}
		if nbaMultiTeam(x.team) {
			x.team = "TOT"
		}
		for _, st := range nbaBRefTotalsStats {
			v, ok := r.F(st.col)
			if !ok && r.S(st.col) != "" {
				return fmt.Errorf("bad %s %q", st.col, r.S(st.col))
			}
			if ok {
				x.stats[st.name] = v
			}
		}
		if x.stats["games_played"] <= 0 {
			return fmt.Errorf("bad G %q", r.S("G"))
		}
		out = append(out, x)
		return nil
	})
	return out, err
}

// nbaPBPRow is a Player Play By Play row of a season after Player Totals.
type nbaPBPRow struct {
	slug, lg, pos string
	g, gs, mp     float64
	hasGS         bool
}

// readRecentPBP indexes the Play By Play rows after lastTotals by name key.
func (l *nbaLoader) readRecentPBP(lastTotals int) (map[string][]nbaPBPRow, error) {
	pbp, err := source.ReadTable(l.fsys, nbaDir+"Player Play By Play.csv")
	if err != nil {
		return nil, err
	}
	out := map[string][]nbaPBPRow{}
	err = pbp.Each(func(r source.Row) error {
		y, _ := r.I("season")
		if y <= lastTotals {
			return nil
		}
		x := nbaPBPRow{slug: r.S("player_id"), lg: r.S("lg"), pos: r.S("pos")}
		x.g, _ = r.F("g")
		x.mp, _ = r.F("mp")
		x.gs, x.hasGS = r.F("gs")
		k := nbaTeamKey(r.S("player"), y, r.S("team"))
		out[k] = append(out[k], x)
		return nil
	})
	return out, err
}

// loadBRefTotals compares the totals file with Player Totals up to
// lastTotals and adds the later player seasons. ptIx indexes the Player
// Totals seasons by nbaTeamKey.
func (l *nbaLoader) loadBRefTotals(lastTotals int, ptIx map[string][]int) error {
	rows, err := readNBABRefTotals(l)
	if err != nil {
		return err
	}
	pbp, err := l.readRecentPBP(lastTotals)
	if err != nil {
		return err
	}
	// nba_id -> person key, from any joined row of that id.
	person := map[string]string{}
	claim := func(id, pk string) {
		if _, ok := person[id]; !ok {
			person[id] = pk
		}
	}
	unjoined := 0
	for _, x := range rows {
		k := nbaTeamKey(x.name, x.year, x.team)
		if x.year <= lastTotals {
			ix := ptIx[k]
			if len(ix) == 0 {
				// Renamed players (Enes Kanter / Enes Freedom, Ömer Aşık):
				// the only row of that team-season with the same G and PTS.
				ix = ptIx[nbaStatKey(x.year, x.team, x.stats)]
			}
			if len(ix) != 1 {
				unjoined++ // several same-named rows (two Charles Jones in 1989 WSB)
				continue
			}
			ps := &l.ds.PlayerSeasons[ix[0]]
			claim(x.nbaID, ps.PersonKey)
			l.compareBRefTotals(ps, x)
			continue
		}
		if p := pbp[k]; len(p) == 1 {
			claim(x.nbaID, "nba:"+p[0].slug)
		}
	}
	added, newPeople := 0, 0
	newPlayer := map[string]int{} // person key -> index in ds.Players
	l.nbaIDIx = map[string][]int{}
	for _, x := range rows {
		if x.year <= lastTotals {
			continue
		}
		pk, ok := person[x.nbaID]
		if !ok {
			pk = "nba:nbaid-" + x.nbaID
			person[x.nbaID] = pk
			newPlayer[pk] = l.addNBAIDPerson(pk, x)
			newPeople++
		}
		if i, ok := newPlayer[pk]; ok {
			pl := &l.ds.Players[i]
			pl.FirstYear, pl.LastYear = min(pl.FirstYear, x.year-1), max(pl.LastYear, x.year-1)
		}
		var pos string
		k := nbaTeamKey(x.name, x.year, x.team)
		if p := pbp[k]; len(p) == 1 && "nba:"+p[0].slug == pk {
			pos = p[0].pos
			if p[0].hasGS && p[0].g == x.stats["games_played"] {
				x.stats["games_started"] = p[0].gs
			}
		}
		ps, err := l.playerSeason(pk, "NBA", x.year, x.team, pos, nbaSrcBRefTotals+".gz")
		if err != nil {
			return fmt.Errorf("%s line %d: %w", nbaSrcBRefTotals, x.line, err)
		}
		ps.Stats = x.stats
		ik := x.nbaID + "|" + strconv.Itoa(x.year)
		l.nbaIDIx[ik] = append(l.nbaIDIx[ik], len(l.ds.PlayerSeasons))
		l.ds.PlayerSeasons = append(l.ds.PlayerSeasons, ps)
		l.rosterFromTotals = append(l.rosterFromTotals, len(l.ds.PlayerSeasons)-1)
		added++
	}
	l.nbaPerson, l.lastTotals = person, lastTotals
	slog.Debug("bref totals", "seasons added", added, "new people", newPeople, "unjoined before", unjoined)
	l.BRefTotalsAdded, l.BRefTotalsNewPeople, l.BRefTotalsUnjoined = added, newPeople, unjoined
	return nil
}

// compareBRefTotals records points and games the two BRef copies give
// differently (Player Totals is kept).
func (l *nbaLoader) compareBRefTotals(ps *dataset.PlayerSeason, x nbaBRefRow) {
	for _, f := range []string{"points", "games_played"} {
		kept, ok1 := ps.Stats[f]
		other, ok2 := x.stats[f]
		if ok1 && ok2 && math.Abs(kept-other) > 0.5 {
			l.disagree(x.name, x.year, x.team, f, "Player Totals.csv", kept, nbaSrcBRefTotals+".gz", other)
		}
	}
}

// disagree records a player-season figure two sources give differently.
func (l *nbaLoader) disagree(name string, year int, team, field, keptSrc string, kept float64, otherSrc string, other float64) {
	num := func(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
	l.ds.Disagreements = append(l.ds.Disagreements, dataset.Disagreement{
		Subject: fmt.Sprintf("%s %d-%02d %s", name, year-1, year%100, team), Field: field,
		KeptSource: keptSrc, KeptValue: num(kept), OtherSource: otherSrc, OtherValue: num(other)})
}

// addNBAIDPerson adds a player only the totals file knows (no BRef slug)
// and returns his index in ds.Players.
func (l *nbaLoader) addNBAIDPerson(pk string, x nbaBRefRow) int {
	first, last := source.SplitName(x.name)
	l.people[pk] = len(l.ds.People)
	l.ds.People = append(l.ds.People, dataset.Person{Key: pk, FirstName: first, LastName: last, Source: nbaSrcBRefTotals + ".gz"})
	l.ds.Players = append(l.ds.Players, dataset.Player{PersonKey: pk, Sport: dataset.Basketball, Level: dataset.Pro, FirstYear: x.year - 1, LastYear: x.year - 1,
		Source: nbaSrcBRefTotals + ".gz"})
	return len(l.ds.Players) - 1
}
