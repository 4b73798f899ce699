// Package ncaafb is the NCAA Division I (FBS) football importer (group "ncaa-football").
//
//   - football/all_cfb_games_1924_2024.csv (CFBD, FBS filter): matchups with
//     each team's conference that season, but NO scores. Used only for the
//     school list, conferences by season and (record-less) team seasons;
//     these games are not imported as games.
//   - football/cfbd_games_2021_2025.csv (CFBD): 2021-2024 games with scores
//     (FBS filter; cfbd.go).
//   - football/cfb_schedule_2025.csv (cfbfastR/ESPN): the 2025 season with
//     scores, venues, attendance and the postseason (CFP final included).
//   - curated/ncaa_football_champions.csv: one national champion per season
//     (CFP > BCS > AP; coaches'-poll rows only when nothing else exists).
//
// ESPN and curated team names are mapped to CFBD school names with
// data/crosswalks/ncaafb_team_names.csv. See data/notes/football.md.
package ncaafb

import (
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"

	"github.com/almanac-sports/almanac/internal/slug"
)

const (
	ncaafbDir         = "football/" // the sport's folder, shared with the NFL's files
	ncaafbEastern     = "America/New_York"
	ncaafbLeague      = "ncaa-football"
	ncaafbSrcHist     = "all_cfb_games_1924_2024.csv"
	ncaafbSrc2025     = "cfb_schedule_2025.csv"
	ncaafbSrcChamps   = "curated/ncaa_football_champions.csv"
	ncaafbSrcNames    = "crosswalks/ncaafb_team_names.csv"
	ncaafbChampKey    = "ncaa-football-national-championship"
	ncaafbSeason2025  = 2025
	ncaafbMinFBSGames = 6  // games in the FBS-filtered file that make a team-season FBS
	ncaafbFull2025    = 12 // regular-season games that make a 2025 schedule complete
)

// ncaafbSelectorRank orders the curated selectors: lower wins.
func ncaafbSelectorRank(sel string) int {
	switch {
	case sel == "CFP":
		return 0
	case sel == "BCS":
		return 1
	case sel == "AP":
		return 2
	case strings.HasPrefix(sel, "Coaches"):
		return 3
	}
	return 9
}

type ncaafbTeamSeason struct {
	games int
	confs map[string]int
}

type ncaafbLoader struct {
	fsys fs.FS
	ds   *dataset.Dataset

	espn    map[string]string // ESPN name -> CFBD name
	curated map[string]string // curated name -> CFBD name
	nick    map[string]string // CFBD name -> nickname (from the ESPN name)

	hist      map[string]map[int]*ncaafbTeamSeason // team -> season -> counts
	dates     map[int][2]string                    // season -> first, last game date
	franchise map[string]string                    // CFBD name -> franchise key

	games   []dataset.Game
	venues  map[string]*dataset.Venue
	vOrder  []string
	teams25 map[string]int // CFBD name -> games in the 2025 file
}

// Load reads the college football files.
func Load(fsys fs.FS) (*dataset.Dataset, error) {
	l := &ncaafbLoader{fsys: fsys, ds: &dataset.Dataset{}, venues: map[string]*dataset.Venue{}}
	l.ds.Leagues = []dataset.League{{Key: ncaafbLeague, Name: "NCAA Division I Football (FBS)", Abbrev: "NCAA FBS", Sport: dataset.Football, Level: dataset.NCAA, FirstYear: 1924, LastYear: ncaafbSeason2025}}
	for _, f := range []func() error{l.readNames, l.readHistory, l.count2025} {
		if err := f(); err != nil {
			return nil, err
		}
	}
	champs, err := l.readChampions()
	if err != nil {
		return nil, err
	}
	if err := l.buildFranchises(champs); err != nil {
		return nil, err
	}
	if err := l.readCFBD(); err != nil {
		return nil, err
	}
	if err := l.read2025(); err != nil {
		return nil, err
	}
	if err := l.buildSeasons(champs); err != nil {
		return nil, err
	}
	l.ds.Games = l.games
	for _, k := range l.vOrder {
		l.ds.Venues = append(l.ds.Venues, *l.venues[k])
	}
	return l.ds, nil
}

func ncaafbSeasonKey(y int) string { return ncaafbLeague + ":" + strconv.Itoa(y) }

func ncaafbFranchiseKey(name string) string { return ncaafbLeague + ":" + slug.Make(name) }

