package mlb

// MLB player seasons after Lahman (2025) from Baseball-Reference's "Player
// Standard Batting / Pitching / Fielding" tables (bref_player_*_2025.csv.gz,
// regular season). The rows get the Lahman rows' stat keys (stats.go);
// players join Lahman People by bbrefID, and players not in People (2025
// debuts) become new people keyed by their Baseball-Reference id.
//
// A traded player has a season total row ("2TM", "3TM", ...) and one row per
// team. A total over both leagues (Lg "2LG") is followed by a subtotal per
// league where he played for two or more teams of that league. Season rows
// are per league-season, so the stored total rows are the per-league totals:
// a league with two or more team rows gets a "TOT" row (no franchise) with
// their sum, as the Lahman-era NBA rows do; the file's own total rows are
// checked against the sum of their team rows (a mismatch fails the import).

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
)

const mlbBrefYear = 2025

const (
	mlbBrefBat = iota
	mlbBrefPit
	mlbBrefFld
)

// mlbBrefFiles: the three tables, in the order their rows are merged.
var mlbBrefFiles = [3]struct{ file, idCol string }{
	{"bref_player_batting_2025.csv", "Player-additional"},
	{"bref_player_pitching_2025.csv", "Player-additional"},
	// The fielding export names its id column "-9999" (an export artefact).
	{"bref_player_fielding_2025.csv", "-9999"},
}

// mlbBrefCols maps each table's counting columns to the Lahman stat slots.
// Pitching IP is read apart (baseball notation, see mlbBrefOuts).
var mlbBrefCols = [3][]mlbColStat{
	{{"AB", msAB}, {"R", msR}, {"H", msH}, {"2B", ms2B}, {"3B", ms3B}, {"HR", msHR}, {"RBI", msRBI}, {"SB", msSB},
		{"CS", msCS}, {"BB", msBB}, {"SO", msSO}, {"IBB", msIBB}, {"HBP", msHBP}, {"SH", msSH}, {"SF", msSF}, {"GIDP", msGIDP}},
	{{"W", mpW}, {"L", mpL}, {"G", mpG}, {"GS", mpGS}, {"CG", mpCG}, {"SHO", mpSHO}, {"SV", mpSV}, {"H", mpH},
		{"ER", mpER}, {"HR", mpHR}, {"BB", mpBB}, {"SO", mpSO}, {"IBB", mpIBB}, {"WP", mpWP}, {"HBP", mpHBP},
		{"BK", mpBK}, {"BF", mpBFP}, {"GF", mpGF}, {"R", mpR}},
	{{"PO", mfPO}, {"A", mfA}, {"E", mfE}, {"DP", mfDP}, {"PB", mfPB}},
}

// mlbBrefPos names Baseball-Reference position codes (the Pos column lists
// them by games, most first; "*" and "/" only mark shares of games).
var mlbBrefPos = map[rune]string{'1': "P", '2': "C", '3': "1B", '4': "2B", '5': "3B", '6': "SS", '7': "LF",
	'8': "CF", '9': "RF", 'D': "DH", 'H': "PH", 'O': "OF"}

var mlbBrefMultiRE = regexp.MustCompile(`^([2-9])TM$`)

// mlbBrefLine is one row of one table.
type mlbBrefLine struct {
	file       int
	line       int
	id, name   string
	code, lg   string
	teams      int // n of an "nTM" total row; 0 for a team row
	g          int
	pos        string
	acc        mlbAcc
	team       *mlbTeam
	bats, thrw string
}

// mlbBrefOuts turns innings in baseball notation ("205.1" = 205 1/3) into outs.
func mlbBrefOuts(s string) (int, error) {
	whole, frac, _ := strings.Cut(s, ".")
	w, err := strconv.Atoi(whole)
	if err != nil || w < 0 {
		return 0, fmt.Errorf("bad IP %q", s)
	}
	f := 0
	if frac != "" {
		if f, err = strconv.Atoi(frac); err != nil || f > 2 || len(frac) != 1 {
			return 0, fmt.Errorf("bad IP %q", s)
		}
	}
	return w*3 + f, nil
}

