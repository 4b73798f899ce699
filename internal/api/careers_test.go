package api_test

import (
	"context"
	"reflect"
	"slices"
	"strconv"
	"testing"

	"github.com/almanac-sports/almanac/internal/api/apitest"
	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/stats"
)

// Careers per league on the real dataset: known values, and every career
// total is the sum of its season rows.

func statOf(m readmodel.StatMap, name string) (float64, bool) {
	for _, kv := range m {
		if kv.Name() == name {
			return kv.Value, true
		}
	}
	return 0, false
}

func TestCareersPerLeague(t *testing.T) {
	league := func(l string, want map[string]float64) func(t *testing.T, body map[string]any) {
		return func(t *testing.T, body map[string]any) {
			for _, e := range list(t, body["career_by_league"]) {
				if e["league"] != l {
					continue
				}
				for k, v := range want {
					got, ok := e[k]
					if !ok {
						got = obj(t, e, "stats")[k]
					}
					if num(t, got) != v {
						t.Errorf("%s %s = %v, want %v", l, k, got, v)
					}
				}
				return
			}
			t.Errorf("no %s career in %v", l, body["career_by_league"])
		}
	}
	career := func(path string, want map[string]float64) func(t *testing.T, body map[string]any) {
		return func(t *testing.T, body map[string]any) {
			m := obj(t, body, path)
			for k, v := range want {
				if num(t, m[k]) != v {
					t.Errorf("%s.%s = %v, want %v", path, k, m[k], v)
				}
			}
		}
	}
	apitest.Run(t, realAPI, []apitest.Scenario{
		// NHL and WHA apart; the headline is the NHL (Hockey Hall of Fame figures).
		{Name: "Howe NHL", URL: "/api/players/gordie-howe", Status: 200, Check: career("career_stats", map[string]float64{"games_played": 1767, "goals": 801, "points": 1850, "seasons_played": 26})},
		{Name: "Howe WHA", URL: "/api/players/gordie-howe", Status: 200, Check: league("WHA", map[string]float64{"games": 419, "seasons": 6, "goals": 174})},
		{Name: "Gretzky", URL: "/api/players/wayne-gretzky", Status: 200, Check: career("career_stats", map[string]float64{"games_played": 1487, "goals": 894, "points": 2857})},
		// ABA apart from the NBA.
		{Name: "Erving NBA", URL: "/api/players/julius-erving", Status: 200, Check: career("career_stats", map[string]float64{"games_played": 836, "points": 18364})},
		{Name: "Erving ABA", URL: "/api/players/julius-erving", Status: 200, Check: league("ABA", map[string]float64{"games": 407, "points": 11662})},
		// The National Association is not MLB; the NL is.
		{Name: "Anson NA", URL: "/api/players/cap-anson", Status: 200, Check: league("NA", map[string]float64{"seasons": 5, "hits": 423})},
		{Name: "Anson MLB", URL: "/api/players/cap-anson", Status: 200, Check: league("MLB", map[string]float64{"seasons": 22, "hits": 3012})},
		// A coach's record: his BAA seasons count as NBA (Kundla 423-302 as the NBA lists him).
		{Name: "Kundla", URL: "/api/coaches/john-kundla", Status: 200, Check: career("career_record", map[string]float64{"wins": 423, "losses": 302})},
		// WHA seasons stay out of the NHL record (Sather 497-307-121 in the NHL).
		{Name: "Sather", URL: "/api/coaches/glen-sather", Status: 200, Check: career("career_record", map[string]float64{"wins": 497, "losses": 307, "ties": 121})},
		{Name: "Sather WHA", URL: "/api/coaches/glen-sather", Status: 200, Check: league("WHA", map[string]float64{"wins": 95, "losses": 76})},
		// MLB managers: the official totals (Lahman Managers.csv).
		{Name: "Mack", URL: "/api/coaches/connie-mack", Status: 200, Check: career("career_record", map[string]float64{"wins": 3731, "losses": 3948})},
		{Name: "McGraw", URL: "/api/coaches/john-mcgraw-2", Status: 200, Check: career("career_record", map[string]float64{"wins": 2763, "losses": 1948})},
		// La Russa: the official 2,902 wins (second all-time when he retired in
		// 2022); the games his acting managers ran while he was away (1999,
		// 2022) are his, as baseball's rule credits them (Lahman split them: 2,898-2,509).
		{Name: "La Russa", URL: "/api/coaches/tony-larussa", Status: 200, Check: career("career_record", map[string]float64{"wins": 2902, "losses": 2515})},
	})
}

