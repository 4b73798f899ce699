package nba

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// loadFinals: every BAA/NBA Finals 1947-2024 from nba_finals_derived.csv;
// later ones from the games (recent.go).
// The BAA Finals 1947-49 are counted by the NBA as its championships.
func (l *nbaLoader) loadFinals() error {
	l.ds.Championships = append(l.ds.Championships, dataset.Championship{
		Key: "nba-finals", Name: "NBA Championship", OfficialName: "NBA Finals", Trophy: "Larry O'Brien Championship Trophy",
		Description: "Final series of the NBA playoffs; the BAA Finals of 1947-1949 count as NBA championships.",
		Sport:       dataset.Basketball, Level: dataset.Pro, LeagueKey: "nba", FirstYear: 1947,
	})
	t, err := source.ReadTable(l.fsys, nbaDir+"nba_finals_derived.csv")
	if err != nil {
		return err
	}
	have := map[int]bool{}
	err = t.Each(func(r source.Row) error {
		y, _ := r.I("season")
		have[y] = true
		wc, rc := r.S("champion_code"), r.S("runner_up_code")
		if r.S("source") == "play_off_totals_2010_2024.csv" {
			// These rows use NBA.com abbreviations (PHX, BKN, CHA, ...).
			var err error
			if wc, err = l.brefFromNBACom(wc, y); err != nil {
				return err
			}
			if rc, err = l.brefFromNBACom(rc, y); err != nil {
				return err
			}
		}
		wf, err := l.franchiseOf(wc)
		if err != nil {
			return err
		}
		rf, err := l.franchiseOf(rc)
		if err != nil {
			return err
		}
		sk := nbaSeasonKey(r.S("league"), y)
		n, _ := r.I("games")
		res := dataset.ChampionshipResult{ChampionshipKey: "nba-finals", SeasonKey: sk, Year: y, WinnerKey: wf, WinnerName: r.S("champion"),
			RunnerUpKey: rf, RunnerUpName: r.S("runner_up"), SeriesResult: r.S("series_result"), Date: r.S("last_game_date"),
			WinningCoach: r.S("champion_coach"), Source: "nba_finals_derived.csv"}
		if err := l.markSeries(&res, sk, wf, rf, r.S("first_game_date"), r.S("last_game_date"), n); err != nil {
			return fmt.Errorf("%d Finals: %w", y, err)
		}
		l.ds.ChampionshipResults = append(l.ds.ChampionshipResults, res)
		l.seasons[sk].ChampionKey = wf
		l.seasons[sk].PlayoffsEnd = res.Date
		return nil
	})
	if err != nil {
		return err
	}
	return l.loadRecentFinals(have)
}

// markSeries types the games of a final series between teams a and b from
// first to last (inclusive) as championship games, checks that want games
// were found (when want > 0) and links the result to the last one.
func (l *nbaLoader) markSeries(res *dataset.ChampionshipResult, sk, a, b, first, last string, want int) error {
	var idx []int
	for i := range l.ds.Games {
		g := &l.ds.Games[i]
		if g.SeasonKey != sk || g.GameType == dataset.TypeRegular || g.Date < first || g.Date > last {
			continue
		}
		if (g.HomeKey == a && g.AwayKey == b) || (g.HomeKey == b && g.AwayKey == a) {
			idx = append(idx, i)
		}
	}
	if want > 0 && len(idx) != want {
		return fmt.Errorf("%d series games found between %s and %s, source says %d", len(idx), a, b, want)
	}
	if len(idx) == 0 {
		return nil
	}
	sort.SliceStable(idx, func(i, j int) bool { return l.ds.Games[idx[i]].Date < l.ds.Games[idx[j]].Date })
	for _, i := range idx {
		l.ds.Games[i].GameType = dataset.TypeChampionship
		l.ds.Games[i].Week = "Finals"
	}
	g := l.ds.Games[idx[len(idx)-1]]
	if g.Date != last {
		return fmt.Errorf("last series game on %s, source says %s", g.Date, last)
	}
	res.GameKey = g.Key
	if g.HomeKey == res.WinnerKey {
		res.WinnerScore, res.RunnerUpScore = dataset.IntPtr(*g.HomeScore), dataset.IntPtr(*g.AwayScore)
	} else {
		res.WinnerScore, res.RunnerUpScore = dataset.IntPtr(*g.AwayScore), dataset.IntPtr(*g.HomeScore)
	}
	if *res.WinnerScore < *res.RunnerUpScore {
		return fmt.Errorf("champion lost the last series game %s", g.Key)
	}
	return nil
}

