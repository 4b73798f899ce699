package readmodel

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/readmodel/people"
	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
)

// SeasonLeague is the league a season belongs to.
type SeasonLeague struct {
	Name         string `json:"name"`
	Abbreviation string `json:"abbreviation"`
	Slug         string `json:"slug,omitempty"`
}

// SeasonChampion is the team that won a season's title.
type SeasonChampion struct {
	TeamName         string  `json:"team_name"`
	TeamCity         *string `json:"team_city"`
	TeamAbbreviation *string `json:"team_abbreviation"`
	TeamSlug         *string `json:"team_slug"`
	TeamID           *int    `json:"team_id"`
}

// Season is one league season of the list.
type Season struct {
	ID                 int             `json:"id"`
	Slug               string          `json:"slug"`
	Name               string          `json:"name"`
	StartYear          int             `json:"start_year"`
	EndYear            int             `json:"end_year"`
	Sport              NameSlug        `json:"sport"`
	League             SeasonLeague    `json:"league"`
	Level              NameSlug        `json:"level"`
	RegularSeasonStart *string         `json:"regular_season_start"`
	RegularSeasonEnd   *string         `json:"regular_season_end"`
	PlayoffsEnd        *string         `json:"playoffs_end"`
	StartDate          *string         `json:"start_date"`
	EndDate            *string         `json:"end_date"`
	Champion           *SeasonChampion `json:"champion"`
	TeamsCount         int             `json:"teams_count"`
	GamesCount         int             `json:"games_count"`
	ChampionshipName   *string         `json:"championship_name"`
	Championship       *NameSlug       `json:"championship"`
	PlayoffsFormat     *string         `json:"playoffs_format"`
	RegularSeasonGames *int            `json:"regular_season_games"`
	Status             string          `json:"status"`
	// DataThrough is the date of the season's last final game in the data
	// (an unfinished season is "in progress, data to" it).
	DataThrough *string `json:"data_through"`
	// HasStandings: the season has standings, from its games or from a
	// season table (a season known only by its season table has no games).
	HasStandings bool `json:"has_standings"`
}

// SeasonBest is a season's best regular-season record.
type SeasonBest struct {
	TeamID        int     `json:"team_id"`
	TeamSlug      string  `json:"team_slug"`
	TeamName      string  `json:"team_name"`
	TeamCity      string  `json:"team_city"`
	Abbreviation  string  `json:"team_abbreviation"`
	Wins          int     `json:"wins"`
	Losses        int     `json:"losses"`
	Ties          int     `json:"ties"`
	OTLosses      int     `json:"ot_losses"`
	WinPercentage float64 `json:"win_percentage"`
}

// SeasonDetail is the season detail: the list fields plus the best record
// and the final's loser (RunnerUp; FinalResult is the final's games won and
// lost or its score, as the title's row gives it).
type SeasonDetail struct {
	Season
	BestRecord  *SeasonBest     `json:"best_record"`
	RunnerUp    *SeasonChampion `json:"runner_up"`
	FinalResult *string         `json:"final_result"`
}

type seasonRec struct {
	out       Season
	leagueID  int
	sportSlug string
	levelSlug string
	hay       string // folded search text
	finals    int
	open      int
	lastGame  string
	hasChamp  bool
	// decided: the champion is decided in the data, or a later season of
	// the sport and level has been played (a title not held, 1994, or one
	// the files lack): the season is over.
	decided bool
	best    *SeasonBest
}

type seasonSnap struct {
	list   []*seasonRec // newest first
	byID   map[int]*seasonRec
	bySlug map[string]*seasonRec
}

func (m *Model) seasonSnapshot(ctx context.Context) (*seasonSnap, error) {
	if _, err := m.baseSnapshot(ctx); err != nil { // drops what an import made stale
		return nil, err
	}
	// The base is read again inside the build: a base read before a season
	// opened by the ingest (learnSeason resets both) must not become the
	// seasons of the generation after it.
	return m.ppl().seasons.get(ctx, func(ctx context.Context) (*seasonSnap, error) {
		b, err := m.baseSnapshot(ctx)
		if err != nil {
			return nil, err
		}
		return m.buildSeasons(ctx, b)
	})
}

