package readmodel

// A season's player stat rows of one sport and level, kept for the dataset
// version (memoized; keys are sports, levels and years that have rows), and
// the list answer over them: filters, ordering.

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"
	"sync"

	"github.com/almanac-sports/almanac/internal/readmodel/people"
	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// ErrUnknownOrdering: the ordering names no numeric field of the row.
var ErrUnknownOrdering = errors.New("unknown ordering field")

// statTable is the player stat rows of one season of a sport and level.
type statTable struct {
	rows       []PlayerStatRow
	persons    []int   // person id of each row
	franchises [][]int // teams of each row
	folded     []string
	seasons    []int       // league season id of each row
	schedule   map[int]int // league season id -> its schedule (stats.ScheduleLength)
	maxGames   float64     // most games any player played

	// The rows' JSON, made when the first page of the table is written
	// (tables that only serve leaders or breakouts never pay for it).
	encodeOnce sync.Once
	encodeErr  error
}

// encode gives every row its JSON (EncodedJSON), once; rows read after it
// returns see their bytes.
func (t *statTable) encode() error {
	t.encodeOnce.Do(func() {
		t.encodeErr = encodeRows(t.rows, func(r *PlayerStatRow, b []byte) { r.json = b })
	})
	return t.encodeErr
}

// statYearSet is the years with player stat rows and the latest with the
// main figure.
type statYearSet struct {
	years  map[int]bool
	latest int
}

// statYears lists the years with player stat rows of a sport and level, and
// the latest one whose rows carry the sport's main figure (once per dataset
// version; the map is shared: read only).
func (m *Model) statYears(ctx context.Context, sc Scope) (years map[int]bool, latest int, err error) {
	set, err := statYearsKind.Get(ctx, m.memo(ctx), sc, func(ctx context.Context) (statYearSet, error) {
		ys, err := m.st.PlayerStatYears(ctx, sc.Sport, sc.Level, mainKey[sc.Sport])
		set := statYearSet{years: map[int]bool{}}
		for _, y := range ys {
			set.years[y.Year] = true
			if y.WithKey > 0 {
				set.latest = y.Year
			}
		}
		return set, err
	})
	return set.years, set.latest, err
}

// statRow makes the row of a merged season line.
func statRow(snap *people.Players, b *people.Base, rec *people.PlayerRec, sport string, sl people.SeasonLine) PlayerStatRow {
	o := PlayerStatRow{ID: sl.RowID, PlayerID: rec.ID, PlayerSlug: rec.Str(people.TextSlug), PlayerName: rec.Str(people.TextDisplay),
		JerseyNumber: rec.StrP(people.TextJersey)}
	o.Position = rmbase.StrOrNil(sl.Position)
	if o.Position == nil {
		o.Position = rec.StrP(people.TextPosition)
	}
	if si := b.Seasons[sl.SeasonID]; si != nil {
		o.Season, o.SeasonName, o.League = &si.StartYear, &si.Name, b.LeagueAbbrev[si.LeagueID]
	}
	var names, abbrevs []string
	for i, f := range sl.Franchises {
		name, _, ab := b.TeamAt(f, sl.SeasonID)
		names = append(names, name)
		if ab == "" {
			ab = sl.Abbrevs[i]
		}
		abbrevs = append(abbrevs, ab)
	}
	o.TeamName, o.TeamAbbreviation = rmbase.StrOrNil(strings.Join(names, " / ")), rmbase.StrOrNil(strings.Join(abbrevs, "/"))
	fillRow(&o, sport, sl.Line)
	return o
}

