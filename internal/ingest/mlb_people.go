package ingest

// MLB people (Lahman People), players, player seasons (Batting + Pitching +
// Fielding + Appearances merged per player-team-year; BattingPost +
// PitchingPost as postseason), awards and coach tenures.

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

type mlbPersonInfo struct {
	Name           string
	Retro          string
	Bats, Throws   string
	DebutY, FinalY int
}

func (b *mlbBuild) loadPeople() error {
	t := b.tabs["People.csv"]
	c, err := mlbColsOf(t, "playerID", "nameFirst", "nameLast", "birthDate", "birthCity", "birthState", "birthCountry",
		"deathDate", "height", "weight", "bats", "throws", "debut", "finalGame", "retroID")
	if err != nil {
		return err
	}
	college, err := b.colleges()
	if err != nil {
		return err
	}
	b.people = make(map[string]*mlbPersonInfo, len(t.Rows))
	b.retroToID = map[string]string{}
	b.ds.People = make([]Person, 0, len(t.Rows))
	for n, rec := range t.Rows {
		id := c.s(rec, "playerID")
		if id == "" || b.people[id] != nil {
			return fmt.Errorf("People.csv line %d: empty or duplicate playerID %q", n+2, id)
		}
		p := Person{Key: "mlb:" + id, FirstName: c.s(rec, "nameFirst"), LastName: c.s(rec, "nameLast"),
			BirthDate: mlbDateOnly(c.s(rec, "birthDate")), BirthCity: c.s(rec, "birthCity"), BirthState: c.s(rec, "birthState"),
			BirthCountry: c.s(rec, "birthCountry"), DeathDate: mlbDateOnly(c.s(rec, "deathDate")),
			HeightIn: c.i(rec, "height"), WeightLb: c.i(rec, "weight"), College: college[id], Source: "People.csv"}
		info := &mlbPersonInfo{Name: strings.TrimSpace(p.FirstName + " " + p.LastName), Retro: c.s(rec, "retroID"),
			Bats: c.s(rec, "bats"), Throws: c.s(rec, "throws")}
		info.DebutY, _ = ParseInt(mlbYearOf(c.s(rec, "debut")))
		info.FinalY, _ = ParseInt(mlbYearOf(c.s(rec, "finalGame")))
		b.people[id] = info
		if info.Retro != "" {
			b.retroToID[info.Retro] = id
		}
		b.ds.People = append(b.ds.People, p)
	}
	return nil
}

// mlbDateOnly keeps ISO YYYY-MM-DD values only.
func mlbDateOnly(s string) string {
	if len(s) >= 10 && s[4] == '-' && s[7] == '-' {
		return s[:10]
	}
	return ""
}

func mlbYearOf(s string) string {
	if len(s) >= 4 {
		return s[:4]
	}
	return ""
}

// colleges: the last school a person played for (CollegePlaying + Schools).
func (b *mlbBuild) colleges() (map[string]string, error) {
	st := b.tabs["Schools.csv"]
	sc, err := mlbColsOf(st, "schoolID", "name_full")
	if err != nil {
		return nil, err
	}
	names := map[string]string{}
	for _, rec := range st.Rows {
		names[sc.s(rec, "schoolID")] = sc.s(rec, "name_full")
	}
	cp := b.tabs["CollegePlaying.csv"]
	cc, err := mlbColsOf(cp, "playerID", "schoolID", "yearID")
	if err != nil {
		return nil, err
	}
	type pick struct {
		year   int
		school string
	}
	best := map[string]pick{}
	for _, rec := range cp.Rows {
		id, school, y := cc.s(rec, "playerID"), cc.s(rec, "schoolID"), cc.i(rec, "yearID")
		if names[school] == "" {
			continue
		}
		cur, ok := best[id]
		if !ok || y > cur.year || (y == cur.year && school < cur.school) {
			best[id] = pick{y, school}
		}
	}
	out := make(map[string]string, len(best))
	for id, p := range best {
		out[id] = names[p.school]
	}
	return out, nil
}

