package readmodel

// Player stat rows built from the player season rows of the database: one
// row per player and season (a multi-team season is one row: the source's
// total line when it has one, else the sum of its team lines), the row's
// named fields the sport's data holds (null where it holds no such figure)
// and every figure of the line under stats.

import (
	"math"
	"reflect"
	"sort"
	"strings"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/stats"
)

// PlayerStatRow is one player's line over one season (or a career span).
type PlayerStatRow struct {
	ID                   int      `json:"id"` // the player_seasons row (the total line of a multi-team season); 0 for totals
	PlayerID             int      `json:"player_id"`
	PlayerSlug           string   `json:"player_slug"`
	PlayerName           string   `json:"player_name"`
	JerseyNumber         *string  `json:"jersey_number"`
	TeamName             *string  `json:"team_name"` // "A / B" for a season with several teams
	TeamAbbreviation     *string  `json:"team_abbreviation"`
	Position             *string  `json:"position"`
	Season               *int     `json:"season"` // start year; null for a total
	SeasonName           *string  `json:"season_name"`
	League               string   `json:"league"`
	Sport                string   `json:"sport"`
	GamesPlayed          *float64 `json:"games_played"`
	GamesStarted         *float64 `json:"games_started"`
	Points               *float64 `json:"points"`
	Rebounds             *float64 `json:"rebounds"`
	Assists              *float64 `json:"assists"`
	Steals               *float64 `json:"steals"`
	Blocks               *float64 `json:"blocks"`
	Turnovers            *float64 `json:"turnovers"`
	FieldGoalsMade       *float64 `json:"field_goals_made"`
	FieldGoalsAttempted  *float64 `json:"field_goals_attempted"`
	FreeThrowsMade       *float64 `json:"free_throws_made"`
	FreeThrowsAttempted  *float64 `json:"free_throws_attempted"`
	FieldGoalPercentage  *float64 `json:"field_goal_percentage"`
	ThreePointPercentage *float64 `json:"three_point_percentage"`
	MinutesPlayed        *float64 `json:"minutes_played"`
	UsageRate            *float64 `json:"usage_rate"`         // needs team totals the data lacks: always null
	SeasonHighPoints     *float64 `json:"season_high_points"` // needs game logs the data lacks: always null
	DoubleDoubles        *float64 `json:"double_doubles"`
	PassingYards         *float64 `json:"passing_yards"`
	PassingTouchdowns    *float64 `json:"passing_touchdowns"`
	RushingYards         *float64 `json:"rushing_yards"`
	ReceivingYards       *float64 `json:"receiving_yards"`
	Tackles              *float64 `json:"tackles"`       // no defensive stat rows in the data
	Sacks                *float64 `json:"sacks"`         // defensive sacks; none in the data
	Interceptions        *float64 `json:"interceptions"` // defensive; passes intercepted are stats.interceptions_thrown
	PasserRating         *float64 `json:"passer_rating"`
	EfficiencyRating     *float64 `json:"efficiency_rating"`
	PointsPerGame        *float64 `json:"points_per_game"`
	ReboundsPerGame      *float64 `json:"rebounds_per_game"`
	AssistsPerGame       *float64 `json:"assists_per_game"`
	// MainPerGame is the sport's main per-game figure (see MainMetric).
	MainPerGame *float64 `json:"main_per_game"`
	// TotalsFromPerGame was true where totals were per-game figures times
	// games; no source's per-game figures make exact totals, so none is
	// made and it is always false (kept for clients that read it).
	TotalsFromPerGame bool    `json:"totals_from_per_game"`
	Stats             StatMap `json:"stats"`

	json []byte // the row as the API writes it (EncodedJSON), in a season table
}

// EncodedJSON is the row's JSON (HTML escaping off, no newline) when it is a
// row of a season table whose page was written (PlayerStats), else nil. The
// players/stats page copies it: encoding a row's ~45 fields and its stats
// again was half of that list's time. A table row is read-only: a changed
// copy would still carry the old bytes.
func (o *PlayerStatRow) EncodedJSON() []byte {
	if o == nil {
		return nil
	}
	return o.json
}

// MainMetric names each sport's main per-game figure (breakouts, report).
var MainMetric = map[string]string{
	"basketball": "points per game",
	"hockey":     "points (goals + assists) per game",
	"football":   "yards per game (passing + rushing + receiving)",
	"baseball":   "runs scored per game",
}

// mainKey is a piece of the stats JSON every row with the main figure has
// (to find the latest season that has it).
var mainKey = map[string]string{"basketball": `"points`, "hockey": `"points"`, "football": `yards"`, "baseball": `"runs"`}

func num(line map[string]float64, k string) *float64 {
	if v, ok := line[k]; ok && !math.IsNaN(v) && !math.IsInf(v, 0) {
		return &v
	}
	return nil
}

