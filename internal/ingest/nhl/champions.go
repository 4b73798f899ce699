package nhl

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const (
	nhlSrcSeries = "SeriesPost.csv"
)

// nhlSeries is one SeriesPost.csv row.
type nhlSeries struct {
	Year                       int
	Round, Winner, Loser, Note string
	LgWinner, LgLoser          string
	W, L, T                    int
}

// nhlFixSeries corrects known SeriesPost.csv errors in place.
//
// 1919-20 Stanley Cup Final: the row lists SEA (Seattle Metropolitans) as
// winner over OTS, but Ottawa won the series 3-2 (Teams.csv playoff = "SC"
// for OTS 1919; hockey SOURCES.md). Winner and loser teams (and leagues) are
// swapped back; the games W-L (3-2) is the winner's either way.
func nhlFixSeries(s *nhlSeries) {
	if s.Year == 1919 && s.Round == "SCF" && s.Winner == "SEA" && s.Loser == "OTS" {
		s.Winner, s.Loser = s.Loser, s.Winner
		s.LgWinner, s.LgLoser = s.LgLoser, s.LgWinner
	}
}

func readNHLSeries(l *nhlLoad) (map[string]*nhlSeries, error) {
	t, err := source.ReadTable(l.fsys, nhlDir+nhlSrcSeries)
	if err != nil {
		return nil, err
	}
	out := map[string]*nhlSeries{} // "<year>|<round>" for the finals rounds
	err = t.Each(func(r source.Row) error {
		rd := r.S("round")
		if rd != "SCF" && rd != "ACF" {
			return nil
		}
		s := &nhlSeries{Round: rd, Winner: r.S("tmIDWinner"), Loser: r.S("tmIDLoser"), Note: r.S("note"),
			LgWinner: strings.ToLower(r.S("lgIDWinner")), LgLoser: strings.ToLower(r.S("lgIDLoser"))}
		s.Year, _ = r.I("year")
		s.W, _ = r.I("W")
		s.L, _ = r.I("L")
		s.T, _ = r.I("T")
		nhlFixSeries(s)
		k := strconv.Itoa(s.Year) + "|" + rd
		if out[k] != nil {
			return fmt.Errorf("two %s rows for %d", rd, s.Year)
		}
		out[k] = s
		return nil
	})
	return out, err
}

func (s *nhlSeries) result() string {
	if s.T > 0 {
		return fmt.Sprintf("%d-%d-%d", s.W, s.L, s.T)
	}
	return fmt.Sprintf("%d-%d", s.W, s.L)
}

