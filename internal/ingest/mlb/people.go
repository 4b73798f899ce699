package mlb

// MLB people (Lahman People), players, player seasons (Batting + Pitching +
// Fielding + Appearances merged per player-team-year; BattingPost +
// PitchingPost as postseason), awards and coach tenures.

import (
	"fmt"
	"sort"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

type mlbPersonInfo struct {
	Name           string
	Retro          string
	Bats, Throws   string
	DebutY, FinalY int
}

func (b *mlbBuild) loadPeople() error {
	t := b.tabs["People.csv"]
	c, err := mlbColsOf(t, "playerID", "nameFirst", "nameLast", "birthDate", "birthCity", "birthState", "birthCountry",
		"deathDate", "height", "weight", "bats", "throws", "debut", "finalGame", "retroID", "bbrefID", "nameGiven")
	if err != nil {
		return err
	}
	college, err := b.colleges()
	if err != nil {
		return err
	}
	b.people = make(map[string]*mlbPersonInfo, len(t.Rows))
	b.retroToID, b.bbrefToID = map[string]string{}, map[string]string{}
	b.ds.People = make([]dataset.Person, 0, len(t.Rows))
	for n, rec := range t.Rows {
		id := c.s(rec, "playerID")
		if id == "" || b.people[id] != nil {
			return fmt.Errorf("People.csv line %d: empty or duplicate playerID %q", n+2, id)
		}
		p := dataset.Person{Key: "mlb:" + id, FirstName: c.s(rec, "nameFirst"), LastName: c.s(rec, "nameLast"),
			BirthDate: mlbDateOnly(c.s(rec, "birthDate")), BirthCity: c.s(rec, "birthCity"), BirthState: c.s(rec, "birthState"),
			BirthCountry: c.s(rec, "birthCountry"), DeathDate: mlbDateOnly(c.s(rec, "deathDate")),
			HeightIn: c.i(rec, "height"), WeightLb: c.i(rec, "weight"), College: college[id], Source: "People.csv"}
		if a := source.GivenAlias(p.FirstName, p.LastName, c.s(rec, "nameGiven")); a != "" {
			p.Aliases = []string{a}
		}
		info := &mlbPersonInfo{Name: strings.TrimSpace(p.FirstName + " " + p.LastName), Retro: c.s(rec, "retroID"),
			Bats: c.s(rec, "bats"), Throws: c.s(rec, "throws")}
		info.DebutY, _ = source.ParseInt(mlbYearOf(c.s(rec, "debut")))
		info.FinalY, _ = source.ParseInt(mlbYearOf(c.s(rec, "finalGame")))
		b.people[id] = info
		if info.Retro != "" {
			b.retroToID[info.Retro] = id
		}
		if bb := c.s(rec, "bbrefID"); bb != "" {
			b.bbrefToID[bb] = id
		}
		b.ds.People = append(b.ds.People, p)
	}
	return nil
}

// mlbDateOnly keeps ISO YYYY-MM-DD values only.
func mlbDateOnly(s string) string {
	if len(s) >= 10 && s[4] == '-' && s[7] == '-' {
		return s[:10]
	}
	return ""
}

func mlbYearOf(s string) string {
	if len(s) >= 4 {
		return s[:4]
	}
	return ""
}

// colleges: the last school a person played for (CollegePlaying + Schools).
func (b *mlbBuild) colleges() (map[string]string, error) {
	st := b.tabs["Schools.csv"]
	sc, err := mlbColsOf(st, "schoolID", "name_full")
	if err != nil {
		return nil, err
	}
	names := map[string]string{}
	for _, rec := range st.Rows {
		names[sc.s(rec, "schoolID")] = sc.s(rec, "name_full")
	}
	cp := b.tabs["CollegePlaying.csv"]
	cc, err := mlbColsOf(cp, "playerID", "schoolID", "yearID")
	if err != nil {
		return nil, err
	}
	type pick struct {
		year   int
		school string
	}
	best := map[string]pick{}
	for _, rec := range cp.Rows {
		id, school, y := cc.s(rec, "playerID"), cc.s(rec, "schoolID"), cc.i(rec, "yearID")
		if names[school] == "" {
			continue
		}
		cur, ok := best[id]
		if !ok || y > cur.year || (y == cur.year && school < cur.school) {
			best[id] = pick{y, school}
		}
	}
	out := make(map[string]string, len(best))
	for id, p := range best {
		out[id] = names[p.school]
	}
	return out, nil
}

func (b *mlbBuild) name(playerID string) string {
	if p := b.people[playerID]; p != nil {
		return p.Name
	}
	return ""
}

// ---------------------------------------------------------------------------
// Managers

type mlbManagerRow struct {
	ID                string
	Team              *mlbTeam
	Inseason, G, W, L int
}

func (b *mlbBuild) managers() error {
	t := b.tabs["Managers.csv"]
	c, err := mlbColsOf(t, "playerID", "yearID", "teamID", "inseason", "G", "W", "L")
	if err != nil {
		return err
	}
	byTeam := map[*mlbTeam][]mlbManagerRow{}
	for n, rec := range t.Rows {
		m := mlbManagerRow{ID: c.s(rec, "playerID"), Inseason: c.i(rec, "inseason"), G: c.i(rec, "G"), W: c.i(rec, "W"), L: c.i(rec, "L")}
		m.Team = b.teams.byID[mlbYT{c.i(rec, "yearID"), c.s(rec, "teamID")}]
		if m.Team == nil || b.people[m.ID] == nil {
			return fmt.Errorf("Managers.csv line %d: unknown team-season or person", n+2)
		}
		byTeam[m.Team] = append(byTeam[m.Team], m)
		b.mgrRows = append(b.mgrRows, m)
	}
	for tm, ms := range byTeam {
		if h := mlbHeadManager(ms, tm.G); h != "" {
			tm.Manager = b.name(h)
		}
	}
	return nil
}

// mlbHeadManager picks the team-season's manager to display: the last one
// (highest inseason) among those who managed at least 10% of the team's
// games. Lahman's inseason is the order of first appearance, and since the
// 2010s it also lists one- or two-game fill-ins (e.g. 2024 TBA: Kevin Cash
// 161 games, then Rodney Linares 1 game), so the literal last row is often
// not the season's manager. Falls back to the manager with most games.
func mlbHeadManager(ms []mlbManagerRow, teamG int) string {
	best, bestIn := "", -1
	most, mostG := "", -1
	for _, m := range ms {
		if m.G*10 >= teamG && m.Inseason > bestIn {
			best, bestIn = m.ID, m.Inseason
		}
		if m.G > mostG || (m.G == mostG && m.ID < most) {
			most, mostG = m.ID, m.G
		}
	}
	if best != "" {
		return best
	}
	return most
}

// wsMVPs: World Series MVP names per year, in file order.
func (b *mlbBuild) wsMVPs() map[int][]string {
	t := b.tabs["AwardsPlayers.csv"]
	c, err := mlbColsOf(t, "playerID", "awardID", "yearID")
	if err != nil {
		return nil
	}
	out := map[int][]string{}
	for _, rec := range t.Rows {
		if c.s(rec, "awardID") == "World Series MVP" {
			y := c.i(rec, "yearID")
			out[y] = append(out[y], b.name(c.s(rec, "playerID")))
		}
	}
	return out
}

func (b *mlbBuild) hofPlayers() (map[string]bool, error) {
	t := b.tabs["HallOfFame.csv"]
	c, err := mlbColsOf(t, "playerID", "inducted", "category")
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for _, rec := range t.Rows {
		if c.s(rec, "inducted") == "Y" && c.s(rec, "category") == "Player" {
			out[c.s(rec, "playerID")] = true
		}
	}
	return out, nil
}

// ---------------------------------------------------------------------------
// Awards

// mlbAwardName fixes award ids misspelt in the source.
func mlbAwardName(id string) string {
	// AwardsPlayers.csv spells 5 Silver Slugger rows "SIlver Slugger".
	if id == "SIlver Slugger" {
		return "Silver Slugger"
	}
	return id
}

// mlbAwardLeague maps an award's lgID; "ML" (major-league-wide) has no league.
func mlbAwardLeague(lg string) string {
	return mlbLeagueInfo[lg].Key
}

func (b *mlbBuild) awards() error {
	for _, f := range []string{"AwardsPlayers.csv", "AwardsManagers.csv"} {
		t := b.tabs[f]
		c, err := mlbColsOf(t, "playerID", "awardID", "yearID", "lgID", "tie", "notes")
		if err != nil {
			return err
		}
		for n, rec := range t.Rows {
			id := c.s(rec, "playerID")
			if b.people[id] == nil {
				return fmt.Errorf("%s line %d: unknown person %q", f, n+2, id)
			}
			var notes []string
			if v := c.s(rec, "notes"); v != "" {
				notes = append(notes, v)
			}
			if c.s(rec, "tie") == "Y" {
				notes = append(notes, "tie")
			}
			b.ds.Awards = append(b.ds.Awards, dataset.Award{PersonKey: "mlb:" + id, Name: mlbAwardName(c.s(rec, "awardID")),
				Year: c.i(rec, "yearID"), LeagueKey: mlbAwardLeague(c.s(rec, "lgID")), Notes: strings.Join(notes, "; "), Source: f})
		}
	}
	// All-Star selections: one award per player, year and league.
	t := b.tabs["AllstarFull.csv"]
	c, err := mlbColsOf(t, "playerID", "yearID", "lgID", "startingPos")
	if err != nil {
		return err
	}
	type asKey struct {
		id   string
		year int
		lg   string
	}
	starter := map[asKey]bool{}
	var order []asKey
	for _, rec := range t.Rows {
		k := asKey{c.s(rec, "playerID"), c.i(rec, "yearID"), c.s(rec, "lgID")}
		if _, ok := starter[k]; !ok {
			order = append(order, k)
			starter[k] = false
		}
		if c.s(rec, "startingPos") != "" {
			starter[k] = true
		}
	}
	for _, k := range order {
		notes := ""
		if starter[k] {
			notes = "starting lineup"
		}
		b.ds.Awards = append(b.ds.Awards, dataset.Award{PersonKey: "mlb:" + k.id, Name: "All-Star", Year: k.year,
			LeagueKey: mlbAwardLeague(k.lg), Notes: notes, Source: "AllstarFull.csv"})
	}
	// Hall of Fame inductions (every category).
	t = b.tabs["HallOfFame.csv"]
	c, err = mlbColsOf(t, "playerID", "yearID", "votedBy", "inducted", "category")
	if err != nil {
		return err
	}
	for _, rec := range t.Rows {
		if c.s(rec, "inducted") != "Y" {
			continue
		}
		notes := c.s(rec, "category")
		if v := c.s(rec, "votedBy"); v != "" {
			notes += " (" + v + ")"
		}
		b.ds.Awards = append(b.ds.Awards, dataset.Award{PersonKey: "mlb:" + c.s(rec, "playerID"), Name: "Hall of Fame",
			Year: c.i(rec, "yearID"), Notes: notes, Source: "HallOfFame.csv"})
	}
	return nil
}

// ---------------------------------------------------------------------------
// Coaches

// mlbCoachRoles names Retrosheet coaches.csv role codes. The file has no
// legend; the codes were read from the data (e.g. Don Zimmer NYA 1996-2003
// "B" bench coach, Dave Duncan SLN 1996-2011 "P" pitching coach, Josh Bard
// LAN 2024 "U" bullpen coach); "C" is a coach without a recorded role.
var mlbCoachRoles = map[string]string{
	"C": "Coach", "P": "Pitching Coach", "H": "Hitting Coach", "1": "First Base Coach",
	"3": "Third Base Coach", "B": "Bench Coach", "U": "Bullpen Coach",
}

type mlbCoachStats struct{ Rows, NoPerson, NoTeam, Imported int }

func (b *mlbBuild) coaches() error {
	for _, m := range b.managerRecords() {
		ties := max(0, m.G-m.W-m.L)
		b.ds.Coaches = append(b.ds.Coaches, dataset.CoachTenure{PersonKey: "mlb:" + m.ID, FranchiseKey: m.Team.FranchKey(),
			SeasonKey: m.Team.SeasonKey(), Title: "Manager", IsHead: true, Order: max(1, m.Inseason),
			Wins: m.W, Losses: m.L, Ties: ties, HasRecord: true, Source: "Managers.csv"})
	}
	rows, _, err := b.retroCoaches()
	if err != nil {
		return err
	}
	b.ds.Coaches = append(b.ds.Coaches, rows...)
	return nil
}

// retroCoaches reads Retrosheet coaches.csv: persons joined by retroID to
// Lahman People (unmatched skipped), teams by year + Retrosheet team id.
func (b *mlbBuild) retroCoaches() ([]dataset.CoachTenure, mlbCoachStats, error) {
	var st mlbCoachStats
	t := b.tabs["coaches.csv"]
	c, err := mlbColsOf(t, "id", "year", "team", "role", "start")
	if err != nil {
		return nil, st, err
	}
	type row struct {
		ct    dataset.CoachTenure
		team  *mlbTeam
		start string
		id    string
	}
	var rows []row
	for n, rec := range t.Rows {
		st.Rows++
		role := c.s(rec, "role")
		title, ok := mlbCoachRoles[role]
		if !ok {
			return nil, st, fmt.Errorf("coaches.csv line %d: unknown role %q", n+2, role)
		}
		pid := b.retroToID[c.s(rec, "id")]
		if pid == "" {
			st.NoPerson++
			continue
		}
		tm := b.teams.byRetro[mlbYT{c.i(rec, "year"), c.s(rec, "team")}]
		if tm == nil {
			st.NoTeam++
			continue
		}
		rows = append(rows, row{team: tm, start: mlbISODate(c.s(rec, "start")), id: pid,
			ct: dataset.CoachTenure{PersonKey: "mlb:" + pid, FranchiseKey: tm.FranchKey(), SeasonKey: tm.SeasonKey(),
				Title: title, Source: "coaches.csv"}})
	}
	// Order within a team-season: by start date, then person id.
	sort.SliceStable(rows, func(i, j int) bool {
		a, c := rows[i], rows[j]
		if a.team != c.team {
			if a.team.Year != c.team.Year {
				return a.team.Year < c.team.Year
			}
			return a.team.ID < c.team.ID
		}
		if a.start != c.start {
			return a.start < c.start
		}
		return a.id < c.id
	})
	out := make([]dataset.CoachTenure, len(rows))
	seq := 0
	for i, r := range rows {
		if i == 0 || rows[i-1].team != r.team {
			seq = 0
		}
		seq++
		r.ct.Order = seq
		out[i] = r.ct
	}
	st.Imported = len(out)
	return out, st, nil
}
