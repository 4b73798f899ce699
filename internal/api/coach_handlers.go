package api

import (
	"bytes"
	"net/http"
	"slices"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

// coachStatuses are the values of a coach's status.
var coachStatuses = []string{"active", "inactive", "retired", "unknown"}

func (a *API) coachRoutes() []Route {
	filters := append([]Param{
		{Name: "season", Type: "integer", Description: "Only coaches with a tenure in the season starting this year"},
		{Name: "team", Type: "string", Description: "Only coaches of this team: franchise slug, id or abbreviation (with season: in that season)"},
		{Name: "status", Type: "string", Description: "active: coached in the latest season of the coaching records; retired: last coached two or more seasons before it (or deceased); inactive: not active; unknown: coached in the last season of coaching records that end before his league's seasons do", Enum: coachStatuses},
		{Name: "search", Type: "string", Description: "Case- and accent-insensitive substring of the coach's name"},
		{Name: "position", Type: "string", Description: "Title of the latest tenure, case-insensitive prefix (head coach, manager, ...)"},
	}, ScopeParams...)
	stats := append([]Param{
		{Name: "timeframe", Type: "string", Description: "career (default), current (the latest season of each sport and level) or last5 (its last five seasons)", Enum: []string{"career", "current", "last5"}},
		{Name: "sort", Type: "string", Description: "Order: win_percentage (default), wins, championships or experience", Enum: []string{"win_percentage", "wins", "championships", "experience"}},
		{Name: "min_games", Type: "integer", Description: "Minimum games coached to be ranked (default for win_percentage: 100 career, 40 last5, 0 current)"},
	}, ScopeParams...)
	stats = append(stats, PageParams...)
	return []Route{
		{Path: "/api/coaches", Summary: "Coaches with career record, titles, current (last) team and bio", Tag: "coaches",
			Params: slices.Concat(filters, PageParams), Cache: CacheSemiStatic, Handler: typed(a.listCoaches)},
		{Path: "/api/coaches/totals", Summary: "The coaches list's tiles over every coach the filters match (not a page): how many, active, championships, average years coaching, sports", Tag: "coaches",
			Params: filters, Cache: CacheSemiStatic, Handler: a.peopleTotals((*readmodel.Model).CoachTotals, coachStatuses)},
		{Path: "/api/coaches/stats", Summary: "Coaching statistics computed from tenures and games: records, playoffs, titles per coach", Tag: "coaches",
			Params: stats, Cache: CacheSemiStatic, Rate: RateAnalytics, Handler: typed(a.coachStats)},
		{Path: "/api/coaches/{slug}", Summary: "One coach (person slug or id) with coaching history, awards and championships", Tag: "coaches",
			Cache: CacheSemiStatic, Handler: typed(a.getCoach)},
	}
}

type coachStatsPage struct {
	Paged[readmodel.CoachStatRow]
	Timeframe string `json:"timeframe"`
	Sort      string `json:"sort"`
	MinGames  int    `json:"min_games"`
}

// writeJSON writes the page with each row's seasons copied from the bytes
// the read model made once (readmodel.CoachSeasons): the rest goes through
// the encoder.
func (p *coachStatsPage) writeJSON(buf *bytes.Buffer) error {
	env := *p
	env.Results = []readmodel.CoachStatRow{}
	enc := newEncoder(buf)
	return spliceResults(buf, enc, &env, len(p.Results), func(k int) error {
		row := &p.Results[k]
		if err := enc.Encode(&row.CoachStatHead); err != nil {
			return err
		}
		buf.Truncate(buf.Len() - 2) // "}\n": the seasons are the last field
		buf.WriteString(`,"season_records":`)
		buf.Write(row.SeasonRecords.AppendJSON(buf.AvailableBuffer()))
		buf.WriteByte('}')
		return nil
	})
}

var (
	coachPages     pagePool[readmodel.Coach]
	coachStatPages pagePool[readmodel.CoachStatRow]
)

func (a *API) listCoaches(r *http.Request) (*Paged[readmodel.Coach], error) {
	f, err := parsePeopleFilters(query(r), coachStatuses)
	if err != nil {
		return nil, err
	}
	out, err := coachPages.list(r, f.page, func(dst []readmodel.Coach) (int, []readmodel.Coach, error) {
		return a.model().CoachesInto(r.Context(), f.PeopleFilter, f.page.Offset(), f.page.Size, dst)
	})
	return out, f.teamErr(err)
}

func (a *API) getCoach(r *http.Request) (*readmodel.CoachDetail, error) {
	d, err := a.model().Coach(r.Context(), pathSlug(r, r.URL.Path, 2))
	if err == nil && d == nil {
		return nil, httpio.NotFound("Coach")
	}
	return d, err
}

func (a *API) coachStats(r *http.Request) (*coachStatsPage, error) {
	p := paramsOf(r)
	pg := p.Page(DefaultPageSize)
	sc := p.Scope()
	tf := p.Enum("timeframe", "career", "current", "last5")
	order := p.Enum("sort", "win_percentage", "wins", "championships", "experience")
	minGames, hasMin := p.Int("min_games", 0, 100000)
	if err := p.Err(); err != nil {
		return nil, err
	}
	if tf == "" {
		tf = "career"
	}
	if order == "" {
		order = "win_percentage"
	}
	if !hasMin {
		minGames = 0
		if order == "win_percentage" {
			minGames = map[string]int{"career": 100, "last5": 40, "current": 0}[tf]
		}
	}
	cq := readmodel.CoachStatsQuery{Timeframe: tf, Sort: order, Scope: sc, MinGames: minGames}
	page, err := coachStatPages.list(r, pg, func(dst []readmodel.CoachStatRow) (int, []readmodel.CoachStatRow, error) {
		return a.model().CoachStatsInto(r.Context(), cq, pg.Offset(), pg.Size, dst)
	})
	if err != nil {
		return nil, err
	}
	return new(coachStatsPage{Paged: *page, Timeframe: tf, Sort: order, MinGames: minGames}), nil
}
