package api_test

import (
	"context"
	"encoding/json"
	"net/url"
	"strconv"
	"testing"
)

// oddsIDs is a season_odds answer's teams by franchise id.
type oddsIDs struct {
	PlayoffsModelled bool   `json:"playoffs_modelled"`
	AsOf             string `json:"as_of"`
	PlayoffPlaces    int    `json:"playoff_places"`
	Teams            []struct {
		ID      int64    `json:"id"`
		Slug    string   `json:"slug"`
		Playoff *float64 `json:"playoff_probability"`
		Title   *float64 `json:"title_probability"`
	} `json:"teams"`
}

// After the final, every past season with postseason games in the data
// names what happened: the champion has title probability 1 and every
// other team 0, the teams that played in the postseason proper (not the
// NBA's play-in, not the NHL's 2020 qualifying round) have playoff
// probability 1 and every other team 0. The champion is the winner of
// most championship games (baseball: the World Series), else the season's
// named champion. Where the data has only part of a postseason (MLB 2025:
// the World Series), the teams in it have playoff probability 1 and the
// regular season, being over, decides the other places: each probability
// is 0 or 1 and they add up to the places.
func TestSeasonOddsAfterEveryFinal(t *testing.T) {
	ctx := context.Background()
	for _, lg := range []struct {
		sport   string
		leagues string
	}{
		{"football", "'NFL'"}, {"basketball", "'NBA'"}, {"hockey", "'NHL'"}, {"baseball", "'AL', 'NL'"},
	} {
		years := queryInts(t, ctx, `SELECT DISTINCT s.start_year FROM games g JOIN seasons s ON s.id = g.season_id
JOIN leagues l ON l.id = s.league_id WHERE l.abbreviation IN (`+lg.leagues+`) AND g.game_type <> 'regular' ORDER BY 1`)
		checked, modelled, failed := 0, 0, 0
		for _, y := range years {
			checked++
			q := url.Values{"sport__slug": {lg.sport}, "level__slug": {"professional"}, "season": {strconv.Itoa(y)}}
			res, body := getBody(t, "/api/v1/analytics/analytics/season_odds/?"+q.Encode())
			if res.StatusCode != 200 {
				t.Errorf("%s %d: %d %s", lg.sport, y, res.StatusCode, body)
				continue
			}
			var b oddsIDs
			if err := json.Unmarshal([]byte(body), &b); err != nil {
				t.Fatal(err)
			}
			if !b.PlayoffsModelled {
				continue
			}
			modelled++
			field := map[int64]bool{}
			for _, id := range queryInts(t, ctx, `SELECT COALESCE(g.home_franchise_id, 0) FROM games g JOIN seasons s ON s.id = g.season_id JOIN leagues l ON l.id = s.league_id
WHERE l.abbreviation IN (`+lg.leagues+`) AND s.start_year = ? AND g.game_type <> 'regular' AND g.week NOT IN ('Play-In', 'Qualifying round')
UNION SELECT COALESCE(g.away_franchise_id, 0) FROM games g JOIN seasons s ON s.id = g.season_id JOIN leagues l ON l.id = s.league_id
WHERE l.abbreviation IN (`+lg.leagues+`) AND s.start_year = ? AND g.game_type <> 'regular' AND g.week NOT IN ('Play-In', 'Qualifying round')`, y, y) {
				field[int64(id)] = true
			}
			champ := queryInts(t, ctx, `SELECT CASE WHEN g.home_score > g.away_score THEN g.home_franchise_id ELSE g.away_franchise_id END w
FROM games g JOIN seasons s ON s.id = g.season_id JOIN leagues l ON l.id = s.league_id
WHERE l.abbreviation IN (`+lg.leagues+`) AND s.start_year = ? AND g.game_type = 'championship' AND g.home_franchise_id IS NOT NULL AND g.away_franchise_id IS NOT NULL AND g.status = 'final' AND g.home_score <> g.away_score
GROUP BY g.id, w ORDER BY 1`, y)
			champion := mostCommon(champ)
			if champion == 0 {
				if named := queryInts(t, ctx, `SELECT s.champion_franchise_id FROM seasons s JOIN leagues l ON l.id = s.league_id
WHERE l.abbreviation IN (`+lg.leagues+`) AND s.start_year = ? AND s.champion_franchise_id IS NOT NULL`, y); len(named) == 1 {
					champion = int64(named[0])
				}
			}
			whole := len(field) == b.PlayoffPlaces
			bad, sum := false, 0.0
			for _, tm := range b.Teams {
				sum += *tm.Playoff
				if champion != 0 && *tm.Title != b2f(tm.ID == champion) {
					t.Errorf("%s %d as of %s: %s title %v (champion id %d)", lg.sport, y, b.AsOf, tm.Slug, *tm.Title, champion)
					bad = true
				}
				if (whole || field[tm.ID]) && *tm.Playoff != b2f(field[tm.ID]) || *tm.Playoff != 0 && *tm.Playoff != 1 {
					t.Errorf("%s %d as of %s: %s playoff %v, in the postseason %v", lg.sport, y, b.AsOf, tm.Slug, *tm.Playoff, field[tm.ID])
					bad = true
				}
			}
			if sum != float64(b.PlayoffPlaces) {
				t.Errorf("%s %d as of %s: playoff probabilities add up to %v, places %d", lg.sport, y, b.AsOf, sum, b.PlayoffPlaces)
				bad = true
			}
			if bad {
				failed++
			}
		}
		t.Logf("%s: %d seasons with postseason games, %d modelled, %d not matching what happened", lg.sport, checked, modelled, failed)
	}
}

func queryInts(t *testing.T, ctx context.Context, q string, args ...any) []int {
	t.Helper()
	rows, err := realStore.DB.QueryContext(ctx, realStore.Rebind(q), args...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []int
	for rows.Next() {
		var v int
		if err := rows.Scan(&v); err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// mostCommon is the value listed most often (the smallest of equals; 0
// for none).
func mostCommon(vs []int) int64 {
	n := map[int]int{}
	best := 0
	for _, v := range vs {
		n[v]++
		if n[v] > n[best] || (n[v] == n[best] && v < best) {
			best = v
		}
	}
	return int64(best)
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
