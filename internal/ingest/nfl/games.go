package nfl

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// NFL games: the three game sources, merged and matched across them.

func (l *nflLoader) addGame(g dataset.Game, info nflGameInfo) error {
	if g.HomeKey == g.AwayKey {
		return fmt.Errorf("game %s: team plays itself", g.Key)
	}
	base := g.Key
	for n := 2; ; n++ {
		if _, dup := l.gameIdx[g.Key]; !dup {
			break
		}
		g.Key = base + "-" + strconv.Itoa(n)
	}
	l.gameIdx[g.Key] = len(l.games)
	l.games = append(l.games, g)
	l.info = append(l.info, info)
	return nil
}

// nflGameKey synthesizes "nfl:1966-09-02-OAK-MIA" (date, away, home).
func nflGameKey(date, away, home string) string {
	return "nfl:" + date + "-" + strings.TrimPrefix(away, "nfl:") + "-" + strings.TrimPrefix(home, "nfl:")
}

// game538 converts one nfl_games.csv row.
func (l *nflLoader) game538(r source.Row) (dataset.Game, nflGameInfo, error) {
	year, ok := r.I("season")
	if !ok {
		return dataset.Game{}, nflGameInfo{}, fmt.Errorf("bad season")
	}
	home, err := l.code("nfl_games", r.S("team1"))
	if err != nil {
		return dataset.Game{}, nflGameInfo{}, err
	}
	away, err := l.code("nfl_games", r.S("team2"))
	if err != nil {
		return dataset.Game{}, nflGameInfo{}, err
	}
	sk, err := l.gameSeason(home, away, year)
	if err != nil {
		return dataset.Game{}, nflGameInfo{}, err
	}
	date := r.S("date")
	g := dataset.Game{Key: nflGameKey(date, away, home), SeasonKey: sk, Date: date, HomeKey: home, AwayKey: away,
		Neutral: r.S("neutral") == "1", GameType: dataset.TypeRegular, Source: nflSrcGames538}
	g.HomeName, g.AwayName = l.eraName(home, year), l.eraName(away, year)
	if r.S("playoff") == "1" {
		g.GameType, g.Week = dataset.TypePlayoff, "Playoff"
	}
	hs, ok1 := r.I("score1")
	as, ok2 := r.I("score2")
	if ok1 && ok2 {
		g.HomeScore, g.AwayScore, g.Status = dataset.IntPtr(hs), dataset.IntPtr(as), dataset.StatusFinal
	} else {
		g.Status = dataset.StatusScheduled
	}
	return g, nflGameInfo{Year: year}, nil
}

func (l *nflLoader) eraName(fr string, year int) string {
	e, _ := l.era(fr, year)
	return e.Name
}

func (l *nflLoader) readGames538Early() error {
	t, err := source.ReadTable(l.fsys, nflDir+nflSrcGames538)
	if err != nil {
		return err
	}
	return t.Each(func(r source.Row) error {
		if y, _ := r.I("season"); y >= nflFirstSpread {
			return nil
		}
		g, info, err := l.game538(r)
		if err != nil {
			return err
		}
		return l.addGame(g, info)
	})
}

// nflSpreadWeek maps spreadspoke's schedule_week to our week label.
var nflSpreadWeek = map[string]string{
	"Wildcard": "Wild Card", "WildCard": "Wild Card", "Division": "Divisional",
	"Conference": "Conference Championship", "Superbowl": "Super Bowl", "SuperBowl": "Super Bowl",
}

// nflISODate converts spreadspoke's M/D/YYYY.
func nflISODate(s string) (string, error) {
	p := strings.Split(strings.TrimSpace(s), "/")
	if len(p) != 3 {
		return "", fmt.Errorf("bad date %q", s)
	}
	m, err1 := strconv.Atoi(p[0])
	d, err2 := strconv.Atoi(p[1])
	y, err3 := strconv.Atoi(p[2])
	if err1 != nil || err2 != nil || err3 != nil {
		return "", fmt.Errorf("bad date %q", s)
	}
	return fmt.Sprintf("%04d-%02d-%02d", y, m, d), nil
}

func (l *nflLoader) readSpreadspoke() error {
	t, err := source.ReadTable(l.fsys, nflDir+nflSrcSpread)
	if err != nil {
		return err
	}
	return t.Each(func(r source.Row) error {
		year, ok := r.I("schedule_season")
		if !ok {
			return fmt.Errorf("bad season")
		}
		if year < nflFirstSpread || year >= nflFirstGamesCSV {
			return nil
		}
		home, ok1 := l.teamByName[r.S("team_home")]
		away, ok2 := l.teamByName[r.S("team_away")]
		if !ok1 || !ok2 {
			return fmt.Errorf("unknown team name %q / %q", r.S("team_home"), r.S("team_away"))
		}
		date, err := nflISODate(r.S("schedule_date"))
		if err != nil {
			return err
		}
		sk, err := l.gameSeason(home, away, year)
		if err != nil {
			return err
		}
		g := dataset.Game{Key: nflGameKey(date, away, home), SeasonKey: sk, Date: date, HomeKey: home, AwayKey: away,
			HomeName: l.eraName(home, year), AwayName: l.eraName(away, year),
			Neutral: strings.EqualFold(r.S("stadium_neutral"), "TRUE"), GameType: dataset.TypeRegular,
			VenueKey: l.venue(nflFixStadium(r.S("stadium"), year)), Source: nflSrcSpread}
		wk := r.S("schedule_week")
		if strings.EqualFold(r.S("schedule_playoff"), "TRUE") {
			g.GameType = dataset.TypePlayoff
			if lbl, ok := nflSpreadWeek[wk]; ok {
				wk = lbl
			} else if _, numeric := strconv.Atoi(wk); numeric == nil {
				wk = "Playoff" // 1967-68 conference title games carry week "15"
			}
			if wk == "Super Bowl" {
				g.GameType = dataset.TypeChampionship
			}
		}
		g.Week = wk
		hs, ok1 := r.I("score_home")
		as, ok2 := r.I("score_away")
		if ok1 && ok2 {
			g.HomeScore, g.AwayScore, g.Status = dataset.IntPtr(hs), dataset.IntPtr(as), dataset.StatusFinal
		} else {
			g.Status = dataset.StatusScheduled
		}
		return l.addGame(g, nflGameInfo{Year: year})
	})
}