// loadABAFinals derives ABA Finals from the BRef games. Only four ABA
// franchises (IND, DEN, SAS, NYA/NJA) have game pages, but all of their games
// are present, so a Finals is complete whenever one of them played in it.
// The franchise pages (bref_franchise_seasons) name their "Won Finals" /
// "Lost Finals" seasons; the opponent is the team of that club's last playoff
// series. 1968 (Pittsburgh-New Orleans) and 1971 (Utah-Kentucky) involved
// none of the four and are skipped.
func (l *nbaLoader) loadABAFinals() error {
	t, err := source.ReadTable(l.fsys, nbaDir+"bref_franchise_seasons_1947_2020.csv")
	if err != nil {
		return err
	}
	type fin struct {
		code string
		won  bool
	}
	bySeason := map[int][]fin{}
	if err := t.Each(func(r source.Row) error {
		if r.S("league") != "ABA" {
			return nil
		}
		y, _ := r.I("season")
		switch r.S("playoff_result") {
		case "Won Finals":
			bySeason[y] = append(bySeason[y], fin{r.S("team_code"), true})
		case "Lost Finals":
			bySeason[y] = append(bySeason[y], fin{r.S("team_code"), false})
		}
		return nil
	}); err != nil {
		return err
	}
	if len(bySeason) == 0 {
		return nil
	}
	l.ds.Championships = append(l.ds.Championships, dataset.Championship{
		Key: "aba-championship", Name: "ABA Championship", OfficialName: "ABA Finals",
		Description: "Final series of the American Basketball Association (1968-1976).",
		Sport:       dataset.Basketball, Level: dataset.Pro, LeagueKey: "aba", FirstYear: 1968, LastYear: 1976,
	})
	years := make([]int, 0, len(bySeason))
	for y := range bySeason {
		years = append(years, y)
	}
	sort.Ints(years)
	for _, y := range years {
		f := bySeason[y][0]
		sk := nbaSeasonKey("ABA", y)
		fr, _ := l.franchiseOf(f.code)
		// The club's last playoff game gives the opponent.
		var last *dataset.Game
		for i := range l.ds.Games {
			g := &l.ds.Games[i]
			if g.SeasonKey == sk && g.GameType == dataset.TypePlayoff && (g.HomeKey == fr || g.AwayKey == fr) && (last == nil || g.Date > last.Date) {
				last = g
			}
		}
		if last == nil {
			return fmt.Errorf("ABA %d: no playoff games of %s", y, f.code)
		}
		opp := last.HomeKey
		oppName := last.HomeName
		name := last.AwayName
		if opp == fr {
			opp, oppName, name = last.AwayKey, last.AwayName, last.HomeName
		}
		// Series: every playoff game of the pair that season.
		var first string
		wins := map[string]int{}
		for i := range l.ds.Games {
			g := &l.ds.Games[i]
			if g.SeasonKey != sk || g.GameType != dataset.TypePlayoff || !((g.HomeKey == fr && g.AwayKey == opp) || (g.HomeKey == opp && g.AwayKey == fr)) {
				continue
			}
			if first == "" || g.Date < first {
				first = g.Date
			}
			if *g.HomeScore > *g.AwayScore {
				wins[g.HomeKey]++
			} else {
				wins[g.AwayKey]++
			}
		}
		winner, loser, wName, lName := fr, opp, name, oppName
		if !f.won {
			winner, loser, wName, lName = opp, fr, oppName, name
		}
		if wins[winner] != 4 || wins[loser] >= 4 {
			return fmt.Errorf("ABA %d: series %s %d - %s %d does not match the franchise page", y, winner, wins[winner], loser, wins[loser])
		}
		for _, o := range bySeason[y][1:] {
			// When both finalists have a franchise page they must agree.
			ofr, _ := l.franchiseOf(o.code)
			if (o.won && ofr != winner) || (!o.won && ofr != loser) {
				return fmt.Errorf("ABA %d: franchise pages disagree on the Finals", y)
			}
		}
		res := dataset.ChampionshipResult{ChampionshipKey: "aba-championship", SeasonKey: sk, Year: y, WinnerKey: winner, WinnerName: wName,
			RunnerUpKey: loser, RunnerUpName: lName, SeriesResult: strconv.Itoa(wins[winner]) + "-" + strconv.Itoa(wins[loser]),
			Date: last.Date, Source: "bref_games_1947_2020.csv; bref_franchise_seasons_1947_2020.csv"}
		res.WinningCoach = l.coachFullName(winner, sk)
		if err := l.markSeries(&res, sk, winner, loser, first, last.Date, wins[winner]+wins[loser]); err != nil {
			return fmt.Errorf("ABA %d: %w", y, err)
		}
		l.ds.ChampionshipResults = append(l.ds.ChampionshipResults, res)
		l.seasons[sk].ChampionKey = winner
		l.seasons[sk].PlayoffsEnd = res.Date
	}
	return nil
}

