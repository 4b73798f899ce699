package api

import (
	"net/http"
	"sort"
	"strconv"
	"strings"
	"time"
)

func (a *API) coachRoutes() []Route {
	list := append([]Param{
		{Name: "season", Type: "integer", Description: "Only coaches with a tenure in the season starting this year"},
		{Name: "team", Type: "string", Description: "Only coaches of this team: franchise slug, id or abbreviation (with season: in that season)"},
		{Name: "status", Type: "string", Description: "active: coached in the latest season of the data; retired: last coached two or more seasons before it (or deceased); inactive: not active", Enum: []string{"active", "inactive", "retired"}},
		{Name: "search", Type: "string", Description: "Case- and accent-insensitive substring of the coach's name"},
		{Name: "position", Type: "string", Description: "Title of the latest tenure, case-insensitive prefix (head coach, manager, ...)"},
	}, ScopeParams...)
	list = append(list, PageParams...)
	stats := append([]Param{
		{Name: "timeframe", Type: "string", Description: "career (default), current (the latest season of each sport and level) or last5 (its last five seasons)", Enum: []string{"career", "current", "last5"}},
		{Name: "sort", Type: "string", Description: "Order: win_percentage (default), wins, championships or experience", Enum: []string{"win_percentage", "wins", "championships", "experience"}},
		{Name: "min_games", Type: "integer", Description: "Minimum games coached to be ranked (default for win_percentage: 100 career, 40 last5, 0 current)"},
	}, ScopeParams...)
	stats = append(stats, PageParams...)
	return []Route{
		{Path: "/api/coaches", Summary: "Coaches with career record, titles, current (last) team and bio", Tag: "coaches",
			Params: list, Cache: CacheSemiStatic, Handler: typed(a.listCoaches)},
		{Path: "/api/coaches/stats", Summary: "Coaching statistics computed from tenures and games: records, playoffs, titles per coach", Tag: "coaches",
			Params: stats, Cache: CacheSemiStatic, Rate: RateAnalytics, Handler: typed(a.coachStats)},
		{Path: "/api/coaches/{slug}", Summary: "One coach (person slug or id) with coaching history, awards and championships", Tag: "coaches",
			Cache: CacheSemiStatic, Handler: typed(a.getCoach)},
	}
}

func (a *API) listCoaches(r *http.Request) (*Paged[coachOut], error) {
	f, err := parsePeopleFilters(r.URL.Query())
	if err != nil {
		return nil, err
	}
	p, sc, year, hasYear := f.page, f.scope, f.year, f.hasYear
	position, status, search := f.position, f.status, f.search
	snap, b, err := a.coachSnapshot(r.Context())
	if err != nil {
		return nil, err
	}
	teams, err := f.teams(b)
	if err != nil {
		return nil, err
	}
	position = fold(position)
	if position == "all" {
		position = ""
	}
	needle := fold(search)
	now := time.Now()
	out := []coachOut{}
	count := 0
	for _, c := range snap.scoped[sc] {
		if status != "" {
			if status == "inactive" {
				if c.out.IsActive {
					continue
				}
			} else if c.out.Status != status {
				continue
			}
		}
		if needle != "" && !strings.Contains(c.norm, needle) {
			continue
		}
		if position != "" && (c.out.Title == nil || !strings.HasPrefix(fold(*c.out.Title), position)) {
			continue
		}
		if len(teams) > 0 || hasYear {
			found := false
			for _, t := range c.tenures {
				if (!hasYear || t.year == year) && (len(teams) == 0 || containsInt(teams, t.franchise)) {
					found = true
					break
				}
			}
			if !found {
				continue
			}
		}
		if count >= p.Offset() && len(out) < p.Size {
			o := c.out
			o.Person = personOf(c.person, now)
			out = append(out, o)
		}
		count++
	}
	return new(NewPaged(r, p, count, out)), nil
}

type stintOut struct {
	TeamID        int      `json:"team_id"`
	TeamName      string   `json:"team_name"`
	TeamSlug      string   `json:"team_slug"`
	Sport         nameSlug `json:"sport"`
	StartYear     int      `json:"start_year"`
	EndYear       int      `json:"end_year"`
	Seasons       int      `json:"seasons"`
	Title         string   `json:"title"`
	IsHeadCoach   bool     `json:"is_head_coach"`
	IsActive      bool     `json:"is_active"`
	Wins          *int     `json:"wins"`
	Losses        *int     `json:"losses"`
	Ties          *int     `json:"ties"`
	WinPercentage *float64 `json:"win_percentage"`
	PlayoffWins   *int     `json:"playoff_wins"`
	PlayoffLosses *int     `json:"playoff_losses"`
	Championships int      `json:"championships"`
}

