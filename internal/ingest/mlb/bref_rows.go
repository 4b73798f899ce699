package mlb

// Writing the 2025 Baseball-Reference seasons (bref.go) as people,
// players and player seasons, and checking them against the Retrosheet team
// box totals of the same season.

import (
	"fmt"
	"log/slog"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// brefSeasons adds the player seasons of the year after Lahman's last one.
func (b *mlbBuild) brefSeasons() error {
	if b.teams.lahmanLast >= mlbBrefYear {
		// A Lahman release with this season wins: its rows are already written.
		slog.Info("mlb: Lahman covers the Baseball-Reference season; its tables are not used", "season", mlbBrefYear)
		return nil
	}
	teamOf := b.brefTeams()
	var files [3][]mlbBrefLine
	for f, spec := range mlbBrefFiles {
		lines, err := mlbBrefParse(b.tabs[spec.file], f, teamOf)
		if err != nil {
			return err
		}
		files[f] = lines
	}
	order, seasons := mlbBrefMerge(files)
	if err := b.brefPeople(files); err != nil {
		return err
	}
	players := map[string]int{}
	for i, p := range b.ds.Players {
		players[p.PersonKey] = i
	}
	teamSums := map[*mlbTeam]*mlbAcc{}
	for _, id := range order {
		pk := b.brefPersonKey(id)
		best := ""
		bestG := -1
		for _, s := range seasons[id] {
			if s.team != nil && s.gamesPlayed() > bestG {
				best, bestG = s.position(), s.gamesPlayed()
			}
		}
		for _, s := range seasons[id] {
			row := dataset.PlayerSeason{PersonKey: pk, SeasonKey: source.SeasonKey(mlbLeagueInfo[s.lg].Key, mlbBrefYear),
				TeamAbbrev: s.code, Position: best, Stats: s.acc.stats(), Source: s.source()}
			row.Stats["games_played"] = float64(s.gamesPlayed())
			if s.team != nil {
				row.FranchiseKey, row.Position = s.team.FranchKey(), s.position()
				sum := teamSums[s.team]
				if sum == nil {
					sum = &mlbAcc{}
					teamSums[s.team] = sum
				}
				sum.merge(&s.acc)
			}
			b.ds.PlayerSeasons = append(b.ds.PlayerSeasons, row)
		}
		if i, ok := players[pk]; ok {
			p := &b.ds.Players[i]
			p.LastYear = max(p.LastYear, mlbBrefYear)
			if p.FirstYear == 0 {
				p.FirstYear = mlbBrefYear
			}
			continue
		}
		info := b.people[strings.TrimPrefix(pk, "mlb:")]
		players[pk] = len(b.ds.Players)
		b.ds.Players = append(b.ds.Players, dataset.Player{PersonKey: pk, Sport: dataset.Baseball, Level: dataset.Pro, Position: best,
			Bats: info.Bats, Throws: info.Throws, FirstYear: mlbBrefYear, LastYear: mlbBrefYear, Source: seasons[id][0].source()})
	}
	b.brefTeamCheck(teamSums)
	return nil
}

// brefTeams resolves the season's Baseball-Reference club codes: Lahman's
// teamIDBR of the carried-forward team-season, else its Retrosheet id (the
// 2025 Athletics are ATH in both, OAK in Lahman 2024).
func (b *mlbBuild) brefTeams() func(string) *mlbTeam {
	m := map[string]*mlbTeam{}
	for _, tm := range b.teams.list {
		if tm.Year == mlbBrefYear {
			m[tm.BR] = tm
		}
	}
	for _, tm := range b.teams.list {
		if _, taken := m[tm.Retro]; tm.Year == mlbBrefYear && !taken {
			m[tm.Retro] = tm
		}
	}
	return func(code string) *mlbTeam { return m[code] }
}

// brefPersonKey: the Lahman person with that bbrefID, else the new person.
func (b *mlbBuild) brefPersonKey(bbref string) string {
	if id, ok := b.bbrefToID[bbref]; ok {
		return "mlb:" + id
	}
	return "mlb:" + bbref
}

// brefPeople adds the players Lahman People does not have (2025 debuts) with
// what the tables give: name (accents kept), bats (batting table marks),
// throws (pitching table marks). No birth date: the tables give only an age.
func (b *mlbBuild) brefPeople(files [3][]mlbBrefLine) error {
	type who struct {
		line               *mlbBrefLine
		name, bats, throws string
	}
	added := map[string]*who{}
	var order []string
	for f := range files {
		for i := range files[f] {
			ln := &files[f][i]
			if _, ok := b.bbrefToID[ln.id]; ok {
				continue
			}
			w := added[ln.id]
			if w == nil {
				if b.people[ln.id] != nil {
					return fmt.Errorf("%s line %d: %s is another person's Lahman playerID", mlbBrefFiles[f].file, ln.line, ln.id)
				}
				w = &who{line: ln, name: ln.name}
				added[ln.id] = w
				order = append(order, ln.id)
			}
			if ln.bats != "" {
				w.bats = ln.bats
			}
			if ln.thrw != "" {
				w.throws = ln.thrw
			}
		}
	}
	sort.Strings(order)
	for _, id := range order {
		w := added[id]
		first, last, _ := strings.Cut(w.name, " ")
		if last == "" {
			first, last = "", first
		}
		b.people[id] = &mlbPersonInfo{Name: w.name, Bats: w.bats, Throws: w.throws, DebutY: mlbBrefYear}
		b.ds.People = append(b.ds.People, dataset.Person{Key: "mlb:" + id, FirstName: first, LastName: last,
			Source: mlbBrefFiles[w.line.file].file + ".gz"})
	}
	return nil
}

// mlbBrefTeamChecks: Retrosheet team box columns and the player-row stat each
// one totals.
var mlbBrefTeamChecks = []struct {
	col  string
	slot int
}{
	{"b_ab", msAB}, {"b_r", msR}, {"b_h", msH}, {"b_hr", msHR}, {"b_w", msBB}, {"b_k", msSO}, {"b_sb", msSB},
	{"p_ipouts", mpOuts}, {"p_h", mpH}, {"p_er", mpER}, {"p_w", mpBB}, {"p_k", mpSO}, {"d_po", mfPO}, {"d_e", mfE},
}

// brefTeamCheck compares each club's summed player rows with the Retrosheet
// box totals of its games (a second source of the same figures) and records
// every difference. Earned runs differ for a few clubs (official scorers'
// later rulings are in one source and not the other).
func (b *mlbBuild) brefTeamCheck(sums map[*mlbTeam]*mlbAcc) {
	var teams []*mlbTeam
	for tm := range sums {
		teams = append(teams, tm)
	}
	sort.Slice(teams, func(i, j int) bool { return teams[i].ID < teams[j].ID })
	for _, tm := range teams {
		box := b.boxTotals[mlbYT{mlbBrefYear, tm.Retro}]
		if box == nil {
			continue
		}
		for _, c := range mlbBrefTeamChecks {
			mine, other := sums[tm].v[c.slot], box[c.col]
			if mine == other {
				continue
			}
			b.ds.Disagreements = append(b.ds.Disagreements, mlbDisagreement(
				fmt.Sprintf("%d %s (player rows summed)", mlbBrefYear, tm.Name), mlbStatNames[c.slot],
				"Baseball-Reference player tables", strconv.FormatFloat(mine, 'f', -1, 64),
				mlbSrcTeamstats+".gz", strconv.FormatFloat(other, 'f', -1, 64)))
		}
	}
}

func mlbDisagreement(subject, field, keptSrc, kept, otherSrc, other string) dataset.Disagreement {
	return dataset.Disagreement{Subject: subject, Field: field, KeptSource: keptSrc, KeptValue: kept,
		OtherSource: otherSrc, OtherValue: other}
}