// seasonTable builds (or recalls) the rows of one season; nil when the year
// has no rows.
func (m *Model) seasonTable(ctx context.Context, sc Scope, year int) (*statTable, error) {
	years, _, err := m.statYears(ctx, sc)
	if err != nil || !years[year] {
		return nil, err
	}
	return statTableKind.Get(ctx, m.memo(ctx), yearScope{year, sc}, func(ctx context.Context) (*statTable, error) {
		snap, b, err := m.playerSnapshot(ctx)
		if err != nil {
			return nil, err
		}
		t := &statTable{}
		err = m.eachPlayerRows(ctx, sc, year, func(rows []*store.PlayerSeasonRow, names rmbase.StatNames) {
			rec := snap.PlayerOf(rows[0].PersonID, rows[0].SportID, rows[0].LevelID)
			if rec == nil {
				return
			}
			for _, sl := range people.GroupSeasons(rows, names) {
				o := statRow(snap, b, rec, sc.Sport, sl)
				t.rows = append(t.rows, o)
				t.persons = append(t.persons, sl.PersonID)
				t.franchises = append(t.franchises, sl.Franchises)
				t.folded = append(t.folded, rec.Str(people.TextNorm))
				t.seasons = append(t.seasons, sl.SeasonID)
				if o.GamesPlayed != nil {
					t.maxGames = math.Max(t.maxGames, *o.GamesPlayed)
				}
			}
		})
		t.schedule = schedules(b, t.seasons, sc.Sport != "baseball")
		return t, err
	})
}

// schedules is the schedule of each league season among ids, from its
// team-seasons' records (absent without records). Baseball's tied games
// were replayed, so they are no part of the schedule (1961 AL: 162 games,
// though most teams' records add up to 163 with their ties).
func schedules(b *people.Base, ids []int, ties bool) map[int]int {
	games := map[int][]int{}
	for _, id := range ids {
		if _, ok := games[id]; !ok {
			games[id] = nil
		}
	}
	for k, ts := range b.TeamSeasons {
		if g, ok := games[k.Season]; ok && ts.HasRecord {
			n := ts.Wins + ts.Losses + ts.OTLosses
			if ties {
				n += ts.Ties
			}
			games[k.Season] = append(g, n)
		}
	}
	out := make(map[int]int, len(games))
	for id, g := range games {
		if n := stats.ScheduleLength(g); n > 0 {
			out[id] = n
		}
	}
	return out
}

// eachPlayerRows streams the player seasons of a scope and year (0: all)
// and calls fn with each person's rows.
func (m *Model) eachPlayerRows(ctx context.Context, sc Scope, year int, fn func([]*store.PlayerSeasonRow, rmbase.StatNames)) error {
	names := rmbase.StatNames{}
	var rows []*store.PlayerSeasonRow
	err := m.st.ScanPlayerSeasonsIn(ctx, sc.Sport, sc.Level, year, func(r *store.PlayerSeasonRow) error {
		if len(rows) > 0 && rows[0].PersonID != r.PersonID {
			fn(rows, names)
			rows = rows[:0]
		}
		c := *r
		rows = append(rows, &c)
		return nil
	})
	if err == nil && len(rows) > 0 {
		fn(rows, names)
	}
	return err
}

// PlayerStatFilter is the players/stats list's query.
type PlayerStatFilter struct {
	Scope
	Year     int
	HasYear  bool
	Position string
	Team     string
	Search   string
	Ordering string // a numeric field, a stat name or player_name, "-" first for descending; "" = the sport's default
	// Offset and Limit window the rows returned (Limit 0: all of them);
	// Count is always every matching row.
	Offset, Limit int
}

// PlayerStatList is a season's filtered, ordered rows.
type PlayerStatList struct {
	Sport    string           `json:"sport"`
	Level    string           `json:"level"`
	Season   int              `json:"season"` // 0: the sport has no player stat rows
	Ordering string           `json:"ordering"`
	Count    int              `json:"count"`
	Rows     []*PlayerStatRow `json:"results"` // the window's rows of the season's table, shared: read only
}

// DefaultOrdering is each sport's default list order.
var DefaultOrdering = map[string]string{"basketball": "-points", "hockey": "-points", "football": "-passing_yards", "baseball": "-hits"}

