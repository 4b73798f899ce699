package mlb

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// Player statistics: Batting, Pitching, Fielding and Appearances merged per
// player-team-season.

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
	if n, ok := source.ParseInt(s); ok {
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

// mlbStatTables are the Lahman player tables. playerStats reads them itself
// and lets them go when it returns: held from the start of the load, their
// rows (~150 MB parsed) would sit beside the games and box scores built
// before and after them.
var mlbStatTables = []string{"Appearances.csv", "Batting.csv", "Pitching.csv", "Fielding.csv", "BattingPost.csv", "PitchingPost.csv"}

func (b *mlbBuild) playerStats() error {
	next := mlbReadInTurn(b.fsys, mlbDir, mlbStatTables)
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
			p = &mlbPS{key: mlbPYT{source.Keep(id), year, source.Keep(team)}, team: tm, stint: stint}
			ps[k] = p
		} else if stint < p.stint {
			p.stint = stint
		}
		return p
	}
	// Appearances: games, starts and positions.
	at, err := next()
	if err != nil {
		return err
	}
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
		id = p.key.ID
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
				v, _ = source.ParseInt(rec[ci])
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
		t, err := next()
		if err != nil {
			return err
		}
		if t.Name != mlbDir+st.file {
			return fmt.Errorf("player stats: read %s, want %s", t.Name, st.file)
		}
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
				stint, _ = source.ParseInt(rec[stintCol])
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
	b.ds.PlayerSeasons = make([]dataset.PlayerSeason, 0, len(list))
	for _, p := range list {
		row := dataset.PlayerSeason{PersonKey: "mlb:" + p.key.ID, SeasonKey: p.team.SeasonKey(), FranchiseKey: p.team.FranchKey(),
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
		if b.freeze {
			if err := row.Freeze(); err != nil {
				return err
			}
		}
		b.ds.PlayerSeasons = append(b.ds.PlayerSeasons, row)
	}
	// Players: everyone with an Appearances row.
	hof, err := b.hofPlayers()
	if err != nil {
		return err
	}
	sort.Strings(appOrder)
	b.ds.Players = make([]dataset.Player, 0, len(appOrder))
	for _, id := range appOrder {
		info := b.people[id]
		first, last := info.DebutY, info.FinalY
		if first == 0 {
			first = span[id][0]
		}
		if last == 0 {
			last = span[id][1]
		}
		b.ds.Players = append(b.ds.Players, dataset.Player{PersonKey: "mlb:" + id, Sport: dataset.Baseball, Level: dataset.Pro,
			Position: mlbPrimaryPosition(career[id]), Bats: info.Bats, Throws: info.Throws, FirstYear: first, LastYear: last,
			HallOfFame: hof[id], Source: "People.csv; Appearances.csv; HallOfFame.csv"})
	}
	return nil
}

// hofPlayers: people inducted into the Hall of Fame as players.
