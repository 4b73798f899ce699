package mlb

// MLB seasons after the Lahman tables (2025): the regular season from the
// Retrosheet game table (retrosheet_gameinfo_2000_2025.csv.gz, regular
// season only) and the World Series from curated/world_series_2025.csv.
//
// Lahman has no team-season rows yet, so each club's last Lahman team-season
// is carried forward: same team id, franchise, league and division, with the
// new Retrosheet id and name where crosswalks/mlb_retro_teams.csv gives one
// (2025 Athletics: ATH, Sutter Health Park). G, W and L are counted from the
// games, which are complete for 2025 (2,430; SOURCES.md checks every W-L).
// Other 2025 postseason rounds have no file: only the two pennant winners
// are known to have made the playoffs.

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"

	"github.com/almanac-sports/almanac/internal/ingest/source"
)

const (
	mlbSrcGameinfo = "retrosheet_gameinfo_2000_2025.csv"
	mlbSrcWS2025   = "curated/world_series_2025.csv"
)

// recentTeams carries the last Lahman team-seasons forward into the seasons
// the Retrosheet game table has beyond Lahman, and parses those games.
func (b *mlbBuild) recentTeams() error {
	b.teams.lahmanLast = b.teams.lastYear
	b.recentMVP, b.recentManager = map[int]string{}, map[int]string{}
	t := b.tabs[mlbSrcGameinfo]
	c, err := mlbColsOf(t, "gid", "visteam", "hometeam", "site", "date", "number", "attendance", "vruns", "hruns", "season")
	if err != nil {
		return err
	}
	xw, err := mlbParseXwalk(b.tabs["crosswalks/mlb_retro_teams.csv"])
	if err != nil {
		return err
	}
	// Retrosheet id of a franchise in a new season, when it changed.
	newRetro := map[mlbYT]mlbXwalkRow{}
	for _, x := range xw {
		for y := max(x.First, b.teams.lahmanLast+1); y <= x.Last; y++ {
			newRetro[mlbYT{y, x.FranchKey}] = x // keyed by franchise key
		}
	}
	var rows []int
	years := map[int]bool{}
	for n, rec := range t.Rows {
		y, ok := source.ParseInt(c.s(rec, "season"))
		if !ok {
			return fmt.Errorf("%s line %d: bad season %q", t.Name, n+2, c.s(rec, "season"))
		}
		if y > b.teams.lahmanLast {
			rows = append(rows, n)
			years[y] = true
		}
	}
	var ys []int
	for y := range years {
		ys = append(ys, y)
	}
	sort.Ints(ys)
	for _, y := range ys {
		if y != b.teams.lastYear+1 {
			return fmt.Errorf("%s: season %d does not follow %d", t.Name, y, b.teams.lastYear)
		}
		b.carryForward(y, newRetro)
	}
	for _, n := range rows {
		rec := t.Rows[n]
		g, err := b.gameinfoGame(c, rec)
		if err != nil {
			return fmt.Errorf("%s line %d: %w", t.Name, n+2, err)
		}
		b.recent = append(b.recent, g)
		b.countRecord(&b.recent[len(b.recent)-1])
	}
	if err := b.worldSeries2025(); err != nil {
		return err
	}
	return b.mlbStatsAPIGames()
}

// carryForward copies every team-season of year y-1 into year y (record
// zeroed, new Retrosheet id and name from the crosswalk where given).
func (b *mlbBuild) carryForward(y int, newRetro map[mlbYT]mlbXwalkRow) {
	var added []*mlbTeam
	for _, prev := range b.teams.list {
		if prev.Year != y-1 {
			continue
		}
		tm := *prev
		tm.Year, tm.G, tm.W, tm.L = y, 0, 0, 0
		tm.DivWin, tm.WCWin, tm.LgWin, tm.WSWin, tm.InPost = false, false, false, false, false
		tm.MainPark, tm.Manager, tm.City = "", "", ""
		if x, ok := newRetro[mlbYT{y, tm.FranchKey()}]; ok {
			tm.Retro, tm.Name, tm.Abbrev = x.Retro, x.Name, x.Retro
		}
		added = append(added, &tm)
	}
	for _, tm := range added {
		b.teams.add(tm)
	}
	b.teams.lastYear = y
}

// add inserts a carried-forward team-season (the list stays sorted).
func (ts *mlbTeams) add(tm *mlbTeam) {
	ts.byID[mlbYT{tm.Year, tm.ID}] = tm
	ts.byRetro[mlbYT{tm.Year, tm.Retro}] = tm
	ts.list = append(ts.list, tm)
}

func (b *mlbBuild) gameinfoGame(c mlbCols, rec []string) (mlbGame, error) {
	d := c.s(rec, "date")
	if len(d) != 8 {
		return mlbGame{}, fmt.Errorf("bad date %q", d)
	}
	y, _ := source.ParseInt(d[:4])
	h, v := b.teams.byRetro[mlbYT{y, c.s(rec, "hometeam")}], b.teams.byRetro[mlbYT{y, c.s(rec, "visteam")}]
	if h == nil || v == nil {
		return mlbGame{}, fmt.Errorf("unknown team %q or %q in %d", c.s(rec, "hometeam"), c.s(rec, "visteam"), y)
	}
	hr, ok1 := c.n(rec, "hruns")
	vr, ok2 := c.n(rec, "vruns")
	if !ok1 || !ok2 {
		return mlbGame{}, fmt.Errorf("game %s has no score", c.s(rec, "gid"))
	}
	g := mlbGame{GID: c.s(rec, "gid"), Date: d[:4] + "-" + d[4:6] + "-" + d[6:], Site: c.s(rec, "site"), Src: mlbSrcGameinfo + ".gz",
		Home: h, Away: v, HomeRuns: hr, AwayRuns: vr, Attendance: max(0, c.i(rec, "attendance"))}
	if len(g.GID) != 12 {
		return mlbGame{}, fmt.Errorf("bad gid %q", g.GID)
	}
	g.Num, _ = source.ParseInt(g.GID[11:])
	return g, nil
}