func ncaafbConfKey(name string) string { return ncaafbLeague + ":conf:" + slug.Make(name) }

func (l *ncaafbLoader) readNames() error {
	t, err := source.ReadTable(l.fsys, ncaafbSrcNames)
	if err != nil {
		return err
	}
	l.espn, l.curated, l.nick = map[string]string{}, map[string]string{}, map[string]string{}
	return t.Each(func(r source.Row) error {
		name, cfbd := r.S("name"), r.S("cfbd_name")
		switch r.S("source") {
		case "espn":
			l.espn[name] = cfbd
			if n := r.S("nickname"); cfbd != "" && n != "" {
				l.nick[cfbd] = n
			}
		case "curated":
			l.curated[name] = cfbd
		default:
			return fmt.Errorf("unknown source %q", r.S("source"))
		}
		return nil
	})
}

// ncaafbSeasonOf: games before July belong to the previous season.
func ncaafbSeasonOf(t time.Time) int {
	if t.Month() < time.July {
		return t.Year() - 1
	}
	return t.Year()
}

func (l *ncaafbLoader) noteDate(season int, date string) {
	d, ok := l.dates[season]
	if !ok {
		l.dates[season] = [2]string{date, date}
		return
	}
	if date < d[0] {
		d[0] = date
	}
	if date > d[1] {
		d[1] = date
	}
	l.dates[season] = d
}

func (l *ncaafbLoader) readHistory() error {
	t, err := source.ReadTable(l.fsys, ncaafbDir+ncaafbSrcHist)
	if err != nil {
		return err
	}
	l.hist, l.dates = map[string]map[int]*ncaafbTeamSeason{}, map[int][2]string{}
	return t.Each(func(r source.Row) error {
		ts, err := strconv.ParseInt(r.S("timestamp"), 10, 64)
		if err != nil {
			return fmt.Errorf("bad timestamp %q", r.S("timestamp"))
		}
		when := time.Unix(ts, 0).UTC()
		season := ncaafbSeasonOf(when)
		l.noteDate(season, when.Format("2006-01-02"))
		for _, side := range [][2]string{{r.S("Team1"), r.S("Conf1")}, {r.S("Team2"), r.S("Conf2")}} {
			if side[0] == "" {
				continue
			}
			m := l.hist[side[0]]
			if m == nil {
				m = map[int]*ncaafbTeamSeason{}
				l.hist[side[0]] = m
			}
			s := m[season]
			if s == nil {
				s = &ncaafbTeamSeason{confs: map[string]int{}}
				m[season] = s
			}
			s.games++
			if side[1] != "" {
				s.confs[side[1]]++
			}
		}
		return nil
	})
}

// conference is the team-season's (most frequent) conference.
func (s *ncaafbTeamSeason) conference() string {
	best, n := "", 0
	for _, c := range source.SortedKeys(s.confs) {
		if s.confs[c] > n {
			best, n = c, s.confs[c]
		}
	}
	return best
}

// fbs: a team-season counts as FBS when the team had a conference that
// season and at least ncaafbMinFBSGames games in the FBS-filtered file
// (FCS opponents only appear in their one or two games against FBS teams).
func (s *ncaafbTeamSeason) fbs() bool {
	return s.games >= ncaafbMinFBSGames && s.conference() != ""
}

func (l *ncaafbLoader) count2025() error {
	t, err := source.ReadTable(l.fsys, ncaafbDir+ncaafbSrc2025)
	if err != nil {
		return err
	}
	l.teams25 = map[string]int{}
	return t.Each(func(r source.Row) error {
		for _, n := range []string{r.S("home_team"), r.S("away_team")} {
			cfbd, ok := l.espn[n]
			if !ok {
				return fmt.Errorf("ESPN team %q not in %s", n, ncaafbSrcNames)
			}
			if cfbd != "" {
				l.teams25[cfbd]++
			}
		}
		return nil
	})
}

// ncaafbChamp is the chosen curated row of one season.
type ncaafbChamp struct {
	season                     int
	selector, champion, runner string
	r                          map[string]string
	unv                        map[string]bool
}

