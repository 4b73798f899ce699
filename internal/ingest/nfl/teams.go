package nfl

// NFL franchises, conferences/divisions, seasons, team seasons and head
// coaches' stints as the games name them (compared with the coach files).

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"

	"github.com/almanac-sports/almanac/internal/slug"
)

// nflDivKey: "nfl:div:afc-east" for the 2002- alignment, with a "-1970"
// suffix for the 1970-2001 division of the same name.
func nflDivKey(name string, year int) string {
	k := "nfl:div:" + slug.Make(name)
	if year < nflCurrentAlign {
		k += "-1970"
	}
	return k
}

func nflConfKey(conf string) string { return "nfl:conf:" + strings.ToLower(conf) }

// nflAlignment holds the division of each franchise (2002-) and of each
// team name (1970-2001).
type nflAlignment struct {
	current map[string]string // franchise -> division (teams_colors_logos.csv)
	pre2002 map[string]string // nfl_teams.csv team_name -> 1970-2001 division
}

// nflPre2002Fixes corrects nfl_teams.csv's team_division_pre2002 column.
// The Arizona Cardinals (1994-2001) were in the NFC East, like the St. Louis
// and Phoenix Cardinals rows of the same file; the file repeats their
// current division (NFC West) instead.
var nflPre2002Fixes = map[string]string{"Arizona Cardinals": "NFC East"}

// nflNoDivision: team-seasons whose division the sources get wrong and that
// no shipped source corrects. In 1976, their first season, Seattle and
// Tampa Bay were aligned differently from 1977-2001 (nfl_teams.csv only
// knows the later alignment), so their 1976 division is left unknown.
var nflNoDivision = map[string]bool{"nfl:SEA|1976": true, "nfl:TB|1976": true}

func (l *nflLoader) readAlignment() (*nflAlignment, error) {
	a := &nflAlignment{current: map[string]string{}, pre2002: map[string]string{}}
	t, err := source.ReadTable(l.fsys, nflDir+nflSrcLogos)
	if err != nil {
		return nil, err
	}
	if err := t.Each(func(r source.Row) error {
		fr, err := l.code("nflverse", r.S("team_abbr"))
		if err != nil {
			return err
		}
		div := r.S("team_division")
		if prev, ok := a.current[fr]; ok && prev != div {
			return fmt.Errorf("%s: divisions %q and %q", fr, prev, div)
		}
		a.current[fr] = div
		return nil
	}); err != nil {
		return nil, err
	}
	t, err = source.ReadTable(l.fsys, nflDir+nflSrcTeams)
	if err != nil {
		return nil, err
	}
	byFr := map[string]map[string]bool{}
	var empty []string
	if err := t.Each(func(r source.Row) error {
		name, div := r.S("team_name"), r.S("team_division_pre2002")
		if fix, ok := nflPre2002Fixes[name]; ok {
			div = fix
		}
		fr := l.teamByName[name]
		if div == "" {
			empty = append(empty, name)
			return nil
		}
		a.pre2002[name] = div
		if byFr[fr] == nil {
			byFr[fr] = map[string]bool{}
		}
		byFr[fr][div] = true
		return nil
	}); err != nil {
		return nil, err
	}
	// A name with no pre-2002 division (e.g. Boston Patriots, 1970) takes the
	// division its franchise has under its other names, when that is unique.
	for _, name := range empty {
		if divs := byFr[l.teamByName[name]]; len(divs) == 1 {
			for d := range divs {
				a.pre2002[name] = d
			}
		}
	}
	return a, nil
}

// division returns the division name of franchise fr in year (start year).
func (l *nflLoader) division(a *nflAlignment, fr string, year int) string {
	if year < nflFirstAlign || nflNoDivision[fr+"|"+strconv.Itoa(year)] {
		return ""
	}
	if year >= nflCurrentAlign {
		return a.current[fr]
	}
	return a.pre2002[l.eraName(fr, year)]
}

type nflTS struct {
	ts       dataset.TeamSeason
	year     int
	regGames int
	venues   map[string]int
	coachAt  string
}

type nflCoachStint struct {
	ct    dataset.CoachTenure
	name  string
	first string
}

var nflLeagueOrder = map[string]int{"nfl": 0, "afl": 1, "aafc": 2}