func (b *mlbBuild) name(playerID string) string {
	if p := b.people[playerID]; p != nil {
		return p.Name
	}
	return ""
}

// ---------------------------------------------------------------------------
// Managers

type mlbManagerRow struct {
	ID                string
	Team              *mlbTeam
	Inseason, G, W, L int
}

func (b *mlbBuild) managers() error {
	t := b.tabs["Managers.csv"]
	c, err := mlbColsOf(t, "playerID", "yearID", "teamID", "inseason", "G", "W", "L")
	if err != nil {
		return err
	}
	byTeam := map[*mlbTeam][]mlbManagerRow{}
	for n, rec := range t.Rows {
		m := mlbManagerRow{ID: c.s(rec, "playerID"), Inseason: c.i(rec, "inseason"), G: c.i(rec, "G"), W: c.i(rec, "W"), L: c.i(rec, "L")}
		m.Team = b.teams.byID[mlbYT{c.i(rec, "yearID"), c.s(rec, "teamID")}]
		if m.Team == nil || b.people[m.ID] == nil {
			return fmt.Errorf("Managers.csv line %d: unknown team-season or person", n+2)
		}
		byTeam[m.Team] = append(byTeam[m.Team], m)
		b.mgrRows = append(b.mgrRows, m)
	}
	for tm, ms := range byTeam {
		if h := mlbHeadManager(ms, tm.G); h != "" {
			tm.Manager = b.name(h)
		}
	}
	return nil
}

// mlbHeadManager picks the team-season's manager to display: the last one
// (highest inseason) among those who managed at least 10% of the team's
// games. Lahman's inseason is the order of first appearance, and since the
// 2010s it also lists one- or two-game fill-ins (e.g. 2024 TBA: Kevin Cash
// 161 games, then Rodney Linares 1 game), so the literal last row is often
// not the season's manager. Falls back to the manager with most games.
func mlbHeadManager(ms []mlbManagerRow, teamG int) string {
	best, bestIn := "", -1
	most, mostG := "", -1
	for _, m := range ms {
		if m.G*10 >= teamG && m.Inseason > bestIn {
			best, bestIn = m.ID, m.Inseason
		}
		if m.G > mostG || (m.G == mostG && m.ID < most) {
			most, mostG = m.ID, m.G
		}
	}
	if best != "" {
		return best
	}
	return most
}

// wsMVPs: World Series MVP names per year, in file order.
func (b *mlbBuild) wsMVPs() map[int][]string {
	t := b.tabs["AwardsPlayers.csv"]
	c, err := mlbColsOf(t, "playerID", "awardID", "yearID")
	if err != nil {
		return nil
	}
	out := map[int][]string{}
	for _, rec := range t.Rows {
		if c.s(rec, "awardID") == "World Series MVP" {
			y := c.i(rec, "yearID")
			out[y] = append(out[y], b.name(c.s(rec, "playerID")))
		}
	}
	return out
}

// ---------------------------------------------------------------------------
// Player statistics

// Stat slots. Names follow the shared career_stats vocabulary where one
// applies; batting strikeouts are "batter_strikeouts" because "strikeouts"
// is the pitching stat.
const (
	msGames = iota
	msGamesStarted
	msBatGames // Batting G: games_played when Appearances has no row
	msAB
	msR
	msH
	ms2B
	ms3B
	msHR
	msRBI
	msSB
	msCS
	msBB
	msSO
	msIBB
	msHBP
	msSH
	msSF
	msGIDP
	mpW
	mpL
	mpG
	mpGS
	mpCG
	mpSHO
	mpSV
	mpOuts
	mpH
	mpER
	mpHR
	mpBB
	mpSO
	mpIBB
	mpWP
	mpHBP
	mpBK
	mpBFP
	mpGF
	mpR
	mfPO
	mfA
	mfE
	mfDP
	mfPB
	mlbNStats
)