// countingStats are summed over seasons in every sport's data.
var countingStats = []string{"games_played", "points", "rebounds", "assists", "goals", "penalty_minutes", "hits", "home_runs",
	"runs_batted_in", "at_bats", "wins", "losses", "strikeouts", "outs_pitched", "passing_yards", "rushing_yards", "receiving_yards",
	"tackles", "sacks", "shots_against", "goals_against"}

func TestCareerTotalsAreSumsOfSeasons(t *testing.T) {
	ctx := context.Background()
	m := readmodel.For(realStore)
	n, _, err := m.Players(ctx, readmodel.PeopleFilter{}, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	stride := 2 // half of all players (every other one in name order), every sport and level
	if testing.Short() {
		stride = 97
	}
	checked, leagues := 0, 0
	for off := 0; off < n; off += 500 {
		_, page, err := m.Players(ctx, readmodel.PeopleFilter{}, off, 500)
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range page {
			if (off+i)%stride != 0 {
				continue
			}
			d, err := m.Player(ctx, strconv.Itoa(p.ID), readmodel.Scope{Sport: p.Sport.Slug, Level: p.Level.Slug})
			if err != nil || d == nil {
				t.Fatalf("player %d: %v", p.ID, err)
			}
			checked++
			leagues += len(d.CareerByLeague)
			checkPlayerCareer(t, d)
			if (off+i)%(stride*8) == 0 {
				c, err := m.PlayerCareer(ctx, strconv.Itoa(p.ID), readmodel.Scope{Sport: p.Sport.Slug, Level: p.Level.Slug})
				if err != nil || c == nil {
					t.Fatalf("player %d career: %v", p.ID, err)
				}
				checkStatCareer(t, c)
			}
		}
	}
	if checked < n/stride {
		t.Errorf("checked %d players of %d", checked, n)
	}
	t.Logf("%d players, %d league careers checked", checked, leagues)

	_, coaches, err := m.Coaches(ctx, readmodel.PeopleFilter{}, 0, 1<<30)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range coaches {
		d, err := m.Coach(ctx, c.Slug)
		if err != nil || d == nil {
			t.Fatalf("coach %s: %v", c.Slug, err)
		}
		checkCoachCareer(t, d)
	}
	t.Logf("%d coaches checked", len(coaches))
}

func checkPlayerCareer(t *testing.T, d *readmodel.PlayerDetail) {
	t.Helper()
	heads := 0
	for _, l := range d.CareerByLeague {
		// A season's multi-team total row stands for its team rows.
		withTotal := map[string]bool{}
		for _, s := range d.Seasons {
			if s.IsTotal {
				withTotal[s.SeasonSlug] = true
			}
		}
		sums := map[string]float64{}
		years := map[int]bool{}
		for _, s := range d.Seasons {
			if !slices.Contains(l.Leagues, s.League) {
				continue
			}
			years[s.Season] = true
			if withTotal[s.SeasonSlug] && !s.IsTotal {
				continue
			}
			for _, kv := range s.Stats {
				sums[kv.Name()] += kv.Value
			}
		}
		if len(years) != l.Seasons {
			t.Errorf("%s %s: %d seasons, %d season years", d.Slug, l.League, l.Seasons, len(years))
		}
		for _, k := range countingStats {
			got, ok := statOf(l.Stats, k)
			if want, has := sums[k]; ok != has || got != want {
				t.Errorf("%s %s %s: career %v (%v), seasons sum to %v (%v)", d.Slug, l.League, k, got, ok, want, has)
			}
		}
		roles := stats.Roles(d.Sport.Slug, listedPosition(d), sums)
		checkCoverage(t, d.Slug+" "+l.League, d.Sport.Slug, roles, l.CareerCoverage, l.Seasons, d.Seasons, l.Leagues)
		if l.Games != int(sums["games_played"]) {
			t.Errorf("%s %s: games %d, seasons sum to %v", d.Slug, l.League, l.Games, sums["games_played"])
		}
		if !l.Headline {
			continue
		}
		heads++
		if !reflect.DeepEqual(d.CareerCoverage, l.CareerCoverage) {
			t.Errorf("%s: career coverage %+v, headline league %+v", d.Slug, d.CareerCoverage, l.CareerCoverage)
		}
		for _, k := range countingStats {
			a, ok1 := statOf(l.Stats, k)
			b, ok2 := statOf(d.CareerStats, k)
			if ok1 != ok2 || a != b {
				t.Errorf("%s: career %s %v, headline league %s %v", d.Slug, k, b, l.League, a)
			}
		}
	}
	if len(d.CareerByLeague) > 0 && heads != 1 {
		t.Errorf("%s: %d headline careers", d.Slug, heads)
	}
}

func checkCoachCareer(t *testing.T, d *readmodel.CoachDetail) {
	t.Helper()
	for i, l := range d.CareerByLeague {
		shared := false // two sports' leagues with one abbreviation (NCAA): seasons do not tell them apart
		for j, o := range d.CareerByLeague {
			if j != i && slices.ContainsFunc(o.Leagues, func(x string) bool { return slices.Contains(l.Leagues, x) }) {
				shared = true
			}
		}
		if !shared {
			var w, lo, ti int
			for _, s := range d.Seasons {
				if slices.Contains(l.Leagues, s.League) && s.Wins != nil {
					w, lo, ti = w+*s.Wins, lo+*s.Losses, ti+*s.Ties
				}
			}
			if w != l.Wins || lo != l.Losses || ti != l.Ties {
				t.Errorf("%s %s: record %d-%d-%d, seasons sum to %d-%d-%d", d.Slug, l.League, l.Wins, l.Losses, l.Ties, w, lo, ti)
			}
		}
		if l.Headline && (l.Games > 0 || l.PlayoffWins != nil) {
			cr := d.CareerRecord
			if cr == nil || cr.Wins != l.Wins || cr.Losses != l.Losses || cr.Ties != l.Ties {
				t.Errorf("%s: career record %v, headline league %s %d-%d-%d", d.Slug, cr, l.League, l.Wins, l.Losses, l.Ties)
			}
		}
	}
}

// listedPosition is the player's position for his roles: the listed one,
// else the one most of his season rows give.
func listedPosition(d *readmodel.PlayerDetail) string {
	if d.PrimaryPosition != nil && *d.PrimaryPosition != "" {
		return *d.PrimaryPosition
	}
	n := map[string]int{}
	best := ""
	for _, s := range d.Seasons {
		if p := s.Position; p != nil && *p != "" {
			n[*p]++
			if n[*p] > n[best] || (n[*p] == n[best] && *p < best) {
				best = *p
			}
		}
	}
	return best
}

// checkCoverage: the coverage counts the career's seasons, and complete is
// true exactly when every one of them has statistics (a season row, or
// with several team rows one of them, holding the sport's main figures of
// the career's roles).
func checkCoverage(t *testing.T, what, sport string, roles []string, c stats.Coverage, seasons int, rows []readmodel.PlayerSeason, leagues []string) {
	t.Helper()
	withStats := map[int]bool{}
	for _, s := range rows {
		line := map[string]float64{}
		for _, kv := range s.Stats {
			line[kv.Name()] = kv.Value
		}
		if slices.Contains(leagues, s.League) && stats.HasRoleStatistics(sport, roles, s.Season, line) {
			withStats[s.Season] = true
		}
	}
	if c.Seasons != seasons || c.SeasonsWithStats != len(withStats) || c.Complete != (len(withStats) == seasons && seasons > 0) {
		t.Errorf("%s: coverage %+v; %d seasons, %d with statistics", what, c, seasons, len(withStats))
	}
}

// checkStatCareer: the career endpoint's totals are the sums of its season
// rows, per league and in all.
func checkStatCareer(t *testing.T, c *readmodel.PlayerCareer) {
	t.Helper()
	sum := func(league string) map[string]float64 {
		out := map[string]float64{}
		for _, r := range c.Seasons {
			if league == "" || r.League == league {
				for _, kv := range r.Stats {
					out[kv.Name()] += kv.Value
				}
			}
		}
		return out
	}
	check := func(what string, row *readmodel.PlayerStatRow, want map[string]float64) {
		for _, k := range countingStats {
			got, ok := statOf(row.Stats, k)
			if w, has := want[k]; ok != has || got != w {
				t.Errorf("%s %s %s: career %v (%v), seasons sum to %v (%v)", c.Player.Slug, what, k, got, ok, w, has)
			}
		}
	}
	if c.Career == nil {
		if len(c.Seasons) > 0 {
			t.Errorf("%s: seasons without a career", c.Player.Slug)
		}
		return
	}
	check("career", c.Career, sum(""))
	for _, l := range c.Leagues {
		check(l.League, &l.Totals, sum(l.League))
	}
	if c.CareerCoverage.SeasonsWithStats > c.CareerCoverage.Seasons {
		t.Errorf("%s: coverage %+v", c.Player.Slug, c.CareerCoverage)
	}
}
