// Package release writes versioned data releases: per sport and level CSV
// and Parquet files of the published tables, a SQLite file of the public
// dataset, a data dictionary, SHA256SUMS and a changelog against the
// previous release.
package release

// Kind is a published column's value type.
type Kind string

const (
	Int   Kind = "integer"
	Float Kind = "number"
	Text  Kind = "text"
)

// Column documents one published column.
type Column struct {
	Name    string `json:"name"`
	Kind    Kind   `json:"type"`
	Meaning string `json:"meaning"`
	Unit    string `json:"unit,omitempty"`
	Source  string `json:"source"`
}

// Table is one published table: its columns in file order (player_seasons
// adds one column per stat the sport's data holds), the column that names
// a row across releases and the column whose first four characters are the
// row's year (for coverage).
type Table struct {
	Name        string   `json:"name"`
	Description string   `json:"description"`
	Key         string   `json:"key"`
	YearColumn  string   `json:"-"`
	Columns     []Column `json:"columns"`
}

const (
	srcData     = "the source file named in the row's source column"
	srcAlmanac  = "assigned by Almanac's importer (stable across releases)"
	srcComputed = "computed by Almanac from this row's record"
	srcCurated  = "the curated reference tables (data/curated) or the sport's source files"
)

func col(name string, k Kind, meaning, unit, source string) Column {
	return Column{Name: name, Kind: k, Meaning: meaning, Unit: unit, Source: source}
}

var (
	colSource = col("source", Text, "source file or reference the row was read from", "", srcAlmanac)
	colSeason = col("season", Text, "season slug (league and start year)", "", srcAlmanac)
	colTeam   = col("team", Text, "franchise slug (stable across renames and moves)", "", srcAlmanac)
	colYear   = col("start_year", Int, "calendar year in which the season starts", "year", srcData)
)

