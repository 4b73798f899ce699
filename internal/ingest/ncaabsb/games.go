package ncaabsb

// NCAA baseball games 2025-2026 from the stats.ncaa.org box-score file: one
// row per team and game, all divisions. Rules:
//   - a contest is imported when at least one of its teams is D-I (by team
//     id in the team list); a non-D-I opponent is a name, never a franchise;
//   - the two team rows of a contest id make one game;
//   - the source holds some games under two or more contest ids (re-entered
//     box scores): they are one game (dedupe.go);
//   - a game's runs are the team's batting runs, or the opponent's runs
//     allowed when the team has no batting line; a contest where neither
//     team has one is left out;
//   - a team's home park is the park of most of its home games; a game at
//     neither team's home park is neutral, and one at the visitor's park has
//     the home/away labels the wrong way round (swapped here).

import (
	"fmt"
	"io/fs"
	"regexp"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"

	"github.com/almanac-sports/almanac/internal/slug"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const ncaaBsbGamesFile = "baseball/ncaabaseball_team_game_totals_2025_2026_derived.csv.gz"

// ncaaBsbBoxCols are the box figures compared to find re-entered contests
// (the first is runs, the third at-bats).
var ncaaBsbBoxCols = [...]string{"batting_R", "batting_H", "batting_AB", "batting_2B", "batting_3B", "batting_HR",
	"batting_BB", "batting_SO", "batting_HBP", "fielding_E", "fielding_PO", "fielding_A", "player_rows"}

type ncaaBsbSide struct {
	team, name       string // team id and name (with mascot)
	opp, oppName     string
	home             bool
	box              [len(ncaaBsbBoxCols)]int
	runsAllowed      int
	pitched, batting bool // has pitching innings / a whole batting line
}

type ncaaBsbContest struct {
	id, date, stadium string
	num, season, att  int
	line              int
	sides             []ncaaBsbSide
}

// ncaaBsbGames is what the games file gives the group.
type ncaaBsbGames struct {
	games         []dataset.Game
	venues        map[string]*dataset.Venue
	venueOrder    []string
	venueKey      map[string]string // stadium text -> venue key
	homePark      map[string]string // team id -> stadium text
	dates         map[int][2]string // season -> first, last game date
	disagreements []dataset.Disagreement
	// Contests left out (same game again, no batting line, no score) and
	// games whose home/away labels were turned around, for the log.
	duplicates, noBox, noScore, swapped int
}

func ncaaBsbReadContests(fsys fs.FS) ([]*ncaaBsbContest, error) {
	byID := map[string]*ncaaBsbContest{}
	var order []*ncaaBsbContest
	err := source.EachStream(fsys, ncaaBsbGamesFile, func(r source.Row) error {
		season, ok := r.I("season")
		id, date := r.S("game_id"), r.S("game_date")
		num, err := strconv.Atoi(id)
		if !ok || err != nil || len(date) != 10 || r.S("team_id") == "" {
			return fmt.Errorf("season, game_id, game_date and team_id are required")
		}
		s := ncaaBsbSide{team: r.S("team_id"), name: r.S("team_name"), opp: r.S("opponent_team_id"), oppName: r.S("opponent_team_name")}
		switch r.S("home_away") {
		case "home":
			s.home = true
		case "away":
		default:
			return fmt.Errorf("home_away %q is neither home nor away", r.S("home_away"))
		}
		for i, col := range ncaaBsbBoxCols {
			if s.box[i], ok = r.I(col); !ok {
				return fmt.Errorf("%s %q is not a number", col, r.S(col))
			}
		}
		if s.runsAllowed, ok = r.I("pitching_R"); !ok {
			return fmt.Errorf("pitching_R %q is not a number", r.S("pitching_R"))
		}
		ip, ok := r.F("pitching_IP")
		if !ok {
			return fmt.Errorf("pitching_IP %q is not a number", r.S("pitching_IP"))
		}
		// A batting line of fewer than five players is an unfinished box
		// score (the source has such rows with 0-4 at-bats).
		s.pitched, s.batting = ip > 0, s.box[2] > 0 && s.box[12] >= 5
		c := byID[id]
		if c == nil {
			c = &ncaaBsbContest{id: id, num: num, season: season, date: date, stadium: r.S("stadium_name"), line: r.N}
			c.att, _ = r.I("attendance")
			byID[id] = c
			order = append(order, c)
		}
		if c.season != season || c.date != date || len(c.sides) == 2 || (len(c.sides) == 1 && c.sides[0].team == s.team) {
			return fmt.Errorf("game %s: rows disagree on season or date, or the game has more than two teams", id)
		}
		c.sides = append(c.sides, s)
		return nil
	})
	return order, err
}

// ncaaBsbContestScore gives a contest's runs (labelled home side first):
// a team's own batting runs, else the runs its opponent allowed; consistent
// when both rows exist and agree.
func ncaaBsbContestScore(c *ncaaBsbContest) (home, away int, known, consistent bool) {
	p := c.sides[0]
	mine, theirs := p.box[0], p.runsAllowed
	knownMine, knownTheirs := p.batting, p.pitched
	anyBatting := p.batting
	if len(c.sides) == 2 {
		anyBatting = anyBatting || c.sides[1].batting
		q := c.sides[1]
		if q.batting {
			theirs, knownTheirs = q.box[0], true
		}
		if !p.batting && q.pitched {
			mine, knownMine = q.runsAllowed, true
		}
		consistent = p.box[0] == q.runsAllowed && q.box[0] == p.runsAllowed
	}
	if !p.home {
		mine, theirs = theirs, mine
	}
	return mine, theirs, knownMine && knownTheirs && anyBatting, consistent
}

// ncaaBsbHomeParks: each team id's park = the stadium of most of its
// home-listed contests (ties: the first name in sort order).
func ncaaBsbHomeParks(cs []*ncaaBsbContest) map[string]string {
	counts := map[string]map[string]int{}
	for _, c := range cs {
		for _, s := range c.sides {
			if s.home && c.stadium != "" {
				if counts[s.team] == nil {
					counts[s.team] = map[string]int{}
				}
				counts[s.team][c.stadium]++
			}
		}
	}
	parks := make(map[string]string, len(counts))
	for team, m := range counts {
		best, n := "", 0
		for st, k := range m {
			if k > n || (k == n && st < best) {
				best, n = st, k
			}
		}
		parks[team] = best
	}
	return parks
}

var ncaaBsbStadiumRE = regexp.MustCompile(`^(.*\S)\s*\(([^()]*),\s*([^(),]*)\)$`)

// ncaaBsbStadium splits "Name (City, ST)"; a bare "City, ST" has no name.
func ncaaBsbStadium(s string) (name, city, state string) {
	if m := ncaaBsbStadiumRE.FindStringSubmatch(s); m != nil {
		return m[1], strings.TrimSpace(m[2]), strings.TrimSpace(m[3])
	}
	return "", "", ""
}

func (gs *ncaaBsbGames) venue(stadium string) string {
	if k, ok := gs.venueKey[stadium]; ok {
		return k
	}
	name, city, state := ncaaBsbStadium(stadium)
	k := ""
	if name != "" {
		k = ncaaBsbLeague + ":" + slug.Make(stadium)
		if gs.venues[k] == nil {
			gs.venues[k] = &dataset.Venue{Key: k, Name: name, City: city, State: state, Source: ncaaBsbGamesFile}
			gs.venueOrder = append(gs.venueOrder, k)
		}
	}
	gs.venueKey[stadium] = k
	return k
}

// ncaaBsbLoadGames reads the games of D-I teams.
func ncaaBsbLoadGames(fsys fs.FS, teams map[string]ncaaBsbTeam) (*ncaaBsbGames, error) {
	all, err := ncaaBsbReadContests(fsys)
	if err != nil {
		return nil, err
	}
	// Teams outside the NCAA list (NAIA and other non-NCAA schools) get a new
	// id in every game and are -1 on their opponent's row: they are known by
	// name only.
	norm := func(id, name string) string {
		if _, ok := teams[id]; ok {
			return id
		}
		return "x:" + name
	}
	for _, c := range all {
		for i := range c.sides {
			s := &c.sides[i]
			s.team, s.opp = norm(s.team, s.name), norm(s.opp, s.oppName)
		}
	}
	gs := &ncaaBsbGames{venues: map[string]*dataset.Venue{}, venueKey: map[string]string{}, dates: map[int][2]string{},
		homePark: ncaaBsbHomeParks(all)}
	d1 := func(id string) bool { return teams[id].Division == 1 }
	var cs []*ncaaBsbContest
	for _, c := range all {
		s := c.sides[0]
		if !d1(s.team) && !d1(s.opp) {
			continue
		}
		if len(c.sides) == 2 {
			if c.sides[1].team != s.opp || c.sides[1].opp != s.team {
				return nil, fmt.Errorf("%s line %d: game %s: the two rows name other opponents", ncaaBsbGamesFile, c.line, c.id)
			}
			if c.sides[0].home == c.sides[1].home {
				return nil, fmt.Errorf("%s line %d: game %s: both teams are listed as %s", ncaaBsbGamesFile, c.line, c.id, map[bool]string{true: "home", false: "away"}[s.home])
			}
		}
		cs = append(cs, c)
	}
	for _, c := range ncaaBsbDedupe(cs, gs) {
		g, err := gs.game(c, teams)
		if err != nil {
			return nil, fmt.Errorf("%s line %d: %w", ncaaBsbGamesFile, c.line, err)
		}
		if g == nil {
			continue
		}
		d := gs.dates[c.season]
		if d[0] == "" || c.date < d[0] {
			d[0] = c.date
		}
		d[1] = max(d[1], c.date)
		gs.dates[c.season] = d
		gs.games = append(gs.games, *g)
	}
	return gs, nil
}

// game builds one contest's game; nil when the box gives no score.
func (gs *ncaaBsbGames) game(c *ncaaBsbContest, teams map[string]ncaaBsbTeam) (*dataset.Game, error) {
	hs, as, known, _ := ncaaBsbContestScore(c)
	if !known {
		if !c.sides[0].batting && (len(c.sides) == 1 || !c.sides[1].batting) {
			gs.noBox++ // no batting line at all: nothing says the game was played
		} else {
			gs.noScore++
		}
		return nil, nil
	}
	s := c.sides[0]
	home, away, homeName, awayName := s.team, s.opp, s.name, s.oppName
	if !s.home {
		home, away, homeName, awayName = away, home, awayName, homeName
	}
	neutral := false
	if c.stadium != "" && c.stadium != gs.homePark[home] {
		if c.stadium == gs.homePark[away] {
			// Source fix: the game is at the listed visitor's park, so the
			// labels are reversed (e.g. Cal St. Fullerton "home" at UC San
			// Diego's Triton Ballpark, 2025-03-14..16).
			home, away, homeName, awayName, hs, as = away, home, awayName, homeName, as, hs
			gs.swapped++
		} else {
			neutral = true
		}
	}
	key := func(id, name string) (string, string) {
		if tm, ok := teams[id]; ok {
			if tm.Division == 1 {
				return ncaaBsbKey(tm.School), tm.School
			}
			return "", tm.School
		}
		return "", name // not an NCAA team: only the name the box gives
	}
	g := &dataset.Game{Key: ncaaBsbLeague + ":" + c.id, SeasonKey: source.SeasonKey(ncaaBsbLeague, c.season), Date: c.date,
		HomeScore: dataset.IntPtr(hs), AwayScore: dataset.IntPtr(as), Neutral: neutral, Status: dataset.StatusFinal, GameType: dataset.TypeRegular,
		Attendance: c.att, Source: ncaaBsbGamesFile}
	g.HomeKey, g.HomeName = key(home, homeName)
	g.AwayKey, g.AwayName = key(away, awayName)
	if g.HomeKey != "" && g.HomeKey == g.AwayKey {
		return nil, fmt.Errorf("game %s: %s plays itself", c.id, g.HomeName)
	}
	if c.stadium != "" {
		if g.VenueKey = gs.venue(c.stadium); g.VenueKey == "" {
			g.Notes = "Played in " + c.stadium
		}
	}
	return g, nil
}
