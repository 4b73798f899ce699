package people

// Names the people snapshots recognise: awards that count as All-Star
// selections, MVPs or coaching honours, and the full names of positions.

import (
	"strings"
)

// isAllStarAward counts All-Star selections: the All-Star game ("All-Star")
// and the NHL's First/Second Team All-Star, not the writers' all-league
// teams (TSN All-Star, Baseball Magazine All-Star).
func isAllStarAward(name string) bool {
	l := strings.ToLower(strings.TrimSpace(name))
	switch l {
	case "all-star", "all star", "all-star game", "all-star selection", "pro bowl":
		return true
	}
	return strings.HasSuffix(l, "team all-star")
}

func isMVPAward(name string) bool {
	l := strings.ToLower(name)
	for _, x := range []string{"final", "all-star", "all star", "playoff", "series", "game", "conference", "rookie", "defensive", "bowl"} {
		if strings.Contains(l, x) {
			return false
		}
	}
	return l == "mvp" || strings.HasPrefix(l, "mvp ") || strings.HasSuffix(l, " mvp") || strings.Contains(l, "most valuable player") ||
		l == "hart" || strings.HasPrefix(l, "hart memorial")
}

// --- positions ----------------------------------------------------------------

var positionNames = map[string]map[string]string{
	"basketball": {"PG": "Point Guard", "SG": "Shooting Guard", "SF": "Small Forward", "PF": "Power Forward", "C": "Center",
		"G": "Guard", "F": "Forward", "G-F": "Guard-Forward", "F-G": "Forward-Guard", "F-C": "Forward-Center", "C-F": "Center-Forward"},
	"baseball": {"P": "Pitcher", "C": "Catcher", "1B": "First Base", "2B": "Second Base", "3B": "Third Base", "SS": "Shortstop",
		"LF": "Left Field", "CF": "Center Field", "RF": "Right Field", "OF": "Outfield", "DH": "Designated Hitter",
		"PH": "Pinch Hitter", "PR": "Pinch Runner", "SP": "Starting Pitcher", "RP": "Relief Pitcher"},
	"hockey": {"C": "Center", "L": "Left Wing", "LW": "Left Wing", "R": "Right Wing", "RW": "Right Wing", "W": "Wing",
		"F": "Forward", "D": "Defense", "G": "Goalie"},
	"football": {"QB": "Quarterback", "RB": "Running Back", "HB": "Halfback", "FB": "Fullback", "WR": "Wide Receiver",
		"TE": "Tight End", "OL": "Offensive Line", "T": "Tackle", "OT": "Offensive Tackle", "G": "Guard", "OG": "Offensive Guard",
		"C": "Center", "DL": "Defensive Line", "DE": "Defensive End", "DT": "Defensive Tackle", "NT": "Nose Tackle",
		"LB": "Linebacker", "ILB": "Inside Linebacker", "OLB": "Outside Linebacker", "MLB": "Middle Linebacker",
		"DB": "Defensive Back", "CB": "Cornerback", "S": "Safety", "FS": "Free Safety", "SS": "Strong Safety",
		"K": "Kicker", "P": "Punter", "LS": "Long Snapper", "KR": "Kick Returner", "PR": "Punt Returner"},
}

// PositionName is the full name of a position abbreviation in a sport
// ("QB" in football: "Quarterback"); nil when pos is empty.
func PositionName(sport, pos string) *string {
	if pos == "" {
		return nil
	}
	if n, ok := positionNames[sport][strings.ToUpper(pos)]; ok {
		return &n
	}
	// "G-F" style combinations not in the table: name each part.
	if strings.ContainsAny(pos, "-/") {
		parts := strings.FieldsFunc(pos, func(r rune) bool { return r == '-' || r == '/' })
		var names []string
		for _, p := range parts {
			if n, ok := positionNames[sport][strings.ToUpper(p)]; ok {
				names = append(names, n)
			} else {
				return &pos
			}
		}
		s := strings.Join(names, "-")
		return &s
	}
	return &pos
}

// isCoachAward keeps coaching honours (and the Hall of Fame) off a coach's
// playing awards.
func isCoachAward(name string) bool {
	l := strings.ToLower(name)
	return strings.Contains(l, "coach") || strings.Contains(l, "manager") || strings.Contains(l, "hall of fame") ||
		strings.Contains(l, "builder") || l == "jack adams" || strings.HasPrefix(l, "jack adams")
}

// --- other names ----------------------------------------------------------------
