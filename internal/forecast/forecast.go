package forecast

import (
	"context"
	"io/fs"
	"math"
	"sync"
	"time"

	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// Table is every game of a sport and level with its walk-forward forecast
// and the backtest figures built from them.
type Table struct {
	Scope
	Version  int64
	Games    []Game
	Teams    map[int64]store.ForecastTeam
	Index    map[int64]int // franchise id -> the engine's team index
	Forecast stats.Forecast
	Ours     stats.Report
	Base     stats.Report
	// FTE compares with FiveThirtyEight on the games its file covers; nil
	// when there is no file for this sport and level.
	FTE *Comparison
	// MarginPerElo converts a rating edge into an expected margin (least
	// squares through the origin over the final games).
	MarginPerElo float64
	// MarginSD is the spread of final margins around that expectation.
	MarginSD  float64
	recent    map[int64][]int // franchise -> its last final games, newest last
	names     []string
	BuildTime time.Duration

	rankOnce   sync.Once
	rankActive map[int64]bool // teams of the latest season (see Rank)
	rankSorted []float64      // their current ratings, highest first
}

// Comparison is FiveThirtyEight's stored forecasts against ours on the
// games both have.
type Comparison struct {
	Source  string       `json:"source"`
	Rows    int          `json:"rows"`    // FiveThirtyEight games with a result
	Matched int          `json:"matched"` // of them, games found in the dataset
	Ours    stats.Report `json:"almanac"`
	Theirs  stats.Report `json:"fivethirtyeight"`
}

const recentGames = 10

// Game is one game as a table keeps it: tables stay in memory for a dataset
// version, so no strings per game (names are shared, dates are day numbers).
//
// A table keeps one per game of its sport and level (~300k for the four
// major leagues): narrow fields, 40 bytes.
type Game struct {
	ID                   int64
	Home, Away           int32    // franchise ids
	Day                  int32    // days since 1970-01-01
	names                [2]int32 // home and away names as of the game, in Table.names (-1: none)
	StartYear            int16
	HomeScore, AwayScore int16
	Final, Neutral       bool
	Playoff              bool // a playoff or championship game
}

// HomeID and AwayID are the sides' franchise ids.
func (g Game) HomeID() int64 { return int64(g.Home) }
func (g Game) AwayID() int64 { return int64(g.Away) }

// Date is the game's date as YYYY-MM-DD.
func (g Game) Date() string { return time.Unix(int64(g.Day)*86400, 0).UTC().Format(time.DateOnly) }

// Names are the sides' names as of the game (else the franchises' names).
func (t *Table) Names(g Game) (home, away string) {
	home, away = t.Teams[g.HomeID()].Name, t.Teams[g.AwayID()].Name
	if g.names[0] >= 0 {
		home = t.names[g.names[0]]
	}
	if g.names[1] >= 0 {
		away = t.names[g.names[1]]
	}
	return home, away
}

// Build reads one sport and level from the store and forecasts it. ref holds
// FiveThirtyEight's files (the shipped data folder); nil skips the comparison.
func Build(ctx context.Context, st *store.Store, sc Scope, ref fs.FS) (*Table, error) {
	start := time.Now()
	version := st.Version(ctx)
	games, err := st.ForecastGames(ctx, sc.Sport, sc.Level)
	if err != nil {
		return nil, err
	}
	if winnerFirst[sc] {
		orientNeutral(games)
	}
	teams, err := st.ForecastTeams(ctx, sc.Sport, sc.Level)
	if err != nil {
		return nil, err
	}
	t := &Table{Scope: sc, Version: version, Games: make([]Game, len(games)), Teams: map[int64]store.ForecastTeam{}, Index: map[int64]int{},
		recent: map[int64][]int{}}
	for _, tm := range teams {
		t.Teams[tm.ID] = tm
		t.Index[tm.ID] = len(t.Index)
	}
	eg := make([]stats.EloGame, len(games))
	last := map[int64]lastGame{} // franchise -> its previous game
	nameIdx := map[string]int32{}
	name := func(s string) int32 {
		if s == "" {
			return -1
		}
		i, ok := nameIdx[s]
		if !ok {
			i = int32(len(t.names))
			nameIdx[s] = i
			t.names = append(t.names, s)
		}
		return i
	}
	for i, g := range games {
		t.Games[i] = Game{ID: g.ID, Home: int32(g.Home), Away: int32(g.Away), Day: int32(dayNumber(g.Date)), StartYear: int16(g.StartYear),
			HomeScore: int16(g.HomeScore), AwayScore: int16(g.AwayScore), names: [2]int32{name(g.HomeName), name(g.AwayName)},
			Final: g.Final, Neutral: g.Neutral, Playoff: g.GameType != "regular"}
		eg[i] = stats.EloGame{Season: g.StartYear, Home: t.Index[g.Home], Away: t.Index[g.Away], HomeScore: g.HomeScore,
			AwayScore: g.AwayScore, Neutral: g.Neutral, Playoff: g.GameType != "regular", Final: g.Final}
		day := int(t.Games[i].Day)
		eg[i].HomeRest = last[g.Home].rest(day, g.StartYear)
		eg[i].AwayRest = last[g.Away].rest(day, g.StartYear)
		last[g.Home], last[g.Away] = lastGame{day, g.StartYear, true}, lastGame{day, g.StartYear, true}
	}
	t.Forecast = stats.WalkForward(eg, len(t.Index), Model(sc.Sport, sc.Level))
	baseline := stats.HomeRateBaseline(eg)
	ours, base := stats.NewScorer(), stats.NewScorer()
	var dm, dd float64
	for i, g := range games {
		if !g.Final {
			continue
		}
		y := eg[i].Result()
		ours.Add(t.Forecast.Prob[i], y, g.StartYear)
		base.Add(baseline[i], y, g.StartYear)
		d := t.Forecast.Diff[i]
		dm += d * float64(g.HomeScore-g.AwayScore)
		dd += d * d
		for _, f := range [2]int64{g.Home, g.Away} {
			r := append(t.recent[f], i)
			if len(r) > recentGames {
				r = append(r[:0], r[1:]...)
			}
			t.recent[f] = r
		}
	}
	t.Ours, t.Base = ours.Report(), base.Report()
	if dd > 0 {
		t.MarginPerElo = dm / dd
		var se, n float64
		for i, g := range games {
			if g.Final {
				r := float64(g.HomeScore-g.AwayScore) - t.MarginPerElo*t.Forecast.Diff[i]
				se, n = se+r*r, n+1
			}
		}
		t.MarginSD = math.Sqrt(se / n)
	}
	if ref != nil {
		if t.FTE, err = compare(t, ref); err != nil {
			return nil, err
		}
	}
	t.BuildTime = time.Since(start)
	return t, nil
}

// winnerFirst are the scopes whose source lists a neutral-site game's
// winner first (the NCAA tournament file: its "home" side won all 2,585
// games), so which side is "home" there tells the result.
var winnerFirst = map[Scope]bool{{"basketball", "ncaa-d1"}: true}

// orientNeutral puts the sides of every neutral-site game in an order that
// does not depend on the result (lower franchise id first): the forecast,
// its scores and the home-rate baseline then say something about the
// games, not about the file's order.
func orientNeutral(games []store.ForecastGame) {
	for i := range games {
		g := &games[i]
		if g.Neutral && g.Away < g.Home {
			g.Home, g.Away = g.Away, g.Home
			g.HomeName, g.AwayName = g.AwayName, g.HomeName
			g.HomeScore, g.AwayScore = g.AwayScore, g.HomeScore
		}
	}
}

type lastGame struct {
	day, season int
	ok          bool
}

// rest is the days since the previous game of the same season (0: none).
func (l lastGame) rest(day, season int) int {
	if !l.ok || l.season != season || day <= l.day {
		return 0
	}
	return day - l.day
}

// dayNumber counts days since 1970 for a YYYY-MM-DD date (0 when bad).
func dayNumber(date string) int {
	t, err := time.Parse(time.DateOnly, date)
	if err != nil {
		return 0
	}
	return int(t.Unix() / 86400)
}

// Result is game i's home result (1, 0 or 0.5).
func (t *Table) Result(i int) float64 {
	return stats.HomeResult(int(t.Games[i].HomeScore), int(t.Games[i].AwayScore))
}

// Params are the settings in use after the last season (the latest fit).
func (t *Table) Params() stats.EloParams { return t.Forecast.Latest.P }
