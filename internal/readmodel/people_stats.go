package readmodel

import (
	"encoding/json"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/goccy/go-json/jsontext"

	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// statKV is one named number of a stats map (the name by number, see
// stat_names.go).
type statKV struct {
	name  uint32
	Value float64
}

// StatMap is a stats map that keeps its order when encoded as a JSON object.
type StatMap []statKV

func (m StatMap) MarshalJSON() ([]byte, error) {
	return m.appendJSON(make([]byte, 0, 16+len(m)*24)), nil
}

// MarshalJSONTo writes the same bytes through a pooled scratch buffer (the
// encoder copies a value it is given and keeps none): the API's encoder
// (go-json) calls it before MarshalJSON, and a player's seasons of stats no
// longer allocate ~25 KB an answer.
func (m StatMap) MarshalJSONTo(enc *jsontext.Encoder) error {
	b := statScratch.Get().(*[]byte)
	*b = m.appendJSON((*b)[:0])
	err := enc.WriteValue(*b)
	if cap(*b) <= 64<<10 {
		statScratch.Put(b)
	}
	return err
}

var statScratch = sync.Pool{New: func() any { b := make([]byte, 0, 4<<10); return &b }}

func (m StatMap) appendJSON(b []byte) []byte {
	if m == nil {
		return append(b, "null"...)
	}
	b = append(b, '{')
	for i, kv := range m {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, statKeyOf(kv.name)...)
		v := kv.Value
		if math.IsNaN(v) || math.IsInf(v, 0) {
			b = append(b, "null"...)
		} else if v == math.Trunc(v) && math.Abs(v) < 1e15 {
			b = strconv.AppendInt(b, int64(v), 10)
		} else {
			b = appendNumber(b, v)
		}
	}
	return append(b, '}')
}

// appendJSONString appends s as a JSON string: plain ASCII is copied
// between quotes, anything else goes through encoding/json.
func appendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s)
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

func (m StatMap) get(name string) (float64, bool) {
	for _, kv := range m {
		if kv.Name() == name {
			return kv.Value, true
		}
	}
	return 0, false
}

// statNames interns stat names so per-player maps share their strings.
type statNames map[string]string

func (n statNames) intern(b []byte) string {
	if s, ok := n[string(b)]; ok {
		return s
	}
	s := string(b)
	n[s] = s
	return s
}

// parseStats reads a flat JSON object of numbers ({"points":10,"x":0.5});
// anything else in it is skipped. It never fails: bad input yields nothing.
func parseStats(s string, names statNames, fn func(name string, v float64)) {
	i, n := 0, len(s)
	skipWS := func() {
		for i < n && (s[i] == ' ' || s[i] == '\n' || s[i] == '\t' || s[i] == '\r') {
			i++
		}
	}
	skipWS()
	if i >= n || s[i] != '{' {
		return
	}
	i++
	var key []byte
	for i < n {
		skipWS()
		if i < n && s[i] == '}' {
			return
		}
		if i >= n || s[i] != '"' {
			return
		}
		i++
		key = key[:0]
		for i < n && s[i] != '"' {
			if s[i] == '\\' && i+1 < n {
				i++
			}
			key = append(key, s[i])
			i++
		}
		i++ // closing quote
		skipWS()
		if i >= n || s[i] != ':' {
			return
		}
		i++
		skipWS()
		j := i
		for j < n && s[j] != ',' && s[j] != '}' {
			j++
		}
		if v, err := strconv.ParseFloat(strings.TrimSpace(s[i:j]), 64); err == nil {
			fn(names.intern(key), v)
		}
		i = j
		if i < n && s[i] == ',' {
			i++
		}
	}
}

// isRateStat reports stats that must not be summed over seasons (they are
// recomputed from their components where possible).
func isRateStat(name string) bool {
	switch name {
	case "era", "whip", "innings_pitched", "passer_rating", "passing_rating", "plus_minus_per_game":
		return true
	}
	return strings.Contains(name, "percentage") || strings.Contains(name, "average") || strings.Contains(name, "_pct") ||
		strings.Contains(name, "per_game") || strings.Contains(name, "rating") || strings.HasSuffix(name, "_rate") ||
		strings.HasPrefix(name, "avg_") || strings.Contains(name, "_per_") || strings.HasPrefix(name, "per_")
}

// perGameStats get a career per-game average; gamesWith+name sums the games
// of the seasons that recorded that stat (some seasons only have games and
// minutes).
var perGameStats = []string{"points", "rebounds", "assists"}

const gamesWith = "__games_with_"

