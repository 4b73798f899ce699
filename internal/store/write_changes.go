package store

import (
	"cmp"
	"database/sql"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/cespare/xxhash/v2"
)

// A re-import logs its public changes by comparing each entity's rows
// before and after it: a digest of every published column (ids of rows
// other tables key by natural key are stable across imports, so they count
// as content). An entity is a game, a team's season, a player's season (all
// their rows that season: stints, postseason) or a championship's result of
// one year. A group's first import logs nothing: it is the starting point
// a mirror copies from a release, not a change.

type entityKey struct {
	kind         uint8 // index into entityKinds
	sport, level uint8
	year         int32
	slug         string
}

var entityKinds = []string{KindGame, KindTeamSeason, KindPlayerSeason, KindChampion}

// entityScans read each kind's rows of some groups ordered by entity
// (%s: the groups' placeholders). Columns: grp, sport_id, level_id, slug,
// year, then the content; games end with their home and away team slugs
// (their seasons' records count their games), and their year is their
// season's (a game is named by its slug alone: gameName).
var entityScans = []string{
	`SELECT g.grp, g.sport_id, g.level_id, g.slug, COALESCE(s.start_year, 0), g.key, g.season_id, g.game_date, g.start_time, g.time_zone,
  g.home_franchise_id, g.away_franchise_id, g.home_name, g.away_name, g.home_score, g.away_score, g.neutral, g.status, g.game_type, g.week,
  g.venue_id, g.attendance, g.overtime, g.notes, g.source, hf.slug, af.slug
FROM games g LEFT JOIN seasons s ON s.id = g.season_id
LEFT JOIN franchises hf ON hf.id = g.home_franchise_id LEFT JOIN franchises af ON af.id = g.away_franchise_id
WHERE g.grp IN (%s) ORDER BY g.sport_id, g.level_id, g.slug`,
	`SELECT ts.grp, s.sport_id, s.level_id, f.slug, ts.start_year, ts.key, ts.season_id, ts.name, ts.city, ts.abbreviation, ts.conference_id, ts.division_id,
  ts.venue_id, ts.wins, ts.losses, ts.ties, ts.ot_losses, ts.has_record, ts.head_coach, ts.made_playoffs, ts.source
FROM team_seasons ts JOIN seasons s ON s.id = ts.season_id JOIN franchises f ON f.id = ts.franchise_id
WHERE ts.grp IN (%s) ORDER BY s.sport_id, s.level_id, f.slug, ts.start_year, ts.key`,
	`SELECT ps.grp, s.sport_id, s.level_id, p.slug, ps.start_year, ps.season_id, ps.franchise_id, ps.team_abbreviation, ps.position, ps.stats, ps.postseason, ps.source
FROM player_seasons ps JOIN seasons s ON s.id = ps.season_id JOIN people p ON p.id = ps.person_id
WHERE ps.grp IN (%s) ORDER BY s.sport_id, s.level_id, p.slug, ps.start_year`,
	`SELECT r.grp, c.sport_id, c.level_id, c.slug, r.year, r.key, r.season_id, r.winner_franchise_id, r.winner_name, r.runner_up_franchise_id, r.runner_up_name,
  r.winner_score, r.runner_up_score, r.series_result, r.game_date, r.venue_name, r.city, r.mvp, r.winning_coach, r.game_id, r.notes, r.source
FROM championship_results r JOIN championships c ON c.id = r.championship_id
WHERE r.grp IN (%s) ORDER BY c.sport_id, c.level_id, c.slug, r.year`,
}

// entitySnapshot is the digest of every entity of the groups before an
// import, and which groups held any.
type entitySnapshot struct {
	digest map[entityKey]uint64
	held   map[string]bool
}