func (m *Model) buildSeasons(ctx context.Context, b *people.Base) (*seasonSnap, error) {
	rows := b.SeasonRows
	snap := &seasonSnap{byID: map[int]*seasonRec{}, bySlug: map[string]*seasonRec{}}
	// Results decided in each season (the season's own league's title first).
	resultsOf := map[int][]*people.Result{}
	for i := range b.Results {
		r := &b.Results[i]
		if r.ResolvedSeason != 0 {
			resultsOf[r.ResolvedSeason] = append(resultsOf[r.ResolvedSeason], r)
		}
	}
	champByID := map[int]int{}
	for i, c := range b.Champs {
		champByID[c.ID] = i
	}
	best := bestRecords(b)
	// The latest season played (final games or a champion) per sport and
	// level: every earlier one is over.
	latestPlayed := map[[2]int]int{}
	for _, r := range rows {
		k := [2]int{r.SportID, r.LevelID}
		if (r.FinalGames > 0 || r.ChampionID.Valid || len(resultsOf[r.ID]) > 0) && r.StartYear > latestPlayed[k] {
			latestPlayed[k] = r.StartYear
		}
	}
	for _, r := range rows {
		o := Season{
			ID: r.ID, Slug: r.Slug, Name: r.Name, StartYear: r.StartYear, EndYear: r.EndYear,
			Sport:              NameSlug{Name: r.SportName, Slug: r.SportSlug},
			League:             SeasonLeague{Name: r.LeagueName, Abbreviation: r.LeagueAbbrev},
			Level:              NameSlug{Name: r.LevelName, Slug: r.LevelSlug},
			RegularSeasonStart: rmbase.StrOrNil(r.RegularStart),
			RegularSeasonEnd:   rmbase.StrOrNil(r.RegularEnd),
			PlayoffsEnd:        rmbase.StrOrNil(firstNonEmpty(r.PlayoffsEnd, r.LastGame)),
			StartDate:          rmbase.StrOrNil(firstNonEmpty(r.StartDate, r.FirstGame)),
			EndDate:            rmbase.StrOrNil(firstNonEmpty(r.EndDate, r.PlayoffsEnd, r.LastGame)),
			TeamsCount:         r.TeamsCount,
			GamesCount:         r.Games,
			PlayoffsFormat:     rmbase.StrOrNil(r.PlayoffFormat),
			RegularSeasonGames: rmbase.NullInt(r.RegularSeasonGames),
			HasStandings:       r.Games > 0 || best[r.ID] != nil,
		}
		// The title decided in this season.
		var res *people.Result
		for _, x := range resultsOf[r.ID] {
			if i, ok := champByID[x.ChampionshipID]; ok && b.Champs[i].LeagueID.Valid && int(b.Champs[i].LeagueID.Int64) == r.LeagueID {
				res = x
				break
			}
		}
		if res == nil && len(resultsOf[r.ID]) > 0 {
			res = resultsOf[r.ID][0]
		}
		if res != nil {
			o.Championship = &NameSlug{Name: res.ChampionshipName, Slug: res.ChampionshipSlug}
		} else {
			for _, c := range b.Champs {
				if c.LeagueID.Valid && int(c.LeagueID.Int64) == r.LeagueID &&
					(!c.FirstYear.Valid || int(c.FirstYear.Int64) <= r.EndYear) && (!c.LastYear.Valid || int(c.LastYear.Int64) >= r.EndYear) {
					o.Championship = &NameSlug{Name: c.Name, Slug: c.Slug}
					break
				}
			}
		}
		if o.Championship != nil {
			o.ChampionshipName = &o.Championship.Name
		}
		champID := 0
		if r.ChampionID.Valid {
			champID = int(r.ChampionID.Int64)
		} else if res != nil && res.WinnerID.Valid {
			champID = int(res.WinnerID.Int64)
		}
		if champID != 0 {
			name, city, ab := b.TeamAt(champID, r.ID)
			c := &SeasonChampion{TeamName: name, TeamCity: rmbase.StrOrNil(city), TeamAbbreviation: rmbase.StrOrNil(ab), TeamID: &champID}
			if f := b.Franchises[champID]; f != nil {
				c.TeamSlug = &f.Slug
			}
			o.Champion = c
		} else if res != nil && res.WinnerName != "" {
			o.Champion = &SeasonChampion{TeamName: res.WinnerName}
		}
		rec := &seasonRec{out: o, leagueID: r.LeagueID, sportSlug: r.SportSlug, levelSlug: r.LevelSlug,
			finals: r.FinalGames, open: r.OpenGames, lastGame: r.LastGame, hasChamp: o.Champion != nil, best: best[r.ID]}
		rec.decided = rec.hasChamp || r.StartYear < latestPlayed[[2]int{r.SportID, r.LevelID}]
		rec.out.DataThrough = rmbase.StrOrNil(r.LastFinal)
		if !rec.decided {
			// Before the title is decided the playoffs have no end, and an
			// end date at the last game is where the data stops, not the
			// season (MLB 2026: data to Aug 21).
			rec.out.PlayoffsEnd = nil
			rec.out.EndDate = nil
			if r.EndDate != "" && r.EndDate != r.LastGame {
				rec.out.EndDate = &r.EndDate
			}
			if r.RegularEnd == r.LastGame {
				rec.out.RegularSeasonEnd = nil // the regular season is still on
			}
		}
		hay := []string{r.Name, r.SportName, r.LeagueName, r.LeagueAbbrev, r.LevelName}
		if o.Champion != nil {
			hay = append(hay, o.Champion.TeamName)
			if o.Champion.TeamCity != nil {
				hay = append(hay, *o.Champion.TeamCity+" "+o.Champion.TeamName)
			}
		}
		rec.hay = "|" + rmbase.Fold(strings.Join(hay, "|")) + "|"
		snap.list = append(snap.list, rec)
		snap.byID[r.ID] = rec
		snap.bySlug[r.Slug] = rec
	}
	return snap, nil
}