var mlbStatNames = [mlbNStats]string{
	msGames: "games_played", msGamesStarted: "games_started", msBatGames: "",
	msAB: "at_bats", msR: "runs", msH: "hits", ms2B: "doubles", ms3B: "triples", msHR: "home_runs",
	msRBI: "runs_batted_in", msSB: "stolen_bases", msCS: "caught_stealing", msBB: "walks", msSO: "batter_strikeouts",
	msIBB: "intentional_walks", msHBP: "hit_by_pitch", msSH: "sacrifice_hits", msSF: "sacrifice_flies",
	msGIDP: "grounded_into_double_plays",
	mpW:    "wins", mpL: "losses", mpG: "games_pitched", mpGS: "games_started_pitching", mpCG: "complete_games",
	mpSHO: "shutouts", mpSV: "saves", mpOuts: "outs_pitched", mpH: "hits_allowed", mpER: "earned_runs",
	mpHR: "home_runs_allowed", mpBB: "walks_allowed", mpSO: "strikeouts", mpIBB: "intentional_walks_allowed",
	mpWP: "wild_pitches", mpHBP: "hit_batters", mpBK: "balks", mpBFP: "batters_faced", mpGF: "games_finished",
	mpR:  "runs_allowed",
	mfPO: "putouts", mfA: "assists", mfE: "errors", mfDP: "double_plays_turned", mfPB: "passed_balls",
}

type mlbColStat struct {
	Col  string
	Slot int
}

var (
	mlbBatCols = []mlbColStat{{"G", msBatGames}, {"AB", msAB}, {"R", msR}, {"H", msH}, {"2B", ms2B}, {"3B", ms3B},
		{"HR", msHR}, {"RBI", msRBI}, {"SB", msSB}, {"CS", msCS}, {"BB", msBB}, {"SO", msSO}, {"IBB", msIBB},
		{"HBP", msHBP}, {"SH", msSH}, {"SF", msSF}, {"GIDP", msGIDP}}
	mlbPitCols = []mlbColStat{{"W", mpW}, {"L", mpL}, {"G", mpG}, {"GS", mpGS}, {"CG", mpCG}, {"SHO", mpSHO},
		{"SV", mpSV}, {"IPouts", mpOuts}, {"H", mpH}, {"ER", mpER}, {"HR", mpHR}, {"BB", mpBB}, {"SO", mpSO},
		{"IBB", mpIBB}, {"WP", mpWP}, {"HBP", mpHBP}, {"BK", mpBK}, {"BFP", mpBFP}, {"GF", mpGF}, {"R", mpR}}
	mlbFldCols = []mlbColStat{{"PO", mfPO}, {"A", mfA}, {"E", mfE}, {"DP", mfDP}, {"PB", mfPB}}
	mlbAppCols = []mlbColStat{{"G_all", msGames}, {"GS", msGamesStarted}}
)

type mlbAcc struct {
	v   [mlbNStats]float64
	has [mlbNStats]bool
}

func (a *mlbAcc) add(slot int, s string) {
	if s == "" {
		return
	}
	if n, ok := ParseInt(s); ok {
		a.v[slot] += float64(n)
		a.has[slot] = true
	}
}

func mlbRound(x float64, places int) float64 {
	p := math.Pow(10, float64(places))
	return math.Round(x*p) / p
}

