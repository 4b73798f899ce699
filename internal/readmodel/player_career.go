package readmodel

// One player's stat rows: every season, and the career per league and in
// all (each total the sum of its season rows).

import (
	"context"
	"sort"
	"strconv"

	"github.com/almanac-sports/almanac/internal/readmodel/people"
	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// StatPlayer names the player the rows are of.
type StatPlayer struct {
	ID           int      `json:"id"`
	Slug         string   `json:"slug"`
	Name         string   `json:"name"`
	JerseyNumber *string  `json:"jersey_number"`
	Position     *string  `json:"position"`
	Sport        NameSlug `json:"sport"`
	Level        NameSlug `json:"level"`
	// Roles: the lines his career is shown by, the main one first.
	Roles []string `json:"roles" openapi:"nonnull"`
}

// LeagueCareer is a player's total in one league (Seasons and its bounds
// count the seasons with stat rows; the coverage also counts his seasons
// there without them).
type LeagueCareer struct {
	League         string         `json:"league"`
	Seasons        int            `json:"seasons"`
	FirstSeason    int            `json:"first_season"`
	LastSeason     int            `json:"last_season"`
	Totals         PlayerStatRow  `json:"totals"`
	CareerCoverage stats.Coverage `json:"career_coverage"`
}

// PlayerCareer is a player's season rows (oldest first) and totals, with
// the coverage of the whole career (roster seasons without stat rows
// included).
type PlayerCareer struct {
	Player         StatPlayer      `json:"player"`
	Seasons        []PlayerStatRow `json:"seasons" openapi:"nonnull"`
	Leagues        []LeagueCareer  `json:"leagues" openapi:"nonnull"`
	Career         *PlayerStatRow  `json:"career"` // null without stat rows
	CareerCoverage stats.Coverage  `json:"career_coverage"`
}

// playerCareer reads a player's rows.
func (m *Model) playerCareer(ctx context.Context, snap *people.Players, b *people.Base, rec *people.PlayerRec) (*PlayerCareer, error) {
	rows, roster, err := m.personRows(ctx, rec.PersonID)
	if err != nil {
		return nil, err
	}
	var mine []*store.PlayerSeasonRow
	for i := range rows {
		if rows[i].SportID == rec.SportID && rows[i].LevelID == rec.LevelID {
			mine = append(mine, &rows[i])
		}
	}
	sport := snap.Sport(rec).Slug
	out := &PlayerCareer{Player: StatPlayer{ID: rec.ID, Slug: rec.Str(people.TextSlug), Name: rec.Str(people.TextDisplay), JerseyNumber: rec.StrP(people.TextJersey),
		Position: rec.StrP(people.TextPosition), Sport: snap.Sport(rec), Level: snap.Level(rec), Roles: rec.Roles}, Seasons: []PlayerStatRow{}, Leagues: []LeagueCareer{}}
	lines := people.GroupSeasons(mine, rmbase.StatNames{})
	sort.SliceStable(lines, func(i, j int) bool { return lines[i].Year < lines[j].Year })
	byLeague := map[string][]people.SeasonLine{}
	var leagues []string
	for _, sl := range lines {
		o := statRow(snap, b, rec, sport, sl)
		out.Seasons = append(out.Seasons, o)
		if _, ok := byLeague[o.League]; !ok {
			leagues = append(leagues, o.League)
		}
		byLeague[o.League] = append(byLeague[o.League], sl)
	}
	// Seasons on a roster without a stat row: part of the career's span.
	bare, bareBy := rosterOnly(b, roster, rec, mine)
	pos := people.CareerPosition(rec.StrP(people.TextPosition), mine)
	// Roster seasons hold no figures: the career's roles are its lines'.
	whole := people.CareerOf(sport, pos, lines, bare)
	out.CareerCoverage = whole.Coverage
	if len(lines) == 0 {
		return out, nil
	}
	total := func(ls []people.SeasonLine, league string) (PlayerStatRow, stats.Coverage) {
		o := PlayerStatRow{PlayerID: rec.ID, PlayerSlug: rec.Str(people.TextSlug), PlayerName: rec.Str(people.TextDisplay), JerseyNumber: rec.StrP(people.TextJersey),
			Position: rec.StrP(people.TextPosition), League: league}
		last := ls[len(ls)-1]
		for _, r := range out.Seasons {
			if r.ID == last.RowID {
				o.TeamName, o.TeamAbbreviation = r.TeamName, r.TeamAbbreviation
			}
		}
		c := people.CareerOf(sport, pos, ls, bareBy[league])
		fillRow(&o, sport, c.Totals)
		return o, c.Coverage
	}
	c, _ := total(lines, "")
	out.Career = &c
	out.Player.Roles = whole.Roles
	if out.Player.Roles == nil {
		out.Player.Roles = []string{} // a lineman has no stat line
	}
	for _, lg := range leagues {
		ls := byLeague[lg]
		o, cov := total(ls, lg)
		out.Leagues = append(out.Leagues, LeagueCareer{League: lg, Seasons: len(ls), FirstSeason: ls[0].Year,
			LastSeason: ls[len(ls)-1].Year, Totals: o, CareerCoverage: cov})
	}
	return out, nil
}

// rosterOnly is the start years of a player's roster seasons (his sport
// and level) without a stat row, in all and by season league.
func rosterOnly(b *people.Base, roster []store.RosterRow, rec *people.PlayerRec, mine []*store.PlayerSeasonRow) (all []int, byLeague map[string][]int) {
	have := map[int]bool{}
	for _, r := range mine {
		have[r.SeasonID] = true
	}
	byLeague = map[string][]int{}
	for _, re := range roster {
		if re.SportID != rec.SportID || re.LevelID != rec.LevelID || have[re.SeasonID] {
			continue
		}
		have[re.SeasonID] = true
		all = append(all, re.StartYear)
		_, ab := people.SeasonLeague(b, re.SeasonID)
		byLeague[ab] = append(byLeague[ab], re.StartYear)
	}
	return all, byLeague
}

// PlayerCareer is a player's (person slug or player id; the scope picks
// among a person's sports) season rows and career totals; nil when unknown.
// Kept with the most asked-for details, keyed by the player found.
func (m *Model) PlayerCareer(ctx context.Context, ref string, sc Scope) (*PlayerCareer, error) {
	snap, b, rec, err := m.findPlayer(ctx, ref, sc)
	if err != nil || rec == nil {
		return nil, err
	}
	return cachedDetail(ctx, m, "player-career", strconv.Itoa(rec.ID), func() (*PlayerCareer, error) { return m.playerCareer(ctx, snap, b, rec) })
}

// PlayerSeasonRows is a player's season rows, newest first.
type PlayerSeasonRows struct {
	Player  StatPlayer      `json:"player"`
	Count   int             `json:"count"`
	Results []PlayerStatRow `json:"results"`
}

// Newest lists the career's seasons newest first (nil for nil).
func (c *PlayerCareer) Newest() *PlayerSeasonRows {
	if c == nil {
		return nil
	}
	out := &PlayerSeasonRows{Player: c.Player, Count: len(c.Seasons), Results: make([]PlayerStatRow, 0, len(c.Seasons))}
	for i := len(c.Seasons) - 1; i >= 0; i-- {
		out.Results = append(out.Results, c.Seasons[i])
	}
	return out
}
