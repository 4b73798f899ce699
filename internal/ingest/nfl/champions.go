package nfl

// NFL championships: the Super Bowl (superbowl.csv I-LVII, curated
// super_bowl_recent.csv LVIII-LX) and the league titles before it (curated
// nfl_champions_pre_super_bowl.csv: NFL 1920-1969, AAFC 1946-49, AFL 1960-69).

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

var nflChampionships = []dataset.Championship{
	{Key: "super-bowl", Name: "Super Bowl", OfficialName: "Super Bowl", Trophy: "Vince Lombardi Trophy",
		Description: "The NFL's championship game, played since January 1967 (the 1966 season). Super Bowls I-IV matched the NFL and AFL champions; since the 1970 merger it matches the AFC and NFC champions.",
		Sport:       dataset.Football, Level: dataset.Pro, LeagueKey: "nfl", FirstYear: 1967},
	{Key: "nfl-championship", Name: "NFL Championship", OfficialName: "NFL Championship Game", Trophy: "Ed Thorp Memorial Trophy",
		Description: "The NFL title before the merger: decided by the standings 1920-1931 (1920 by a vote of the owners), by a tiebreaker game in 1932 and by the NFL Championship Game 1933-1969. From 1966 its winner went on to the Super Bowl.",
		Sport:       dataset.Football, Level: dataset.Pro, LeagueKey: "nfl", FirstYear: 1920, LastYear: 1969},
	{Key: "afl-championship", Name: "AFL Championship", OfficialName: "AFL Championship Game",
		Description: "Title game of the American Football League, 1960-1969. From 1966 its winner met the NFL champion in the Super Bowl.",
		Sport:       dataset.Football, Level: dataset.Pro, LeagueKey: "afl", FirstYear: 1960, LastYear: 1969},
	{Key: "aafc-championship", Name: "AAFC Championship", OfficialName: "AAFC Championship Game",
		Description: "Title game of the All-America Football Conference, 1946-1949.",
		Sport:       dataset.Football, Level: dataset.Pro, LeagueKey: "aafc", FirstYear: 1946, LastYear: 1949},
}

// nflResults carries what the championship tables tell the rest of the import.
type nflResults struct {
	seasonChamp map[string]string // season key -> champion franchise
	howDecided  map[string]string // season key -> how the title was decided (pre-Super Bowl)
	playoffTeam map[string]bool   // franchise|season key -> reached a title game not in Games
	lastDate    map[string]string // season key -> date of a title game not in Games
	skipped     int               // curated rows skipped (champion unverified)
}

// nflFixMVP repairs a known superbowl.csv error: Super Bowl XII had co-MVPs,
// printed run together as "Harvey MartinRandy White".
func nflFixMVP(s string) string {
	s = strings.TrimSpace(s)
	if s == "Harvey MartinRandy White" {
		return "Harvey Martin, Randy White"
	}
	return s
}

var nflStateAbbr = map[string]string{
	"Alabama": "AL", "Alaska": "AK", "Arizona": "AZ", "Arkansas": "AR", "California": "CA", "Colorado": "CO",
	"Connecticut": "CT", "Delaware": "DE", "District of Columbia": "DC", "Florida": "FL", "Georgia": "GA",
	"Hawaii": "HI", "Idaho": "ID", "Illinois": "IL", "Indiana": "IN", "Iowa": "IA", "Kansas": "KS",
	"Kentucky": "KY", "Louisiana": "LA", "Maine": "ME", "Maryland": "MD", "Massachusetts": "MA",
	"Michigan": "MI", "Minnesota": "MN", "Mississippi": "MS", "Missouri": "MO", "Montana": "MT",
	"Nebraska": "NE", "Nevada": "NV", "New Hampshire": "NH", "New Jersey": "NJ", "New Mexico": "NM",
	"New York": "NY", "North Carolina": "NC", "North Dakota": "ND", "Ohio": "OH", "Oklahoma": "OK",
	"Oregon": "OR", "Pennsylvania": "PA", "Rhode Island": "RI", "South Carolina": "SC", "South Dakota": "SD",
	"Tennessee": "TN", "Texas": "TX", "Utah": "UT", "Vermont": "VT", "Virginia": "VA", "Washington": "WA",
	"West Virginia": "WV", "Wisconsin": "WI", "Wyoming": "WY",
}

// nflCityState joins superbowl.csv's City and State ("Glendale, AZ"); both
// are trimmed because LVI prints them with leading spaces.
func nflCityState(city, state string) string {
	city, state = strings.TrimSpace(city), strings.TrimSpace(state)
	if a, ok := nflStateAbbr[state]; ok {
		state = a
	}
	switch {
	case city == "":
		return state
	case state == "":
		return city
	}
	return city + ", " + state
}

