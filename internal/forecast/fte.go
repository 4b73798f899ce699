package forecast

import (
	"compress/gzip"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/stats"
)

// FiveThirtyEight's stored Elo forecasts, matched to our games by date and
// teams: their team codes go through the shipped crosswalks to our
// franchise keys.

// fteSource is one FiveThirtyEight file and how to read it.
type fteSource struct {
	file     string // under the data folder
	codes    func(fs.FS) (func(code string, season int) string, error)
	probCol  string
	scoreCol [2]string
}

var fteSources = map[Scope]fteSource{
	{"football", "professional"}:   {file: "football/nfl_games.csv.gz", codes: nflCodes, probCol: "elo_prob1", scoreCol: [2]string{"score1", "score2"}},
	{"basketball", "professional"}: {file: "basketball/nba_elo_latest.csv", codes: nbaCodes, probCol: "elo_prob1", scoreCol: [2]string{"score1", "score2"}},
}

// readCSV reads a shipped CSV file (gzipped when its name ends in .gz)
// into rows keyed by header. (Reading the files here, not through the
// importer's reader, keeps the forecasts off the import side.)
func readCSV(fsys fs.FS, name string) ([]map[string]string, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(name, ".gz") {
		zr, err := gzip.NewReader(f)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", name, err)
		}
		defer zr.Close()
		r = zr
	}
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	all, err := cr.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	if len(all) == 0 {
		return nil, fmt.Errorf("read %s: empty file", name)
	}
	header := all[0]
	header[0] = strings.TrimPrefix(header[0], "\ufeff")
	out := make([]map[string]string, 0, len(all)-1)
	for _, rec := range all[1:] {
		m := make(map[string]string, len(header))
		for i, h := range header {
			if i < len(rec) {
				m[strings.TrimSpace(h)] = rec[i]
			}
		}
		out = append(out, m)
	}
	return out, nil
}

// nflCodes maps nfl_games.csv codes (one per franchise in every era).
func nflCodes(fsys fs.FS) (func(string, int) string, error) {
	rows, err := readCSV(fsys, "crosswalks/nfl_codes.csv")
	if err != nil {
		return nil, err
	}
	m := map[string]string{}
	for _, r := range rows {
		if r["source"] == "nfl_games" {
			m[r["code"]] = r["franchise_key"]
		}
	}
	return func(code string, _ int) string { return m[code] }, nil
}

// nbaCodes maps Basketball-Reference codes, which are reused across eras,
// by the season they were in use.
func nbaCodes(fsys fs.FS) (func(string, int) string, error) {
	rows, err := readCSV(fsys, "crosswalks/nba_codes.csv")
	if err != nil {
		return nil, err
	}
	return func(code string, season int) string {
		for _, r := range rows {
			first, _ := strconv.Atoi(r["first_season"])
			last, _ := strconv.Atoi(r["last_season"])
			if r["bref_code"] == code && first <= season && season <= last {
				return r["franchise_key"]
			}
		}
		return ""
	}, nil
}

// compare scores FiveThirtyEight and us on the games of its file.
func compare(t *Table, fsys fs.FS) (*Comparison, error) {
	src, ok := fteSources[t.Scope]
	if !ok {
		return nil, nil
	}
	rows, err := readCSV(fsys, src.file)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil // a data folder without the file: no comparison
	}
	if err != nil {
		return nil, err
	}
	code, err := src.codes(fsys)
	if err != nil {
		return nil, err
	}
	byKey := map[string]int64{}
	for id, tm := range t.Teams {
		byKey[tm.Key] = id
	}
	type pair struct {
		day        int32
		home, away int64
	}
	ours := map[pair]int{}
	for i, g := range t.Games {
		if g.Final {
			ours[pair{g.Day, g.HomeID(), g.AwayID()}] = i
		}
	}
	c := &Comparison{Source: src.file}
	us, them := stats.NewScorer(), stats.NewScorer()
	for _, r := range rows {
		s1, err1 := strconv.Atoi(r[src.scoreCol[0]])
		s2, err2 := strconv.Atoi(r[src.scoreCol[1]])
		p, err3 := strconv.ParseFloat(r[src.probCol], 64)
		if err1 != nil || err2 != nil || err3 != nil {
			continue // not played yet
		}
		c.Rows++
		season, _ := strconv.Atoi(r["season"])
		h, a := byKey[code(r["team1"], season)], byKey[code(r["team2"], season)]
		y := stats.HomeResult(s1, s2)
		day := int32(dayNumber(r["date"]))
		i, found := ours[pair{day, h, a}]
		ourP := 0.0
		if found {
			ourP = t.Forecast.Prob[i]
		} else if i, found = ours[pair{day, a, h}]; found {
			ourP = 1 - t.Forecast.Prob[i] // listed the other way round (neutral sites)
		}
		if !found || h == 0 || a == 0 {
			continue
		}
		c.Matched++
		year := int(t.Games[i].StartYear)
		us.Add(ourP, y, year)
		them.Add(p, y, year)
	}
	c.Ours, c.Theirs = us.Report(), them.Report()
	return c, nil
}
