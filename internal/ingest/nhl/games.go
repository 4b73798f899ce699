package nhl

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// Game sources, one per season (start year):
//
//	1949-50 .. 2014-15  NHL_results.csv (has OT/SO flags and neutral-site notes;
//	                    for 2009-10..2014-15 it is preferred over the NHL API
//	                    schedule files, which carry no OT/SO flag)
//	2015-16 .. 2017-18  NHL_Schedule_<season>.csv (NHL API; no OT/SO flag)
//	2018-19 .. 2025-26  fastRhockey schedule, OT/SO from its player lines (fastr.go)
const (
	nhlSrcResults = "NHL_results.csv"
)

// nhlGameSource names the one source used for a season's games ("" = none).
func nhlGameSource(startYear int) string {
	switch {
	case startYear >= nhlFirstFastr:
		return nhlSrcFastrSched
	case startYear >= nhlFirstSched && startYear <= nhlLastSched:
		return nhlScheduleFile(startYear)
	case startYear >= 1949 && startYear < nhlFirstSched:
		return nhlSrcResults
	}
	return ""
}

func nhlScheduleFile(y int) string { return fmt.Sprintf("NHL_Schedule_%d%d.csv", y, y+1) }

func (l *nhlLoad) addGame(g dataset.Game) error {
	if _, dup := l.gameIdx[g.Key]; dup {
		return fmt.Errorf("duplicate game key %s", g.Key)
	}
	l.gameIdx[g.Key] = len(l.ds.Games)
	l.ds.Games = append(l.ds.Games, g)
	return nil
}

func (l *nhlLoad) readGames() error {
	if err := l.readResults(); err != nil {
		return err
	}
	for y := nhlFirstSched; y <= nhlLastSched; y++ {
		if err := l.readSchedule(y); err != nil {
			return err
		}
	}
	return l.readFastr()
}

// nhlOvertime normalises NHL_results Var.7 ("", OT, 2OT.., SO).
func nhlOvertime(v string) (string, error) {
	switch {
	case v == "", v == "OT", v == "SO":
		return v, nil
	case strings.HasSuffix(v, "OT"):
		if n, err := strconv.Atoi(strings.TrimSuffix(v, "OT")); err == nil && n > 1 {
			return v, nil
		}
	}
	return "", fmt.Errorf("unknown overtime marker %q", v)
}

// nhlNeutral reports whether an NHL_results note places the game away from
// the home team's building ("at Hamilton, ON", "Moved to Toronto for ...").
func nhlNeutral(note string) bool {
	return strings.HasPrefix(note, "at ") || strings.HasPrefix(note, "Moved to ")
}

func (l *nhlLoad) readResults() error {
	t, err := source.ReadTable(l.fsys, nhlDir+nhlSrcResults)
	if err != nil {
		return err
	}
	start := len(l.ds.Games)
	skipped := 0
	err = t.Each(func(r source.Row) error {
		end, ok := r.I("season")
		if !ok {
			return fmt.Errorf("bad season")
		}
		year := end - 1
		if nhlGameSource(year) != nhlSrcResults {
			return nil
		}
		vs, hs := r.S("G"), r.S("G2")
		if vs == "" && hs == "" {
			// Postponed-game placeholders (4 rows in 2013-14); the games
			// were played later and appear on their new dates.
			skipped++
			return nil
		}
		away, ok1 := l.x.byName(r.S("Visitor"), year)
		home, ok2 := l.x.byName(r.S("Home"), year)
		if !ok1 || !ok2 {
			return fmt.Errorf("team name not in crosswalks/nhl_results_names.csv: %q / %q (%d)", r.S("Visitor"), r.S("Home"), year)
		}
		av, ok1 := source.ParseInt(vs)
		hv, ok2 := source.ParseInt(hs)
		if !ok1 || !ok2 {
			return fmt.Errorf("bad score %q-%q", vs, hs)
		}
		ot, err := nhlOvertime(r.S("Var.7"))
		if err != nil {
			return err
		}
		date := r.S("Date")
		g := dataset.Game{Key: "nhl:" + strings.ReplaceAll(date, "-", "") + "-" + away.TmID + "-" + home.TmID,
			SeasonKey: nhlSeasonKey("nhl", year), Date: date, HomeKey: home.Key, AwayKey: away.Key,
			HomeName: home.Name, AwayName: away.Name, HomeScore: dataset.IntPtr(hv), AwayScore: dataset.IntPtr(av),
			Status: dataset.StatusFinal, GameType: dataset.TypeRegular, Overtime: ot, Notes: r.S("Notes"), Source: nhlDir + nhlSrcResults}
		g.Neutral = nhlNeutral(g.Notes)
		g.Attendance, _ = r.I("Att.")
		if r.S("playoffs") == "1" {
			g.GameType = dataset.TypePlayoff
		}
		return l.addGame(g)
	})
	if err != nil {
		return err
	}
	if skipped > 4 {
		return fmt.Errorf("%d score-less rows (expected the 4 postponed placeholders)", skipped)
	}
	nhlMarkFinals(l.ds.Games[start:])
	return nil
}

