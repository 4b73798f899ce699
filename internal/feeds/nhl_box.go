package feeds

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// BoxAdapter is an adapter whose feed also has final games' player lines.
type BoxAdapter interface {
	// BoxPath is the request (under the base URL) of game g's box score.
	BoxPath(g Game) string
	// BoxSource names the box scores it writes (the stored rows' source).
	BoxSource() string
	// ParseBox reads it; the lines' PersonKey is the league's player id.
	ParseBox(body []byte, g Game) (store.FeedBox, error)
}

// nhlBoxSource names the NHL's box scores on the game page.
const nhlBoxSource = "NHL gamecenter boxscore (score feed)"

// nhlBoxColumns are the player line columns, the ones the imported NHL box
// scores have: skaters fill the first nine, goalies time on ice and the last
// three.
var nhlBoxColumns = []string{"goals", "assists", "points", "plus_minus", "penalty_minutes", "shots", "hits", "blocked_shots",
	"time_on_ice_seconds", "shots_against", "saves", "goals_against"}

func (nhl) BoxSource() string     { return nhlBoxSource }
func (nhl) BoxPath(g Game) string { return "/v1/gamecenter/" + g.ID + "/boxscore" }

type nhlBoxscore struct {
	ID       int64 `json:"id"`
	HomeTeam struct {
		Abbrev string `json:"abbrev"`
		Score  *int   `json:"score"`
		SOG    *int   `json:"sog"`
	} `json:"homeTeam"`
	AwayTeam struct {
		Abbrev string `json:"abbrev"`
		Score  *int   `json:"score"`
		SOG    *int   `json:"sog"`
	} `json:"awayTeam"`
	PlayerByGameStats *struct {
		HomeTeam *nhlBoxSide `json:"homeTeam"`
		AwayTeam *nhlBoxSide `json:"awayTeam"`
	} `json:"playerByGameStats"`
}

type nhlBoxSide struct {
	Forwards []nhlBoxPlayer `json:"forwards"`
	Defense  []nhlBoxPlayer `json:"defense"`
	Goalies  []nhlBoxPlayer `json:"goalies"`
}

type nhlBoxPlayer struct {
	PlayerID     int64                    `json:"playerId"`
	Name         struct{ Default string } `json:"name"`
	Position     string                   `json:"position"`
	Goals        *float64                 `json:"goals"`
	Assists      *float64                 `json:"assists"`
	Points       *float64                 `json:"points"`
	PlusMinus    *float64                 `json:"plusMinus"`
	PIM          *float64                 `json:"pim"`
	SOG          *float64                 `json:"sog"`
	Hits         *float64                 `json:"hits"`
	BlockedShots *float64                 `json:"blockedShots"`
	TOI          string                   `json:"toi"`
	ShotsAgainst *float64                 `json:"shotsAgainst"`
	Saves        *float64                 `json:"saves"`
	GoalsAgainst *float64                 `json:"goalsAgainst"`
}

// ParseBox reads GET /v1/gamecenter/{id}/boxscore: playerByGameStats'
// forwards, defense and goalies of each side. A goalie who did not play
// (time on ice 00:00) has no line, as in the imported box scores.
func (nhl) ParseBox(body []byte, g Game) (store.FeedBox, error) {
	var b nhlBoxscore
	if err := decode(body, &b); err != nil {
		return store.FeedBox{}, err
	}
	if strconv.FormatInt(b.ID, 10) != g.ID {
		return store.FeedBox{}, shapeErr("boxscore of game %d, asked for %s", b.ID, g.ID)
	}
	if b.PlayerByGameStats == nil || b.PlayerByGameStats.HomeTeam == nil || b.PlayerByGameStats.AwayTeam == nil {
		return store.FeedBox{}, shapeErr("boxscore of game %s: no playerByGameStats", g.ID)
	}
	box := dataset.BoxScore{Columns: nhlBoxColumns, Home: teamTotals(b.HomeTeam.Score, b.HomeTeam.SOG), Away: teamTotals(b.AwayTeam.Score, b.AwayTeam.SOG)}
	for _, side := range []struct {
		home bool
		s    *nhlBoxSide
	}{{false, b.PlayerByGameStats.AwayTeam}, {true, b.PlayerByGameStats.HomeTeam}} {
		for _, group := range [][]nhlBoxPlayer{side.s.Forwards, side.s.Defense, side.s.Goalies} {
			for _, p := range group {
				line, ok, err := p.line(side.home)
				if err != nil {
					return store.FeedBox{}, shapeErr("boxscore of game %s: %v", g.ID, err)
				}
				if ok {
					box.Players = append(box.Players, line)
				}
			}
		}
	}
	if len(box.Players) == 0 {
		return store.FeedBox{}, shapeErr("boxscore of game %s: no player lines", g.ID)
	}
	return store.FeedBox{Source: nhlBoxSource, Box: box}, nil
}

func teamTotals(goals, shots *int) map[string]float64 {
	m := map[string]float64{}
	if goals != nil {
		m["goals"] = float64(*goals)
	}
	if shots != nil {
		m["shots"] = float64(*shots)
	}
	if len(m) == 0 {
		return nil
	}
	return m
}

func (p nhlBoxPlayer) line(home bool) (dataset.BoxLine, bool, error) {
	if p.PlayerID == 0 || p.Name.Default == "" {
		return dataset.BoxLine{}, false, fmt.Errorf("a line without playerId or name")
	}
	toi, err := clockSeconds(p.TOI)
	if err != nil {
		return dataset.BoxLine{}, false, fmt.Errorf("player %d: toi %q", p.PlayerID, p.TOI)
	}
	goalie := p.Position == "G"
	if goalie && toi == 0 {
		return dataset.BoxLine{}, false, nil
	}
	l := dataset.BoxLine{Home: home, PersonKey: strconv.FormatInt(p.PlayerID, 10), Name: p.Name.Default, Position: p.Position,
		Values: make([]float64, len(nhlBoxColumns))}
	set := func(i int, v *float64) {
		if v != nil {
			l.Values[i], l.Has = *v, l.Has|1<<uint(i)
		}
	}
	if p.TOI != "" {
		l.Values[8], l.Has = float64(toi), l.Has|1<<8
	}
	if goalie {
		set(4, p.PIM)
		set(9, p.ShotsAgainst)
		set(10, p.Saves)
		set(11, p.GoalsAgainst)
		return l, true, nil
	}
	for i, v := range []*float64{p.Goals, p.Assists, p.Points, p.PlusMinus, p.PIM, p.SOG, p.Hits, p.BlockedShots} {
		set(i, v)
	}
	return l, true, nil
}

// clockSeconds reads "MM:SS" (minutes may pass 59: "65:00"); "" is 0.
func clockSeconds(s string) (int, error) {
	if s == "" {
		return 0, nil
	}
	m, sec, ok := strings.Cut(s, ":")
	if !ok {
		return 0, fmt.Errorf("not MM:SS")
	}
	mi, err1 := strconv.Atoi(m)
	si, err2 := strconv.Atoi(sec)
	if err1 != nil || err2 != nil || mi < 0 || si < 0 || si > 59 {
		return 0, fmt.Errorf("not MM:SS")
	}
	return mi*60 + si, nil
}