// addRow adds one season row's stats.
func (a *statAcc) addRow(js string, names statNames, tmp []statKV) []statKV {
	tmp = tmp[:0]
	parseStats(js, names, func(k string, v float64) { tmp = append(tmp, Stat(k, v)) })
	gp, hasGP := 0.0, false
	for _, kv := range tmp {
		a.add(kv.Name(), kv.Value)
		if kv.Name() == "games_played" {
			gp, hasGP = kv.Value, true
		}
	}
	if hasGP {
		for _, kv := range tmp {
			for _, k := range perGameStats {
				if kv.Name() == k {
					a.add(gamesWith+k, gp)
				}
			}
		}
	}
	return tmp
}

// statAcc sums counting stats over seasons.
type statAcc struct {
	sum   map[string]float64
	order []string
	rate  map[string]bool // isRateStat, memoized
}

func newStatAcc() *statAcc { return &statAcc{sum: map[string]float64{}, rate: map[string]bool{}} }

func (a *statAcc) reset() {
	for k := range a.sum {
		delete(a.sum, k)
	}
	a.order = a.order[:0]
}

func (a *statAcc) add(name string, v float64) {
	rate, ok := a.rate[name]
	if !ok {
		rate = isRateStat(name)
		a.rate[name] = rate
	}
	if rate {
		return
	}
	if _, ok := a.sum[name]; !ok {
		a.order = append(a.order, name)
	}
	a.sum[name] += v
}

func (a *statAcc) empty() bool { return len(a.sum) == 0 }

func roundTo(x float64, places int) float64 {
	p := math.Pow(10, float64(places))
	return math.Round(x*p) / p
}

// derive adds the rates a sport's totals allow (career batting average from
// career hits and at-bats, and so on).
func derive(m map[string]float64) map[string]float64 {
	out := map[string]float64{}
	has := func(k string) (float64, bool) { v, ok := m[k]; return v, ok }
	ratio := func(name, num, den string, places int, scale float64) {
		a, ok1 := has(num)
		b, ok2 := has(den)
		if ok1 && ok2 && b > 0 {
			out[name] = roundTo(a*scale/b, places)
		}
	}
	// Basketball
	ratio("field_goal_percentage", "field_goals_made", "field_goals_attempted", 3, 1)
	ratio("three_point_percentage", "three_pointers_made", "three_pointers_attempted", 3, 1)
	ratio("free_throw_percentage", "free_throws_made", "free_throws_attempted", 3, 1)
	if _, ok := m["field_goals_made"]; ok {
		// Per game over the seasons that recorded the stat.
		for _, k := range perGameStats {
			ratio(k+"_per_game", k, gamesWith+k, 1, 1)
		}
	}
	// Baseball
	if ab, ok := m["at_bats"]; ok && ab > 0 {
		h := m["hits"]
		out["batting_average"] = roundTo(h/ab, 3)
		if _, ok := m["doubles"]; ok {
			tb := h + m["doubles"] + 2*m["triples"] + 3*m["home_runs"]
			out["slugging_percentage"] = roundTo(tb/ab, 3)
		}
		if den := ab + m["walks"] + m["hit_by_pitch"] + m["sacrifice_flies"]; den > 0 {
			if _, ok := m["walks"]; ok {
				out["on_base_percentage"] = roundTo((h+m["walks"]+m["hit_by_pitch"])/den, 3)
			}
		}
	}
	if outs, ok := m["outs_pitched"]; ok {
		out["innings_pitched"] = roundTo(outs/3, 1)
		if outs > 0 {
			if er, ok := m["earned_runs"]; ok {
				out["era"] = roundTo(er*27/outs, 2)
			}
			if ha, ok := m["hits_allowed"]; ok {
				out["whip"] = roundTo((ha+m["walks_allowed"])*3/outs, 3)
			}
		}
	}
	// Hockey goaltending
	if sa, ok := m["shots_against"]; ok && sa > 0 {
		if ga, ok := m["goals_against"]; ok {
			out["save_percentage"] = roundTo((sa-ga)/sa, 3)
		}
	}
	if mins, ok := m["minutes"]; ok && mins > 0 {
		if ga, ok := m["goals_against"]; ok {
			out["goals_against_average"] = roundTo(ga*60/mins, 2)
		}
	}
	// Football passing
	if att, ok := m["passing_attempts"]; ok && att > 0 {
		cmp, ok := m["completions"]
		if !ok {
			cmp, ok = m["passing_completions"]
		}
		if ok {
			out["completion_percentage"] = roundTo(cmp/att, 3)
			yds, td, in := m["passing_yards"], m["passing_touchdowns"], m["interceptions_thrown"]
			if _, ok := m["interceptions_thrown"]; !ok {
				in = m["passing_interceptions"]
			}
			out["passer_rating"], _ = stats.PasserRating(cmp, att, yds, td, in)
		}
	}
	if att, ok := m["rushing_attempts"]; ok && att > 0 {
		ratio("yards_per_carry", "rushing_yards", "rushing_attempts", 1, 1)
	}
	return out
}

