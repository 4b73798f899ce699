package ncaambb

// NCAA men's basketball, per team-season sources: W-L from ncaa-team-data.csv,
// conference membership and head coaches (Kaggle MTeamConferences and
// MTeamCoaches), with coach names matched across the two spellings.

import (
	"fmt"
	"sort"
	"strings"
	"unicode"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"

	"golang.org/x/text/unicode/norm"
)

// loadTeamData: W-L per team season (1948-2019) for schools that are franchises.
func (l *mbbLoader) loadTeamData() error {
	t, err := source.ReadTable(l.fsys, ncaambbDir+"ncaa-team-data.csv")
	if err != nil {
		return err
	}
	return t.Each(func(r source.Row) error {
		fr, err := l.schoolKey(r.S("school"))
		if err != nil {
			return err
		}
		l.learnCoach(r.S("coaches"))
		if strings.HasSuffix(r.S("season"), "-nm") {
			// Sports-Reference marks seasons outside the major (Division I)
			// level "-nm" ("1969-70-nm"); they are not D-I team seasons.
			l.NonMajorSkipped++
			return nil
		}
		y, err := mbbSeasonEndYear(r.S("season"))
		if err != nil {
			return err
		}
		if !l.frKeys[fr] {
			return nil
		}
		ts := l.teamSeason(fr, y)
		if ts.HasRecord {
			return fmt.Errorf("%s %d twice", r.S("school"), y)
		}
		w, ok1 := r.I("w")
		lo, ok2 := r.I("l")
		if ok1 && ok2 {
			ts.Wins, ts.Losses, ts.HasRecord = w, lo, true
			mbbAddSource(ts, "ncaa-team-data.csv")
		}
		if c := r.S("coaches"); c != "" {
			ts.HeadCoach = c
			l.srCoach[fr+"|"+ts.SeasonKey] = true
			l.srCoaches = append(l.srCoaches, mbbSRCoach{fr: fr, year: y, name: c, w: ts.Wins, l: ts.Losses, rec: ts.HasRecord})
		}
		if code, _ := r.I("ncaa_tournament"); code > 0 {
			ts.MadePlayoffs = true
		}
		return nil
	})
}