func (l *ncaafbLoader) readChampions() (map[int]*ncaafbChamp, error) {
	t, err := source.ReadTable(l.fsys, ncaafbSrcChamps)
	if err != nil {
		return nil, err
	}
	out := map[int]*ncaafbChamp{}
	cols := []string{"champion", "runner_up", "score", "game", "venue", "city", "date", "selector", "notes"}
	if err := t.Each(func(r source.Row) error {
		season, ok := r.I("season")
		if !ok {
			return fmt.Errorf("bad season")
		}
		unv := source.Unverified(r.S("unverified_fields"))
		if unv["champion"] {
			return nil // champion itself unconfirmed: skipped (see notes)
		}
		c := &ncaafbChamp{season: season, selector: r.S("selector"), r: map[string]string{}, unv: unv}
		for _, col := range cols {
			if !unv[col] {
				c.r[col] = r.S(col)
			}
		}
		var ok2 bool
		if c.champion, ok2 = l.curated[r.S("champion")]; !ok2 || c.champion == "" {
			return fmt.Errorf("champion %q not in %s", r.S("champion"), ncaafbSrcNames)
		}
		if ru := c.r["runner_up"]; ru != "" {
			if c.runner, ok2 = l.curated[ru]; !ok2 || c.runner == "" {
				return fmt.Errorf("runner-up %q not in %s", ru, ncaafbSrcNames)
			}
		}
		if prev := out[season]; prev == nil || ncaafbSelectorRank(c.selector) < ncaafbSelectorRank(prev.selector) {
			out[season] = c
		}
		return nil
	}); err != nil {
		return nil, err
	}
	return out, nil
}

func (l *ncaafbLoader) buildFranchises(champs map[int]*ncaafbChamp) error {
	names := map[string]bool{}
	for team, seasons := range l.hist {
		for _, s := range seasons {
			if s.fbs() {
				names[team] = true
				break
			}
		}
	}
	for _, c := range champs {
		names[c.champion] = true
		if c.runner != "" {
			names[c.runner] = true
		}
	}
	// 2025 schools with a full schedule in the 2025 file (e.g. the new FBS
	// members Delaware and Missouri State).
	for team, n := range l.teams25 {
		if n >= ncaafbFull2025 && l.hist[team] != nil {
			names[team] = true
		}
	}
	confSpan := map[string][2]int{}
	l.franchise = map[string]string{}
	keys := map[string]string{}
	for _, team := range source.SortedKeys(names) {
		key := ncaafbFranchiseKey(team)
		if other, dup := keys[key]; dup {
			return fmt.Errorf("schools %q and %q share key %s", other, team, key)
		}
		keys[key] = team
		l.franchise[team] = key
		f := dataset.Franchise{Key: key, Sport: dataset.Football, Level: dataset.NCAA, LeagueKey: ncaafbLeague, Name: team, Nickname: l.nick[team],
			Source: ncaafbDir + ncaafbSrcHist}
		seasons := l.hist[team]
		years := make([]int, 0, len(seasons))
		for y := range seasons {
			years = append(years, y)
		}
		sort.Ints(years)
		lastFBS := 0
		for _, y := range years {
			s := seasons[y]
			if !s.fbs() {
				continue
			}
			lastFBS = y
			conf := s.conference()
			sp, ok := confSpan[conf]
			if !ok {
				sp = [2]int{y, y}
			}
			if y < sp[0] {
				sp[0] = y
			}
			if y > sp[1] {
				sp[1] = y
			}
			confSpan[conf] = sp
			l.ds.TeamSeasons = append(l.ds.TeamSeasons, dataset.TeamSeason{FranchiseKey: key, SeasonKey: ncaafbSeasonKey(y), Name: team,
				ConferenceKey: ncaafbConfKey(conf), Source: ncaafbDir + ncaafbSrcHist})
		}
		if lastFBS > 0 {
			f.ConferenceKey = ncaafbConfKey(seasons[lastFBS].conference())
		}
		last := lastFBS
		if l.teams25[team] > 0 {
			last = ncaafbSeason2025
		}
		if last < ncaafbSeason2025 {
			f.LastYear = last
		}
		l.ds.Franchises = append(l.ds.Franchises, f)
	}
	for _, c := range source.SortedKeys(confSpan) {
		sp := confSpan[c]
		l.ds.Conferences = append(l.ds.Conferences, dataset.Conference{Key: ncaafbConfKey(c), LeagueKey: ncaafbLeague, Name: c,
			FirstYear: sp[0], LastYear: sp[1]})
	}
	return nil
}
