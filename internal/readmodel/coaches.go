package readmodel

import (
	"cmp"
	"context"
	"github.com/almanac-sports/almanac/internal/readmodel/people"
	"github.com/almanac-sports/almanac/internal/stats"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
)

// Coaches counts the coaches f matches and returns limit of them from
// offset, in directory order.
func (m *Model) Coaches(ctx context.Context, f PeopleFilter, offset, limit int) (count int, out []Coach, err error) {
	return m.CoachesInto(ctx, f, offset, limit, nil)
}

// CoachesInto is Coaches with the page built in dst's array (a pooled page:
// see the API's pagePool).
func (m *Model) CoachesInto(ctx context.Context, f PeopleFilter, offset, limit int, dst []Coach) (count int, out []Coach, err error) {
	list, match, err := m.coachMatcher(ctx, f)
	if err != nil {
		return 0, nil, err
	}
	now := time.Now()
	out = slices.Grow(dst[:0], max(min(limit, len(list)), 0)) // a page of large records: grown once
	var ages []int                                            // the page's ages, one block
	for _, c := range list {
		if !match(c) {
			continue
		}
		if count >= offset && len(out) < limit {
			if ages == nil {
				ages = make([]int, 0, max(limit, 0))
			}
			o := c.out
			o.Person = c.bio
			if age, ok := yearsOld(c.person.BirthDate, c.person.DeathDate, now); ok {
				ages = append(ages, age)
				o.Person.Age = &ages[len(ages)-1]
			}
			out = append(out, o)
		}
		count++
	}
	return count, out, nil
}

// CoachTotals sums the coaches f matches.
func (m *Model) CoachTotals(ctx context.Context, f PeopleFilter) (PeopleTotals, error) {
	var t PeopleTotals
	list, match, err := m.coachMatcher(ctx, f)
	if err != nil {
		return t, err
	}
	sports := map[string]bool{}
	years, withYears := 0, 0
	for _, c := range list {
		if !match(c) {
			continue
		}
		t.Count++
		if c.out.Status == "active" {
			t.Active++
		}
		t.Championships += c.out.ChampionshipsWon
		if c.out.YearsExperience > 0 {
			years += c.out.YearsExperience
			withYears++
		}
		sports[c.out.Sport.Slug] = true
	}
	if withYears > 0 {
		avg := float64(years) / float64(withYears)
		t.AverageYears = &avg
	}
	t.Sports = len(sports)
	return t, nil
}

// coachMatcher is the coaches in f's scope and the test of the rest of f.
func (m *Model) coachMatcher(ctx context.Context, f PeopleFilter) ([]*coachRec, func(*coachRec) bool, error) {
	sc, year, hasYear := f.Scope, f.Year, f.HasYear
	position, status, search := f.Position, f.Status, f.Search
	snap, b, err := m.coachSnapshot(ctx)
	if err != nil {
		return nil, nil, err
	}
	teams, err := f.teams(b)
	if err != nil {
		return nil, nil, err
	}
	position = rmbase.Fold(position)
	if position == "all" {
		position = ""
	}
	needle := rmbase.Fold(search)
	return snap.scoped[sc], func(c *coachRec) bool {
		if status != "" {
			if status == "inactive" {
				if c.out.IsActive {
					return false
				}
			} else if c.out.Status != status {
				return false
			}
		}
		if needle != "" && !strings.Contains(c.norm, needle) {
			return false
		}
		if position != "" && (c.out.Title == nil || !strings.HasPrefix(rmbase.Fold(*c.out.Title), position)) {
			return false
		}
		if len(teams) > 0 || hasYear {
			for _, t := range c.tenures {
				if (!hasYear || t.year == year) && (len(teams) == 0 || containsInt(teams, t.franchise)) {
					return true
				}
			}
			return false
		}
		return true
	}, nil
}

