package feeds

import (
	"strconv"
	"strings"
	"time"
	_ "time/tzdata" // the Eastern day of a start time, on hosts without zone files
)

// espn reads ESPN's site scoreboards: GET {base}/apis/site/v2/sports/{path}/
// scoreboard?dates=YYYYMMDD lists a day's events. ESPN's day is the Eastern
// one, so a game's date is its start in America/New_York.
type espn struct {
	name, sport, level string
	path               string // "football/nfl"
}

func (e espn) Name() string                 { return e.name }
func (e espn) Sport() (sport, level string) { return e.sport, e.level }

// espnGroups limit a college scoreboard to the division the dataset keeps
// (80: FBS football, 50: Division I basketball); without one ESPN lists only
// its featured games.
var espnGroups = map[string]string{"espn-cfb": "80", "espn-mbb": "50"}

// espnRegulation are the periods of a game before overtime: four quarters,
// college basketball's two halves.
var espnRegulation = map[string]int{"espn-nfl": 4, "espn-cfb": 4, "espn-nba": 4, "espn-mbb": 2}

func (e espn) Requests(from, to time.Time) []string {
	var out []string
	for _, d := range days(from, to, 31) {
		p := "/apis/site/v2/sports/" + e.path + "/scoreboard?dates=" + d.Format("20060102")
		if g := espnGroups[e.name]; g != "" {
			p += "&groups=" + g + "&limit=500"
		}
		out = append(out, p)
	}
	return out
}

type espnBoard struct {
	Events *[]struct {
		ID     string `json:"id"`
		Date   string `json:"date"`
		Season struct {
			Type int `json:"type"`
		} `json:"season"`
		Competitions []struct {
			NeutralSite bool `json:"neutralSite"`
			Competitors []struct {
				HomeAway string `json:"homeAway"`
				Score    string `json:"score"`
				Team     struct {
					Abbreviation string `json:"abbreviation"`
					DisplayName  string `json:"displayName"`
					Location     string `json:"location"`
				} `json:"team"`
			} `json:"competitors"`
			Status *struct {
				Period       int    `json:"period"`
				DisplayClock string `json:"displayClock"`
				Type         struct {
					Name  string `json:"name"`
					State string `json:"state"`
				} `json:"type"`
			} `json:"status"`
		} `json:"competitions"`
	} `json:"events"`
}

var eastern = func() *time.Location {
	loc, err := time.LoadLocation("America/New_York")
	if err != nil {
		panic(err) // embedded by time/tzdata
	}
	return loc
}()

func (e espn) Parse(body []byte) ([]Game, error) {
	var b espnBoard
	if err := decode(body, &b); err != nil {
		return nil, err
	}
	if b.Events == nil {
		return nil, shapeErr("no events")
	}
	var out []Game
	for _, ev := range *b.Events {
		if ev.ID == "" || len(ev.Competitions) == 0 || ev.Competitions[0].Status == nil {
			return nil, shapeErr("event %q without a competition or status", ev.ID)
		}
		c := ev.Competitions[0]
		start, err := parseESPNTime(ev.Date)
		if err != nil {
			return nil, shapeErr("event %s: date %q", ev.ID, ev.Date)
		}
		g := Game{Source: e.name, ID: ev.ID, Sport: e.sport, Level: e.level, Date: start.In(eastern).Format(time.DateOnly), Neutral: c.NeutralSite}
		var home, away bool
		for _, t := range c.Competitors {
			side := Team{Code: t.Team.Abbreviation, Name: t.Team.DisplayName, Location: t.Team.Location}
			score, _ := strconv.Atoi(t.Score)
			switch t.HomeAway {
			case "home":
				g.Home, g.HomeScore, home = side, score, true
			case "away":
				g.Away, g.AwayScore, away = side, score, true
			}
		}
		if !home || !away || (g.Home.Code == "" && g.Home.Name == "") || (g.Away.Code == "" && g.Away.Name == "") {
			return nil, shapeErr("event %s: no home and away team", ev.ID)
		}
		switch ev.Season.Type {
		case 2:
			g.Type = "regular"
		case 3:
			g.Type = "playoff"
		case 1:
			g.Skip = "preseason"
		default:
			g.Skip = "season type " + strconv.Itoa(ev.Season.Type)
		}
		st := c.Status
		name := st.Type.Name
		switch {
		case strings.Contains(name, "POSTPONED"), strings.Contains(name, "SUSPENDED"), strings.Contains(name, "DELAYED") && st.Type.State == "pre":
			g.Status = "postponed"
		case strings.Contains(name, "CANCELED"), strings.Contains(name, "CANCELLED"), strings.Contains(name, "FORFEIT"):
			g.Skip = "cancelled"
		case st.Type.State == "pre":
			g.Status = "scheduled"
		case st.Type.State == "in":
			g.Status, g.Period = "live", st.Period
			if name != "STATUS_HALFTIME" && name != "STATUS_END_PERIOD" {
				g.Clock = st.DisplayClock
			}
		case st.Type.State == "post":
			g.Status = "final"
			g.Overtime = overtimeMark(st.Period, espnRegulation[e.name])
		default:
			return nil, shapeErr("event %s: status %q/%q", ev.ID, name, st.Type.State)
		}
		if g.Status == "scheduled" || g.Status == "postponed" {
			g.HomeScore, g.AwayScore = 0, 0
		}
		out = append(out, g)
	}
	return out, nil
}

// parseESPNTime reads ESPN's start times ("2022-09-11T17:00Z", seconds
// optional).
func parseESPNTime(s string) (time.Time, error) {
	for _, layout := range []string{"2006-01-02T15:04Z07:00", time.RFC3339} {
		if t, err := time.Parse(layout, s); err == nil {
			return t, nil
		}
	}
	return time.Parse("2006-01-02T15:04Z", s)
}