func (l *nhlLoad) buildChampions() error {
	l.ds.Championships = append(l.ds.Championships,
		dataset.Championship{Key: "stanley-cup", Name: "Stanley Cup", OfficialName: "Stanley Cup Final", Trophy: "Stanley Cup",
			Description: "Championship series of the NHL (before 1926-27 a series between the champions of the NHA/NHL, PCHA and WCHL).",
			Sport:       dataset.Hockey, Level: dataset.Pro, LeagueKey: "nhl", FirstYear: 1914},
		dataset.Championship{Key: "avco-cup", Name: "AVCO Cup", OfficialName: "Avco Cup Finals", Trophy: "AVCO Cup",
			Description: "Championship series of the World Hockey Association, 1972-73 to 1978-79.",
			Sport:       dataset.Hockey, Level: dataset.Pro, LeagueKey: "wha", FirstYear: 1973, LastYear: 1979})
	series, err := readNHLSeries(l)
	if err != nil {
		return err
	}
	mvps, err := l.readPlayoffMVPs()
	if err != nil {
		return err
	}
	// Hockey Databank champions: Teams.csv playoff = SC (Stanley Cup, the
	// authoritative flag) and AVC (AVCO Cup). 1918-19 (ND, no winner) and the
	// 1912-13 exhibition have no SC row and are not results.
	for _, t := range l.teams {
		var champ, round, mvpAward string
		switch t.Playoff {
		case "SC":
			champ, round, mvpAward = "stanley-cup", "SCF", "Conn Smythe"
		case "AVC":
			champ, round, mvpAward = "avco-cup", "ACF", "Playoff MVP"
		default:
			continue
		}
		fk := l.x.franchKey[t.FranchID]
		res := dataset.ChampionshipResult{ChampionshipKey: champ, SeasonKey: nhlSeasonKey(t.Lg, t.Year), Year: t.Year + 1,
			WinnerKey: fk, WinnerName: t.Name, Source: "hockey/" + nhlSrcTeams}
		if s := series[strconv.Itoa(t.Year)+"|"+round]; s != nil && s.Note != "EX" && s.Note != "ND" {
			if s.Winner != t.TmID {
				return fmt.Errorf("%d %s: SeriesPost winner %s but Teams.csv champion %s", t.Year, round, s.Winner, t.TmID)
			}
			lt := l.teamByTm[nhlTmKey{t.Year, s.Loser}]
			if lt == nil {
				return fmt.Errorf("%d %s: loser %s not in Teams.csv", t.Year, round, s.Loser)
			}
			res.RunnerUpKey, res.RunnerUpName = l.x.franchKey[lt.FranchID], lt.Name
			res.SeriesResult = s.result()
			if s.Note == "TG" {
				res.Notes = "Total-goals series"
			}
			res.Source += "; hockey/" + nhlSrcSeries
		}
		res.MVP = mvps[mvpAward+"|"+strconv.Itoa(t.Year)]
		res.WinningCoach = l.playoffCch[nhlTmKey{t.Year, t.TmID}]
		l.linkFinalGame(&res)
		l.seasons[res.SeasonKey].ChampionKey = fk
		l.ds.ChampionshipResults = append(l.ds.ChampionshipResults, res)
	}
	return l.readRecentCups()
}

// readPlayoffMVPs maps "<award>|<year>" to the winner's name (AwardsPlayers).
func (l *nhlLoad) readPlayoffMVPs() (map[string]string, error) {
	t, err := source.ReadTable(l.fsys, nhlDir+"AwardsPlayers.csv")
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	err = t.Each(func(r source.Row) error {
		a := r.S("award")
		if a != "Conn Smythe" && a != "Playoff MVP" {
			return nil
		}
		pk := l.playerKey[r.S("playerID")]
		if pk == "" {
			return fmt.Errorf("%s winner %s not in Master.csv", a, r.S("playerID"))
		}
		p := l.ds.People[l.people[pk]]
		k := a + "|" + r.S("year")
		name := strings.TrimSpace(p.FirstName + " " + p.LastName)
		if out[k] != "" {
			name = out[k] + "; " + name
		}
		out[k] = name
		return nil
	})
	return out, err
}

// linkFinalGame fills the score, date and game of the deciding game when the
// final's games are imported.
func (l *nhlLoad) linkFinalGame(res *dataset.ChampionshipResult) {
	if res.ChampionshipKey != "stanley-cup" {
		return
	}
	sk := nhlSeasonKey("nhl", res.Year-1)
	var last *dataset.Game
	for i := range l.ds.Games {
		g := &l.ds.Games[i]
		if g.SeasonKey != sk || g.GameType != dataset.TypeChampionship || g.Status != dataset.StatusFinal {
			continue
		}
		if g.HomeKey != res.WinnerKey && g.AwayKey != res.WinnerKey {
			continue
		}
		if res.RunnerUpKey != "" && g.HomeKey != res.RunnerUpKey && g.AwayKey != res.RunnerUpKey {
			continue
		}
		if last == nil || g.Date > last.Date || (g.Date == last.Date && g.Key > last.Key) {
			last = g
		}
	}
	if last == nil {
		return
	}
	res.GameKey, res.Date = last.Key, last.Date
	if last.HomeKey == res.WinnerKey {
		res.WinnerScore, res.RunnerUpScore = dataset.IntPtr(*last.HomeScore), dataset.IntPtr(*last.AwayScore)
	} else {
		res.WinnerScore, res.RunnerUpScore = dataset.IntPtr(*last.AwayScore), dataset.IntPtr(*last.HomeScore)
	}
}