// Stint is a run of consecutive seasons with one team in one role.
type Stint struct {
	TeamID        int      `json:"team_id"`
	TeamName      string   `json:"team_name"`
	TeamSlug      string   `json:"team_slug"`
	Sport         NameSlug `json:"sport"`
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

// CoachSeason is one coach-team-season with its record.
type CoachSeason struct {
	Season        int      `json:"season"`
	SeasonSlug    string   `json:"season_slug"`
	League        string   `json:"league"`
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

// CoachDetail is the coach detail: the list fields plus history.
type CoachDetail struct {
	Coach
	Awards          []AwardRecord `json:"awards" openapi:"nonnull"`
	Championships   []Title       `json:"championships" openapi:"nonnull"`
	CoachingHistory []Stint       `json:"coaching_history" openapi:"nonnull"`
	Seasons         []CoachSeason `json:"seasons" openapi:"nonnull"`
	Bio             *string       `json:"bio"`
	CareerByLeague  []CoachLeague `json:"career_by_league" openapi:"nonnull"`
	// CareerCoverage: the headline career's seasons as head coach and
	// those with a W-L record.
	CareerCoverage stats.Coverage `json:"career_coverage"`
}

// Coach is one coach by person slug or id with coaching history, awards and
// championships; nil when there is none.
func (m *Model) Coach(ctx context.Context, slug string) (*CoachDetail, error) {
	// The most asked-for are kept (details.go): a career's seasons and stints
	// were ~10 KB of garbage an answer. Callers must not change them.
	return cachedDetail(ctx, m, "coach", slug, func() (*CoachDetail, error) { return m.coach(ctx, slug) })
}

func (m *Model) coach(ctx context.Context, slug string) (*CoachDetail, error) {
	snap, b, err := m.coachSnapshot(ctx)
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
		return nil, nil
	}
	d := CoachDetail{Coach: c.out, Awards: c.awards, Championships: titlesOf(b, c.champRes)}
	var h int
	d.CareerByLeague, h = coachLeagues(b, c)
	if h >= 0 {
		d.CareerCoverage = d.CareerByLeague[h].CareerCoverage
	}
	if d.CareerByLeague == nil {
		d.CareerByLeague = []CoachLeague{}
	}
	d.Person = c.bio // made with the snapshot; only the age moves with the day
	d.Person.Age = ageOn(c.person.BirthDate, c.person.DeathDate, time.Now())
	if d.Awards == nil {
		d.Awards = []AwardRecord{}
	}
	nums := newCoachNums(len(c.tenures))
	d.Seasons = make([]CoachSeason, 0, len(c.tenures))
	d.CoachingHistory = make([]Stint, 0, coachStints(c.tenures))
	// Stints: consecutive seasons with one team (and the same head/assistant role).
	var cur *Stint
	var wins, losses, ties, pw, pl int
	known, pKnown := false, false
	closeStint := func() {
		if cur == nil {
			return
		}
		if known {
			cur.Wins, cur.Losses, cur.Ties = nums.int(wins), nums.int(losses), nums.int(ties)
			cur.WinPercentage = nums.pct(wins, losses, ties)
		}
		cur.PlayoffWins, cur.PlayoffLosses = nums.opt(pw, pKnown), nums.opt(pl, pKnown)
		cur = nil
	}
	// The (team, year) pairs counted: a year is one season of a team's
	// stints however many tenure rows it has.
	seen := make([][2]int, 0, len(c.tenures))
	for i, t := range c.tenures {
		if i == 0 || newStint(c.tenures[i-1], t) {
			closeStint()
			name, _, _ := b.TeamAt(t.franchise, t.season)
			d.CoachingHistory = append(d.CoachingHistory, Stint{TeamID: t.franchise, TeamName: name, StartYear: t.year, EndYear: t.year,
				Title: t.title, IsHeadCoach: t.isHead, Sport: b.SportNames[t.sportID]})
			cur = &d.CoachingHistory[len(d.CoachingHistory)-1]
			if f := b.Franchises[t.franchise]; f != nil {
				cur.TeamSlug = f.Slug
			}
			wins, losses, ties, pw, pl, known, pKnown = 0, 0, 0, 0, 0, false, false
		}
		if ty := [2]int{t.franchise, t.year}; !slices.Contains(seen, ty) {
			seen = append(seen, ty)
			cur.Seasons++
		}
		cur.EndYear = t.year
		cur.Title = t.title
		if name, _, _ := b.TeamAt(t.franchise, t.season); name != "" {
			cur.TeamName = name
		}
		if t.hasRec {
			known = true
			wins += t.w
			losses += t.l
			ties += t.t
		}
		if t.pKnown {
			pKnown = true
			pw += t.pw
			pl += t.pl
		}
		cur.Championships += len(t.titles)
		cur.IsActive = c.out.IsActive && t.year == c.lastYear
		d.Seasons = append(d.Seasons, seasonOutOf(b, t, nums))
	}
	closeStint()
	// Newest first for both lists.
	slices.Reverse(d.CoachingHistory)
	slices.SortStableFunc(d.Seasons, func(x, y CoachSeason) int { return cmp.Compare(y.Season, x.Season) })
	return &d, nil
}

// newStint: tenure t does not continue prev's stint (another team or role,
// or a gap of more than a year).
func newStint(prev, t *tenureRec) bool {
	return prev.franchise != t.franchise || prev.isHead != t.isHead || t.year > prev.year+1
}

// coachStints is how many stints tenures make.
func coachStints(tenures []*tenureRec) int {
	n := 0
	for i, t := range tenures {
		if i == 0 || newStint(tenures[i-1], t) {
			n++
		}
	}
	return n
}

// seasonOutOf is one tenure as a season row; its optional numbers come
// from nums (nil: allocated one by one).
func seasonOutOf(b *people.Base, t *tenureRec, nums *coachNums) CoachSeason {
	name, _, _ := b.TeamAt(t.franchise, t.season)
	o := CoachSeason{Season: t.year, TeamName: name, Title: t.title, IsHeadCoach: t.isHead,
		MadePlayoffs: t.playoffs, Champion: len(t.titles) > 0}
	o.PlayoffWins, o.PlayoffLosses = nums.opt(t.pw, t.pKnown), nums.opt(t.pl, t.pKnown)
	if si := b.Seasons[t.season]; si != nil {
		o.SeasonSlug, o.League = si.Slug, b.LeagueAbbrev[si.LeagueID]
	}
	if f := b.Franchises[t.franchise]; f != nil {
		o.TeamSlug = f.Slug
	}
	if t.hasRec {
		o.Wins, o.Losses, o.Ties = nums.int(t.w), nums.int(t.l), nums.int(t.t)
		o.WinPercentage = nums.pct(t.w, t.l, t.t)
	}
	return o
}

// coachNums holds one answer's optional numbers in two arrays made at their
// most (so no pointer handed out moves): two allocations per coach page
// instead of one per number.
type coachNums struct {
	ints   []int
	floats []float64
}

// newCoachNums has room for the numbers of a coach's tenures: per season
// row and per stint (at most one per row), five counts and a percentage.
func newCoachNums(tenures int) *coachNums {
	return &coachNums{ints: make([]int, 0, 10*tenures), floats: make([]float64, 0, 2*tenures)}
}

func (n *coachNums) int(v int) *int {
	if n == nil {
		return new(v)
	}
	n.ints = append(n.ints, v)
	return &n.ints[len(n.ints)-1]
}

// opt is v, or null when it is not known.
func (n *coachNums) opt(v int, known bool) *int {
	if !known {
		return nil
	}
	return n.int(v)
}

// pct is the win percentage (ties count half); null without games.
func (n *coachNums) pct(w, l, t int) *float64 {
	if n == nil {
		return winPct(w, l, t)
	}
	v, ok := winShare(w, l, t)
	if !ok {
		return nil
	}
	n.floats = append(n.floats, v)
	return &n.floats[len(n.floats)-1]
}

// --- coaching statistics ------------------------------------------------------
