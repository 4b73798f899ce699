package readmodel

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
	League          string   `json:"league"`
	Leagues         []string `json:"leagues"` // the season leagues it counts (AL, NL for MLB)
	Headline        bool     `json:"headline"`
	Seasons         int      `json:"seasons"`
	FirstYear       int      `json:"first_year"`
	LastYear        int      `json:"last_year"`
	Games           int      `json:"games"`
	Stats           StatMap  `json:"stats"`
	PostseasonStats StatMap  `json:"postseason_stats"`
	// CareerCoverage: which of these seasons the totals cover.
	CareerCoverage stats.Coverage `json:"career_coverage"`
}

// CoachLeague is a coach's record in one league of one sport and level.
type CoachLeague struct {
	League    string   `json:"league"`
	Leagues   []string `json:"leagues"`
	Sport     NameSlug `json:"sport"`
	Level     NameSlug `json:"level"`
	Headline  bool     `json:"headline"`
	Seasons   int      `json:"seasons"`
	FirstYear int      `json:"first_year"`
	LastYear  int      `json:"last_year"`
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

// seasonLeague is the career league and the league abbreviation of a season.
func (b *baseSnap) seasonLeague(seasonID int) (career, abbrev string) {
	si := b.seasons[seasonID]
	if si == nil {
		return "", ""
	}
	abbrev = b.leagueAbbrev[si.LeagueID]
	return careerLeagueOf(abbrev), abbrev
}

// playerLeagues splits one player's season rows (one sport and level, by
// year) by career league, in order of first appearance.
type playerLeague struct {
	leagueSpan
	rows []*store.PlayerSeasonRow
}

func splitPlayerLeagues(b *baseSnap, rows []*store.PlayerSeasonRow) []*playerLeague {
	var out []*playerLeague
	for _, r := range rows {
		cl, ab := b.seasonLeague(r.SeasonID)
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

// headlineRows are the season rows the list's career figures sum, and
// their career league.
func headlineRows(b *baseSnap, rows []*store.PlayerSeasonRow, sport string, professional bool) ([]*store.PlayerSeasonRow, string) {
	groups := splitPlayerLeagues(b, rows)
	if h := headlineOf(groups, sport, professional); h >= 0 {
		return groups[h].rows, groups[h].league
	}
	return nil, ""
}

// careerByLeague is a player's career per league (stat rows plus the
// roster seasons without stats) and the headline league's full totals and
// coverage.
func careerByLeague(b *baseSnap, mine []*store.PlayerSeasonRow, roster []store.RosterRow, haveSeason map[int]bool,
	rec *playerRec, names rmbase.StatNames, sport string) (out []CareerLeague, headline, headlinePost StatMap, cov stats.Coverage) {
	groups := splitPlayerLeagues(b, mine)
	for _, re := range roster {
		if re.SportID != rec.sportID || re.LevelID != rec.levelID || haveSeason[re.SeasonID] {
			continue
		}
		cl, ab := b.seasonLeague(re.SeasonID)
		i := slices.IndexFunc(groups, func(p *playerLeague) bool { return p.league == cl })
		if i < 0 {
			groups = append(groups, &playerLeague{leagueSpan: leagueSpan{league: cl}})
			i = len(groups) - 1
		}
		groups[i].add(ab, re.StartYear)
	}
	h := headlineOf(groups, sport, b.levelNames[rec.levelID].Slug == "professional")
	out = make([]CareerLeague, 0, len(groups))
	for i, g := range groups {
		lines := groupSeasons(g.rows, names)
		c := careerOf(sport, lines, bareYears(g.years, lines))
		full := fullMap(c.Totals)
		if full == nil {
			full = StatMap{}
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
		headline = StatMap{}
	}
	return out, slices.Clone(headline), headlinePost, cov
}

// bareYears are the years of a span without a stat line.
func bareYears(years []int, lines []seasonLine) []int {
	var out []int
	for _, y := range years {
		if !slices.ContainsFunc(lines, func(l seasonLine) bool { return l.year == y }) {
			out = append(out, y)
		}
	}
	return out
}

// headlineSeasons is the number of seasons of the headline career.
func headlineSeasons(ls []CareerLeague) int {
	for _, l := range ls {
		if l.Headline {
			return l.Seasons
		}
	}
	return 0
}

// coachLeagues is a coach's record per career league (of each sport and
// level he coached in), in order of first season, and the index of the
// headline one among those of his latest sport and level (-1: none).
func coachLeagues(b *baseSnap, c *coachRec) (out []CoachLeague, headline int) {
	type key struct {
		league       string
		sport, level int
	}
	var keys []key
	var spans []*leagueSpan
	var playoffSeasons []map[int]bool
	var has []bool
	var groupTenures [][]*tenureRec
	for _, t := range c.tenures {
		cl, ab := b.seasonLeague(t.season)
		k := key{cl, t.sportID, t.levelID}
		i := slices.Index(keys, k)
		if i < 0 {
			keys = append(keys, k)
			spans = append(spans, &leagueSpan{league: cl})
			playoffSeasons = append(playoffSeasons, map[int]bool{})
			has = append(has, false)
			groupTenures = append(groupTenures, nil)
			out = append(out, CoachLeague{League: cl, Sport: b.sportNames[t.sportID], Level: b.levelNames[t.levelID]})
			i = len(keys) - 1
		}
		o := &out[i]
		groupTenures[i] = append(groupTenures[i], t)
		spans[i].add(ab, t.year)
		if t.hasRec {
			has[i] = true
			o.Wins += t.w
			o.Losses += t.l
			o.Ties += t.t
		}
		addOpt(&o.PlayoffWins, t.pw, t.pKnown)
		addOpt(&o.PlayoffLosses, t.pl, t.pKnown)
		if t.playoffs && t.isHead {
			playoffSeasons[i][t.season] = true
		}
		o.Championships += len(t.titles)
	}
	headline = -1
	if len(c.tenures) == 0 {
		return out, headline
	}
	last := c.tenures[len(c.tenures)-1]
	var names []string
	var seasons, idx []int
	for i := range out {
		o := &out[i]
		o.Leagues, o.Seasons = spans[i].leagues, len(spans[i].years)
		o.FirstYear, o.LastYear = spans[i].bounds()
		o.PlayoffAppearances = len(playoffSeasons[i])
		o.Games = o.Wins + o.Losses + o.Ties
		o.WinPercentage = winPct(o.Wins, o.Losses, o.Ties)
		o.CareerCoverage = coachCoverage(groupTenures[i])
		if !has[i] {
			o.WinPercentage = nil
		}
		if keys[i].sport == last.sportID && keys[i].level == last.levelID {
			names, seasons, idx = append(names, o.League), append(seasons, o.Seasons), append(idx, i)
		}
	}
	main := ""
	if b.levelNames[last.levelID].Slug == "professional" {
		main = mainCareerLeague[b.sportNames[last.sportID].Slug]
	}
	if h := pickHeadline(names, seasons, main); h >= 0 {
		headline = idx[h]
		out[headline].Headline = true
	}
	return out, headline
}