// coachFullName: the last head coach of a team season with a W-L record
// (bref_franchise_seasons), "" when none.
func (l *nbaLoader) coachFullName(fr, sk string) string {
	best, name := 0, ""
	for _, c := range l.ds.Coaches {
		if c.FranchiseKey == fr && c.SeasonKey == sk && c.HasRecord && c.Order > best {
			best = c.Order
			p := l.ds.People[l.people[c.PersonKey]]
			name = strings.TrimSpace(p.FirstName + " " + p.LastName)
		}
	}
	return name
}

// seasonFacts fills season dates and scheduled games per team.
//   - StartDate/EndDate (first/last regular-season game) only where the games
//     are complete: 1954-55 .. 2018-19 (bref) and 2021-22 (538).
//   - RegularSeasonGames when every team of the league-season has the same
//     W+L in Team Summaries (not for the partial 2025-26 snapshot).
func (l *nbaLoader) seasonFacts() error {
	first, last := map[string]string{}, map[string]string{}
	for _, g := range l.ds.Games {
		if g.GameType != dataset.TypeRegular {
			continue
		}
		if first[g.SeasonKey] == "" || g.Date < first[g.SeasonKey] {
			first[g.SeasonKey] = g.Date
		}
		if g.Date > last[g.SeasonKey] {
			last[g.SeasonKey] = g.Date
		}
	}
	for key, s := range l.seasons {
		complete := (s.LeagueKey == "nba" && s.EndYear >= 1955 && s.EndYear <= 2019) || key == "nba:2021"
		if complete {
			s.StartDate, s.EndDate = first[key], last[key]
		}
	}
	games := map[string]map[int]bool{}
	for _, ts := range l.ds.TeamSeasons {
		if !ts.HasRecord {
			continue
		}
		if games[ts.SeasonKey] == nil {
			games[ts.SeasonKey] = map[int]bool{}
		}
		games[ts.SeasonKey][ts.Wins+ts.Losses] = true
	}
	for key, s := range l.seasons {
		if s.EndYear == nbaSnapshotSeason {
			continue
		}
		if g := games[key]; len(g) == 1 {
			for n := range g {
				s.RegularSeasonGames = n
			}
		}
	}
	return nil
}