// countRecord adds a regular-season game to both teams' G-W-L.
func (b *mlbBuild) countRecord(g *mlbGame) {
	g.Home.G++
	g.Away.G++
	switch {
	case g.HomeRuns > g.AwayRuns:
		g.Home.W++
		g.Away.L++
	case g.HomeRuns < g.AwayRuns:
		g.Home.L++
		g.Away.W++
	}
}

// The curated notes name the series MVP and the winning manager.
var (
	mlbWSMVP     = regexp.MustCompile(`World Series MVP ([^(;]+?) \(`)
	mlbWSManager = regexp.MustCompile(`manager ([^;(]+?)\s*$`)
)

// worldSeries2025 reads the curated 2025 World Series games: the two teams
// become pennant winners, the series a SeriesPost-like row.
func (b *mlbBuild) worldSeries2025() error {
	t := b.tabs[mlbSrcWS2025]
	if t == nil || len(t.Rows) == 0 {
		return nil
	}
	byName := map[string]*mlbTeam{}
	for _, tm := range b.teams.list {
		if tm.Year == 2025 {
			byName[tm.Name] = tm
		}
	}
	if len(byName) == 0 {
		return fmt.Errorf("%s: no 2025 team-seasons (Retrosheet 2025 games missing)", mlbSrcWS2025)
	}
	wins := map[*mlbTeam]int{}
	err := t.Each(func(r source.Row) error {
		if r.S("verified") != "yes" || r.S("unverified_fields") != "" {
			return fmt.Errorf("unverified row")
		}
		h, a := byName[r.S("home_team")], byName[r.S("away_team")]
		if h == nil || a == nil {
			return fmt.Errorf("unknown team %q or %q", r.S("home_team"), r.S("away_team"))
		}
		hs, ok1 := r.I("home_score")
		as, ok2 := r.I("away_score")
		n, ok3 := r.I("game")
		if !ok1 || !ok2 || !ok3 || hs == as || len(r.S("date")) != 10 {
			return fmt.Errorf("bad game, date or score")
		}
		d := r.S("date")
		g := mlbGame{GID: fmt.Sprintf("%s%s%s%s0", h.Retro, d[:4], d[5:7], d[8:10]), Date: d, Home: h, Away: a,
			HomeRuns: hs, AwayRuns: as, Post: true, WS: true, Src: mlbSrcWS2025, Note: "Game " + strconv.Itoa(n)}
		if hs > as {
			wins[h]++
		} else {
			wins[a]++
		}
		b.recent = append(b.recent, g)
		if m := mlbWSMVP.FindStringSubmatch(r.S("notes")); m != nil {
			b.recentMVP[2025] = m[1]
		}
		if m := mlbWSManager.FindStringSubmatch(r.S("notes")); m != nil {
			b.recentManager[2025] = m[1]
		}
		return nil
	})
	if err != nil {
		return err
	}
	if len(wins) != 2 {
		return fmt.Errorf("%s: %d winning teams, want 2", mlbSrcWS2025, len(wins))
	}
	var w, l *mlbTeam
	for tm, n := range wins {
		if n == 4 {
			w = tm
		} else {
			l = tm
		}
	}
	if w == nil || l == nil {
		return fmt.Errorf("%s: no team won 4 games", mlbSrcWS2025)
	}
	for _, tm := range []*mlbTeam{w, l} {
		tm.InPost, tm.LgWin = true, true
	}
	w.WSWin = true
	b.recentSeries = append(b.recentSeries, mlbSeries{Year: 2025, Round: "WS", Winner: w.ID, Loser: l.ID, Wins: wins[w], Losses: wins[l]})
	return nil
}

// recentParks runs after seriesPost and homeParks: it adds the carried
// series, and takes each new team-season's main park and home-game counts
// from its games (HomeGames.csv stops with Lahman).
func (b *mlbBuild) recentParks() error {
	for _, s := range b.recentSeries {
		b.roundOf[mlbPairOf(s.Year, s.Winner, s.Loser)] = mlbRoundLabel(s.Round)
		b.series = append(b.series, s)
	}
	best := map[*mlbTeam]int{}
	for i := range b.recent {
		g := &b.recent[i]
		if g.Post {
			continue
		}
		k := mlbYTP{g.Home.Year, g.Home.ID, g.Site}
		b.homeCount[k]++
		if n := b.homeCount[k]; n > best[g.Home] || (n == best[g.Home] && g.Site < g.Home.MainPark) {
			best[g.Home], g.Home.MainPark = n, g.Site
		}
	}
	// Games without a park (MLB Stats API: a venue name only) are placed in
	// the home team's park of the year before, then counted.
	for i := range b.recent {
		g := &b.recent[i]
		if g.Post || g.Site != "" {
			continue
		}
		prev := b.teams.byID[mlbYT{g.Home.Year - 1, g.Home.ID}]
		if prev == nil || prev.MainPark == "" {
			return fmt.Errorf("game %s: no park for %s %d", g.GID, g.Home.ID, g.Home.Year)
		}
		g.Site = prev.MainPark
		k := mlbYTP{g.Home.Year, g.Home.ID, g.Site}
		b.homeCount[k]++
		if n := b.homeCount[k]; n > best[g.Home] {
			best[g.Home], g.Home.MainPark = n, g.Site
		}
	}
	// World Series games were played in the home team's main park.
	for i := range b.recent {
		if g := &b.recent[i]; g.Post {
			g.Site = g.Home.MainPark
		}
	}
	return nil
}