// PlayerStats answers the players/stats list (Scope must name a sport and a
// level). ErrUnknownTeam and ErrUnknownOrdering name a bad filter.
func (m *Model) PlayerStats(ctx context.Context, f PlayerStatFilter) (*PlayerStatList, error) {
	out := &PlayerStatList{Sport: f.Sport, Level: f.Level, Ordering: f.Ordering, Rows: []*PlayerStatRow{}}
	if out.Ordering == "" {
		out.Ordering = DefaultOrdering[f.Sport]
	}
	_, latest, err := m.statYears(ctx, f.Scope)
	if err != nil {
		return nil, err
	}
	out.Season = latest
	if f.HasYear {
		out.Season = f.Year
	}
	var teams []int
	if f.Team != "" {
		_, b, err := m.playerSnapshot(ctx)
		if err != nil {
			return nil, err
		}
		if teams = b.ResolveTeam(f.Team, f.Scope); len(teams) == 0 {
			return nil, ErrUnknownTeam
		}
	}
	t, err := m.seasonTable(ctx, f.Scope, out.Season)
	if err != nil {
		return nil, err
	}
	if field := strings.TrimPrefix(out.Ordering, "-"); !t.orderable(field) {
		return nil, fmt.Errorf("%w %q", ErrUnknownOrdering, field)
	}
	if t == nil {
		return out, nil
	}
	order, err := m.statOrder(ctx, f.Scope, out.Season, t, out.Ordering)
	if err != nil {
		return nil, err
	}
	if err := t.encode(); err != nil {
		return nil, err
	}
	pos, needle := strings.ToLower(f.Position), rmbase.Fold(f.Search)
	// Only the window is kept (a page of 20 rows of a season's ~600 was a
	// pointer per row, ~5 KB an answer); every match is counted.
	limit := len(order)
	if f.Limit > 0 {
		limit = min(f.Limit, limit)
	}
	out.Rows = make([]*PlayerStatRow, 0, limit)
	for _, i := range order {
		r := &t.rows[i]
		if pos != "" && pos != "all" && (r.Position == nil || !strings.HasPrefix(strings.ToLower(*r.Position), pos)) {
			continue
		}
		if needle != "" && !strings.Contains(t.folded[i], needle) {
			continue
		}
		if len(teams) > 0 && !anyIn(t.franchises[i], teams) {
			continue
		}
		if out.Count >= f.Offset && len(out.Rows) < limit {
			out.Rows = append(out.Rows, r)
		}
		out.Count++
	}
	return out, nil
}

// orderable: field is player_name, a numeric field of the row or a stat
// name of one of the table's rows.
func (t *statTable) orderable(field string) bool {
	if _, ok := rowFields[field]; ok || field == "player_name" {
		return true
	}
	if t != nil {
		for i := range t.rows {
			if _, ok := t.rows[i].Stats.Get(field); ok {
				return true
			}
		}
	}
	return false
}

func anyIn(xs, set []int) bool {
	for _, x := range xs {
		if containsInt(set, x) {
			return true
		}
	}
	return false
}

// statOrder is the table's rows in one ordering (row indexes), sorted once
// per dataset version: a request then filters and pages without sorting.
// The ordering was checked (orderable), so the keys are bounded by the data.
func (m *Model) statOrder(ctx context.Context, sc Scope, year int, t *statTable, ordering string) ([]int32, error) {
	return statOrderKind.Get(ctx, m.memo(ctx), leaderKey{yearScope{year, sc}, ordering}, func(context.Context) ([]int32, error) {
		order := make([]int32, len(t.rows))
		for i := range order {
			order[i] = int32(i)
		}
		field, desc := strings.TrimPrefix(ordering, "-"), strings.HasPrefix(ordering, "-")
		sort.SliceStable(order, func(i, j int) bool { return rowLess(&t.rows[order[i]], &t.rows[order[j]], field, desc) })
		return order, nil
	})
}

// rowLess orders rows by a field (desc: descending); nulls last either
// way; ties by name.
func rowLess(a, b *PlayerStatRow, field string, desc bool) bool {
	if field != "player_name" {
		x, y := a.field(field), b.field(field)
		switch {
		case x == nil && y != nil:
			return false
		case x != nil && y == nil:
			return true
		case x != nil && *x != *y:
			return (*x > *y) == desc
		}
	} else if a.PlayerName != b.PlayerName {
		return (a.PlayerName < b.PlayerName) != desc
	}
	return a.PlayerName < b.PlayerName
}
