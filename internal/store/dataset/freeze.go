package dataset

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// Freeze encodes the box score's team totals into their stored texts and
// lets the maps go (a map of 40 totals takes ~900 bytes, its text ~350); a
// frozen box score stays as it is.
func (bs *BoxScore) Freeze() error {
	if bs.Frozen {
		return nil
	}
	away, err := StatsJSON(bs.Away)
	if err != nil {
		return fmt.Errorf("box score of game %s: %w", bs.GameKey, err)
	}
	home, err := StatsJSON(bs.Home)
	if err != nil {
		return fmt.Errorf("box score of game %s: %w", bs.GameKey, err)
	}
	bs.Away, bs.Home, bs.AwayText, bs.HomeText, bs.Frozen = nil, nil, away, home, true
	return nil
}

// TeamTexts are the stored texts of the away and home totals ("" for a
// side without them), frozen or not.
func (bs *BoxScore) TeamTexts() (away, home string, err error) {
	if bs.Frozen {
		return bs.AwayText, bs.HomeText, nil
	}
	if away, err = StatsJSON(bs.Away); err != nil {
		return "", "", err
	}
	home, err = StatsJSON(bs.Home)
	return away, home, err
}

// StatsJSON is the stored form of a stat map: JSON with its keys sorted
// (deterministic); "" for a nil map.
func StatsJSON(m map[string]float64) (string, error) {
	if m == nil {
		return "", nil
	}
	if s, ok := plainStatsJSON(m); ok {
		return s, nil
	}
	b, err := json.Marshal(m)
	return string(b), err
}

// plainStatsJSON writes the bytes encoding/json writes for a map whose
// keys need no escaping and whose values it writes in plain decimals
// (every stat the sources hold), without its reflection and key sorting,
// which took ~4 s of the import; false for any other map, which
// encoding/json then writes (and rejects NaN and infinities as it does).
func plainStatsJSON(m map[string]float64) (string, bool) {
	var held [48]string // a stat map's keys, without a heap slice for most
	keys := held[:0]
	size := 2
	for k, v := range m {
		if !plainKey(k) {
			return "", false
		}
		// encoding/json switches to exponents outside [1e-6, 1e21).
		if a := math.Abs(v); a != 0 && (a < 1e-6 || a >= 1e21 || math.IsNaN(v)) {
			return "", false
		}
		keys = append(keys, k)
		size += len(k) + 12
	}
	slices.Sort(keys)
	var sb strings.Builder
	sb.Grow(size)
	sb.WriteByte('{')
	var num [32]byte
	for i, k := range keys {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteByte('"')
		sb.WriteString(k)
		sb.WriteString(`":`)
		sb.Write(strconv.AppendFloat(num[:0], m[k], 'f', -1, 64))
	}
	sb.WriteByte('}')
	return sb.String(), true
}

// plainKey reports whether encoding/json writes k as it is: printable
// ASCII without quotes, backslashes or the characters it escapes for HTML.
func plainKey(k string) bool {
	for i := 0; i < len(k); i++ {
		c := k[i]
		if c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			return false
		}
	}
	return true
}

// Freeze encodes every player season's stat maps and every box score's
// team totals into their stored texts and lets the maps go: a parsed source
// waiting to be written holds about a third of the memory (a map of 25
// stats takes ~1 KB, its text ~350 bytes). Only the import, which owns the
// rows it parsed, freezes them; readers of a frozen row read the texts.
func (d *Dataset) Freeze() error {
	for i := range d.PlayerSeasons {
		if err := d.PlayerSeasons[i].Freeze(); err != nil {
			return err
		}
	}
	for i := range d.BoxScores {
		if err := d.BoxScores[i].Freeze(); err != nil {
			return err
		}
	}
	return nil
}

// Freeze encodes the season's stat maps into their stored texts and lets
// the maps go (see Dataset.Freeze); a frozen season stays as it is.
func (ps *PlayerSeason) Freeze() error {
	if ps.Frozen {
		return nil
	}
	st, err := StatsJSON(ps.Stats)
	if err != nil {
		return fmt.Errorf("player season %s %s: %w", ps.PersonKey, ps.SeasonKey, err)
	}
	post, err := StatsJSON(ps.Postseason)
	if err != nil {
		return fmt.Errorf("player season %s %s: %w", ps.PersonKey, ps.SeasonKey, err)
	}
	*ps = PlayerSeason{PersonKey: ps.PersonKey, SeasonKey: ps.SeasonKey, FranchiseKey: ps.FranchiseKey, TeamAbbrev: ps.TeamAbbrev,
		Position: ps.Position, Source: ps.Source, Frozen: true, StatsText: st, PostseasonText: post}
	return nil
}
