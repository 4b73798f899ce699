package mlb

// MLB franchises (Lahman franchID, current facts from curated/mlb_teams.csv)
// and venues (Retrosheet ballparks.csv + Lahman Parks.csv).

import (
	"fmt"
	"sort"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// ---------------------------------------------------------------------------
// Parks

type mlbPark struct {
	ID, Name, City, State, Country string
	FirstGame                      string // ISO date of the first game Retrosheet lists (may be empty)
}

type mlbVenueOverride struct {
	Name     string
	Capacity int
	Opened   int
}

// mlbCountryNames normalizes Lahman Parks.csv country codes.
var mlbCountryNames = map[string]string{
	"US": "USA", "USA": "USA", "CA": "Canada", "MX": "Mexico", "UK": "United Kingdom",
	"PR": "Puerto Rico", "AU": "Australia", "JP": "Japan", "South Korea": "South Korea",
}

// mlbStateFix normalizes Retrosheet ballparks.csv state/province spellings
// that are not 2-letter codes (country in the second field).
var mlbStateFix = map[string][2]string{
	"ONT": {"ON", "Canada"}, "QUE": {"QC", "Canada"}, "MAN": {"MB", "Canada"}, "SAS": {"SK", "Canada"},
	"ON": {"ON", "Canada"}, "QC": {"QC", "Canada"},
	"MEX": {"", "Mexico"}, "MX": {"", "Mexico"}, "JAP": {"", "Japan"}, "PR": {"", "Puerto Rico"},
	"England": {"", "United Kingdom"}, "Australia": {"", "Australia"},
}

var mlbUSStates = map[string]bool{}

func init() {
	for _, s := range strings.Fields("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY") {
		mlbUSStates[s] = true
	}
}

// mlbISODate turns Retrosheet's M/D/YYYY into YYYY-MM-DD ("" when malformed).
func mlbISODate(s string) string {
	p := strings.Split(strings.TrimSpace(s), "/")
	if len(p) != 3 {
		return ""
	}
	m, ok1 := source.ParseInt(p[0])
	d, ok2 := source.ParseInt(p[1])
	y, ok3 := source.ParseInt(p[2])
	if !ok1 || !ok2 || !ok3 || m < 1 || m > 12 || d < 1 || d > 31 || y < 1800 {
		return ""
	}
	return fmt.Sprintf("%04d-%02d-%02d", y, m, d)
}

func mlbParseParks(ballparks, lahman *source.Table) (map[string]*mlbPark, error) {
	c, err := mlbColsOf(ballparks, "PARKID", "NAME", "AKA", "CITY", "STATE", "START")
	if err != nil {
		return nil, err
	}
	lc, err := mlbColsOf(lahman, "park.key", "park.name", "city", "state", "country")
	if err != nil {
		return nil, err
	}
	lahmanPark := map[string][]string{}
	for _, rec := range lahman.Rows {
		lahmanPark[lc.s(rec, "park.key")] = rec
	}
	parks := map[string]*mlbPark{}
	for _, rec := range ballparks.Rows {
		p := &mlbPark{ID: c.s(rec, "PARKID"), City: c.s(rec, "CITY"), FirstGame: mlbISODate(c.s(rec, "START"))}
		// NAME may list the current and former names separated by ';'; a few
		// parks without games yet (SAC01) have only an AKA.
		name := c.s(rec, "NAME")
		if name == "" {
			name = c.s(rec, "AKA")
		}
		p.Name = strings.TrimSpace(strings.Split(name, ";")[0])
		st := c.s(rec, "STATE")
		if lr, ok := lahmanPark[p.ID]; ok {
			// Lahman's city is used where both have one (ballparks.csv gives
			// SEO01's city as "South Korea").
			if city := lc.s(lr, "city"); city != "" {
				p.City = city
			}
			p.Country = mlbCountryNames[lc.s(lr, "country")]
			if s := lc.s(lr, "state"); len(s) == 2 {
				st = s
			}
		}
		if fix, ok := mlbStateFix[st]; ok {
			st = fix[0]
			if p.Country == "" {
				p.Country = fix[1]
			}
		}
		if p.Country == "" && mlbUSStates[st] {
			p.Country = "USA"
		}
		if p.Country != "" && p.Country != "USA" && p.Country != "Canada" && len(st) != 2 {
			st = ""
		}
		p.State = st
		if p.ID == "" || p.Name == "" {
			continue
		}
		parks[p.ID] = p
	}
	return parks, nil
}

// ---------------------------------------------------------------------------
// Franchises

// mlbCurated is one row of curated/mlb_teams.csv with unverified fields blanked.
type mlbCurated struct {
	Team, Abbrev, City, State, Country, Ballpark, ParkID string
	FirstSeason, Capacity, Opened                        int
}

// mlbParseCurated reads curated/mlb_teams.csv. Fields named in
// unverified_fields are left empty (never imported).
func mlbParseCurated(t *source.Table) ([]mlbCurated, error) {
	var out []mlbCurated
	err := t.Each(func(r source.Row) error {
		unv := map[string]bool{}
		for _, f := range strings.FieldsFunc(r.S("unverified_fields"), func(c rune) bool { return c == ';' || c == ',' || c == ' ' }) {
			unv[strings.TrimSpace(f)] = true
		}
		get := func(col string) string {
			if unv[col] {
				return ""
			}
			return r.S(col)
		}
		num := func(col string) int {
			v, _ := source.ParseInt(get(col))
			return v
		}
		c := mlbCurated{Team: get("team"), Abbrev: r.S("abbreviation"), City: get("city"), State: get("state_province"),
			Country: get("country"), Ballpark: get("ballpark"), ParkID: get("retrosheet_park_id"),
			FirstSeason: num("franchise_first_season"), Capacity: num("ballpark_capacity"), Opened: num("ballpark_opened")}
		if c.Abbrev == "" {
			return fmt.Errorf("no abbreviation")
		}
		out = append(out, c)
		return nil
	})
	return out, err
}

type mlbXwalkRow struct {
	Retro, FranchKey, Name, Nickname, Park string
	First, Last                            int
}

func mlbParseXwalk(t *source.Table) ([]mlbXwalkRow, error) {
	var out []mlbXwalkRow
	err := t.Each(func(r source.Row) error {
		x := mlbXwalkRow{Retro: r.S("retro_team"), FranchKey: r.S("franchise_key"), Name: r.S("name"), Nickname: r.S("nickname"), Park: r.S("park_id")}
		x.First, _ = r.I("first_year")
		x.Last, _ = r.I("last_year")
		if x.Retro == "" || !strings.HasPrefix(x.FranchKey, "mlb:") {
			return fmt.Errorf("bad crosswalk row %q -> %q", x.Retro, x.FranchKey)
		}
		out = append(out, x)
		return nil
	})
	return out, err
}

// mlbNickname strips the place name from a team name ("Tampa Bay Rays" with
// city "Tampa Bay" -> "Rays"); otherwise the Retrosheet nickname is used.
func mlbNickname(name, place, retroNick string) string {
	if place != "" && strings.HasPrefix(name, place+" ") {
		return strings.TrimPrefix(name, place+" ")
	}
	return retroNick
}

func (b *mlbBuild) loadFranchises(curT, xwT *source.Table) error {
	parks, err := mlbParseParks(b.tabs["ballparks.csv"], b.tabs["Parks.csv"])
	if err != nil {
		return err
	}
	b.parks = parks
	b.venueUsed = map[string]bool{}
	b.venueOver = map[string]mlbVenueOverride{}
	cur, err := mlbParseCurated(curT)
	if err != nil {
		return err
	}
	xw, err := mlbParseXwalk(xwT)
	if err != nil {
		return err
	}
	// Team-season city: the city of the main home park, else Retrosheet's place name.
	for _, t := range b.teams.list {
		if p := parks[t.MainPark]; p != nil {
			t.City = p.City
			b.venueUsed[p.ID] = true
		} else {
			t.MainPark = ""
			t.City = b.retroTeam[t.Retro].City
		}
	}
	tf := b.tabs["TeamsFranchises.csv"]
	fc, err := mlbColsOf(tf, "franchID", "franchName", "active")
	if err != nil {
		return err
	}
	active := map[string]bool{}
	for _, rec := range tf.Rows {
		active[fc.s(rec, "franchID")] = fc.s(rec, "active") == "Y"
	}
	rows := map[string][]*mlbTeam{}
	var ids []string
	for _, t := range b.teams.list {
		if rows[t.Franch] == nil {
			ids = append(ids, t.Franch)
		}
		rows[t.Franch] = append(rows[t.Franch], t)
	}
	// Active clubs first: the writer hands out name slugs in this order, so
	// "washington-nationals" goes to the current club, not the 1884 one.
	sort.Slice(ids, func(i, j int) bool {
		if active[ids[i]] != active[ids[j]] {
			return active[ids[i]]
		}
		return ids[i] < ids[j]
	})
	byBR := map[string]*dataset.Franchise{}
	b.franchises = map[string]*dataset.Franchise{}
	var out []*dataset.Franchise
	for _, id := range ids {
		rs := rows[id]
		first, last := rs[0], rs[len(rs)-1]
		f := &dataset.Franchise{
			Key: "mlb:" + id, Sport: dataset.Baseball, Level: dataset.Pro, LeagueKey: last.League(),
			Name: last.Name, City: last.City, Abbrev: last.BR, FoundedYear: first.Year,
			DivisionKey: mlbDivisionKey(last.LgID, last.Div), Source: "Teams.csv; TeamsFranchises.csv",
		}
		rt := b.retroTeam[last.Retro]
		f.Nickname = mlbNickname(last.Name, rt.City, rt.Nickname)
		if p := parks[last.MainPark]; p != nil {
			f.VenueKey = "mlb:" + p.ID
			f.State, f.Country = p.State, p.Country
		}
		if !active[id] || last.Year < b.teams.lastYear {
			f.LastYear = last.Year // defunct: no current division
			f.DivisionKey = ""
		}
		if last.Year == b.teams.lastYear {
			byBR[last.BR] = f
		}
		b.franchises[f.Key] = f
		out = append(out, f)
	}
	// Current facts of the 30 clubs from the curated table.
	for _, c := range cur {
		f := byBR[c.Abbrev]
		if f == nil {
			return fmt.Errorf("curated/mlb_teams.csv: abbreviation %q is no %d Lahman team", c.Abbrev, b.teams.lastYear)
		}
		if c.Team != "" {
			f.Name = c.Team
		}
		f.Nickname = mlbNickname(f.Name, b.retroTeam[b.lastTeam(f).Retro].City, f.Nickname)
		if c.City != "" {
			f.City = c.City
		}
		if c.State != "" {
			f.State = c.State
		}
		if c.Country != "" {
			f.Country = c.Country
		}
		if c.FirstSeason != 0 {
			f.FoundedYear = c.FirstSeason
		}
		if c.ParkID != "" {
			if parks[c.ParkID] == nil {
				return fmt.Errorf("curated/mlb_teams.csv: park %q not in ballparks.csv", c.ParkID)
			}
			f.VenueKey = "mlb:" + c.ParkID
			b.venueUsed[c.ParkID] = true
			b.venueOver[c.ParkID] = mlbVenueOverride{Name: c.Ballpark, Capacity: c.Capacity, Opened: c.Opened}
		}
		f.Source += "; curated/mlb_teams.csv"
	}
	// Identities newer than Lahman (crosswalks/mlb_retro_teams.csv).
	for _, x := range xw {
		f := b.franchises[x.FranchKey]
		if f == nil {
			return fmt.Errorf("crosswalks/mlb_retro_teams.csv: unknown franchise %q", x.FranchKey)
		}
		if x.Last <= b.teams.lahmanLast {
			continue // covered by Lahman
		}
		rt, ok := b.retroTeam[x.Retro]
		if !ok {
			return fmt.Errorf("crosswalks/mlb_retro_teams.csv: %q not in the Retrosheet team list", x.Retro)
		}
		f.Name, f.Nickname, f.City, f.Abbrev = x.Name, x.Nickname, rt.City, x.Retro
		if p := parks[x.Park]; p != nil {
			f.VenueKey = "mlb:" + p.ID
			f.State, f.Country = p.State, p.Country
			b.venueUsed[p.ID] = true
		}
		f.Source += "; NgLgNov2025-teams.csv"
	}
	for _, f := range out {
		b.ds.Franchises = append(b.ds.Franchises, *f)
	}
	return nil
}

// lastTeam returns the franchise's latest Lahman team-season.
func (b *mlbBuild) lastTeam(f *dataset.Franchise) *mlbTeam {
	var last *mlbTeam
	for _, t := range b.teams.list {
		if t.FranchKey() == f.Key {
			last = t
		}
	}
	return last
}

// venues writes every park used by a team-season, franchise or game.
func (b *mlbBuild) venues() error {
	ids := make([]string, 0, len(b.venueUsed))
	for id := range b.venueUsed {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		p := b.parks[id]
		if p == nil {
			return fmt.Errorf("park %q not in ballparks.csv", id)
		}
		v := dataset.Venue{Key: "mlb:" + id, Name: p.Name, City: p.City, State: p.State, Country: p.Country, Source: "ballparks.csv; Parks.csv"}
		if o, ok := b.venueOver[id]; ok {
			if o.Name != "" {
				v.Name = o.Name
			}
			v.Capacity, v.OpenedYear = o.Capacity, o.Opened
			v.Source += "; curated/mlb_teams.csv"
		}
		b.ds.Venues = append(b.ds.Venues, v)
	}
	return nil
}

// mlbStateZones: IANA time zone by US state / Canadian province for the
// parks in the data (exceptions by city in mlbCityZones).
var mlbStateZones = map[string]string{
	"AL": "America/Chicago", "AR": "America/Chicago", "AZ": "America/Phoenix", "CA": "America/Los_Angeles",
	"CO": "America/Denver", "CT": "America/New_York", "DC": "America/New_York", "DE": "America/New_York",
	"FL": "America/New_York", "GA": "America/New_York", "HI": "Pacific/Honolulu", "IA": "America/Chicago",
	"IL": "America/Chicago", "IN": "America/Indiana/Indianapolis", "KS": "America/Chicago",
	"KY": "America/Kentucky/Louisville", "LA": "America/Chicago", "MA": "America/New_York", "MD": "America/New_York",
	"MI": "America/Detroit", "MN": "America/Chicago", "MO": "America/Chicago", "MS": "America/Chicago",
	"NC": "America/New_York", "ND": "America/Chicago", "NE": "America/Chicago", "NJ": "America/New_York",
	"NV": "America/Los_Angeles", "NY": "America/New_York", "OH": "America/New_York", "OK": "America/Chicago",
	"OR": "America/Los_Angeles", "PA": "America/New_York", "RI": "America/New_York", "TN": "America/Chicago",
	"TX": "America/Chicago", "VA": "America/New_York", "WA": "America/Los_Angeles", "WI": "America/Chicago",
	"WV": "America/New_York", "ON": "America/Toronto", "QC": "America/Toronto",
}

// mlbCityZones overrides the state zone for single parks/cities.
var mlbCityZones = map[string]string{
	"Tokyo": "Asia/Tokyo", "Seoul": "Asia/Seoul", "London": "Europe/London", "Sydney": "Australia/Sydney",
	"San Juan": "America/Puerto_Rico", "Mexico City": "America/Mexico_City", "Monterrey": "America/Monterrey",
}

func mlbTimeZone(p *mlbPark) string {
	if p == nil {
		return ""
	}
	if z, ok := mlbCityZones[p.City]; ok {
		return z
	}
	if p.Country != "USA" && p.Country != "Canada" {
		return ""
	}
	return mlbStateZones[p.State]
}