// stats turns an accumulator into the stats map, with derived rates.
func (a *mlbAcc) stats() map[string]float64 {
	m := make(map[string]float64, 24)
	for i, name := range mlbStatNames {
		if name != "" && a.has[i] {
			m[name] = a.v[i]
		}
	}
	if !a.has[msGames] && a.has[msBatGames] {
		m["games_played"] = a.v[msBatGames]
	}
	if a.has[msAB] && a.v[msAB] > 0 && a.has[msH] {
		ab, h := a.v[msAB], a.v[msH]
		m["batting_average"] = mlbRound(h/ab, 3)
		tb := h + a.v[ms2B] + 2*a.v[ms3B] + 3*a.v[msHR]
		m["slugging_percentage"] = mlbRound(tb/ab, 3)
		if den := ab + a.v[msBB] + a.v[msHBP] + a.v[msSF]; den > 0 {
			m["on_base_percentage"] = mlbRound((h+a.v[msBB]+a.v[msHBP])/den, 3)
		}
	}
	if a.has[mpOuts] {
		outs := a.v[mpOuts]
		m["innings_pitched"] = mlbRound(outs/3, 2)
		if outs > 0 {
			if a.has[mpER] {
				m["era"] = mlbRound(a.v[mpER]*27/outs, 2)
			}
			if a.has[mpH] && a.has[mpBB] {
				m["whip"] = mlbRound((a.v[mpH]+a.v[mpBB])*3/outs, 3)
			}
		}
	}
	if a.has[mfPO] && a.has[mfA] && a.has[mfE] {
		if ch := a.v[mfPO] + a.v[mfA] + a.v[mfE]; ch > 0 {
			m["fielding_percentage"] = mlbRound((a.v[mfPO]+a.v[mfA])/ch, 3)
		}
	}
	return m
}

type mlbPYT struct {
	ID   string
	Year int
	Team string
}

type mlbPS struct {
	key       mlbPYT
	team      *mlbTeam
	stint     int
	reg, post *mlbAcc
	pos       string
}

// mlbPositions are the Appearances position columns, in tie-break order.
var mlbPositions = []struct{ Col, Pos string }{
	{"G_p", "P"}, {"G_c", "C"}, {"G_1b", "1B"}, {"G_2b", "2B"}, {"G_3b", "3B"}, {"G_ss", "SS"},
	{"G_lf", "LF"}, {"G_cf", "CF"}, {"G_rf", "RF"}, {"G_of", "OF"}, {"G_dh", "DH"}, {"G_ph", "PH"}, {"G_pr", "PR"},
}

// mlbPrimaryPosition picks the position with the most games. G_of (games in
// the outfield) only counts when no single outfield position is recorded.
func mlbPrimaryPosition(g []int) string {
	best, bestN := "", 0
	for i, p := range mlbPositions {
		n := g[i]
		if p.Pos == "OF" && (g[6] > 0 || g[7] > 0 || g[8] > 0) {
			continue
		}
		if n > bestN {
			best, bestN = p.Pos, n
		}
	}
	return best
}

type mlbStatTable struct {
	file     string
	cols     []mlbColStat
	post     bool
	hasStint bool
}

