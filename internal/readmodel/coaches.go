package readmodel

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/readmodel/people"
	"github.com/almanac-sports/almanac/internal/stats"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
)

// Coaches counts the coaches f matches and returns limit of them from
// offset, in directory order.
func (m *Model) Coaches(ctx context.Context, f PeopleFilter, offset, limit int) (count int, out []people.Coach, err error) {
	return m.CoachesInto(ctx, f, offset, limit, nil)
}

// CoachesInto is Coaches with the page built in dst's array (a pooled page:
// see the API's pagePool).
func (m *Model) CoachesInto(ctx context.Context, f PeopleFilter, offset, limit int, dst []people.Coach) (count int, out []people.Coach, err error) {
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
			o := c.Coach
			o.Person = c.Bio
			if age, ok := rmbase.YearsOld(c.Person.BirthDate, c.Person.DeathDate, now); ok {
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
		if c.Coach.Status == "active" {
			t.Active++
		}
		t.Championships += c.Coach.ChampionshipsWon
		if c.Coach.YearsExperience > 0 {
			years += c.Coach.YearsExperience
			withYears++
		}
		sports[c.Coach.Sport.Slug] = true
	}
	if withYears > 0 {
		avg := float64(years) / float64(withYears)
		t.AverageYears = &avg
	}
	t.Sports = len(sports)
	return t, nil
}

// coachMatcher is the coaches in f's scope and the test of the rest of f.
func (m *Model) coachMatcher(ctx context.Context, f PeopleFilter) ([]*people.CoachRec, func(*people.CoachRec) bool, error) {
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
	return snap.Scoped[sc], func(c *people.CoachRec) bool {
		if status != "" {
			if status == "inactive" {
				if c.Coach.IsActive {
					return false
				}
			} else if c.Coach.Status != status {
				return false
			}
		}
		if needle != "" && !strings.Contains(c.Norm, needle) {
			return false
		}
		if position != "" && (c.Coach.Title == nil || !strings.HasPrefix(rmbase.Fold(*c.Coach.Title), position)) {
			return false
		}
		if len(teams) > 0 || hasYear {
			for _, t := range c.Tenures {
				if (!hasYear || t.Year == year) && (len(teams) == 0 || containsInt(teams, t.Franchise)) {
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
	Awards          []people.AwardRecord `json:"awards" openapi:"nonnull"`
	Championships   []people.Title       `json:"championships" openapi:"nonnull"`
	CoachingHistory []Stint              `json:"coaching_history" openapi:"nonnull"`
	Seasons         []CoachSeason        `json:"seasons" openapi:"nonnull"`
	Bio             *string              `json:"bio"`
	CareerByLeague  []people.CoachLeague `json:"career_by_league" openapi:"nonnull"`
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
	c := rmbase.BySlugOrID(snap.BySlug, snap.ByID, slug)
	if c == nil {
		return nil, nil
	}
	d := CoachDetail{Coach: c.Coach, Awards: c.Awards, Championships: titlesOf(b, c.ChampRes)}
	var h int
	d.CareerByLeague, h = people.CoachLeagues(b, c)
	if h >= 0 {
		d.CareerCoverage = d.CareerByLeague[h].CareerCoverage
	}
	if d.CareerByLeague == nil {
		d.CareerByLeague = []people.CoachLeague{}
	}
	d.Person = c.Bio // made with the snapshot; only the age moves with the day
	d.Person.Age = rmbase.AgeOn(c.Person.BirthDate, c.Person.DeathDate, time.Now())
	if d.Awards == nil {
		d.Awards = []people.AwardRecord{}
	}
	nums := newCoachNums(len(c.Tenures))
	d.Seasons = make([]CoachSeason, 0, len(c.Tenures))
	d.CoachingHistory = make([]Stint, 0, coachStints(c.Tenures))
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
	seen := make([][2]int, 0, len(c.Tenures))
	for i, t := range c.Tenures {
		if i == 0 || newStint(c.Tenures[i-1], t) {
			closeStint()
			name, _, _ := b.TeamAt(t.Franchise, t.Season)
			d.CoachingHistory = append(d.CoachingHistory, Stint{TeamID: t.Franchise, TeamName: name, StartYear: t.Year, EndYear: t.Year,
				Title: t.Title, IsHeadCoach: t.IsHead, Sport: b.SportNames[t.SportID]})
			cur = &d.CoachingHistory[len(d.CoachingHistory)-1]
			if f := b.Franchises[t.Franchise]; f != nil {
				cur.TeamSlug = f.Slug
			}
			wins, losses, ties, pw, pl, known, pKnown = 0, 0, 0, 0, 0, false, false
		}
		if ty := [2]int{t.Franchise, t.Year}; !slices.Contains(seen, ty) {
			seen = append(seen, ty)
			cur.Seasons++
		}
		cur.EndYear = t.Year
		cur.Title = t.Title
		if name, _, _ := b.TeamAt(t.Franchise, t.Season); name != "" {
			cur.TeamName = name
		}
		if t.HasRecord {
			known = true
			wins += t.Wins
			losses += t.Losses
			ties += t.Ties
		}
		if t.PlayoffsKnown {
			pKnown = true
			pw += t.PlayoffWins
			pl += t.PlayoffLosses
		}
		cur.Championships += len(t.Titles)
		cur.IsActive = c.Coach.IsActive && t.Year == c.LastYear
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
func newStint(prev, t *people.Tenure) bool {
	return prev.Franchise != t.Franchise || prev.IsHead != t.IsHead || t.Year > prev.Year+1
}

// coachStints is how many stints tenures make.
func coachStints(tenures []*people.Tenure) int {
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
func seasonOutOf(b *people.Base, t *people.Tenure, nums *coachNums) CoachSeason {
	name, _, _ := b.TeamAt(t.Franchise, t.Season)
	o := CoachSeason{Season: t.Year, TeamName: name, Title: t.Title, IsHeadCoach: t.IsHead,
		MadePlayoffs: t.Playoffs, Champion: len(t.Titles) > 0}
	o.PlayoffWins, o.PlayoffLosses = nums.opt(t.PlayoffWins, t.PlayoffsKnown), nums.opt(t.PlayoffLosses, t.PlayoffsKnown)
	if si := b.Seasons[t.Season]; si != nil {
		o.SeasonSlug, o.League = si.Slug, b.LeagueAbbrev[si.LeagueID]
	}
	if f := b.Franchises[t.Franchise]; f != nil {
		o.TeamSlug = f.Slug
	}
	if t.HasRecord {
		o.Wins, o.Losses, o.Ties = nums.int(t.Wins), nums.int(t.Losses), nums.int(t.Ties)
		o.WinPercentage = nums.pct(t.Wins, t.Losses, t.Ties)
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
		return people.WinPct(w, l, t)
	}
	v, ok := people.WinShare(w, l, t)
	if !ok {
		return nil
	}
	n.floats = append(n.floats, v)
	return &n.floats[len(n.floats)-1]
}

// --- coaching statistics ------------------------------------------------------
