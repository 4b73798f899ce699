package readmodel

// One player's stat rows: every season, and the career per league and in
// all (each total the sum of its season rows).

import (
	"context"
	"sort"
	"strconv"

	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// StatPlayer names the player the rows are of.
type StatPlayer struct {
	ID           int      `json:"id"`
	Slug         string   `json:"slug"`
	Name         string   `json:"name"`
	JerseyNumber *string  `json:"jersey_number"`
	Position     *string  `json:"position"`
	Sport        NameSlug `json:"sport"`
	Level        NameSlug `json:"level"`
}

// LeagueCareer is a player's total in one league.
type LeagueCareer struct {
	League      string        `json:"league"`
	Seasons     int           `json:"seasons"`
	FirstSeason int           `json:"first_season"`
	LastSeason  int           `json:"last_season"`
	Totals      PlayerStatRow `json:"totals"`
}

// PlayerCareer is a player's season rows (oldest first) and totals.
type PlayerCareer struct {
	Player  StatPlayer      `json:"player"`
	Seasons []PlayerStatRow `json:"seasons"`
	Leagues []LeagueCareer  `json:"leagues"`
	Career  *PlayerStatRow  `json:"career"` // null without stat rows
}

// playerCareer reads a player's rows.
func (m *Model) playerCareer(ctx context.Context, snap *playerSnap, b *baseSnap, rec *playerRec) (*PlayerCareer, error) {
	rows, err := m.st.PlayerSeasonsOf(ctx, rec.personID)
	if err != nil {
		return nil, err
	}
	var mine []*store.PlayerSeasonRow
	for i := range rows {
		if rows[i].SportID == rec.sportID && rows[i].LevelID == rec.levelID {
			mine = append(mine, &rows[i])
		}
	}
	sport := snap.sport(rec).Slug
	out := &PlayerCareer{Player: StatPlayer{ID: rec.id, Slug: rec.str(ptSlug), Name: rec.str(ptDisplay), JerseyNumber: rec.strp(ptJersey),
		Position: rec.strp(ptPosition), Sport: snap.sport(rec), Level: snap.level(rec)}, Seasons: []PlayerStatRow{}, Leagues: []LeagueCareer{}}
	lines := groupSeasons(mine, statNames{})
	sort.SliceStable(lines, func(i, j int) bool { return lines[i].year < lines[j].year })
	var all []map[string]float64
	byLeague := map[string][]int{}
	var leagues []string
	for i, sl := range lines {
		o := statRow(snap, b, rec, sport, sl)
		out.Seasons = append(out.Seasons, o)
		all = append(all, sl.line)
		if _, ok := byLeague[o.League]; !ok {
			leagues = append(leagues, o.League)
		}
		byLeague[o.League] = append(byLeague[o.League], i)
	}
	if len(lines) == 0 {
		return out, nil
	}
	total := func(idx []int, league string) PlayerStatRow {
		var ls []map[string]float64
		o := PlayerStatRow{PlayerID: rec.id, PlayerSlug: rec.str(ptSlug), PlayerName: rec.str(ptDisplay), JerseyNumber: rec.strp(ptJersey),
			Position: rec.strp(ptPosition), League: league}
		for _, i := range idx {
			ls = append(ls, lines[i].line)
			o.TotalsFromPerGame = o.TotalsFromPerGame || lines[i].fromPerGame
		}
		last := out.Seasons[idx[len(idx)-1]]
		o.TeamName, o.TeamAbbreviation = last.TeamName, last.TeamAbbreviation
		fillRow(&o, sport, sumLines(ls))
		if sport == "basketball" {
			o.EfficiencyRating = spanEfficiency(out.Seasons, idx)
		}
		return o
	}
	idx := make([]int, len(lines))
	for i := range idx {
		idx[i] = i
	}
	c := total(idx, "")
	out.Career = &c
	for _, lg := range leagues {
		ix := byLeague[lg]
		out.Leagues = append(out.Leagues, LeagueCareer{League: lg, Seasons: len(ix), FirstSeason: lines[ix[0]].year,
			LastSeason: lines[ix[len(ix)-1]].year, Totals: total(ix, lg)})
	}
	return out, nil
}

// PlayerCareer is a player's (person slug or player id; the scope picks
// among a person's sports) season rows and career totals; nil when unknown.
// Kept with the most asked-for details, keyed by the player found.
func (m *Model) PlayerCareer(ctx context.Context, ref string, sc Scope) (*PlayerCareer, error) {
	snap, b, err := m.playerSnapshot(ctx)
	if err != nil {
		return nil, err
	}
	rec := pickPlayer(snap, ref, sc)
	if rec == nil {
		return nil, nil
	}
	return cachedDetail(ctx, m, "player-career", strconv.Itoa(rec.id), func() (*PlayerCareer, error) { return m.playerCareer(ctx, snap, b, rec) })
}

// spanEfficiency is the §5 rating over the seasons that have every component
// (the minutes-weighted mean of their ratings: the formula over their
// summed totals, up to the seasons' rounding); nil when none has.
func spanEfficiency(rows []PlayerStatRow, idx []int) *float64 {
	var sum, mins float64
	for _, i := range idx {
		r := &rows[i]
		if r.EfficiencyRating != nil && r.MinutesPlayed != nil && *r.MinutesPlayed > 0 {
			sum += *r.EfficiencyRating * *r.MinutesPlayed
			mins += *r.MinutesPlayed
		}
	}
	if mins == 0 {
		return nil
	}
	e := stats.RoundTo(sum/mins, 1)
	return &e
}

// PlayerSeasonRows is a player's season rows, newest first.
type PlayerSeasonRows struct {
	Player  StatPlayer      `json:"player"`
	Count   int             `json:"count"`
	Results []PlayerStatRow `json:"results"`
}

// Newest lists the career's seasons newest first (nil for nil).
func (c *PlayerCareer) Newest() *PlayerSeasonRows {
	if c == nil {
		return nil
	}
	out := &PlayerSeasonRows{Player: c.Player, Count: len(c.Seasons), Results: make([]PlayerStatRow, 0, len(c.Seasons))}
	for i := len(c.Seasons) - 1; i >= 0; i-- {
		out.Results = append(out.Results, c.Seasons[i])
	}
	return out
}
