package people

import (
	"slices"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// Careers are totalled per league, the way each league's own record book
// counts them: the BAA (1946-49) is NBA history, the American and National
// Leagues and the other major leagues of the 19th and early 20th century
// (American Association, Union Association, Players' League, Federal
// League) are MLB. The National Association (1871-75), the ABA, the WHA,
// the pre-NHL leagues and the AFL and AAFC each stay apart. The headline
// career figures are the sport's main league (MLB, NBA, NHL, NFL; a
// college level has one league), or for someone who never played in it
// the league of his longest career.

// careerLeagueOf maps a season's league abbreviation to its career league.
func careerLeagueOf(abbrev string) string {
	switch abbrev {
	case "AL", "NL", "AA", "UA", "PL", "FL":
		return "MLB"
	case "BAA":
		return "NBA"
	}
	return abbrev
}

// mainCareerLeague is the sport's main professional league.
var mainCareerLeague = map[string]string{"baseball": "MLB", "basketball": "NBA", "hockey": "NHL", "football": "NFL"}

// CareerLeague is a player's career in one league: its seasons and
// totals (the sum of the player's season rows in that league).
type CareerLeague struct {
	League          string         `json:"league"`
	Leagues         []string       `json:"leagues"` // the season leagues it counts (AL, NL for MLB)
	Headline        bool           `json:"headline"`
	Seasons         int            `json:"seasons"`
	FirstYear       int            `json:"first_year"`
	LastYear        int            `json:"last_year"`
	Games           int            `json:"games"`
	Stats           rmbase.StatMap `json:"stats"`
	PostseasonStats rmbase.StatMap `json:"postseason_stats"`
	// CareerCoverage: which of these seasons the totals cover.
	CareerCoverage stats.Coverage `json:"career_coverage"`
}

// CoachLeague is a coach's record in one league of one sport and level.
type CoachLeague struct {
	League    string          `json:"league"`
	Leagues   []string        `json:"leagues"`
	Sport     rmbase.NameSlug `json:"sport"`
	Level     rmbase.NameSlug `json:"level"`
	Headline  bool            `json:"headline"`
	Seasons   int             `json:"seasons"`
	FirstYear int             `json:"first_year"`
	LastYear  int             `json:"last_year"`
	CareerRecord
	Championships int `json:"championships"`
}

// leagueSpan collects one career league's season leagues and years.
type leagueSpan struct {
	league  string
	leagues []string
	years   []int // distinct, ascending once sorted
}

func (s *leagueSpan) add(abbrev string, year int) {
	if !slices.Contains(s.leagues, abbrev) {
		s.leagues = append(s.leagues, abbrev)
	}
	if !slices.Contains(s.years, year) {
		s.years = append(s.years, year)
	}
}

func (s *leagueSpan) bounds() (first, last int) {
	slices.Sort(s.years)
	if len(s.years) == 0 {
		return 0, 0
	}
	return s.years[0], s.years[len(s.years)-1]
}

// pickHeadline is the index of the main league among careers, else of the
// one with the most seasons (the first on a tie); -1 when there is none.
func pickHeadline(leagues []string, seasons []int, main string) int {
	best := -1
	for i, l := range leagues {
		if l == main && main != "" {
			return i
		}
		if best < 0 || seasons[i] > seasons[best] {
			best = i
		}
	}
	return best
}

// SeasonLeague is the career league and the league abbreviation of a season.
func SeasonLeague(b *Base, seasonID int) (career, abbrev string) {
	si := b.Seasons[seasonID]
	if si == nil {
		return "", ""
	}
	abbrev = b.LeagueAbbrev[si.LeagueID]
	return careerLeagueOf(abbrev), abbrev
}

// playerLeagues splits one player's season rows (one sport and level, by
// year) by career league, in order of first appearance.
type playerLeague struct {
	leagueSpan
	rows []*store.PlayerSeasonRow
}

func splitPlayerLeagues(b *Base, rows []*store.PlayerSeasonRow) []*playerLeague {
	var out []*playerLeague
	for _, r := range rows {
		cl, ab := SeasonLeague(b, r.SeasonID)
		i := slices.IndexFunc(out, func(p *playerLeague) bool { return p.league == cl })
		if i < 0 {
			out = append(out, &playerLeague{leagueSpan: leagueSpan{league: cl}})
			i = len(out) - 1
		}
		out[i].rows = append(out[i].rows, r)
		out[i].add(ab, r.StartYear)
	}
	return out
}

// headlineOf is the index of the headline career among groups.
func headlineOf(groups []*playerLeague, sport string, professional bool) int {
	names := make([]string, len(groups))
	seasons := make([]int, len(groups))
	for i, g := range groups {
		names[i], seasons[i] = g.league, len(g.years)
	}
	main := ""
	if professional {
		main = mainCareerLeague[sport]
	}
	return pickHeadline(names, seasons, main)
}

// HeadlineRows are the season rows the list's career figures sum, and
// their career league.
func HeadlineRows(b *Base, rows []*store.PlayerSeasonRow, sport string, professional bool) ([]*store.PlayerSeasonRow, string) {
	groups := splitPlayerLeagues(b, rows)
	if h := headlineOf(groups, sport, professional); h >= 0 {
		return groups[h].rows, groups[h].league
	}
	return nil, ""
}

// CareerByLeague is a player's career per league (stat rows plus the
// roster seasons without stats) and the headline league's full totals and
// coverage.
func CareerByLeague(b *Base, mine []*store.PlayerSeasonRow, roster []store.RosterRow, haveSeason map[int]bool,
	rec *PlayerRec, names rmbase.StatNames, sport string) (out []CareerLeague, headline, headlinePost rmbase.StatMap, cov stats.Coverage) {
	groups := splitPlayerLeagues(b, mine)
	for _, re := range roster {
		if re.SportID != rec.SportID || re.LevelID != rec.LevelID || haveSeason[re.SeasonID] {
			continue
		}
		cl, ab := SeasonLeague(b, re.SeasonID)
		i := slices.IndexFunc(groups, func(p *playerLeague) bool { return p.league == cl })
		if i < 0 {
			groups = append(groups, &playerLeague{leagueSpan: leagueSpan{league: cl}})
			i = len(groups) - 1
		}
		groups[i].add(ab, re.StartYear)
	}
	h := headlineOf(groups, sport, b.LevelNames[rec.LevelID].Slug == "professional")
	out = make([]CareerLeague, 0, len(groups))
	for i, g := range groups {
		lines := GroupSeasons(g.rows, names)
		c := CareerOf(sport, CareerPosition(rec.StrP(TextPosition), mine), lines, bareYears(g.years, lines))
		full := fullMap(c.Totals)
		if full == nil {
			full = rmbase.StatMap{}
		}
		o := CareerLeague{League: g.league, Leagues: g.leagues, Headline: i == h, Seasons: len(g.years),
			Games: int(c.Totals["games_played"]), Stats: full, CareerCoverage: c.Coverage}
		o.FirstYear, o.LastYear = g.bounds()
		if post := postTotals(sport, lines); post != nil {
			o.PostseasonStats = fullMap(post)
		}
		if i == h {
			headline, headlinePost, cov = full, o.PostseasonStats, c.Coverage
		}
		out = append(out, o)
	}
	if headline == nil {
		headline = rmbase.StatMap{}
	}
	return out, slices.Clone(headline), headlinePost, cov
}

// bareYears are the years of a span without a stat line.
func bareYears(years []int, lines []SeasonLine) []int {
	var out []int
	for _, y := range years {
		if !slices.ContainsFunc(lines, func(l SeasonLine) bool { return l.Year == y }) {
			out = append(out, y)
		}
	}
	return out
}

// HeadlineSeasons is the number of seasons of the headline career.
func HeadlineSeasons(ls []CareerLeague) int {
	for _, l := range ls {
		if l.Headline {
			return l.Seasons
		}
	}
	return 0
}

// CoachLeagues is a coach's record per career league (of each sport and
// level he coached in), in order of first season, and the index of the
// headline one among those of his latest sport and level (-1: none).
func CoachLeagues(b *Base, c *CoachRec) (out []CoachLeague, headline int) {
	type key struct {
		league       string
		sport, level int
	}
	var keys []key
	var spans []*leagueSpan
	var playoffSeasons []map[int]bool
	var has []bool
	var groupTenures [][]*Tenure
	for _, t := range c.Tenures {
		cl, ab := SeasonLeague(b, t.Season)
		k := key{cl, t.SportID, t.LevelID}
		i := slices.Index(keys, k)
		if i < 0 {
			keys = append(keys, k)
			spans = append(spans, &leagueSpan{league: cl})
			playoffSeasons = append(playoffSeasons, map[int]bool{})
			has = append(has, false)
			groupTenures = append(groupTenures, nil)
			out = append(out, CoachLeague{League: cl, Sport: b.SportNames[t.SportID], Level: b.LevelNames[t.LevelID]})
			i = len(keys) - 1
		}
		o := &out[i]
		groupTenures[i] = append(groupTenures[i], t)
		spans[i].add(ab, t.Year)
		if t.HasRecord {
			has[i] = true
			o.Wins += t.Wins
			o.Losses += t.Losses
			o.Ties += t.Ties
		}
		AddKnown(&o.PlayoffWins, t.PlayoffWins, t.PlayoffsKnown)
		AddKnown(&o.PlayoffLosses, t.PlayoffLosses, t.PlayoffsKnown)
		if t.Playoffs && t.IsHead {
			playoffSeasons[i][t.Season] = true
		}
		o.Championships += len(t.Titles)
	}
	headline = -1
	if len(c.Tenures) == 0 {
		return out, headline
	}
	last := c.Tenures[len(c.Tenures)-1]
	var names []string
	var seasons, idx []int
	for i := range out {
		o := &out[i]
		o.Leagues, o.Seasons = spans[i].leagues, len(spans[i].years)
		o.FirstYear, o.LastYear = spans[i].bounds()
		o.PlayoffAppearances = len(playoffSeasons[i])
		o.Games = o.Wins + o.Losses + o.Ties
		o.WinPercentage = WinPct(o.Wins, o.Losses, o.Ties)
		o.CareerCoverage = CoachCoverage(groupTenures[i])
		if !has[i] {
			o.WinPercentage = nil
		}
		if keys[i].sport == last.SportID && keys[i].level == last.LevelID {
			names, seasons, idx = append(names, o.League), append(seasons, o.Seasons), append(idx, i)
		}
	}
	main := ""
	if b.LevelNames[last.LevelID].Slug == "professional" {
		main = mainCareerLeague[b.SportNames[last.SportID].Slug]
	}
	if h := pickHeadline(names, seasons, main); h >= 0 {
		headline = idx[h]
		out[headline].Headline = true
	}
	return out, headline
}