// status: from its games and its champion. A season with final games is
// 'completed' only once decided (its champion in the data, or a later
// season played); until then 'active' (in progress, data to its last final
// game), even when no game is scheduled. With only scheduled games it is
// 'upcoming'. Seasons without games are derived from the
// current season (which turns over in August): later ones are upcoming, the
// current one is active (completed once decided), earlier ones completed.
func (s *seasonRec) status(now time.Time) string { return s.statusOn(statusClockOf(now)) }

// statusClock is what a season's status is judged against: today's date and
// the season year under way. Lists work it out once, not once per season.
type statusClock struct {
	today   string
	current int
}

func statusClockOf(now time.Time) statusClock {
	current := now.Year()
	if now.Month() < time.August {
		current--
	}
	return statusClock{now.Format("2006-01-02"), current}
}

func (s *seasonRec) statusOn(c statusClock) string {
	switch {
	case s.finals > 0 && s.decided:
		return "completed"
	case s.finals > 0:
		return "active"
	case s.open > 0:
		return "upcoming"
	}
	switch {
	case s.out.StartYear > c.current:
		return "upcoming"
	case s.out.StartYear == c.current && !s.hasChamp:
		return "active"
	default:
		return "completed"
	}
}

// SeasonFilter is what the season list filters on ("" or false = any).
type SeasonFilter struct {
	Scope   Scope
	Year    int // start year, when HasYear
	HasYear bool
	// League is an abbreviation or slug prefix; Search a part of the name,
	// sport, league or champion; Status active, completed or upcoming.
	League, Search, Status string
}

// Seasons counts the seasons f matches and returns limit of them from
// offset, newest first.
func (m *Model) Seasons(ctx context.Context, f SeasonFilter, offset, limit int) (count int, out []Season, err error) {
	return m.SeasonsInto(ctx, f, offset, limit, nil)
}

