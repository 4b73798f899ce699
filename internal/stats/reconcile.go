package stats

import "strconv"

// Where a shown record comes from.
const (
	SourceGames       = "games"        // computed from the season's final regular-season games
	SourceSeasonTable = "season table" // the official season total of an independent season table
)

// Difference says why a record computed from games differs from the
// official season total.
type Difference string

const (
	DiffNone      Difference = ""
	DiffNoGames   Difference = "no_games"           // the game logs have no game of the team-season
	DiffMissing   Difference = "games_missing"      // fewer games in the logs than in the season total
	DiffExtra     Difference = "extra_games"        // more games in the logs than in the season total
	DiffOvertime  Difference = "overtime_unflagged" // same games and wins, overtime losses not flagged
	DiffOutcome   Difference = "scored_differently" // same games, some results differ
	DiffTieResult Difference = "ties_counted_apart" // same games; ties in one, decided in the other
)

// SplitsTolerance is how far the game logs may be from a team-season's
// official total for the splits that only games can give (home, away,
// division and conference records, streak, last 10, points for and against)
// still to be shown: games missing, or wins, ties or overtime losses counted
// differently, at most 2% of the official games (3 of 162 MLB games, 1 of
// 82 NBA or NHL games, never fewer than 1). Further off, they are omitted.
const SplitsTolerance = 0.02

// Compare classifies how a record computed from games (g) differs from the
// official season total (o).
func Compare(g, o Record) Difference {
	switch gg, og := g.Games(), o.Games(); {
	case g == o:
		return DiffNone
	case gg == 0:
		return DiffNoGames
	case gg < og:
		return DiffMissing
	case gg > og:
		return DiffExtra
	case g.W == o.W && g.T == o.T && g.L+g.OTL == o.L+o.OTL:
		return DiffOvertime
	case g.T != o.T:
		return DiffTieResult
	default:
		return DiffOutcome
	}
}

// Reason is a short sentence for a difference between the games' record g
// and the official total o.
func Reason(d Difference, g, o Record) string {
	n := g.Games() - o.Games()
	switch d {
	case DiffNoGames:
		return "No game-level data for this season in the sources: the record is the season table's."
	case DiffMissing:
		return strconv.Itoa(-n) + " of " + strconv.Itoa(o.Games()) + " games are missing from the game logs."
	case DiffExtra:
		return "The game logs hold " + plural(n, "game") + " more than the season table (ties or suspended games replayed, or games the season table does not count)."
	case DiffOvertime:
		return "The game logs flag " + strconv.Itoa(g.OTL) + " of the " + strconv.Itoa(o.OTL) + " overtime or shootout losses."
	case DiffTieResult:
		return "The game logs and the season table differ on " + plural(abs(g.T-o.T), "tied game") + " (suspended, protested or forfeited games)."
	case DiffOutcome:
		return "The game logs score " + plural(max(abs(g.W-o.W), 1), "game") + " differently (forfeits, protested or suspended games)."
	}
	return ""
}

func plural(n int, word string) string {
	if n == 1 {
		return strconv.Itoa(n) + " " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}

// SplitsHonest reports whether game-level splits of a team-season whose
// games give g are fair to show beside the official total o: the games
// exist, and the games missing and the largest difference in wins, ties or
// overtime losses are within SplitsTolerance of the official games.
func SplitsHonest(g, o Record) bool {
	if g.Games() == 0 {
		return false
	}
	off := max(o.Games()-g.Games(), abs(g.W-o.W), abs(g.T-o.T), abs(g.OTL-o.OTL))
	return off <= max(1, int(float64(o.Games())*SplitsTolerance))
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// Reconcile makes the official season total, when there is one, the record
// of s: the record computed from games is kept in GamesRecord, the
// difference classified, and SplitsKnown says whether the game-level splits
// (home, away, division, conference, streak, last 10, points) may be shown.
// Without an official total the games' record stands.
func Reconcile(s *Standing, official *Record) {
	s.GamesRecord = s.Record
	s.RecordSource, s.Difference, s.SplitsKnown = SourceGames, DiffNone, s.Games() > 0
	if official == nil {
		return
	}
	s.RecordSource = SourceSeasonTable
	s.Difference = Compare(s.GamesRecord, *official)
	s.SplitsKnown = SplitsHonest(s.GamesRecord, *official)
	s.Record = *official
}
