package feeds

import (
	"fmt"
	"time"
)

// mlb reads MLB's Stats API schedule: GET {base}/api/v1/schedule?sportId=1&
// date=YYYY-MM-DD (dates[].games[]), each game under its officialDate. Its
// terms allow individual, non-commercial use only: the source runs only
// when the operator accepts them (SYNC_MLB_ACCEPT_TERMS=true).
type mlb struct{}

func (mlb) Name() string                 { return "mlb" }
func (mlb) Sport() (sport, level string) { return "baseball", "professional" }

func (mlb) Requests(from, to time.Time) []string {
	var out []string
	for _, d := range days(from, to, 31) {
		out = append(out, "/api/v1/schedule?sportId=1&date="+d.Format(time.DateOnly))
	}
	return out
}

type mlbSchedule struct {
	Dates *[]struct {
		Date  string `json:"date"`
		Games []struct {
			GamePk       int64  `json:"gamePk"`
			GameType     string `json:"gameType"`
			OfficialDate string `json:"officialDate"`
			Status       struct {
				AbstractGameState string `json:"abstractGameState"`
				DetailedState     string `json:"detailedState"`
				CodedGameState    string `json:"codedGameState"`
			} `json:"status"`
			Teams struct {
				Home mlbSide `json:"home"`
				Away mlbSide `json:"away"`
			} `json:"teams"`
		} `json:"games"`
	} `json:"dates"`
}

type mlbSide struct {
	Score *int `json:"score"`
	Team  struct {
		Name string `json:"name"`
	} `json:"team"`
}

// mlbTypes: R regular season; F, D, L, W the four postseason rounds.
var mlbTypes = map[string]string{"R": "regular", "F": "playoff", "D": "playoff", "L": "playoff", "W": "playoff"}

func (m mlb) Parse(body []byte) ([]Game, error) {
	var s mlbSchedule
	if err := decode(body, &s); err != nil {
		return nil, err
	}
	if s.Dates == nil {
		return nil, shapeErr("no dates")
	}
	var out []Game
	for _, d := range *s.Dates {
		for _, g := range d.Games {
			if g.GamePk == 0 || g.Teams.Home.Team.Name == "" || g.Teams.Away.Team.Name == "" {
				return nil, shapeErr("game without gamePk or teams on %s", d.Date)
			}
			day := g.OfficialDate
			if day == "" {
				day = d.Date
			}
			if _, err := time.Parse(time.DateOnly, day); err != nil {
				return nil, shapeErr("game %d: officialDate %q", g.GamePk, day)
			}
			sport, level := m.Sport()
			gm := Game{Source: m.Name(), ID: fmt.Sprint(g.GamePk), Sport: sport, Level: level, Date: day,
				Home: Team{Name: g.Teams.Home.Team.Name}, Away: Team{Name: g.Teams.Away.Team.Name}}
			if t, ok := mlbTypes[g.GameType]; ok {
				gm.Type = t
			} else {
				gm.Skip = fmt.Sprintf("game type %q (spring training, exhibition or all-star)", g.GameType)
			}
			switch st := g.Status; {
			case st.DetailedState == "Postponed" || st.DetailedState == "Suspended" || st.CodedGameState == "D":
				gm.Status = "postponed"
			case st.DetailedState == "Cancelled" || st.CodedGameState == "C":
				gm.Skip = "cancelled"
			case st.AbstractGameState == "Preview":
				gm.Status = "scheduled"
			case st.AbstractGameState == "Live":
				gm.Status = "live"
			case st.AbstractGameState == "Final":
				gm.Status = "final"
			default:
				return nil, shapeErr("game %d: status %q", g.GamePk, st.AbstractGameState)
			}
			if gm.Status == "live" || gm.Status == "final" {
				gm.HomeScore, gm.AwayScore = deref(g.Teams.Home.Score), deref(g.Teams.Away.Score)
			}
			out = append(out, gm)
		}
	}
	return out, nil
}
