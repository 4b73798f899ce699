package readmodel

// Player stat rows as CSV (the export and the player report) and the player
// report.

import (
	"context"
	"encoding/csv"
	"io"
	"reflect"
	"strconv"
	"strings"
)

// csvColumns are the row's scalar fields in order (stats is left out).
var csvColumns = func() (cols []string) {
	t := reflect.TypeFor[PlayerStatRow]()
	for i := range t.NumField() {
		if name := strings.Split(t.Field(i).Tag.Get("json"), ",")[0]; name != "stats" && t.Field(i).IsExported() {
			cols = append(cols, name)
		}
	}
	return cols
}()

// WritePlayerStatsCSV writes a header and one line per row; kinds, when
// given, fills a first "row" column (season, league, career).
func WritePlayerStatsCSV(w io.Writer, rows []*PlayerStatRow, kinds []string) error {
	cw := csv.NewWriter(w)
	head := csvColumns
	if kinds != nil {
		head = append([]string{"row"}, head...)
	}
	if err := cw.Write(head); err != nil {
		return err
	}
	rec := make([]string, 0, len(head))
	for i := range rows {
		rec = rec[:0]
		if kinds != nil {
			rec = append(rec, kinds[i])
		}
		v := reflect.ValueOf(rows[i]).Elem()
		for f := range v.NumField() {
			if sf := v.Type().Field(f); sf.Name != "Stats" && sf.IsExported() {
				rec = append(rec, csvCell(v.Field(f)))
			}
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

func csvCell(v reflect.Value) string {
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return ""
		}
		v = v.Elem()
	}
	switch v.Kind() {
	case reflect.Float64:
		return strconv.FormatFloat(v.Float(), 'f', -1, 64)
	case reflect.Int:
		return strconv.FormatInt(v.Int(), 10)
	case reflect.Bool:
		return strconv.FormatBool(v.Bool())
	}
	return v.String()
}

// BestSeason is a player's season with the highest main figure.
type BestSeason struct {
	Season  int     `json:"season"`
	League  string  `json:"league"`
	Metric  string  `json:"metric"`
	Value   float64 `json:"value"`
	RowID   int     `json:"row_id"`
	Rank    *int    `json:"rank"`    // among the season's players with the figure and 40% of the most games
	OutOf   *int    `json:"out_of"`  // how many such players
	Minimum float64 `json:"minimum"` // the games that took
}

// PlayerReport is a player's stats report.
type PlayerReport struct {
	PlayerCareer
	Best *BestSeason `json:"best_season"`
}

// PlayerReport builds the report of a player's career (see PlayerCareer).
func (m *Model) PlayerReport(ctx context.Context, c *PlayerCareer) (*PlayerReport, error) {
	rep := &PlayerReport{PlayerCareer: *c}
	sport := c.Player.Sport.Slug
	for i := range c.Seasons {
		r := &c.Seasons[i]
		if r.MainPerGame != nil && r.Season != nil && (rep.Best == nil || *r.MainPerGame > rep.Best.Value) {
			rep.Best = &BestSeason{Season: *r.Season, League: r.League, Metric: MainMetric[sport], Value: *r.MainPerGame, RowID: r.ID}
		}
	}
	if rep.Best == nil {
		return rep, nil
	}
	t, err := m.seasonTable(ctx, Scope{Sport: sport, Level: c.Player.Level.Slug}, rep.Best.Season)
	if err != nil || t == nil {
		return rep, err
	}
	q, min := qualified(t)
	rep.Best.Minimum = min
	if _, ok := q[c.personOf(t)]; !ok {
		return rep, nil
	}
	rank, n := 1, len(q)
	for _, p := range q {
		if *p.t.rows[p.i].MainPerGame > rep.Best.Value {
			rank++
		}
	}
	rep.Best.Rank, rep.Best.OutOf = &rank, &n
	return rep, nil
}

// personOf finds the career's person among a table's rows (0 for none).
func (c *PlayerCareer) personOf(t *statTable) int {
	for i := range t.rows {
		if t.rows[i].PlayerID == c.Player.ID {
			return t.persons[i]
		}
	}
	return 0
}

// ReportRows are the report's CSV lines: every season, each league total and
// the career, with their kinds.
func (r *PlayerReport) ReportRows() (rows []PlayerStatRow, kinds []string) {
	for _, s := range r.Seasons {
		rows, kinds = append(rows, s), append(kinds, "season")
	}
	for _, l := range r.Leagues {
		rows, kinds = append(rows, l.Totals), append(kinds, "league")
	}
	if r.Career != nil {
		rows, kinds = append(rows, *r.Career), append(kinds, "career")
	}
	return rows, kinds
}