// nhlMarkFinals marks, per season, the last playoff series (the pair of
// teams that played the season's last playoff game) as the Stanley Cup Final.
func nhlMarkFinals(games []dataset.Game) {
	type pair struct{ a, b string }
	mk := func(g *dataset.Game) pair {
		if g.HomeKey < g.AwayKey {
			return pair{g.HomeKey, g.AwayKey}
		}
		return pair{g.AwayKey, g.HomeKey}
	}
	last := map[string]*dataset.Game{}
	for i := range games {
		g := &games[i]
		if g.GameType != dataset.TypePlayoff {
			continue
		}
		if p := last[g.SeasonKey]; p == nil || g.Date > p.Date {
			last[g.SeasonKey] = g
		}
	}
	final := map[string]pair{}
	for k, g := range last {
		final[k] = mk(g)
	}
	for i := range games {
		g := &games[i]
		if g.GameType == dataset.TypePlayoff && mk(g) == final[g.SeasonKey] {
			g.GameType = dataset.TypeChampionship
			g.Week = "Stanley Cup Final"
		}
	}
}

// nhlRound labels a postseason NHL API game id (season, 03, round, series, game).
func nhlRound(gameID string, seasonType string) (string, string) {
	if len(gameID) != 10 || gameID[4:6] != "03" {
		return dataset.TypeRegular, ""
	}
	switch gameID[6:8] {
	case "00":
		if seasonType == "R" {
			// 2020 return to play: seeding round robin among the top four
			// of each conference (flagged R by the API, but postseason).
			return dataset.TypePlayoff, "Seeding round robin"
		}
		return dataset.TypePlayoff, "Qualifying round"
	case "01":
		return dataset.TypePlayoff, "First round"
	case "02":
		return dataset.TypePlayoff, "Second round"
	case "03":
		return dataset.TypePlayoff, "Third round"
	case "04":
		return dataset.TypeChampionship, "Stanley Cup Final"
	}
	return dataset.TypePlayoff, ""
}

func (l *nhlLoad) readSchedule(year int) error {
	file := nhlScheduleFile(year)
	t, err := source.ReadTable(l.fsys, nhlDir+file)
	if err != nil {
		return err
	}
	want := strconv.Itoa(year) + strconv.Itoa(year+1)
	return t.Each(func(r source.Row) error {
		if r.S("season") != want {
			return fmt.Errorf("season %q in %s", r.S("season"), file)
		}
		id := r.S("game_id")
		gt := id[4:6]
		if gt != "02" && gt != "03" {
			return fmt.Errorf("game %s: not a regular-season or playoff id", id)
		}
		away, ok1 := l.x.byCode(r.S("away_abbreviation"), year)
		home, ok2 := l.x.byCode(r.S("home_abbreviation"), year)
		if !ok1 || !ok2 {
			return fmt.Errorf("code not in crosswalks/nhl_team_codes.csv: %q / %q (%d)", r.S("away_abbreviation"), r.S("home_abbreviation"), year)
		}
		g := dataset.Game{Key: "nhl:" + id, SeasonKey: nhlSeasonKey("nhl", year), Date: r.S("game_date"),
			StartTime: r.S("start_time_ET"), TimeZone: "America/New_York",
			HomeKey: home.Key, AwayKey: away.Key, HomeName: home.Name, AwayName: away.Name, Source: nhlDir + file}
		g.GameType, g.Week = nhlRound(id, r.S("season_type"))
		if g.StartTime == "" {
			g.TimeZone = ""
		}
		av, ok1 := r.I("away_score")
		hv, ok2 := r.I("home_score")
		if ok1 && ok2 {
			g.AwayScore, g.HomeScore, g.Status = dataset.IntPtr(av), dataset.IntPtr(hv), dataset.StatusFinal
		} else {
			g.Status = dataset.StatusScheduled
		}
		if year == 2019 && g.GameType != dataset.TypeRegular {
			// 2020 return to play: every postseason game was played in the
			// Toronto or Edmonton hub; the listed home team is nominal.
			g.Neutral = true
			g.Notes = "2020 return-to-play hub-city game (designated home team)"
		}
		return l.addGame(g)
	})
}

