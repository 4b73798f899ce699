package readmodel

import (
	"context"
	"slices"
	"strings"
	"sync"

	"github.com/almanac-sports/almanac/internal/readmodel/people"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// Team answers built from the store's rows.

// TeamDetail is a team plus its eras.
type TeamDetail struct {
	store.Team
	CurrentName         string          `json:"current_name"`
	CurrentCity         *string         `json:"current_city"`
	CurrentAbbreviation *string         `json:"current_abbreviation"`
	Names               []stats.TeamEra `json:"names"`
	SeasonsCount        int             `json:"seasons_count"`
	FirstSeason         *int            `json:"first_season"`
	LastSeason          *int            `json:"last_season"`
}

// Team is a team with its names through the eras and its first and last
// seasons.
func (m *Model) Team(ctx context.Context, t store.Team) (*TeamDetail, error) {
	// Kept per team (its names by era were ~10 KB of garbage an answer);
	// callers must not change it.
	return teamDetailKind.Get(ctx, m.memo(ctx), t.ID, func(ctx context.Context) (*TeamDetail, error) {
		return m.teamDetail(ctx, t)
	})
}

func (m *Model) teamDetail(ctx context.Context, t store.Team) (*TeamDetail, error) {
	seasons, err := m.teamSeasonRows(ctx, t.ID)
	if err != nil {
		return nil, err
	}
	ids := store.TeamIdentitiesOf(seasons)
	d := TeamDetail{Team: t, CurrentName: t.Name, CurrentCity: t.City, CurrentAbbreviation: t.Abbreviation, Names: stats.TeamEras(ids), SeasonsCount: len(ids)}
	if d.Names == nil {
		d.Names = []stats.TeamEra{}
	}
	if n := len(ids); n > 0 {
		first, last := ids[0].StartYear, ids[n-1].StartYear
		d.FirstSeason, d.LastSeason = &first, &last
		if cur := ids[n-1]; cur.Name != "" {
			d.CurrentName = cur.Name
			d.CurrentCity = teamOpt(cur.City)
			d.CurrentAbbreviation = teamOpt(cur.Abbreviation)
		}
	}
	return &d, nil
}

// TeamChampionships counts the team's titles and returns limit of them
// from offset.
func (m *Model) TeamChampionships(ctx context.Context, t store.Team, offset, limit int) (int, []TeamChampionshipEntry, error) {
	rows, total, err := m.Champions(ctx, store.ChampionFilter{FranchiseID: t.ID, Limit: limit, Offset: offset})
	if err != nil {
		return 0, nil, err
	}
	out := make([]TeamChampionshipEntry, 0, len(rows))
	for _, c := range rows {
		out = append(out, TeamChampionshipEntry{
			ID: c.ID, Year: c.SeasonStartYear, DecidedYear: c.Year, TeamName: c.TeamName,
			ChampionshipName: c.ChampionshipName, ChampionshipSlug: c.ChampionshipSlug,
			Coach: c.Coach, Record: c.Record, SeasonID: c.SeasonID, SeasonName: c.SeasonName, RunnerUpName: c.RunnerUpName, Score: c.Score,
		})
	}
	return total, out, nil
}

// TeamRoster is the team's roster in the season starting in year (players
// with their positions' full names) and the source it comes from.
func (m *Model) TeamRoster(ctx context.Context, t store.Team, year int) ([]store.RosterEntry, *string, error) {
	entries, source, err := m.teamRoster(ctx, t.ID, year)
	if err != nil {
		return nil, nil, err
	}
	for i := range entries {
		pos := ""
		if p := entries[i].Player.PrimaryPosition; p != nil {
			pos = *p
		}
		entries[i].Player.PrimaryPositionName = people.PositionName(t.Sport.Slug, pos)
	}
	return entries, teamOpt(source), nil
}

// teamSeasonPage is a team's seasons and the values their pointers point
// into, kept in a pool between answers (TeamSeasons).
type teamSeasonPage struct {
	out  []TeamSeason
	strs []string
	ints []int
}

var teamSeasonPages = sync.Pool{New: func() any { return new(teamSeasonPage) }}

// TeamSeasons is the team's history, a row per season, drawn from a pool:
// release returns it, after which nothing may read it (the API calls it once
// the answer is encoded; a franchise's ~80 seasons are ~23 KB).
func (m *Model) TeamSeasons(ctx context.Context, t store.Team) (out []TeamSeason, release func(), err error) {
	p := teamSeasonPages.Get().(*teamSeasonPage)
	release = func() {
		clear(p.out)
		clear(p.strs)
		teamSeasonPages.Put(p)
	}
	out, err = p.fill(ctx, m, t)
	return out, release, err
}

func (p *teamSeasonPage) fill(ctx context.Context, m *Model, t store.Team) ([]TeamSeason, error) {
	rows, err := m.teamSeasonRows(ctx, t.ID)
	if err != nil {
		return nil, err
	}
	// The optional values point into two arrays made for the answer (a
	// franchise has up to ~150 seasons, each with up to nine of them); they
	// are made at their most, so no pointer handed out moves.
	p.strs, p.ints = slices.Grow(p.strs[:0], 5*len(rows)), slices.Grow(p.ints[:0], 4*len(rows))
	str := func(v string) *string {
		if v = strings.TrimSpace(v); v == "" {
			return nil
		}
		p.strs = append(p.strs, v)
		return &p.strs[len(p.strs)-1]
	}
	num := func(v int) *int {
		p.ints = append(p.ints, v)
		return &p.ints[len(p.ints)-1]
	}
	out := slices.Grow(p.out[:0], len(rows))
	var label []byte
	for _, s := range rows {
		name := s.Name
		if name == "" {
			name = t.Name
		}
		label = append(append(stats.AppendSeasonLabel(label[:0], s.StartYear, s.EndYear), ' '), name...)
		o := TeamSeason{
			ID: s.SeasonID, Slug: s.SeasonSlug, Name: string(label), SeasonName: s.SeasonName,
			StartYear: s.StartYear, EndYear: s.EndYear, League: str(s.LeagueAbbrev), TeamName: name,
			City: str(s.City), Abbreviation: str(s.Abbreviation), ChampionshipWon: s.ChampionshipWon,
			MadePlayoffs: s.MadePlayoffs || s.ChampionshipWon, HeadCoach: str(s.HeadCoach),
		}
		if o.MadePlayoffs && !s.ChampionshipWon && since(stats.PlayInSince(s.LeagueAbbrev), s.StartYear) {
			lost, err := m.lostPlayIn(ctx, t, s.SeasonID, s.StartYear)
			if err != nil {
				return nil, err
			}
			o.MadePlayoffs = !lost
		}
		if s.HasRecord {
			o.Record = str(stats.RecordText(s.Wins, s.Losses, s.Ties, s.OTLosses))
			o.Wins, o.Losses, o.Ties, o.OTLosses = num(s.Wins), num(s.Losses), num(s.Ties), num(s.OTLosses)
		}
		out = append(out, o)
	}
	p.out = out
	return out, nil
}

// lostPlayIn reports whether the team lost the play-in tournament of a
// season: the season tables mark play-in teams as playoff teams (NBA
// 2024-25: 20 marked, 16 played a series), so the team page asks the
// season's standings, which know who played a playoff game.
func (m *Model) lostPlayIn(ctx context.Context, t store.Team, seasonID int64, year int) (bool, error) {
	rows, err := m.standingsRowsByTeam(ctx, year, teamScope(t))
	if err != nil {
		return false, err
	}
	st := rows[[2]int64{seasonID, t.ID}]
	return st != nil && st.Position == stats.PosPlayIn, nil
}
