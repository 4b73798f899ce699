package readmodel

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/almanac-sports/almanac/internal/readmodel/people"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// auditFigures are the career figures the audit recounts per sport: the
// ones a fan compares first, all in the lists' career_stats.
var auditFigures = map[string][]string{
	"basketball": {"games_played", "points", "rebounds", "assists"},
	"hockey":     {"games_played", "goals", "assists", "points"},
	"baseball":   {"games_played", "hits", "home_runs"},
	"football":   {"games_played", "passing_yards", "rushing_yards", "receiving_yards"},
}

// CareerAudit is one sport and level's recount of the careers the lists
// show: each player's career figures against a plain sum of his season
// rows in the database (a season's multi-team total row when it has one,
// else its team rows added), and his coverage flag against the seasons
// that hold statistics.
type CareerAudit struct {
	Sport, Level string
	Careers      int // careers recounted
	Partial      int // careers whose statistics miss seasons (complete false)
	// Mismatches are careers whose shown figure or coverage differs from
	// the recount ("name: points shown 38,000, rows sum to 38,387").
	Mismatches int
	Examples   []string
}

// CareerAudit recounts every player's career (its headline league, as the
// players list and leader tables show it) from the stored season rows.
func (m *Model) CareerAudit(ctx context.Context) ([]CareerAudit, error) {
	snap, b, err := m.playerSnapshot(ctx)
	if err != nil {
		return nil, err
	}
	type key struct{ sport, level int }
	by := map[key]*CareerAudit{}
	// Roster seasons count in the career's span: a season played without
	// stat rows is a season the statistics do not cover.
	type rosterKey struct {
		person, sport, level int
		league               string
	}
	roster := map[rosterKey][]int{}
	err = m.st.ScanRoster(ctx, func(r *store.RosterRow) error {
		cl, _ := people.SeasonLeague(b, r.SeasonID)
		k := rosterKey{r.PersonID, r.SportID, r.LevelID, cl}
		roster[k] = append(roster[k], r.StartYear)
		return nil
	})
	if err != nil {
		return nil, err
	}
	err = people.ScanPersonSeasons(ctx, m.st, func(buf []*store.PlayerSeasonRow) {
		groups := map[key][]*store.PlayerSeasonRow{}
		for _, r := range buf {
			k := key{r.SportID, r.LevelID}
			groups[k] = append(groups[k], r)
		}
		for k, rows := range groups {
			var rec *people.PlayerRec
			for _, i := range snap.PersonRecs(rows[0].PersonID) {
				if r := snap.List[i]; r.SportID == k.sport && r.LevelID == k.level {
					rec = r
				}
			}
			if rec == nil {
				continue
			}
			sport := b.SportNames[k.sport].Slug
			a := by[k]
			if a == nil {
				a = &CareerAudit{Sport: sport, Level: b.LevelNames[k.level].Slug}
				by[k] = a
			}
			head, league := people.HeadlineRows(b, rows, sport, a.Level == "professional")
			if len(head) == 0 {
				continue
			}
			a.Careers++
			if !rec.Coverage.Complete {
				a.Partial++
			}
			if msg := auditCareer(sport, rec.Roles, head, roster[rosterKey{rows[0].PersonID, k.sport, k.level, league}], rec.CareerStats, rec.Coverage); msg != "" {
				a.Mismatches++
				if len(a.Examples) < 3 {
					a.Examples = append(a.Examples, rec.Str(people.TextDisplay)+": "+msg)
				}
			}
		}
	})
	if err != nil {
		return nil, err
	}
	out := make([]CareerAudit, 0, len(by))
	for _, a := range by {
		out = append(out, *a)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Sport != out[j].Sport {
			return out[i].Sport < out[j].Sport
		}
		return out[i].Level < out[j].Level
	})
	return out, nil
}

// auditCareer recounts one career of roles (as the list shows them) from
// its season rows (and the years of
// its roster seasons without rows), independently of the season merging the
// pages use, and says how the shown career differs ("" when it does not).
func auditCareer(sport string, roles []string, rows []*store.PlayerSeasonRow, rosterYears []int, shown StatMap, cov stats.Coverage) string {
	bySeason := map[int][]*store.PlayerSeasonRow{}
	for _, r := range rows {
		bySeason[r.SeasonID] = append(bySeason[r.SeasonID], r)
	}
	sum := map[string]float64{}
	years, withStats := map[int]bool{}, map[int]bool{}
	for _, rs := range bySeason {
		use := rs
		for _, r := range rs {
			if !r.FranchiseID.Valid { // the source's multi-team total
				use = []*store.PlayerSeasonRow{r}
				break
			}
		}
		line := map[string]float64{}
		for _, r := range use {
			var raw map[string]any
			if r.Stats != "" && json.Unmarshal([]byte(r.Stats), &raw) == nil {
				for k, v := range raw {
					if f, ok := v.(float64); ok {
						line[k] += f
					}
				}
			}
		}
		years[rs[0].StartYear] = true
		if stats.HasRoleStatistics(sport, roles, rs[0].StartYear, line) {
			withStats[rs[0].StartYear] = true
		}
		for _, f := range auditFigures[sport] {
			if v, ok := line[f]; ok {
				sum[f] += v
			}
		}
	}
	for _, y := range rosterYears {
		years[y] = true
	}
	var diffs []string
	for _, f := range auditFigures[sport] {
		want, has := sum[f]
		got, shows := shown.Get(f)
		switch {
		case has && !shows:
			diffs = append(diffs, fmt.Sprintf("%s not shown, rows sum to %s", f, count(want)))
		case shows && !has:
			diffs = append(diffs, fmt.Sprintf("%s shown %s, no row holds it", f, count(got)))
		case has && math.Abs(got-want) > 0.5:
			diffs = append(diffs, fmt.Sprintf("%s shown %s, rows sum to %s", f, count(got), count(want)))
		}
	}
	complete := len(years) > 0 && len(withStats) == len(years)
	if cov.Seasons != len(years) || cov.SeasonsWithStats != len(withStats) || cov.Complete != complete {
		diffs = append(diffs, fmt.Sprintf("coverage %d of %d seasons (complete %v), rows give %d of %d (complete %v)",
			cov.SeasonsWithStats, cov.Seasons, cov.Complete, len(withStats), len(years), complete))
	}
	return strings.Join(diffs, "; ")
}

// count formats a total with thousands separators.
func count(v float64) string {
	s := fmt.Sprintf("%.0f", v)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		return "-" + s
	}
	return s
}
