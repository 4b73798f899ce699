package api

// compare_players, the player stats export and the player report.

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

// bodyPlayerRefs reads the named fields of a JSON object body, each a
// player id (a positive integer) or slug.
func bodyPlayerRefs(r *http.Request, names ...string) ([]string, error) {
	var body map[string]json.RawMessage
	if err := json.NewDecoder(io.LimitReader(r.Body, 1<<16)).Decode(&body); err != nil {
		return nil, &Error{Status: http.StatusBadRequest, Detail: "The body must be a JSON object with " + strings.Join(names, " and ") + "."}
	}
	out := make([]string, len(names))
	for i, n := range names {
		var id int64
		if json.Unmarshal(body[n], &out[i]) != nil && (json.Unmarshal(body[n], &id) != nil || id <= 0) {
			return nil, httpio.BadParam(n, "must be a player id (a positive integer) or slug, got %s", body[n])
		}
		if out[i] = strings.TrimSpace(out[i]); id > 0 {
			out[i] = strconv.FormatInt(id, 10)
		}
		if out[i] == "" {
			return nil, httpio.BadParam(n, "is required (a player id or slug)")
		}
	}
	return out, nil
}

func (a *API) comparePlayers(r *http.Request) (*readmodel.PlayerComparison, error) {
	refs, err := bodyPlayerRefs(r, "player1_id", "player2_id")
	if err != nil {
		return nil, err
	}
	c1, err := a.career(r, refs[0])
	if err != nil {
		return nil, err
	}
	// A person who played two sports is taken in player 1's.
	r2 := r.Clone(r.Context())
	r2.URL.RawQuery = "sport__slug=" + c1.Player.Sport.Slug + "&level__slug=" + c1.Player.Level.Slug
	r2.Form = nil // query(r2) parses the new query, not r's values
	c2, err := a.career(r2, refs[1])
	if err != nil {
		return nil, err
	}
	if c1.Player.ID == c2.Player.ID {
		return nil, httpio.BadParam("player2_id", "must be another player than player1_id")
	}
	if c1.Player.Sport != c2.Player.Sport || c1.Player.Level != c2.Player.Level {
		return nil, httpio.BadParam("player2_id", "plays %s %s, player 1 %s %s", c2.Player.Sport.Slug, c2.Player.Level.Slug, c1.Player.Sport.Slug, c1.Player.Level.Slug)
	}
	return a.model().ComparePlayers(r.Context(), c1, c2)
}

// csvAnswer is player stat rows written as a CSV attachment.
type csvAnswer struct {
	name  string
	rows  []*readmodel.PlayerStatRow
	kinds []string
}

func (f csvAnswer) stream(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="`+f.name+`"`)
	h.Set("Cache-Control", "no-store")
	bw := bufio.NewWriterSize(w, 64<<10)
	readmodel.WritePlayerStatsCSV(bw, f.rows, f.kinds)
	bw.Flush()
}

func (a *API) exportPlayerStats(r *http.Request) (any, error) {
	p := paramsOf(r)
	format := p.Enum("format", "csv", "json")
	if err := p.Err(); err != nil {
		return nil, err
	}
	l, err := a.statRows(r, Page{Number: 1})
	if err != nil || format == "json" {
		return l, err
	}
	return csvAnswer{fmt.Sprintf("player-stats-%d.csv", l.Season), l.Rows, nil}, nil
}

func (a *API) playerReport(r *http.Request) (any, error) {
	p := paramsOf(r)
	format := p.Enum("format", "json", "csv")
	if err := p.Err(); err != nil {
		return nil, err
	}
	ref := p.Text("player_id") // over 200 characters reads as none
	if ref == "" {
		return nil, httpio.BadParam("player_id", "is required (a player slug or id of at most 200 characters)")
	}
	c, err := a.career(r, ref)
	if err != nil {
		return nil, err
	}
	rep, err := a.model().PlayerReport(r.Context(), c)
	if err != nil || format != "csv" {
		return rep, err
	}
	rows, kinds := rep.ReportRows()
	ptrs := make([]*readmodel.PlayerStatRow, len(rows))
	for i := range rows {
		ptrs[i] = &rows[i]
	}
	return csvAnswer{"player-report-" + rep.Player.Slug + ".csv", ptrs, kinds}, nil
}
