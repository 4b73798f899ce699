package nba

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"

	"golang.org/x/text/unicode/norm"
)

// loadPeople: one person and player per Player Career Info row (key
// nba:<BRef player id>), with the draft from Draft Pick History.
func (l *nbaLoader) loadPeople() error {
	t, err := source.ReadTable(l.fsys, nbaDir+"Player Career Info.csv")
	if err != nil {
		return err
	}
	if err := t.Each(func(r source.Row) error {
		id := r.S("player_id")
		if id == "" {
			return fmt.Errorf("player without id")
		}
		first, last := source.SplitName(r.S("player"))
		p := dataset.Person{Key: "nba:" + id, FirstName: first, LastName: last, BirthDate: source.ISODate(r.S("birth_date")),
			College: r.S("colleges"), Source: "Player Career Info.csv"}
		p.HeightIn, _ = r.I("ht_in_in")
		p.WeightLb, _ = r.I("wt")
		if _, dup := l.people[p.Key]; dup {
			return fmt.Errorf("duplicate player %s", id)
		}
		l.people[p.Key] = len(l.ds.People)
		l.ds.People = append(l.ds.People, p)
		pl := dataset.Player{PersonKey: p.Key, Sport: dataset.Basketball, Level: dataset.Pro, Position: r.S("pos"), HallOfFame: r.S("hof") == "TRUE", Source: "Player Career Info.csv"}
		// from/to are season end years; Player years are season start years.
		if y, ok := r.I("from"); ok {
			pl.FirstYear = y - 1
		}
		if y, ok := r.I("to"); ok {
			pl.LastYear = y - 1
		}
		l.ds.Players = append(l.ds.Players, pl)
		return nil
	}); err != nil {
		return err
	}
	return l.loadDraft()
}

type nbaDraftPick struct {
	year, round, pick int
	nba               bool
}

// nbaBetterDraft: a BAA/NBA selection beats an ABA one; then the latest
// selection wins (players re-entered the draft before the 1970s; the last
// selection is the one that led to their signing, e.g. Elgin Baylor 1956
// 14th round vs 1958 1st overall).
func nbaBetterDraft(a, b nbaDraftPick) bool {
	if a.nba != b.nba {
		return a.nba
	}
	return a.year > b.year
}

func (l *nbaLoader) loadDraft() error {
	t, err := source.ReadTable(l.fsys, nbaDir+"Draft Pick History.csv")
	if err != nil {
		return err
	}
	best := map[string]nbaDraftPick{}
	if err := t.Each(func(r source.Row) error {
		id := r.S("player_id")
		if id == "" {
			return nil // drafted, never played: no person in Player Career Info
		}
		d := nbaDraftPick{nba: r.S("lg") != "ABA"}
		d.year, _ = r.I("season")
		d.round, _ = r.I("round")
		d.pick, _ = r.I("overall_pick")
		if b, ok := best[id]; !ok || nbaBetterDraft(d, b) {
			best[id] = d
		}
		return nil
	}); err != nil {
		return err
	}
	for i := range l.ds.Players {
		id := strings.TrimPrefix(l.ds.Players[i].PersonKey, "nba:")
		if d, ok := best[id]; ok {
			l.ds.Players[i].DraftYear, l.ds.Players[i].DraftRound, l.ds.Players[i].DraftPick = d.year, d.round, d.pick
		}
	}
	return nil
}