// mlbBrefParse reads one table; teamOf resolves a club code of the season.
func mlbBrefParse(t *source.Table, file int, teamOf func(code string) *mlbTeam) ([]mlbBrefLine, error) {
	need := []string{"Rk", "Player", "Team", "Lg", "G", mlbBrefFiles[file].idCol}
	if file != mlbBrefPit {
		need = append(need, "Pos")
	}
	if file == mlbBrefPit {
		need = append(need, "IP")
	}
	for _, cs := range mlbBrefCols[file] {
		need = append(need, cs.Col)
	}
	c, err := mlbColsOf(t, need...)
	if err != nil {
		return nil, err
	}
	var out []mlbBrefLine
	for n, rec := range t.Rows {
		ln := mlbBrefLine{file: file, line: n + 2, id: c.s(rec, mlbBrefFiles[file].idCol), code: c.s(rec, "Team"), lg: c.s(rec, "Lg")}
		bad := func(format string, a ...any) error {
			return fmt.Errorf("%s line %d: %s", t.Name, ln.line, fmt.Sprintf(format, a...))
		}
		name := c.s(rec, "Player")
		if c.s(rec, "Rk") == "" {
			if name == "MLB Average" { // the league-average line closes the batting table
				continue
			}
			return nil, bad("no rank")
		}
		ln.name = strings.TrimRight(name, "*#+")
		if suffix := name[len(ln.name):]; file == mlbBrefBat {
			// Batting: "*" bats left, "#" switch-hitter; pitching: "*" throws left.
			ln.bats = "R"
			if strings.Contains(suffix, "*") {
				ln.bats = "L"
			} else if strings.Contains(suffix, "#") {
				ln.bats = "B"
			}
		} else if file == mlbBrefPit {
			ln.thrw = "R"
			if strings.Contains(suffix, "*") {
				ln.thrw = "L"
			}
		}
		if ln.id == "" || ln.name == "" {
			return nil, bad("no player id or name")
		}
		if ln.lg != "AL" && ln.lg != "NL" && ln.lg != "2LG" {
			return nil, bad("unknown league %q", ln.lg)
		}
		if m := mlbBrefMultiRE.FindStringSubmatch(ln.code); m != nil {
			ln.teams, _ = strconv.Atoi(m[1])
		} else {
			if ln.team = teamOf(ln.code); ln.team == nil {
				return nil, bad("unknown team %q", ln.code)
			}
			if ln.team.LgID != ln.lg {
				return nil, bad("team %s is in the %s, not the %s", ln.code, ln.team.LgID, ln.lg)
			}
		}
		var ok bool
		if ln.g, ok = source.ParseInt(c.s(rec, "G")); !ok {
			return nil, bad("bad G %q", c.s(rec, "G"))
		}
		for _, cs := range mlbBrefCols[file] {
			if v := c.s(rec, cs.Col); v != "" {
				x, ok := source.ParseInt(v)
				if !ok {
					return nil, bad("bad %s %q", cs.Col, v)
				}
				ln.acc.v[cs.Slot], ln.acc.has[cs.Slot] = float64(x), true
			}
		}
		if file == mlbBrefPit {
			outs, err := mlbBrefOuts(c.s(rec, "IP"))
			if err != nil {
				return nil, bad("%v", err)
			}
			ln.acc.v[mpOuts], ln.acc.has[mpOuts] = float64(outs), true
		} else {
			ln.pos = c.s(rec, "Pos")
		}
		out = append(out, ln)
	}
	return out, mlbBrefCheckTotals(t.Name, out)
}

// mlbBrefCheckTotals: each total row equals the sum of the player's team rows
// it covers (its league's, or all for "2LG"), in count and in every figure.
func mlbBrefCheckTotals(file string, lines []mlbBrefLine) error {
	teams := map[string][]*mlbBrefLine{}
	seen := map[[2]string]bool{}
	for i := range lines {
		ln := &lines[i]
		if ln.team == nil {
			continue
		}
		k := [2]string{ln.id, ln.code}
		if seen[k] {
			return fmt.Errorf("%s line %d: second row for %s with %s", file, ln.line, ln.id, ln.code)
		}
		seen[k] = true
		teams[ln.id] = append(teams[ln.id], ln)
	}
	for _, tot := range lines {
		if tot.team != nil {
			continue
		}
		var sum mlbAcc
		n, g := 0, 0
		for _, ln := range teams[tot.id] {
			if tot.lg == "2LG" || ln.lg == tot.lg {
				n++
				g += ln.g
				sum.merge(&ln.acc)
			}
		}
		if n != tot.teams {
			return fmt.Errorf("%s line %d: %s total of %d teams has %d team rows", file, tot.line, tot.id, tot.teams, n)
		}
		if g != tot.g {
			return fmt.Errorf("%s line %d: %s total G %d, team rows sum to %d", file, tot.line, tot.id, tot.g, g)
		}
		for i := range sum.v {
			if sum.v[i] != tot.acc.v[i] {
				return fmt.Errorf("%s line %d: %s total %s %g, team rows sum to %g", file, tot.line, tot.id,
					mlbStatNames[i], tot.acc.v[i], sum.v[i])
			}
		}
	}
	return nil
}

