package readmodel

import (
	"slices"
	"strings"
	"sync"

	"github.com/almanac-sports/almanac/data"
)

// Pages name a figure's source as its publisher ("Retrosheet"), never a
// file path: a file's publisher is the first of these words its name or its
// README origin holds; else the repository the README says it came from,
// as "name (owner)".
var sourcePublishers = []struct{ word, name string }{
	{"retrosheet", "Retrosheet"},
	{"mlbeconomics", "Retrosheet"}, // its attendance table is Retrosheet's game logs
	{"lahman", "Lahman Baseball Database"},
	{"nbatracker", "NBA Tracker"},
	{"nba-tracker", "NBA Tracker"},
	{"nbacom", "NBA.com"},
	{"nflcom", "NFL.com"},
	{"nflverse", "nflverse"},
	{"pfr_", "Pro-Football-Reference"},
	{"bball-reference", "Basketball-Reference"},
	{"bref_player", "Baseball-Reference"},
	{"bref_", "Basketball-Reference"},
	{"pbpstats", "PBP Stats"},
	{"fastrhockey", "SportsDataverse (fastRhockey)"},
	{"sportsdataverse", "SportsDataverse"},
	{"cfbfastr", "SportsDataverse (cfbfastR)"},
	{"cfbd", "CollegeFootballData"},
	{"hockey-databank", "Hockey Databank"},
	{"fivethirtyeight", "FiveThirtyEight"},
	{"nba_elo", "FiveThirtyEight"},
	{"spreadspoke", "Spreadspoke"},
	{"kurimareiji", "MLB schedule (KurimaReiji)"},
	{"uscho", "USCHO"},
	{"collegehockeybracket", "College Hockey Bracket"},
	{"ncaabaseball", "NCAA baseball box scores"},
	{"march_madness", "March Madness results"},
	{"march-madness", "March Madness results"},
	{"curated", "Almanac's curated tables"},
}

var (
	sourceCatalogOnce = sync.OnceValue(func() sourceCatalog { return parseSourceCatalog(data.README) })
	sourceNames       sync.Map // sport + "|" + raw → name: a dataset has a few hundred distinct sources
)

// SourceName is a row's source ("baseball/retrosheet_teamstats_2000_2025.csv.gz",
// or several files joined by ";") as its publishers' names, deduplicated:
// "Retrosheet", "Lahman Baseball Database and Retrosheet".
func SourceName(sport, raw string) string {
	key := sport + "|" + raw
	if n, ok := sourceNames.Load(key); ok {
		return n.(string)
	}
	n := sourceName(sport, raw)
	sourceNames.Store(key, n)
	return n
}

func sourceName(sport, raw string) string {
	var names []string
	for _, f := range sourceFiles(raw) {
		n := publisherOf(sport, raw, f)
		if n != "" && !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// publisherOf is a file's publisher; an empty sport looks in every sport's tables.
func publisherOf(sport, raw, file string) string {
	cat := sourceCatalogOnce()
	e, _, found := cat.lookup(sport, raw, file)
	if sport == "" {
		for sp := range cat.bySport {
			if e, _, found = cat.lookup(sp, raw, file); found {
				break
			}
		}
	}
	hay := strings.ToLower(file + " " + e.origin)
	if strings.Contains(raw, "curated/"+file) {
		hay += " curated"
	}
	for _, p := range sourcePublishers {
		if strings.Contains(hay, p.word) {
			return p.name
		}
	}
	if found {
		// "owner/repo:path @ commit": the repository names the publisher.
		if repo, _, ok := strings.Cut(e.origin, ":"); ok && !strings.Contains(repo, " ") {
			if owner, name, ok := strings.Cut(repo, "/"); ok {
				return name + " (" + owner + ")"
			}
		}
	}
	return strings.TrimSuffix(strings.TrimSuffix(file, ".csv"), ".json")
}