type coachSeasonOut struct {
	Season        int      `json:"season"`
	SeasonSlug    string   `json:"season_slug"`
	TeamName      string   `json:"team_name"`
	TeamSlug      string   `json:"team_slug"`
	Title         string   `json:"title"`
	IsHeadCoach   bool     `json:"is_head_coach"`
	Wins          *int     `json:"wins"`
	Losses        *int     `json:"losses"`
	Ties          *int     `json:"ties"`
	WinPercentage *float64 `json:"win_percentage"`
	PlayoffWins   *int     `json:"playoff_wins"`
	PlayoffLosses *int     `json:"playoff_losses"`
	MadePlayoffs  bool     `json:"made_playoffs"`
	Champion      bool     `json:"champion"`
}

type coachDetail struct {
	coachOut
	Awards          []awardRec       `json:"awards"`
	Championships   []titleOut       `json:"championships"`
	CoachingHistory []stintOut       `json:"coaching_history"`
	Seasons         []coachSeasonOut `json:"seasons"`
	Bio             *string          `json:"bio"`
}

func (a *API) getCoach(r *http.Request) (*coachDetail, error) {
	slug := pathSlug(r, r.URL.Path, 2)
	snap, b, err := a.coachSnapshot(r.Context())
	if err != nil {
		return nil, err
	}
	c := snap.bySlug[slug]
	if c == nil {
		if id, err := strconv.Atoi(slug); err == nil {
			c = snap.byID[id]
		}
	}
	if c == nil {
		return nil, NotFound("Coach")
	}
	d := coachDetail{coachOut: c.out, Awards: c.awards, Championships: b.titlesOf(c.champRes)}
	d.Person = personOf(c.person, time.Now())
	if d.Awards == nil {
		d.Awards = []awardRec{}
	}
	// Stints: consecutive seasons with one team (and the same head/assistant role).
	var cur *stintOut
	var wins, losses, ties int
	known := false
	closeStint := func() {
		if cur == nil {
			return
		}
		if known {
			w, l, t := wins, losses, ties
			cur.Wins, cur.Losses, cur.Ties = &w, &l, &t
			cur.WinPercentage = winPct(w, l, t)
		}
		d.CoachingHistory = append(d.CoachingHistory, *cur)
		cur = nil
	}
	seenYear := map[[2]int]bool{}
	for _, t := range c.tenures {
		if cur == nil || cur.TeamID != t.franchise || cur.IsHeadCoach != t.isHead || t.year > cur.EndYear+1 {
			closeStint()
			name, _, _ := b.teamAt(t.franchise, t.season)
			cur = &stintOut{TeamID: t.franchise, TeamName: name, StartYear: t.year, EndYear: t.year,
				Title: t.title, IsHeadCoach: t.isHead, Sport: b.sportNames[t.sportID]}
			if f := b.franchises[t.franchise]; f != nil {
				cur.TeamSlug = f.Slug
			}
			wins, losses, ties, known = 0, 0, 0, false
		}
		if !seenYear[[2]int{t.franchise, t.year}] {
			seenYear[[2]int{t.franchise, t.year}] = true
			cur.Seasons++
		}
		cur.EndYear = t.year
		cur.Title = t.title
		if name, _, _ := b.teamAt(t.franchise, t.season); name != "" {
			cur.TeamName = name
		}
		if t.hasRec {
			known = true
			wins += t.w
			losses += t.l
			ties += t.t
		}
		addOpt(&cur.PlayoffWins, t.pw, t.pKnown)
		addOpt(&cur.PlayoffLosses, t.pl, t.pKnown)
		cur.Championships += len(t.titles)
		cur.IsActive = c.out.IsActive && t.year == c.lastYear
		ts := seasonOutOf(b, t)
		d.Seasons = append(d.Seasons, ts)
	}
	closeStint()
	if d.CoachingHistory == nil {
		d.CoachingHistory = []stintOut{}
	}
	// Newest first for both lists.
	for i, j := 0, len(d.CoachingHistory)-1; i < j; i, j = i+1, j-1 {
		d.CoachingHistory[i], d.CoachingHistory[j] = d.CoachingHistory[j], d.CoachingHistory[i]
	}
	sort.SliceStable(d.Seasons, func(i, j int) bool { return d.Seasons[i].Season > d.Seasons[j].Season })
	if d.Seasons == nil {
		d.Seasons = []coachSeasonOut{}
	}
	return &d, nil
}

