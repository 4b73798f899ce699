package nfl

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// The Pro-Football-Reference coach and team files (1920-2024): coach rows
// by team-season, ordered and titled by the team pages' coach lists.

// nflPFRTeamSeason is one team-season of the team file.
type nflPFRTeamSeason struct {
	fr, sk   string
	year     int
	w, l, t  int
	surnames []string
}

type nflCodeSpan struct {
	first, last int
	fr          string
}

// nflPFRTeamNames: the team file's names of the wartime mergers, as the
// franchise eras name them (the 1945 merged team is filed under the Yanks).
var nflPFRTeamNames = map[string]string{
	"Phi/Pit Eagles/Steelers": "Phil-Pitt Steagles",
	"Chi/Pit Cards/Steelers":  "Card-Pitt",
	"Bos/Bkn Yanks/Tigers":    "Boston Yanks",
}

// nflPFRCodeFix: one coach row carries the team's name instead of its code
// (Bruce Arians's 2012 interim row).
var nflPFRCodeFix = map[string]string{"Indianapolis Colts": "IND"}

// nflPFRDuplicateCoach: rows that repeat another coach row under a second
// name. Forrest "Jap" Douds coached the 1933 Pittsburgh Pirates; the file
// has him twice (his two page names), with the same 3-6-2 record.
var nflPFRDuplicateCoach = map[string]string{"Jap Douds|1933": "Forrest Douds"}

// nflPFRMissingCoach: coaches the team file lists with no coach row. The
// coach file lacks Jim Mora Sr. (New Orleans 1986-1996, Indianapolis
// 1998-2001; his folder holds his son's pages), and its two rows with an
// empty year (Conzelman, Rock Island 1922; Gibson, Minneapolis 1930) were
// dropped. Their record is the team's minus the other coaches' rows.
var nflPFRMissingCoach = map[string]string{"Mora": "Jim Mora Sr.", "Conzelman": "Jimmy Conzelman", "Gibson": "George Gibson"}

// nflPFRPlayoffFix: playoff W-L the coach file gets wrong. Jon Gruden
// resigned in October 2021; Rich Bisaccia coached the Raiders' Wild Card
// loss, and the file credits that game to both.
var nflPFRPlayoffFix = map[string][2]int{"Jon Gruden|2021": {0, 0}}

var nflPFRLeague = map[string]string{"APFA": "nfl", "NFL": "nfl", "AFL": "afl", "AAFC": "aafc"}

func (l *nflLoader) readCoachCodes() (map[string][]nflCodeSpan, error) {
	t, err := source.ReadTable(l.fsys, nflSrcCoachCodes)
	if err != nil {
		return nil, err
	}
	codes := map[string][]nflCodeSpan{}
	err = t.Each(func(r source.Row) error {
		first, ok1 := r.I("first_season")
		last, ok2 := r.I("last_season")
		sp := nflCodeSpan{first: first, last: last, fr: r.S("franchise_key")}
		if !ok1 || !ok2 || last < first || r.S("pfr_code") == "" {
			return fmt.Errorf("bad span %q %q-%q", r.S("pfr_code"), r.S("first_season"), r.S("last_season"))
		}
		if _, ok := l.eras[sp.fr]; !ok {
			return fmt.Errorf("unknown franchise %q", sp.fr)
		}
		for _, o := range codes[r.S("pfr_code")] {
			if first <= o.last && o.first <= last {
				return fmt.Errorf("code %s: spans overlap at %d", r.S("pfr_code"), first)
			}
		}
		codes[r.S("pfr_code")] = append(codes[r.S("pfr_code")], sp)
		return nil
	})
	return codes, err
}

