package api_test

import (
	"compress/gzip"
	"encoding/csv"
	"io"
	"math"
	"strconv"
	"testing"

	"github.com/almanac-sports/almanac/data"
	"github.com/almanac-sports/almanac/internal/api/apitest"
)

// rawTeamstats reads the Retrosheet team rows of the given games from the
// shipped file: gid -> "v"/"h" -> column -> value.
func rawTeamstats(t *testing.T, gids ...string) map[string]map[string]map[string]int {
	t.Helper()
	f, err := data.FS.Open("baseball/retrosheet_teamstats_2000_2025.csv.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	r := csv.NewReader(zr)
	head, err := r.Read()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for _, g := range gids {
		want[g] = true
	}
	out := map[string]map[string]map[string]int{}
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if !want[rec[0]] {
			continue
		}
		row := map[string]string{}
		for i, h := range head {
			row[h] = rec[i]
		}
		vals := map[string]int{}
		for _, c := range []string{"b_r", "b_h", "d_e", "p_ipouts"} {
			vals[c], _ = strconv.Atoi(row[c])
		}
		if out[rec[0]] == nil {
			out[rec[0]] = map[string]map[string]int{}
		}
		out[rec[0]][row["vishome"]] = vals
	}
	return out
}

// The line score of an MLB game equals the raw Retrosheet rows: runs,
// hits and errors per side, innings from the visitors' outs at bat (the
// home pitchers' outs).
func TestGameLineScoreMLB(t *testing.T) {
	raw := rawTeamstats(t, "NYN200003290", "CHN200003300")
	check := func(gid string, innings int) func(t *testing.T, body map[string]any) {
		return func(t *testing.T, body map[string]any) {
			rows := raw[gid]
			if len(rows) != 2 {
				t.Fatalf("raw rows of %s: %v", gid, rows)
			}
			ls := obj(t, body, "line_score")
			for side, vh := range map[string]string{"away": "v", "home": "h"} {
				s := obj(t, ls, side)
				r := rows[vh]
				if num(t, s["total"]) != float64(r["b_r"]) || num(t, s["hits"]) != float64(r["b_h"]) || num(t, s["errors"]) != float64(r["d_e"]) {
					t.Errorf("%s %s: line %v, raw R %d H %d E %d", gid, side, s, r["b_r"], r["b_h"], r["d_e"])
				}
				if num(t, s["total"]) != num(t, body[side+"_score"]) {
					t.Errorf("%s %s total %v, score %v", gid, side, s["total"], body[side+"_score"])
				}
			}
			want := int(math.Ceil(float64(rows["h"]["p_ipouts"]) / 3))
			if got := num(t, ls["innings"]); got != float64(want) || want != innings {
				t.Errorf("%s innings %v, raw outs give %d, known %d", gid, got, want, innings)
			}
			if ls["note"] == nil || len(list(t, ls["periods"])) != 0 {
				t.Errorf("%s: runs by inning are not in the data, line %v", gid, ls)
			}
		}
	}
	apitest.Run(t, realAPI, []apitest.Scenario{
		// Tokyo 2000: Cubs 5, Mets 3 in nine; the next day the Mets won 5-1 in eleven.
		{Name: "nine innings", URL: "/api/games/mlb-nyn200003290", Status: 200, Check: check("NYN200003290", 9)},
		{Name: "extra innings", URL: "/api/games/mlb-chn200003300", Status: 200, Check: check("CHN200003300", 11)},
		// No box score for a 1990 game, none by period for an NBA game: no line.
		{Name: "no box", URL: "/api/games/mlb-bos199004090", Status: 200, Contains: []string{`"line_score":null`}},
		{Name: "nba", URL: "/api/games/nba-0022500002", Status: 200, Contains: []string{`"line_score":null`}},
	})
}

// Officials as the data names them (the NFL's referee from games.csv); none
// where no source names them.
func TestGameOfficials(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "nfl referee", URL: "/api/games/nfl-2024-01-bal-kc", Status: 200,
			Contains: []string{`"officials":[{"position":"Referee","name":"Shawn Hochuli"}]`}},
		{Name: "none", URL: "/api/games/mlb-nyn200003290", Status: 200, Contains: []string{`"officials":[]`}},
	})
}