func (b *mlbBuild) playerStats() error {
	ps := make(map[mlbPYT]*mlbPS, 120000)
	skipped := 0
	get := func(id string, year int, team string, stint int) *mlbPS {
		k := mlbPYT{id, year, team}
		p := ps[k]
		if p == nil {
			tm := b.teams.byID[mlbYT{year, team}]
			if tm == nil || b.people[id] == nil {
				return nil
			}
			p = &mlbPS{key: k, team: tm, stint: stint}
			ps[k] = p
		} else if stint < p.stint {
			p.stint = stint
		}
		return p
	}
	// Appearances: games, starts and positions.
	at := b.tabs["Appearances.csv"]
	ac, err := mlbColsOf(at, "yearID", "teamID", "playerID", "G_all", "GS")
	if err != nil {
		return err
	}
	posIdx := make([]int, len(mlbPositions))
	for i, p := range mlbPositions {
		if posIdx[i], err = at.Col(p.Col); err != nil {
			return err
		}
	}
	career := map[string][]int{}
	span := map[string][2]int{}
	var appOrder []string
	g := make([]int, len(mlbPositions))
	for _, rec := range at.Rows {
		id, year := ac.s(rec, "playerID"), ac.i(rec, "yearID")
		p := get(id, year, ac.s(rec, "teamID"), 0)
		if p == nil {
			skipped++
			continue
		}
		if p.reg == nil {
			p.reg = &mlbAcc{}
		}
		p.reg.add(msGames, ac.s(rec, "G_all"))
		p.reg.add(msGamesStarted, ac.s(rec, "GS"))
		cg := career[id]
		if cg == nil {
			cg = make([]int, len(mlbPositions))
			career[id] = cg
			appOrder = append(appOrder, id)
			span[id] = [2]int{year, year}
		}
		s := span[id]
		span[id] = [2]int{min(s[0], year), max(s[1], year)}
		for i, ci := range posIdx {
			v := 0
			if ci < len(rec) {
				v, _ = ParseInt(rec[ci])
			}
			g[i] = v
			cg[i] += v
		}
		p.pos = mlbPrimaryPosition(g)
	}
	for _, st := range []mlbStatTable{
		{"Batting.csv", mlbBatCols, false, true}, {"Pitching.csv", mlbPitCols, false, true}, {"Fielding.csv", mlbFldCols, false, true},
		{"BattingPost.csv", mlbBatCols, true, false}, {"PitchingPost.csv", mlbPitCols, true, false},
	} {
		t := b.tabs[st.file]
		c, err := mlbColsOf(t, "playerID", "yearID", "teamID")
		if err != nil {
			return err
		}
		stintCol := -1
		if st.hasStint {
			if stintCol, err = t.Col("stint"); err != nil {
				return err
			}
		}
		idx := make([]int, len(st.cols))
		for i, cs := range st.cols {
			if idx[i], err = t.Col(cs.Col); err != nil {
				return err
			}
		}
		for _, rec := range t.Rows {
			stint := 1
			if stintCol >= 0 && stintCol < len(rec) {
				stint, _ = ParseInt(rec[stintCol])
			}
			p := get(c.s(rec, "playerID"), c.i(rec, "yearID"), c.s(rec, "teamID"), stint)
			if p == nil {
				skipped++
				continue
			}
			acc := &p.reg
			if st.post {
				acc = &p.post
			}
			if *acc == nil {
				*acc = &mlbAcc{}
			}
			for i, ci := range idx {
				if ci < len(rec) {
					(*acc).add(st.cols[i].Slot, strings.TrimSpace(rec[ci]))
				}
			}
		}
	}
	if skipped > 0 {
		return fmt.Errorf("player stats: %d rows with unknown team-season or person", skipped)
	}
	list := make([]*mlbPS, 0, len(ps))
	for _, p := range ps {
		list = append(list, p)
	}
	sort.Slice(list, func(i, j int) bool {
		a, c := list[i], list[j]
		if a.key.ID != c.key.ID {
			return a.key.ID < c.key.ID
		}
		if a.key.Year != c.key.Year {
			return a.key.Year < c.key.Year
		}
		if a.stint != c.stint {
			return a.stint < c.stint
		}
		return a.key.Team < c.key.Team
	})
	b.ds.PlayerSeasons = make([]PlayerSeason, 0, len(list))
	for _, p := range list {
		row := PlayerSeason{PersonKey: "mlb:" + p.key.ID, SeasonKey: p.team.SeasonKey(), FranchiseKey: p.team.FranchKey(),
			TeamAbbrev: p.team.BR, Position: p.pos, Source: "Batting.csv; Pitching.csv; Fielding.csv; Appearances.csv"}
		if p.reg != nil {
			row.Stats = p.reg.stats()
		} else {
			row.Stats = map[string]float64{}
		}
		if p.post != nil {
			row.Postseason = p.post.stats()
			row.Source += "; BattingPost.csv; PitchingPost.csv"
		}
		b.ds.PlayerSeasons = append(b.ds.PlayerSeasons, row)
	}
	// Players: everyone with an Appearances row.
	hof, err := b.hofPlayers()
	if err != nil {
		return err
	}
	sort.Strings(appOrder)
	b.ds.Players = make([]Player, 0, len(appOrder))
	for _, id := range appOrder {
		info := b.people[id]
		first, last := info.DebutY, info.FinalY
		if first == 0 {
			first = span[id][0]
		}
		if last == 0 {
			last = span[id][1]
		}
		b.ds.Players = append(b.ds.Players, Player{PersonKey: "mlb:" + id, Sport: Baseball, Level: Pro,
			Position: mlbPrimaryPosition(career[id]), Bats: info.Bats, Throws: info.Throws, FirstYear: first, LastYear: last,
			HallOfFame: hof[id], Source: "People.csv; Appearances.csv; HallOfFame.csv"})
	}
	return nil
}