func (l *nflLoader) buildTeams(res *nflResults) error {
	align, err := l.readAlignment()
	if err != nil {
		return err
	}
	// Conferences and divisions.
	l.ds.Conferences = append(l.ds.Conferences,
		dataset.Conference{Key: nflConfKey("AFC"), LeagueKey: "nfl", Name: "American Football Conference", Abbrev: "AFC", FirstYear: nflFirstAlign},
		dataset.Conference{Key: nflConfKey("NFC"), LeagueKey: "nfl", Name: "National Football Conference", Abbrev: "NFC", FirstYear: nflFirstAlign})
	divSet := map[string]dataset.Division{}
	addDiv := func(name string, year int) {
		if name == "" {
			return
		}
		k := nflDivKey(name, year)
		if _, ok := divSet[k]; ok {
			return
		}
		d := dataset.Division{Key: k, LeagueKey: "nfl", ConferenceKey: nflConfKey(name[:3]), Name: name, FirstYear: nflCurrentAlign}
		if year < nflCurrentAlign {
			d.FirstYear, d.LastYear = nflFirstAlign, nflCurrentAlign-1
		}
		divSet[k] = d
	}
	for _, d := range align.current {
		addDiv(d, nflCurrentAlign)
	}
	for _, d := range align.pre2002 {
		addDiv(d, nflFirstAlign)
	}
	for _, k := range source.SortedKeys(divSet) {
		l.ds.Divisions = append(l.ds.Divisions, divSet[k])
	}

	// Team seasons and coaching stints from the games.
	tsMap := map[string]*nflTS{}
	var tsOrder []string
	coachMap := map[string]*nflCoachStint{}
	var coachOrder []string
	for i, g := range l.games {
		y := l.info[i].Year
		for side := 0; side < 2; side++ {
			fr, my, their, coach := g.HomeKey, g.HomeScore, g.AwayScore, l.info[i].HomeCoach
			if side == 1 {
				fr, my, their, coach = g.AwayKey, g.AwayScore, g.HomeScore, l.info[i].AwayCoach
			}
			e, ok := l.era(fr, y)
			if !ok {
				return fmt.Errorf("%s: no era for %d", fr, y)
			}
			lg, _ := l.teamLeague(fr, y)
			sk := nflSeasonKey(lg, y)
			k := fr + "|" + sk
			t := tsMap[k]
			if t == nil {
				t = &nflTS{year: y, venues: map[string]int{}, ts: dataset.TeamSeason{FranchiseKey: fr, SeasonKey: sk, Name: e.Name,
					City: e.City, Abbrev: e.Abbrev, HasRecord: e.League != "independent", Source: l.primarySource(y)}}
				if l.filledIn[y] > 0 {
					t.ts.Source += "; " + nflSrcGames538
				}
				if div := l.division(align, fr, y); div != "" {
					t.ts.DivisionKey, t.ts.ConferenceKey = nflDivKey(div, y), nflConfKey(div[:3])
				}
				tsMap[k] = t
				tsOrder = append(tsOrder, k)
			}
			final := g.Status == dataset.StatusFinal && my != nil && their != nil
			if g.GameType == dataset.TypeRegular {
				t.regGames++
				if final {
					switch {
					case *my > *their:
						t.ts.Wins++
					case *my < *their:
						t.ts.Losses++
					default:
						t.ts.Ties++
					}
				}
				if side == 0 && !g.Neutral && g.VenueKey != "" {
					t.venues[g.VenueKey]++
				}
			} else {
				t.ts.MadePlayoffs = true
			}
			if coach == "" {
				continue
			}
			if g.Date >= t.coachAt {
				t.ts.HeadCoach, t.coachAt = coach, g.Date
			}
			ck := coach + "|" + k
			c := coachMap[ck]
			if c == nil {
				c = &nflCoachStint{first: g.Date, ct: dataset.CoachTenure{PersonKey: nflCoachKey(coach), FranchiseKey: fr, SeasonKey: sk,
					Title: "Head Coach", IsHead: true, HasRecord: true, Source: nflSrcGames}}
				coachMap[ck] = c
				coachOrder = append(coachOrder, ck)
			}
			if g.Date < c.first {
				c.first = g.Date
			}
			if !final {
				continue
			}
			switch {
			case g.GameType == dataset.TypeRegular && *my > *their:
				c.ct.Wins++
			case g.GameType == dataset.TypeRegular && *my < *their:
				c.ct.Losses++
			case g.GameType == dataset.TypeRegular:
				c.ct.Ties++
			case *my > *their:
				c.ct.PlayoffWins++
			case *my < *their:
				c.ct.PlayoffLoss++
			}
		}
	}
	for k := range res.playoffTeam {
		if t := tsMap[k]; t != nil {
			t.ts.MadePlayoffs = true
		}
	}

	// Seasons.
	type agg struct {
		first, last, playoffEnd string
		labels                  []string
		teams                   map[string]bool
	}
	seasons := map[string]*agg{}
	for _, g := range l.games {
		a := seasons[g.SeasonKey]
		if a == nil {
			a = &agg{first: g.Date, last: g.Date, teams: map[string]bool{}}
			seasons[g.SeasonKey] = a
		}
		if g.Date < a.first {
			a.first = g.Date
		}
		if g.Date > a.last {
			a.last = g.Date
		}
		if g.GameType != dataset.TypeRegular {
			if g.Date > a.playoffEnd {
				a.playoffEnd = g.Date
			}
			a.teams[g.HomeKey], a.teams[g.AwayKey] = true, true
			lbl := g.Week
			if lbl == "" {
				lbl = "Playoff"
			}
			seen := false
			for _, x := range a.labels {
				seen = seen || x == lbl
			}
			if !seen {
				a.labels = append(a.labels, lbl)
			}
		}
	}
	keys := source.SortedKeys(seasons)
	sort.SliceStable(keys, func(i, j int) bool {
		yi, _ := strconv.Atoi(keys[i][strings.IndexByte(keys[i], ':')+1:])
		yj, _ := strconv.Atoi(keys[j][strings.IndexByte(keys[j], ':')+1:])
		if yi != yj {
			return yi < yj
		}
		return nflLeagueOrder[keys[i][:strings.IndexByte(keys[i], ':')]] < nflLeagueOrder[keys[j][:strings.IndexByte(keys[j], ':')]]
	})
	// Games per team per season, for RegularSeasonGames.
	counts := map[string]map[int]int{}
	for _, k := range tsOrder {
		t := tsMap[k]
		if !t.ts.HasRecord {
			continue
		}
		if counts[t.ts.SeasonKey] == nil {
			counts[t.ts.SeasonKey] = map[int]int{}
		}
		counts[t.ts.SeasonKey][t.regGames]++
	}
	for _, sk := range keys {
		a := seasons[sk]
		i := strings.IndexByte(sk, ':')
		lg := sk[:i]
		y, _ := strconv.Atoi(sk[i+1:])
		s := dataset.Season{Key: sk, LeagueKey: lg, StartYear: y, StartDate: a.first, EndDate: a.last, PlayoffsEnd: a.playoffEnd,
			ChampionKey: res.seasonChamp[sk]}
		if d := res.lastDate[sk]; d > s.EndDate {
			s.EndDate, s.PlayoffsEnd = d, d
		}
		s.EndYear, _ = strconv.Atoi(s.EndDate[:4])
		abbr := strings.ToUpper(lg)
		s.Name = fmt.Sprintf("%d %s Season", y, abbr)
		if lg == "nfl" && y <= 1921 {
			s.Name = fmt.Sprintf("%d NFL Season (APFA)", y)
		}
		s.RegularSeasonGames = source.ModeGames(counts[sk])
		switch {
		case len(a.labels) > 0:
			s.PlayoffFormat = fmt.Sprintf("Postseason: %s (%d teams)", strings.Join(a.labels, ", "), len(a.teams))
		case strings.HasPrefix(res.howDecided[sk], "standings"):
			s.PlayoffFormat = "No playoffs: champion decided by the " + res.howDecided[sk]
		case strings.Contains(res.howDecided[sk], "tiebreaker"):
			s.PlayoffFormat = "No scheduled playoffs: first place decided by a " + res.howDecided[sk]
		}
		l.ds.Seasons = append(l.ds.Seasons, s)
	}

	// Team seasons: home venue = the stadium of most regular-season home games.
	for _, k := range tsOrder {
		t := tsMap[k]
		best, n := "", 0
		for _, v := range source.SortedKeys(t.venues) {
			if t.venues[v] > n {
				best, n = v, t.venues[v]
			}
		}
		t.ts.VenueKey = best
		l.ds.TeamSeasons = append(l.ds.TeamSeasons, t.ts)
	}

	// The games' head coaches (order within a team-season by first game):
	// kept aside for readCoaches, which compares them with the coach files.
	byTS := map[string][]*nflCoachStint{}
	var tsKeys []string
	for _, ck := range coachOrder {
		c := coachMap[ck]
		c.name = ck[:strings.IndexByte(ck, '|')]
		k := c.ct.FranchiseKey + "|" + c.ct.SeasonKey
		if byTS[k] == nil {
			tsKeys = append(tsKeys, k)
		}
		byTS[k] = append(byTS[k], c)
	}
	for _, k := range tsKeys {
		cs := byTS[k]
		sort.SliceStable(cs, func(i, j int) bool { return cs[i].first < cs[j].first })
		for i, c := range cs {
			c.ct.Order = i + 1
			l.gameCoaches = append(l.gameCoaches, *c)
		}
	}
	return l.buildFranchises()
}
