package api

// compare_players, the player stats export and the player report.

import (
	"bufio"
	"fmt"
	"net/http"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

// comparePlayersInput is the body of compare_players: two players, each
// an id or slug.
type comparePlayersInput struct {
	Player1ID idOrSlug `json:"player1_id" openapi:"nonnull"`
	Player2ID idOrSlug `json:"player2_id" openapi:"nonnull"`
}

func (a *API) comparePlayers(r *http.Request, in *comparePlayersInput) (*readmodel.PlayerComparison, error) {
	refs, err := pairRefs("player", [2]string{"player1_id", "player2_id"}, [2]idOrSlug{in.Player1ID, in.Player2ID})
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