// hofPlayers: people inducted into the Hall of Fame as players.
func (b *mlbBuild) hofPlayers() (map[string]bool, error) {
	t := b.tabs["HallOfFame.csv"]
	c, err := mlbColsOf(t, "playerID", "inducted", "category")
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for _, rec := range t.Rows {
		if c.s(rec, "inducted") == "Y" && c.s(rec, "category") == "Player" {
			out[c.s(rec, "playerID")] = true
		}
	}
	return out, nil
}

// ---------------------------------------------------------------------------
// Awards

// mlbAwardName fixes award ids misspelt in the source.
func mlbAwardName(id string) string {
	// AwardsPlayers.csv spells 5 Silver Slugger rows "SIlver Slugger".
	if id == "SIlver Slugger" {
		return "Silver Slugger"
	}
	return id
}

// mlbAwardLeague maps an award's lgID; "ML" (major-league-wide) has no league.
func mlbAwardLeague(lg string) string {
	return mlbLeagueInfo[lg].Key
}

func (b *mlbBuild) awards() error {
	for _, f := range []string{"AwardsPlayers.csv", "AwardsManagers.csv"} {
		t := b.tabs[f]
		c, err := mlbColsOf(t, "playerID", "awardID", "yearID", "lgID", "tie", "notes")
		if err != nil {
			return err
		}
		for n, rec := range t.Rows {
			id := c.s(rec, "playerID")
			if b.people[id] == nil {
				return fmt.Errorf("%s line %d: unknown person %q", f, n+2, id)
			}
			var notes []string
			if v := c.s(rec, "notes"); v != "" {
				notes = append(notes, v)
			}
			if c.s(rec, "tie") == "Y" {
				notes = append(notes, "tie")
			}
			b.ds.Awards = append(b.ds.Awards, Award{PersonKey: "mlb:" + id, Name: mlbAwardName(c.s(rec, "awardID")),
				Year: c.i(rec, "yearID"), LeagueKey: mlbAwardLeague(c.s(rec, "lgID")), Notes: strings.Join(notes, "; "), Source: f})
		}
	}
	// All-Star selections: one award per player, year and league.
	t := b.tabs["AllstarFull.csv"]
	c, err := mlbColsOf(t, "playerID", "yearID", "lgID", "startingPos")
	if err != nil {
		return err
	}
	type asKey struct {
		id   string
		year int
		lg   string
	}
	starter := map[asKey]bool{}
	var order []asKey
	for _, rec := range t.Rows {
		k := asKey{c.s(rec, "playerID"), c.i(rec, "yearID"), c.s(rec, "lgID")}
		if _, ok := starter[k]; !ok {
			order = append(order, k)
			starter[k] = false
		}
		if c.s(rec, "startingPos") != "" {
			starter[k] = true
		}
	}
	for _, k := range order {
		notes := ""
		if starter[k] {
			notes = "starting lineup"
		}
		b.ds.Awards = append(b.ds.Awards, Award{PersonKey: "mlb:" + k.id, Name: "All-Star", Year: k.year,
			LeagueKey: mlbAwardLeague(k.lg), Notes: notes, Source: "AllstarFull.csv"})
	}
	// Hall of Fame inductions (every category).
	t = b.tabs["HallOfFame.csv"]
	c, err = mlbColsOf(t, "playerID", "yearID", "votedBy", "inducted", "category")
	if err != nil {
		return err
	}
	for _, rec := range t.Rows {
		if c.s(rec, "inducted") != "Y" {
			continue
		}
		notes := c.s(rec, "category")
		if v := c.s(rec, "votedBy"); v != "" {
			notes += " (" + v + ")"
		}
		b.ds.Awards = append(b.ds.Awards, Award{PersonKey: "mlb:" + c.s(rec, "playerID"), Name: "Hall of Fame",
			Year: c.i(rec, "yearID"), Notes: notes, Source: "HallOfFame.csv"})
	}
	return nil
}