func seasonOutOf(b *baseSnap, t *tenureRec) coachSeasonOut {
	name, _, _ := b.teamAt(t.franchise, t.season)
	o := coachSeasonOut{Season: t.year, TeamName: name, Title: t.title, IsHeadCoach: t.isHead,
		MadePlayoffs: t.playoffs, Champion: len(t.titles) > 0}
	addOpt(&o.PlayoffWins, t.pw, t.pKnown)
	addOpt(&o.PlayoffLosses, t.pl, t.pKnown)
	if si := b.seasons[t.season]; si != nil {
		o.SeasonSlug = si.Slug
	}
	if f := b.franchises[t.franchise]; f != nil {
		o.TeamSlug = f.Slug
	}
	if t.hasRec {
		w, l, ti := t.w, t.l, t.t
		o.Wins, o.Losses, o.Ties = &w, &l, &ti
		o.WinPercentage = winPct(w, l, ti)
	}
	return o
}

// --- coaching statistics ------------------------------------------------------

type coachStatRow struct {
	Rank               int              `json:"rank"`
	ID                 int              `json:"id"`
	Slug               string           `json:"slug"`
	Name               string           `json:"name"`
	FirstName          string           `json:"first_name"`
	LastName           string           `json:"last_name"`
	Sport              nameSlug         `json:"sport"`
	Level              nameSlug         `json:"level"`
	Team               *coachTeam       `json:"team"`
	IsActive           bool             `json:"is_active"`
	Games              int              `json:"games"`
	Wins               int              `json:"wins"`
	Losses             int              `json:"losses"`
	Ties               int              `json:"ties"`
	WinPercentage      *float64         `json:"win_percentage"`
	PlayoffAppearances int              `json:"playoff_appearances"`
	PlayoffWins        *int             `json:"playoff_wins"`
	PlayoffLosses      *int             `json:"playoff_losses"`
	Championships      int              `json:"championships"`
	Seasons            int              `json:"seasons"`
	FirstYear          int              `json:"first_year"`
	LastYear           int              `json:"last_year"`
	SeasonRecords      []coachSeasonOut `json:"season_records"`
	tenures            []*tenureRec
}

type coachStatsPage struct {
	Paged[coachStatRow]
	Timeframe string `json:"timeframe"`
	Sort      string `json:"sort"`
	MinGames  int    `json:"min_games"`
}

func (a *API) coachStats(r *http.Request) (*coachStatsPage, error) {
	q := r.URL.Query()
	p, err := ParsePage(q, DefaultPageSize)
	if err != nil {
		return nil, err
	}
	sc, err := ParseScope(q)
	if err != nil {
		return nil, err
	}
	tf, err := EnumParam(q, "timeframe", "career", "current", "last5")
	if err != nil {
		return nil, err
	}
	if tf == "" {
		tf = "career"
	}
	order, err := EnumParam(q, "sort", "win_percentage", "wins", "championships", "experience")
	if err != nil {
		return nil, err
	}
	if order == "" {
		order = "win_percentage"
	}
	minGames, hasMin, err := IntParam(q, "min_games", 0, 100000)
	if err != nil {
		return nil, err
	}
	if !hasMin {
		minGames = 0
		if order == "win_percentage" {
			minGames = map[string]int{"career": 100, "last5": 40, "current": 0}[tf]
		}
	}
	snap, b, err := a.coachSnapshot(r.Context())
	if err != nil {
		return nil, err
	}
	rows := snap.rankedStats(b, coachStatsKey{tf: tf, order: order, sc: sc, minGames: minGames})
	page := pageOf(rows, p)
	out := make([]coachStatRow, 0, len(page))
	for _, row := range page {
		out = append(out, *row) // shares the row's read-only season records
	}
	return new(coachStatsPage{Paged: NewPaged(r, p, len(rows), out), Timeframe: tf, Sort: order, MinGames: minGames}), nil
}

