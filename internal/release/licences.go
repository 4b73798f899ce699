package release

// Licence summarises the terms of the sources behind a sport's files (from
// the SOURCES.md of each data folder).
type Licence struct {
	Summary     string   `json:"summary"`
	Attribution []string `json:"attribution"`
}

// curatedNote covers the championship tables filled from data/curated.
const curatedNote = "Championship results partly from Almanac's curated reference tables (facts confirmed in the cited public pages and data files)."

// licences per sport slug; the dataset's folders are per sport, shared by
// the professional and NCAA levels.
var licences = map[string]Licence{
	"baseball": {
		Summary: "Lahman Baseball Database: CC BY-SA 3.0 (share-alike: redistributed derivatives carry the same licence). Retrosheet-derived files: free use with Retrosheet's notice.",
		Attribution: []string{
			"Baseball statistics from the Sean Lahman Baseball Database (2025 release, seasons 1871-2024), copyright 1996-2025 by Sean Lahman, licensed under Creative Commons Attribution-ShareAlike 3.0 Unported (https://creativecommons.org/licenses/by-sa/3.0/).",
			`The information used here was obtained free of charge from and is copyrighted by Retrosheet. Interested parties may contact Retrosheet at "www.retrosheet.org".`,
			curatedNote,
		},
	},
	"basketball": {
		Summary: "Facts compiled from Basketball-Reference (via sumitrodatta/bball-reference-datasets; Sports Reference terms limit bulk reuse), stats.nba.com (Kaggle NBA Database by Wyatt Walsh; NocturneBear/NBA-Data-2010-2024, MIT), FiveThirtyEight (CC BY 4.0) and College Basketball at Sports-Reference. No data licence is granted beyond these.",
		Attribution: []string{
			"Data: Basketball-Reference.com via sumitrodatta/bball-reference-datasets.",
			"Kaggle NBA Database by Wyatt Walsh (stats.nba.com).",
			"NBA-Data-2010-2024, Copyright (c) 2024 Vitalii Korolyk, MIT License.",
			"FiveThirtyEight, CC BY 4.0.",
			curatedNote,
		},
	},
	"football": {
		Summary: "NFL: FiveThirtyEight nfl-elo-game (MIT), nflverse (no data licence stated; attribution requested), Pro-Football-Reference-derived files (Sports Reference terms). NCAA: cfbfastR / SportsDataverse (CC BY 4.0; underlying data ESPN) and CollegeFootballData.com-derived files (MIT repositories).",
		Attribution: []string{
			"NFL game results and Elo ratings: FiveThirtyEight (github.com/fivethirtyeight/nfl-elo-game), MIT License.",
			"NFL schedules, results, rosters and player stats: nflverse / Lee Sharpe (github.com/nflverse/nfldata, nflverse-data).",
			"College football data: cfbfastR / SportsDataverse (Saiem Gilani), CC BY 4.0; underlying data from ESPN. CollegeFootballData.com.",
			curatedNote,
		},
	},
	"hockey": {
		Summary: "Hockey Databank (free use including commercial, with its statement), NHL game results 1949-2015 (CC0 1.0), NHL.com schedules and rosters (no licence given; NHL.com data).",
		Attribution: []string{
			"The information used herein was obtained free of charge from and is copyrighted by the Hockey Databank project. For more information about the Hockey Databank project please visit http://sports.groups.yahoo.com/group/hockey-databank",
			"NHL game results 1949-50 to 2014-15 compiled by M. Lopez, G. Matthews and B. Baumer (bigfour/competitiveness), originally from Hockey-Reference.com.",
			"Source: NHL.com data.",
			curatedNote,
		},
	},
}

// wholeDataset is the licence of a file holding every sport (the SQLite
// file and the release's own documents): the terms of all of them apply.
func wholeDataset() Licence {
	l := Licence{Summary: "Holds every sport: the terms of each sport's sources apply to its rows (the strictest is the Lahman Database's CC BY-SA 3.0 share-alike)."}
	for _, s := range []string{"baseball", "basketball", "football", "hockey"} {
		l.Attribution = append(l.Attribution, licences[s].Attribution...)
	}
	return dedupe(l)
}

func dedupe(l Licence) Licence {
	seen := map[string]bool{}
	var out []string
	for _, a := range l.Attribution {
		if !seen[a] {
			seen[a] = true
			out = append(out, a)
		}
	}
	l.Attribution = out
	return l
}