// perGame is a stat per game: the source's own per-game figure when it has
// one, else the total over games played (2 decimals).
func perGame(line map[string]float64, k string) *float64 {
	if v := num(line, k+"_per_game"); v != nil {
		return v
	}
	if gp, v := line["games_played"], num(line, k); v != nil && gp > 0 {
		x := stats.RoundTo(*v/gp, 2)
		return &x
	}
	return nil
}

// mainPerGame is the sport's main per-game figure (MainMetric).
func mainPerGame(sport string, line map[string]float64) *float64 {
	switch sport {
	case "basketball", "hockey":
		return perGame(line, "points")
	case "baseball":
		return perGame(line, "runs")
	case "football":
		gp := line["games_played"]
		var sum float64
		has := false
		for _, k := range []string{"passing_yards", "rushing_yards", "receiving_yards"} {
			if v, ok := line[k]; ok {
				sum, has = sum+v, true
			}
		}
		if has && gp > 0 {
			x := stats.RoundTo(sum/gp, 2)
			return &x
		}
	}
	return nil
}

// fillRow sets the figures of a row from a merged line.
func fillRow(o *PlayerStatRow, sport string, line map[string]float64) {
	all := make(map[string]float64, len(line)+8)
	for k, v := range line {
		if !strings.HasPrefix(k, "__") {
			all[k] = v
		}
	}
	for k, v := range stats.Totals("", []stats.SeasonLine{{Stats: line}}) { // the rates the line lacks
		if _, has := all[k]; !has {
			all[k] = v
		}
	}
	o.Sport = sport
	o.GamesPlayed, o.GamesStarted = num(line, "games_played"), num(line, "games_started")
	o.MainPerGame = mainPerGame(sport, line)
	switch sport {
	case "basketball":
		o.Points, o.Rebounds, o.Assists = num(line, "points"), num(line, "rebounds"), num(line, "assists")
		o.Steals, o.Blocks, o.Turnovers = num(line, "steals"), num(line, "blocks"), num(line, "turnovers")
		o.FieldGoalsMade, o.FieldGoalsAttempted = num(line, "field_goals_made"), num(line, "field_goals_attempted")
		o.FreeThrowsMade, o.FreeThrowsAttempted = num(line, "free_throws_made"), num(line, "free_throws_attempted")
		o.FieldGoalPercentage, o.ThreePointPercentage = num(all, "field_goal_percentage"), num(all, "three_point_percentage")
		o.MinutesPlayed, o.DoubleDoubles = num(line, "minutes"), num(line, "double_doubles")
		o.PointsPerGame, o.ReboundsPerGame, o.AssistsPerGame = perGame(line, "points"), perGame(line, "rebounds"), perGame(line, "assists")
		// The efficiency rating where the line has every component (early seasons
		// have no steals, blocks or turnovers: null).
		o.EfficiencyRating = num(all, "efficiency_rating")
	case "hockey":
		o.Points, o.Assists = num(line, "points"), num(line, "assists")
		o.MinutesPlayed = num(line, "minutes") // goaltenders only
		o.PointsPerGame, o.AssistsPerGame = perGame(line, "points"), perGame(line, "assists")
	case "football":
		o.PassingYards, o.PassingTouchdowns = num(line, "passing_yards"), num(line, "passing_touchdowns")
		o.RushingYards, o.ReceivingYards = num(line, "rushing_yards"), num(line, "receiving_yards")
		o.PasserRating = num(all, "passer_rating")
		o.EfficiencyRating = o.PasserRating
	}
	o.Stats = make(StatMap, 0, len(all))
	for k, v := range all {
		o.Stats = append(o.Stats, rmbase.Stat(k, v))
	}
	sort.Slice(o.Stats, func(i, j int) bool { return o.Stats[i].Name() < o.Stats[j].Name() })
}

// rowFields maps each numeric field's JSON name to its index (ordering and CSV).
var rowFields = func() map[string]int {
	m := map[string]int{}
	t := reflect.TypeFor[PlayerStatRow]()
	for i := range t.NumField() {
		if t.Field(i).IsExported() && t.Field(i).Type == reflect.TypeFor[*float64]() {
			m[strings.Split(t.Field(i).Tag.Get("json"), ",")[0]] = i
		}
	}
	return m
}()

// field is a row's numeric field by JSON name, else the figure of that name
// in its stats (nil when null or unknown).
func (o *PlayerStatRow) field(name string) *float64 {
	i, ok := rowFields[name]
	if !ok {
		if v, ok := o.Stats.Get(name); ok {
			return &v
		}
		return nil
	}
	return reflect.ValueOf(o).Elem().Field(i).Interface().(*float64)
}