// readRecentCups adds the 2018-19..2024-25 Stanley Cups from the curated
// table (Hockey Databank ends with 2017-18).
func (l *nhlLoad) readRecentCups() error {
	t, err := source.ReadTable(l.fsys, nhlSrcCup)
	if err != nil {
		return err
	}
	byTeam := map[string]string{}
	for _, fr := range l.x.franchs {
		if fr.CuratedTeam != "" {
			byTeam[fr.CuratedTeam] = fr.Key
		}
	}
	cols := []string{"season", "champion", "runner_up", "series_result", "final_game", "clinching_score", "clinching_date", "champion_home_or_away", "conn_smythe", "notes"}
	return t.Each(func(r source.Row) error {
		c := source.CuratedRow(r, cols)
		if c["champion"] == "" {
			return nil // champion unverified: skipped (see notes)
		}
		start, ok := source.ParseInt(strings.SplitN(c["season"], "-", 2)[0])
		if !ok {
			return fmt.Errorf("bad season %q", r.S("season"))
		}
		if start <= nhlLastDatabank {
			return nil // Hockey Databank covers it
		}
		wk, rk := byTeam[c["champion"]], byTeam[c["runner_up"]]
		if wk == "" || (c["runner_up"] != "" && rk == "") {
			return fmt.Errorf("%s: team not in the crosswalk: %q / %q", c["season"], c["champion"], c["runner_up"])
		}
		res := dataset.ChampionshipResult{ChampionshipKey: "stanley-cup", SeasonKey: nhlSeasonKey("nhl", start), Year: start + 1,
			WinnerKey: wk, WinnerName: c["champion"], RunnerUpKey: rk, RunnerUpName: c["runner_up"],
			SeriesResult: c["series_result"], Date: c["clinching_date"], MVP: nhlMVPName(c["conn_smythe"]),
			Notes: c["notes"], Source: nhlSrcCup}
		if w, lo, ok := source.Score(c["clinching_score"]); ok {
			res.WinnerScore, res.RunnerUpScore = dataset.IntPtr(w), dataset.IntPtr(lo)
		}
		// Link the clinching game where the schedule files have it.
		for i := range l.ds.Games {
			g := &l.ds.Games[i]
			if g.SeasonKey != res.SeasonKey || g.GameType != dataset.TypeChampionship || g.Date != res.Date {
				continue
			}
			if (g.HomeKey == wk && g.AwayKey == rk) || (g.HomeKey == rk && g.AwayKey == wk) {
				ws, ls := *g.HomeScore, *g.AwayScore
				if g.AwayKey == wk {
					ws, ls = ls, ws
				}
				if res.WinnerScore == nil || *res.WinnerScore != ws || *res.RunnerUpScore != ls {
					return fmt.Errorf("%s: curated clinching score %q disagrees with game %s (%d-%d)", c["season"], c["clinching_score"], g.Key, ws, ls)
				}
				res.GameKey = g.Key
			}
		}
		l.seasons[res.SeasonKey].ChampionKey = wk
		if res.Date != "" && l.seasons[res.SeasonKey].PlayoffsEnd == "" {
			l.seasons[res.SeasonKey].PlayoffsEnd = res.Date
		}
		// Finalists made the playoffs (seasons whose postseason is not in the files).
		for i := range l.ds.TeamSeasons {
			ts := &l.ds.TeamSeasons[i]
			if ts.SeasonKey == res.SeasonKey && (ts.FranchiseKey == wk || ts.FranchiseKey == rk) {
				ts.MadePlayoffs = true
			}
		}
		l.ds.ChampionshipResults = append(l.ds.ChampionshipResults, res)
		return nil
	})
}

// nhlMVPName keeps the name from "Ryan O'Reilly (C, St. Louis)".
func nhlMVPName(v string) string {
	if i := strings.Index(v, " ("); i > 0 {
		return strings.TrimSpace(v[:i])
	}
	return strings.TrimSpace(v)
}