// headline stats per sport, in display order: the small career_stats map of
// list rows. Only the ones a player has appear.
var headlineStats = map[string][]string{
	"basketball": {"games_played", "points", "rebounds", "assists", "steals", "blocks", "field_goal_percentage", "points_per_game"},
	"baseball": {"games_played", "hits", "home_runs", "runs_batted_in", "stolen_bases", "batting_average",
		"wins", "losses", "era", "strikeouts", "saves"},
	"hockey": {"games_played", "goals", "assists", "points", "plus_minus", "penalty_minutes",
		"wins", "shutouts", "save_percentage", "goals_against_average"},
	"football": {"games_played", "passing_yards", "passing_touchdowns", "rushing_yards", "rushing_touchdowns",
		"receptions", "receiving_yards", "receiving_touchdowns", "tackles", "sacks", "interceptions"},
}

// careerMaps turns summed totals into the headline map and the full map
// (every total and every derivable rate, sorted by name).
func careerMaps(acc *statAcc, sport string, full bool) (headline, all StatMap) {
	d := derive(acc.sum)
	val := func(k string) (float64, bool) {
		if v, ok := d[k]; ok {
			return v, true
		}
		v, ok := acc.sum[k]
		return v, ok
	}
	for _, k := range headlineStats[sport] {
		if v, ok := val(k); ok {
			if sport == "baseball" && (k == "wins" || k == "losses" || k == "saves") {
				if _, pitched := acc.sum["outs_pitched"]; !pitched {
					continue
				}
			}
			headline = append(headline, Stat(k, v))
		}
	}
	if full {
		for k, v := range acc.sum {
			if _, dup := d[k]; !dup && !strings.HasPrefix(k, "__") {
				all = append(all, Stat(k, v))
			}
		}
		for k, v := range d {
			all = append(all, Stat(k, v))
		}
		sort.Slice(all, func(i, j int) bool { return all[i].Name() < all[j].Name() })
	}
	return headline, all
}

// seasonStatMap reads one season's stats JSON into an ordered map.
func seasonStatMap(js string, names statNames) StatMap {
	var m StatMap
	parseStats(js, names, func(k string, v float64) { m = append(m, Stat(k, v)) })
	sort.Slice(m, func(i, j int) bool { return m[i].Name() < m[j].Name() })
	if m == nil {
		m = StatMap{}
	}
	return m
}

// --- awards -------------------------------------------------------------------

// accumulateSeason sums one season of one player: the multi-team total rows
// (no franchise) when there are any, else every team row.
func accumulateSeason(rows []*store.PlayerSeasonRow, names statNames, reg, post *statAcc) {
	hasTot := false
	for _, r := range rows {
		if !r.FranchiseID.Valid {
			hasTot = true
			break
		}
	}
	var tmp []statKV
	for _, r := range rows {
		if hasTot && r.FranchiseID.Valid {
			continue
		}
		if reg != nil {
			tmp = reg.addRow(r.Stats, names, tmp)
		}
		if post != nil && r.Postseason != "" {
			tmp = post.addRow(r.Postseason, names, tmp)
		}
	}
}

// accumulateCareer sums a player's seasons (rows ordered by year, then id).
func accumulateCareer(rows []*store.PlayerSeasonRow, names statNames, reg, post *statAcc) {
	var group []*store.PlayerSeasonRow
	done := map[int]bool{}
	for i := 0; i < len(rows); {
		j := i
		for j < len(rows) && rows[j].StartYear == rows[i].StartYear {
			j++
		}
		// Usually one season per year; several when a player was in two leagues.
		for k := i; k < j; k++ {
			sid := rows[k].SeasonID
			if j-i > 1 && done[sid] {
				continue
			}
			group = group[:0]
			for m := k; m < j; m++ {
				if rows[m].SeasonID == sid {
					group = append(group, rows[m])
				}
			}
			accumulateSeason(group, names, reg, post)
			if j-i > 1 {
				done[sid] = true
			}
		}
		i = j
	}
}