// mbbCoachSnake turns "Butch van Breda Kolff" / "Kevin O'Neill" into the Kaggle
// style "butch_van_breda_kolff" / "kevin_oneill".
func mbbCoachSnake(name string) string {
	var b strings.Builder
	us := false
	for _, r := range strings.ToLower(mbbFoldAccents(name)) {
		switch {
		case r == '\'' || r == '.':
		case (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9'):
			if us && b.Len() > 0 {
				b.WriteByte('_')
			}
			us = false
			b.WriteRune(r)
		default:
			us = true
		}
	}
	return b.String()
}

// mbbFoldAccents strips combining marks ("Jokić" -> "Jokic").
func mbbFoldAccents(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// learnCoach records the display spelling of a Sports-Reference coach name.
func (l *mbbLoader) learnCoach(name string) {
	if name == "" {
		return
	}
	if l.coachName == nil {
		l.coachName = map[string]string{}
	}
	k := mbbCoachSnake(name)
	if old, ok := l.coachName[k]; !ok || name < old {
		l.coachName[k] = name
	}
}

// displayCoach turns a Kaggle snake_case coach name into a display name: the
// Sports-Reference spelling when one is known, else title case
// ("nolan_richardson_jr" -> "Nolan Richardson Jr."). Names already in display
// form are returned unchanged.
func (l *mbbLoader) displayCoach(s string) string {
	if s == "" || strings.ContainsAny(s, " ") || strings.ToLower(s) != s {
		return s
	}
	if n, ok := l.coachName[s]; ok {
		return n
	}
	parts := strings.Split(s, "_")
	for i, p := range parts {
		switch p {
		case "jr", "sr":
			parts[i] = strings.ToUpper(p[:1]) + p[1:] + "."
		case "ii", "iii", "iv":
			parts[i] = strings.ToUpper(p)
		default:
			if p != "" {
				parts[i] = strings.ToUpper(p[:1]) + p[1:]
			}
		}
	}
	return strings.Join(parts, " ")
}

func (l *mbbLoader) loadConferences() error {
	names := map[string]string{}
	t, err := source.ReadTable(l.fsys, ncaambbDir+"Conferences.csv")
	if err != nil {
		return err
	}
	t.Each(func(r source.Row) error {
		names[r.S("ConfAbbrev")] = r.S("Description")
		return nil
	})
	t, err = source.ReadTable(l.fsys, ncaambbDir+"MTeamConferences.csv")
	if err != nil {
		return err
	}
	if err := t.Each(func(r source.Row) error {
		y, _ := r.I("Season")
		c := r.S("ConfAbbrev")
		if c == "ind" {
			return nil // "Independent" is no conference
		}
		if names[c] == "" {
			return fmt.Errorf("conference %q not in Conferences.csv", c)
		}
		u, ok := l.confUsed[c]
		if !ok || y-1 < u[0] {
			u[0] = y - 1
		}
		if y-1 > u[1] {
			u[1] = y - 1
		}
		l.confUsed[c] = u
		fr := mbbFranchiseKey(r.S("TeamID"))
		if !l.frKeys[fr] {
			return nil
		}
		ts := l.teamSeason(fr, y)
		ts.ConferenceKey = mbbLeague + ":" + c
		mbbAddSource(ts, "MTeamConferences.csv")
		return nil
	}); err != nil {
		return err
	}
	for _, c := range source.SortedKeys(l.confUsed) {
		u := l.confUsed[c]
		l.ds.Conferences = append(l.ds.Conferences, dataset.Conference{Key: mbbLeague + ":" + c, LeagueKey: mbbLeague, Name: names[c],
			Abbrev: strings.ToUpper(strings.ReplaceAll(c, "_", " ")), FirstYear: u[0], LastYear: u[1]})
	}
	return nil
}

// mbbSRCoach is the one head coach ncaa-team-data.csv names for a team season.
type mbbSRCoach struct {
	fr, name string
	year     int
	w, l     int
	rec      bool
}

// loadCoaches: one tenure per MTeamCoaches row of a franchise (1985-2022),
// ordered by first day (no W-L in the source); then the ncaa-team-data.csv
// coaches (1948-2019, addSRCoaches).
func (l *mbbLoader) loadCoaches() error {
	t, err := source.ReadTable(l.fsys, ncaambbDir+"MTeamCoaches.csv")
	if err != nil {
		return err
	}
	type row struct {
		season, first int
		team, coach   string
	}
	var rows []row
	t.Each(func(r source.Row) error {
		x := row{team: r.S("TeamID"), coach: r.S("CoachName")}
		x.season, _ = r.I("Season")
		x.first, _ = r.I("FirstDayNum")
		rows = append(rows, x)
		return nil
	})
	sort.SliceStable(rows, func(i, j int) bool {
		a, b := rows[i], rows[j]
		if a.season != b.season {
			return a.season < b.season
		}
		if a.team != b.team {
			return a.team < b.team
		}
		return a.first < b.first
	})
	people := map[string]bool{}
	order := map[string]int{}
	for _, x := range rows {
		fr := mbbFranchiseKey(x.team)
		if !l.frKeys[fr] || x.coach == "" {
			continue
		}
		pk := mbbLeague + ":coach:" + x.coach
		display := l.displayCoach(x.coach)
		if !people[pk] {
			people[pk] = true
			first, last := source.SplitName(display)
			l.ds.People = append(l.ds.People, dataset.Person{Key: pk, FirstName: first, LastName: last, Source: "MTeamCoaches.csv"})
		}
		sk := l.season(x.season)
		order[fr+"|"+sk]++
		l.ds.Coaches = append(l.ds.Coaches, dataset.CoachTenure{PersonKey: pk, FranchiseKey: fr, SeasonKey: sk, Title: "Head Coach", IsHead: true,
			Order: order[fr+"|"+sk], Source: "MTeamCoaches.csv"})
		// Sports-Reference's coach (with the W-L) wins; else the last
		// Kaggle coach of the season (rows are in day order).
		ts := l.teamSeason(fr, x.season)
		if !l.srCoach[fr+"|"+sk] {
			ts.HeadCoach = display
		}
		mbbAddSource(ts, "MTeamCoaches.csv")
	}
	l.addSRCoaches(people)
	return nil
}

// addSRCoaches adds the Sports-Reference head coach of each team season
// with the team's W-L (the file names one coach per season). Where Kaggle
// already has the season's coaches (1985-2019), the W-L goes to the Kaggle
// tenure of the same person when he was the season's only coach, and no
// second tenure is added.
func (l *mbbLoader) addSRCoaches(people map[string]bool) {
	byTS := map[string][]int{} // franchise|season -> Kaggle tenures
	for i, c := range l.ds.Coaches {
		byTS[c.FranchiseKey+"|"+c.SeasonKey] = append(byTS[c.FranchiseKey+"|"+c.SeasonKey], i)
	}
	for _, x := range l.srCoaches {
		pk := mbbLeague + ":coach:" + mbbCoachSnake(x.name)
		sk := mbbSeasonKey(x.year)
		if kg := byTS[x.fr+"|"+sk]; len(kg) > 0 {
			if c := &l.ds.Coaches[kg[0]]; len(kg) == 1 && c.PersonKey == pk && x.rec {
				c.Wins, c.Losses, c.HasRecord = x.w, x.l, true
				c.Source += "; ncaa-team-data.csv (team W-L)"
			}
			continue
		}
		if !people[pk] {
			people[pk] = true
			first, last := source.SplitName(x.name)
			l.ds.People = append(l.ds.People, dataset.Person{Key: pk, FirstName: first, LastName: last, Source: "ncaa-team-data.csv"})
		}
		l.ds.Coaches = append(l.ds.Coaches, dataset.CoachTenure{PersonKey: pk, FranchiseKey: x.fr, SeasonKey: sk, Title: "Head Coach", IsHead: true,
			Order: 1, Wins: x.w, Losses: x.l, HasRecord: x.rec, Source: "ncaa-team-data.csv (team W-L)"})
	}
}