// readPFRTeams reads the team file: team-seasons keyed by franchise|season.
func (l *nflLoader) readPFRTeams() (map[string]*nflPFRTeamSeason, []string, error) {
	t, err := source.ReadTable(l.fsys, nflDir+nflSrcPFRTeams)
	if err != nil {
		return nil, nil, err
	}
	teams := map[string]*nflPFRTeamSeason{}
	var order []string
	err = t.Each(func(r source.Row) error {
		y, ok := r.I("Year")
		w, ok1 := r.I("W")
		lo, ok2 := r.I("L")
		ti, ok3 := r.I("T")
		if !ok || !ok1 || !ok2 || (!ok3 && r.S("T") != "") {
			return fmt.Errorf("bad year or W-L-T %q %q-%q-%q", r.S("Year"), r.S("W"), r.S("L"), r.S("T"))
		}
		name := strings.TrimSpace(strings.TrimRight(r.S("Tm"), "*"))
		if n, ok := nflPFRTeamNames[name]; ok {
			name = n
		}
		fr, err := l.franchiseByName(name, y, "")
		if err != nil {
			return err
		}
		lg, err := l.teamLeague(fr, y)
		if err != nil {
			return err
		}
		if nflPFRLeague[r.S("Lg")] != lg {
			return fmt.Errorf("%s %d: league %q, the franchise's era says %s", name, y, r.S("Lg"), lg)
		}
		pt := &nflPFRTeamSeason{fr: fr, sk: nflSeasonKey(lg, y), year: y, w: w, l: lo, t: ti}
		for _, s := range strings.Split(r.S("Coaches"), ",") {
			if s = strings.TrimSpace(s); s != "" {
				pt.surnames = append(pt.surnames, s)
			}
		}
		k := fr + "|" + pt.sk
		if teams[k] != nil {
			return fmt.Errorf("team-season %s listed twice", k)
		}
		teams[k] = pt
		order = append(order, k)
		return nil
	})
	return teams, order, err
}