// merge adds o's figures into a.
func (a *mlbAcc) merge(o *mlbAcc) {
	for i := range a.v {
		if o.has[i] {
			a.v[i] += o.v[i]
			a.has[i] = true
		}
	}
}

// mlbBrefSeason is one player-team (or per-league total) season merged over
// the three tables.
type mlbBrefSeason struct {
	id     string
	team   *mlbTeam // nil for a total
	code   string
	lg     string
	acc    mlbAcc
	g      [3]int
	in     [3]bool
	pos    [3]string
	games  int // games_played of a total: the sum over its team rows
	nTeams int
}

// gamesPlayed: the tables count games differently (batting: every game on
// the lineup card; pitching: games pitched; fielding: games in the field),
// so a team row's games_played is the largest of the three.
func (s *mlbBrefSeason) gamesPlayed() int {
	if s.team == nil {
		return s.games
	}
	return max(s.g[mlbBrefBat], s.g[mlbBrefPit], s.g[mlbBrefFld])
}

// position: "P" when he pitched in more games than he batted, else the
// first (most games) position of the batting table, else of the fielding one.
func (s *mlbBrefSeason) position() string {
	if s.g[mlbBrefPit] > s.g[mlbBrefBat] {
		return "P"
	}
	for _, p := range []string{s.pos[mlbBrefBat], s.pos[mlbBrefFld]} {
		for _, r := range p {
			if name, ok := mlbBrefPos[r]; ok {
				return name
			}
		}
	}
	return ""
}

func (s *mlbBrefSeason) source() string {
	var fs []string
	for i, f := range mlbBrefFiles {
		if s.in[i] {
			fs = append(fs, f.file+".gz")
		}
	}
	return strings.Join(fs, "; ")
}

// mlbBrefMerge merges the three tables' team rows per player and team, in
// order of first appearance, and adds a total per league with 2+ teams.
func mlbBrefMerge(files [3][]mlbBrefLine) (order []string, seasons map[string][]*mlbBrefSeason) {
	seasons = map[string][]*mlbBrefSeason{}
	byKey := map[[2]string]*mlbBrefSeason{}
	for f, lines := range files {
		for _, ln := range lines {
			if ln.team == nil {
				continue
			}
			k := [2]string{ln.id, ln.code}
			s := byKey[k]
			if s == nil {
				if seasons[ln.id] == nil {
					order = append(order, ln.id)
				}
				s = &mlbBrefSeason{id: ln.id, team: ln.team, code: ln.code, lg: ln.lg}
				byKey[k] = s
				seasons[ln.id] = append(seasons[ln.id], s)
			}
			s.acc.merge(&ln.acc)
			s.g[f], s.in[f], s.pos[f] = ln.g, true, ln.pos
		}
	}
	for _, id := range order {
		var out []*mlbBrefSeason
		totals := map[string]*mlbBrefSeason{}
		for _, s := range seasons[id] {
			n := 0
			for _, o := range seasons[id] {
				if o.lg == s.lg {
					n++
				}
			}
			if n > 1 && totals[s.lg] == nil {
				tot := &mlbBrefSeason{id: id, code: "TOT", lg: s.lg, nTeams: n}
				totals[s.lg] = tot
				out = append(out, tot)
			}
			if tot := totals[s.lg]; tot != nil {
				tot.acc.merge(&s.acc)
				tot.games += s.gamesPlayed()
				for i := range tot.in {
					tot.in[i] = tot.in[i] || s.in[i]
				}
			}
			out = append(out, s)
		}
		// A total leads its league's team rows; leagues keep their first-seen order.
		sort.SliceStable(out, func(i, j int) bool { return mlbBrefLeagueRank(out, out[i].lg) < mlbBrefLeagueRank(out, out[j].lg) })
		seasons[id] = out
	}
	return order, seasons
}

func mlbBrefLeagueRank(list []*mlbBrefSeason, lg string) int {
	for i, s := range list {
		if s.lg == lg {
			return i
		}
	}
	return len(list)
}
