package readmodel

import (
	"slices"
	"testing"

	"github.com/almanac-sports/almanac/data"
)

const readmeFixture = `# The shipped dataset

## Licences at a glance

| source | licence | used for |
|---|---|---|
| curated tables (this project) | facts with a cited source per row | champion lists |

## Football data (groups ` + "`nfl`" + `)

| file | source (repo:path @ commit) | licence | change |
| --- | --- | --- | --- |
| nfl_games.csv.gz | fivethirtyeight/nfl-elo-game:data/nfl_games.csv @ f7d430b | MIT | gzip |
| roster_2010.csv.gz … roster_2025.csv.gz | bestisblessed/nfl-ai:Scrapers/data/rosters/ | nflverse-data: none stated | gzip |

| games.csv.gz | bestisblessed/nfl-ai:Scrapers/data/games.csv @ 136e6f8 | **none stated** | gzip |

## Hockey data (groups ` + "`nhl`" + `)

| file | source (repo:path @ commit) | licence | changed |
| --- | --- | --- | --- |
| hockey/Teams.csv, Coaches.csv | rippinrobr/hockey-databank:<file> @ de59443 | Hockey Databank notice | nothing |
| hockey/Scoring.csv.gz | same repository and commit | same | gzip |
| hockey/NHL_Schedule_20152016.csv .. NHL_Schedule_20172018.csv (3 files) | twinfield10/NHL-Data:Schedule | none given | nothing |
`

func TestSourceCatalog(t *testing.T) {
	cat := parseSourceCatalog(readmeFixture)
	for _, tc := range []struct {
		sport, raw, file       string
		found                  bool
		label, origin, licence string
	}{
		{"football", "nfl_games.csv", "nfl_games.csv", true, "nfl_games.csv", "fivethirtyeight/nfl-elo-game:data/nfl_games.csv", "MIT"},
		{"football", "player.csv; roster_2014.csv", "roster_2014.csv", true, "roster_2010.csv … roster_2025.csv", "bestisblessed/nfl-ai:Scrapers/data/rosters/", "nflverse-data: none stated"},
		// A blank line inside a table does not end it.
		{"football", "games.csv", "games.csv", true, "games.csv", "bestisblessed/nfl-ai:Scrapers/data/games.csv", "none stated"},
		{"football", "curated/super_bowl_recent.csv", "super_bowl_recent.csv", true, "super_bowl_recent.csv", "curated tables (this project)", "facts with a cited source per row"},
		// The same file name in another sport is another file.
		{"hockey", "hockey/Teams.csv", "Teams.csv", true, "Teams.csv", "rippinrobr/hockey-databank:<file>", "Hockey Databank notice"},
		{"baseball", "Teams.csv", "Teams.csv", false, "Teams.csv", "", ""},
		{"hockey", "hockey/Scoring.csv", "Scoring.csv", true, "Scoring.csv", "rippinrobr/hockey-databank:<file>", "Hockey Databank notice"},
		{"hockey", "hockey/NHL_Schedule_20162017.csv", "NHL_Schedule_20162017.csv", true, "NHL_Schedule_20152016.csv … NHL_Schedule_20172018.csv", "twinfield10/NHL-Data:Schedule", "none given"},
		{"football", "roster_x.csv", "roster_x.csv", false, "roster_x.csv", "", ""},
	} {
		e, label, ok := cat.lookup(tc.sport, tc.raw, tc.file)
		if ok != tc.found || label != tc.label || ok && (e.origin != tc.origin || e.licence != tc.licence) {
			t.Errorf("%s %s: found %v %q %q %q; want %v %q %q %q", tc.sport, tc.file, ok, label, e.origin, e.licence, tc.found, tc.label, tc.origin, tc.licence)
		}
	}
}

func TestSourceFiles(t *testing.T) {
	for raw, want := range map[string][]string{
		"hockey/NHL_results.csv":    {"NHL_results.csv"},
		"Batting.csv; Pitching.csv": {"Batting.csv", "Pitching.csv"},
		"nbatracker_season_2025_26_final.json.gz (final standings; single source)": {"nbatracker_season_2025_26_final.json"},
		"kurimareiji_mlb_games_2026.json.gz (games to the snapshot of 2026-08-22)": {"kurimareiji_mlb_games_2026.json"},
		"": nil,
	} {
		if got := sourceFiles(raw); !slices.Equal(got, want) {
			t.Errorf("sourceFiles(%q) = %q, want %q", raw, got, want)
		}
	}
}

// The shipped README lists the files the importers cite most.
func TestSourceCatalogShipped(t *testing.T) {
	cat := parseSourceCatalog(data.README)
	for _, tc := range [][3]string{
		{"football", "nfl_games.csv", "MIT"},
		{"hockey", "NHL_results.csv", "CC0 1.0"},
		{"basketball", "nba_elo_latest.csv", "CC BY 4.0"},
		{"baseball", "Batting.csv", "CC BY-SA 3.0"},
	} {
		if e, _, ok := cat.lookup(tc[0], tc[1], tc[1]); !ok || e.licence != tc[2] {
			t.Errorf("%s %s: %v %q, want licence %q", tc[0], tc[1], ok, e.licence, tc[2])
		}
	}
}
