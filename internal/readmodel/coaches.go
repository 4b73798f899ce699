package readmodel

import (
	"context"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Coaches counts the coaches f matches and returns limit of them from
// offset, in directory order.
func (m *Model) Coaches(ctx context.Context, f PeopleFilter, offset, limit int) (count int, out []CoachOut, err error) {
	sc, year, hasYear := f.Scope, f.Year, f.HasYear
	position, status, search := f.Position, f.Status, f.Search
	snap, b, err := m.coachSnapshot(ctx)
	if err != nil {
		return 0, nil, err
	}
	teams, err := f.teams(b)
	if err != nil {
		return 0, nil, err
	}
	position = fold(position)
	if position == "all" {
		position = ""
	}
	needle := fold(search)
	now := time.Now()
	out = make([]CoachOut, 0, max(min(limit, len(snap.scoped[sc])), 0)) // a page of large records: grown once
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
		if count >= offset && len(out) < limit {
			o := c.out
			o.Person = personOf(c.person, now)
			out = append(out, o)
		}
		count++
	}
	return count, out, nil
}

// StintOut is a run of consecutive seasons with one team in one role.
type StintOut struct {
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

// CoachSeasonOut is one coach-team-season with its record.
type CoachSeasonOut struct {
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
	CoachOut
	Awards          []AwardRec       `json:"awards"`
	Championships   []TitleOut       `json:"championships"`
	CoachingHistory []StintOut       `json:"coaching_history"`
	Seasons         []CoachSeasonOut `json:"seasons"`
	Bio             *string          `json:"bio"`
	CareerByLeague  []CoachLeagueOut `json:"career_by_league"`
}

// Coach is one coach by person slug or id with coaching history, awards and
// championships; nil when there is none.
func (m *Model) Coach(ctx context.Context, slug string) (*CoachDetail, error) {
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
	d := CoachDetail{CoachOut: c.out, Awards: c.awards, Championships: b.titlesOf(c.champRes)}
	d.CareerByLeague, _ = coachLeagues(b, c)
	if d.CareerByLeague == nil {
		d.CareerByLeague = []CoachLeagueOut{}
	}
	d.Person = personOf(c.person, time.Now())
	if d.Awards == nil {
		d.Awards = []AwardRec{}
	}
	// Stints: consecutive seasons with one team (and the same head/assistant role).
	var cur *StintOut
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
	seenYear := make(map[[2]int]bool, len(c.tenures))
	d.Seasons = make([]CoachSeasonOut, 0, len(c.tenures))
	for _, t := range c.tenures {
		if cur == nil || cur.TeamID != t.franchise || cur.IsHeadCoach != t.isHead || t.year > cur.EndYear+1 {
			closeStint()
			name, _, _ := b.teamAt(t.franchise, t.season)
			cur = &StintOut{TeamID: t.franchise, TeamName: name, StartYear: t.year, EndYear: t.year,
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
		d.CoachingHistory = []StintOut{}
	}
	// Newest first for both lists.
	for i, j := 0, len(d.CoachingHistory)-1; i < j; i, j = i+1, j-1 {
		d.CoachingHistory[i], d.CoachingHistory[j] = d.CoachingHistory[j], d.CoachingHistory[i]
	}
	sort.SliceStable(d.Seasons, func(i, j int) bool { return d.Seasons[i].Season > d.Seasons[j].Season })
	if d.Seasons == nil {
		d.Seasons = []CoachSeasonOut{}
	}
	return &d, nil
}

func seasonOutOf(b *baseSnap, t *tenureRec) CoachSeasonOut {
	name, _, _ := b.teamAt(t.franchise, t.season)
	o := CoachSeasonOut{Season: t.year, TeamName: name, Title: t.title, IsHeadCoach: t.isHead,
		MadePlayoffs: t.playoffs, Champion: len(t.titles) > 0}
	addOpt(&o.PlayoffWins, t.pw, t.pKnown)
	addOpt(&o.PlayoffLosses, t.pl, t.pKnown)
	if si := b.seasons[t.season]; si != nil {
		o.SeasonSlug, o.League = si.Slug, b.leagueAbbrev[si.LeagueID]
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