// Tables declares every published table; the store's release queries
// return exactly these columns (a test checks it).
var Tables = []Table{
	{
		Name: "games", Description: "One row per game: date, teams, score and status.", Key: "slug", YearColumn: "game_date",
		Columns: []Column{
			col("slug", Text, "game identifier (stable across releases)", "", srcAlmanac),
			colSeason,
			col("game_date", Text, "local date of the game", "ISO 8601 date", srcData),
			col("start_time", Text, "local start time when known", "HH:MM", srcData),
			col("time_zone", Text, "IANA time zone of start_time", "", srcData),
			col("game_type", Text, "regular, playoff, championship, exhibition …", "", srcData),
			col("week", Text, "schedule week or round label when the source gives one", "", srcData),
			col("status", Text, "final, scheduled, postponed, cancelled …", "", srcData),
			col("home_team", Text, "home franchise slug; empty for a team outside the dataset", "", srcAlmanac),
			col("home_name", Text, "home team's name at the time", "", srcData),
			col("away_team", Text, "away franchise slug; empty for a team outside the dataset", "", srcAlmanac),
			col("away_name", Text, "away team's name at the time", "", srcData),
			col("home_score", Int, "home team's final score; empty when not played or not known", "points, runs or goals", srcData),
			col("away_score", Int, "away team's final score; empty when not played or not known", "points, runs or goals", srcData),
			col("neutral", Int, "1 when played at a neutral site", "0/1", srcData),
			col("overtime", Text, "overtime marker (OT, 2OT, SO …)", "", srcData),
			col("venue", Text, "venue name when known", "", srcData),
			col("attendance", Int, "paid attendance when known", "people", srcData),
			col("notes", Text, "free-text notes from the source", "", srcData),
			colSource,
		},
	},
	{
		Name: "team_seasons", Description: "One row per team per season: names, grouping, record and coach.", Key: "key", YearColumn: "start_year",
		Columns: []Column{
			col("key", Text, "team-season identifier (stable across releases)", "", srcAlmanac),
			colTeam, colSeason, colYear,
			col("name", Text, "team name that season", "", srcData),
			col("city", Text, "team city that season", "", srcData),
			col("abbreviation", Text, "team abbreviation that season", "", srcData),
			col("conference", Text, "conference that season", "", srcData),
			col("division", Text, "division that season", "", srcData),
			col("wins", Int, "regular-season wins; empty when the data holds no record", "games", srcData),
			col("losses", Int, "regular-season losses; empty when the data holds no record", "games", srcData),
			col("ties", Int, "regular-season ties; empty when the data holds no record", "games", srcData),
			col("ot_losses", Int, "overtime/shootout losses (hockey); empty when the data holds no record", "games", srcData),
			col("head_coach", Text, "head coach as the source names them", "", srcData),
			col("made_playoffs", Int, "1 when the team reached the postseason", "0/1", srcData),
			col("venue", Text, "home venue that season", "", srcData),
			colSource,
		},
	},
	{
		Name: "standings", Description: "Regular-season records of team seasons that have one, grouped and ordered as standings (no tie-breakers applied).", Key: "key", YearColumn: "start_year",
		Columns: []Column{
			col("key", Text, "team-season identifier (as in team_seasons)", "", srcAlmanac),
			colSeason, colYear,
			col("league", Text, "league abbreviation", "", srcData),
			col("conference", Text, "conference that season", "", srcData),
			col("division", Text, "division that season", "", srcData),
			colTeam,
			col("name", Text, "team name that season", "", srcData),
			col("wins", Int, "regular-season wins", "games", srcData),
			col("losses", Int, "regular-season losses", "games", srcData),
			col("ties", Int, "regular-season ties", "games", srcData),
			col("ot_losses", Int, "overtime/shootout losses (hockey)", "games", srcData),
			col("games_played", Int, "wins + losses + ties + ot_losses", "games", srcComputed),
			col("win_pct", Float, "(wins + ties / 2) / games_played, rounded to 3 places", "fraction", srcComputed),
			col("points", Int, "hockey points: 2 × wins + ties + ot_losses; empty for other sports", "points", srcComputed),
			col("made_playoffs", Int, "1 when the team reached the postseason", "0/1", srcData),
		},
	},
	{
		Name: "player_seasons", Description: "One row per player per team per season with the season totals the source holds; a player's multi-team total has an empty team.", Key: "id", YearColumn: "start_year",
		Columns: []Column{
			col("id", Int, "player-season identifier (stable across releases)", "", srcAlmanac),
			col("player", Text, "person slug", "", srcAlmanac),
			col("name", Text, "player's name", "", srcData),
			colSeason, colYear,
			col("team", Text, "franchise slug; empty on a multi-team total row", "", srcAlmanac),
			col("team_abbreviation", Text, "team abbreviation as the source gives it (TOT on total rows)", "", srcData),
			col("position", Text, "position that season", "", srcData),
			colSource,
			// Then one column per stat: regular-season totals under the stat's
			// name, postseason totals under post_<name> (see statColumn).
		},
	},
	{
		Name: "coach_seasons", Description: "One row per coach per team per season.", Key: "id", YearColumn: "start_year",
		Columns: []Column{
			col("id", Int, "coach-season identifier (stable across releases)", "", srcAlmanac),
			col("coach", Text, "person slug", "", srcAlmanac),
			col("name", Text, "coach's name", "", srcData),
			colTeam, colSeason, colYear,
			col("title", Text, "title (head coach, interim …)", "", srcData),
			col("is_head", Int, "1 for a head coach", "0/1", srcData),
			col("seq", Int, "order of the coach within the team's season (1 = first)", "", srcData),
			col("wins", Int, "regular-season wins under this coach; empty when the data holds no record", "games", srcData),
			col("losses", Int, "regular-season losses; empty when the data holds no record", "games", srcData),
			col("ties", Int, "regular-season ties; empty when the data holds no record", "games", srcData),
			col("playoff_wins", Int, "postseason wins; empty when the data holds no record", "games", srcData),
			col("playoff_losses", Int, "postseason losses; empty when the data holds no record", "games", srcData),
			colSource,
		},
	},
	{
		Name: "championships", Description: "One row per championship won: winner, runner-up, score and final.", Key: "key", YearColumn: "year",
		Columns: []Column{
			col("key", Text, "result identifier (stable across releases)", "", srcAlmanac),
			col("championship", Text, "championship slug", "", srcAlmanac),
			col("championship_name", Text, "championship name", "", srcCurated),
			col("year", Int, "year the title was decided", "year", srcCurated),
			colSeason,
			col("winner", Text, "winning franchise slug", "", srcAlmanac),
			col("winner_name", Text, "winner's name at the time", "", srcCurated),
			col("runner_up", Text, "runner-up franchise slug", "", srcAlmanac),
			col("runner_up_name", Text, "runner-up's name at the time", "", srcCurated),
			col("winner_score", Int, "winner's score in the deciding game", "points, runs or goals", srcCurated),
			col("runner_up_score", Int, "runner-up's score in the deciding game", "points, runs or goals", srcCurated),
			col("series_result", Text, "series result (e.g. 4-2) for a series final", "games", srcCurated),
			col("game_date", Text, "date of the deciding game", "ISO 8601 date", srcCurated),
			col("venue_name", Text, "venue of the deciding game", "", srcCurated),
			col("city", Text, "city of the deciding game", "", srcCurated),
			col("mvp", Text, "final's most valuable player when awarded", "", srcCurated),
			col("winning_coach", Text, "winning head coach", "", srcCurated),
			col("game", Text, "slug of the deciding game in games", "", srcAlmanac),
			col("notes", Text, "free-text notes", "", srcCurated),
			colSource,
		},
	},
}

// statColumn documents a stat column of player_seasons.
func statColumn(name, stat string, post bool) Column {
	what := "regular-season"
	if post {
		what = "postseason"
	}
	return col(name, Float, what+" total of "+stat+" as the source gives it; empty when the source does not hold it for the row", "", srcData)
}
