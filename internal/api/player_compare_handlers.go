package api

// compare_players, the player stats export and the player report.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/readmodel"
)

// bodyPlayerRefs reads the named fields of a JSON object body, each a
// player id (number or digits) or slug.
func bodyPlayerRefs(r *http.Request, names ...string) ([]string, error) {
	raw, err := io.ReadAll(io.LimitReader(r.Body, 1<<16))
	if err != nil {
		return nil, &Error{Status: http.StatusBadRequest, Detail: "Could not read the request body."}
	}
	var body map[string]any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(&body); err != nil || body == nil {
		return nil, &Error{Status: http.StatusBadRequest, Detail: "The body must be a JSON object with " + strings.Join(names, " and ") + "."}
	}
	var out []string
	for _, n := range names {
		var s string
		switch v := body[n].(type) {
		case string:
			s = strings.TrimSpace(v)
		case json.Number:
			if id, err := strconv.ParseInt(v.String(), 10, 64); err == nil && id > 0 {
				s = v.String()
			} else {
				return nil, BadParam(n, "must be a player id (a positive integer) or slug, got %s", v)
			}
		case nil:
		default:
			return nil, BadParam(n, "must be a player id or slug")
		}
		if s == "" {
			return nil, BadParam(n, "is required (a player id or slug)")
		}
		out = append(out, s)
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
	c2, err := a.career(r2, refs[1])
	if err != nil {
		return nil, err
	}
	if c1.Player.ID == c2.Player.ID {
		return nil, BadParam("player2_id", "must be another player than player1_id")
	}
	if c1.Player.Sport != c2.Player.Sport || c1.Player.Level != c2.Player.Level {
		return nil, BadParam("player2_id", "plays %s %s, player 1 %s %s", c2.Player.Sport.Slug, c2.Player.Level.Slug, c1.Player.Sport.Slug, c1.Player.Level.Slug)
	}
	return a.model().ComparePlayers(r.Context(), c1, c2)
}

// playerStatsExport is the JSON export (the CSV has the same rows).
type playerStatsExport struct {
	Sport   string                    `json:"sport"`
	Level   string                    `json:"level"`
	Season  int                       `json:"season"`
	Count   int                       `json:"count"`
	Results []readmodel.PlayerStatRow `json:"results"`
}

// fileAnswer is an export written as an attachment.
type fileAnswer struct {
	name, ctype string
	write       func(w io.Writer) error
}

func (f fileAnswer) stream(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Content-Type", f.ctype)
	h.Set("Content-Disposition", `attachment; filename="`+f.name+`"`)
	h.Set("Cache-Control", "no-store")
	bw := bufio.NewWriterSize(w, 64<<10)
	f.write(bw)
	bw.Flush()
}

func jsonFile(name string, v any) fileAnswer {
	return fileAnswer{name + ".json", "application/json", func(w io.Writer) error {
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		return enc.Encode(v)
	}}
}

func (a *API) exportPlayerStats(r *http.Request) (any, error) {
	format, err := EnumParam(r.URL.Query(), "format", "csv", "json")
	if err != nil {
		return nil, err
	}
	l, err := a.statRows(r)
	if err != nil {
		return nil, err
	}
	name := fmt.Sprintf("player-stats-%d", l.Season)
	if format == "json" {
		return jsonFile(name, playerStatsExport{l.Sport, l.Level, l.Season, len(l.Rows), l.Rows}), nil
	}
	return fileAnswer{name + ".csv", "text/csv; charset=utf-8", func(w io.Writer) error {
		return readmodel.WritePlayerStatsCSV(w, l.Rows, nil)
	}}, nil
}

func (a *API) playerReport(r *http.Request) (any, error) {
	q := r.URL.Query()
	format, err := EnumParam(q, "format", "json", "csv")
	if err != nil {
		return nil, err
	}
	ref, err := TextParam(q, "player_id")
	if err != nil || ref == "" {
		return nil, BadParam("player_id", "is required (a player slug or id)")
	}
	sc, err := ParseScope(q)
	if err != nil {
		return nil, err
	}
	rep, err := a.model().PlayerReport(r.Context(), strings.ToLower(ref), sc)
	if err != nil {
		return nil, err
	}
	if rep == nil {
		return nil, NotFound(fmt.Sprintf("Player %q", ref))
	}
	if format == "csv" {
		rows, kinds := rep.ReportRows()
		return fileAnswer{"player-report-" + rep.Player.Slug + ".csv", "text/csv; charset=utf-8", func(w io.Writer) error {
			return readmodel.WritePlayerStatsCSV(w, rows, kinds)
		}}, nil
	}
	return *rep, nil
}
