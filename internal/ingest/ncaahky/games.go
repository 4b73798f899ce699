package ncaahky

// NCAA Division I men's ice hockey games:
//   - 1998-99 .. 2012-13 from hockey/uscho_ncaa_d1_scoreboard_1999_2013.csv
//     (USCHO.com composite scoreboard; exhibitions, conference "EX", dropped);
//   - 2024-25 .. 2025-26 from hockey/collegehockeybracket_ncaa_d1_games_2024_25_2025_26.csv.
//
// Team names resolve through crosswalks/ncaahky_team_names.csv to one school
// (franchise) each. A Division I team is a champion or finalist of the
// curated table, a team of a USCHO conference game, or a team of the
// bracket file (a list of D-I games); games against anyone else (Division
// III opponents) are skipped and reported. The two files do not overlap; a
// game listed twice (same date and teams) is imported once. The last NCAA
// tournament game of a season is its national final, checked against the
// curated champion. A team-season's W-L-T counts every D-I game, postseason
// included (college hockey's overall record).

import (
	"fmt"
	"io/fs"
	"log/slog"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/ingest/source"

	"github.com/almanac-sports/almanac/internal/slug"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const (
	ncaahkySrcUSCHO   = "hockey/uscho_ncaa_d1_scoreboard_1999_2013.csv"
	ncaahkySrcBracket = "hockey/collegehockeybracket_ncaa_d1_games_2024_25_2025_26.csv"
	ncaahkySrcNames   = "crosswalks/ncaahky_team_names.csv"
	ncaahkyLastUSCHO  = 2013 // last title year of the USCHO file
)

// ncaahkyConfTourneys are the USCHO event names of conference tournaments.
var ncaahkyConfTourneys = map[string]bool{"ECAC Tournament": true, "CCHA Tournament": true, "WCHA Tournament": true,
	"HEA Tournament": true, "AHA Tournament": true, "CHA Tournament": true}

// ncaahkyRaw is one game as a file gives it, before names are resolved.
type ncaahkyRaw struct {
	title                 int // title (end) year of the season
	date, away, home, src string
	as, hs                int
	neutral, conf, ncaa   bool // conf: a conference game; ncaa: an NCAA tournament game
	final, confFinal      bool // labelled as the national final / a conference tournament game
	ot, event, notes      string
}

func ncaahkyDate(s string) error {
	if _, err := time.Parse("2006-01-02", s); err != nil {
		return fmt.Errorf("bad date %q", s)
	}
	return nil
}

func readUSCHO(fsys fs.FS) ([]ncaahkyRaw, error) {
	var out []ncaahkyRaw
	err := source.EachStream(fsys, ncaahkySrcUSCHO, func(r source.Row) error {
		conf := r.S("conference")
		if conf == "EX" {
			return nil
		}
		y, ok := r.I("season")
		as, ok1 := r.I("visitor.score")
		hs, ok2 := r.I("host.score")
		if !ok || !ok1 || !ok2 || r.S("visitor") == "" || r.S("host") == "" {
			return fmt.Errorf("bad season, team or score")
		}
		g := ncaahkyRaw{title: y, date: r.S("date"), away: r.S("visitor"), home: r.S("host"), as: as, hs: hs,
			neutral: r.S("loc") == "vs.", conf: conf != "NC", src: ncaahkySrcUSCHO + ".gz"}
		if err := ncaahkyDate(g.date); err != nil {
			return err
		}
		switch ot := r.S("ot"); {
		case ot == "" || ot == "OT":
			g.ot = ot
		case strings.HasSuffix(ot, " OT"):
			g.ot = strings.TrimSuffix(ot, " OT") + "OT"
		default:
			return fmt.Errorf("bad ot %q", ot)
		}
		ev := r.S("tournament")
		switch low := strings.ToLower(ev); {
		case strings.Contains(low, "shoot") && strings.Contains(low, "wins"):
			g.notes = ev // a tie decided by a shootout (the score is the tie's)
		case strings.HasPrefix(ev, "NCAA"):
			g.ncaa = true
		default:
			g.event, g.confFinal = ev, ncaahkyConfTourneys[ev]
		}
		out = append(out, g)
		return nil
	})
	return out, err
}

func readBracket(fsys fs.FS) ([]ncaahkyRaw, error) {
	t, err := source.ReadTable(fsys, ncaahkySrcBracket)
	if err != nil {
		return nil, err
	}
	var out []ncaahkyRaw
	lastConf := map[int]string{} // title year -> date of its last conference final
	err = t.Each(func(r source.Row) error {
		first, _, _ := strings.Cut(r.S("season"), "-")
		y, ok := source.ParseInt(first)
		as, ok1 := r.I("awayGoals")
		hs, ok2 := r.I("homeGoals")
		if !ok || !ok1 || !ok2 || r.S("away") == "" || r.S("home") == "" {
			return fmt.Errorf("bad season, team or score")
		}
		g := ncaahkyRaw{title: y + 1, date: r.S("date"), away: r.S("away"), home: r.S("home"), as: as, hs: hs,
			neutral: r.S("neutralSite") == "true", src: ncaahkySrcBracket + ".gz"}
		if err := ncaahkyDate(g.date); err != nil {
			return err
		}
		tie := r.S("tie") == "true"
		switch w := r.S("winner"); {
		case tie != (as == hs), tie && w != "tie", !tie && as > hs && w != g.away, !tie && hs > as && w != g.home:
			return fmt.Errorf("winner %q disagrees with the score %d-%d (tie %v)", w, as, hs, tie)
		}
		if r.S("ot") == "true" {
			g.ot = "OT"
		}
		switch n := r.S("notable"); {
		case n == "National Championship":
			g.ncaa, g.final = true, true
		case strings.HasSuffix(n, " Championship"):
			g.confFinal, g.event = true, n
			if g.date > lastConf[g.title] {
				lastConf[g.title] = g.date
			}
		case n != "":
			g.event = n
		}
		out = append(out, g)
		return nil
	})
	// The file ends each season with the NCAA tournament, unlabelled but for
	// the final: games after the season's last conference final are in it.
	for i := range out {
		if d := lastConf[out[i].title]; d != "" && out[i].date > d {
			out[i].ncaa = true
		}
	}
	return out, err
}

// ncaahkyReadGames adds the games, the team-seasons they give and the seasons
// they need; it returns the last title year with games or a champion.
func ncaahkyReadGames(fsys fs.FS, ds *dataset.Dataset, school func(string) string, seasons map[int]*dataset.Season, lastYear int) (int, error) {
	names := map[string]string{} // source|name -> school
	t, err := source.ReadTable(fsys, ncaahkySrcNames)
	if err != nil {
		return 0, err
	}
	if err := t.Each(func(r source.Row) error {
		if r.S("source") == "" || r.S("name") == "" || r.S("school") == "" {
			return fmt.Errorf("incomplete row")
		}
		names[r.S("source")+"|"+r.S("name")] = r.S("school")
		return nil
	}); err != nil {
		return 0, err
	}
	uscho, err := readUSCHO(fsys)
	if err != nil {
		return 0, err
	}
	bracket, err := readBracket(fsys)
	if err != nil {
		return 0, err
	}
	resolve := func(g ncaahkyRaw, name string) string {
		src := "uscho"
		if g.src != ncaahkySrcUSCHO+".gz" {
			src = "collegehockeybracket"
		}
		if s, ok := names[src+"|"+name]; ok {
			return s
		}
		return name
	}
	d1 := map[string]bool{}
	for _, r := range ds.ChampionshipResults {
		d1[r.WinnerName], d1[r.RunnerUpName] = true, true
	}
	for _, s := range names {
		d1[s] = true
	}
	all := append(uscho, bracket...)
	for _, g := range all {
		if g.conf || g.src != ncaahkySrcUSCHO+".gz" {
			d1[resolve(g, g.away)], d1[resolve(g, g.home)] = true, true
		}
	}
	return ncaahkyBuild(ds, all, resolve, d1, school, seasons, lastYear)
}

func ncaahkyBuild(ds *dataset.Dataset, all []ncaahkyRaw, resolve func(ncaahkyRaw, string) string, d1 map[string]bool,
	school func(string) string, seasons map[int]*dataset.Season, lastYear int) (int, error) {
	sort.SliceStable(all, func(i, j int) bool { return all[i].date < all[j].date })
	final := map[int]int{}     // title year -> index in ds.Games of the national final
	labelled := map[int]bool{} // the file labels the final
	lastGame := map[int]int{}  // title year -> index of its last game
	skipped, doubled := map[string]int{}, 0
	seen := map[string]bool{}
	type rec struct{ w, l, t int }
	recs := map[string]*rec{}
	var tsOrder []string
	ncaaTeams := map[string]bool{}
	teamName := map[string]string{}
	for _, g := range all {
		away, home := resolve(g, g.away), resolve(g, g.home)
		if !d1[away] || !d1[home] {
			for _, n := range []string{away, home} {
				if !d1[n] {
					skipped[n]++
				}
			}
			continue
		}
		ak, hk := school(away), school(home)
		teamName[ak], teamName[hk] = away, home
		key := ncaahkyLeague + ":" + g.date + "-" + slug.Make(away) + "-" + slug.Make(home)
		if seen[key] {
			doubled++
			continue
		}
		seen[key] = true
		s := seasons[g.title]
		if s == nil {
			s = &dataset.Season{Key: ncaahkySeasonKey(g.title), LeagueKey: ncaahkyLeague, StartYear: g.title - 1, EndYear: g.title,
				Name: source.SeasonLabel(g.title-1) + " NCAA Division I Men's Ice Hockey Season"}
			seasons[g.title] = s
		}
		if s.StartDate == "" || g.date < s.StartDate {
			s.StartDate = g.date
		}
		if g.date > s.EndDate {
			s.EndDate = g.date
		}
		if g.title > lastYear {
			lastYear = g.title
		}
		gm := dataset.Game{Key: key, SeasonKey: s.Key, Date: g.date, HomeKey: hk, AwayKey: ak, HomeName: home, AwayName: away,
			HomeScore: dataset.IntPtr(g.hs), AwayScore: dataset.IntPtr(g.as), Neutral: g.neutral, Status: dataset.StatusFinal, GameType: dataset.TypeRegular,
			Overtime: g.ot, Notes: g.notes, Source: g.src}
		switch {
		case g.ncaa:
			gm.GameType, gm.Week = dataset.TypePlayoff, "NCAA Tournament"
			if !labelled[g.title] || g.final {
				final[g.title] = len(ds.Games)
				labelled[g.title] = g.final
			}
			ncaaTeams[hk+"|"+s.Key], ncaaTeams[ak+"|"+s.Key] = true, true
		case g.confFinal:
			gm.GameType, gm.Week = dataset.TypePlayoff, g.event
		case g.event != "":
			gm.Notes = g.event
		}
		lastGame[g.title] = len(ds.Games)
		ds.Games = append(ds.Games, gm)
		for _, side := range [][3]int{{0, g.hs, g.as}, {1, g.as, g.hs}} {
			fr := hk
			if side[0] == 1 {
				fr = ak
			}
			k := fr + "|" + s.Key
			r := recs[k]
			if r == nil {
				r = &rec{}
				recs[k] = r
				tsOrder = append(tsOrder, k)
			}
			switch {
			case side[1] > side[2]:
				r.w++
			case side[1] < side[2]:
				r.l++
			default:
				r.t++
			}
		}
	}
	ncaahkyMarkFinals(ds, final, lastGame, seasons, ncaaTeams)
	for _, k := range tsOrder {
		fr, sk, _ := strings.Cut(k, "|")
		r := recs[k]
		ts := dataset.TeamSeason{FranchiseKey: fr, SeasonKey: sk, Name: teamName[fr], Wins: r.w, Losses: r.l, Ties: r.t, HasRecord: true,
			MadePlayoffs: ncaaTeams[k], Source: ncaahkySrcUSCHO + " (D-I games)"}
		if y, _ := strconv.Atoi(sk[len(ncaahkyLeague)+1:]); y+1 > ncaahkyLastUSCHO {
			// The bracket file lists the games of 55 of the 60-odd D-I teams
			// (none of St. Cloud State's or Colorado College's, for one), so
			// its team records are partial: not given.
			ts.Wins, ts.Losses, ts.Ties, ts.HasRecord = 0, 0, 0, false
			ts.Source = ncaahkySrcBracket + " (partial: no record)"
		}
		ds.TeamSeasons = append(ds.TeamSeasons, ts)
	}
	if len(skipped) > 0 {
		var list []string
		for _, n := range source.SortedKeys(skipped) {
			list = append(list, n+" ("+strconv.Itoa(skipped[n])+")")
		}
		slog.Warn("ncaa-hockey: games against teams outside Division I skipped", "names", strings.Join(list, ", "))
	}
	slog.Debug("ncaa-hockey games", "games", len(ds.Games), "listed_twice", doubled)
	return lastYear, nil
}

// ncaahkyMarkFinals makes each season's last NCAA tournament game its
// national final and checks it against the curated champion: when they
// agree the result links the game, otherwise the difference is recorded.
// USCHO does not label the NCAA games of 1999-2001: there the season's last
// game is the final when its teams are the curated finalists.
func ncaahkyMarkFinals(ds *dataset.Dataset, final, lastGame map[int]int, seasons map[int]*dataset.Season, ncaaTeams map[string]bool) {
	res := map[int]*dataset.ChampionshipResult{}
	for i := range ds.ChampionshipResults {
		res[ds.ChampionshipResults[i].Year] = &ds.ChampionshipResults[i]
	}
	for y, i := range lastGame {
		if _, ok := final[y]; ok || res[y] == nil {
			continue
		}
		g, r := ds.Games[i], res[y]
		if (g.HomeKey == r.WinnerKey && g.AwayKey == r.RunnerUpKey) || (g.AwayKey == r.WinnerKey && g.HomeKey == r.RunnerUpKey) {
			final[y] = i
		}
	}
	for y, i := range final {
		g := &ds.Games[i]
		g.GameType, g.Week = dataset.TypeChampionship, "National Championship"
		seasons[y].PlayoffsEnd = g.Date
		ncaaTeams[g.HomeKey+"|"+g.SeasonKey], ncaaTeams[g.AwayKey+"|"+g.SeasonKey] = true, true
		r := res[y]
		if r == nil {
			continue
		}
		win, lose := g.HomeKey, g.AwayKey
		ws, ls := *g.HomeScore, *g.AwayScore
		if ls > ws {
			win, lose, ws, ls = lose, win, ls, ws
		}
		if win == r.WinnerKey && lose == r.RunnerUpKey && r.WinnerScore != nil && *r.WinnerScore == ws && *r.RunnerUpScore == ls {
			r.GameKey, r.Date = g.Key, g.Date
			continue
		}
		got := fmt.Sprintf("%s %d, %s %d", win, ws, lose, ls)
		want := fmt.Sprintf("%s, %s", r.WinnerKey, r.RunnerUpKey)
		if r.WinnerScore != nil {
			want = fmt.Sprintf("%s %d, %s %d", r.WinnerKey, *r.WinnerScore, r.RunnerUpKey, *r.RunnerUpScore)
		}
		ds.Disagreements = append(ds.Disagreements, dataset.Disagreement{Subject: fmt.Sprintf("%d national final", y), Field: "final",
			KeptSource: r.Source, KeptValue: want, OtherSource: g.Source, OtherValue: got})
	}
}
