package people

import (
	"context"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// SeasonLine is one player's merged figures in one season.
type SeasonLine struct {
	PersonID, SeasonID, Year int
	RowID                    int
	Franchises               []int
	Abbrevs                  []string
	Position                 string
	Line                     map[string]float64
	Post                     map[string]float64 // postseason figures; nil without
}

// mergeSeason merges one player's rows of one season (same season id): the
// source's multi-team total line when it has one, else the sum of its team
// lines (rates recomputed). A per-game figure stays per game: it is never
// multiplied into a total (the sources round it).
func mergeSeason(rows []*store.PlayerSeasonRow, names rmbase.StatNames) SeasonLine {
	sl := SeasonLine{PersonID: rows[0].PersonID, SeasonID: rows[0].SeasonID, Year: rows[0].StartYear, RowID: rows[0].ID}
	var total *store.PlayerSeasonRow
	for _, r := range rows {
		if r.FranchiseID.Valid {
			sl.Franchises = append(sl.Franchises, int(r.FranchiseID.Int64))
			sl.Abbrevs = append(sl.Abbrevs, r.TeamAbbrev)
		} else if total == nil {
			total = r
		}
		if r.Position != "" {
			sl.Position = r.Position
		}
	}
	use := rows
	if total != nil {
		sl.RowID = total.ID
		use = []*store.PlayerSeasonRow{total}
	}
	sl.Line = mergeJSON(use, names, func(r *store.PlayerSeasonRow) string { return r.Stats })
	if post := mergeJSON(use, names, func(r *store.PlayerSeasonRow) string { return r.Postseason }); len(post) > 0 {
		sl.Post = post
	}
	return sl
}

// mergeJSON reads one row's stats, or adds up several rows' (rates
// recomputed from the sums).
func mergeJSON(rows []*store.PlayerSeasonRow, names rmbase.StatNames, js func(*store.PlayerSeasonRow) string) map[string]float64 {
	read := func(r *store.PlayerSeasonRow) map[string]float64 {
		m := map[string]float64{}
		if s := js(r); s != "" {
			rmbase.ParseStats(s, names, func(k string, v float64) { m[k] = v })
		}
		return m
	}
	if len(rows) == 1 {
		return read(rows[0])
	}
	ss := make([]stats.SeasonLine, 0, len(rows))
	for _, r := range rows {
		ss = append(ss, stats.SeasonLine{Year: r.StartYear, Stats: read(r)})
	}
	return stats.Totals("", ss)
}

// GroupSeasons merges a player's rows (ordered by year, then id) into one
// line per season, in order.
func GroupSeasons(rows []*store.PlayerSeasonRow, names rmbase.StatNames) []SeasonLine {
	var out []SeasonLine
	done := map[int]bool{}
	for i, r := range rows {
		if done[r.SeasonID] {
			continue
		}
		done[r.SeasonID] = true
		var group []*store.PlayerSeasonRow
		for _, o := range rows[i:] {
			if o.SeasonID == r.SeasonID {
				group = append(group, o)
			}
		}
		out = append(out, mergeSeason(group, names))
	}
	return out
}

// ScanPersonSeasons streams the stored player seasons (with their stats)
// one person at a time: fn gets each person's rows, in year order, in a
// buffer it must not keep.
func ScanPersonSeasons(ctx context.Context, st *store.Store, fn func([]*store.PlayerSeasonRow)) error {
	var buf []*store.PlayerSeasonRow
	cur := -1
	err := st.ScanPlayerSeasons(ctx, true, func(r *store.PlayerSeasonRow) error {
		if r.PersonID != cur {
			if len(buf) > 0 {
				fn(buf)
			}
			buf, cur = buf[:0], r.PersonID
		}
		cp := *r
		buf = append(buf, &cp)
		return nil
	})
	if err == nil && len(buf) > 0 {
		fn(buf)
	}
	return err
}