type coachStatsKey struct {
	tf, order string
	sc        Scope
	minGames  int
}

// rankedStats computes (once per key) every head coach's record over the
// timeframe, filtered and sorted; ranks are positions in this list.
func (snap *coachSnap) rankedStats(b *baseSnap, key coachStatsKey) []*coachStatRow {
	snap.statsMu.Lock()
	cached, ok := snap.statsCache[key]
	snap.statsMu.Unlock()
	if ok {
		return cached
	}
	tf, order, sc, minGames := key.tf, key.order, key.sc, key.minGames
	var rows []*coachStatRow
	for _, c := range snap.scoped[sc] {
		var row *coachStatRow
		years := map[int]bool{}
		seasons := map[int]bool{}
		for _, t := range c.tenures {
			if !t.isHead || !b.inScope(t.sportID, t.levelID, sc) {
				continue
			}
			latest := snap.latest[[2]int{t.sportID, t.levelID}]
			if (tf == "current" && t.year != latest) || (tf == "last5" && t.year <= latest-5) {
				continue
			}
			if row == nil {
				row = &coachStatRow{ID: c.personID, Slug: c.out.Slug, Name: c.out.DisplayName, FirstName: c.out.FirstName,
					LastName: c.out.LastName, IsActive: c.out.IsActive, FirstYear: t.year}
			}
			row.tenures = append(row.tenures, t)
			years[t.year] = true
			if t.hasRec {
				row.Wins += t.w
				row.Losses += t.l
				row.Ties += t.t
			}
			addOpt(&row.PlayoffWins, t.pw, t.pKnown)
			addOpt(&row.PlayoffLosses, t.pl, t.pKnown)
			if t.playoffs && !seasons[t.season] {
				seasons[t.season] = true
				row.PlayoffAppearances++
			}
			row.Championships += len(t.titles)
			row.LastYear = t.year
			row.Sport, row.Level = b.sportNames[t.sportID], b.levelNames[t.levelID]
			name, city, ab := b.teamAt(t.franchise, t.season)
			row.Team = &coachTeam{ID: t.franchise, Name: name, City: city, Abbreviation: ab, SportName: row.Sport.Name}
			if f := b.franchises[t.franchise]; f != nil {
				row.Team.Slug = f.Slug
			}
		}
		if row == nil {
			continue
		}
		row.Seasons = len(years)
		row.Games = row.Wins + row.Losses + row.Ties
		row.WinPercentage = winPct(row.Wins, row.Losses, row.Ties)
		if row.Games < minGames || (order != "experience" && order != "championships" && row.Games == 0) {
			continue
		}
		// Made here, once per key, rather than for each page served: it was a
		// quarter of an uncached request's time. Newest season first.
		row.SeasonRecords = make([]coachSeasonOut, 0, len(row.tenures))
		for j := len(row.tenures) - 1; j >= 0; j-- {
			row.SeasonRecords = append(row.SeasonRecords, seasonOutOf(b, row.tenures[j]))
		}
		rows = append(rows, row)
	}
	pct := func(r *coachStatRow) float64 {
		if r.WinPercentage == nil {
			return -1
		}
		return *r.WinPercentage
	}
	less := map[string]func(x, y *coachStatRow) bool{
		"win_percentage": func(x, y *coachStatRow) bool {
			if pct(x) != pct(y) {
				return pct(x) > pct(y)
			}
			return x.Wins > y.Wins
		},
		"wins": func(x, y *coachStatRow) bool {
			if x.Wins != y.Wins {
				return x.Wins > y.Wins
			}
			return pct(x) > pct(y)
		},
		"championships": func(x, y *coachStatRow) bool {
			if x.Championships != y.Championships {
				return x.Championships > y.Championships
			}
			return x.Wins > y.Wins
		},
		"experience": func(x, y *coachStatRow) bool {
			if x.Seasons != y.Seasons {
				return x.Seasons > y.Seasons
			}
			return x.Wins > y.Wins
		},
	}[order]
	sort.SliceStable(rows, func(i, j int) bool { return less(rows[i], rows[j]) })
	for i, row := range rows {
		row.Rank = i + 1
	}
	snap.statsMu.Lock()
	if len(snap.statsCache) < 512 {
		snap.statsCache[key] = rows
	}
	snap.statsMu.Unlock()
	return rows
}
