package ncaambb

// NCAA men's basketball champions, and the files that add to the Kaggle and
// Sports-Reference ones:
//   - ncaa_mbb_tournament_2026_derived.csv: the 67 games of the 2026
//     tournament (stats.ncaa.org scores, ESPN bracket) and its champion.
//     Team names are stats.ncaa.org's: matched to the Kaggle team list by
//     normalized name, else through crosswalks/ncaambb_statsncaa_names.csv.
//     Keys and dates follow the Kaggle games (DayNum from the 2026 DayZero);
//     all games are at neutral sites, the winner listed first.
//   - curated/ncaa_mbb_champions.csv: the finals the derived champions file
//     lacks (1939-1947, and 1966: ncaa-team-data.csv has no Texas Western
//     1965-66 row, so its champion is blank there).

import (
	"fmt"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const (
	mbbSrc2026    = "ncaa_mbb_tournament_2026_derived.csv"
	mbbSrcCurated = "curated/ncaa_mbb_champions.csv"
)

// mbb2026Rounds maps the file's round names to the Kaggle-era labels.
var mbb2026Rounds = map[string]string{"First Four": "First Four", "Round of 64": "Round of 64", "Round of 32": "Round of 32",
	"Sweet 16": "Sweet 16", "Elite 8": "Elite Eight", "Final Four": "Final Four", "National Championship": "National Championship"}

func mbbNameKey(s string) string {
	s = strings.NewReplacer(".", "", "'", "").Replace(strings.ToLower(s))
	return strings.Join(strings.Fields(s), " ")
}

// statsNCAATeams maps stats.ncaa.org names to Kaggle team ids.
func (l *mbbLoader) statsNCAATeams() (map[string]string, error) {
	out := map[string]string{}
	for id, n := range l.teamName {
		out[mbbNameKey(n)] = id
	}
	t, err := source.ReadTable(l.fsys, "crosswalks/ncaambb_statsncaa_names.csv")
	if err != nil {
		return nil, err
	}
	err = t.Each(func(r source.Row) error {
		id := r.S("kaggle_team_id")
		if l.teamName[id] != r.S("kaggle_name") {
			return fmt.Errorf("Kaggle id %s is %q, not %q", id, l.teamName[id], r.S("kaggle_name"))
		}
		out[mbbNameKey(r.S("stats_ncaa_name"))] = id
		return nil
	})
	return out, err
}

// load2026Tournament adds the 2026 games; the final gives the champion
// (added in loadChampions through l.final2026).
func (l *mbbLoader) load2026Tournament() error {
	ids, err := l.statsNCAATeams()
	if err != nil {
		return err
	}
	t, err := source.ReadTable(l.fsys, ncaambbDir+mbbSrc2026)
	if err != nil {
		return err
	}
	return t.Each(func(r source.Row) error {
		season, ok := r.I("season")
		dz, okz := l.dayZero[season]
		if !ok || !okz {
			return fmt.Errorf("season %q: no DayZero", r.S("season"))
		}
		d, err := time.Parse("2006-01-02", r.S("date"))
		if err != nil {
			return fmt.Errorf("bad date %q", r.S("date"))
		}
		day := int(d.Sub(dz).Hours()/24 + 0.5)
		round, ok := mbb2026Rounds[r.S("round")]
		if !ok || mbbRound(season, day) != round {
			return fmt.Errorf("round %q on day %d (%s)", r.S("round"), day, mbbRound(season, day))
		}
		type side struct {
			id  string
			pts int
		}
		var s [2]side
		for i, p := range []string{"home", "away"} {
			s[i].id = ids[mbbNameKey(r.S(p))]
			if s[i].id == "" {
				return fmt.Errorf("team %q not in the Kaggle team list or crosswalks/ncaambb_statsncaa_names.csv", r.S(p))
			}
			if s[i].pts, ok = r.I(p + "_score"); !ok {
				return fmt.Errorf("no %s score", p)
			}
		}
		if s[1].pts > s[0].pts {
			s[0], s[1] = s[1], s[0] // winner first, as in the Kaggle games
		}
		if s[0].pts == s[1].pts || l.teamName[s[0].id] == "" {
			return fmt.Errorf("no winner")
		}
		w, lo := s[0].id, s[1].id
		key := mbbGameKey(season, day, w, lo)
		if l.gameKeys[key] {
			return fmt.Errorf("game %s twice", key)
		}
		g := dataset.Game{Key: key, SeasonKey: l.season(season), Date: r.S("date"), HomeKey: mbbFranchiseKey(w), AwayKey: mbbFranchiseKey(lo),
			HomeName: l.teamName[w], AwayName: l.teamName[lo], HomeScore: dataset.IntPtr(s[0].pts), AwayScore: dataset.IntPtr(s[1].pts),
			Status: dataset.StatusFinal, GameType: dataset.TypePlayoff, Week: round, Neutral: true, Source: mbbSrc2026}
		if round == "National Championship" {
			g.GameType = dataset.TypeChampionship
			l.final2026 = append(l.final2026, g)
		}
		l.gameKeys[key] = true
		l.ds.Games = append(l.ds.Games, g)
		for _, id := range []string{w, lo} {
			l.frKeys[mbbFranchiseKey(id)] = true
			ts := l.teamSeason(mbbFranchiseKey(id), season)
			ts.MadePlayoffs = true
			mbbAddSource(ts, mbbSrc2026)
		}
		return nil
	})
}

// addFinalsFromGames: the champion of a season whose final is among the
// games but not in the champions file (2026).
func (l *mbbLoader) addFinalsFromGames() {
	for _, g := range l.final2026 {
		y := l.seasons[endYearOf(g.SeasonKey)]
		l.ds.ChampionshipResults = append(l.ds.ChampionshipResults, dataset.ChampionshipResult{ChampionshipKey: mbbChamp, SeasonKey: g.SeasonKey,
			Year: y.EndYear, WinnerKey: g.HomeKey, WinnerName: g.HomeName, RunnerUpKey: g.AwayKey, RunnerUpName: g.AwayName,
			WinnerScore: g.HomeScore, RunnerUpScore: g.AwayScore, Date: g.Date, GameKey: g.Key, Source: g.Source})
		y.ChampionKey, y.PlayoffsEnd = g.HomeKey, g.Date
	}
}

func endYearOf(seasonKey string) int {
	i := strings.LastIndexByte(seasonKey, ':')
	n, _ := source.ParseInt(seasonKey[i+1:])
	return n + 1
}

// loadCuratedChampions adds the curated finals for years without a result.
func (l *mbbLoader) loadCuratedChampions(have map[int]bool) error {
	t, err := source.ReadTable(l.fsys, mbbSrcCurated)
	if err != nil {
		return err
	}
	cols := []string{"champion", "champion_school", "runner_up", "runner_up_school", "score", "overtime", "date", "site_city", "champion_coach", "notes"}
	return t.Each(func(r source.Row) error {
		c := source.CuratedRow(r, cols)
		y, ok := r.I("year")
		if !ok {
			return fmt.Errorf("bad year %q", r.S("year"))
		}
		if have[y] {
			return fmt.Errorf("%d: the champions file already has this final", y)
		}
		wk, err := l.schoolKey(c["champion_school"])
		if err != nil {
			return err
		}
		rk, err := l.schoolKey(c["runner_up_school"])
		if err != nil {
			return err
		}
		res := dataset.ChampionshipResult{ChampionshipKey: mbbChamp, SeasonKey: l.season(y), Year: y, WinnerKey: wk, WinnerName: c["champion"],
			RunnerUpKey: rk, RunnerUpName: c["runner_up"], WinningCoach: c["champion_coach"], Date: c["date"], City: c["site_city"],
			Notes: strings.TrimPrefix(strings.Join([]string{c["overtime"], c["notes"]}, "; "), "; "), Source: mbbSrcCurated}
		res.Notes = strings.TrimSuffix(res.Notes, "; ")
		sc := strings.SplitN(c["score"], "-", 2)
		a, ok1 := source.ParseInt(sc[0])
		b, ok2 := 0, false
		if len(sc) == 2 {
			b, ok2 = source.ParseInt(sc[1])
		}
		if !ok1 || !ok2 || a <= b {
			return fmt.Errorf("%d: bad score %q", y, c["score"])
		}
		res.WinnerScore, res.RunnerUpScore = dataset.IntPtr(a), dataset.IntPtr(b)
		l.frKeys[wk], l.frKeys[rk] = true, true
		l.ds.ChampionshipResults = append(l.ds.ChampionshipResults, res)
		l.seasons[y].ChampionKey = wk
		l.seasons[y].PlayoffsEnd = res.Date
		return nil
	})
}

// mbbSkipChampion: rows of ncaa_mbb_champions_derived.csv not imported as
// results. 1966: the champion (Texas Western) is blank in the source, whose
// Sports-Reference data has no Texas Western 1965-66 row; the curated table
// gives that final. 2013: Louisville's title was vacated by the NCAA (its
// appearance is missing from Sports-Reference too).
var mbbSkipChampion = map[int]string{
	1966: "champion blank in source (curated/ncaa_mbb_champions.csv)",
	2013: "title vacated by the NCAA (Louisville)",
}

func (l *mbbLoader) loadChampions() error {
	l.ds.Championships = append(l.ds.Championships, dataset.Championship{
		Key: mbbChamp, Name: "NCAA Men's Basketball Championship", OfficialName: "NCAA Division I Men's Basketball Tournament",
		Description: "Single-elimination tournament of NCAA Division I men's basketball; the national final decides the title.",
		Sport:       dataset.Basketball, Level: dataset.NCAA, LeagueKey: mbbLeague, FirstYear: 1939,
	})
	t, err := source.ReadTable(l.fsys, ncaambbDir+"ncaa_mbb_champions_derived.csv")
	if err != nil {
		return err
	}
	have := map[int]bool{}
	if err := t.Each(func(r source.Row) error {
		y, _ := r.I("season")
		if _, skip := mbbSkipChampion[y]; skip || r.S("champion") == "" {
			return nil
		}
		have[y] = true
		side := func(prefix string) (key, name string, err error) {
			if id := r.S(prefix + "_kaggle_id"); id != "" {
				if l.teamName[id] == "" {
					return "", "", fmt.Errorf("%d: Kaggle id %s not in MTeams", y, id)
				}
				return mbbFranchiseKey(id), l.teamName[id], nil
			}
			slug := r.S(prefix)
			if slug == "" {
				return "", "", nil
			}
			key, err = l.schoolKey(slug)
			if err != nil {
				return "", "", err
			}
			if id := l.srToID[slug]; id != "" {
				return key, l.teamName[id], nil
			}
			return key, l.srName[slug], nil
		}
		wk, wn, err := side("champion")
		if err != nil {
			return err
		}
		rk, rn, err := side("runner_up")
		if err != nil {
			return err
		}
		res := dataset.ChampionshipResult{ChampionshipKey: mbbChamp, SeasonKey: l.season(y), Year: y, WinnerKey: wk, WinnerName: wn,
			RunnerUpKey: rk, RunnerUpName: rn, WinningCoach: l.displayCoach(r.S("champion_coach")), Source: "ncaa_mbb_champions_derived.csv"}
		l.frKeys[wk] = true
		if rk != "" {
			l.frKeys[rk] = true
		}
		if sc := strings.SplitN(r.S("score"), "-", 2); len(sc) == 2 {
			a, ok1 := source.ParseInt(sc[0])
			b, ok2 := source.ParseInt(sc[1])
			if ok1 && ok2 {
				res.WinnerScore, res.RunnerUpScore = dataset.IntPtr(a), dataset.IntPtr(b)
			}
		}
		if ot, _ := r.I("overtimes"); ot > 0 {
			res.Notes = mbbOvertime(ot)
		}
		if c := r.S("final_site_city"); c != "" {
			res.City = c
			if s := r.S("final_site_state"); s != "" {
				res.City += ", " + s
			}
		}
		if day, ok := r.I("final_daynum"); ok {
			dz, ok := l.dayZero[y]
			if !ok {
				return fmt.Errorf("%d: no DayZero", y)
			}
			res.Date = dz.AddDate(0, 0, day).Format("2006-01-02")
			gk := mbbGameKey(y, day, r.S("champion_kaggle_id"), r.S("runner_up_kaggle_id"))
			if !l.gameKeys[gk] {
				return fmt.Errorf("%d: final %s not among the games", y, gk)
			}
			res.GameKey = gk
		}
		l.ds.ChampionshipResults = append(l.ds.ChampionshipResults, res)
		l.seasons[y].ChampionKey = wk
		if res.Date != "" {
			l.seasons[y].PlayoffsEnd = res.Date
		}
		return nil
	}); err != nil {
		return err
	}
	for _, g := range l.final2026 {
		if have[endYearOf(g.SeasonKey)] {
			return fmt.Errorf("%s: final %s already in the champions file", mbbSrc2026, g.Key)
		}
	}
	l.addFinalsFromGames()
	return l.loadCuratedChampions(have)
}