// SeasonsInto is Seasons with the page built in dst's array (a pooled page:
// see the API's pagePool).
func (m *Model) SeasonsInto(ctx context.Context, f SeasonFilter, offset, limit int, dst []Season) (count int, out []Season, err error) {
	sc, year, hasYear, search, league, status := f.Scope, f.Year, f.HasYear, f.Search, f.League, f.Status
	snap, err := m.seasonSnapshot(ctx)
	if err != nil {
		return 0, nil, err
	}
	league = strings.ToLower(league)
	needle := rmbase.Fold(search)
	clock := statusClockOf(time.Now())
	out = slices.Grow(dst[:0], max(min(limit, len(snap.list)), 0)) // a page of large records: grown once
	for _, s := range snap.list {
		if (sc.Sport != "" && s.sportSlug != sc.Sport) || (sc.Level != "" && s.levelSlug != sc.Level) ||
			(hasYear && s.out.StartYear != year) ||
			(league != "" && strings.ToLower(s.out.League.Abbreviation) != league && !strings.HasPrefix(s.out.Slug, league+"-")) ||
			(needle != "" && !strings.Contains(s.hay, needle)) {
			continue
		}
		// Only a status filter needs every season's status; a page needs its own.
		var st string
		if status != "" {
			if st = s.statusOn(clock); st != status {
				continue
			}
		}
		if count >= offset && len(out) < limit {
			o := s.out
			if st == "" {
				st = s.statusOn(clock)
			}
			o.Status = st
			out = append(out, o)
		}
		count++
	}
	return count, out, nil
}

// Season is one season by slug or id with its best regular-season record;
// nil when there is none.
func (m *Model) Season(ctx context.Context, slug string) (*SeasonDetail, error) {
	snap, err := m.seasonSnapshot(ctx)
	if err != nil {
		return nil, err
	}
	s := rmbase.BySlugOrID(snap.bySlug, snap.byID, slug)
	if s == nil {
		return nil, nil
	}
	d := SeasonDetail{Season: s.out, BestRecord: s.best}
	d.Status = s.status(time.Now())
	if err := m.seasonRunnerUp(ctx, &d); err != nil {
		return nil, err
	}
	return &d, nil
}

func firstNonEmpty(vals ...string) string {
	for _, v := range vals {
		if v != "" {
			return v
		}
	}
	return ""
}

// bestRecords is each season's best regular-season record (by season id).
func bestRecords(b *people.Base) map[int]*SeasonBest {
	// Ties go to more wins, then the lower franchise id; compared unrounded
	// (a rounded best beside an unrounded challenger made two equal records
	// fall to whichever came first, and the team seasons come unordered).
	best := map[int]*SeasonBest{}
	bestPct := map[int]float64{}
	for _, t := range b.TeamSeasons {
		gp := t.Wins + t.Losses + t.Ties + t.OTLosses
		if !t.HasRecord || gp == 0 {
			continue
		}
		pct := (float64(t.Wins) + 0.5*float64(t.Ties)) / float64(gp)
		cur, curPct := best[t.SeasonID], bestPct[t.SeasonID]
		if cur != nil && (curPct > pct || (curPct == pct && (cur.Wins > t.Wins || (cur.Wins == t.Wins && cur.TeamID < t.FranchiseID)))) {
			continue
		}
		bestPct[t.SeasonID] = pct
		sb := &SeasonBest{TeamID: t.FranchiseID, TeamName: t.Name, TeamCity: t.City, Abbreviation: t.Abbreviation,
			Wins: t.Wins, Losses: t.Losses, Ties: t.Ties, OTLosses: t.OTLosses, WinPercentage: stats.RoundTo(pct, 3)}
		if f := b.Franchises[t.FranchiseID]; f != nil {
			sb.TeamSlug = f.Slug
		}
		best[t.SeasonID] = sb
	}
	return best
}
