package mlb

// MLB postseason series (SeriesPost.csv), home parks (HomeGames.csv) and the
// Retrosheet team list.

import (
	"fmt"
	"strings"
)

// ---------------------------------------------------------------------------
// SeriesPost: postseason participation and round labels

type mlbSeries struct {
	Year               int
	Round              string
	Winner, Loser      string // Lahman team ids
	Wins, Losses, Ties int
}

type mlbSeriesKey struct {
	Year  int
	Round string
}

// mlbSeriesFixes corrects SeriesPost won-lost counts (winner wins, loser wins).
var mlbSeriesFixes = map[mlbSeriesKey][2]int{
	// The 2013 World Series (BOS over SLN) went six games, 4-2: the six games
	// are in the Retrosheet game file; SeriesPost.csv says 4-3.
	{2013, "WS"}: {4, 2},
}

type mlbPair struct {
	Year int
	A, B string // Lahman team ids, A < B
}

func mlbPairOf(year int, a, b string) mlbPair {
	if b < a {
		a, b = b, a
	}
	return mlbPair{year, a, b}
}

// mlbRoundLabel turns a SeriesPost round code into a readable round name.
func mlbRoundLabel(code string) string {
	switch {
	case code == "WS":
		return "World Series"
	case code == "ALCS", code == "NLCS":
		return code
	case strings.HasPrefix(code, "ALDS"), strings.HasPrefix(code, "NLDS"):
		return code[:4]
	case strings.HasPrefix(code, "ALWC"):
		return "AL Wild Card"
	case strings.HasPrefix(code, "NLWC"):
		return "NL Wild Card"
	case code == "AEDIV":
		return "AL East Division Series"
	case code == "AWDIV":
		return "AL West Division Series"
	case code == "NEDIV":
		return "NL East Division Series"
	case code == "NWDIV":
		return "NL West Division Series"
	case code == "CS":
		return "Championship Series"
	}
	return code
}

func (b *mlbBuild) seriesPost() error {
	t := b.tabs["SeriesPost.csv"]
	c, err := mlbColsOf(t, "yearID", "round", "teamIDwinner", "teamIDloser", "wins", "losses", "ties")
	if err != nil {
		return err
	}
	b.roundOf = map[mlbPair]string{}
	for n, rec := range t.Rows {
		s := mlbSeries{Year: c.i(rec, "yearID"), Round: c.s(rec, "round"), Winner: c.s(rec, "teamIDwinner"), Loser: c.s(rec, "teamIDloser"),
			Wins: c.i(rec, "wins"), Losses: c.i(rec, "losses"), Ties: c.i(rec, "ties")}
		if fix, ok := mlbSeriesFixes[mlbSeriesKey{s.Year, s.Round}]; ok {
			s.Wins, s.Losses = fix[0], fix[1]
		}
		w, l := b.teams.byID[mlbYT{s.Year, s.Winner}], b.teams.byID[mlbYT{s.Year, s.Loser}]
		if w == nil || l == nil {
			return fmt.Errorf("SeriesPost.csv line %d: team-season not in Teams.csv (%d %s/%s)", n+2, s.Year, s.Winner, s.Loser)
		}
		w.InPost, l.InPost = true, true
		b.roundOf[mlbPairOf(s.Year, s.Winner, s.Loser)] = mlbRoundLabel(s.Round)
		b.series = append(b.series, s)
	}
	return nil
}

// ---------------------------------------------------------------------------
// Home parks (HomeGames.csv): the park with the most home games per team-season.

func (b *mlbBuild) homeParks() error {
	t := b.tabs["HomeGames.csv"]
	c, err := mlbColsOf(t, "year.key", "team.key", "park.key", "games")
	if err != nil {
		return err
	}
	best := map[mlbYT]int{}
	b.homeCount = map[mlbYTP]int{}
	for _, rec := range t.Rows {
		k := mlbYT{c.i(rec, "year.key"), c.s(rec, "team.key")}
		tm := b.teams.byID[k]
		if tm == nil {
			continue
		}
		g, park := c.i(rec, "games"), c.s(rec, "park.key")
		if park == "" {
			continue
		}
		b.homeCount[mlbYTP{k.Year, k.ID, park}] += g
		if cur, ok := best[k]; !ok || g > cur || (g == cur && park < tm.MainPark) {
			best[k] = g
			tm.MainPark = park
		}
	}
	return nil
}

// ---------------------------------------------------------------------------
// Retrosheet team list (city and nickname per Retrosheet team id)

type mlbRetroTeam struct {
	ID, League, City, Nickname string
	First, Last                int
}

func (b *mlbBuild) retroTeams() error {
	t := b.tabs["NgLgNov2025-teams.csv"]
	c, err := mlbColsOf(t, "TEAM", "LEAGUE", "CITY", "NICKNAME", "FIRST", "LAST")
	if err != nil {
		return err
	}
	b.retroTeam = map[string]mlbRetroTeam{}
	for _, rec := range t.Rows {
		r := mlbRetroTeam{ID: c.s(rec, "TEAM"), League: c.s(rec, "LEAGUE"), City: c.s(rec, "CITY"), Nickname: c.s(rec, "NICKNAME"),
			First: c.i(rec, "FIRST"), Last: c.i(rec, "LAST")}
		b.retroTeam[r.ID] = r
	}
	return nil
}