// ---------------------------------------------------------------------------
// Coaches

// mlbCoachRoles names Retrosheet coaches.csv role codes. The file has no
// legend; the codes were read from the data (e.g. Don Zimmer NYA 1996-2003
// "B" bench coach, Dave Duncan SLN 1996-2011 "P" pitching coach, Josh Bard
// LAN 2024 "U" bullpen coach); "C" is a coach without a recorded role.
var mlbCoachRoles = map[string]string{
	"C": "Coach", "P": "Pitching Coach", "H": "Hitting Coach", "1": "First Base Coach",
	"3": "Third Base Coach", "B": "Bench Coach", "U": "Bullpen Coach",
}

type mlbCoachStats struct{ Rows, NoPerson, NoTeam, Imported int }

func (b *mlbBuild) coaches() error {
	for _, m := range b.mgrRows {
		ties := max(0, m.G-m.W-m.L)
		b.ds.Coaches = append(b.ds.Coaches, CoachTenure{PersonKey: "mlb:" + m.ID, FranchiseKey: m.Team.FranchKey(),
			SeasonKey: m.Team.SeasonKey(), Title: "Manager", IsHead: true, Order: max(1, m.Inseason),
			Wins: m.W, Losses: m.L, Ties: ties, HasRecord: true, Source: "Managers.csv"})
	}
	rows, _, err := b.retroCoaches()
	if err != nil {
		return err
	}
	b.ds.Coaches = append(b.ds.Coaches, rows...)
	return nil
}

// retroCoaches reads Retrosheet coaches.csv: persons joined by retroID to
// Lahman People (unmatched skipped), teams by year + Retrosheet team id.
func (b *mlbBuild) retroCoaches() ([]CoachTenure, mlbCoachStats, error) {
	var st mlbCoachStats
	t := b.tabs["coaches.csv"]
	c, err := mlbColsOf(t, "id", "year", "team", "role", "start")
	if err != nil {
		return nil, st, err
	}
	type row struct {
		ct    CoachTenure
		team  *mlbTeam
		start string
		id    string
	}
	var rows []row
	for n, rec := range t.Rows {
		st.Rows++
		role := c.s(rec, "role")
		title, ok := mlbCoachRoles[role]
		if !ok {
			return nil, st, fmt.Errorf("coaches.csv line %d: unknown role %q", n+2, role)
		}
		pid := b.retroToID[c.s(rec, "id")]
		if pid == "" {
			st.NoPerson++
			continue
		}
		tm := b.teams.byRetro[mlbYT{c.i(rec, "year"), c.s(rec, "team")}]
		if tm == nil {
			st.NoTeam++
			continue
		}
		rows = append(rows, row{team: tm, start: mlbISODate(c.s(rec, "start")), id: pid,
			ct: CoachTenure{PersonKey: "mlb:" + pid, FranchiseKey: tm.FranchKey(), SeasonKey: tm.SeasonKey(),
				Title: title, Source: "coaches.csv"}})
	}
	// Order within a team-season: by start date, then person id.
	sort.SliceStable(rows, func(i, j int) bool {
		a, c := rows[i], rows[j]
		if a.team != c.team {
			if a.team.Year != c.team.Year {
				return a.team.Year < c.team.Year
			}
			return a.team.ID < c.team.ID
		}
		if a.start != c.start {
			return a.start < c.start
		}
		return a.id < c.id
	})
	out := make([]CoachTenure, len(rows))
	seq := 0
	for i, r := range rows {
		if i == 0 || rows[i-1].team != r.team {
			seq = 0
		}
		seq++
		r.ct.Order = seq
		out[i] = r.ct
	}
	st.Imported = len(out)
	return out, st, nil
}