// buildRecentTeamSeasons adds the team seasons after the Databank
// (2018-19 on), computed from the games: W-L-OTL, where an overtime or
// shootout loss is an OTL. The latest seasons take the current clubs'
// conference, division, city and arena from the curated table.
func (l *nhlLoad) buildRecentTeamSeasons() error {
	type rec struct {
		w, l, t, otl int
		playoffs     bool
		code         nhlCodeRow
	}
	units := l.recentUnits()
	for y := nhlLastDatabank + 1; y <= nhlCurrentYear; y++ {
		sk := nhlSeasonKey("nhl", y)
		recs := map[string]*rec{}
		complete := false
		for _, g := range l.ds.Games {
			if g.SeasonKey != sk {
				continue
			}
			if g.GameType != dataset.TypeRegular {
				complete = true // postseason in the file: regular season over
			}
			for _, side := range []struct {
				key      string
				for_, vs *int
			}{{g.HomeKey, g.HomeScore, g.AwayScore}, {g.AwayKey, g.AwayScore, g.HomeScore}} {
				r := recs[side.key]
				if r == nil {
					r = &rec{}
					recs[side.key] = r
				}
				if g.GameType != dataset.TypeRegular {
					r.playoffs = true
					continue
				}
				if side.for_ == nil || side.vs == nil {
					continue
				}
				switch {
				case *side.for_ > *side.vs:
					r.w++
				case *side.for_ < *side.vs && g.Overtime != "":
					r.otl++
				case *side.for_ < *side.vs:
					r.l++
				default:
					r.t++
				}
			}
		}
		var counts []int
		for _, k := range source.SortedKeys(recs) {
			r := recs[k]
			code := l.codeFor(k, y)
			ts := dataset.TeamSeason{FranchiseKey: k, SeasonKey: sk, Name: code.Name, Abbrev: code.Code,
				Source: nhlDir + nhlGameSource(y), MadePlayoffs: r.playoffs}
			if y >= nhlFirstFastr {
				ts.Source += ".gz"
			}
			if y >= nhlCurrentAlign {
				// The current alignment (32 clubs from 2021-22; Utah for Arizona from 2024-25).
				f := l.ds.Franchises[l.franchIdx[k]]
				ts.City, ts.ConferenceKey, ts.DivisionKey, ts.VenueKey = f.City, f.ConferenceKey, f.DivisionKey, f.VenueKey
			} else if u, ok := units(k, y); ok {
				ts.ConferenceKey, ts.DivisionKey = u[0], u[1]
			}
			if complete {
				ts.Wins, ts.Losses, ts.Ties, ts.OTLosses, ts.HasRecord = r.w, r.l, r.t, r.otl, true
				counts = append(counts, r.w+r.l+r.t+r.otl)
			}
			l.ds.TeamSeasons = append(l.ds.TeamSeasons, ts)
		}
		l.seasons[sk].RegularSeasonGames = nhlModeGames(counts)
	}
	return nil
}

// recentUnits gives a franchise's conference and division keys in a season
// between the Databank and the curated alignment: in 2018-19 and 2019-20
// the Databank's 2017-18 alignment (unchanged until the 2020-21 season's
// temporary divisions, which stay unknown); from 2021-22 the current
// alignment, for the clubs that still play (Arizona's place in the Central
// until 2023-24 is not in the data).
func (l *nhlLoad) recentUnits() func(key string, year int) ([2]string, bool) {
	last := map[string][2]string{} // franchise key -> 2017-18 units
	byFranch := map[string]string{}
	current := map[string]bool{}
	for _, fr := range l.x.franchs {
		byFranch[fr.FranchID] = fr.Key
		current[fr.Key] = fr.CuratedTeam != ""
	}
	for _, t := range l.teams {
		if t.Year == nhlLastDatabank && t.Lg == "nhl" && t.Conf != "" && t.Div != "" && byFranch[t.FranchID] != "" {
			last[byFranch[t.FranchID]] = [2]string{nhlConfKey(t.Lg, t.Conf), nhlDivKey(t.Lg, t.Conf, t.Div)}
		}
	}
	return func(key string, year int) ([2]string, bool) {
		switch {
		case year <= nhlLastDatabank+2:
			u, ok := last[key]
			return u, ok
		case year > nhlLastDatabank+3 && current[key]:
			f := l.ds.Franchises[l.franchIdx[key]]
			return [2]string{f.ConferenceKey, f.DivisionKey}, f.ConferenceKey != "" && f.DivisionKey != ""
		}
		return [2]string{}, false
	}
}

// codeFor finds the tri-code row a franchise used in a season.
func (l *nhlLoad) codeFor(key string, year int) nhlCodeRow {
	var out []nhlCodeRow
	for _, c := range l.x.codes {
		if c.Key == key && year >= c.First && (c.Last == 0 || year <= c.Last) {
			out = append(out, c)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].First > out[j].First })
	if len(out) == 0 {
		return nhlCodeRow{Key: key}
	}
	return out[0]
}