// nbaNormName lowercases, strips accents, punctuation and suffixes.
func nbaNormName(n string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(n) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case unicode.IsLetter(r):
			b.WriteRune(unicode.ToLower(r))
		case r == ' ' || r == '-':
			b.WriteByte(' ')
		}
	}
	var out []string
	for _, w := range strings.Fields(b.String()) {
		switch w {
		case "jr", "sr", "ii", "iii", "iv":
			continue
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

// playerIDMap links the old numeric player ids of Player Totals.csv (and
// Coach-Player Data.csv) to BRef slugs. Cached.
func (l *nbaLoader) playerIDMap() (map[string]string, error) {
	if l.numToSlug != nil {
		return l.numToSlug, nil
	}
	tot, err := source.ReadTable(l.fsys, nbaDir+"Player Totals.csv")
	if err != nil {
		return nil, err
	}
	psi, err := source.ReadTable(l.fsys, nbaDir+"Player Season Info.csv")
	if err != nil {
		return nil, err
	}
	career, err := source.ReadTable(l.fsys, nbaDir+"Player Career Info.csv")
	if err != nil {
		return nil, err
	}
	l.totals, l.seasonInfo = tot, psi
	l.numToSlug = matchPlayerIDs(tot, psi, career)
	return l.numToSlug, nil
}

// matchPlayerIDs maps numeric Player Totals ids to BRef slugs, in order:
//  1. same season, league, team and exact name in Player Season Info;
//  2. same with normalised names (accents, punctuation, Jr./III dropped);
//  3. same name and birth year in Player Career Info (unique);
//  4. the only player of that team-season with the same age not yet claimed
//     by another numeric id (renamed players: "Enes Kanter" / "Enes Freedom");
//  5. the only unclaimed player of that team-season with the same first or
//     last name.
//
// Every row of a numeric id then uses the slug found for any of its rows.
func matchPlayerIDs(tot, psi, career *source.Table) map[string]string {
	type k4 struct{ season, lg, team, name string }
	exact := map[k4][]string{}
	normd := map[k4][]string{}
	byAge := map[k4][]string{} // name field holds the age
	byTeam := map[k4][][2]string{}
	psi.Each(func(r source.Row) error {
		k := k4{r.S("season"), r.S("lg"), r.S("team"), r.S("player")}
		id := r.S("player_id")
		exact[k] = append(exact[k], id)
		k.name = nbaNormName(k.name)
		normd[k] = append(normd[k], id)
		k.name = "age:" + r.S("age")
		byAge[k] = append(byAge[k], id)
		k.name = ""
		byTeam[k] = append(byTeam[k], [2]string{id, r.S("player")})
		return nil
	})
	byBirth := map[string][]string{}
	career.Each(func(r source.Row) error {
		if b := source.ISODate(r.S("birth_date")); b != "" {
			k := r.S("player") + "|" + b[:4]
			byBirth[k] = append(byBirth[k], r.S("player_id"))
		}
		return nil
	})
	out := map[string]string{}
	claimed := map[string]bool{}
	set := func(num, s string) {
		if _, ok := out[num]; !ok {
			out[num] = s
			claimed[s] = true
		}
	}
	pass := func(fn func(r source.Row) (string, bool)) {
		tot.Each(func(r source.Row) error {
			num := r.S("player_id")
			if num == "" || out[num] != "" {
				return nil
			}
			if s, ok := fn(r); ok {
				set(num, s)
			}
			return nil
		})
	}
	key := func(r source.Row) k4 { return k4{r.S("season"), r.S("lg"), r.S("tm"), r.S("player")} }
	pass(func(r source.Row) (string, bool) {
		if c := exact[key(r)]; len(c) == 1 {
			return c[0], true
		}
		return "", false
	})
	pass(func(r source.Row) (string, bool) {
		k := key(r)
		k.name = nbaNormName(k.name)
		if c := normd[k]; len(c) == 1 {
			return c[0], true
		}
		return "", false
	})
	pass(func(r source.Row) (string, bool) {
		if c := byBirth[r.S("player")+"|"+r.S("birth_year")]; len(c) == 1 && !claimed[c[0]] {
			return c[0], true
		}
		return "", false
	})
	pass(func(r source.Row) (string, bool) {
		if r.S("tm") == "TOT" {
			return "", false
		}
		k := key(r)
		k.name = "age:" + r.S("age")
		var free []string
		for _, id := range byAge[k] {
			if !claimed[id] {
				free = append(free, id)
			}
		}
		if len(free) == 1 {
			return free[0], true
		}
		return "", false
	})
	// 5. The only unclaimed player of that team-season with the same first or
	//    last name ("Matthew Aitch" / "Matt Aitch", "Herm Klotz" / "Red Klotz").
	pass(func(r source.Row) (string, bool) {
		if r.S("tm") == "TOT" {
			return "", false
		}
		k := key(r)
		k.name = ""
		first, last := source.SplitName(nbaNormName(r.S("player")))
		var free []string
		for _, c := range byTeam[k] {
			cf, cl := source.SplitName(nbaNormName(c[1]))
			if !claimed[c[0]] && (cf == first || cl == last) {
				free = append(free, c[0])
			}
		}
		if len(free) == 1 {
			return free[0], true
		}
		return "", false
	})
	return out
}

var nbaTotalsStats = []struct{ col, name string }{
	{"g", "games_played"}, {"gs", "games_started"}, {"mp", "minutes"},
	{"fg", "field_goals_made"}, {"fga", "field_goals_attempted"}, {"fg_percent", "field_goal_percentage"},
	{"x3p", "three_pointers_made"}, {"x3pa", "three_pointers_attempted"}, {"x3p_percent", "three_point_percentage"},
	{"x2p", "two_pointers_made"}, {"x2pa", "two_pointers_attempted"}, {"x2p_percent", "two_point_percentage"},
	{"e_fg_percent", "effective_field_goal_percentage"},
	{"ft", "free_throws_made"}, {"fta", "free_throws_attempted"}, {"ft_percent", "free_throw_percentage"},
	{"orb", "offensive_rebounds"}, {"drb", "defensive_rebounds"}, {"trb", "rebounds"},
	{"ast", "assists"}, {"stl", "steals"}, {"blk", "blocks"}, {"tov", "turnovers"}, {"pf", "personal_fouls"}, {"pts", "points"},
}

// nbaMultiTeam: rows that total a season over several teams.
func nbaMultiTeam(code string) bool {
	return code == "TOT" || (len(code) == 3 && code[0] >= '2' && code[0] <= '9' && code[1:] == "TM")
}

// loadPlayerSeasons: stats from Player Totals (1947-2021), then points,
// games, minutes, FGA and FTA from the BRef totals file (2022-2026) with
// NBA.com per-game figures and pbpstats totals on top; roster entries from
// Player Season Info and the later totals rows.
func (l *nbaLoader) loadPlayerSeasons() error {
	numToSlug, err := l.playerIDMap()
	if err != nil {
		return err
	}
	lastTotals := 0
	ptIx := map[string][]int{} // nbaTeamKey and nbaStatKey -> Player Totals seasons
	if err := l.totals.Each(func(r source.Row) error {
		s, ok := numToSlug[r.S("player_id")]
		if !ok {
			l.UnmatchedTotals++
			return nil
		}
		y, _ := r.I("season")
		if y > lastTotals {
			lastTotals = y
		}
		ps, err := l.playerSeason("nba:"+s, r.S("lg"), y, r.S("tm"), r.S("pos"), "Player Totals.csv")
		if err != nil {
			return err
		}
		k := nbaTeamKey(r.S("player"), y, r.S("tm"))
		ptIx[k] = append(ptIx[k], len(l.ds.PlayerSeasons))

		for _, st := range nbaTotalsStats {
			if v, ok := r.F(st.col); ok {
				ps.Stats[st.name] = v
			}
		}
		k = nbaStatKey(y, r.S("tm"), ps.Stats)
		ptIx[k] = append(ptIx[k], len(l.ds.PlayerSeasons))
		l.ds.PlayerSeasons = append(l.ds.PlayerSeasons, ps)
		return nil
	}); err != nil {
		return err
	}
	if err := l.loadBRefTotals(lastTotals, ptIx); err != nil {
		return err
	}
	if err := l.addNBAComPlayerStats(); err != nil {
		return err
	}
	if err := l.addPBPStats(); err != nil {
		return err
	}
	seen := map[string]bool{}
	if err := l.seasonInfo.Each(func(r source.Row) error {
		code := r.S("team")
		if nbaMultiTeam(code) {
			return nil
		}
		y, _ := r.I("season")
		fr, err := l.franchiseOf(code)
		if err != nil {
			return err
		}
		pk := "nba:" + r.S("player_id")
		if _, ok := l.people[pk]; !ok {
			return fmt.Errorf("roster: unknown player %s", pk)
		}
		sk := nbaSeasonKey(r.S("lg"), y)
		k := pk + "|" + fr + "|" + sk
		if seen[k] {
			return nil
		}
		seen[k] = true
		l.ds.Roster = append(l.ds.Roster, dataset.RosterEntry{PersonKey: pk, FranchiseKey: fr, SeasonKey: sk, Position: r.S("pos"), Source: "Player Season Info.csv"})
		return nil
	}); err != nil {
		return err
	}
	// Team rows of the later totals add the players Player Season Info (a
	// 2025-26 snapshot) does not list.
	for _, i := range l.rosterFromTotals {
		ps := l.ds.PlayerSeasons[i]
		k := ps.PersonKey + "|" + ps.FranchiseKey + "|" + ps.SeasonKey
		if ps.FranchiseKey == "" || seen[k] {
			continue
		}
		seen[k] = true
		l.ds.Roster = append(l.ds.Roster, dataset.RosterEntry{PersonKey: ps.PersonKey, FranchiseKey: ps.FranchiseKey, SeasonKey: ps.SeasonKey,
			Position: ps.Position, Source: ps.Source})
	}
	return nil
}

func (l *nbaLoader) playerSeason(pk, lg string, y int, code, pos, src string) (dataset.PlayerSeason, error) {
	if _, ok := l.people[pk]; !ok {
		return dataset.PlayerSeason{}, fmt.Errorf("%s: unknown player %s", src, pk)
	}
	ps := dataset.PlayerSeason{PersonKey: pk, SeasonKey: nbaSeasonKey(lg, y), TeamAbbrev: code, Position: pos, Stats: map[string]float64{}, Source: src}
	if nbaMultiTeam(code) {
		ps.TeamAbbrev = "TOT" // season total over several teams ("2TM" in newer files)
	} else {
		fr, err := l.franchiseOf(code)
		if err != nil {
			return ps, err
		}
		ps.FranchiseKey = fr
	}
	if _, ok := l.seasons[ps.SeasonKey]; !ok {
		return ps, fmt.Errorf("%s: unknown season %s", src, ps.SeasonKey)
	}
	return ps, nil
}

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