// readPFRCoachRows reads the coach file, grouped by franchise|season.
func (l *nflLoader) readPFRCoachRows(codes map[string][]nflCodeSpan) (map[string][]*nflCoachRow, error) {
	t, err := source.ReadTable(l.fsys, nflDir+nflSrcPFRCoaches)
	if err != nil {
		return nil, err
	}
	rows := map[string][]*nflCoachRow{}
	dups := map[string]string{} // coach|year it repeats -> dropped name
	err = t.Each(func(r source.Row) error {
		name := r.S("coach")
		y, ok := r.I("Year")
		if name == "" || !ok {
			return fmt.Errorf("coach %q: bad year %q", name, r.S("Year"))
		}
		if other, ok := nflPFRDuplicateCoach[name+"|"+strconv.Itoa(y)]; ok {
			dups[other+"|"+strconv.Itoa(y)] = name
			return nil
		}
		code := r.S("Tm")
		if c, ok := nflPFRCodeFix[code]; ok {
			code = c
		}
		fr := ""
		for _, sp := range codes[code] {
			if y >= sp.first && y <= sp.last {
				fr = sp.fr
			}
		}
		if fr == "" {
			return fmt.Errorf("%s %d: team code %q has no crosswalk span", name, y, code)
		}
		lg, err := l.teamLeague(fr, y)
		if err != nil {
			return err
		}
		if nflPFRLeague[r.S("Lg")] != lg {
			return fmt.Errorf("%s %d %s: league %q, the franchise's era says %s", name, y, code, r.S("Lg"), lg)
		}
		var v [5]int
		for i, c := range []string{"W", "L", "T", "W plyf", "L plyf"} {
			n, ok := r.I(c)
			if !ok && (i < 2 || r.S(c) != "") {
				return fmt.Errorf("%s %d: bad %s %q", name, y, c, r.S(c))
			}
			v[i] = n
		}
		row := &nflCoachRow{name: name, listed: -1, ct: dataset.CoachTenure{FranchiseKey: fr, SeasonKey: nflSeasonKey(lg, y),
			Title: "Head Coach", IsHead: true, Wins: v[0], Losses: v[1], Ties: v[2], PlayoffWins: v[3], PlayoffLoss: v[4],
			HasRecord: true, Source: nflSrcPFRCoaches}}
		if fix, ok := nflPFRPlayoffFix[name+"|"+strconv.Itoa(y)]; ok {
			row.ct.PlayoffWins, row.ct.PlayoffLoss = fix[0], fix[1]
		}
		if age, ok := r.I("Age"); ok && age > 0 {
			row.birth = y - age
		}
		k := row.ct.FranchiseKey + "|" + row.ct.SeasonKey
		rows[k] = append(rows[k], row)
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, cs := range rows {
		for _, c := range cs {
			delete(dups, c.name+"|"+c.ct.SeasonKey[strings.IndexByte(c.ct.SeasonKey, ':')+1:])
		}
	}
	for k, name := range dups {
		return nil, fmt.Errorf("%s: row %s dropped as a repeat of %s, which has no row", nflSrcPFRCoaches, name, k)
	}
	return rows, nil
}

// nflSurnameOf reports whether the full name ends with surname (a "Jr." or
// "Sr." suffix aside).
func nflSurnameOf(name, surname string) bool {
	name = strings.TrimSuffix(strings.TrimSuffix(name, " Jr."), " Sr.")
	return name == surname || strings.HasSuffix(name, " "+surname)
}

// orderPFRTeam orders one team-season's coach rows by the team page's list,
// fills a listed coach that has no row (nflPFRMissingCoach) and titles co-
// and interim coaches. playoff is the team's playoff W-L from the games.
func orderPFRTeam(pt *nflPFRTeamSeason, rows []*nflCoachRow, playoff [2]int) ([]*nflCoachRow, error) {
	var out []*nflCoachRow
	used := make([]bool, len(rows))
	for i, s := range pt.surnames {
		var hit *nflCoachRow
		for j, c := range rows {
			if !used[j] && nflSurnameOf(c.name, s) {
				hit, used[j] = c, true
				break
			}
		}
		if hit == nil {
			full, ok := nflPFRMissingCoach[s]
			if !ok {
				return nil, fmt.Errorf("%s %d: coach %q of the team file has no coach row", pt.fr, pt.year, s)
			}
			hit = &nflCoachRow{name: full, ct: dataset.CoachTenure{FranchiseKey: pt.fr, SeasonKey: pt.sk, Title: "Head Coach",
				IsHead: true, Wins: pt.w, Losses: pt.l, Ties: pt.t, HasRecord: true, Source: nflSrcPFRTeams + " (team record less the other coaches' rows)"}}
			for _, c := range rows {
				hit.ct.Wins, hit.ct.Losses, hit.ct.Ties = hit.ct.Wins-c.ct.Wins, hit.ct.Losses-c.ct.Losses, hit.ct.Ties-c.ct.Ties
			}
			if hit.ct.Wins < 0 || hit.ct.Losses < 0 || hit.ct.Ties < 0 {
				return nil, fmt.Errorf("%s %d: the other coaches' rows exceed the team record", pt.fr, pt.year)
			}
			if i == len(pt.surnames)-1 {
				hit.ct.PlayoffWins, hit.ct.PlayoffLoss = playoff[0], playoff[1]
			}
		}
		hit.listed = i
		out = append(out, hit)
	}
	// A row the team page does not list is an interim coach whose games the
	// league also credits to the listed coach (Arians for Pagano, 2012).
	for j, c := range rows {
		if !used[j] {
			c.ct.Title = "Interim Head Coach"
			out = append(out, c)
		}
	}
	// Co-coaches: PFR credits each with the whole record they shared, so
	// identical records in a team-season whose rows add up to more than the
	// team's record are one shared record.
	var sw, sl, st int
	for _, c := range out {
		sw, sl, st = sw+c.ct.Wins, sl+c.ct.Losses, st+c.ct.Ties
	}
	if sw > pt.w || sl > pt.l || st > pt.t {
		for i, a := range out {
			for j, b := range out {
				if i != j && a.listed >= 0 && b.listed >= 0 && a.ct.Wins == b.ct.Wins && a.ct.Losses == b.ct.Losses && a.ct.Ties == b.ct.Ties {
					a.ct.Title = "Co-Head Coach"
				}
			}
		}
	}
	for i, c := range out {
		c.ct.Order = i + 1
	}
	return out, nil
}
