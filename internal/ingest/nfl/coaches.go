package nfl

// NFL head coaches: one tenure per coach per team-season.
//   - 1920-2024 from football/pfr_nfl_coach_seasons_1920_2024.csv (the
//     Pro-Football-Reference coach pages: W-L-T and playoff W-L per coach per
//     team-season), ordered within a team-season by the coach list of
//     pfr_nfl_team_seasons_coaches_1920_2024.csv (the team pages);
//   - 2025 from nflverse_nfl_coach_seasons_2025_derived.csv (built from the
//     nflverse games);
//   - later seasons from the games' own head-coach columns.
// The games' head coaches (games.csv / nflverse, 2010-) are compared with the
// files, and every team-season's coaches summed with the team's record from
// the games; differences go to Dataset.Disagreements.

import (
	"fmt"
	"log/slog"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const (
	nflSrcPFRCoaches  = "pfr_nfl_coach_seasons_1920_2024.csv"
	nflSrcPFRTeams    = "pfr_nfl_team_seasons_coaches_1920_2024.csv"
	nflSrcCoaches2025 = "nflverse_nfl_coach_seasons_2025_derived.csv"
	nflSrcCoachCodes  = "crosswalks/nfl_pfr_coach_codes.csv"
	nflCoaches2025    = 2025
)

// nflCoachRow is one coach's record in one team-season.
type nflCoachRow struct {
	name   string
	birth  int // season minus age (0 = unknown), to confirm a coach who played
	listed int // position in the team page's coach list; -1 = not listed
	ct     dataset.CoachTenure
}

// readCoaches2025 reads the 2025 coaches (nflverse team codes).
func (l *nflLoader) readCoaches2025() (map[string][]*nflCoachRow, error) {
	t, err := source.ReadTable(l.fsys, nflDir+nflSrcCoaches2025)
	if err != nil {
		return nil, err
	}
	rows := map[string][]*nflCoachRow{}
	first := map[*nflCoachRow]string{}
	err = t.Each(func(r source.Row) error {
		if y, ok := r.I("season"); !ok || y != nflCoaches2025 {
			return fmt.Errorf("season %q, want %d", r.S("season"), nflCoaches2025)
		}
		fr, err := l.code("nflverse", r.S("team"))
		if err != nil {
			return err
		}
		var v [5]int
		for i, c := range []string{"w", "l", "t", "w_playoffs", "l_playoffs"} {
			n, ok := r.I(c)
			if !ok {
				return fmt.Errorf("%s: bad %s %q", r.S("coach"), c, r.S(c))
			}
			v[i] = n
		}
		if r.S("coach") == "" {
			return fmt.Errorf("%s: no coach", r.S("team"))
		}
		row := &nflCoachRow{name: r.S("coach"), listed: 0, ct: dataset.CoachTenure{FranchiseKey: fr, SeasonKey: nflSeasonKey("nfl", nflCoaches2025),
			Title: "Head Coach", IsHead: true, Wins: v[0], Losses: v[1], Ties: v[2], PlayoffWins: v[3], PlayoffLoss: v[4],
			HasRecord: true, Source: nflSrcCoaches2025}}
		first[row] = r.S("first_game")
		k := fr + "|" + row.ct.SeasonKey
		rows[k] = append(rows[k], row)
		return nil
	})
	for _, cs := range rows {
		sort.SliceStable(cs, func(i, j int) bool { return first[cs[i]] < first[cs[j]] })
		for i, c := range cs {
			c.ct.Order, c.listed = i+1, i
		}
	}
	return rows, err
}

// nflPlayoffRecords is each team-season's playoff W-L in the games.
func (l *nflLoader) nflPlayoffRecords() map[string][2]int {
	out := map[string][2]int{}
	for _, g := range l.games {
		if g.GameType == dataset.TypeRegular || g.Status != dataset.StatusFinal || g.HomeScore == nil || g.AwayScore == nil || *g.HomeScore == *g.AwayScore {
			continue
		}
		win, lose := g.HomeKey, g.AwayKey
		if *g.AwayScore > *g.HomeScore {
			win, lose = lose, win
		}
		kw, kl := win+"|"+g.SeasonKey, lose+"|"+g.SeasonKey
		w, lo := out[kw], out[kl]
		w[0]++
		lo[1]++
		out[kw], out[kl] = w, lo
	}
	return out
}

// readCoaches builds the head-coach tenures and their people (after the
// players, so a coach who played shares the player's person).
func (l *nflLoader) readCoaches() error {
	codes, err := l.readCoachCodes()
	if err != nil {
		return err
	}
	teams, order, err := l.readPFRTeams()
	if err != nil {
		return err
	}
	rows, err := l.readPFRCoachRows(codes)
	if err != nil {
		return err
	}
	playoff := l.nflPlayoffRecords()
	byTS := map[string][]*nflCoachRow{}
	var tsOrder []string
	for _, k := range order {
		cs, err := orderPFRTeam(teams[k], rows[k], playoff[k])
		if err != nil {
			return err
		}
		delete(rows, k)
		byTS[k] = cs
		tsOrder = append(tsOrder, k)
	}
	for _, k := range source.SortedKeys(rows) {
		return fmt.Errorf("%s: coach rows (%s ...) for a team-season the team file lacks", nflSrcPFRCoaches, rows[k][0].name)
	}
	rows2025, err := l.readCoaches2025()
	if err != nil {
		return err
	}
	for _, k := range source.SortedKeys(rows2025) {
		byTS[k] = rows2025[k]
		tsOrder = append(tsOrder, k)
	}
	// Later seasons: the games' head coaches.
	for _, c := range l.gameCoaches {
		k := c.ct.FranchiseKey + "|" + c.ct.SeasonKey
		y, _ := strconv.Atoi(c.ct.SeasonKey[strings.IndexByte(c.ct.SeasonKey, ':')+1:])
		if y <= nflCoaches2025 {
			continue
		}
		if byTS[k] == nil {
			tsOrder = append(tsOrder, k)
		}
		byTS[k] = append(byTS[k], &nflCoachRow{name: c.name, listed: c.ct.Order - 1, ct: c.ct})
	}
	return l.writeCoaches(byTS, tsOrder)
}

// writeCoaches adds the tenures, their people and the team seasons' head
// coach, and compares them with the games.
func (l *nflLoader) writeCoaches(byTS map[string][]*nflCoachRow, tsOrder []string) error {
	tsIdx := map[string]int{}
	for i, ts := range l.ds.TeamSeasons {
		tsIdx[ts.FranchiseKey+"|"+ts.SeasonKey] = i
	}
	people := newNFLCoachPeople(l.ds, byTS)
	var noTeam []string
	for _, k := range tsOrder {
		i, ok := tsIdx[k]
		if !ok {
			noTeam = append(noTeam, k)
			continue
		}
		head := ""
		for _, c := range byTS[k] {
			c.ct.PersonKey = people.key(c.name)
			l.ds.Coaches = append(l.ds.Coaches, c.ct)
			if c.listed >= 0 {
				head = c.name
			}
		}
		l.ds.TeamSeasons[i].HeadCoach = head
	}
	l.ds.People = append(l.ds.People, people.added...)
	if len(noTeam) > 0 {
		slog.Warn("nfl coaches: team-seasons with coach rows and no games (not imported)", "count", len(noTeam), "first", noTeam[0])
	}
	slog.Debug("nfl coaches", "tenures", len(l.ds.Coaches), "people_added", len(people.added), "shared_with_players", people.shared)
	l.compareCoaches(byTS, tsIdx)
	return nil
}
