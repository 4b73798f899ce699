package feeds

import (
	"encoding/json"
	"fmt"
	"time"
)

// nhl reads the NHL's schedule: GET {base}/v1/schedule/{YYYY-MM-DD} answers
// the week from that day (gameWeek[].games[]), each game under the NHL's
// own day.
type nhl struct{}

func (nhl) Name() string                 { return "nhl" }
func (nhl) Sport() (sport, level string) { return "hockey", "professional" }

// Requests asks one week at a time: a request covers its day and the six
// after it.
func (nhl) Requests(from, to time.Time) []string {
	var out []string
	for d := from; !d.After(to); d = d.AddDate(0, 0, 7) {
		out = append(out, "/v1/schedule/"+d.Format(time.DateOnly))
	}
	return out
}

type nhlSchedule struct {
	GameWeek *[]struct {
		Date  string `json:"date"`
		Games *[]struct {
			ID                int64  `json:"id"`
			GameType          int    `json:"gameType"`
			NeutralSite       bool   `json:"neutralSite"`
			GameState         string `json:"gameState"`
			GameScheduleState string `json:"gameScheduleState"`
			HomeTeam          nhlTeam
			AwayTeam          nhlTeam
			PeriodDescriptor  *nhlPeriod `json:"periodDescriptor"`
			GameOutcome       *struct {
				LastPeriodType string `json:"lastPeriodType"`
			} `json:"gameOutcome"`
			Clock *struct {
				TimeRemaining  string `json:"timeRemaining"`
				InIntermission bool   `json:"inIntermission"`
			} `json:"clock"`
		} `json:"games"`
	} `json:"gameWeek"`
}

type nhlPeriod struct {
	Number               int `json:"number"`
	MaxRegulationPeriods int `json:"maxRegulationPeriods"`
}

type nhlTeam struct {
	Abbrev     string                   `json:"abbrev"`
	Score      *int                     `json:"score"`
	PlaceName  struct{ Default string } `json:"placeName"`
	CommonName struct{ Default string } `json:"commonName"`
}

// nhlStates map gameState to a status; a postponed, suspended or cancelled
// game says so in gameScheduleState instead.
var nhlStates = map[string]string{
	"FUT": "scheduled", "PRE": "scheduled",
	"LIVE": "live", "CRIT": "live",
	"OFF": "final", "FINAL": "final",
}

func (n nhl) Parse(body []byte) ([]Game, error) {
	var s nhlSchedule
	if err := decode(body, &s); err != nil {
		return nil, err
	}
	if s.GameWeek == nil {
		return nil, shapeErr("no gameWeek")
	}
	var out []Game
	for _, day := range *s.GameWeek {
		if _, err := time.Parse(time.DateOnly, day.Date); err != nil {
			return nil, shapeErr("gameWeek date %q", day.Date)
		}
		if day.Games == nil {
			return nil, shapeErr("no games on %s", day.Date)
		}
		for _, g := range *day.Games {
			if g.ID == 0 || g.HomeTeam.Abbrev == "" || g.AwayTeam.Abbrev == "" {
				return nil, shapeErr("game without id or teams on %s", day.Date)
			}
			sport, level := n.Sport()
			out = append(out, Game{Source: n.Name(), ID: fmt.Sprint(g.ID), Sport: sport, Level: level, Date: day.Date,
				Home: g.HomeTeam.team(), Away: g.AwayTeam.team(), Neutral: g.NeutralSite})
			gm := &out[len(out)-1]
			switch g.GameType {
			case 2:
				gm.Type = "regular"
			case 3:
				gm.Type = "playoff"
			case 1:
				gm.Skip = "preseason"
			default:
				gm.Skip = fmt.Sprintf("game type %d (not a regular-season or playoff game)", g.GameType)
			}
			switch g.GameScheduleState {
			case "OK", "":
				st, ok := nhlStates[g.GameState]
				if !ok {
					return nil, shapeErr("game %d: gameState %q", g.ID, g.GameState)
				}
				gm.Status = st
			case "PPD", "SUSP":
				gm.Status = "postponed"
			case "CNCL":
				gm.Skip = "cancelled"
			default:
				return nil, shapeErr("game %d: gameScheduleState %q", g.ID, g.GameScheduleState)
			}
			if gm.Status != "scheduled" {
				gm.HomeScore, gm.AwayScore = deref(g.HomeTeam.Score), deref(g.AwayTeam.Score)
			}
			if gm.Status == "final" && g.GameOutcome != nil {
				gm.Overtime = nhlOvertime(g.GameOutcome.LastPeriodType, g.PeriodDescriptor)
			}
			if gm.Status == "live" && g.PeriodDescriptor != nil {
				gm.Period = g.PeriodDescriptor.Number
			}
			if gm.Status == "live" && g.Clock != nil && !g.Clock.InIntermission {
				gm.Clock = g.Clock.TimeRemaining
			}
		}
	}
	return out, nil
}

// nhlOvertime reads gameOutcome.lastPeriodType: REG none, SO a shootout,
// OT the overtime periods past the third (a playoff game's fifth period is
// "2OT").
func nhlOvertime(last string, pd *nhlPeriod) string {
	switch last {
	case "SO":
		return "SO"
	case "OT":
		if pd != nil && pd.Number > 3 {
			reg := pd.MaxRegulationPeriods
			if reg == 0 {
				reg = 3
			}
			return overtimeMark(pd.Number, reg)
		}
		return "OT"
	}
	return ""
}

func (t nhlTeam) team() Team {
	name := t.PlaceName.Default
	if t.CommonName.Default != "" {
		name += " " + t.CommonName.Default
	}
	return Team{Code: t.Abbrev, Name: name, Location: t.PlaceName.Default}
}

func deref(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}

// decode reads a JSON payload (a UTF-8 byte-order mark allowed); a body
// that is not JSON, or is cut short, is a shape error.
func decode(body []byte, v any) error {
	body = trimBOM(body)
	if err := json.Unmarshal(body, v); err != nil {
		return shapeErr("%v", err)
	}
	return nil
}

func trimBOM(b []byte) []byte {
	if len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
		return b[3:]
	}
	return b
}