// scanEntities streams each entity of kind in groups to fn with the digest
// of its rows (a sum, so the order of an entity's rows does not matter) and
// the group of its first row; for games, the slugs of its teams.
func (w *writer) scanEntities(kind uint8, groups []string, fn func(grp string, k entityKey, digest uint64, teams [2]string)) error {
	ph := strings.TrimSuffix(strings.Repeat("?,", len(groups)), ",")
	args := make([]any, len(groups))
	for i, g := range groups {
		args[i] = g
	}
	rows, err := w.tx.QueryContext(w.ctx, w.s.Rebind(fmt.Sprintf(entityScans[kind], ph)), args...)
	if err != nil {
		return fmt.Errorf("read %s changes: %w", entityKinds[kind], err)
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return err
	}
	content := len(cols) - 5
	if entityKinds[kind] == KindGame {
		content -= 2
	}
	vals := make([]sql.NullString, len(cols))
	ptrs := make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	var cur entityKey
	var curGrp string
	var curTeams [2]string
	var sum uint64
	have := false
	h := xxhash.New()
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return err
		}
		sport, _ := strconv.ParseInt(vals[1].String, 10, 8)
		level, _ := strconv.ParseInt(vals[2].String, 10, 8)
		year, _ := strconv.ParseInt(vals[4].String, 10, 32)
		k := entityKey{kind: kind, sport: uint8(sport), level: uint8(level), year: int32(year), slug: vals[3].String}
		if have && k != cur {
			fn(curGrp, cur, sum, curTeams)
			sum = 0
		}
		if !have || k != cur {
			cur, curGrp, have = k, vals[0].String, true
			if entityKinds[kind] == KindGame {
				curTeams = [2]string{vals[len(vals)-2].String, vals[len(vals)-1].String}
			}
		}
		h.Reset()
		for _, v := range vals[5 : 5+content] {
			if v.Valid {
				h.WriteString(v.String)
				h.Write([]byte{0x1f})
			} else {
				h.Write([]byte{0x00, 0x1f})
			}
		}
		sum += h.Sum64()
	}
	if err := rows.Err(); err != nil {
		return err
	}
	if have {
		fn(curGrp, cur, sum, curTeams)
	}
	return nil
}

// snapshotEntities reads the digests of the groups' entities (before their
// rows are deleted).
func (w *writer) snapshotEntities(groups []string) (*entitySnapshot, error) {
	snap := &entitySnapshot{digest: map[entityKey]uint64{}, held: map[string]bool{}}
	if len(groups) == 0 {
		return snap, nil
	}
	for kind := range entityKinds {
		w.progress("changes: read "+entityKinds[kind], 0, 1)
		err := w.scanEntities(uint8(kind), groups, func(grp string, k entityKey, d uint64, _ [2]string) {
			snap.held[grp] = true
			snap.digest[gameName(k)] = d
		})
		if err != nil {
			return nil, err
		}
	}
	return snap, nil
}

// gameName is the key an entity is compared by: a game's season year only
// says which team seasons it touches.
func gameName(k entityKey) entityKey {
	if entityKinds[k.kind] == KindGame {
		k.year = 0
	}
	return k
}

// logImportChanges compares the groups' entities after the import with the
// snapshot and logs what was added, changed or removed in the groups that
// held rows before.
func (w *writer) logImportChanges(snap *entitySnapshot, groups []string, now time.Time) error {
	var held []string
	for _, g := range groups {
		if snap.held[g] {
			held = append(held, g)
		}
	}
	if len(held) == 0 {
		return nil
	}
	var out []Change
	teamSeasons := map[entityKey]bool{} // after the import
	touched := map[entityKey]bool{}     // team seasons logged
	change := func(k entityKey, action string) Change {
		return Change{Kind: entityKinds[k.kind], Action: action, Slug: k.slug, Year: int64(k.year), sportID: int64(k.sport), levelID: int64(k.level)}
	}
	// Team seasons first, so a changed game knows which of its teams' seasons exist.
	for _, kind := range []uint8{1, 0, 2, 3} {
		w.progress("changes: compare "+entityKinds[kind], 0, 1)
		err := w.scanEntities(kind, held, func(_ string, k entityKey, d uint64, teams [2]string) {
			name := gameName(k)
			if kind == 1 {
				teamSeasons[k] = true
			}
			before, ok := snap.digest[name]
			delete(snap.digest, name)
			if ok && before == d {
				return
			}
			if kind == 1 {
				touched[k] = true
			}
			out = append(out, change(name, ActionChanged))
			if kind != 0 || k.year == 0 {
				return
			}
			for _, t := range teams {
				ts := entityKey{kind: 1, sport: k.sport, level: k.level, year: k.year, slug: t}
				if t != "" && teamSeasons[ts] && !touched[ts] {
					touched[ts] = true
					out = append(out, change(ts, ActionChanged))
				}
			}
		})
		if err != nil {
			return err
		}
	}
	gone := slices.SortedFunc(maps.Keys(snap.digest), func(a, b entityKey) int {
		return cmp.Or(cmp.Compare(a.kind, b.kind), cmp.Compare(a.slug, b.slug), cmp.Compare(a.year, b.year))
	})
	for _, k := range gone {
		out = append(out, change(k, ActionRemoved))
	}
	w.progress("changes: log", 0, 1)
	return logChanges(w.ctx, w.s, w.tx, out, now)
}
