package readmodel

import (
	"context"
	"slices"
	"sort"

	"github.com/almanac-sports/almanac/internal/readmodel/people"
	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
)

// CoachStatRow is one head coach's record over a timeframe, ranked, with
// the seasons that make it.
type CoachStatRow struct {
	CoachStatHead
	SeasonRecords CoachSeasons `json:"season_records" openapi:"nonnull"` // AppendJSON writes nil as []
}

// CoachStatHead is a statistics row without its seasons.
type CoachStatHead struct {
	Rank               int               `json:"rank"`
	ID                 int               `json:"id"`
	Slug               string            `json:"slug"`
	Name               string            `json:"name"`
	FirstName          string            `json:"first_name"`
	LastName           string            `json:"last_name"`
	Sport              NameSlug          `json:"sport"`
	Level              NameSlug          `json:"level"`
	Team               *people.CoachTeam `json:"team"`
	IsActive           bool              `json:"is_active"`
	Games              int               `json:"games"`
	Wins               int               `json:"wins"`
	Losses             int               `json:"losses"`
	Ties               int               `json:"ties"`
	WinPercentage      *float64          `json:"win_percentage"`
	PlayoffAppearances int               `json:"playoff_appearances"`
	PlayoffWins        *int              `json:"playoff_wins"`
	PlayoffLosses      *int              `json:"playoff_losses"`
	Championships      int               `json:"championships"`
	Seasons            int               `json:"seasons"`
	FirstYear          int               `json:"first_year"`
	LastYear           int               `json:"last_year"`
	// CareerCoverage: the timeframe's seasons as head coach and those with
	// a W-L record (the record and its rank count only those).
	CareerCoverage stats.Coverage `json:"career_coverage"`
}

// CoachStatsQuery asks for the head coaches' records over a timeframe
// (career, current or last5) in one order (win_percentage, wins,
// championships or experience), with at least MinGames games.
type CoachStatsQuery struct {
	Timeframe, Sort string
	Scope           Scope
	MinGames        int
}

// CoachStatsInto ranks the head coaches for q (once per query and dataset)
// and returns the number ranked and limit rows from offset, built in dst's
// array (a pooled page: see the API's pagePool).
func (m *Model) CoachStatsInto(ctx context.Context, q CoachStatsQuery, offset, limit int, dst []CoachStatRow) (int, []CoachStatRow, error) {
	snap, b, err := m.coachSnapshot(ctx)
	if err != nil {
		return 0, nil, err
	}
	rows := snap.rankedStats(b, q)
	page := rmbase.PageOf(rows, offset, limit)
	out := slices.Grow(dst[:0], len(page))
	for _, row := range page {
		out = append(out, *row) // shares the row's read-only season records
	}
	return len(rows), out, nil
}

// rankedStats computes (once per key) every head coach's record over the
// timeframe, filtered and sorted; ranks are positions in this list.
func (snap *coachSnap) rankedStats(b *people.Base, key CoachStatsQuery) []*CoachStatRow {
	snap.statsMu.Lock()
	cached, ok := snap.statsCache[key]
	snap.statsMu.Unlock()
	if ok {
		return cached
	}
	tf, order, sc, minGames := key.Timeframe, key.Sort, key.Scope, key.MinGames
	var rows []*CoachStatRow
	var ts []*people.Tenure // the row's tenures, oldest first
	js := snap.seasonRows(b)
	years := map[int]bool{}
	seasons := map[int]bool{}
	for _, c := range snap.Scoped[sc] {
		var row *CoachStatRow
		ts = ts[:0]
		clear(years)
		clear(seasons)
		for _, t := range c.Tenures {
			if !t.IsHead || !b.InScope(t.SportID, t.LevelID, sc) {
				continue
			}
			latest := snap.Latest[[2]int{t.SportID, t.LevelID}]
			if (tf == "current" && t.Year != latest) || (tf == "last5" && t.Year <= latest-5) {
				continue
			}
			if row == nil {
				row = &CoachStatRow{CoachStatHead: CoachStatHead{ID: c.PersonID, Slug: c.Coach.Slug, Name: c.Coach.DisplayName, FirstName: c.Coach.FirstName,
					LastName: c.Coach.LastName, IsActive: c.Coach.IsActive, FirstYear: t.Year}}
			}
			ts = append(ts, t)
			years[t.Year] = true
			if t.HasRecord {
				row.Wins += t.Wins
				row.Losses += t.Losses
				row.Ties += t.Ties
			}
			people.AddKnown(&row.PlayoffWins, t.PlayoffWins, t.PlayoffsKnown)
			people.AddKnown(&row.PlayoffLosses, t.PlayoffLosses, t.PlayoffsKnown)
			if t.Playoffs && !seasons[t.Season] {
				seasons[t.Season] = true
				row.PlayoffAppearances++
			}
			row.Championships += len(t.Titles)
			row.LastYear = t.Year
		}
		if row == nil {
			continue
		}
		// The sport, level and team are the last tenure's.
		t := ts[len(ts)-1]
		row.Sport, row.Level = b.SportNames[t.SportID], b.LevelNames[t.LevelID]
		name, city, ab := b.TeamAt(t.Franchise, t.Season)
		row.Team = &people.CoachTeam{ID: t.Franchise, Name: name, City: city, Abbreviation: ab, SportName: row.Sport.Name}
		if f := b.Franchises[t.Franchise]; f != nil {
			row.Team.Slug = f.Slug
		}
		row.Seasons = len(years)
		row.CareerCoverage = people.CoachCoverage(ts)
		row.Games = row.Wins + row.Losses + row.Ties
		row.WinPercentage = people.WinPct(row.Wins, row.Losses, row.Ties)
		if row.Games < minGames || (order != "experience" && order != "championships" && row.Games == 0) {
			continue
		}
		row.SeasonRecords = make(CoachSeasons, 0, len(ts))
		for j := len(ts) - 1; j >= 0; j-- { // newest first
			row.SeasonRecords = append(row.SeasonRecords, js.of(ts[j]))
		}
		rows = append(rows, row)
	}
	pct := func(r *CoachStatRow) float64 {
		if r.WinPercentage == nil {
			return -1
		}
		return *r.WinPercentage
	}
	less := map[string]func(x, y *CoachStatRow) bool{
		"win_percentage": func(x, y *CoachStatRow) bool {
			if pct(x) != pct(y) {
				return pct(x) > pct(y)
			}
			return x.Wins > y.Wins
		},
		"wins": func(x, y *CoachStatRow) bool {
			if x.Wins != y.Wins {
				return x.Wins > y.Wins
			}
			return pct(x) > pct(y)
		},
		"championships": func(x, y *CoachStatRow) bool {
			if x.Championships != y.Championships {
				return x.Championships > y.Championships
			}
			return x.Wins > y.Wins
		},
		"experience": func(x, y *CoachStatRow) bool {
			if x.Seasons != y.Seasons {
				return x.Seasons > y.Seasons
			}
			return x.Wins > y.Wins
		},
	}[order]
	sort.SliceStable(rows, func(i, j int) bool { return less(rows[i], rows[j]) })
	for i, row := range rows {
		row.Rank = i + 1
	}
	snap.statsMu.Lock()
	if len(snap.statsCache) < 512 {
		snap.statsCache[key] = rows
	}
	snap.statsMu.Unlock()
	return rows
}
