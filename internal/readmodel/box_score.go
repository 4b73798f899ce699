package readmodel

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sort"

	"github.com/almanac-sports/almanac/internal/readmodel/cache"
	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
)

// BoxScore is a game's box score from one source: the teams' totals
// (away first) and the players' lines, each with the stats the source
// records for it.
type BoxScore struct {
	Source string `json:"source"`
	// SourceName is the source's publishers (SourceName), as pages name it.
	SourceName string      `json:"source_name"`
	Teams      []BoxTeam   `json:"teams" openapi:"nonnull"`
	Columns    []string    `json:"columns" openapi:"nonnull"` // the player lines' stats, in display order
	Players    []BoxPlayer `json:"players" openapi:"nonnull"`
}

// BoxTeam is one team's totals.
type BoxTeam struct {
	Side     string  `json:"side"` // "away" or "home"
	TeamName string  `json:"team_name"`
	Stats    StatMap `json:"stats"`
}

// BoxPlayer is one player's line.
type BoxPlayer struct {
	Side     string  `json:"side"`
	Name     string  `json:"name"`
	Slug     *string `json:"slug"` // the person's page, when the line is linked to one
	Position *string `json:"position"`
	Stats    StatMap `json:"stats"`
}

// boxStatOrder is the display order of team totals; others follow by name.
var boxStatOrder = func() map[string]int {
	m := map[string]int{}
	for i, k := range []string{
		// basketball
		"points", "field_goals_made", "field_goals_attempted", "field_goal_percentage", "three_pointers_made",
		"three_pointers_attempted", "three_point_percentage", "free_throws_made", "free_throws_attempted", "free_throw_percentage",
		"offensive_rebounds", "defensive_rebounds", "rebounds", "assists", "steals", "blocks", "turnovers", "personal_fouls",
		// baseball
		"runs", "hits", "errors", "at_bats", "doubles", "triples", "home_runs", "runs_batted_in", "walks", "strikeouts",
		"hit_by_pitch", "stolen_bases", "caught_stealing", "sacrifice_hits", "sacrifice_flies", "grounded_into_double_plays",
		"left_on_base", "outs_pitched", "earned_runs", "wild_pitches", "double_plays",
	} {
		m[k] = i
	}
	return m
}()

func orderedStats(m map[string]float64) StatMap {
	out := make(StatMap, 0, len(m))
	for k, v := range m {
		out = append(out, rmbase.Stat(k, v))
	}
	sort.Slice(out, func(i, j int) bool {
		a, okA := boxStatOrder[out[i].Name()]
		b, okB := boxStatOrder[out[j].Name()]
		switch {
		case okA && okB:
			return a < b
		case okA != okB:
			return okA
		}
		return out[i].Name() < out[j].Name()
	})
	return out
}

// storedBox is the stored box score (store migration 0005).
type storedBox struct {
	Away    map[string]float64 `json:"away"`
	Home    map[string]float64 `json:"home"`
	Columns []string           `json:"columns"`
	Players [][]any            `json:"players"`
}

// boxArrived says whether final game id has a box score the memo's list of
// games with one lacks (a score feed wrote its player lines).
func (m *Model) boxArrived(ctx context.Context, memo *cache.Cache, id int64) (bool, error) {
	have, ok := boxScoreGamesKind.Peek(memo, struct{}{})
	if !ok {
		return false, nil // the list is read afresh when next asked
	}
	if _, found := slices.BinarySearch(have, int32(id)); found {
		return false, nil
	}
	owner, err := m.st.FeedBoxOwner(ctx, id)
	return owner != "", err
}

// boxScoreGames are the ids of the games with a box score, ascending. Most
// games have none: the ids of those that do (~90k, 4 bytes each) spare
// their pages a query.
func (m *Model) boxScoreGames(ctx context.Context) ([]int32, error) {
	return boxScoreGamesKind.Get(ctx, m.memo(ctx), struct{}{}, func(ctx context.Context) ([]int32, error) {
		ids, err := m.st.BoxScoreGames(ctx)
		out := make([]int32, len(ids))
		for i, id := range ids {
			out[i] = int32(id)
		}
		return out, err
	})
}

// boxScore is a game's box score, nil when it has none.
func (m *Model) boxScore(ctx context.Context, gameID int64, awayName, homeName string) (*BoxScore, error) {
	have, err := m.boxScoreGames(ctx)
	if err != nil {
		return nil, err
	}
	if _, found := slices.BinarySearch(have, int32(gameID)); !found {
		return nil, nil
	}
	row, ok, err := m.st.BoxScore(ctx, gameID)
	if err != nil || !ok {
		return nil, err
	}
	var sb storedBox
	if err := json.Unmarshal(row.Box, &sb); err != nil {
		return nil, fmt.Errorf("box score of game %d: %w", gameID, err)
	}
	out := &BoxScore{Source: row.Source, SourceName: SourceName("", row.Source), Teams: []BoxTeam{}, Columns: sb.Columns, Players: []BoxPlayer{}}
	if out.Columns == nil {
		out.Columns = []string{}
	}
	if sb.Away != nil {
		out.Teams = append(out.Teams, BoxTeam{Side: "away", TeamName: awayName, Stats: orderedStats(sb.Away)})
	}
	if sb.Home != nil {
		out.Teams = append(out.Teams, BoxTeam{Side: "home", TeamName: homeName, Stats: orderedStats(sb.Home)})
	}
	var ids []int64
	for _, p := range sb.Players {
		if len(p) == 4+len(sb.Columns) {
			if id, _ := p[1].(float64); id > 0 {
				ids = append(ids, int64(id))
			}
		}
	}
	slugs, err := m.st.PersonSlugs(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, p := range sb.Players {
		if len(p) != 4+len(sb.Columns) {
			return nil, fmt.Errorf("box score of game %d: a line of %d values for %d columns", gameID, len(p)-4, len(sb.Columns))
		}
		home, _ := p[0].(float64)
		id, _ := p[1].(float64)
		name, _ := p[2].(string)
		pos, _ := p[3].(string)
		bp := BoxPlayer{Side: "away", Name: name, Position: rmbase.StrOrNil(pos), Stats: StatMap{}}
		if home == 1 {
			bp.Side = "home"
		}
		if s, ok := slugs[int64(id)]; ok {
			bp.Slug = &s
		}
		for i, c := range sb.Columns {
			if v, ok := p[4+i].(float64); ok {
				bp.Stats = append(bp.Stats, rmbase.Stat(c, v))
			}
		}
		out.Players = append(out.Players, bp)
	}
	return out, nil
}
