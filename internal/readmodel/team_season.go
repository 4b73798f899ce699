package readmodel

import (
	"context"
	"slices"
	"sort"
	"strings"

	"github.com/almanac-sports/almanac/internal/readmodel/people"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// A team's season in one answer: its record, where it finished (standings
// and playoffs), its head coaches, its statistical leaders and the venue of
// its home games, each from the data or said to be missing.

// TeamSeasonSummary is the team-season page's summary.
type TeamSeasonSummary struct {
	Team     TeamSeasonTeam      `json:"team"`
	Season   GameSeason          `json:"season"`
	League   *string             `json:"league"`
	Record   *TeamSeasonRecord   `json:"record"`
	Standing *TeamSeasonStanding `json:"standing"`
	Playoffs TeamSeasonPlayoffs  `json:"playoffs"`
	Coaches  []TeamSeasonCoach   `json:"coaches"`
	Leaders  []TeamSeasonLeader  `json:"leaders"`
	// LeadersNote says whose season lines the leaders are drawn from, or why
	// there are none.
	LeadersNote *string           `json:"leaders_note"`
	Venue       *TeamSeasonVenue  `json:"venue"`
	VenueNote   *string           `json:"venue_note"`
	Champion    bool              `json:"championship_won"`
	Titles      []TeamSeasonTitle `json:"titles"`
}

// TeamSeasonTeam is the team named as it was that season.
type TeamSeasonTeam struct {
	ID           int64   `json:"id"`
	Slug         string  `json:"slug"`
	Name         string  `json:"name"`
	City         *string `json:"city"`
	Abbreviation *string `json:"abbreviation"`
}

// TeamSeasonRecord is the regular-season record. Ties and OTLosses are null
// where the league of the era has no such column.
type TeamSeasonRecord struct {
	Wins          int     `json:"wins"`
	Losses        int     `json:"losses"`
	Ties          *int    `json:"ties"`
	OTLosses      *int    `json:"ot_losses"`
	WinPercentage float64 `json:"win_percentage"`
	Text          string  `json:"text"`
	Points        *int    `json:"points"` // hockey standings points
}

// TeamSeasonRank is a place in a group of the standings.
type TeamSeasonRank struct {
	Name  string `json:"name"`
	Rank  int    `json:"rank"`
	Teams int    `json:"teams"`
}

// TeamSeasonStanding is where the team finished the regular season.
type TeamSeasonStanding struct {
	League        TeamSeasonRank  `json:"league"`
	Conference    *TeamSeasonRank `json:"conference"`
	Division      *TeamSeasonRank `json:"division"`
	GamesBehind   float64         `json:"games_behind"` // in the league table
	PointsFor     *int            `json:"points_for"`
	PointsAgainst *int            `json:"points_against"`
}

// TeamSeasonPlayoffs is the postseason result. Status is "champion",
// "runner_up", "eliminated", "missed" or "unknown" (the data holds no
// playoff games or results for the season).
type TeamSeasonPlayoffs struct {
	Status   string        `json:"status"`
	Text     string        `json:"text"`
	Round    *string       `json:"round"`
	Opponent *TeamOpponent `json:"opponent"`
	Series   *string       `json:"series"` // wins-losses in the deciding series
	// Wins and Losses count the playoff games in the data; null when the
	// data misses some of them (its final has fewer games than the title's
	// series result), so a part never passes for the whole.
	Wins   *int `json:"wins"`
	Losses *int `json:"losses"`
}

// TeamSeasonTitle is a title the team won that season.
type TeamSeasonTitle struct {
	Name string `json:"name"`
	Slug string `json:"slug"`
}

// TeamSeasonCoach is a head coach of the season, in order.
type TeamSeasonCoach struct {
	Slug   string  `json:"slug"`
	Name   string  `json:"name"`
	Wins   *int    `json:"wins"`
	Losses *int    `json:"losses"`
	Ties   *int    `json:"ties"`
	Record *string `json:"record"`
}

// TeamSeasonLeader is the team's best player in one of the sport's
// leader categories (qualified by the league's rule of the era).
type TeamSeasonLeader struct {
	Category     string  `json:"category"`
	CategoryName string  `json:"category_name"`
	Stat         string  `json:"stat"`
	Value        float64 `json:"value"`
	PlayerSlug   string  `json:"player_slug"`
	PlayerName   string  `json:"player_name"`
	GamesPlayed  *int    `json:"games_played"`
	Qualified    bool    `json:"qualified"`
}

// TeamSeasonVenue is the venue of the season's home games.
type TeamSeasonVenue struct {
	Name   string `json:"name"`
	Games  int    `json:"games"`  // home games there (0 when from the franchise record)
	Source string `json:"source"` // "games" or "franchise"
}

// TeamSeason is the summary of the team's season starting in year; nil
// when the team has no season that year.
func (m *Model) TeamSeason(ctx context.Context, t store.Team, year int) (*TeamSeasonSummary, error) {
	rows, err := m.teamSeasonRows(ctx, t.ID)
	if err != nil {
		return nil, err
	}
	i := slices.IndexFunc(rows, func(s store.TeamSeason) bool { return s.StartYear == year })
	if i < 0 {
		return nil, nil
	}
	ts := rows[i]
	name := ts.Name
	if name == "" {
		name = t.Name
	}
	out := &TeamSeasonSummary{
		Team:     TeamSeasonTeam{ID: t.ID, Slug: t.Slug, Name: name, City: teamOpt(ts.City), Abbreviation: teamOpt(ts.Abbreviation)},
		Season:   GameSeason{ID: ts.SeasonID, Slug: ts.SeasonSlug, Name: ts.SeasonName, StartYear: ts.StartYear, EndYear: ts.EndYear},
		League:   teamOpt(ts.LeagueAbbrev),
		Champion: ts.ChampionshipWon,
		Coaches:  []TeamSeasonCoach{},
		Leaders:  []TeamSeasonLeader{},
		Titles:   []TeamSeasonTitle{},
	}
	if err := m.teamSeasonStanding(ctx, t, ts, out); err != nil {
		return nil, err
	}
	if err := m.teamSeasonPlayoffs(ctx, t, ts, out); err != nil {
		return nil, err
	}
	if err := m.teamSeasonCoaches(ctx, t, ts, out); err != nil {
		return nil, err
	}
	if err := m.teamSeasonLeaders(ctx, t, ts, out); err != nil {
		return nil, err
	}
	if err := m.teamSeasonVenue(ctx, t, ts, out); err != nil {
		return nil, err
	}
	return out, nil
}

// teamSeasonStanding fills the record and the places from the season's
// standings (the official record where the season table gives one).
func (m *Model) teamSeasonStanding(ctx context.Context, t store.Team, ts store.TeamSeason, out *TeamSeasonSummary) error {
	tab, err := m.standingsFor(ctx, ts.StartYear, teamScope(t))
	if err != nil {
		return err
	}
	var league *standingsLeague
	var row *stats.Standing
	for _, l := range tab.leagues {
		if l.season.ID != ts.SeasonID {
			continue
		}
		for _, s := range l.rows {
			if s.Team.ID == t.ID {
				league, row = l, s
			}
		}
	}
	if row != nil {
		rec := &TeamSeasonRecord{Wins: row.W, Losses: row.L, WinPercentage: row.WinPct(),
			Text: row.Record.StringWith(league.ties, league.otl)}
		if league.ties {
			rec.Ties = new(row.T)
		}
		if league.otl {
			rec.OTLosses = new(row.OTL)
		}
		if league.points {
			rec.Points = new(row.StandingsPoints())
		}
		out.Record = rec
		st := &TeamSeasonStanding{League: TeamSeasonRank{Name: league.season.LeagueName, Rank: row.Rank, Teams: len(league.rows)}, GamesBehind: row.GamesBehind}
		if row.SplitsKnown {
			st.PointsFor, st.PointsAgainst = new(row.PointsFor), new(row.PointsAgainst)
		}
		tm := league.teams[t.ID]
		group := func(same func(*store.StandingsTeam) bool, name string) *TeamSeasonRank {
			var members []*stats.Standing
			for _, s := range league.rows {
				if same(league.teams[s.Team.ID]) {
					members = append(members, s)
				}
			}
			for _, s := range standingsRerank(members) {
				if s.Team.ID == t.ID {
					return &TeamSeasonRank{Name: name, Rank: s.Rank, Teams: len(members)}
				}
			}
			return nil
		}
		if tm != nil && tm.ConferenceID.Valid {
			st.Conference = group(func(o *store.StandingsTeam) bool {
				return o != nil && o.ConferenceID == tm.ConferenceID
			}, tm.ConferenceName.String)
		}
		if tm != nil && tm.DivisionID.Valid {
			st.Division = group(func(o *store.StandingsTeam) bool {
				return o != nil && o.DivisionID == tm.DivisionID
			}, tm.DivisionName.String)
		}
		out.Standing = st
		return nil
	}
	if ts.HasRecord {
		// A season known only by its season table: its record, no places.
		r := stats.Record{W: ts.Wins, L: ts.Losses, T: ts.Ties, OTL: ts.OTLosses}
		rec := &TeamSeasonRecord{Wins: ts.Wins, Losses: ts.Losses, WinPercentage: r.WinPct(), Text: stats.RecordText(ts.Wins, ts.Losses, ts.Ties, ts.OTLosses)}
		if ts.Ties > 0 {
			rec.Ties = new(ts.Ties)
		}
		if ts.OTLosses > 0 {
			rec.OTLosses = new(ts.OTLosses)
		}
		out.Record = rec
	}
	return nil
}

// teamSeasonCoaches lists the season's head coaches in order, with the
// records their tenures give.
func (m *Model) teamSeasonCoaches(ctx context.Context, t store.Team, ts store.TeamSeason, out *TeamSeasonSummary) error {
	snap, _, err := m.coachSnapshot(ctx)
	if err != nil {
		return err
	}
	var tenures []*people.Tenure
	for i := range snap.Tenures {
		tn := &snap.Tenures[i]
		if tn.IsHead && int64(tn.Franchise) == t.ID && int64(tn.Season) == ts.SeasonID && tn.Owner != nil {
			tenures = append(tenures, tn)
		}
	}
	sort.SliceStable(tenures, func(a, b int) bool { return tenures[a].Seq < tenures[b].Seq })
	for _, tn := range tenures {
		c := TeamSeasonCoach{Slug: tn.Owner.Coach.Slug, Name: tn.Owner.Coach.DisplayName}
		if tn.HasRecord {
			c.Wins, c.Losses = new(tn.Wins), new(tn.Losses)
			if tn.Ties > 0 {
				c.Ties = new(tn.Ties)
			}
			c.Record = new(stats.RecordText(tn.Wins, tn.Losses, tn.Ties, 0))
		}
		out.Coaches = append(out.Coaches, c)
	}
	if len(out.Coaches) == 1 && out.Record != nil && out.Coaches[0].Record != nil {
		// One coach the whole season: his record is the team's, which also
		// counts what coaching files leave out (the NHL's overtime losses).
		c, r := &out.Coaches[0], out.Record
		c.Record = new(r.Text)
		c.Wins, c.Losses, c.Ties = new(r.Wins), new(r.Losses), r.Ties
	}
	if len(out.Coaches) == 0 && strings.TrimSpace(ts.HeadCoach) != "" {
		// The season table names a coach the coaching files do not hold.
		out.Coaches = append(out.Coaches, TeamSeasonCoach{Name: strings.TrimSpace(ts.HeadCoach)})
	}
	return nil
}

// teamSeasonLeaders takes, in each of the sport's leader categories, the
// best qualified season line of a player who played only for the team that
// season (a traded player's line spans his teams, so it cannot stand for
// this one).
func (m *Model) teamSeasonLeaders(ctx context.Context, t store.Team, ts store.TeamSeason, out *TeamSeasonSummary) error {
	sc := teamScope(t)
	tab, err := m.seasonTable(ctx, sc, ts.StartYear)
	if err != nil {
		return err
	}
	if tab == nil {
		out.LeadersNote = new("The data holds no player statistics for this season.")
		return nil
	}
	for _, c := range leaderCategories[sc.Sport] {
		r, err := m.leaderRanking(ctx, sc, ts.StartYear, &c, tab)
		if err != nil {
			return err
		}
		for _, i := range r.idx {
			if fr := tab.franchises[i]; len(fr) != 1 || int64(fr[0]) != t.ID || int64(tab.seasonOf(i)) != ts.SeasonID {
				continue
			}
			row := &tab.rows[i]
			if v := *c.value(row); v == 0 && !c.lowerIsBetter {
				break // a total of nothing leads nothing: the line's figure is not covered
			}
			l := TeamSeasonLeader{Category: c.Slug, CategoryName: c.Name, Stat: c.Stat, Value: *c.value(row),
				PlayerSlug: row.PlayerSlug, PlayerName: row.PlayerName, Qualified: c.qualifier != nil}
			if row.GamesPlayed != nil {
				l.GamesPlayed = new(int(*row.GamesPlayed))
			}
			out.Leaders = append(out.Leaders, l)
			break
		}
	}
	note := "Players who spent the whole season with the team; rates need the league's qualifying minimum."
	if len(out.Leaders) == 0 {
		note = "No player of the team has a qualifying season line in the data."
	}
	out.LeadersNote = &note
	return nil
}

// teamSeasonVenue is where the season's home games were played, from the
// games; else the franchise's venue only when it stood by then in the
// team's city of that season; else nothing (today's arena is not 1996's).
func (m *Model) teamSeasonVenue(ctx context.Context, t store.Team, ts store.TeamSeason, out *TeamSeasonSummary) error {
	games, err := m.TeamSchedule(ctx, t, ts.StartYear)
	if err != nil {
		return err
	}
	count := map[string]int{}
	var names []string
	for _, g := range games {
		if !g.IsHome || g.Neutral || g.VenueName == nil || g.GameType != "regular" {
			continue
		}
		if count[*g.VenueName] == 0 {
			names = append(names, *g.VenueName)
		}
		count[*g.VenueName]++
	}
	if len(names) > 0 {
		sort.SliceStable(names, func(a, b int) bool { return count[names[a]] > count[names[b]] })
		out.Venue = &TeamSeasonVenue{Name: names[0], Games: count[names[0]], Source: "games"}
		if len(names) > 1 {
			note := "Home games were also played at " + strings.Join(names[1:], ", ") + "."
			out.VenueNote = &note
		}
		return nil
	}
	if v := t.HomeVenue; v != nil && v.OpenedYear != nil && *v.OpenedYear <= ts.StartYear &&
		v.City != nil && ts.City != "" && strings.EqualFold(*v.City, ts.City) {
		out.Venue = &TeamSeasonVenue{Name: v.Name, Source: "franchise"}
		out.VenueNote = new("From the franchise's record: the season's games do not name their venue.")
		return nil
	}
	out.VenueNote = new("Not known: the season's games do not name their venue, and the franchise's venue is not known to be its home that year.")
	return nil
}
