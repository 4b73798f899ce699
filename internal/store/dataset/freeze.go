package dataset

import (
	"encoding/json"
	"fmt"
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
	b, err := json.Marshal(m)
	return string(b), err
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