// linkGame sets r.GameKey to the deciding game when it is in Games, checks
// the score and marks the game as a title game. It returns the game index.
func (l *nflLoader) linkGame(r *dataset.ChampionshipResult, weekLabel string, titleGame bool) (int, error) {
	if r.Date == "" || r.WinnerKey == "" || r.RunnerUpKey == "" {
		return -1, nil
	}
	i := l.findGame(r.Date, r.WinnerKey, r.RunnerUpKey)
	if i < 0 {
		return -1, nil
	}
	g := &l.games[i]
	if r.WinnerScore != nil && g.HomeScore != nil {
		ws, ls := *g.HomeScore, *g.AwayScore
		if g.AwayKey == r.WinnerKey {
			ws, ls = ls, ws
		}
		if ws != *r.WinnerScore || ls != *r.RunnerUpScore {
			return -1, fmt.Errorf("%s %d: result %d-%d but game %s is %d-%d", r.ChampionshipKey, r.Year, *r.WinnerScore, *r.RunnerUpScore, g.Key, ws, ls)
		}
	}
	r.GameKey = g.Key
	if titleGame {
		g.GameType = dataset.TypeChampionship
	}
	if weekLabel != "" {
		g.Week = weekLabel
	}
	return i, nil
}

func (l *nflLoader) readChampions() (*nflResults, error) {
	res := &nflResults{seasonChamp: map[string]string{}, howDecided: map[string]string{}, playoffTeam: map[string]bool{}, lastDate: map[string]string{}}
	l.ds.Championships = append(l.ds.Championships, nflChampionships...)
	var out []dataset.ChampionshipResult

	// League titles before the Super Bowl.
	t, err := source.ReadTable(l.fsys, nflSrcPreSB)
	if err != nil {
		return nil, err
	}
	if err := t.Each(func(r source.Row) error {
		season, ok := r.I("season")
		if !ok {
			return fmt.Errorf("bad season")
		}
		unv := source.Unverified(r.S("unverified_fields"))
		if unv["champion"] {
			res.skipped++
			return nil
		}
		lg, champ := "nfl", "nfl-championship"
		switch lgName := r.S("league"); {
		case strings.Contains(lgName, "AAFC"):
			lg, champ = "aafc", "aafc-championship"
		case strings.Contains(lgName, "AFL"):
			lg, champ = "afl", "afl-championship"
		}
		sk := nflSeasonKey(lg, season)
		winner, err := l.franchiseByName(r.S("champion"), season, lg)
		if err != nil {
			return err
		}
		// Year is the year the title was decided (a season is shown by the year
		// its championship was decided): the season year,
		// or the calendar year of a title game played in January (AFL 1960 was
		// played 1961-01-01, so the Oilers' 1960 and 1961 titles are both
		// "1961"; results are keyed by season, not year).
		cr := dataset.ChampionshipResult{ChampionshipKey: champ, SeasonKey: sk, Year: season, WinnerKey: winner,
			WinnerName: l.eraName(winner, season), Source: nflSrcPreSB}
		if ru := r.S("runner_up"); ru != "" && !unv["runner_up"] {
			if cr.RunnerUpKey, err = l.franchiseByName(ru, season, lg); err != nil {
				return err
			}
			cr.RunnerUpName = l.eraName(cr.RunnerUpKey, season)
		}
		if w, lo, ok := source.Score(r.S("score")); ok && !unv["score"] {
			cr.WinnerScore, cr.RunnerUpScore = dataset.IntPtr(w), dataset.IntPtr(lo)
		}
		if !unv["date"] {
			cr.Date = r.S("date")
			if y, err := strconv.Atoi(cr.Date[:min(4, len(cr.Date))]); err == nil && y > season {
				cr.Year = y
			}
		}
		if !unv["venue"] {
			cr.VenueName = r.S("venue")
		}
		if !unv["city"] {
			cr.City = r.S("city")
		}
		how := r.S("how_decided")
		cr.Notes = how
		if n := r.S("notes"); n != "" && !strings.HasPrefix(n, how) {
			cr.Notes += ". " + n
		} else if n != "" {
			cr.Notes = n
		}
		res.howDecided[sk] = how
		tiebreak := strings.Contains(strings.ToLower(how), "tiebreaker")
		label := how
		if tiebreak {
			// Counted in the 1932 standings (nfl_games.csv has it as a
			// regular-season game): keep it regular, label it.
			label = "Tiebreaker"
		}
		if strings.HasPrefix(how, "standings") {
			label = ""
		}
		if _, err := l.linkGame(&cr, label, !tiebreak && label != ""); err != nil {
			return err
		}
		res.seasonChamp[sk] = winner
		out = append(out, cr)
		return nil
	}); err != nil {
		return nil, err
	}

	// Super Bowls I-LVII.
	var sbs []dataset.ChampionshipResult
	t, err = source.ReadTable(l.fsys, nflDir+nflSrcSuperBowl)
	if err != nil {
		return nil, err
	}
	if err := t.Each(func(r source.Row) error {
		date, err := nflISODate(r.S("Date"))
		if err != nil {
			return err
		}
		year, _ := strconv.Atoi(date[:4])
		season := year - 1
		num := r.S("SB")
		if i := strings.Index(num, " ("); i > 0 {
			num = num[:i]
		}
		cr := dataset.ChampionshipResult{ChampionshipKey: "super-bowl", SeasonKey: nflSeasonKey("nfl", season), Year: year,
			Date: date, VenueName: r.S("Stadium"), City: nflCityState(r.S("City"), r.S("State")),
			MVP: nflFixMVP(r.S("MVP")), Notes: "Super Bowl " + num, Source: nflSrcSuperBowl}
		if cr.WinnerKey, err = l.franchiseByName(r.S("Winner"), season, ""); err != nil {
			return err
		}
		if cr.RunnerUpKey, err = l.franchiseByName(r.S("Loser"), season, ""); err != nil {
			return err
		}
		cr.WinnerName, cr.RunnerUpName = l.eraName(cr.WinnerKey, season), l.eraName(cr.RunnerUpKey, season)
		w, ok1 := r.I("Winner Pts")
		lo, ok2 := r.I("Loser Pts")
		if ok1 && ok2 {
			cr.WinnerScore, cr.RunnerUpScore = dataset.IntPtr(w), dataset.IntPtr(lo)
		}
		sbs = append(sbs, cr)
		return nil
	}); err != nil {
		return nil, err
	}

	// Super Bowls LVIII-LX (curated; LVIII and LIX are also in games.csv).
	t, err = source.ReadTable(l.fsys, nflSrcRecentSB)
	if err != nil {
		return nil, err
	}
	if err := t.Each(func(r source.Row) error {
		unv := source.Unverified(r.S("unverified_fields"))
		if unv["winner"] {
			res.skipped++
			return nil
		}
		season, ok := r.I("season")
		if !ok {
			return fmt.Errorf("bad season")
		}
		cr := dataset.ChampionshipResult{ChampionshipKey: "super-bowl", SeasonKey: nflSeasonKey("nfl", season),
			Notes: "Super Bowl " + r.S("super_bowl"), Source: nflSrcRecentSB}
		var err error
		if cr.WinnerKey, err = l.franchiseByName(r.S("winner"), season, ""); err != nil {
			return err
		}
		cr.WinnerName = l.eraName(cr.WinnerKey, season)
		if !unv["loser"] {
			if cr.RunnerUpKey, err = l.franchiseByName(r.S("loser"), season, ""); err != nil {
				return err
			}
			cr.RunnerUpName = l.eraName(cr.RunnerUpKey, season)
		}
		w, ok1 := r.I("winner_score")
		lo, ok2 := r.I("loser_score")
		if ok1 && ok2 && !unv["winner_score"] && !unv["loser_score"] {
			cr.WinnerScore, cr.RunnerUpScore = dataset.IntPtr(w), dataset.IntPtr(lo)
		}
		if !unv["date"] {
			cr.Date = r.S("date")
		}
		cr.Year = season + 1
		if len(cr.Date) >= 4 {
			cr.Year, _ = strconv.Atoi(cr.Date[:4])
		}
		if !unv["venue"] {
			cr.VenueName = r.S("venue")
		}
		if !unv["city"] {
			cr.City = r.S("city")
		}
		if !unv["mvp"] {
			// "Patrick Mahomes (QB, Kansas City)": keep the name only, as
			// superbowl.csv prints it.
			cr.MVP = r.S("mvp")
			if i := strings.Index(cr.MVP, " ("); i > 0 {
				cr.MVP = cr.MVP[:i]
			}
		}
		if r.S("overtime") == "yes" && !unv["overtime"] {
			cr.Notes += " (overtime)"
		}
		sbs = append(sbs, cr)
		return nil
	}); err != nil {
		return nil, err
	}
	sort.SliceStable(sbs, func(i, j int) bool { return sbs[i].Year < sbs[j].Year })
	for i := range sbs {
		cr := &sbs[i]
		if i > 0 && sbs[i-1].Year == cr.Year {
			return nil, fmt.Errorf("two Super Bowls in %d", cr.Year)
		}
		gi, err := l.linkGame(cr, "Super Bowl", true)
		if err != nil {
			return nil, err
		}
		season := cr.Year - 1
		if gi >= 0 {
			coach := l.info[gi].HomeCoach
			if l.games[gi].AwayKey == cr.WinnerKey {
				coach = l.info[gi].AwayCoach
			}
			cr.WinningCoach = coach
		} else {
			// Not in Games (Super Bowl LX): still a playoff appearance.
			for _, fr := range []string{cr.WinnerKey, cr.RunnerUpKey} {
				if fr == "" {
					continue
				}
				lg, err := l.teamLeague(fr, season)
				if err != nil {
					return nil, err
				}
				res.playoffTeam[fr+"|"+nflSeasonKey(lg, season)] = true
			}
			res.lastDate[cr.SeasonKey] = cr.Date
		}
		// From 1970 the Super Bowl winner is the NFL season's champion; for
		// 1966-69 the NFL season keeps the NFL champion (see notes).
		if season >= nflFirstAlign {
			res.seasonChamp[cr.SeasonKey] = cr.WinnerKey
		}
		out = append(out, *cr)
	}
	l.ds.ChampionshipResults = out
	return res, nil
}