var nflGameTypeWeek = map[string]string{"WC": "Wild Card", "DIV": "Divisional", "CON": "Conference Championship", "SB": "Super Bowl"}

func (l *nflLoader) readGamesCSV() error {
	t, err := source.ReadTable(l.fsys, nflDir+nflSrcGames)
	if err != nil {
		return err
	}
	return t.Each(func(r source.Row) error {
		year, ok := r.I("season")
		if !ok {
			return fmt.Errorf("bad season")
		}
		if year < nflFirstGamesCSV {
			return nil
		}
		home, err := l.code("games", r.S("home_team"))
		if err != nil {
			return err
		}
		away, err := l.code("games", r.S("away_team"))
		if err != nil {
			return err
		}
		sk, err := l.gameSeason(home, away, year)
		if err != nil {
			return err
		}
		g := dataset.Game{Key: "nfl:" + r.S("game_id"), SeasonKey: sk, Date: r.S("date"), StartTime: r.S("gametime"),
			HomeKey: home, AwayKey: away, HomeName: l.eraName(home, year), AwayName: l.eraName(away, year),
			Neutral: r.S("location") == "Neutral", GameType: dataset.TypeRegular, VenueKey: l.venue(r.S("stadium")),
			Source: nflSrcGames}
		if g.StartTime != "" {
			g.TimeZone = nflEastern // games.csv gametime is Eastern time
		}
		switch gt := r.S("game_type"); gt {
		case "REG":
			g.Week = r.S("week")
		case "WC", "DIV", "CON":
			g.GameType, g.Week = dataset.TypePlayoff, nflGameTypeWeek[gt]
		case "SB":
			g.GameType, g.Week = dataset.TypeChampionship, nflGameTypeWeek[gt]
		default:
			return fmt.Errorf("unknown game_type %q", gt)
		}
		hs, ok1 := r.I("home_score")
		as, ok2 := r.I("away_score")
		if ok1 && ok2 {
			g.HomeScore, g.AwayScore, g.Status = dataset.IntPtr(hs), dataset.IntPtr(as), dataset.StatusFinal
			if ot, _ := r.I("overtime"); ot > 0 {
				g.Overtime = "OT"
			}
		} else {
			g.Status = dataset.StatusScheduled
		}
		return l.addGame(g, nflGameInfo{Year: year, HomeCoach: r.S("home_coach"), AwayCoach: r.S("away_coach"),
			Referee: r.S("referee"), RefereeSource: nflSrcGames})
	})
}

// fillFrom538 adds the nfl_games.csv games of 1966-2020 that the primary
// source of their season lacks (the 1987 replacement games). A game counts
// as present when the same two franchises met within a day in that season.
func (l *nflLoader) fillFrom538() error {
	present := map[string]bool{}
	for i, g := range l.games {
		y := l.info[i].Year
		if y < nflFirstSpread {
			continue
		}
		for _, d := range source.AdjacentDates(g.Date) {
			present[nflPairKey(y, g.HomeKey, g.AwayKey, d)] = true
		}
	}
	t, err := source.ReadTable(l.fsys, nflDir+nflSrcGames538)
	if err != nil {
		return err
	}
	return t.Each(func(r source.Row) error {
		y, _ := r.I("season")
		if y < nflFirstSpread {
			return nil
		}
		g, info, err := l.game538(r)
		if err != nil {
			return err
		}
		if present[nflPairKey(y, g.HomeKey, g.AwayKey, g.Date)] {
			return nil
		}
		g.Notes = "Not in " + l.primarySource(y) + "; taken from " + nflSrcGames538
		l.filledIn[y]++
		return l.addGame(g, info)
	})
}

func (l *nflLoader) primarySource(year int) string {
	switch {
	case year >= nflFirstGamesCSV:
		return nflSrcGames
	case year >= nflFirstSpread:
		return nflSrcSpread
	}
	return nflSrcGames538
}

func nflPairKey(year int, a, b, date string) string {
	if a > b {
		a, b = b, a
	}
	return strconv.Itoa(year) + "|" + a + "|" + b + "|" + date
}

// findGame returns the index of the game on date (±1 day) between a and b.
func (l *nflLoader) findGame(date, a, b string) int {
	best := -1
	for _, d := range source.AdjacentDates(date) {
		for i, g := range l.games {
			if g.Date == d && ((g.HomeKey == a && g.AwayKey == b) || (g.HomeKey == b && g.AwayKey == a)) {
				if d == date {
					return i
				}
				if best < 0 {
					best = i
				}
			}
		}
	}
	return best
}
