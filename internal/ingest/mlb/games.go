package mlb

// MLB games from Retrosheet game info (attendance_data.csv.gz), 1899-2024.
//
// The file has no game-type column. As documented in baseball/SOURCES.md, a
// team's first Teams.G games of a season (date order) are regular season and
// later ones postseason. A game counts as postseason only when it is beyond
// Teams.G for BOTH teams and both teams appear in SeriesPost that year (13
// games of 1899-1906 and 1979 are beyond G for one team only; they stay
// regular). A postseason game between two pennant winners (LgWin=Y) of
// different leagues is a World Series game (type "championship").

import (
	"fmt"
	"sort"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const mlbGameSource = "attendance_data.csv.gz"

type mlbGame struct {
	GID, Date, Start, Site string
	Num                    int // game number of the day (gid suffix 0/1/2)
	Home, Away             *mlbTeam
	HomeRuns, AwayRuns     int
	Attendance             int
	Post, WS               bool
	Src, Note              string // source file when not mlbGameSource; game note
}

type mlbGameStats struct {
	Rows, AllStar, NegroLeague, Mixed, Imported int
	StartDropped                                int
}

// mlbStartTime turns "HH:MM:SS" into "HH:MM". Retrosheet's "0:00PM"
// placeholder comes out as 12:00 in the early years (SOURCES.md); before
// 1960 an exact 12:00 is therefore treated as unknown.
func mlbStartTime(s string, year int) (string, bool) {
	s = strings.TrimSpace(s)
	if len(s) < 5 || s[2] != ':' {
		return "", s != ""
	}
	hm := s[:5]
	if hm == "12:00" && year < 1960 {
		return "", true
	}
	return hm, false
}

// mlbParseGames reads the game rows whose two teams are Lahman team-seasons.
func mlbParseGames(t *source.Table, teams *mlbTeams) ([]mlbGame, mlbGameStats, error) {
	c, err := mlbColsOf(t, "site", "gid", "date", "visteam", "hometeam", "starttime", "attendance", "vruns", "hruns")
	if err != nil {
		return nil, mlbGameStats{}, err
	}
	var st mlbGameStats
	out := make([]mlbGame, 0, len(t.Rows))
	for n, rec := range t.Rows {
		st.Rows++
		date := c.s(rec, "date")
		year, ok := source.ParseInt(date[:min(4, len(date))])
		if !ok || len(date) != 10 {
			return nil, st, fmt.Errorf("%s line %d: bad date %q", t.Name, n+2, date)
		}
		hID, vID := c.s(rec, "hometeam"), c.s(rec, "visteam")
		if hID == "ALS" || hID == "NLS" || vID == "ALS" || vID == "NLS" {
			st.AllStar++
			continue
		}
		h, v := teams.byRetro[mlbYT{year, hID}], teams.byRetro[mlbYT{year, vID}]
		if h == nil || v == nil {
			if h != nil || v != nil {
				st.Mixed++
			} else {
				st.NegroLeague++
			}
			continue
		}
		hr, ok1 := c.n(rec, "hruns")
		vr, ok2 := c.n(rec, "vruns")
		if !ok1 || !ok2 {
			return nil, st, fmt.Errorf("%s line %d: game %s has no score", t.Name, n+2, c.s(rec, "gid"))
		}
		g := mlbGame{GID: c.s(rec, "gid"), Date: date, Site: c.s(rec, "site"), Home: h, Away: v, HomeRuns: hr, AwayRuns: vr,
			Attendance: c.i(rec, "attendance")}
		if len(g.GID) != 12 {
			return nil, st, fmt.Errorf("%s line %d: bad gid %q", t.Name, n+2, g.GID)
		}
		g.Num, _ = source.ParseInt(g.GID[11:])
		var dropped bool
		g.Start, dropped = mlbStartTime(c.s(rec, "starttime"), year)
		if dropped {
			st.StartDropped++
		}
		if g.Attendance < 0 {
			g.Attendance = 0
		}
		out = append(out, g)
	}
	st.Imported = len(out)
	mlbClassifyGames(out)
	return out, st, nil
}

// mlbClassifyGames sets Post and WS (see the file comment).
func mlbClassifyGames(games []mlbGame) {
	byTeam := map[*mlbTeam][]int{}
	for i := range games {
		byTeam[games[i].Home] = append(byTeam[games[i].Home], i)
		byTeam[games[i].Away] = append(byTeam[games[i].Away], i)
	}
	beyond := make([][2]bool, len(games)) // [home, away]
	for tm, idx := range byTeam {
		sort.Slice(idx, func(a, b int) bool {
			ga, gb := &games[idx[a]], &games[idx[b]]
			if ga.Date != gb.Date {
				return ga.Date < gb.Date
			}
			if ga.Num != gb.Num {
				return ga.Num < gb.Num
			}
			return ga.GID < gb.GID
		})
		for n, i := range idx {
			if n < tm.G {
				continue
			}
			if games[i].Home == tm {
				beyond[i][0] = true
			} else {
				beyond[i][1] = true
			}
		}
	}
	for i := range games {
		g := &games[i]
		g.Post = beyond[i][0] && beyond[i][1] && g.Home.InPost && g.Away.InPost
		g.WS = g.Post && g.Home.LgWin && g.Away.LgWin && g.Home.LgID != g.Away.LgID
	}
}

func (b *mlbBuild) loadGames() error {
	games, st, err := mlbParseGames(b.tabs["attendance_data.csv"], b.teams)
	if err != nil {
		return err
	}
	// The games are parsed: the file's 218k rows are not read again.
	delete(b.tabs, "attendance_data.csv")
	b.games, b.gameStats = append(games, b.recent...), st
	for i := range b.games {
		if b.parks[b.games[i].Site] == nil {
			return fmt.Errorf("%s: game %s: site %q not in ballparks.csv", mlbGameSource, b.games[i].GID, b.games[i].Site)
		}
		b.venueUsed[b.games[i].Site] = true
	}
	return nil
}

// mlbNeutral: a game is at a neutral site when the park is in another city
// than the home team's main park and the team played fewer than 10 home
// games there that season (Tokyo, London, Monterrey openers, Sunday games in
// other cities in the 1900s...).
func (b *mlbBuild) mlbNeutral(g *mlbGame) bool {
	main := b.parks[g.Home.MainPark]
	site := b.parks[g.Site]
	if main == nil || site == nil || main.City == site.City {
		return false
	}
	return b.homeCount[mlbYTP{g.Home.Year, g.Home.ID, g.Site}] < 10
}

// writeGames converts the parsed games to Dataset rows.
func (b *mlbBuild) writeGames() error {
	seen := map[string]bool{}
	b.ds.Games = make([]dataset.Game, 0, len(b.games))
	for i := range b.games {
		g := &b.games[i]
		key := "mlb:" + g.GID
		if seen[key] {
			return fmt.Errorf("%s: duplicate game id %s", mlbGameSource, g.GID)
		}
		seen[key] = true
		gt, week := dataset.TypeRegular, ""
		if g.Post {
			gt = dataset.TypePlayoff
			if g.WS {
				gt = dataset.TypeChampionship
			}
			week = b.roundOf[mlbPairOf(g.Home.Year, g.Home.ID, g.Away.ID)]
			if week == "" {
				week = "Postseason"
			}
		}
		site := b.parks[g.Site]
		src := mlbGameSource
		if g.Src != "" {
			src = g.Src
		}
		b.ds.Games = append(b.ds.Games, dataset.Game{
			Key: key, SeasonKey: g.Home.SeasonKey(), Date: g.Date, StartTime: g.Start, TimeZone: mlbTimeZone(site),
			HomeKey: g.Home.FranchKey(), AwayKey: g.Away.FranchKey(), HomeName: g.Home.Name, AwayName: g.Away.Name,
			HomeScore: dataset.IntPtr(g.HomeRuns), AwayScore: dataset.IntPtr(g.AwayRuns), Neutral: b.mlbNeutral(g),
			Status: dataset.StatusFinal, GameType: gt, Week: week, VenueKey: "mlb:" + g.Site, Attendance: g.Attendance,
			Notes: g.Note, Source: src,
		})
	}
	return nil
}
